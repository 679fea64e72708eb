//===- VectorPass.cpp - vloadN/vstoreN along the contiguous dimension -----===//
//
// Two rewrites, both with width N in {2, 4, 8, 16} (MAGMA's VL):
//
// Points: when coarsen gives each work-item N consecutive points along
// dimension 0 (dist=block, d0 = N), the N points become the N lanes of
// vector values: per-point values that differ along dimension 0 become
// floatN, loads contiguous along dimension 0 become one vloadN, loads that
// are the same for the N points stay scalar (OpenCL widens them), stores
// become one vstoreN. One vectorizer does it whether or not local or
// private jammed the points (LaneVectorizer.h); before, the vector code runs
// when all N points are valid, and otherwise (the last work-item of a row)
// a scalar loop over the N points runs the original code. The loops are
// here.
//
//   for (int k = 0; k < N; ++k)              float4 sum = (float4)(0.0f);
//     sum += A[i*N + k] * B[k*N + j];  ==>   for (int k = 0; k < N; ++k)
//   C[i*N + j] = sum;                          sum += A[i*N + k] * vload4(0, B + (k*N + j));
//                                            vstore4(sum, 0, C + (i*N + j));
//
// Loops: an innermost loop whose loads are contiguous in its counter runs N
// iterations per step; each such load is read once per step with vloadN and
// its copies use the components (.s0 ... .s3); a scalar loop finishes the
// iterations that are left.
//
// Alignment: vloadN(0, p + i) reads p[i] .. p[i + N - 1] and needs p + i
// aligned to the element only (OpenCL C, vloadn), never to the vector, so
// any index is allowed. (vloadn(i, p) would read p + i*N.)
//
//===----------------------------------------------------------------------===//

#include "NestHelpers.h"
#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class VectorPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "vector"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  bool reshapesLaunch() const override { return true; }
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

} // namespace

//===----------------------------------------------------------------------===//
// Loops: N iterations per step, contiguous loads read with vloadN
//===----------------------------------------------------------------------===//

namespace {
/// A load that is contiguous in the loop counter.
struct ContiguousLoad {
  std::string Array;
  ExprP Index;      ///< in terms of the counter, as in the body
  Poly Key;         ///< toPoly(Index)
  ValueType Type;   ///< of the element
};
} // namespace

/// Loads of Body that run on every iteration (not under an if, ?:, && or
/// ||, not guarded) and whose index advances by one element per
/// iteration of counter K. Loads whose index reads a variable the body
/// assigns are left alone.
static std::vector<ContiguousLoad>
contiguousLoads(const KernelNest &N, const KernelInfo &K, const StmtList &Body,
                VarId Counter) {
  std::vector<ContiguousLoad> Out;
  std::set<VarId> Assigned = assignedVarsIn(Body);
  std::function<void(const ExprP &)> Walk = [&](const ExprP &E) {
    if (!E)
      return;
    if (E->Kind == ExprKind::Ternary ||
        (E->Kind == ExprKind::Binary && isShortCircuit(E->BinOp))) {
      Walk(E->Ops[0]);
      return;
    }
    if (E->Kind == ExprKind::Binary && isAssignment(*E)) {
      // The target of a store is not a load; a compound one is both.
      if (E->Ops[0]->Kind != ExprKind::Global)
        Walk(E->Ops[0]);
      Walk(E->Ops[1]);
      return;
    }
    if (E->Kind == ExprKind::Global && !E->Guarded) {
      Poly P = toPoly(E->Ops[0]);
      bool ReadsAssigned = false;
      visitExpr(E->Ops[0], [&](const Expr &X) {
        if (X.Kind == ExprKind::VarRef && X.Var != Counter &&
            Assigned.count(X.Var))
          ReadsAssigned = true;
        if (X.Kind == ExprKind::Global)
          ReadsAssigned = true;
      });
      const KernelParam *Param = K.findParam(E->Text);
      const ScalarType *T = Param ? Param->ElementType.arith() : nullptr;
      if (!ReadsAssigned && T && T->Lanes == 1 && T->Base != "bool" &&
          P.strideIn(varAtom(Counter)) == 1) {
        bool Seen = false;
        for (const ContiguousLoad &L : Out)
          Seen |= L.Array == E->Text && L.Key.Terms == P.Terms;
        if (!Seen)
          Out.push_back({E->Text, E->Ops[0], P, Param->ElementType});
      }
    }
    for (const ExprP &O : E->Ops)
      Walk(O);
  };
  for (const StmtP &S : Body)
    if (S->Kind == StmtKind::ExprStmt || S->Kind == StmtKind::Decl)
      Walk(S->E);
  return Out;
}

