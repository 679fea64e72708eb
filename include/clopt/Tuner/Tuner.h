//===- Tuner.h - clopt FILE.cl -o OUT.cl: tune kernels on a device -*- C++ -*-===//
//
// The orchestration behind the default subcommand (docs/tuner.md):
//
//   1. parse and analyse FILE.cl; resolve each kernel's problem (command
//      line > FILE.cl.yaml > #pragma clopt tune; ProblemSetup.h);
//   2. per kernel, look the tuning database up (device name + driver from the
//      worker, kernel source hash, problem-size class); an entry is reused
//      (the variant is regenerated from its parameters) unless --retune;
//   3. otherwise search the space of the passes that apply (TuneSpace.h):
//      generate each variant's code (clang side), drop byte-identical ones,
//      prune by device limits, compile in parallel, verify and time in
//      worker processes (Evaluator.h); every rejection keeps its category;
//   4. re-time the best few interleaved with the original, re-verify the
//      winner on fresh inputs at a second problem size that is not a multiple
//      of its tile or work-group sizes;
//   5. write OUT.cl (+ header comment), OUT.cl.yaml, the report, the
//      database entry.
//
// The library never calls OpenCL and never reads command-line options.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNER_TUNER_H
#define CLOPT_TUNER_TUNER_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Runtime/Support/DeviceInfo.h"
#include "clopt/Runtime/Support/ProblemSpec.h"
#include "clopt/Search/Search.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace clopt {

/// A debugging aid for tests: corrupt the N-th generated variant (1-based)
/// so that each rejection path can be exercised, (Interrupt) stop the
/// search after N evaluations as Ctrl-C would, at a point a test can rely on,
/// or (Speedup) fix the ratios the final re-timing measures, so that the
/// choice of the winner can be driven deterministically.
struct FaultInjection {
  enum Kind { None, Compile, Crash, Hang, Wrong, Interrupt, Speedup };
  Kind What = None;
  unsigned Variant = 0; ///< for Interrupt: evaluations before the stop (>= 0)
  /// For Speedup: per size point, one ratio per re-timing round (their
  /// number sets the rounds); every candidate's time in round r at point p
  /// becomes the original's time there divided by Ratios[p][r]. Points past
  /// the last list take the last list.
  std::vector<std::vector<double>> Ratios;
};

/// Parses "compile:N", "crash:N", "hang:N", "wrong:N", "interrupt:N" or
/// "speedup:Q1,Q2,...[;Q1,Q2,...]" (one list per size point).
llvm::Expected<FaultInjection> parseFaultInjection(llvm::StringRef Text);

/// An error of the device or its worker (no device, no device matching the
/// selection, the worker cannot run): clopt exits with 3 for these and with
/// 1 for errors in its input (docs/user-guide.md, "Exit codes").
class DeviceError : public llvm::ErrorInfo<DeviceError> {
public:
  static char ID;
  explicit DeviceError(std::string Message) : Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  std::string Message;
};

struct TuneOptions {
  std::string InputPath;
  /// InputPath is a private copy of standard input, removed after the run:
  /// not a dependency in the depfile.
  bool InputIsStdinCopy = false;
  /// "" = FILE.tuned.cl beside the input; "-" = standard output (then
  /// SidecarPath must be given).
  std::string OutputPath;
  /// "" = OutputPath + ".yaml".
  std::string SidecarPath;
  FrontendOptions Frontend;
  /// --size/--global/--local/--buffer/--input from the command line.
  ProblemSpec Cli;
  /// Only this kernel; "" = every kernel in the file.
  std::string Kernel;
  /// --kernel, repeated: only these kernels (with Kernel, when set). Empty
  /// (and Kernel empty) = every kernel; then a kernel with no problem spec
  /// of its own that cannot be set up is left as it is, with a note.
  std::vector<std::string> Kernels;
  DeviceSelector Device;
  /// For --no-tune without a device: the device (and driver) whose database
  /// entry to use. Empty = the only device the database has an entry for.
  std::string DeviceName;
  std::string Driver;

  StrategyKind Strategy = StrategyKind::Auto;
  SearchBudget Budget; ///< zero fields = the strategy's default
  uint64_t Seed = 1;
  /// Model-guided search: stop before the budget once the measurements have
  /// stopped improving and the model expects less than this relative gain
  /// from any unmeasured point (BayesianOptions::StopGain; 0 = never).
  double StopGain = 0.005;
  std::string DatabasePath; ///< "" = TuningDatabase::defaultPath()
  bool NoTune = false;
  /// With NoTune: a kernel the database has no entry for keeps its original
  /// code (with a warning naming the entry) instead of failing the run.
  bool FallbackToOriginal = false;
  bool Retune = false;
  /// Keep floating-point sums in the original's order (no reduce,
  /// accumulate or addend): results then round as the original's do.
  bool NoReassociate = false;
  /// "" = none; else a Makefile-style depfile naming every file the output
  /// was made from (the kernel, its FILE.cl.yaml, included headers, the
  /// database), for build systems.
  std::string DepfilePath;
  std::string ReportPath;
  bool Quiet = false;
  unsigned BuildJobs = 0; ///< 0 = one per host core
  unsigned TimeoutMs = 0; ///< per run; 0 = max(2 s, 10 x the original)
  /// Per variant compile (some drivers take minutes on heavily unrolled
  /// code); 0 = none.
  unsigned BuildTimeoutMs = 60000;
  /// Candidates re-timed at the end, and interleaved rounds (5 rounds give
  /// the smallest paired ratio as a bound at 96.9% confidence;
  /// SpeedupEstimate.h).
  unsigned RetimeCandidates = 3;
  unsigned RetimeRounds = 5;
  /// A variant replaces the original only if its estimated speedup (the
  /// median of its paired ratios) reaches this and, when this is at least 1,
  /// its lower bound is above 1. Below 1 the bound is not asked for: 0 takes
  /// the fastest verified variant whatever the noise.
  double MinSpeedup = 1.1;
  std::string WorkerPath;
  bool KeepTemps = false;
  FaultInjection Fault;
  /// Set (e.g. from a SIGINT handler) to stop the search; the best verified
  /// variant so far is still written.
  const std::atomic<bool> *Stop = nullptr;
  /// Where runTuner says whether a search ended early (Stop or an injected
  /// interrupt), or Stop ended the wait for the database's lock: the
  /// results were written, not stored. Null: not asked. Stop is also read
  /// during that wait.
  bool *Interrupted = nullptr;
};

/// Tunes (or looks up) every selected kernel of InputPath and writes the
/// outputs. Progress and the summary go to Log; an Error for anything that
/// prevents writing an output.
llvm::Error runTuner(const TuneOptions &Opts, llvm::raw_ostream &Log);

} // namespace clopt

#endif // CLOPT_TUNER_TUNER_H
