//===- VerifyCommand.cpp - clopt verify -----------------------------------===//
//
//   clopt verify FILE.cl (--variant OTHER.cl | --set PASS.PARAM=VALUE ...)
//                [--kernel NAME] [--device N] [--size NAME=VALUE ...]
//                [--global EXPR,...] [--buffer NAME=EXPR ...] [--input NAME=FILE ...]
//
// Runs the original kernel and a variant on the same seeded inputs in
// clopt-worker and compares every buffer the kernel may write. Prints PASS,
// or FAIL with the reason (the worst element for wrong results); exits 0/1.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/WriteOverlap.h"
#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/ProblemSpec.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/TunedSidecar.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/Evaluator.h"
#include "clopt/Tuner/ProblemSetup.h"
#include "clopt/WorkerClient/WorkerClient.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>

using namespace llvm;

namespace clopt {
namespace tool {

cl::SubCommand VerifyCmd(
    "verify", "Run the original and a rewritten kernel and compare outputs");

static cl::opt<std::string> Input(cl::Positional, cl::desc("<file.cl>"),
                                  cl::Required, cl::sub(VerifyCmd));
static StringOption
    VariantFile("variant", cl::desc("A hand-written or rewritten variant of the kernel"),
                cl::value_desc("file.cl"), cl::cat(Category), cl::sub(VerifyCmd));
static cl::list<std::string>
    SetParams("set", cl::desc("Apply a transform parameter (PASS.PARAM=VALUE)"),
              cl::value_desc("pass.param=value"), cl::cat(Category), cl::sub(VerifyCmd));
static StringOption KernelName("kernel", cl::desc("Kernel to verify"),
                                       cl::value_desc("name"), cl::cat(Category),
                                       cl::sub(VerifyCmd));
static cl::list<std::string>
    Sizes("size", cl::desc("Problem size or scalar argument (NAME=VALUE)"),
          cl::value_desc("name=value"), cl::cat(Category), cl::sub(VerifyCmd));
static StringOption
    Global("global", cl::desc("Original global size (EXPR[,EXPR[,EXPR]])"),
           cl::value_desc("exprs"), cl::cat(Category), cl::sub(VerifyCmd));
static StringOption
    Local("local", cl::desc("Original local size (EXPR[,EXPR[,EXPR]]), dividing the global size in each dimension"),
          cl::value_desc("exprs"), cl::cat(Category), cl::sub(VerifyCmd));
static cl::list<std::string>
    Buffers("buffer", cl::desc("Buffer length in elements (NAME=EXPR)"),
            cl::value_desc("name=expr"), cl::cat(Category), cl::sub(VerifyCmd));
static cl::list<std::string>
    Inputs("input", cl::desc("Buffer contents from a raw little-endian file (NAME=FILE)"),
           cl::value_desc("name=file"), cl::cat(Category), cl::sub(VerifyCmd));
static cl::opt<unsigned>
    TimeoutMs("timeout-ms",
              cl::desc("Per-run timeout in ms (0: 20x the original's time, at least 1 s)"),
              cl::init(0), cl::cat(Category), cl::sub(VerifyCmd));
static cl::opt<unsigned> FirstLaunchAllowanceMs(
    "first-launch-allowance-ms",
    cl::desc("Extra time for each kernel's first launch, which may include "
             "the driver's compilation (default 30000)"),
    cl::init(30000), cl::Hidden, cl::sub(VerifyCmd));
static cl::opt<uint64_t> Seed("seed", cl::desc("Seed of the random inputs"), cl::init(1),
                              cl::cat(Category), cl::sub(VerifyCmd));
static cl::opt<bool> Time("time", cl::desc("Also time both kernels and print the speedup"),
                          cl::cat(Category), cl::sub(VerifyCmd));
static StringOption
    EmitJob("emit-job", cl::desc("Also write the worker job to this file (debugging)"),
            cl::value_desc("file"), cl::Hidden, cl::sub(VerifyCmd));
static cl::opt<bool> KeepTemps("keep-temps", cl::desc("Keep the job and result files"),
                               cl::Hidden, cl::sub(VerifyCmd));

/// A variant to check: its source and how to launch it.
struct VariantSource {
  std::string Path;      ///< Its .cl file.
  std::string Code;      ///< Or its code, written to a temporary file.
  LaunchGeometry Geometry;
  std::vector<std::string> Preconditions;
};

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Builds the variant for `--set` through the transform pipeline. The spec
/// gives the original global size as expressions over scalar kernel
/// parameters (from --global, the sidecar or the pragma), which the passes
/// use to exclude points beyond it when the kernel has no guard of its own,
/// and the sizes, whose values the specialize pass offers.
static Expected<VariantSource>
variantFromParameters(ParsedSource &Source, const KernelInfo &Kernel,
                      ArrayRef<std::string> Params, const ProblemSpec &Spec) {
  if (Error E = checkGlobalExprs(Kernel, Spec.Global, Spec.Sizes))
    return std::move(E);
  PreparedKernel Prepared(Source, Kernel,
                          problemPipelineOptions(frontendOptions(), Kernel, Spec.Global,
                                                 Spec.Sizes));
  const std::vector<PassSpace> &Space = Prepared.space();
  ParamValues Values;
  for (const std::string &S : Params)
    if (Error E = parseSetting(S, Space, Values))
      return std::move(E);
  if (Error E = checkSettingConstraints(Space, Values))
    return std::move(E);
  RemarkCollector Remarks;
  Expected<RewriteResult> R = Prepared.run(Values, Remarks);
  if (!R)
    return R.takeError();
  for (const Remark &Rm : Remarks.Remarks)
    if (Rm.Kind == RemarkKind::Missed)
      errs() << "clopt: remark: " << Rm.Pass << " not applied: " << Rm.Message
             << "\n";
  VariantSource V;
  V.Code = std::move(R->Code);
  V.Geometry = R->Geometry;
  return V;
}

static Expected<VariantSource> variantFromFile(StringRef Path, StringRef Kernel,
                                               unsigned WorkDim) {
  VariantSource V;
  if (!sys::fs::exists(Path))
    return makeError(Path + ": no such file");
  if (Status S = checkReadableFile(Path.str()); !S.ok())
    return makeError(S.message());
  V.Path = Path.str();
  V.Geometry.WorkDim = WorkDim;
  // A tuned output carries its launch geometry in OUT.cl.yaml; without one,
  // the variant is launched like the original, which a `clopt rewrite`
  // output whose header states another launch must not be (its points
  // would be run out of their buffers, or half of them never computed).
  std::string Sidecar = (Path + ".yaml").str();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(Path);
  if (!Text)
    return makeError(Path + ": " + Text.getError().message());
  const std::string Source = (*Text)->getBuffer().str();
  auto LaunchedLikeOriginal = [&](StringRef NotListed) -> Expected<VariantSource> {
    std::optional<StatedLaunch> Stated = statedLaunch(Source, Kernel.str());
    if (!Stated)
      return V;
    if (!isOriginalLaunch(Stated->Geometry, WorkDim))
      return makeError(Path + ": its header states the launch '" + Stated->Geometry +
                       "', and " + NotListed +
                       " clopt verify would launch it like the original; check it with "
                       "--set and the same settings, or from a tuned output");
    // Launched like the original, it still needs what its header requires.
    V.Preconditions = Stated->Conditions;
    return V;
  };
  if (!sys::fs::exists(Sidecar))
    return LaunchedLikeOriginal("without a sidecar (" + Sidecar + ")");
  StatusOr<TunedSidecar> S = readTunedSidecar(Sidecar);
  if (!S.ok())
    return makeError(S.message());
  const TunedKernel *K = S->find(Kernel.str());
  if (!K)
    return LaunchedLikeOriginal("as " + Sidecar + " does not list the kernel,");
  if (std::string Why = checkStatedLaunch(Source, Kernel.str(), K); !Why.empty())
    return makeError(Path + ": " + Why + " (" + Sidecar + ")");
  if (K->Geometry.WorkDim != WorkDim)
    return makeError(Sidecar + ": kernel '" + Kernel + "' has a " +
                     Twine(K->Geometry.WorkDim) + "-dimensional geometry, the "
                     "original global size has " + Twine(WorkDim));
  V.Geometry = K->Geometry;
  V.Preconditions = K->Preconditions;
  return V;
}

static Expected<ProblemSpec> cliSpec() {
  ProblemSpec S;
  auto Check = [](Status St) -> Error {
    return St.ok() ? Error::success() : makeError(St.message());
  };
  for (const std::string &A : Sizes)
    if (Error E = Check(addSizeArg(S, A)))
      return std::move(E);
  for (const std::string &A : Buffers)
    if (Error E = Check(addBufferArg(S, A)))
      return std::move(E);
  for (const std::string &A : Inputs)
    if (Error E = Check(addInputArg(S, A)))
      return std::move(E);
  if (!Global.empty())
    if (Error E = Check(setGlobalArg(S, Global)))
      return std::move(E);
  if (!Local.empty())
    if (Error E = Check(setLocalArg(S, Local)))
      return std::move(E);
  return S;
}

static const KernelInfo *pickKernel(const std::vector<KernelInfo> &Kernels,
                                    std::string &Error) {
  if (!KernelName.empty()) {
    for (const KernelInfo &K : Kernels)
      if (K.Name == KernelName)
        return &K;
    Error = "no kernel '" + KernelName + "' in " + Input + "; kernels:";
  } else if (Kernels.size() == 1) {
    return &Kernels[0];
  } else {
    Error = Input + " has several kernels; choose one with --kernel:";
  }
  for (const KernelInfo &K : Kernels)
    Error += " " + K.Name;
  return nullptr;
}

static std::string fmtMs(double Ms) {
  char Buf[32];
  std::snprintf(Buf, sizeof(Buf), "%.4g ms", Ms);
  return Buf;
}

static std::string sizesText(const std::vector<uint64_t> &S) {
  std::string T = "[";
  for (size_t I = 0; I < S.size(); ++I)
    T += (I ? ", " : "") + std::to_string(S[I]);
  return T + "]";
}

/// Where the original lets two work-items write one element (OverlapNote,
/// from findWriteOverlap), a variant that differs may only run them in
/// another order: the FAIL line says so.
static int report(const JobResult &R, const Job &J, StringRef Kernel,
                  const std::string &OverlapNote) {
  if (!R.Reference->ok())
    return fail("original kernel '" + Kernel + "' failed (" +
                runStatusName(R.Reference->Status) + "): " + R.Reference->Message);
  if (R.Variants.empty())
    return fail("the worker returned no result for the variant");
  const RunResult &V = R.Variants.front();
  // A variant that refuses the launch (its stated precondition, or the
  // device's work-group limit) was never compared: not a verdict on it.
  if (V.Status == RunStatus::Constraints) {
    outs() << "NOT RUN " << Kernel << ": " << runStatusName(V.Status) << ": "
           << V.Message << "\n";
    return 1;
  }
  if (!V.ok()) {
    outs() << "FAIL " << Kernel << ": " << runStatusName(V.Status) << ": "
           << V.Message;
    if (V.Status == RunStatus::Correctness && !OverlapNote.empty())
      outs() << "; note: " << OverlapNote;
    outs() << "\n";
    return 1;
  }
  char Err[32];
  std::snprintf(Err, sizeof(Err), "%.1e", V.MaxRelError);
  outs() << "PASS " << Kernel << ": every written buffer matches (max rel error "
         << Err << "); global " << sizesText(J.Global) << ", variant global "
         << sizesText(J.Variants.front().Global);
  if (R.Worker)
    outs() << "; device " << R.Worker->Device.Index << " (" << R.Worker->Device.Name
           << ")";
  outs() << "\n";
  if (Time && V.TimeMs > 0)
    outs() << "time: original " << fmtMs(R.Reference->TimeMs) << ", variant "
           << fmtMs(V.TimeMs) << ", speedup "
           << format("%.2fx", R.Reference->TimeMs / V.TimeMs) << "\n";
  return 0;
}

namespace {
/// The kernel to verify and its problem: command line > FILE.cl.yaml >
/// #pragma clopt tune, resolved as `rewrite` and the tuner do.
struct VerifyTarget {
  const KernelInfo *Kernel = nullptr;
  ProblemSpec Spec;
  ProblemInstance Problem;
};
} // namespace

static Expected<VerifyTarget> resolveTarget(ParsedSource &Source,
                                            const std::vector<KernelInfo> &Kernels) {
  VerifyTarget T;
  std::string PickError;
  T.Kernel = pickKernel(Kernels, PickError);
  if (!T.Kernel)
    return makeError(PickError);
  Expected<ProblemSpec> Cli = cliSpec();
  if (!Cli)
    return Cli.takeError();
  Expected<FileSpecs> Specs = FileSpecs::load(Source, *Cli);
  if (!Specs)
    return Specs.takeError();
  if (Error E = checkCliNamesRead(Kernels, *Specs, *Cli))
    return std::move(E);
  if (Error E = checkCliBufferNames({*T.Kernel}, *Cli, Specs->SourcePath))
    return std::move(E);
  T.Spec = Specs->forKernel(T.Kernel->Name, *Cli);
  Expected<ProblemInstance> P =
      instantiateProblem(*T.Kernel, T.Spec, Specs->context(T.Kernel->Name));
  if (!P)
    return P.takeError();
  T.Problem = std::move(*P);
  return T;
}

/// The job of one original and one variant (written to VariantPath), the
/// variant launched with its own geometry; links the build options need go
/// into WorkDir.
static Expected<Job> makeJob(const VerifyTarget &T, const VariantSource &V,
                             StringRef VariantPath, StringRef WorkDir) {
  Job J;
  J.Mode = Time ? JobMode::VerifyTime : JobMode::Verify;
  // A write out of bounds corrupts memory the comparison never reads.
  J.CheckVariantWrites = true;
  // The original is checked in guard bands first: one that reads or writes
  // out of bounds on these inputs (a buffer or --input file too short) gives
  // no result to judge the variant by, and a mismatch would blame it.
  J.CheckOriginal = true;
  J.CheckOriginalReads = !T.Kernel->HasAtomics;
  J.Kernel = T.Kernel->Name;
  J.Seed = Seed;
  J.Timing.TimeoutMs = TimeoutMs;
  J.Timing.FirstLaunchAllowanceMs = FirstLaunchAllowanceMs;
  Expected<DeviceSelector> Sel = deviceSelector();
  if (!Sel)
    return Sel.takeError();
  J.Device = *Sel;
  J.Global = T.Problem.Global;
  J.Local = T.Problem.Local;
  J.Args = T.Problem.Args;

  SmallString<256> Ref(Input);
  sys::fs::make_absolute(Ref);
  SmallString<256> VarPath(VariantPath);
  sys::fs::make_absolute(VarPath);
  J.ReferenceSource = std::string(Ref);
  Expected<std::string> Options = deviceBuildOptions(frontendOptions(), Ref, WorkDir);
  if (!Options)
    return Options.takeError();
  J.ReferenceOptions = std::move(*Options);
  J.Variants.push_back(makeVariantSpec("variant", std::string(VarPath),
                                       J.ReferenceOptions, V.Geometry,
                                       T.Problem, V.Preconditions));
  return J;
}

int runVerify() {
  if (VariantFile.empty() == SetParams.empty())
    return usageError("give exactly one of --variant FILE.cl or --set PASS.PARAM=VALUE");
  if (!VariantFile.empty() && !sys::fs::exists(VariantFile))
    return fail(VariantFile + ": no such file");
  auto Source = parseOpenCLFile(Input, frontendOptions());
  if (!Source)
    return fail(Source.takeError());
  std::vector<KernelInfo> Kernels = analyzeKernels(**Source);
  Expected<VerifyTarget> T = resolveTarget(**Source, Kernels);
  if (!T)
    return fail(T.takeError());
  const KernelInfo &Kernel = *T->Kernel;

  Expected<VariantSource> V =
      SetParams.empty()
          ? variantFromFile(VariantFile, Kernel.Name,
                            static_cast<unsigned>(T->Problem.Global.size()))
          : variantFromParameters(**Source, Kernel, SetParams, T->Spec);
  if (!V)
    return fail(V.takeError());

  StatusOr<std::string> TempDir = makeTempDirectory("clopt-verify");
  if (!TempDir.ok())
    return fail(TempDir.message());
  std::string WorkDir = *TempDir;
  auto Cleanup = make_scope_exit([&] {
    if (!KeepTemps)
      sys::fs::remove_directories(WorkDir);
  });
  if (V->Path.empty()) {
    V->Path = WorkDir + "/variant.cl";
    if (Status S = writeFileSafely(V->Path, V->Code); !S.ok())
      return fail(S.message());
  }
  Expected<Job> J = makeJob(*T, *V, V->Path, WorkDir);
  if (!J)
    return fail(J.takeError());
  // The job whose result is reported; written again below when that is a
  // second job.
  auto WriteEmittedJob = [&]() -> Status {
    return EmitJob.empty() ? Status::success() : writeJobFile(EmitJob, *J);
  };
  if (Status S = WriteEmittedJob(); !S.ok())
    return fail(S.message());

  WorkerRunOptions WO;
  WO.WorkerPath = workerPath();
  WO.WorkDir = std::string(WorkDir);
  WO.MaxRestarts = 1;
  WO.Problem = T->Problem.describe();
  if (!sys::fs::can_execute(WO.WorkerPath))
    return fail("cannot run the device worker '" + WO.WorkerPath +
                "' (set CLOPT_WORKER to its path)");
  StatusOr<JobResult> R = runJobInWorker(*J, WO);
  if (!R.ok())
    return fail(R.message());
  if (R->Reference && !R->Reference->Suspect.empty()) {
    const std::string &Suspect = R->Reference->Suspect;
    // NaN or Inf may be meant; the variant must still reproduce it, so it
    // runs in a job without the check, which stops at any finding.
    if (suspectLeavesNoResult(Suspect))
      return fail("original kernel '" + Kernel.Name + "' " + Suspect + " on these inputs (" +
                  T->Problem.describe() + "): there is no result to verify the variant "
                  "against; check the sizes and buffer lengths (--size, --buffer) and the "
                  "--input files" + randomIndexBuffersHint(*J));
    J->CheckOriginal = false;
    if (Status S = WriteEmittedJob(); !S.ok())
      return fail(S.message());
    R = runJobInWorker(*J, WO);
    if (!R.ok())
      return fail(R.message());
  }
  std::string OverlapNote;
  if (std::optional<WriteOverlap> W =
          findWriteOverlap(Kernel, T->Problem.Sizes, T->Problem.Global))
    OverlapNote = "at these sizes the original kernel's " + W->str() +
                  ", so its result may depend on the order they run in, and a "
                  "variant that runs them in another order differs without "
                  "being wrong (a leading dimension below a row count?)";
  return report(*R, *J, Kernel.Name, OverlapNote);
}

} // namespace tool
} // namespace clopt
