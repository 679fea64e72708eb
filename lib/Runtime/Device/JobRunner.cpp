//===- JobRunner.cpp - Execute a job on an OpenCL device ------------------===//

#include "clopt/Runtime/Device/JobRunner.h"
#include "clopt/Runtime/Device/Device.h"
#include "clopt/Runtime/Support/CheckedNumber.h"
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

using namespace clopt;

namespace {

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
  void disarm() {
    std::lock_guard<std::mutex> L(M);
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
  std::vector<double> Quantiles;
};

/// One launch configuration: global and optional local size.
struct Launch {
  std::vector<size_t> Global, Local;
};

class Session {
public:
  Session(const Job &J, ResultLog &Log, const JobRunnerHooks &Hooks)
      : J(J), Log(Log), Hooks(Hooks) {}
  int run(std::string &Error);

private:
  const Job &J;
  ResultLog &Log;
  const JobRunnerHooks &Hooks;
  Device Dev;
  DeviceContext Ctx;
  std::unique_ptr<BinaryCache> Cache;
  std::unique_ptr<Watchdog> Dog;
  std::vector<Bytes> Initial;   ///< Per argument (buffers only).
  std::vector<ClMem> Mems;      ///< Per argument (buffers only).
  /// Per argument: the initial contents kept on the device, so that restoring
  /// a buffer before a run is a device-side copy, not a transfer from the
  /// host (empty when the device has no room for them).
  std::vector<ClMem> Pristine;
  PhaseProfile Profile;
  std::vector<Bytes> Expected;  ///< Reference outputs of checked buffers.
  std::vector<double> ExpectedRms; ///< Their finiteRms, computed once.
  unsigned VariantTimeoutMs = 0;

  Status prepareData();
  Status createBuffers();
  void createPristineCopies();
  Status upload(bool CheckedOnly);
  Status setArgs(cl_kernel K, std::string &Msg);
  StatusOr<std::string> readSource(const std::string &Path);
  StatusOr<double> runOnce(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                           const std::string &Id, bool IsReference);
  StatusOr<Timing> time(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                        const std::string &Id, bool IsReference);
  RunResult runVariant(const VariantSpec &V);
  StatusOr<std::string> checkOriginal(cl_kernel K, const Launch &L, unsigned TimeoutMs);
  StatusOr<std::string> guardedRun(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                                   unsigned char Canary, std::vector<Bytes> &Outputs);
  RunResult buildVariant(const VariantSpec &V, ClProgram &Prog, ClKernel &K);
  std::string checkLaunch(const Launch &L, const KernelWorkInfo &W);
  SizeEnv preconditionEnv() const;
  int fail(std::string &Error, RunStatus S, const std::string &Msg);
};

} // namespace

static Launch makeLaunch(const std::vector<uint64_t> &G, const std::vector<uint64_t> &L) {
  Launch R;
  R.Global.assign(G.begin(), G.end());
  bool AnyLocal = false;
  for (uint64_t X : L)
    AnyLocal |= X != 0;
  if (AnyLocal)
    R.Local.assign(L.begin(), L.end());
  return R;
}

static uint64_t argSeed(uint64_t Seed, size_t Index) {
  return Seed * 1000003ULL + Index * 7919ULL + 1;
}

int Session::fail(std::string &Error, RunStatus S, const std::string &Msg) {
  RunResult R;
  R.Id = "reference";
  R.Status = S;
  R.Message = Msg;
  Log.reference(R);
  Error = "reference kernel '" + J.Kernel + "': " + Msg;
  return WorkerJobFailed;
}

