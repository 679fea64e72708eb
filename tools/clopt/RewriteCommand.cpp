//===- RewriteCommand.cpp - clopt rewrite ---------------------------------===//
//
// clopt rewrite FILE.cl [--kernel NAME] --set PASS.PARAM=VALUE ... [-o OUT]
//               [--global EXPR,...] [--remarks | -Rpass=RE -Rpass-missed=RE
//               -Rpass-analysis=RE]
// clopt rewrite FILE.cl --list-params [--format=text|json]
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Analysis/MacroGuards.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/ProblemSetup.h"
#include "clopt/Tuner/TuneSpace.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace clopt {
namespace tool {

cl::SubCommand RewriteCmd("rewrite",
                          "Apply transform passes with fixed parameters");

static cl::opt<std::string> Input(cl::Positional, cl::desc("<file.cl>"),
                                  cl::Required, cl::sub(RewriteCmd));
static StringOption KernelName("kernel",
                                       cl::desc("Kernel to rewrite"),
                                       cl::value_desc("name"), cl::cat(Category),
                                       cl::sub(RewriteCmd));
static cl::list<std::string> Settings(
    "set", cl::desc("Set a pass parameter (enables the pass)"),
    cl::value_desc("pass.param=value"), cl::cat(Category), cl::sub(RewriteCmd));
static StringOption Output("o", cl::desc("Output file (default stdout)"),
                                   cl::value_desc("file"), cl::init("-"),
                                   cl::cat(Category), cl::sub(RewriteCmd));
static cl::list<std::string> GlobalExprs(
    "global", cl::CommaSeparated,
    cl::desc("Original global size per dimension, as expressions over scalar "
             "kernel parameters (e.g. --global N,M)"),
    cl::value_desc("expr,..."), cl::cat(Category), cl::sub(RewriteCmd));
static cl::list<std::string> Sizes(
    "size",
    cl::desc("Problem size or scalar argument (NAME=VALUE), as for tuning: names "
             "--global may use besides the kernel's scalars, and values the "
             "specialize pass offers"),
    cl::value_desc("name=value"), cl::cat(Category), cl::sub(RewriteCmd));
static cl::opt<bool> AllRemarks("remarks", cl::desc("Print every remark"),
                                cl::cat(Category), cl::sub(RewriteCmd));
static StringOption
    RPass("Rpass", cl::desc("Remarks of applied passes matching the regex"),
          cl::value_desc("regex"), cl::cat(Category), cl::sub(RewriteCmd));
static StringOption
    RPassMissed("Rpass-missed",
                cl::desc("Remarks of passes that did not apply, matching the regex"),
                cl::value_desc("regex"), cl::cat(Category), cl::sub(RewriteCmd));
static StringOption
    RPassAnalysis("Rpass-analysis",
                  cl::desc("Analysis remarks of passes matching the regex"),
                  cl::value_desc("regex"), cl::cat(Category), cl::sub(RewriteCmd));
static cl::opt<bool> ListParams("list-params",
                                cl::desc("List each kernel's passes and parameters"),
                                cl::cat(Category), cl::sub(RewriteCmd));
static cl::opt<unsigned> SampleParams(
    "sample-params",
    cl::desc("Print N feasible parameter settings drawn at random from the "
             "tuner's search space (a line of PASS.PARAM=VALUE words each, "
             "each word the value of one --set)"),
    cl::init(0), cl::cat(Category), cl::sub(RewriteCmd));
static cl::opt<uint64_t> SampleSeed("seed", cl::desc("Seed for --sample-params"),
                                    cl::init(1), cl::cat(Category),
                                    cl::sub(RewriteCmd));
enum class ListFormat { Text, Json };
static cl::opt<ListFormat> Format(
    "format", cl::desc("Format of --list-params: text or json"), cl::init(ListFormat::Text),
    cl::values(clEnumValN(ListFormat::Text, "text", "for people"),
               clEnumValN(ListFormat::Json, "json", "for tools")),
    cl::cat(Category), cl::sub(RewriteCmd));

namespace {

/// Prints remarks as clang diagnostics (`file:line:col: remark: ...`),
/// filtered like clang's -Rpass family. A pass skipped for an internal
/// error is a warning, printed whatever the filters; so is a pass the
/// command line set (`--set coarsen.d0=4`) that did not apply
/// (warnNotApplied): without a word, the output would look as if it had.
class DiagRemarkSink : public RemarkSink {
public:
  DiagRemarkSink(ParsedSource &Source, SourcePos Fallback)
      : Source(Source), Fallback(Fallback) {
    auto Add = [](std::optional<Regex> &R, const std::string &Pattern) {
      if (!Pattern.empty())
        R.emplace(Pattern);
    };
    Add(Passed, AllRemarks ? std::string(".*") : RPass.getValue());
    Add(Missed, AllRemarks ? std::string(".*") : RPassMissed.getValue());
    Add(Analysis, AllRemarks ? std::string(".*") : RPassAnalysis.getValue());
    // The AST unit's printer finished its file after parsing; reopen it so
    // it can render locations again.
    clang::DiagnosticsEngine &Diags = Source.getASTUnit().getDiagnostics();
    if (Diags.getClient())
      Diags.getClient()->BeginSourceFile(Source.getLangOpts());
  }
  ~DiagRemarkSink() override {
    clang::DiagnosticsEngine &Diags = Source.getASTUnit().getDiagnostics();
    if (Diags.getClient())
      Diags.getClient()->EndSourceFile();
  }