static std::vector<Stmt *> candidateLoops(KernelNest &N) {
  std::vector<Stmt *> Out;
  for (Stmt *L : N.loops())
    if (L->For.Canonical && L->For.LoopNumber >= 0 && !L->For.Unrolled &&
        L->For.Step == 1 && !containsKind(L->Body, StmtKind::For) &&
        !containsKind(L->Body, StmtKind::Break) &&
        !containsKind(L->Body, StmtKind::Continue) &&
        !containsKind(L->Body, StmtKind::Return) &&
        !containsKind(L->Body, StmtKind::PointLoop))
      Out.push_back(L);
  return Out;
}

/// The iterations of loop F when its bounds differ by a constant
/// (`dx = 0; dx < 3`), else nullopt.
static std::optional<int64_t> constantTripCount(const ForInfo &F) {
  if (!F.Lower || !F.Upper)
    return std::nullopt;
  Poly Trip = toPoly(F.Upper) + toPoly(F.Lower).negate();
  int64_t Count = 0;
  for (const auto &[Atoms, Coeff] : Trip.Terms) {
    if (!Atoms.empty() && Coeff != 0)
      return std::nullopt;
    if (Atoms.empty())
      Count = Coeff;
  }
  return Count;
}

/// Rewrites loop L (see file comment); false, with the reason in WhyNot,
/// when nothing qualifies.
static bool vectorizeLoop(KernelNest &N, const KernelInfo &K, Stmt &L,
                          int64_t Width, StmtList &Replacement, std::string &WhyNot) {
  bool Stores = false;
  for (const StmtP &S : L.Body)
    Stores |= findGlobalStore(*S) != nullptr;
  // Reading ahead past a store could see memory the store changes.
  std::string Counter = N.var(L.For.Counter).Name;
  if (Stores) {
    WhyNot = "loop '" + Counter + "' writes memory, which a read ahead could miss";
    return false;
  }
  ForInfo &F = L.For;
  // Fewer iterations than lanes: the vector step would never run, and the
  // loop would stay as it was behind dead code, reported as vectorized.
  if (std::optional<int64_t> Trip = constantTripCount(F); Trip && *Trip < Width) {
    WhyNot = "loop '" + Counter + "' runs " + std::to_string(*Trip) +
             " iterations, fewer than the " + std::to_string(Width) + " lanes";
    return false;
  }
  VarId Kc = F.Counter;
  std::vector<ContiguousLoad> Loads = contiguousLoads(N, K, L.Body, Kc);
  if (Loads.empty()) {
    WhyNot = "loop '" + Counter + "': no load is contiguous in '" + Counter + "'";
    return false;
  }
  std::optional<std::string> Fits = lookAheadFitsCondition(N, K, F, Width);
  if (!Fits) {
    WhyNot = lookAheadOverflowReason(Counter);
    return false;
  }
  addStrideCondition(N, *Fits);
  StmtList Body = std::move(L.Body);
  StmtList Hoisted = hoistDeclarations(N, Body);
  // One vector per contiguous load, read at the top of the step.
  StmtList Main;
  std::vector<VarId> Vecs;
  for (const ContiguousLoad &Ld : Loads) {
    VarId Id = N.addGeneratedVar(Ld.Array + "_v", Ld.Type.withLanes(Width),
                                 N.var(Kc).PerPoint);
    Vecs.push_back(Id);
    Main.push_back(Stmt::decl(
        Id, call("vload" + std::to_string(Width),
                 {intLit(0), vectorAddress(Ld.Array, Ld.Index)})));
  }
  for (int64_t U = 0; U < Width; ++U) {
    StmtList Copy = cloneList(Body);
    std::map<VarId, ExprP> Map{{Kc, add(varRef(Kc), intLit(U))}};
    rewriteExprs(Copy, [&](const ExprP &E) {
      ExprP R = substitute(E, Map);
      return rewriteExpr(R, [&](const ExprP &X) -> ExprP {
        if (X->Kind != ExprKind::Global || X->Guarded)
          return nullptr;
        Poly P = toPoly(X->Ops[0]) + Poly::constant(-U);
        for (size_t I = 0; I < Loads.size(); ++I)
          if (Loads[I].Array == X->Text && Loads[I].Key.Terms == P.Terms)
            return member(varRef(Vecs[I]), component(U));
        return nullptr;
      });
    });
    for (StmtP &S : Copy)
      Main.push_back(std::move(S));
  }
  Replacement = splitLoop(L, Width, std::move(Hoisted), std::move(Main),
                          std::move(Body));
  return true;
}


