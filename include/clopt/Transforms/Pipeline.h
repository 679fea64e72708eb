//===- Pipeline.h - Apply transform passes to a kernel -----------*- C++ -*-===//
//
// The library entry points that `clopt rewrite`, `clopt verify --set` and the
// tuner call:
//
//   listParameterSpace(Source, Kernel, Opts)  -> per pass: params or reason
//   runPipeline(Source, Kernel, Opts, Values, Remarks)
//       -> rewritten file text + launch geometry + applied values + remarks
//
// A caller that rewrites one kernel many times (the tuner) prepares it once
// (PreparedKernel): the nest is imported from the AST and every pass's space
// listed once, and each run clones the nest.
//
// Passes run in the fixed order of Passes.def on a structured nest of the
// kernel (KernelNest.h); a single emitter prints the result, which is
// re-parsed with clang before it is returned.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TRANSFORMS_PIPELINE_H
#define CLOPT_TRANSFORMS_PIPELINE_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Runtime/Support/LaunchGeometry.h"
#include "clopt/Transforms/Pass.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

/// The most local memory a variant's tiles may take (the local and stage
/// passes; the tuner's register-tile seeds are sized for it): what common
/// GPUs give one work-group. The device's own limit is checked again at
/// run time.
inline constexpr int64_t MaxLocalTileBytes = 48 * 1024;

/// The parameter of `specialize` that is not an argument's value: which
/// passes the general path runs (1: lean, 0: those of the special path).
/// Not an identifier, so that no argument can have its name.
inline constexpr llvm::StringLiteral SpecializeGeneralPathParam = "general-path";

/// The argument a recorded parameter key specializes ("specialize.R" ->
/// "R"), or nullopt for other keys, SpecializeGeneralPathParam's included.
std::optional<llvm::StringRef> specializedArgument(llvm::StringRef Key);

namespace nest {
struct KernelNest;
}

struct PipelineOptions {
  /// Front-end options used to re-parse each pass's output.
  FrontendOptions Frontend;
  /// The original global size as expressions over scalar kernel parameters,
  /// one per dimension ("N", "M"): work-items beyond it are excluded when the
  /// kernel has no guard of its own (`--global`, `#pragma clopt tune global`).
  std::vector<std::string> GlobalExprs;
  /// Values of scalar arguments in the problem spec (--size, the sidecar,
  /// the pragma's sizes), by name: the values the specialize pass offers.
  std::map<std::string, int64_t> ScalarValues;
  /// The tuner's problem data come from files (--input): they fit the given
  /// argument values only, so no path for one value can be verified
  /// against the general one, and specialize is not offered.
  bool DataFromFiles = false;
  /// Keep floating-point sums in the original's order: the passes that
  /// reassociate them (TransformPass::reassociates) do not apply.
  bool KeepFloatOrder = false;
  /// Emit and re-parse after every applied pass, so that a parse failure
  /// names the pass that caused it (the final output is always re-parsed).
  bool CheckEachPass = true;
};

/// The integer values among Sizes (name -> value text), for
/// PipelineOptions::ScalarValues; other values are left out.
std::map<std::string, int64_t>
integerValues(const std::map<std::string, std::string> &Sizes);

struct RewriteResult {
  std::string KernelName;
  /// The whole file, with the kernel replaced by the rewritten one.
  std::string Code;
  /// Just the rewritten kernel (header comment + definition).
  std::string KernelCode;
  /// Where KernelCode goes: the offsets [KernelBegin, KernelEnd) of the
  /// kernel's text in the source the pipeline ran on.
  unsigned KernelBegin = 0, KernelEnd = 0;
  LaunchGeometry Geometry;
  /// The values actually used, defaults filled in for enabled passes.
  ParamValues Applied;
  /// Enabled passes that applied, in pipeline order.
  std::vector<std::string> AppliedPasses;
  /// Bytes of __local memory the variant declares (for device pruning).
  uint64_t LocalMemBytes = 0;
  /// Work-items per work-group when fixed (product of local sizes), else 0.
  uint64_t WorkGroupSize = 0;
  std::vector<Remark> Remarks;
};

/// Applies every enabled pass (a pass is enabled when one of its parameters
/// is set in Values) in pipeline order. Values must name only known passes
/// and parameters with values in their domains (see checkValues). A pass
/// that does not apply is skipped with a remark; an Error means an internal
/// failure (e.g. the output does not parse), never "not applicable".
llvm::Expected<RewriteResult> runPipeline(ParsedSource &Source,
                                          const KernelInfo &Kernel,
                                          const PipelineOptions &Opts,
                                          const ParamValues &Values,
                                          RemarkSink &Remarks);

/// Every pass with its parameters for this kernel, or why it does not apply.
std::vector<PassSpace> listParameterSpace(ParsedSource &Source,
                                          const KernelInfo &Kernel,
                                          const PipelineOptions &Opts);

