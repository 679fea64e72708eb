//===- UnrollPass.cpp - Unroll the innermost compute loops (HPL stage 5) --===//
//
// factor=F: each innermost loop runs F copies of its body per iteration,
// then a remainder loop finishes the iterations that are left:
//
//   {
//     int k = k0;
//     for (; k + 3 < k0 + 32 && k + 3 < N; k += 4) {
//       body[k]  body[k + 1]  body[k + 2]  body[k + 3]
//     }
//     for (; k < k0 + 32 && k < N; ++k) {
//       body[k]
//     }
//   }
//
// full=1: innermost loops with constant bounds and at most 16 iterations
// become straight-line code (k replaced by each value).
//
// Variables declared in the body are declared once before the unrolled
// loop and assigned in each copy, so the copies can share one scope.
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "clopt/Transforms/Pipeline.h"

using namespace clopt;
using namespace clopt::nest;

namespace {

class UnrollPass : public TransformPass {
public:
  llvm::StringRef name() const override { return "unroll"; }
  PassSpace space(const KernelNest &Nest, const PassContext &Ctx) const override;
  llvm::Expected<PassOutcome> run(KernelNest &Nest, const PassContext &Ctx,
                                  RemarkSink &Remarks) const override;
};

} // namespace

static const int64_t MaxFullUnroll = 16;

/// Canonical loops of the original kernel (or their tile-inner part), and
/// loops stepping by a loop-invariant value, that contain no other loop.
static std::vector<Stmt *> innermostLoops(KernelNest &N) {
  std::vector<Stmt *> Out;
  for (Stmt *L : N.loops())
    if ((L->For.Canonical || L->For.UnrollAsWritten) && L->For.LoopNumber >= 0 &&
        !L->For.Unrolled &&
        !containsKind(L->Body, StmtKind::For))
      Out.push_back(L);
  return Out;
}

PassSpace UnrollPass::space(const KernelNest &CNest, const PassContext &Ctx) const {
  auto &Nest = const_cast<KernelNest &>(CNest);
  if (Nest.Unsupported)
    return unsupportedSpace(Nest);
  PassSpace S;
  if (innermostLoops(Nest).empty()) {
    S.NotApplicable =
        noLoopReject(Ctx.Kernel, "kernel has no canonical innermost loop");
    return S;
  }
  ParamSpec F;
  F.Name = "factor";
  F.Domain = powersOfTwo(1, 16);
  F.Default = 4;
  F.Doc = "copies of the innermost loop body per iteration (remainder loop "
          "for the rest)";
  ParamSpec Full = ParamSpec::numbers(
      "full", {0, 1}, 0,
      "fully unroll innermost loops with constant bounds and at most " +
          std::to_string(MaxFullUnroll) + " iterations");
  S.Params = {F, Full};
  return S;
}

/// Turns the declarations at the top level of Body (and of point loops
/// there, which print inline) into assignments, and returns declarations
/// without initializers to put before the loop.
static StmtList hoistDecls(KernelNest &N, StmtList &Body) {
  StmtList Hoisted;
  for (StmtP &S : Body) {
    if (S->Kind == StmtKind::PointLoop) {
      StmtList Inner = hoistDecls(N, S->Body);
      if (Inner.empty())
        continue;
      bool Unrolled = N.Form == PointForm::Unrolled;
      if (!Unrolled) {
        Unrolled = true;
        for (const DimBlock &B : N.Blocks)
          Unrolled &= B.Factor == 1;
      }
      if (!Unrolled) {
        for (StmtP &D : Inner)
          Hoisted.push_back(std::move(D));
        continue;
      }
      // One declaration per point (or per coordinate for registers).
      auto PL = std::make_unique<Stmt>();
      PL->Kind = StmtKind::PointLoop;
      PL->Body = std::move(Inner);
      Hoisted.push_back(std::move(PL));
      continue;
    }
    if (S->Kind != StmtKind::Decl)
      continue;
    Var &V = N.var(S->Var);
    if (V.IsCoordinate && N.isAtLeast(PointForm::Jammed))
      continue; // declared per coordinate at the top, not here
    V.Type = V.Type.withoutConst();
    Hoisted.push_back(Stmt::decl(S->Var, nullptr));
    if (S->E) {
      // The assignment keeps the declaration's position (for remarks).
      SourcePos Pos = S->Pos;
      S = Stmt::exprStmt(binary(BinaryOp::Assign, varRef(S->Var), S->E));
      S->Pos = Pos;
    } else {
      S = nullptr;
    }
  }
  StmtList Kept;
  for (StmtP &S : Body)
    if (S)
      Kept.push_back(std::move(S));
  Body = std::move(Kept);
  return Hoisted;
}

static StmtList copyWithCounter(const StmtList &Body, VarId Counter,
                                ExprP Value) {
  StmtList Copy = cloneList(Body);
  std::map<VarId, ExprP> Map{{Counter, Value}};
  rewriteExprs(Copy, [&](const ExprP &E) { return substitute(E, Map); });
  return Copy;
}