StatusOr<std::string> Session::readSource(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return Status::error(Path + ": cannot read the kernel source");
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// Checks, before anything is allocated, that the job's buffers can be
/// counted in bytes and fit the device's global memory: a job file with an
/// enormous count would otherwise wrap to a small buffer (and the kernel
/// would run past it) or exhaust the host's memory.
static Status checkBufferBytes(const Job &J, const DeviceInfo &D) {
  uint64_t Total = 0;
  for (const KernelArg &A : J.Args) {
    if (A.Kind != ArgKind::Buffer)
      continue;
    std::optional<uint64_t> Bytes = checkedMulUInt64(A.Count, elemTypeSize(A.Type));
    if (!Bytes || __builtin_add_overflow(Total, *Bytes, &Total))
      return Status::error("buffer '" + A.Name + "' (" + std::to_string(A.Count) + " " +
                           elemTypeName(A.Type) +
                           "): too large, its bytes do not fit a 64-bit size");
    if (D.GlobalMemBytes && *Bytes > D.GlobalMemBytes)
      return Status::error("buffer '" + A.Name + "' (" + std::to_string(A.Count) + " " +
                           elemTypeName(A.Type) + ", " + std::to_string(*Bytes) +
                           " bytes) is too large for the device's global memory (" +
                           std::to_string(D.GlobalMemBytes) + " bytes)");
  }
  if (D.GlobalMemBytes && Total > D.GlobalMemBytes)
    return Status::error("the buffers need " + std::to_string(Total) +
                         " bytes in all: too large for the device's global memory (" +
                         std::to_string(D.GlobalMemBytes) + " bytes)");
  return Status::success();
}

Status Session::prepareData() {
  if (Status S = checkBufferBytes(J, Dev.Info); !S.ok())
    return S;
  Initial.resize(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer)
      continue;
    if (A.Count == 0)
      return Status::error("buffer '" + A.Name + "' has no elements");
    switch (A.Init) {
    case InitKind::Random:
      Initial[I] = makeRandomData(A.Type, A.Count, argSeed(J.Seed, I));
      break;
    case InitKind::Range: {
      StatusOr<Bytes> B = makeRangeData(A.Type, A.Count, A.Lo, A.Hi, argSeed(J.Seed, I));
      if (!B.ok())
        return Status::error("buffer '" + A.Name + "': " + B.message());
      Initial[I] = *B;
      break;
    }
    case InitKind::File: {
      StatusOr<Bytes> B = loadDataFile(A.File, A.Type, A.Count);
      if (!B.ok())
        return Status::error("buffer '" + A.Name + "': " + B.message());
      Initial[I] = *B;
      break;
    }
    }
  }
  return Status::success();
}

Status Session::createBuffers() {
  Mems.resize(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer)
      continue;
    cl_int Err = CL_SUCCESS;
    Mems[I].reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_WRITE, Initial[I].size(),
                                 nullptr, &Err));
    if (Err != CL_SUCCESS)
      return Status::error("buffer '" + J.Args[I].Name + "' (" +
                           std::to_string(Initial[I].size()) + " bytes): " +
                           clErrorName(Err));
  }
  return Status::success();
}

void Session::createPristineCopies() {
  uint64_t Total = 0;
  for (const Bytes &B : Initial)
    Total += B.size();
  // The copies double the job's device memory: only where that leaves room
  // (a quarter of the device's memory at most), else transfers from the host.
  if (Total == 0 || (Dev.Info.GlobalMemBytes && Total * 4 > Dev.Info.GlobalMemBytes))
    return;
  std::vector<ClMem> Copies(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer)
      continue;
    cl_int Err = CL_SUCCESS;
    Copies[I].reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_ONLY, Initial[I].size(),
                                   nullptr, &Err));
    if (Err == CL_SUCCESS)
      Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Copies[I].get(), CL_TRUE, 0,
                                 Initial[I].size(), Initial[I].data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return; // no room after all: keep restoring from the host
  }
  Pristine = std::move(Copies);
}

Status Session::upload(bool CheckedOnly) {
  if (!Pristine.empty()) {
    for (size_t I = 0; I < J.Args.size(); ++I) {
      const KernelArg &A = J.Args[I];
      if (A.Kind != ArgKind::Buffer || (CheckedOnly && !A.Check))
        continue;
      cl_int Err = clEnqueueCopyBuffer(Ctx.Queue.get(), Pristine[I].get(), Mems[I].get(),
                                       0, 0, Initial[I].size(), 0, nullptr, nullptr);
      if (Err != CL_SUCCESS)
        return Status::error("restoring buffer '" + A.Name + "': " + clErrorName(Err));
    }
    // In order: the next kernel starts after the copies; finishing here
    // reports a failed copy as the copy's error, not the kernel's.
    if (cl_int Err = clFinish(Ctx.Queue.get()); Err != CL_SUCCESS)
      return Status::error(std::string("restoring buffers: ") + clErrorName(Err));
    return Status::success();
  }
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || (CheckedOnly && !A.Check))
      continue;
    cl_int Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Mems[I].get(), CL_TRUE, 0,
                                      Initial[I].size(), Initial[I].data(), 0, nullptr,
                                      nullptr);
    if (Err != CL_SUCCESS)
      return Status::error("writing buffer '" + A.Name + "': " + clErrorName(Err));
  }
  return Status::success();
}

