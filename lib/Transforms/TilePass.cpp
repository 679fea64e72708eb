//===- TilePass.cpp - Strip-mine compute loops (HPL stage 1) --------------===//
//
//   for (int k = 0; k < N; ++k)          for (int k0 = 0; k0 < N; k0 += 32) {
//     body                        ==>      for (int k = k0; k < k0 + 32 && k < N; ++k) {
//                                            body
//
// Strip-mining keeps the iteration order, so it is legal for every canonical
// loop (the analysis proves the counter is only changed by the increment).
// The remainder is guarded by the second bound; the tile loop is what the
// local pass loads a tile in.
//
// Parameters: one per canonical loop, named after its counter: the tile size
// in iterations (1 = leave the loop alone).
//
//===----------------------------------------------------------------------===//

#include "PassParams.h"
#include "PassUtils.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class TilePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "tile"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

} // namespace

/// Constant trip count of a canonical loop, if its bounds are literals.
static std::optional<int64_t> tripCount(const ForInfo &F) {
  auto L = asConstant(F.Lower), U = asConstant(F.Upper);
  if (!L || !U)
    return std::nullopt;
  return *U > *L ? (*U - *L + F.Step - 1) / F.Step : 0;
}

/// Why loop L is kept when tiled by Stride: strideFitsCondition found no
/// condition for it, though it found one for the smallest tile (else the
/// space would not offer the loop): the bound is a constant too close to
/// the largest value of the counter's type (`char k; k < 120` by 16).
static std::string keptReason(const KernelNest &Nest, const Stmt &L, int64_t Stride) {
  std::string Counter = Nest.var(L.For.Counter).Name;
  return "loop '" + Counter + "' kept: its last tile (" + Counter + "0 + " +
         std::to_string(Stride) + ") would step past the largest value of the "
         "counter's type";
}

PassSpace TilePass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  auto &Nest = const_cast<KernelNest &>(CNest);
  if (Nest.Unsupported)
    return unsupportedSpace(Nest);
  PassSpace S;
  std::vector<Stmt *> Loops = originalLoops(Nest);
  if (Loops.empty()) {
    S.NotApplicable = noLoopReject(Ctx.Kernel, "kernel has no loop to tile");
    return S;
  }
  // A loop no tile size can tile (`j < i`: no precondition over the
  // arguments bounds its last tile) is not offered: every value would
  // give the same code.
  std::optional<Reject> FirstUntileable;
  for (Stmt *L : Loops) {
    if (std::optional<std::string> Why = untileableReason(Nest, Ctx.Kernel, *L)) {
      if (!FirstUntileable)
        FirstUntileable = makeReject(RejectKind::UnsupportedKernel,
                                     "no loop can be tiled: " + *Why, L->Pos);
      continue;
    }
    ParamSpec P;
    P.Name = loopParamName(Nest, L);
    // Sizes whose last tile would overflow the counter's type keep the
    // loop as it is: not offered.
    for (const ParamChoice &T : powersOfTwo(1, 128))
      if (T.Value == 1 ||
          strideFitsCondition(Nest, Ctx.Kernel, L->For, T.Value * L->For.Step))
        P.Domain.push_back(T);
    bool Innermost = !containsKind(L->Body, StmtKind::For);
    std::optional<int64_t> Trip = tripCount(L->For);
    P.Default = Innermost && !Trip ? 16 : 1;
    P.Doc = "tile size of loop '" + Nest.var(L->For.Counter).Name + "' (line " +
            std::to_string(L->Pos.Line) + "), in iterations; 1 leaves it";
    S.Params.push_back(P);
  }
  if (S.Params.empty())
    S.NotApplicable = FirstUntileable;
  return S;
}

llvm::Expected<PassOutcome> TilePass::run(KernelNest &Nest,
                                          const PassContext &Ctx,
                                          RemarkSink &Remarks) const {
  bool Any = false;
  // Why the first loop given a tile size was kept, for the summary when
  // none was tiled.
  std::optional<Reject> FirstKept;
  for (Stmt *L : originalLoops(Nest)) {
    std::string Param = loopParamName(Nest, L);
    int64_t T = params::tileSize(Ctx.Values, Param);
    if (T <= 1)
      continue;
    ForInfo &F = L->For;
    std::string Counter = Nest.var(F.Counter).Name;
    if (std::optional<int64_t> Trip = tripCount(F); Trip && *Trip <= T) {
      Remarks.analysis("tile", L->Pos,
                       "loop '" + Counter + "' runs " + std::to_string(*Trip) +
                           " iterations; a tile of " + std::to_string(T) +
                           " would not split it");
      continue;
    }
    std::optional<std::string> Fits =
        strideFitsCondition(Nest, Ctx.Kernel, F, T * F.Step);
    if (!Fits) {
      std::string Why = keptReason(Nest, *L, T * F.Step);
      Remarks.analysis("tile", L->Pos, Why);
      if (!FirstKept)
        FirstKept = makeReject(RejectKind::UnsupportedKernel,
                               "no loop tiled: " + Why, L->Pos);
      continue;
    }
    addStrideCondition(Nest, *Fits);
    // The tile loop takes the original bounds; the loop inside runs one
    // tile, bounded by the original upper bound as well.
    Var TV;
    TV.Name = Nest.freshName(Counter + "0");
    TV.Type = Nest.var(F.Counter).Type;
    TV.Role = VarRole::Generated;
    TV.PerPoint = Nest.var(F.Counter).PerPoint;
    VarId TileVar = Nest.addVar(TV);

    auto Inner = std::make_unique<Stmt>();
    Inner->Kind = StmtKind::For;
    Inner->Pos = L->Pos;
    Inner->Body = std::move(L->Body);
    ForInfo &I = Inner->For;
    I.Canonical = true;
    I.Counter = F.Counter;
    I.DeclaresCounter = F.DeclaresCounter;
    I.Lower = varRef(TileVar);
    I.Upper = add(varRef(TileVar), intLit(T * F.Step));
    I.Limit = F.Upper;
    I.Step = F.Step;
    I.LoopNumber = F.LoopNumber;
    I.Role = LoopRole::TileInner;
    I.TileCounter = TileVar;
    I.TileSize = T;

    if (!F.DeclaresCounter)
      F.OuterCounter = F.Counter;
    F.Counter = TileVar;
    F.DeclaresCounter = true;
    F.Step = T * F.Step;
    F.Cond = nullptr;
    F.Inc = nullptr;
    F.LoopNumber = -1;
    F.Role = LoopRole::Tile;
    F.TileSize = T;
    L->Body.clear();
    L->Body.push_back(std::move(Inner));
    Remarks.passed("tile", L->Pos,
                   "tiled loop '" + Counter + "' by " + std::to_string(T));
    Any = true;
  }
  if (!Any)
    return PassOutcome::notApplied(
        FirstKept ? *FirstKept
                  : makeReject(RejectKind::NotProfitable,
                               "no loop tiled: every tile size is 1 or covers the whole loop",
                               Ctx.Kernel.Pos));
  return PassOutcome::applied();
}

int64_t params::tileSize(const ParamValues &V, llvm::StringRef Counter) {
  return V.getOr("tile", Counter, 1);
}

namespace clopt {
const TransformPass &createTilePass() {
  static TilePass P;
  return P;
}
} // namespace clopt
