//===- CoarsenPass.cpp - A block of points per work-item (HPL stage 3) ----===//
//
// Each work-item computes Factor_d points along dimension d, so the launch
// needs ceil(G_d / Factor_d) work-items there. Distribution:
//   block   item t computes points t*F .. t*F+F-1
//   cyclic  within a work-group of L items, item l computes points
//           first + l + c*L (c < F): neighbouring items touch neighbouring
//           points, which keeps global accesses coalesced
//
// On its own the pass wraps the original body in loops over the block (the
// work-item id becomes the point's coordinate); `private` later turns the
// loops into straight-line register tiles, and `local` moves them inside the
// tile loop. Points beyond the original global size are excluded by the
// kernel's guard (or --global); without either, the geometry requires
// G_d % (Factor_d * local_d) == 0.
//
//===----------------------------------------------------------------------===//

#include "PassParams.h"
#include "PassUtils.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class CoarsenPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "coarsen"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  bool reshapesLaunch() const override { return true; }
  std::optional<Reject> plan(KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

} // namespace

static const Stmt *findReturn(const StmtList &L) {
  const Stmt *Found = nullptr;
  visitStmts(L, [&](const Stmt &S) {
    if (!Found && S.Kind == StmtKind::Return)
      Found = &S;
  });
  return Found;
}

PassSpace CoarsenPass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  if (CNest.Unsupported)
    return unsupportedSpace(CNest);
  PassSpace S;
  auto &Nest = const_cast<KernelNest &>(CNest);
  if (Stmt *PL = Nest.pointLoop())
    if (const Stmt *R = findReturn(PL->Body)) {
      S.NotApplicable = makeReject(
          RejectKind::UnsupportedKernel,
          "kernel returns here: a work-item computing several points cannot "
          "return early (only a leading `if (i >= N) return;` guard can)",
          R->Pos);
      return S;
    }
  for (unsigned D = 0; D < Nest.WorkDim; ++D) {
    ParamSpec P;
    P.Name = "d" + std::to_string(D);
    P.Domain = powersOfTwo(1, 16);
    P.Default = 1;
    P.Doc = "points per work-item along dimension " + std::to_string(D);
    S.Params.push_back(P);
  }
  ParamSpec Dist;
  Dist.Name = "dist";
  Dist.Domain = {{0, "block"}, {1, "cyclic"}};
  Dist.Default = 0;
  Dist.Doc = "block: consecutive points per item; cyclic: items of a group "
             "interleave (coalesced)";
  S.Params.push_back(Dist);
  ParamSpec Chunk;
  Chunk.Name = "chunk";
  Chunk.Domain = powersOfTwo(1, 8);
  Chunk.Default = 1;
  Chunk.Doc = "cyclic: consecutive points per run (runs of the items of a "
              "group interleave; vloadN-able from __local tiles)";
  S.Params.push_back(Chunk);
  Constraint C;
  C.Name = "chunk-needs-cyclic";
  C.Doc = "coarsen.chunk > 1 needs coarsen.dist=cyclic";
  C.Holds = [](const ParamValues &V) {
    return V.getOr("coarsen", "chunk", 1) == 1 || V.getOr("coarsen", "dist", 0) == 1;
  };
  S.Constraints.push_back(C);
  return S;
}

std::optional<Reject> CoarsenPass::plan(KernelNest &Nest,
                                        const PassContext &Ctx) const {
  bool Any = false;
  for (unsigned D = 0; D < Nest.WorkDim; ++D) {
    int64_t F = params::coarsenFactor(Ctx.Values, D);
    Any |= F > 1;
  }
  if (!Any)
    return makeReject(RejectKind::NotProfitable,
                      "every coarsening factor is 1", Ctx.Kernel.Pos);
  Distribution Dist = Ctx.Values.getOr("coarsen", "dist", 0)
                          ? Distribution::Cyclic
                          : Distribution::Block;
  int64_t Chunk = Ctx.Values.getOr("coarsen", "chunk", 1);
  for (unsigned D = 0; D < Nest.WorkDim; ++D) {
    DimBlock &B = Nest.Blocks[D];
    B.Factor = params::coarsenFactor(Ctx.Values, D);
    B.Dist = Dist;
    // A chunk as long as the block is the block distribution within the
    // group; a dimension with fewer points takes them as one chunk (both
    // are powers of two).
    B.Chunk = Dist == Distribution::Cyclic ? std::min(Chunk, B.Factor) : 1;
  }
  return std::nullopt;
}

llvm::Expected<PassOutcome> CoarsenPass::run(KernelNest &Nest,
                                             const PassContext &Ctx,
                                             RemarkSink &Remarks) const {
  // The block was fixed in plan(); the emitter prints the point loops.
  std::string Desc;
  for (unsigned D = 0; D < Nest.WorkDim; ++D)
    Desc += (D ? " x " : "") + std::to_string(Nest.Blocks[D].Factor);
  Remarks.passed("coarsen", Ctx.Kernel.Pos,
                 "each work-item computes " + Desc + " points");
  return PassOutcome::applied();
}

int64_t params::coarsenFactor(const ParamValues &V, unsigned D) {
  return V.getOr("coarsen", "d" + std::to_string(D), 1);
}

namespace clopt {
const TransformPass &createCoarsenPass() {
  static CoarsenPass P;
  return P;
}
} // namespace clopt