template <typename T> static std::vector<unsigned char> bytesOf(T V) {
  std::vector<unsigned char> B(sizeof(T));
  std::memcpy(B.data(), &V, sizeof(T));
  return B;
}

static StatusOr<std::vector<unsigned char>> scalarBytes(const KernelArg &A) {
  if (isFloatType(A.Type)) {
    StatusOr<double> D = parseFiniteDouble(A.Value);
    if (!D.ok())
      return Status::error("scalar '" + A.Name + "': " + D.message());
    if (A.Type == ElemType::Float)
      return bytesOf<float>(static_cast<float>(*D));
    if (A.Type == ElemType::Double)
      return bytesOf<double>(*D);
    return bytesOf<uint16_t>(floatToHalf(static_cast<float>(*D)));
  }
  StatusOr<int64_t> Parsed = parseInt64(A.Value);
  if (!Parsed.ok())
    return Status::error("scalar '" + A.Name + "': " + Parsed.message());
  int64_t V = *Parsed;
  switch (A.Type) {
  case ElemType::Char: return bytesOf<int8_t>(static_cast<int8_t>(V));
  case ElemType::UChar: return bytesOf<uint8_t>(static_cast<uint8_t>(V));
  case ElemType::Short: return bytesOf<int16_t>(static_cast<int16_t>(V));
  case ElemType::UShort: return bytesOf<uint16_t>(static_cast<uint16_t>(V));
  case ElemType::Int: return bytesOf<int32_t>(static_cast<int32_t>(V));
  case ElemType::UInt: return bytesOf<uint32_t>(static_cast<uint32_t>(V));
  case ElemType::Long: return bytesOf<int64_t>(V);
  case ElemType::ULong: return bytesOf<uint64_t>(static_cast<uint64_t>(V));
  default: break;
  }
  return Status::error("scalar '" + A.Name + "': unsupported type");
}

Status Session::setArgs(cl_kernel K, std::string &Msg) {
  cl_uint NumArgs = 0;
  clGetKernelInfo(K, CL_KERNEL_NUM_ARGS, sizeof(NumArgs), &NumArgs, nullptr);
  if (NumArgs != J.Args.size())
    return Status::error("the kernel takes " + std::to_string(NumArgs) +
                         " arguments, the job gives " + std::to_string(J.Args.size()));
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    cl_int Err = CL_SUCCESS;
    cl_uint Idx = static_cast<cl_uint>(I);
    if (A.Kind == ArgKind::Buffer) {
      cl_mem M = Mems[I].get();
      Err = clSetKernelArg(K, Idx, sizeof(cl_mem), &M);
    } else if (A.Kind == ArgKind::Local) {
      Err = clSetKernelArg(K, Idx, A.LocalBytes, nullptr);
    } else {
      StatusOr<std::vector<unsigned char>> B = scalarBytes(A);
      if (!B.ok())
        return B.status();
      Err = clSetKernelArg(K, Idx, B->size(), B->data());
    }
    if (Err != CL_SUCCESS)
      return Status::error("argument " + std::to_string(I) + " ('" + A.Name +
                           "'): " + clErrorName(Err));
  }
  (void)Msg;
  return Status::success();
}

StatusOr<double> Session::runOnce(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                                  const std::string &Id, bool IsReference) {
  if (Dog) {
    RunResult R;
    R.Id = Id;
    R.Status = RunStatus::Timeout;
    R.Message = "a run took longer than " + std::to_string(TimeoutMs) + " ms" +
                (IsReference ? "" : " (the per-run timeout)");
    Dog->arm(TimeoutMs, R);
  }
  cl_event E = nullptr;
  cl_int Err = clEnqueueNDRangeKernel(Ctx.Queue.get(), K,
                                      static_cast<cl_uint>(L.Global.size()), nullptr,
                                      L.Global.data(),
                                      L.Local.empty() ? nullptr : L.Local.data(), 0,
                                      nullptr, &E);
  ClEvent Ev(E);
  if (Err == CL_SUCCESS)
    Err = clWaitForEvents(1, &E);
  if (Err == CL_SUCCESS) {
    cl_int Exec = CL_COMPLETE;
    clGetEventInfo(E, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(Exec), &Exec, nullptr);
    if (Exec < 0)
      Err = Exec;
  }
  if (Dog)
    Dog->disarm();
  if (Err != CL_SUCCESS)
    return Status::error(clErrorName(Err));
  cl_ulong Start = 0, End = 0;
  clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_START, sizeof(Start), &Start, nullptr);
  clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_END, sizeof(End), &End, nullptr);
  return End >= Start ? static_cast<double>(End - Start) * 1e-6 : 0.0;
}