  void emit(const Remark &R) override {
    const std::optional<Regex> &Filter = R.Kind == RemarkKind::Passed   ? Passed
                                         : R.Kind == RemarkKind::Missed ? Missed
                                                                        : Analysis;
    // A pass's last missed remark is why it did not apply at all, where it
    // did not (before it come those for single loops or arrays).
    if (R.Kind == RemarkKind::Missed)
      LastMissed[R.Pass] = R;
    if (!R.Internal && (!Filter || !Filter->match(R.Pass)))
      return;
    const char *Flag = R.Kind == RemarkKind::Passed   ? "-Rpass"
                       : R.Kind == RemarkKind::Missed ? "-Rpass-missed"
                                                      : "-Rpass-analysis";
    clang::DiagnosticsEngine &Diags = Source.getASTUnit().getDiagnostics();
    unsigned ID = Diags.getCustomDiagID(R.Internal
                                            ? clang::DiagnosticsEngine::Warning
                                            : clang::DiagnosticsEngine::Remark,
                                        "%0 [%1=%2]");
    Diags.Report(location(R), ID) << R.Message << Flag << R.Pass;
  }

  /// Warns for each pass Set enables that is not among Applied, with the
  /// reason its last missed remark gave.
  void warnNotApplied(const ParamValues &Set, const std::vector<std::string> &Applied) {
    clang::DiagnosticsEngine &Diags = Source.getASTUnit().getDiagnostics();
    unsigned ID = Diags.getCustomDiagID(clang::DiagnosticsEngine::Warning,
                                        "--set %0: pass not applied: %1 [-Rpass-missed=%0]");
    for (const auto &[Pass, Why] : LastMissed)
      if (Set.enables(Pass) && !llvm::is_contained(Applied, Pass))
        Diags.Report(location(Why), ID) << Pass << Why.Message;
  }

  bool badRegex(std::string &Why) const {
    for (const auto *R : {&Passed, &Missed, &Analysis})
      if (*R && !(*R)->isValid(Why))
        return true;
    return false;
  }

private:
  clang::SourceLocation location(const Remark &R) const {
    SourcePos P = R.Pos.Line ? R.Pos : Fallback;
    return Source.getSourceManager().translateLineCol(
        Source.getSourceManager().getMainFileID(), P.Line, P.Column);
  }

