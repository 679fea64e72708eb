//===- WGShapePass.cpp - Fix the work-group shape -------------------------===//
//
// Fixes the local size per dimension and states it in the kernel with
// __attribute__((reqd_work_group_size(X, Y, Z))), which lets the compiler
// size registers and unroll for it. The launch geometry rounds the global
// size up to a multiple of the local size; points beyond the original
// global size are excluded by the kernel's guard (or --global), or else the
// geometry requires G_d % local_d == 0.
//
//===----------------------------------------------------------------------===//

#include "PassParams.h"
#include "PassUtils.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class WGShapePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "wgshape"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  bool reshapesLaunch() const override { return true; }
  std::optional<Reject> plan(KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
  bool launchOnly() const override { return true; }
};

} // namespace

static const int64_t MaxWorkGroupSize = 1024;

static int64_t defaultExtent(unsigned WorkDim, unsigned D) {
  if (WorkDim == 1)
    return 64;
  if (WorkDim == 2)
    return 16;
  return D == 2 ? 4 : 8;
}

PassSpace WGShapePass::space(const KernelNest &Nest, const PassContext &Ctx) const {
  // Only the launch changes, so a body the nest cannot represent does not
  // matter (the pipeline keeps it as written); atomics and barriers do: a
  // kernel that synchronises may rely on its own work-group size, and one
  // that states its work-group size must keep it.
  // A nest that stopped before it saw the work-item ids (a kernel the
  // analysis gave up on) does not know the dimensions either.
  if (Nest.Unsupported &&
      (Nest.Unsupported->Kind != RejectKind::UnsupportedKernel ||
       Nest.WorkDim == 0))
    return unsupportedSpace(Nest);
  // Unsupported keeps only the first problem met: a kernel kept as written
  // for a private array may still read its work-group ids after it.
  if (Nest.WorkGroupBound) {
    PassSpace S;
    S.NotApplicable = *Nest.WorkGroupBound;
    return S;
  }
  // The attribute goes before the kernel's text: not where that text is
  // part of a macro expansion holding other code.
  if (Nest.SharedText) {
    PassSpace S;
    S.NotApplicable = *Nest.SharedText;
    return S;
  }
  PassSpace S;
  for (unsigned D = 0; D < Nest.WorkDim; ++D) {
    ParamSpec P;
    P.Name = "d" + std::to_string(D);
    P.Domain = powersOfTwo(1, D == 2 ? 64 : 256);
    P.Default = defaultExtent(Nest.WorkDim, D);
    P.Doc = "work-items per work-group along dimension " + std::to_string(D);
    S.Params.push_back(P);
  }
  unsigned WorkDim = Nest.WorkDim;
  Constraint C;
  C.Name = "max-work-group-size";
  C.Doc = "d0*d1*d2 <= " + std::to_string(MaxWorkGroupSize) +
          " (the device limit is checked again by the tuner)";
  C.Holds = [WorkDim](const ParamValues &V) {
    int64_t Size = 1;
    for (unsigned D = 0; D < WorkDim; ++D)
      Size *= params::workGroupExtent(V, D).value_or(defaultExtent(WorkDim, D));
    return Size <= MaxWorkGroupSize;
  };
  S.Constraints.push_back(C);
  return S;
}

std::optional<Reject> WGShapePass::plan(KernelNest &Nest,
                                        const PassContext &Ctx) const {
  for (unsigned D = 0; D < Nest.WorkDim; ++D)
    Nest.Blocks[D].Local = params::workGroupExtent(Ctx.Values, D)
                               .value_or(defaultExtent(Nest.WorkDim, D));
  return std::nullopt;
}

llvm::Expected<PassOutcome> WGShapePass::run(KernelNest &Nest,
                                             const PassContext &Ctx,
                                             RemarkSink &Remarks) const {
  int64_t L[3] = {1, 1, 1};
  for (unsigned D = 0; D < Nest.WorkDim; ++D)
    L[D] = Nest.Blocks[D].Local;
  std::string Shape = std::to_string(L[0]) + ", " + std::to_string(L[1]) +
                      ", " + std::to_string(L[2]);
  Nest.Attributes.push_back("__attribute__((reqd_work_group_size(" + Shape +
                            ")))");
  Remarks.passed("wgshape", Ctx.Kernel.Pos, "work-group shape fixed to (" +
                                                Shape + ")");
  return PassOutcome::applied();
}

std::optional<int64_t> params::workGroupExtent(const ParamValues &V, unsigned D) {
  return V.get("wgshape", "d" + std::to_string(D));
}

namespace clopt {
const TransformPass &createWGShapePass() {
  static WGShapePass P;
  return P;
}
} // namespace clopt