StatusOr<Timing> Session::time(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                               const std::string &Id, bool IsReference) {
  const TimingSettings &T = J.Timing;
  for (unsigned W = 0; W < T.Warmup; ++W) {
    if (Status S = upload(true); !S.ok())
      return S;
    StatusOr<double> Ms = runOnce(K, L, TimeoutMs, Id, IsReference);
    if (!Ms.ok())
      return Ms.status();
  }
  std::vector<double> Times;
  double Total = 0;
  unsigned MaxReps = std::max(T.MaxReps, std::max(T.MinReps, 1u));
  while (Times.size() < MaxReps &&
         (Times.size() < T.MinReps || Total < T.TargetSeconds * 1000)) {
    // Outputs that are also inputs (y += ...) must start from the same
    // contents every time, or later runs time different work.
    auto T0 = PhaseProfile::Clock::now();
    if (Status S = upload(true); !S.ok())
      return S;
    T0 = Profile.add("timing: restore", T0);
    StatusOr<double> Ms = runOnce(K, L, TimeoutMs, Id, IsReference);
    if (!Ms.ok())
      return Ms.status();
    Profile.add("timing: runs", T0);
    Times.push_back(*Ms);
    Total += *Ms;
  }
  std::sort(Times.begin(), Times.end());
  auto Q = [&](double P) {
    return Times[static_cast<size_t>(P * static_cast<double>(Times.size() - 1) + 0.5)];
  };
  Timing R;
  R.Reps = static_cast<unsigned>(Times.size());
  R.MedianMs = Times.size() % 2 ? Times[Times.size() / 2]
                                : 0.5 * (Times[Times.size() / 2 - 1] +
                                         Times[Times.size() / 2]);
  R.Quantiles = {Times.front(), Q(0.2), R.MedianMs, Q(0.8), Times.back()};
  return R;
}

SizeEnv Session::preconditionEnv() const {
  SizeEnv Env;
  for (const KernelArg &A : J.Args) {
    if (A.Kind != ArgKind::Scalar || isFloatType(A.Type))
      continue;
    if (StatusOr<int64_t> V = parseInt64(A.Value); V.ok())
      Env[A.Name] = *V;
  }
  for (size_t D = 0; D < 3; ++D)
    Env["G" + std::to_string(D)] =
        D < J.Global.size() ? static_cast<int64_t>(J.Global[D]) : 1;
  return Env;
}

std::string Session::checkLaunch(const Launch &L, const KernelWorkInfo &W) {
  const DeviceInfo &D = Dev.Info;
  uint64_t LocalArgs = 0;
  for (const KernelArg &A : J.Args)
    if (A.Kind == ArgKind::Local)
      LocalArgs += A.LocalBytes;
  if (D.LocalMemBytes && W.LocalMemBytes + LocalArgs > D.LocalMemBytes)
    return "needs " + std::to_string(W.LocalMemBytes + LocalArgs) +
           " bytes of local memory, the device has " + std::to_string(D.LocalMemBytes);
  if (L.Local.empty())
    return "";
  if (L.Local.size() != L.Global.size())
    return "local size has " + std::to_string(L.Local.size()) +
           " dimensions, global size " + std::to_string(L.Global.size());
  uint64_t Items = 1;
  for (size_t I = 0; I < L.Local.size(); ++I) {
    if (L.Local[I] == 0)
      return "local size " + std::to_string(I) + " is 0 while others are fixed";
    if (I < D.MaxWorkItemSizes.size() && L.Local[I] > D.MaxWorkItemSizes[I])
      return "local size " + std::to_string(I) + " (" + std::to_string(L.Local[I]) +
             ") exceeds the device limit " + std::to_string(D.MaxWorkItemSizes[I]);
    if (L.Global[I] % L.Local[I] != 0)
      return "global size " + std::to_string(I) + " (" + std::to_string(L.Global[I]) +
             ") is not a multiple of local size " + std::to_string(L.Local[I]);
    Items *= L.Local[I];
  }
  if (W.WorkGroupSize && Items > W.WorkGroupSize)
    return "work-group of " + std::to_string(Items) +
           " items exceeds CL_KERNEL_WORK_GROUP_SIZE " + std::to_string(W.WorkGroupSize);
  return "";
}