static bool hasBreakOrContinue(const StmtList &L) {
  return containsKind(L, StmtKind::Break) || containsKind(L, StmtKind::Continue);
}

static StmtList fullUnroll(KernelNest &N, Stmt &L, int64_t Lo, int64_t Trip) {
  StmtList Body = std::move(L.Body);
  StmtList Out = hoistDecls(N, Body);
  // The counter's value keeps the counter's type: `i - 1 < 2` with a uint
  // i compares unsigned values, with a literal 0 signed ones.
  const ValueType &CounterType = N.var(L.For.Counter).Type;
  const ScalarType *A = CounterType.arith();
  bool IntCounter = A && A->Base == "int";
  for (int64_t U = 0; U < Trip; ++U) {
    ExprP Value = intLit(Lo + U * L.For.Step);
    if (!IntCounter && !CounterType.spelling().empty())
      Value = cast(CounterType.spelling(), Value);
    for (StmtP &S : copyWithCounter(Body, L.For.Counter, Value))
      Out.push_back(std::move(S));
  }
  return Out;
}

static StmtList partialUnroll(KernelNest &N, Stmt &L, int64_t Factor) {
  VarId K = L.For.Counter;
  StmtList Body = std::move(L.Body);
  StmtList Hoisted = hoistDecls(N, Body);
  StmtList Main;
  for (int64_t U = 0; U < Factor; ++U)
    for (StmtP &S :
         copyWithCounter(Body, K, add(varRef(K), intLit(U * L.For.Step))))
      Main.push_back(std::move(S));
  return splitLoop(L, Factor, std::move(Hoisted), std::move(Main),
                   std::move(Body));
}

/// The step X of an increment `k += X`, `k = k + X`, `k = X + k`, or 1 for
/// `++k` and `k++`.
static ExprP stepOf(const ExprP &Inc, VarId K) {
  auto IsK = [&](const ExprP &E) {
    return E && E->Kind == ExprKind::VarRef && E->Var == K;
  };
  if (Inc && (isUnary(*Inc, UnaryOp::PreInc) || isUnary(*Inc, UnaryOp::PostInc)) &&
      IsK(Inc->Ops[0]))
    return intLit(1);
  if (!Inc || Inc->Kind != ExprKind::Binary || !IsK(Inc->Ops[0]))
    return nullptr;
  if (Inc->BinOp == BinaryOp::AddAssign)
    return Inc->Ops[1];
  const ExprP &Sum = Inc->Ops[1];
  if (Inc->BinOp != BinaryOp::Assign || !isBinary(*Sum, BinaryOp::Add))
    return nullptr;
  return IsK(Sum->Ops[0]) ? Sum->Ops[1] : IsK(Sum->Ops[1]) ? Sum->Ops[0] : nullptr;
}

/// A loop `for (k = S; k < U; k += X)` with X loop-invariant (ParamStep),
/// or with a constant X and bounds that are not affine but invariant
/// (InvariantBounds; the test `X > 0` is then left out):
///
///   {
///     int k = S;
///     for (; X > 0 && k + 3L * X < U; k += X) {
///       body   k += X;   body   k += X;   body   k += X;   body
///     }
///     for (; k < U; k += X) {
///       body
///     }
///   }
///
/// The main loop runs only when the next F iterations all would: with X >=
/// 1 the F-th one, k + (F-1)*X, is below U, computed exactly in 64 bits
/// (the analysis proved k, X and the comparison 32-bit signed), and the
/// values between are then in range too. The copies advance k by the
/// original increment, so no value is computed that the original does not
/// compute. With X <= 0 only the original loop runs (it then runs not at
/// all, or for ever, as written).
static StmtList paramStepUnroll(KernelNest &N, Stmt &L, ExprP Step,
                                int64_t Factor) {
  const ForInfo &F = L.For;
  VarId K = F.Counter;
  StmtList Body = std::move(L.Body);
  StmtList Hoisted = hoistDecls(N, Body);
  StmtList Out;
  if (F.Init)
    Out.push_back(F.Init->clone());
  for (StmtP &S : Hoisted)
    Out.push_back(std::move(S));
  std::optional<int64_t> Constant = asConstant(Step);
  ExprP Ahead = binary(BinaryOp::Add, varRef(K),
                       Constant ? longLit((Factor - 1) * *Constant)
                                : binary(BinaryOp::Mul, longLit(Factor - 1), Step));
  std::map<VarId, ExprP> Map{{K, Ahead}};
  ExprP Guard = substitute(F.Cond, Map);
  if (!Constant)
    Guard = binary(BinaryOp::LogicalAnd, binary(BinaryOp::Gt, Step, intLit(0)), Guard);
  StmtList Main;
  for (int64_t U = 0; U < Factor; ++U) {
    if (U > 0)
      Main.push_back(Stmt::exprStmt(F.Inc));
    for (StmtP &S : cloneList(Body))
      Main.push_back(std::move(S));
  }
  auto Loop = [&](ExprP Cond, StmtList LoopBody) {
    auto S = std::make_unique<Stmt>();
    S->Kind = StmtKind::For;
    S->Pos = L.Pos;
    S->For.Cond = Cond;
    S->For.Inc = F.Inc;
    S->For.Unrolled = true;
    S->For.LoopNumber = -1;
    S->Body = std::move(LoopBody);
    return S;
  };
  Out.push_back(Loop(Guard, std::move(Main)));
  Out.push_back(Loop(F.Cond, std::move(Body)));
  if (!F.DeclaresCounter)
    return Out;
  StmtList Wrapped;
  Wrapped.push_back(Stmt::block(std::move(Out)));
  return Wrapped;
}

