//===- PrivatePass.cpp - Register blocking (HPL stage 4) ------------------===//
//
// With coarsening, a work-item computes a block of points. `private` makes
// that block a register tile:
//
//  1. the guard becomes per-point validity (stores guarded, loads guarded
//     by the coordinates they depend on);
//  2. the point loop is jammed into the innermost compute loop, so the loop
//     runs once per work-item and its body once per point;
//  3. the point loop is unrolled: per-point variables become scalars named
//     by their coordinates (acc_0_1), coordinate variables one per
//     coordinate (i_3);
//  4. hoist=1: a load whose index depends on only some dimensions of the
//     block (A[i][k] is the same for every column j) is read once into a
//     register per coordinate of those dimensions (a_reg_3) and reused;
//     where a tap loop of constant trip count lets the block's points
//     share rows (`in[(y + dy) * P + x]`), the loop is written out as a
//     register window instead (PrivateWindow.cpp).
//
// Together with coarsen this gives the TR x TC register tile of GEMM
// kernels (MAGMA Table 4): TR*TC accumulators, TR + TC loads per k.
//
//===----------------------------------------------------------------------===//

#include "PassParams.h"
#include "NestHelpers.h"
#include "PassUtils.h"
#include "PrivateWindow.h"
#include "clopt/Transforms/Pipeline.h"

#include "llvm/ADT/StringExtras.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class PrivatePass : public TransformPass {
public:
  llvm::StringRef name() const override { return "private"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

} // namespace

PassSpace PrivatePass::space(const KernelNest &Nest, const PassContext &Ctx) const {
  if (Nest.Unsupported)
    return unsupportedSpace(Nest);
  PassSpace S;
  S.Params.push_back(ParamSpec::numbers(
      "hoist", {0, 1}, 1,
      "keep loads reused across the work-item's points in registers (along "
      "a tap loop of constant trip count: a register window)"));
  S.Params.push_back(ParamSpec::numbers(
      "vload", {0, 1}, 1,
      "read a register fragment that is a contiguous chunk of a __local tile "
      "with one vloadN (coarsen.chunk > 1, hoist=1), and a row of a two-loop "
      "register window with aligned vector loads"));
  S.Params.push_back(ParamSpec::numbers(
      "window", {1, 2}, 2,
      "nested tap loops one register window may write out: 2 shares reads "
      "along two dimensions of the block (a 2-D convolution's rows and "
      "columns), 1 along one"));
  Constraint C;
  C.Name = "needs-coarsening";
  C.Doc = "a register tile needs a block of points: some coarsen.dN > 1";
  C.Holds = [](const ParamValues &V) {
    for (unsigned D = 0; D < 3; ++D)
      if (params::coarsenFactor(V, D) > 1)
        return true;
    return false;
  };
  S.Constraints.push_back(C);
  // The register tile is fully unrolled: past 128 points per work-item it
  // spills on every GPU we know (the fastest SGEMM shapes use 8x16) and the
  // unrolled body takes minutes to compile.
  Constraint Size;
  Size.Name = "register-tile-size";
  Size.Doc = "coarsen.d0*d1*d2 <= 128 points in registers per work-item";
  Size.Holds = [](const ParamValues &V) {
    int64_t Points = 1;
    for (unsigned D = 0; D < 3; ++D)
      Points *= params::coarsenFactor(V, D);
    return Points <= 128;
  };
  S.Constraints.push_back(Size);
  return S;
}

