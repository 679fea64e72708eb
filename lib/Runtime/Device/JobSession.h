//===- JobSession.h - One job on one device ---------------------*- C++ -*-===//
//
// Private to lib/Runtime/Device. A Session runs one job: it builds and runs
// the reference, then each variant. Its parts live in their own sources:
//   JobRunner.cpp      the job from start to end, building and running variants
//   JobData.cpp        inputs, buffers and kernel arguments; the data cache
//   JobLaunch.cpp      launching and timing a kernel, checking a launch
//   OriginalCheck.cpp  the check of the original in guard bands
//   VariantBuild.cpp   compiling variants: one at a time, or all of a job's
//                      at once on a pool of threads (the build phase)
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_RUNTIME_DEVICE_JOBSESSION_H
#define CLOPT_LIB_RUNTIME_DEVICE_JOBSESSION_H

#include "OnDeviceCheck.h"
#include "clopt/Runtime/Device/JobRunner.h"
#include "clopt/Runtime/Device/Device.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/DataCache.h"
#include "clopt/Runtime/Support/IntExpr.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <thread>

namespace clopt {
namespace jobrunner {

/// Fires a callback when a kernel run outlives its deadline. OpenCL offers
/// no way to cancel a running kernel, so the callback ends the process.
class Watchdog {
public:
  explicit Watchdog(std::function<void(const RunResult &)> Fire)
      : Fire(std::move(Fire)), Thread([this] { loop(); }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> L(M);
      Stop = true;
    }
    CV.notify_all();
    Thread.join();
  }
  void arm(unsigned Ms, RunResult R) {
    std::lock_guard<std::mutex> L(M);
    Armed = true;
    Deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(Ms);
    Pending = std::move(R);
    CV.notify_all();
  }
  /// Ends the watch. A deadline that passed before the watchdog's thread
  /// woke (a loaded machine) fires here: whatever took longer than its limit
  /// is reported as such, however late the thread was scheduled.
  void disarm() {
    std::lock_guard<std::mutex> L(M);
    if (Armed && std::chrono::steady_clock::now() >= Deadline)
      Fire(Pending);
    Armed = false;
  }

private:
  void loop() {
    std::unique_lock<std::mutex> L(M);
    while (!Stop) {
      if (!Armed) {
        CV.wait(L);
        continue;
      }
      if (CV.wait_until(L, Deadline) == std::cv_status::timeout && Armed &&
          std::chrono::steady_clock::now() >= Deadline) {
        Fire(Pending);
        Armed = false;
      }
    }
  }

  std::function<void(const RunResult &)> Fire;
  std::mutex M;
  std::condition_variable CV;
  bool Stop = false, Armed = false;
  std::chrono::steady_clock::time_point Deadline;
  RunResult Pending;
  std::thread Thread;
};

/// Where a job's time goes, by phase, printed on stderr when the job ends if
/// CLOPT_WORKER_PROFILE is set (docs/runtime.md): per-evaluation overhead
/// (data, transfers, comparison) against the kernel runs themselves.
class PhaseProfile {
public:
  using Clock = std::chrono::steady_clock;
  PhaseProfile() : Enabled(std::getenv("CLOPT_WORKER_PROFILE") != nullptr) {}
  /// Adds the time since Start to Phase; returns now, to chain phases.
  Clock::time_point add(const char *Phase, Clock::time_point Start) {
    Clock::time_point Now = Clock::now();
    if (!Enabled)
      return Now;
    double Ms = std::chrono::duration<double, std::milli>(Now - Start).count();
    for (auto &P : Phases)
      if (P.first == Phase) {
        P.second += Ms;
        return Now;
      }
    Phases.emplace_back(Phase, Ms);
    return Now;
  }
  void print(size_t Variants) const {
    if (!Enabled)
      return;
    double Total = std::chrono::duration<double, std::milli>(Clock::now() - Begin).count();
    std::fprintf(stderr, "clopt-worker: profile of %zu variants, %.1f ms in all:\n",
                 Variants, Total);
    for (const auto &P : Phases)
      std::fprintf(stderr, "  %-18s %10.1f ms  %5.1f%%\n", P.first.c_str(), P.second,
                   Total > 0 ? 100.0 * P.second / Total : 0.0);
  }

private:
  bool Enabled;
  Clock::time_point Begin = Clock::now();
  std::vector<std::pair<std::string, double>> Phases;
};

struct Timing {
  double MedianMs = 0;
  unsigned Reps = 0;
  bool CutOff = false; ///< Stopped after one run (TimingSettings::CutoffFactor).
  std::vector<double> Quantiles;
};

/// One launch configuration: global and optional local size.
struct Launch {
  std::vector<size_t> Global, Local;
};

/// What fills the guard bands of a guarded run. An out-of-bounds access
/// shows only where the band's value changes what is computed or written:
/// `a[n] = max(a[n], x)` writes a band above the data back unchanged, so
/// the original is checked once with bands above every value and once with
/// bands below.
enum class GuardFill {
  High, ///< 0x7f bytes: near the largest value of every type (3.4e38 as a float)
  Low,  ///< near the smallest value of the buffer's type: 0 unsigned,
        ///< 0x80 bytes signed, 0xfb bytes (-2.6e36 as a float) floating-point
  NaN,  ///< 0xff bytes: NaN as a float, -1 as an integer
};
/// The byte Fill's band of the job's Buffer-th buffer argument holds. High
/// and Low differ a little between buffers (0x7f, 0x7e, ... 0x70; 0xfb,
/// 0xfa, ... 0xec; 0x80, 0x81, ... 0x8f signed; 16 buffers apart they
/// repeat), staying near the top or bottom of the type: a
/// write of a value read from another buffer's band (`out[i] = in[i] + 1`
/// at i = -2, where 3.4e38 + 1 is 3.4e38) would otherwise leave the band as
/// it was, and the original, unseen, corrupt the memory before a buffer.
unsigned char guardByte(GuardFill Fill, ElemType T, size_t Buffer);

} // namespace jobrunner