/// One kernel prepared for many pipeline runs: the nest imported from the
/// AST once (a prototype each run clones) and every pass's parameter space
/// listed once. Source and Kernel must outlive it. run() gives what
/// runPipeline gives for the same arguments.
class PreparedKernel {
public:
  PreparedKernel(ParsedSource &Source, const KernelInfo &Kernel,
                 PipelineOptions Opts);
  ~PreparedKernel();
  PreparedKernel(const PreparedKernel &) = delete;
  PreparedKernel &operator=(const PreparedKernel &) = delete;

  ParsedSource &source() const { return Source; }
  const KernelInfo &kernel() const { return Kernel; }
  const PipelineOptions &options() const { return Opts; }
  /// What listParameterSpace returns for this kernel.
  const std::vector<PassSpace> &space() const { return Space; }

  /// Whether run() re-parses its output before it returns it (Parse), or
  /// leaves that to the caller (Defer), who calls check() on the results
  /// it keeps: the tuner checks each distinct variant once.
  enum class OutputCheck { Parse, Defer };

  llvm::Expected<RewriteResult>
  run(const ParamValues &Values, RemarkSink &Remarks,
      OutputCheck Check = OutputCheck::Parse) const;

  /// Re-parses R.Code; an internal error naming R's last pass if it does
  /// not parse.
  llvm::Error check(const RewriteResult &R) const;

private:
  ParsedSource &Source;
  const KernelInfo &Kernel;
  PipelineOptions Opts;
  std::unique_ptr<nest::KernelNest> Prototype;
  std::vector<PassSpace> Space;
  /// The kernel with its specializable arguments written as values,
  /// prepared on first use, per set of specialize values.
  struct Specialization;
  mutable std::map<std::map<std::string, int64_t>, std::unique_ptr<Specialization>>
      Specials;

  llvm::Expected<const Specialization *>
  specialization(const ParamValues &Values) const;
  /// The passes of Values on the kernel as written (specialize left out).
  llvm::Expected<RewriteResult> runPasses(const ParamValues &Values,
                                          RemarkSink &Remarks,
                                          OutputCheck Check) const;
  /// Values enables specialize: both paths, joined into one kernel.
  llvm::Expected<RewriteResult> runSpecialized(const ParamValues &Values,
                                               RemarkSink &Remarks,
                                               OutputCheck Check) const;
};

/// Parses "pass.param=value" against the kernel's space into Values. The same
/// parameter set twice to different values is an error.
/// Errors name what is valid, e.g. "unknown parameter 'tile.j' (tile takes:
/// k=1|2|4|...)".
llvm::Error parseSetting(llvm::StringRef Setting,
                         const std::vector<PassSpace> &Space,
                         ParamValues &Values);

/// Checks the constraints of every pass that Values enables, on the values
/// completed with defaults as runPipeline completes them. runPipeline only
/// remarks on a broken constraint and skips the pass (the tuner never
/// proposes one); settings a person typed get this error instead, naming
/// the constraint.
llvm::Error checkSettingConstraints(const std::vector<PassSpace> &Space,
                                    const ParamValues &Values);

/// One kernel's parameter space, for printing.
struct KernelSpace {
  std::string Kernel;
  std::vector<PassSpace> Passes;
};

/// The global-size expressions as the passes may read them. One over sizes
/// the kernel never receives (`global(W * H)` with `sizes(W = .., H = ..)`:
/// names in Sizes that are not scalar arguments) cannot bound a variant's
/// points in its body, nor can the host helper evaluate it, so it becomes a
/// plain number: the form that says nothing of the sizes the host will
/// launch (no bound is added; the kernel's own guard, or a required exact
/// multiple, keeps the points in range). The tuner, `rewrite` and `verify
/// --set` all read them so, so that one setting gives one kernel. Other
/// expressions are kept as given, for checkGlobalExprs to judge (a name that
/// is neither an argument nor a size is a mistake to report).
std::vector<std::string>
boundableGlobalExprs(const KernelInfo &Kernel, const std::vector<std::string> &Exprs,
                     const std::map<std::string, std::string> &Sizes);

/// The options that read a problem's global size (Global, as expressions)
/// and sizes (Sizes, name -> value text) the one way the tuner, `rewrite`
/// and `verify --set` share: boundableGlobalExprs and integerValues.
PipelineOptions problemPipelineOptions(const FrontendOptions &Frontend,
                                       const KernelInfo &Kernel,
                                       const std::vector<std::string> &Global,
                                       const std::map<std::string, std::string> &Sizes);

/// Checks that each --global expression uses only numbers, operators and
/// scalar parameters of the kernel, or names in Sizes (the problem's sizes:
/// an expression over them is read by boundableGlobalExprs).
llvm::Error checkGlobalExprs(const KernelInfo &Kernel,
                             const std::vector<std::string> &Exprs,
                             const std::map<std::string, std::string> &Sizes = {});

/// Prints the parameter spaces (--list-params) as text, or as a JSON array
/// with one object per kernel.
void printParameterSpace(llvm::raw_ostream &OS,
                         const std::vector<KernelSpace> &Spaces, bool Json);

} // namespace clopt

#endif