llvm::Expected<PassOutcome> UnrollPass::run(KernelNest &Nest,
                                            const PassContext &Ctx,
                                            RemarkSink &Remarks) const {
  int64_t Factor = Ctx.Values.getOr("unroll", "factor", 1);
  bool Full = Ctx.Values.getOr("unroll", "full", 0) != 0;
  bool Any = false;
  for (Stmt *L : innermostLoops(Nest)) {
    std::string Counter = Nest.var(L->For.Counter).Name;
    if (hasBreakOrContinue(L->Body)) {
      Remarks.missed("unroll", makeReject(RejectKind::UnsupportedKernel,
                                          "loop '" + Counter +
                                              "' contains break or continue",
                                          L->Pos));
      continue;
    }
    if (L->For.UnrollAsWritten) {
      ExprP Step = stepOf(L->For.Inc, L->For.Counter);
      // Its look-ahead (`k + 3L * stride`) has no bound to state a
      // condition on.
      std::string Why = containsKind(L->Body, StmtKind::Return)
                            ? "contains return"
                        : !Step ? "has an increment unroll does not read"
                        : !counterBelow64Bits(Nest, L->For)
                            ? "has a counter of 64 bits (or a size_t) and a step or bound that "
                              "no precondition can keep its look-ahead from overflowing"
                            : "";
      if (!Why.empty()) {
        Remarks.missed("unroll", makeReject(RejectKind::UnsupportedKernel,
                                            "loop '" + Counter + "' " + Why,
                                            L->Pos));
        continue;
      }
      if (Factor <= 1)
        continue;
      StmtList Replacement = paramStepUnroll(Nest, *L, Step, Factor);
      Remarks.passed("unroll", L->Pos,
                     "unrolled loop '" + Counter + "' by " +
                         std::to_string(Factor) +
                         (asConstant(Step)
                              ? " (its bounds are not affine but do not "
                                "change while it runs)"
                              : " (its step is not a constant: the unrolled "
                                "part runs while it is positive)"));
      replaceStmt(Nest.Body, L, Replacement);
      Any = true;
      continue;
    }
    auto Lo = asConstant(L->For.Lower), Hi = asConstant(L->For.Upper);
    StmtList Replacement;
    if (Full && Lo && Hi && !L->For.Limit && L->For.DeclaresCounter) {
      int64_t Trip = *Hi > *Lo ? (*Hi - *Lo + L->For.Step - 1) / L->For.Step : 0;
      if (Trip > MaxFullUnroll) {
        Remarks.analysis("unroll", L->Pos,
                         "loop '" + Counter + "' runs " + std::to_string(Trip) +
                             " iterations, more than " +
                             std::to_string(MaxFullUnroll) +
                             " to unroll fully");
      } else {
        Replacement = fullUnroll(Nest, *L, *Lo, Trip);
        Remarks.passed("unroll", L->Pos, "fully unrolled loop '" + Counter +
                                             "' (" + std::to_string(Trip) +
                                             " iterations)");
      }
    }
    if (Replacement.empty() && Factor > 1) {
      std::optional<std::string> Fits =
          lookAheadFitsCondition(Nest, Ctx.Kernel, L->For, Factor);
      if (!Fits) {
        Remarks.missed("unroll", makeReject(RejectKind::UnsupportedKernel,
                                            lookAheadOverflowReason(Counter), L->Pos));
        continue;
      }
      addStrideCondition(Nest, *Fits);
      Replacement = partialUnroll(Nest, *L, Factor);
      Remarks.passed("unroll", L->Pos, "unrolled loop '" + Counter + "' by " +
                                           std::to_string(Factor));
    }
    if (Replacement.empty())
      continue;
    replaceStmt(Nest.Body, L, Replacement);
    Any = true;
  }
  if (!Any)
    return PassOutcome::notApplied(makeReject(
        RejectKind::NotProfitable, "no loop unrolled (factor 1, and no "
                                   "small constant loop for full=1)",
        Ctx.Kernel.Pos));
  return PassOutcome::applied();
}

namespace clopt {
const TransformPass &createUnrollPass() {
  static UnrollPass P;
  return P;
}
} // namespace clopt