/// Bytes of guard band after every buffer (and at least this much before
/// it) in the check of the original.
static constexpr size_t GuardBytes = 4096;

/// Element I of a floating-point buffer as a double; nullopt for integers.
static std::optional<double> floatElement(ElemType T, const Bytes &B, size_t I) {
  switch (T) {
  case ElemType::Float: {
    float F;
    std::memcpy(&F, B.data() + I * sizeof(F), sizeof(F));
    return F;
  }
  case ElemType::Double: {
    double D;
    std::memcpy(&D, B.data() + I * sizeof(D), sizeof(D));
    return D;
  }
  case ElemType::Half: {
    uint16_t H;
    std::memcpy(&H, B.data() + I * sizeof(H), sizeof(H));
    return halfToFloat(H);
  }
  default:
    return std::nullopt;
  }
}

/// "y[3] = inf": the first element of Out that is NaN or Inf where the
/// initial data In held a finite value; "" when none.
static std::string firstNonFinite(const KernelArg &A, const Bytes &Out, const Bytes &In) {
  size_t Elem = elemTypeSize(A.Type);
  size_t N = std::min(Out.size(), In.size()) / Elem;
  for (size_t I = 0; I < N; ++I) {
    std::optional<double> O = floatElement(A.Type, Out, I);
    if (!O)
      return "";
    if (std::isfinite(*O) || !std::isfinite(*floatElement(A.Type, In, I)))
      continue;
    return A.Name + "[" + std::to_string(I) + "] = " + (std::isnan(*O) ? "nan" : "inf");
  }
  return "";
}

/// Runs the reference once with every buffer inside a larger one whose
/// guard bands (before and after) hold Canary; Outputs gets the checked
/// buffers' contents. Returns "" or what the run wrote out of bounds.
StatusOr<std::string> Session::guardedRun(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                                          unsigned char Canary, std::vector<Bytes> &Outputs) {
  // A sub-buffer must start at a multiple of the device's base alignment.
  cl_uint AlignBits = 0;
  clGetDeviceInfo(Dev.Id, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(AlignBits), &AlignBits,
                  nullptr);
  size_t Align = std::max<size_t>(1, AlignBits / 8);
  size_t Front = (GuardBytes + Align - 1) / Align * Align;
  std::vector<ClMem> Parents(J.Args.size()), Subs(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer)
      continue;
    Bytes Host(Front + Initial[I].size() + GuardBytes, Canary);
    std::copy(Initial[I].begin(), Initial[I].end(), Host.begin() + Front);
    cl_int Err = CL_SUCCESS;
    Parents[I].reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                    Host.size(), Host.data(), &Err));
    if (Err != CL_SUCCESS)
      return Status::error("guarded buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
    cl_buffer_region Region{Front, Initial[I].size()};
    Subs[I].reset(clCreateSubBuffer(Parents[I].get(), CL_MEM_READ_WRITE,
                                    CL_BUFFER_CREATE_TYPE_REGION, &Region, &Err));
    if (Err != CL_SUCCESS)
      return Status::error("guarded buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
  }
  std::swap(Mems, Subs);
  std::string Msg;
  Status Set = setArgs(K, Msg);
  StatusOr<double> Ran = Set.ok() ? runOnce(K, L, TimeoutMs, "reference", true)
                                  : StatusOr<double>(Set);
  std::swap(Mems, Subs);
  if (Status Back = setArgs(K, Msg); !Back.ok())
    return Back;
  if (!Ran.ok())
    return Ran.status();
  Outputs.assign(J.Args.size(), Bytes());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer)
      continue;
    Bytes Got(Front + Initial[I].size() + GuardBytes);
    cl_int Err = clEnqueueReadBuffer(Ctx.Queue.get(), Parents[I].get(), CL_TRUE, 0,
                                     Got.size(), Got.data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return Status::error("reading buffer '" + A.Name + "': " + clErrorName(Err));
    size_t End = Front + Initial[I].size();
    for (size_t B = 0; B < Front; ++B)
      if (Got[B] != Canary)
        return "writes out of bounds of buffer '" + A.Name + "': " +
               std::to_string(Front - B) + " bytes before its start were changed";
    for (size_t B = Got.size(); B > End; --B)
      if (Got[B - 1] != Canary)
        return "writes out of bounds of buffer '" + A.Name + "': up to " +
               std::to_string(B - End) + " bytes past its end were changed";
    if (A.Check)
      Outputs[I].assign(Got.begin() + Front, Got.begin() + End);
  }
  return std::string();
}