/// Loops the point loop can be jammed into: canonical and uniform, reached
/// through uniform loops only. Returns the deepest, first in pre-order.
static Stmt *deepestJamTarget(KernelNest &N) {
  Stmt *Best = nullptr;
  unsigned BestDepth = 0;
  std::set<VarId> Counters; // of the enclosing uniform loops
  std::function<void(StmtList &, unsigned, bool)> Walk =
      [&](StmtList &L, unsigned Depth, bool InPoint) {
        for (StmtP &S : L) {
          if (S->Kind == StmtKind::PointLoop) {
            Walk(S->Body, Depth, true);
            continue;
          }
          if (S->Kind == StmtKind::Block) {
            Walk(S->Body, Depth, InPoint);
            continue;
          }
          if (S->Kind != StmtKind::For || !S->For.Canonical)
            continue;
          const ForInfo &F = S->For;
          if (!isUniform(N, F.Lower, Counters) ||
              !isUniform(N, F.Upper, Counters) ||
              (F.Limit && !isUniform(N, F.Limit, Counters)))
            continue;
          if (containsKind(S->Body, StmtKind::Break) ||
              containsKind(S->Body, StmtKind::Continue))
            continue;
          if (InPoint && Depth + 1 > BestDepth) {
            Best = S.get();
            BestDepth = Depth + 1;
          }
          Counters.insert(F.Counter);
          Walk(S->Body, Depth + 1, InPoint);
          Counters.erase(F.Counter);
        }
      };
  Walk(N.Body, 0, false);
  return Best;
}

namespace {
struct Hoisted {
  ExprP Read;
  VarId Reg;
};
} // namespace

/// Hoists reads shared by several points of the block into registers, in
/// the top level of the point loop PL (reads under a condition stay).
static unsigned hoistSharedReads(KernelNest &N, const PassContext &Ctx,
                                 Stmt &PL) {
  unsigned Coarsened = 0;
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1)
      Coarsened |= 1u << D;
  std::set<std::string> Stored = storedArrays(PL.Body);
  std::vector<Hoisted> Regs;
  auto HoistOne = [&](const ExprP &X) -> ExprP {
    if (X->Kind != ExprKind::Global && X->Kind != ExprKind::LocalRef)
      return nullptr;
    if (Stored.count(X->Text))
      return nullptr;
    unsigned Dims = 0;
    for (const ExprP &I : X->Ops)
      Dims |= pointDims(N, I);
    if ((Dims & Coarsened) == Coarsened || (Dims & ~7u))
      return nullptr;
    std::optional<ValueType> Type = readElementType(N, Ctx, *X);
    if (!Type)
      return nullptr;
    for (const Hoisted &H : Regs)
      if (sameExpr(H.Read, X))
        return varRef(H.Reg);
    VarId Reg = N.addGeneratedVar(
        llvm::StringRef(sourceArray(N, *X)).lower() + "_reg", *Type,
        /*PerPoint=*/true);
    N.var(Reg).Partial = true;
    N.var(Reg).CoordDims = Dims & Coarsened;
    Regs.push_back({X, Reg});
    return varRef(Regs.back().Reg);
  };
  auto Hoist = [&](const ExprP &E) { return rewriteUnconditional(E, HoistOne); };
  for (StmtP &S : PL.Body) {
    if (S->Kind == StmtKind::ExprStmt)
      S->E = Hoist(S->E);
    else if (S->Kind == StmtKind::Decl && S->E)
      S->E = Hoist(S->E);
  }
  StmtList Body;
  for (const Hoisted &H : Regs)
    Body.push_back(Stmt::decl(H.Reg, H.Read));
  for (StmtP &S : PL.Body)
    Body.push_back(std::move(S));
  PL.Body = std::move(Body);
  return Regs.size();
}

/// Whether E is the local coordinate of dimension Dim (the point's
/// position in the group's tile), the subscript of a register fragment.
static bool isLocalCoordinate(const ExprP &E, unsigned Dim) {
  return E->Kind == ExprKind::WorkItem && E->Text == "clopt.local_coord" &&
         E->Dim == Dim;
}

/// A vector type of Width elements of Scalar, when OpenCL C has one.
static std::optional<ValueType> vectorType(const ValueType &Scalar,
                                           int64_t Width) {
  const ScalarType *T = Scalar.arith();
  if (!T || T->Lanes != 1 || T->Base == "bool" ||
      !ScalarType::get(T->Base, static_cast<unsigned>(Width)))
    return std::nullopt;
  return Scalar.withLanes(static_cast<unsigned>(Width));
}

