//===- Specialize.h - Value specialization with a general path ---*- C++ -*-===//
//
// A small integer argument that bounds a loop (a filter's radius) leaves the
// loop's trip count unknown to the passes and to the device compiler: the
// taps cannot be unrolled, and each stays a load and a branch. The
// specialize pass gives such a kernel two paths in one body,
//
//   if (R == 2) { <the passes' output for the kernel with R written as 2> }
//   else        { <the passes' output for the kernel as written> }
//
// so that no value is baked in: every other value takes the general path,
// which the tuner verifies as well (docs/transforms/specialize.md). The
// value is the argument's value in the problem spec (the tuning size).
//
// The pipeline (PreparedKernel) does the work around the passes: it runs
// them on the kernel with the value written in (specializeKernelText) and
// on the kernel as written, then joins the two outputs
// (joinSpecializedPaths). The pass itself only declares the parameters.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_SPECIALIZE_H
#define CLOPT_LIB_TRANSFORMS_SPECIALIZE_H

#include "clopt/Analysis/Frontend.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Transforms/Pipeline.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace clopt {

/// Arguments whose value is at least this are sizes, not shapes, and are
/// never specialized: a branch per size would bake in the tuning size in
/// all but name, and re-verification moves them anyway (KernelVerify.cpp
/// keeps values below 16 fixed, as shapes).
inline constexpr int64_t MaxSpecializedValue = 15;

/// Passes a lean general path (SpecializeGeneralPathParam = 1) leaves out:
/// they shape the code inside a work-item only (never the launch), and
/// their registers and code are paid by the special path too. On the H100
/// the 5x5 convolution's two-loop window ran in 0.195 ms with a general
/// path of coarsen and wgshape, 0.236 ms with one that also had private
/// and unroll (bench/results/2026-11-26-h100-xwindow2).
inline constexpr llvm::StringLiteral LeanGeneralPathLeavesOut[] = {"private",
                                                                   "unroll"};

/// A scalar argument and the value its special path assumes.
struct SpecializedArg {
  std::string Name;
  int64_t Value = 0;
  clang::QualType Type;
  /// Value written in the argument's type: "2", "2u", "2L".
  std::string literal() const;
};

/// The arguments of Kernel that can be specialized, with their values in
/// Known: integer scalars with a value between 0 and MaxSpecializedValue,
/// read in a loop's
/// condition, never assigned, incremented or taken the address of, and
/// never named inside a macro expansion (where no text can be replaced).
/// A Reject saying why when there is none.
std::variant<std::vector<SpecializedArg>, Reject>
specializationCandidates(ParsedSource &Source, const KernelInfo &Kernel,
                         const std::map<std::string, int64_t> &Known);

/// The whole file with Kernel's body reading each of Args as its literal,
/// and every integer expression around one folded to a literal (so that
/// `dx < 2 * R + 1` becomes `dx < 5`, which the passes see as a constant
/// trip count). Errors only when the text with the literals does not parse.
llvm::Expected<std::string>
specializeKernelText(ParsedSource &Source, const KernelInfo &Kernel,
                     llvm::ArrayRef<SpecializedArg> Args,
                     const FrontendOptions &Opts);

/// One kernel with both paths: the special one under `if (R == 2 ...)`,
/// the general one under `else`, their `__local` arrays declared once at
/// the kernel's scope. Special and General are the pipeline's results for
/// the specialized and the written kernel (same parameter values); a
/// Reject when they cannot share a kernel (different launch geometry or
/// `__local` arrays of one name and two types). Errors are internal (an
/// output that does not parse).
llvm::Expected<std::variant<RewriteResult, Reject>>
joinSpecializedPaths(const RewriteResult &Special, const RewriteResult &General,
                     llvm::ArrayRef<SpecializedArg> Args, llvm::StringRef Path,
                     const FrontendOptions &Opts, SourcePos Pos);

} // namespace clopt

#endif // CLOPT_LIB_TRANSFORMS_SPECIALIZE_H
