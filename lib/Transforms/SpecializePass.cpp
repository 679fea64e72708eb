//===- SpecializePass.cpp - Two paths for a small loop-bounding argument --===//
//
// Declares one parameter per argument that can be specialized (Specialize.h):
// `specialize.R = 2`, the argument's value in the problem spec. Enabling
// the pass gives the kernel a special path for that value and the general
// path for every other; the pipeline builds both around the other passes
// (PreparedKernel), so this pass never edits the nest itself.
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "Specialize.h"
#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/Pipeline.h"
#include <numeric>

using namespace clopt;
using namespace clopt::nest;

namespace {

class SpecializePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "specialize"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

} // namespace

PassSpace SpecializePass::space(const KernelNest &Nest, const PassContext &Ctx) const {
  if (Nest.Unsupported)
    return unsupportedSpace(Nest);
  PassSpace S;
  if (Ctx.Options.DataFromFiles) {
    S.NotApplicable = Reject{RejectKind::NotProfitable,
                             "the problem's data come from files (--input), which fit the "
                             "given argument values only: the general path could not be "
                             "verified at another value",
                             Ctx.Kernel.Pos};
    return S;
  }
  auto Found = specializationCandidates(Ctx.Source, Ctx.Kernel, Ctx.Options.ScalarValues);
  if (const Reject *Why = std::get_if<Reject>(&Found)) {
    S.NotApplicable = *Why;
    return S;
  }
  std::vector<int64_t> Values(MaxSpecializedValue + 1);
  std::iota(Values.begin(), Values.end(), 0);
  for (const SpecializedArg &A : std::get<std::vector<SpecializedArg>>(Found)) {
    ParamSpec P = ParamSpec::numbers(
        A.Name, Values, A.Value,
        "a path for this value of " + A.Name +
            " (default: its value in the problem spec), the general one for "
            "the others");
    P.SearchesDefaultOnly = true;
    S.Params.push_back(std::move(P));
  }
  ParamSpec G = ParamSpec::numbers(
      SpecializeGeneralPathParam, {0, 1}, 1,
      "1: the general path leaves out private and unroll, whose registers "
      "and code the special path pays for too; 0: the same passes on both "
      "paths");
  // The tuner times the special path only: it could not tell the two
  // apart but by noise.
  G.SearchesDefaultOnly = true;
  S.Params.push_back(std::move(G));
  return S;
}

llvm::Expected<PassOutcome> SpecializePass::run(KernelNest &, const PassContext &Ctx,
                                                RemarkSink &) const {
  // PreparedKernel::run takes the pass out before the others run; reaching
  // here means the specialized kernel could not be prepared.
  return PassOutcome::notApplied(Reject{RejectKind::UnsupportedKernel,
                                        "the specialized kernel could not be prepared",
                                        Ctx.Kernel.Pos});
}

namespace clopt {
const TransformPass &createSpecializePass() {
  static SpecializePass P;
  return P;
}
} // namespace clopt