/// What is wrong with the original on the job's inputs, or "": NaN or Inf
/// it computes from finite inputs, and accesses out of bounds, found by two
/// runs in guard bands holding different canaries (a write changes a band;
/// a read makes the outputs of the two runs differ).
StatusOr<std::string> Session::checkOriginal(cl_kernel K, const Launch &L,
                                             unsigned TimeoutMs) {
  std::vector<Bytes> First, Second;
  StatusOr<std::string> W = guardedRun(K, L, TimeoutMs, 0x7f, First);
  if (!W.ok() || !W->empty())
    return W;
  W = guardedRun(K, L, TimeoutMs, 0x01, Second);
  if (!W.ok() || !W->empty())
    return W;
  for (size_t I = 0; I < J.Args.size() && J.CheckOriginalReads; ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    Tolerance Tol = J.Tol ? *J.Tol : defaultTolerance(A.Type);
    Comparison C = compareData(A.Type, First[I], Second[I], Tol);
    if (!C.Match)
      return "reads out of bounds (or is not deterministic): '" + A.Name +
             "' comes out different when the memory just outside the buffers holds "
             "other data (" + C.describe(A.Name) + ")";
  }
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    if (std::string Bad = firstNonFinite(A, First[I], Initial[I]); !Bad.empty())
      return "produces NaN or Inf where the same element of its input was finite (" +
             Bad + ")";
  }
  return std::string();
}

RunResult Session::buildVariant(const VariantSpec &V, ClProgram &Prog, ClKernel &K) {
  RunResult R;
  R.Id = V.Id;
  StatusOr<std::string> Src = readSource(V.Source);
  if (!Src.ok()) {
    R.Status = RunStatus::Compile;
    R.Message = Src.message();
    return R;
  }
  if (Dog && J.Timing.BuildTimeoutMs) {
    RunResult T;
    T.Id = V.Id;
    T.Status = RunStatus::Timeout;
    T.Message = "compiling took longer than " + std::to_string(J.Timing.BuildTimeoutMs) +
                " ms (the build timeout)";
    Dog->arm(J.Timing.BuildTimeoutMs, T);
  }
  StatusOr<BuiltProgram> B = buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, *Src,
                                          V.Options, Cache.get());
  if (Dog)
    Dog->disarm();
  if (!B.ok()) {
    R.Status = RunStatus::Compile;
    R.Message = B.message();
    return R;
  }
  R.CacheHit = B->CacheHit;
  R.BuildMs = B->BuildMs;
  Prog = std::move(B->Program);
  cl_int Err = CL_SUCCESS;
  K.reset(clCreateKernel(Prog.get(), J.Kernel.c_str(), &Err));
  if (Err != CL_SUCCESS) {
    R.Status = RunStatus::Compile;
    R.Message = "no kernel '" + J.Kernel + "' in the program: " + clErrorName(Err);
    return R;
  }
  StatusOr<KernelWorkInfo> W = queryKernelWorkInfo(K.get(), Dev.Id);
  if (W.ok()) {
    R.KernelWorkGroupSize = W->WorkGroupSize;
    R.KernelLocalMemBytes = W->LocalMemBytes;
    R.PreferredMultiple = W->PreferredMultiple;
  }
  return R;
}