/// Registers hoisted from a __local tile along a chunked-cyclic dimension
/// d (lm_B[k - k0][local coordinate of d]) hold, per chunk, H consecutive
/// elements: each chunk becomes one vloadH into a fragment before the
/// point loop, and the registers its lanes (b_reg_5 = b_frag_1.s1). Reads
/// in other positions, or of other dimensions, stay scalar. Returns the
/// number of fragments.
static unsigned vectorizeFragments(KernelNest &N, Stmt &Loop, Stmt &PL) {
  StmtList Frags;
  for (StmtP &S : PL.Body) {
    if (S->Kind != StmtKind::Decl || !S->E || S->E->Kind != ExprKind::LocalRef)
      continue;
    Var &Reg = N.var(S->Var);
    if (!Reg.Partial || !llvm::isPowerOf2_32(Reg.CoordDims))
      continue;
    unsigned D = llvm::countr_zero(Reg.CoordDims);
    const DimBlock &B = N.Blocks[D];
    if (B.Dist != Distribution::Cyclic || B.Chunk < 2 || !B.Local ||
        B.Factor % B.Chunk)
      continue;
    const ExprP &Read = S->E;
    if (!isLocalCoordinate(Read->Ops.back(), D))
      continue;
    bool Uniform = true;
    for (size_t I = 0; I + 1 < Read->Ops.size(); ++I)
      Uniform &= pointDims(N, Read->Ops[I]) == 0;
    std::optional<ValueType> VecType = vectorType(Reg.Type, B.Chunk);
    if (!Uniform || !VecType || !N.DimVars[D].Lid)
      continue;
    // Chunk r of this item starts at lid * H + r * L * H in the tile.
    // The name is copied: adding variables may move Reg.
    std::string FragName = llvm::StringRef(Reg.Name).rsplit("_reg").first.str() + "_frag";
    std::vector<ExprP> Runs;
    for (int64_t R = 0; R < B.Factor / B.Chunk; ++R) {
      VarId Frag = N.addGeneratedVar(FragName, *VecType);
      std::vector<ExprP> Idx(Read->Ops.begin(), Read->Ops.end() - 1);
      Idx.push_back(add(mul(varRef(*N.DimVars[D].Lid), intLit(B.Chunk)),
                        intLit(R * B.Local * B.Chunk)));
      ExprP Addr = unary(UnaryOp::AddrOf, localRef(Read->Text, Idx));
      Frags.push_back(Stmt::decl(
          Frag, call("vload" + std::to_string(B.Chunk), {intLit(0), Addr})));
      Runs.push_back(varRef(Frag));
    }
    if (const LocalArray *A = N.localArray(Read->Text))
      alignForVectors(N, A->Var, static_cast<unsigned>(B.Chunk), Reg.Type);
    auto Lane = std::make_shared<Expr>(*workItem("clopt.fragment_lane", D));
    Lane->Ops = std::move(Runs);
    S->E = Lane;
  }
  if (Frags.empty())
    return 0;
  unsigned Count = Frags.size();
  StmtList Body;
  for (StmtP &S : Loop.Body) {
    if (S.get() == &PL)
      for (StmtP &F : Frags)
        Body.push_back(std::move(F));
    Body.push_back(std::move(S));
  }
  Loop.Body = std::move(Body);
  return Count;
}

/// The pass's remark for a window: `register window along dimension 1:
/// loop 'dy' written out for 10 rows, 1 read(s) per row shared by the
/// points`, or for two loops `... along dimensions 1 and 0: loops 'dy' and
/// 'dx' written out for 8 x 8 copies, 1 read(s) per copy ...`.
static std::string describeWindow(const WindowResult &W) {
  std::string Shared = std::to_string(W.SharedReads) + " read(s) per ";
  if (W.Dims.size() == 1)
    return "register window along dimension " + std::to_string(W.Dims[0]) +
           ": loop '" + W.TapCounters[0] + "' written out for " +
           std::to_string(W.Copies[0]) + " rows, " + Shared +
           "row shared by the points";
  return "register window along dimensions " + std::to_string(W.Dims[0]) +
         " and " + std::to_string(W.Dims[1]) + ": loops '" +
         W.TapCounters[0] + "' and '" + W.TapCounters[1] +
         "' written out for " + std::to_string(W.Copies[0]) + " x " +
         std::to_string(W.Copies[1]) + " copies, " + Shared +
         "copy shared by the points";
}

