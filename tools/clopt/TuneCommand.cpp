//===- TuneCommand.cpp - clopt FILE.cl -o OUT.cl (the default command) ----===//
//
//   clopt FILE.cl -o OUT.cl [--kernel NAME ...] [--device N | --platform S --device S]
//         [--size NAME=VALUE ...] [--point NAME=VALUE,... ...] [--global EXPR,...] [--buffer NAME=EXPR ...]
//         [--strategy auto|exhaustive|random|genetic|bayes] [--budget N|Ns]
//         [--seed N] [--db PATH] [--no-tune [--device-name S] [--driver S]
//         [--fallback error|original]] [--depfile PATH] [--sidecar PATH]
//   FILE.cl may be - (standard input; needs -o), OUT.cl may be - (standard
//   output; needs --sidecar)
//         [--retune] [--emit-report PATH] [--min-speedup X] [-q] [-j N]
//
// Parses options into TuneOptions and calls the tuner library; Ctrl-C stops
// the search and the best verified variant is still written.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Tuner/ProblemSetup.h"
#include "clopt/Tuner/Tuner.h"
#include "clopt/TuningRecords/TuningDatabase.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <csignal>
#include <ctime>

using namespace llvm;

namespace clopt {
namespace tool {

static cl::opt<std::string> Input(cl::Positional, cl::desc("<file.cl>"),
                                  cl::sub(cl::SubCommand::getTopLevel()));
static StringOption
    Output("o", cl::desc("Tuned output (default FILE.tuned.cl); OUT.cl.yaml is written beside it"),
           cl::value_desc("out.cl"), cl::cat(Category));
static cl::list<std::string>
    KernelNames("kernel",
                cl::desc("Tune this kernel (repeat for several; default: every kernel "
                         "that has a problem spec)"),
                cl::value_desc("name"), cl::cat(Category));
static StringOption
    Sidecar("sidecar",
            cl::desc("Where to write OUT.cl.yaml (default: beside OUT.cl; needed with -o -)"),
            cl::value_desc("path"), cl::cat(Category));
static cl::list<std::string>
    Sizes("size", cl::desc("Problem size or scalar argument (NAME=VALUE)"),
          cl::value_desc("name=value"), cl::cat(Category));
static StringOption
    Global("global", cl::desc("Original global size (EXPR[,EXPR[,EXPR]])"),
           cl::value_desc("exprs"), cl::cat(Category));
static StringOption
    Local("local", cl::desc("Original local size (EXPR[,EXPR[,EXPR]]), dividing the global size in each dimension"),
          cl::value_desc("exprs"), cl::cat(Category));
static cl::list<std::string>
    Points("point",
           cl::desc("A size point (NAME=VALUE[,NAME=VALUE...]; repeat for several): the "
                    "winner is chosen and verified on all of them; replaces the spec's "
                    "points (a --size of a name the points set is an error)"),
           cl::value_desc("name=value,..."), cl::cat(Category));
static cl::list<std::string>
    Buffers("buffer", cl::desc("Buffer length in elements (NAME=EXPR)"),
            cl::value_desc("name=expr"), cl::cat(Category));
static cl::list<std::string>
    Inputs("input", cl::desc("Buffer contents from a raw little-endian file (NAME=FILE)"),
           cl::value_desc("name=file"), cl::cat(Category));
static StringOption
    Strategy("strategy", cl::desc("Search strategy: auto|exhaustive|random|genetic|bayes"),
             cl::init("auto"), cl::value_desc("name"), cl::cat(Category));
static StringOption
    Budget("budget", cl::desc("Search budget: N evaluations, or Ns seconds for each "
                              "kernel's whole tune (search, re-timing, re-verification)"),
           cl::value_desc("N|Ns"), cl::cat(Category));
static cl::opt<uint64_t> Seed("seed", cl::desc("Seed of the search and of the inputs"),
                              cl::init(1), cl::cat(Category));
static NumberOption
    StopGain("stop-gain",
             cl::desc("Model-guided search: stop before the budget once the best time "
                      "stopped improving and the model expects less than this relative "
                      "gain from any unmeasured variant (default 0.005; 0 spends the "
                      "whole budget)"),
             cl::init(0.005), cl::value_desc("fraction"), cl::cat(Category));
static StringOption
    Database("db", cl::desc("Tuning database (default ~/.cache/clopt/tuning.yaml)"),
             cl::value_desc("path"), cl::cat(Category));
static cl::opt<bool>
    NoTune("no-tune", cl::desc("Use only the tuning database (no device needed); fail "
                               "when it has no entry"),
           cl::cat(Category));
static StringOption
    Fallback("fallback",
             cl::desc("With --no-tune, when the database has no entry: 'error' (default) "
                      "fails; 'original' keeps the original kernel with a warning"),
             cl::init("error"), cl::value_desc("error|original"), cl::cat(Category));
static StringOption
    Depfile("depfile",
            cl::desc("Write the files the output depends on (kernel, FILE.cl.yaml, "
                     "headers, the database with --no-tune, --input files) as a Makefile rule, "
                     "for build systems"),
            cl::value_desc("path"), cl::cat(Category));
static StringOption
    DeviceName("device-name",
               cl::desc("With --no-tune: the device of the database entry to use: its name, "
                        "or a part of it in any case (then with a warning naming the device)"),
               cl::value_desc("name"), cl::cat(Category));
static StringOption
    Driver("driver", cl::desc("With --no-tune: the driver version of the entry to use"),
           cl::value_desc("version"), cl::cat(Category));
static cl::opt<bool> Retune("retune", cl::desc("Search even when the database has an entry"),
                            cl::cat(Category));
static cl::opt<bool> NoReassociate(
    "no-reassociate",
    cl::desc("Keep floating-point sums in the original's order: no pass that "
             "reassociates them (reduce, accumulate, addend); a search with it has its "
             "own database entries"),
    cl::cat(Category));
static StringOption
    EmitReport("emit-report", cl::desc("Write every evaluated variant as T4 JSON"),
               cl::value_desc("path"), cl::cat(Category));
static cl::opt<bool> Quiet("q", cl::desc("No progress or summary on stderr (warnings, errors "
                                         "and the wait for the tuning database's lock "
                                         "are still printed)"),
                           cl::cat(Category));
static cl::opt<unsigned> Jobs("j", cl::desc("Parallel compiles (default, or 0: one per core; up to 8 threads per build process)"),
                              cl::init(0), cl::cat(Category));
static cl::opt<unsigned>
    TimeoutMs("timeout-ms",
              cl::desc("Per-run timeout in ms (default, or 0: 10x the original's time, at least 2 s)"),
              cl::init(0), cl::cat(Category));
static cl::opt<unsigned> BuildTimeoutMs(
    "build-timeout-ms",
    cl::desc("Compile timeout per variant in ms (default 60000; 0: none); with --budget "
             "Ns, a build after the first batch also gets at most its share of the time left"),
    cl::init(60000), cl::cat(Category));
static NumberOption
    MinSpeedup("min-speedup",
               cl::desc("Speedup a variant must reach to replace the original, and be "
                        "faster with confidence (default 1.1; under 1 no confidence is "
                        "asked, 0 takes the fastest verified variant); a tuning database "
                        "entry is reused only if its variant meets it too"),
               cl::init(1.1), cl::value_desc("x"), cl::cat(Category));
static cl::opt<bool> KeepTemps("keep-temps", cl::desc("Keep variant, job and result files"),
                               cl::Hidden);
static StringOption
    InjectFault("debug-inject-fault",
                cl::desc("Corrupt variant N (compile|crash|hang|wrong:N), stop after N "
                         "evaluations (interrupt:N) or fix the re-timing's ratios "
                         "(speedup:Q1,Q2,...), for tests"),
                cl::Hidden);

/// Set by the first SIGINT, SIGTERM or SIGHUP: the search stops, and the
/// best verified variant is still written.
static std::atomic<bool> Interrupted{false};
/// When that first signal came (CLOCK_MONOTONIC, ns); 0 before.
static std::atomic<int64_t> FirstInterruptNs{0};
/// Signals within this time of the first are the same request delivered
/// again: coreutils' `timeout` signals clopt and then its whole process
/// group, clopt included, so `timeout 600 clopt ...` sends two at once.
static constexpr int64_t SameInterruptNs = 1'000'000'000;

/// Async-signal-safe: an atomic flag, clock_gettime and, for a second
/// request, LLVM's removal of its registered files and the signal's
/// default action (the device workers die with clopt).
static void onInterruptSignal(int Signal) {
  timespec T;
  ::clock_gettime(CLOCK_MONOTONIC, &T);
  int64_t Now = int64_t(T.tv_sec) * 1'000'000'000 + T.tv_nsec + 1;
  int64_t First = 0;
  if (FirstInterruptNs.compare_exchange_strong(First, Now)) {
    Interrupted.store(true);
    return;
  }
  if (Now - First < SameInterruptNs)
    return;
  sys::RunInterruptHandlers();
  ::signal(Signal, SIG_DFL);
  ::raise(Signal);
}

/// Installs onInterruptSignal for SIGINT, SIGTERM and SIGHUP, except where
/// the signal was ignored when clopt started (`nohup clopt ...`, a
/// background job of a script): it stays ignored.
static void installInterruptHandlers() {
  static_assert(std::atomic<int64_t>::is_always_lock_free,
                "the signal handler needs a lock-free atomic");
  for (int Signal : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction Old;
    if (::sigaction(Signal, nullptr, &Old) == 0 && Old.sa_handler == SIG_IGN)
      continue;
    struct sigaction Action = {};
    Action.sa_handler = onInterruptSignal;
    sigemptyset(&Action.sa_mask);
    Action.sa_flags = SA_RESTART;
    ::sigaction(Signal, &Action, nullptr);
  }
}

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static Error parseBudget(StringRef Text, SearchBudget &B) {
  if (Text.empty())
    return Error::success();
  bool Seconds = Text.consume_back("s");
  uint64_t N;
  if (Text.getAsInteger(10, N) || N == 0)
    return makeError("invalid --budget '" + Budget + "' (expected N evaluations or Ns "
                     "seconds, N >= 1, e.g. --budget 40 or --budget 120s)");
  if (Seconds)
    B.Seconds = static_cast<double>(N);
  else
    B.Evaluations = N;
  return Error::success();
}

static Error cliSpec(ProblemSpec &S) {
  for (const std::string &A : Sizes)
    if (Error E = toError(addSizeArg(S, A)))
      return E;
  for (const std::string &A : Buffers)
    if (Error E = toError(addBufferArg(S, A)))
      return E;
  for (const std::string &A : Points)
    if (Error E = toError(addPointArg(S, A)))
      return E;
  for (const std::string &A : Inputs)
    if (Error E = toError(addInputArg(S, A)))
      return E;
  if (!Global.empty())
    if (Error E = toError(setGlobalArg(S, Global)))
      return E;
  if (!Local.empty())
    if (Error E = toError(setLocalArg(S, Local)))
      return E;
  return Error::success();
}

static Expected<TuneOptions> tuneOptions() {
  TuneOptions O;
  O.InputPath = Input;
  O.OutputPath = Output;
  O.SidecarPath = Sidecar;
  O.Frontend = frontendOptions();
  O.Kernels.assign(KernelNames.begin(), KernelNames.end());
  Expected<DeviceSelector> Sel = deviceSelector();
  if (!Sel)
    return Sel.takeError();
  O.Device = *Sel;
  if ((!DeviceName.empty() || !Driver.empty()) && !NoTune)
    return makeError("--device-name and --driver choose a database entry with --no-tune; "
                     "a search tunes on the device --device selects");
  // Both would name the entry's device; the one --device found was used
  // and --device-name ignored without a word.
  if ((!DeviceName.empty() || !Driver.empty()) && !O.Device.isDefault())
    return makeError("--device-name and --driver name the entry's device without one; "
                     "with --device or --platform the entry is that device's own: give "
                     "one or the other");
  O.DeviceName = DeviceName;
  O.Driver = Driver;
  std::optional<StrategyKind> K = parseStrategy(Strategy);
  if (!K)
    return makeError("unknown --strategy '" + Strategy +
                     "' (valid: auto, exhaustive, random, genetic, bayes)");
  O.Strategy = *K;
  if (Error E = parseBudget(Budget, O.Budget))
    return std::move(E);
  O.Seed = Seed;
  if (!(StopGain >= 0 && StopGain < 1)) // NaN too
    return makeError("--stop-gain must be a fraction in [0, 1)");
  O.StopGain = StopGain;
  O.DatabasePath = Database;
  O.NoTune = NoTune;
  if (Fallback != "error" && Fallback != "original")
    return makeError("invalid --fallback '" + Fallback + "' (valid: error, original)");
  if (Fallback == "original" && !NoTune)
    return makeError("--fallback=original applies only with --no-tune");
  O.FallbackToOriginal = Fallback == "original";
  O.DepfilePath = Depfile;
  O.Retune = Retune;
  O.NoReassociate = NoReassociate;
  O.ReportPath = EmitReport;
  O.Quiet = Quiet;
  // Bounded well below the sums of thread counts made from it (a value
  // near 2^32 wrapped them to 0).
  const unsigned MaxBuildJobs = 1024;
  if (Jobs > MaxBuildJobs)
    return makeError("-j must be at most " + Twine(MaxBuildJobs));
  O.BuildJobs = Jobs;
  O.TimeoutMs = TimeoutMs;
  O.BuildTimeoutMs = BuildTimeoutMs;
  // Bounded as the tuning database reads it back (min_speedup): a value
  // stored beyond that would make the whole file unreadable.
  static_assert(TuningDatabase::MaxRecordedValue == 1e9, "the message says 1e9");
  if (!(MinSpeedup >= 0 && MinSpeedup <= TuningDatabase::MaxRecordedValue))
    return makeError("--min-speedup must be a number from 0 to 1e9");
  O.MinSpeedup = MinSpeedup;
  O.WorkerPath = workerPath();
  O.KeepTemps = KeepTemps;
  if (!InjectFault.empty()) {
    Expected<FaultInjection> F = parseFaultInjection(InjectFault);
    if (!F)
      return F.takeError();
    O.Fault = *F;
  }
  O.Stop = &Interrupted;
  return O;
}

int runTune() {
  if (Input.empty())
    return usageError("no input file; usage: clopt FILE.cl -o OUT.cl [options] "
                      "(clopt --help lists them)");
  // `clopt -j 2 devices`: llvm::cl takes a command only as the first word.
  for (const char *Command : {"analyze", "rewrite", "verify", "devices", "help"})
    if (Input == Command && !sys::fs::exists(Input))
      return usageError("'" + Input + "' is a command: give it first, before its "
                        "options (clopt " + Input + " [options])");
  if (Input == "-" && Output.empty())
    return usageError("reading the kernel from standard input (-) needs -o OUT.cl "
                      "(or -o - with --sidecar PATH)");
  if (Output == "-" && Sidecar.empty())
    return usageError("-o - writes the kernel to standard output; give its sidecar a "
                      "path with --sidecar PATH");
  if (Sidecar == "-")
    return usageError("--sidecar needs a file path (only the kernel can go to standard "
                      "output, with -o -)");
  if (NoTune && Retune)
    return usageError("--no-tune and --retune exclude each other");
  Expected<TuneOptions> O = tuneOptions();
  if (!O)
    return usageError(toString(O.takeError()));
  // A bad size or buffer value is an input error, wherever it was given
  // (as from the sidecar or the pragma, and as in verify and rewrite).
  if (Error E = cliSpec(O->Cli))
    return fail(std::move(E));
  // "-": the kernel comes from standard input, through a private file (the
  // front end reads files; there is no FILE.cl.yaml beside it).
  std::string StdinDir;
  auto RemoveStdinCopy = make_scope_exit([&] {
    if (!StdinDir.empty())
      sys::fs::remove_directories(StdinDir);
  });
  if (Input == "-") {
    StatusOr<std::string> Dir = makeTempDirectory("clopt-stdin");
    if (!Dir.ok())
      return fail(Dir.message());
    StdinDir = *Dir;
    ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getSTDIN();
    if (!Text)
      return fail("cannot read the kernel from standard input: " + Text.getError().message());
    O->InputPath = StdinDir + "/stdin.cl";
    O->InputIsStdinCopy = true;
    // Quoted includes are searched from the current directory, as a
    // compiler reading standard input does, not from the copy's.
    SmallString<256> Cwd;
    if (std::error_code EC = sys::fs::current_path(Cwd))
      return fail("cannot find the current directory: " + EC.message());
    O->Frontend.IncludeDirs.insert(O->Frontend.IncludeDirs.begin(), std::string(Cwd));
    if (Status S = writeFileSafely(O->InputPath, (*Text)->getBuffer().str()); !S.ok())
      return fail(S.message());
  }
  // The first Ctrl-C ends the search; the best verified variant is still
  // written. A second one, a second or more later, kills clopt.
  installInterruptHandlers();
  bool SearchInterrupted = false;
  O->Interrupted = &SearchInterrupted;
  // The private copy of standard input is gone when the user reads a
  // message: it names what the user gave.
  if (Error E = runTuner(*O, errs()))
    return StdinDir.empty() ? fail(std::move(E)) : fail(std::move(E), O->InputPath, "<stdin>");
  return SearchInterrupted ? ExitInterrupted : ExitSuccess;
}

} // namespace tool
} // namespace clopt