/// See JobRunner.h. Member order is release order in reverse: the outputs'
/// device copies and the buffers go before the context.
struct JobRunnerState::Impl {
  bool DeviceOpen = false;
  /// The current (or last) job ran on the device or data an earlier job left.
  bool Reused = false;
  DeviceSelector Selector; ///< of the open device
  Device Dev;
  DeviceContext Ctx;
  /// dataCacheKey of the job whose data is kept; "" = none.
  std::string DataKey;
  double ReferenceRunMs = 0; ///< That job's run of the reference.
  /// Whether a variant ran since the data was kept (it may have written
  /// out of bounds, into the kept copies): the next job checks them then.
  bool VariantsRanOnKeptData = true;
  std::vector<Bytes> Initial;   ///< Per argument (buffers only).
  std::vector<ClMem> Mems;      ///< Per argument (buffers only).
  /// Per argument: the initial contents kept on the device, so that restoring
  /// a buffer before a run is a device-side copy, not a transfer from the
  /// host (empty when the device has no room for them).
  std::vector<ClMem> Pristine;
  std::vector<Bytes> Expected;     ///< Reference outputs of checked buffers.
  std::vector<double> ExpectedRms; ///< Their finiteRms, computed once.
  /// The large outputs of Expected kept on the device, where a variant's
  /// are screened before any is read back; null when none is.
  std::unique_ptr<jobrunner::OnDeviceCheck> Check;
  /// Per checked buffer: where each variant's output is read back, kept
  /// across variants. A fresh vector per variant paid for zeroing and
  /// faulting in its pages every time: on an 8192^2 problem that was most
  /// of the 175 ms a variant spent reading back on the GPU machine.
  std::vector<Bytes> ReadBack;

  void dropData();
  void dropAll();
};