  ParsedSource &Source;
  SourcePos Fallback;
  std::map<std::string, Remark> LastMissed;
  std::optional<Regex> Passed, Missed, Analysis;
};

} // namespace

static std::string kernelNames(const std::vector<KernelInfo> &Kernels) {
  std::string S;
  for (const KernelInfo &K : Kernels)
    S += (S.empty() ? "" : ", ") + K.Name;
  return S;
}

/// --global and --size.
static Expected<ProblemSpec> cliSpec() {
  ProblemSpec Cli;
  Cli.Global.assign(GlobalExprs.begin(), GlobalExprs.end());
  for (const std::string &A : Sizes)
    if (Status S = addSizeArg(Cli, A); !S.ok())
      return createStringError(inconvertibleErrorCode(), S.message());
  return std::move(Cli);
}

/// Spec (FileSpecs::forKernel: --global and --size > FILE.cl.yaml > the
/// kernel's own `#pragma clopt tune`) read as `verify` and the tuner read
/// it, so that the same --set gives the same code.
static PipelineOptions pipelineOptions(const ProblemSpec &Spec, const KernelInfo &K) {
  return problemPipelineOptions(frontendOptions(), K, Spec.Global, Spec.Sizes);
}

static int listParams(ParsedSource &Source, const FileSpecs &Specs,
                      const ProblemSpec &Cli, std::vector<KernelInfo> &Kernels) {
  std::vector<KernelSpace> Spaces;
  for (const KernelInfo &K : Kernels) {
    if (!KernelName.empty() && K.Name != KernelName)
      continue;
    Spaces.push_back(
        {K.Name, listParameterSpace(Source, K, pipelineOptions(Specs.forKernel(K.Name, Cli), K))});
  }
  printParameterSpace(outs(), Spaces, Format == ListFormat::Json);
  return 0;
}

/// "tile.k=16 coarsen.d0=2 ..." for the enabled passes of a point, with
/// symbolic values by their labels so that `--set` parses them back.
static std::string settingsText(const TuneSpace &Space, const SearchPoint &P) {
  ParamValues Values = Space.values(P);
  std::string Text;
  for (const PassSpace &Pass : Space.passes())
    for (const ParamSpec &Param : Pass.Params) {
      std::optional<int64_t> V = Values.get(Pass.Pass, Param.Name);
      if (!V)
        continue;
      Text += (Text.empty() ? "" : " ") + Pass.Pass + "." + Param.Name + "=" +
              Param.print(*V);
    }
  return Text;
}

/// Prints SampleParams feasible points of the kernel's search space (the
/// tuner's, constraints included), each enabling at least one pass: the
/// end-to-end sweeps verify exactly the variants the tuner could pick.
static int sampleParams(ParsedSource &Source, const FileSpecs &Specs,
                        const ProblemSpec &Cli, const KernelInfo &K) {
  TuneSpace Space(
      listParameterSpace(Source, K, pipelineOptions(Specs.forKernel(K.Name, Cli), K)));
  std::unique_ptr<SearchStrategy> Random =
      createStrategy(StrategyKind::Random, Space.space(), SampleSeed);
  SearchHistory History;
  unsigned Printed = 0;
  while (Printed < SampleParams) {
    std::vector<SearchPoint> Points = Random->propose(History, 1);
    if (Points.empty())
      break; // the space is exhausted
    History.markProposed(Points.front());
    History.record(Points.front(), 0);
    std::string Text = settingsText(Space, Points.front());
    if (Text.empty())
      continue; // the original kernel
    outs() << Text << "\n";
    ++Printed;
  }
  // A script that verifies each printed setting would otherwise test
  // nothing without knowing it.
  if (Printed == 0)
    errs() << "clopt: warning: kernel '" << K.Name
           << "': no setting of the passes that apply meets their constraints; "
              "nothing to sample (--list-params shows the passes and constraints)\n";
  return 0;
}

/// What rewrite reads stays the user's: it never replaces its input, its
/// problem spec or a header it includes; and an output it cannot write is
/// refused before the work.
static Error checkOutput(ParsedSource &Source) {
  if (Output == "-")
    return Error::success();
  std::vector<std::string> Reads = {std::string(Input), Input + ".yaml"};
  llvm::append_range(Reads, Source.includedFiles());
  for (const std::string &Read : Reads) {
    bool Same = false;
    if (!sys::fs::equivalent(std::string(Output), Read, Same) && Same)
      return createStringError(inconvertibleErrorCode(),
                               "-o " + Output + " names " + Read +
                                   ", which rewrite reads; choose another output file");
  }
  if (StatusOr<std::string> Target = resolveOutputPath(Output); !Target.ok())
    return createStringError(inconvertibleErrorCode(), Target.message());
  return Error::success();
}

int runRewrite() {
  auto Parsed = parseOpenCLFile(Input, frontendOptions());
  if (!Parsed)
    return fail(Parsed.takeError());
  ParsedSource &Source = **Parsed;
  std::vector<KernelInfo> Kernels = analyzeKernels(Source);
  if (!KernelName.empty() && !Source.findKernel(KernelName))
    return fail(Input + ": no kernel '" + KernelName + "' (kernels: " +
                kernelNames(Kernels) + ")");
  Expected<ProblemSpec> Cli = cliSpec();
  if (!Cli)
    return fail(Cli.takeError());
  Expected<FileSpecs> Specs = FileSpecs::load(Source, *Cli);
  if (!Specs)
    return fail(Specs.takeError());
  if (ListParams)
    return listParams(Source, *Specs, *Cli, Kernels);

  const KernelInfo *K = nullptr;
  for (const KernelInfo &Info : Kernels)
    if (KernelName.empty() ? Kernels.size() == 1 : Info.Name == KernelName)
      K = &Info;
  if (!K)
    return fail(Input + ": " + Twine(Kernels.size()) +
                " kernels; choose one with --kernel (kernels: " +
                kernelNames(Kernels) + ")");

  if (SampleParams)
    return sampleParams(Source, *Specs, *Cli, *K);
  const ProblemSpec Spec = Specs->forKernel(K->Name, *Cli);
  if (Error E = checkGlobalExprs(*K, Spec.Global, Spec.Sizes))
    return fail(std::move(E));
  PipelineOptions Opts = pipelineOptions(Spec, *K);
  PreparedKernel Prepared(Source, *K, Opts);
  const std::vector<PassSpace> &Space = Prepared.space();
  ParamValues Values;
  for (const std::string &S : Settings)
    if (Error E = parseSetting(S, Space, Values))
      return fail(std::move(E));
  if (Error E = checkSettingConstraints(Space, Values))
    return fail(std::move(E));
  if (Error E = checkOutput(Source))
    return fail(std::move(E));

  DiagRemarkSink Remarks(Source, K->Pos);
  std::string RegexError;
  if (Remarks.badRegex(RegexError))
    return fail("invalid -Rpass regex: " + RegexError);
  Expected<RewriteResult> R = Prepared.run(Values, Remarks);
  if (!R)
    return fail(R.takeError());
  Remarks.warnNotApplied(Values, R->AppliedPasses);
  // A body printed anew, a pass applied or not, has the values of the
  // file's macros written in.
  std::string Code = macroGuards(Source, frontendOptions()) + R->Code;
  if (Output == "-") {
    outs() << Code;
    return 0;
  }
  if (Status S = writeFileSafely(Output, Code); !S.ok())
    return fail(S.message());
  return 0;
}

} // namespace tool
} // namespace clopt