/// The point loop directly inside Loop's body, or null.
static Stmt *pointLoopIn(Stmt &Loop) {
  for (StmtP &S : Loop.Body)
    if (S->Kind == StmtKind::PointLoop)
      return S.get();
  return nullptr;
}

llvm::Expected<PassOutcome> PrivatePass::run(KernelNest &Nest,
                                             const PassContext &Ctx,
                                             RemarkSink &Remarks) const {
  bool Coarsened = false;
  for (unsigned D = 0; D < Nest.WorkDim; ++D)
    Coarsened |= Nest.Blocks[D].Factor > 1;
  if (!Coarsened)
    return PassOutcome::notApplied(makeReject(
        RejectKind::NotProfitable,
        "a work-item computes a single point: coarsen first (coarsen.d0, "
        "coarsen.d1) to get a register tile",
        Ctx.Kernel.Pos));
  if (std::optional<Reject> Why = predicateGuard(Nest))
    return PassOutcome::notApplied(*Why);
  Stmt *Target = deepestJamTarget(Nest);
  if (Target) {
    if (std::optional<Reject> Why = jamInto(Nest, Target)) {
      Remarks.analysis("private", Why->Pos,
                       "register tile stays outside the loop: " + Why->Message);
      Target = nullptr;
    }
  }
  Nest.lowerTo(PointForm::Unrolled);
  std::string Shape;
  for (int D = Nest.WorkDim - 1; D >= 0; --D)
    Shape += std::to_string(Nest.Blocks[D].Factor) + (D ? " x " : "");
  Remarks.passed("private", Target ? Target->Pos : Ctx.Kernel.Pos,
                 "register tile of " + Shape + " points per work-item" +
                     (Target ? " inside loop '" +
                                   Nest.var(Target->For.Counter).Name + "'"
                             : std::string()));
  if (!Ctx.Values.getOr("private", "hoist", 1))
    return PassOutcome::applied();
  if (!Target) {
    Remarks.analysis("private", Ctx.Kernel.Pos,
                     "no register window and no reused loads: the block's "
                     "points share no loop (no canonical loop with the same "
                     "bounds for every point holds their loop body)");
    return PassOutcome::applied();
  }
  // A window shares reads along a tap loop that the tile cannot share.
  WindowOptions Opts;
  Opts.MaxLoops = static_cast<unsigned>(Ctx.Values.getOr("private", "window", 2));
  Opts.VectorRows = Ctx.Values.getOr("private", "vload", 1) != 0;
  llvm::Expected<WindowResult> Window =
      applyRegisterWindow(Nest, Ctx, *Target, Opts);
  if (Window) {
    // Target may have been a loop written out: the remark points at it.
    Remarks.passed("private", Window->Pos, describeWindow(*Window));
    if (Window->VectorRows)
      Remarks.passed("private", Window->Pos,
                     "read " + std::to_string(Window->VectorRows) +
                         " row(s) of the window with vector loads (aligned "
                         "where the address allows)");
    return PassOutcome::applied();
  }
  Remarks.analysis("private", Target->Pos,
                   "no register window: " + llvm::toString(Window.takeError()));
  if (Stmt *PL = pointLoopIn(*Target)) {
    unsigned N = hoistSharedReads(Nest, Ctx, *PL);
    if (N)
      Remarks.passed("private", Target->Pos,
                     "kept " + std::to_string(N) +
                         " reused load(s) per iteration in registers");
    if (N && Ctx.Values.getOr("private", "vload", 1))
      if (unsigned F = vectorizeFragments(Nest, *Target, *PL))
        Remarks.passed("private", Target->Pos,
                       "read " + std::to_string(F) +
                           " register fragment(s) per iteration with vloadN");
  }
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createPrivatePass() {
  static PrivatePass P;
  return P;
}
} // namespace clopt