namespace jobrunner {

class Session {
public:
  /// Keep: what the previous job left (JobRunner.h); null for a job alone.
  Session(const Job &J, ResultLog &Log, const JobRunnerHooks &Hooks,
          JobRunnerState::Impl *Keep)
      : J(J), Log(Log), Hooks(Hooks), State(Keep ? *Keep : OwnState), Dev(State.Dev),
        Ctx(State.Ctx), Initial(State.Initial), Mems(State.Mems), Pristine(State.Pristine),
        Expected(State.Expected), ExpectedRms(State.ExpectedRms), Check(State.Check),
        ReadBack(State.ReadBack) {}
  int run(std::string &Error);

private:
  /// Finds the device and creates its context, the binary cache and the
  /// watchdog.
  Status openDevice();
  /// Builds the reference kernel; Ref gets its build facts and limits.
  StatusOr<ClKernel> buildReference(RunResult &Ref);
  /// Inputs, buffers and arguments of K, uploaded (T0: see PhaseProfile).
  Status setUpData(cl_kernel K, PhaseProfile::Clock::time_point &T0);
  /// Reads the reference's outputs from the data cache (Job::DataCacheDir)
  /// into Expected; the reference's run time when the cache holds this
  /// job's data, else nullopt (the reference runs as without a cache; a
  /// file that was there but not usable is named on stderr).
  std::optional<double> readCachedData();
  /// Writes Expected to the data cache for the next job (a failure is named
  /// on stderr and changes nothing else).
  void writeCachedData(double ReferenceMs);
  /// Checks (Job::CheckOriginal), runs and times the reference K, and keeps
  /// its outputs to verify variants against. When the check finds the
  /// original wrong, Ref.Suspect says how and nothing more is run.
  Status runReference(cl_kernel K, RunResult &Ref, PhaseProfile::Clock::time_point &T0);
  /// Reads back the reference's outputs of the checked buffers.
  Status readExpected();
  /// ExpectedRms from Expected.
  void computeExpectedRms();
  /// Keeps the large checked outputs of Expected on the device, where
  /// variants' outputs are screened (OnDeviceCheck.h); false when none is.
  bool keepExpectedOnDevice();
  /// The rest of runReference once Expected holds the reference's outputs
  /// (from its run of RunMs, or from the data cache): times the reference
  /// in VerifyTime mode, and sets the variants' timeout. Launched: K ran in
  /// this process already (its first launch is behind it).
  Status finishReference(cl_kernel K, const Launch &L, unsigned RefTimeout, double RunMs,
                         bool Launched, RunResult &Ref,
                         PhaseProfile::Clock::time_point &T0);
  /// With the data the previous job kept (State.DataKey is this job's):
  /// sets K's arguments and restores every buffer.
  Status restoreKeptData(cl_kernel K, PhaseProfile::Clock::time_point &T0);
  /// restoreKeptData(), then runs the reference once
  /// to check that it still computes the kept outputs from the kept inputs;
  /// false (with a note on stderr) when it does not.
  StatusOr<bool> keptDataHolds(cl_kernel K, const Launch &L, unsigned RefTimeout,
                               PhaseProfile::Clock::time_point &T0);
  /// V's failure when its precondition does not hold at the job's sizes.
  std::optional<RunResult> unmetPrecondition(const VariantSpec &V) const;
  /// Reads back the checked buffers after a variant's run and compares
  /// them with the reference's: R gets the largest error and the first
  /// mismatch, or the failure to read.
  void compareOutputs(RunResult &R, PhaseProfile::Clock::time_point &T0);
  /// Reads checked buffer Arg back in pieces and compares each with the
  /// reference's as it arrives; C gets the whole buffer's comparison.
  Status compareOnHost(size_t Arg, const Tolerance &Tol, Comparison &C,
                       PhaseProfile::Clock::time_point &T0);

  const Job &J;
  ResultLog &Log;
  const JobRunnerHooks &Hooks;
  /// The device and data of a job run alone; released last.
  JobRunnerState::Impl OwnState;
  JobRunnerState::Impl &State;
  // The session's views of State's parts (see JobRunnerState::Impl).
  Device &Dev;
  DeviceContext &Ctx;
  std::vector<Bytes> &Initial;
  std::vector<ClMem> &Mems, &Pristine;
  std::vector<Bytes> &Expected;
  std::vector<double> &ExpectedRms;
  std::unique_ptr<OnDeviceCheck> &Check;
  std::vector<Bytes> &ReadBack;
  std::unique_ptr<BinaryCache> Cache;
  std::unique_ptr<Watchdog> Dog;
  ClProgram ReferenceProgram;   ///< Kept while the reference kernel runs.
  std::string ReferenceText;    ///< The reference's source (the data cache key).
  std::string DataKey;          ///< dataCacheKey of this job (set by runReference).
  /// A run failed and the queue was replaced: the context may be unusable
  /// by the next job.
  bool RunFailed = false;
  PhaseProfile Profile;
  PhaseProfile::Clock::time_point JobStart = PhaseProfile::Clock::now();
  /// The longest of this job's variants so far: a compile of the build
  /// phase, or a variant's turn in the job's loop (its build, where the
  /// phase did not make it, and its runs).
  PhaseProfile::Clock::duration LongestVariant{};
  unsigned VariantTimeoutMs = 0;
  /// The best median known: TimingSettings::BestKnownMs, lowered by every
  /// time this job measures in full (the reference's, each variant's).
  double BestMs = 0;
  /// Per variant (job order): its program from the build phase, or its
  /// build error; empty where the variant is built just before its run.
  std::vector<std::optional<StatusOr<BuiltProgram>>> Prebuilt;