//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

PassSpace VectorPass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  if (CNest.Unsupported)
    return unsupportedSpace(CNest);
  auto &Nest = const_cast<KernelNest &>(CNest);
  PassSpace S;
  // Applicable when a loop has a contiguous load, or when coarsen can give
  // consecutive points along dimension 0 (decided when it ran).
  bool Loads = false;
  for (Stmt *L : candidateLoops(Nest))
    Loads |= !contiguousLoads(Nest, Ctx.Kernel, L->Body, L->For.Counter).empty();
  bool Dim0 = false;
  for (const MemoryAccess &A : Ctx.Kernel.Accesses)
    Dim0 |= A.Coalesce == Coalescing::Coalesced;
  if (!Loads && !Dim0) {
    S.NotApplicable = makeReject(
        RejectKind::UnknownAccess,
        "no access is contiguous: no load advances by one element per "
        "iteration of an innermost loop, and none by one per work-item along "
        "dimension 0",
        Ctx.Kernel.Pos);
    return S;
  }
  ParamSpec W;
  W.Name = "width";
  W.Domain = powersOfTwo(2, 16);
  W.Default = 4;
  W.Doc = "vector width: lanes of vloadN/vstoreN (with coarsen.d0 equal to "
          "it, the work-item's points become the lanes)";
  S.Params = {W};
  return S;
}

llvm::Expected<PassOutcome> VectorPass::run(KernelNest &Nest,
                                            const PassContext &Ctx,
                                            RemarkSink &Remarks) const {
  int64_t Width = Ctx.Values.getOr("vector", "width", 4);
  bool Any = false;
  std::string WidthText = std::to_string(Width);
  // Points first: the loops of the vector code can then read uniform rows
  // (A[i*N + k]) with vloadN too.
  // The point mode names variables and takes first_0 before it knows
  // whether it succeeds.
  auto Vars = Nest.Vars;
  auto DimVars = Nest.DimVars;
  std::optional<Reject> Why = vectorizePoints(Nest, Ctx, Width);
  if (Why) {
    Nest.Vars = std::move(Vars);
    Nest.DimVars = DimVars;
  }
  if (Why) {
    if (Why->Kind != RejectKind::NotProfitable)
      Remarks.missed("vector", *Why);
  } else {
    Remarks.passed("vector", Ctx.Kernel.Pos,
                   "the " + WidthText + " points of each work-item along "
                   "dimension 0 are the lanes of vector values");
    Any = true;
  }
  for (Stmt *L : candidateLoops(Nest)) {
    std::string Counter = Nest.var(L->For.Counter).Name;
    StmtList Replacement;
    std::string WhyNot;
    if (!vectorizeLoop(Nest, Ctx.Kernel, *L, Width, Replacement, WhyNot)) {
      Remarks.analysis("vector", L->Pos, WhyNot);
      continue;
    }
    Remarks.passed("vector", L->Pos,
                   "loop '" + Counter + "' reads " + WidthText +
                       " consecutive elements per step with vload" + WidthText);
    replaceStmt(Nest.Body, L, Replacement);
    Any = true;
  }
  if (!Any)
    return PassOutcome::notApplied(makeReject(
        RejectKind::UnknownAccess,
        "nothing to vectorize: no loop reads contiguous elements, and " +
            (Why && Why->Kind == RejectKind::NotProfitable
                 ? Why->Message
                 : "the points are not vector lanes (above)"),
        Ctx.Kernel.Pos));
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createVectorPass() {
  static VectorPass P;
  return P;
}
} // namespace clopt