RunResult Session::runVariant(const VariantSpec &V) {
  RunResult Fail;
  Fail.Id = V.Id;
  if (!V.Precondition.empty()) {
    StatusOr<int64_t> Holds = evalIntExpr(V.Precondition, preconditionEnv());
    if (!Holds.ok() || *Holds == 0) {
      Fail.Status = RunStatus::Constraints;
      Fail.Message = Holds.ok() ? "precondition '" + V.Precondition + "' does not hold"
                                : "precondition: " + Holds.message();
      return Fail;
    }
  }
  ClProgram Prog;
  ClKernel K;
  auto T0 = PhaseProfile::Clock::now();
  RunResult R = buildVariant(V, Prog, K);
  T0 = Profile.add("variant: build", T0);
  if (!R.ok() || J.Mode == JobMode::BuildOnly)
    return R;
  Launch L = makeLaunch(V.Global, V.Local);
  KernelWorkInfo W{R.KernelWorkGroupSize, R.KernelLocalMemBytes, R.PreferredMultiple, 0};
  if (std::string Why = checkLaunch(L, W); !Why.empty()) {
    R.Status = RunStatus::Constraints;
    R.Message = Why;
    return R;
  }
  std::string Msg;
  if (Status S = setArgs(K.get(), Msg); !S.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = S.message();
    return R;
  }
  // Every buffer starts from the initial data: a wrong variant may have
  // scribbled over an input the previous one read.
  T0 = PhaseProfile::Clock::now();
  if (Status S = upload(false); !S.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = S.message();
    return R;
  }
  T0 = Profile.add("variant: restore", T0);
  StatusOr<double> Ms = runOnce(K.get(), L,
                                VariantTimeoutMs + J.Timing.FirstLaunchAllowanceMs,
                                V.Id, false);
  T0 = Profile.add("variant: run", T0);
  if (!Ms.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = Ms.message();
    // A failed launch can leave the queue unusable; start a fresh one.
    cl_int Err = CL_SUCCESS;
    Ctx.Queue.reset(clCreateCommandQueue(Ctx.Context.get(), Dev.Id,
                                         CL_QUEUE_PROFILING_ENABLE, &Err));
    return R;
  }
  R.TimeMs = *Ms;
  R.Reps = 1;
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    Bytes Got(Initial[I].size());
    cl_int Err = clEnqueueReadBuffer(Ctx.Queue.get(), Mems[I].get(), CL_TRUE, 0,
                                     Got.size(), Got.data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS) {
      R.Status = RunStatus::Runtime;
      R.Message = "reading buffer '" + A.Name + "': " + clErrorName(Err);
      return R;
    }
    T0 = Profile.add("variant: read back", T0);
    Tolerance Tol = J.Tol ? *J.Tol : defaultTolerance(A.Type);
    Comparison C = compareData(A.Type, Expected[I], Got, Tol, ExpectedRms[I]);
    T0 = Profile.add("variant: compare", T0);
    R.MaxRelError = std::max(R.MaxRelError, C.MaxRelError);
    if (!C.Match && R.ok()) {
      R.Status = RunStatus::Correctness;
      R.Message = C.describe(A.Name);
    }
  }
  if (!R.ok() || J.Mode != JobMode::VerifyTime)
    return R;
  StatusOr<Timing> T = time(K.get(), L, VariantTimeoutMs, V.Id, false);
  if (!T.ok()) {
    R.Status = RunStatus::Runtime;
    R.Message = T.message();
    return R;
  }
  R.TimeMs = T->MedianMs;
  R.Reps = T->Reps;
  R.QuantilesMs = T->Quantiles;
  return R;
}