  Status prepareData();
  Status createBuffers();
  void createPristineCopies();
  Status upload(bool CheckedOnly);
  /// Enqueues the copies from Pristine that upload makes, without waiting
  /// (the in-order queue starts the next command after them), their events
  /// added to Copies when given; nothing without pristine copies.
  Status enqueueRestore(bool CheckedOnly, std::vector<ClEvent> *Copies = nullptr);
  Status setArgs(cl_kernel K, std::string &Msg);
  StatusOr<std::string> readSource(const std::string &Path);
  /// One run of K, ended after TimeoutMs plus AllowanceMs (a first
  /// launch's allowance for the driver's own compile, named apart in the
  /// timeout message).
  StatusOr<double> runOnce(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                           const std::string &Id, bool IsReference,
                           unsigned AllowanceMs = 0);
  /// Median of timed runs of K. CheckRunMs is the time of K's check run
  /// when it had one: that launch counts as the first warm-up run. A
  /// variant whose first timed run cutsOff is timed no further.
  StatusOr<Timing> time(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                        const std::string &Id, bool IsReference,
                        std::optional<double> CheckRunMs);
  /// Whether a variant's first timed run of FirstMs (after a check run of
  /// CheckRunMs) is over TimingSettings::CutoffFactor x BestMs, and long
  /// enough that stopping there saves time.
  bool cutsOff(double FirstMs, std::optional<double> CheckRunMs, bool IsReference) const;
  /// Count timed runs of K, each after restoring the checked buffers from
  /// the pristine copies, enqueued together and waited for once: the
  /// kernel times from their events, in order. The watchdog allows the
  /// batch the per-run TimeoutMs plus twice the runs' expected time at
  /// ExpectedMs each (at most Count x TimeoutMs).
  StatusOr<std::vector<double>> runBatch(cl_kernel K, const Launch &L, unsigned Count,
                                         unsigned TimeoutMs, double ExpectedMs,
                                         const std::string &Id, bool IsReference);
  RunResult runVariant(size_t Index);
  /// Whether a compile or run that takes Expected (the longest of its kind
  /// in this job so far) would not end before TimingSettings::StartWithinMs
  /// after the job began: it is not started then.
  bool pastStartDeadline(PhaseProfile::Clock::duration Expected = {}) const;
  /// The result of variant Index when it is not started for that reason.
  RunResult skipped(size_t Index) const;
  /// What a variant's run inside guard bands (Guarded: its checked
  /// buffers) shows that the checked run cannot: an output that differs from
  /// the original's because the variant read the bands. "" when none does.
  std::string readsOutsideBuffers(const std::vector<Bytes> &Guarded) const;
  /// The tolerance A's outputs are compared with: the job's, else its type's.
  Tolerance toleranceOf(const KernelArg &A) const {
    return J.Tol ? *J.Tol : defaultTolerance(A.Type);
  }
  /// Replaces the queue after a failed run.
  void resetQueue();
  StatusOr<std::string> checkOriginal(cl_kernel K, const Launch &L, unsigned TimeoutMs);
  /// Runs K (the reference, or variant Id) once with every buffer inside a
  /// larger one whose guard bands hold Fill's bytes for the buffer's type;
  /// Outputs gets the checked buffers' contents. Returns "" or what the run
  /// wrote out of bounds.
  StatusOr<std::string> guardedRun(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                                   GuardFill Fill, std::vector<Bytes> &Outputs,
                                   const std::string &Id = "reference",
                                   bool IsReference = true, unsigned AllowanceMs = 0);
  RunResult buildVariant(size_t Index, ClProgram &Prog, ClKernel &K);
  /// Reads and compiles V (through the binary cache). Alone is false in the
  /// build phase, where the per-build watchdog is the phase's own.
  StatusOr<BuiltProgram> compileVariant(const VariantSpec &V, bool Alone);
  /// Threads for the build phase of Count variants: 1 = no phase.
  unsigned buildThreads(size_t Count) const;
  /// The build phase: compiles every variant whose precondition holds on
  /// Threads threads, filling Prebuilt, between a `building` and a `built`
  /// record. With a build timeout, a compile that outlives it ends the
  /// worker through Hooks.OnTimeout with no variant named.
  void buildAhead(unsigned Threads);
  std::string checkLaunch(const Launch &L, const KernelWorkInfo &W);
  SizeEnv preconditionEnv() const;
  int fail(std::string &Error, RunStatus S, const std::string &Msg);
};

/// The failure a finished command's event records, else CL_SUCCESS.
cl_int eventFailure(cl_event E);

/// The launch of global size G and local size L (none when every local
/// size is 0).
Launch makeLaunch(const std::vector<uint64_t> &G, const std::vector<uint64_t> &L);

} // namespace jobrunner
} // namespace clopt

#endif