int Session::run(std::string &Error) {
  auto T0 = PhaseProfile::Clock::now();
  StatusOr<Device> D = findDevice(J.Device);
  if (!D.ok()) {
    Error = D.message();
    return WorkerJobFailed;
  }
  Dev = *D;
  Log.header(WorkerHeader{Dev.Info});
  StatusOr<DeviceContext> C = createContext(Dev);
  if (!C.ok()) {
    Error = C.message();
    return WorkerJobFailed;
  }
  Ctx = std::move(*C);
  if (J.Cache.Enabled)
    Cache = std::make_unique<BinaryCache>(J.Cache.Dir.empty() ? BinaryCache::defaultDir()
                                                              : J.Cache.Dir);
  if (Hooks.OnTimeout)
    Dog = std::make_unique<Watchdog>(Hooks.OnTimeout);

  T0 = Profile.add("context", T0);
  StatusOr<std::string> Src = readSource(J.ReferenceSource);
  if (!Src.ok())
    return fail(Error, RunStatus::Compile, Src.message());
  StatusOr<BuiltProgram> B = buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, *Src,
                                          J.ReferenceOptions, Cache.get());
  if (!B.ok())
    return fail(Error, RunStatus::Compile, B.message());
  cl_int Err = CL_SUCCESS;
  ClKernel K(clCreateKernel(B->Program.get(), J.Kernel.c_str(), &Err));
  if (Err != CL_SUCCESS)
    return fail(Error, RunStatus::Compile,
                "no kernel '" + J.Kernel + "' in " + J.ReferenceSource + ": " +
                    clErrorName(Err));
  RunResult Ref;
  Ref.Id = "reference";
  Ref.CacheHit = B->CacheHit;
  Ref.BuildMs = B->BuildMs;
  if (StatusOr<KernelWorkInfo> W = queryKernelWorkInfo(K.get(), Dev.Id); W.ok()) {
    Ref.KernelWorkGroupSize = W->WorkGroupSize;
    Ref.KernelLocalMemBytes = W->LocalMemBytes;
    Ref.PreferredMultiple = W->PreferredMultiple;
  }

  T0 = Profile.add("reference: build", T0);

  if (J.Mode != JobMode::BuildOnly) {
    std::string Msg;
    if (Status S = prepareData(); !S.ok())
      return fail(Error, RunStatus::Runtime, S.message());
    T0 = Profile.add("inputs", T0);
    if (Status S = createBuffers(); !S.ok())
      return fail(Error, RunStatus::Runtime, S.message());
    if (Status S = setArgs(K.get(), Msg); !S.ok())
      return fail(Error, RunStatus::Runtime, S.message());
    createPristineCopies();
    if (Status S = upload(false); !S.ok())
      return fail(Error, RunStatus::Runtime, S.message());
    T0 = Profile.add("buffers and upload", T0);
    Launch L = makeLaunch(J.Global, J.Local);
    // The reference has no time to scale from; give it a generous limit.
    unsigned RefTimeout = J.Timing.TimeoutMs ? std::max(J.Timing.TimeoutMs, 10000u)
                                             : 120000u;
    // Checked inside guard bands first: an out-of-bounds write in the
    // buffers proper could corrupt the driver's heap before it is seen.
    if (J.CheckOriginal) {
      StatusOr<std::string> Suspect = checkOriginal(K.get(), L, RefTimeout);
      if (!Suspect.ok())
        return fail(Error, RunStatus::Runtime, Suspect.message());
      if (!Suspect->empty()) {
        Ref.Suspect = *Suspect;
        Log.reference(Ref);
        return WorkerOk;
      }
    }
    StatusOr<double> Ms = runOnce(K.get(), L, RefTimeout, "reference", true);
    if (!Ms.ok())
      return fail(Error, RunStatus::Runtime, Ms.message());
    T0 = Profile.add("reference: run", T0);
    Expected.resize(J.Args.size());
    for (size_t I = 0; I < J.Args.size(); ++I) {
      if (J.Args[I].Kind != ArgKind::Buffer || !J.Args[I].Check)
        continue;
      Expected[I].resize(Initial[I].size());
      Err = clEnqueueReadBuffer(Ctx.Queue.get(), Mems[I].get(), CL_TRUE, 0,
                                Expected[I].size(), Expected[I].data(), 0, nullptr,
                                nullptr);
      if (Err != CL_SUCCESS)
        return fail(Error, RunStatus::Runtime,
                    "reading buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
    }
    ExpectedRms.assign(J.Args.size(), 0.0);
    for (size_t I = 0; I < J.Args.size(); ++I)
      if (!Expected[I].empty())
        ExpectedRms[I] = finiteRms(J.Args[I].Type, Expected[I]);
    T0 = Profile.add("reference: read back", T0);
    Ref.TimeMs = *Ms;
    Ref.Reps = 1;
    if (J.Mode == JobMode::VerifyTime) {
      StatusOr<Timing> T = time(K.get(), L, RefTimeout, "reference", true);
      if (!T.ok())
        return fail(Error, RunStatus::Runtime, T.message());
      Ref.TimeMs = T->MedianMs;
      Ref.Reps = T->Reps;
      Ref.QuantilesMs = T->Quantiles;
    }
    VariantTimeoutMs = J.Timing.TimeoutMs
                           ? J.Timing.TimeoutMs
                           : static_cast<unsigned>(std::max(
                                 1000.0, J.Timing.TimeoutFactor * Ref.TimeMs));
  }
  Log.reference(Ref);

  for (const VariantSpec &V : J.Variants) {
    Log.started(V.Id);
    Log.variant(runVariant(V));
  }
  Profile.print(J.Variants.size());
  return WorkerOk;
}

int clopt::runJob(const Job &J, ResultLog &Log, const JobRunnerHooks &Hooks,
                  std::string &Error) {
  Session S(J, Log, Hooks);
  return S.run(Error);
}
