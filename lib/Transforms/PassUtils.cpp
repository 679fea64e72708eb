//===- PassUtils.cpp - Helpers shared by the transform passes -------------===//

#include "PassUtils.h"
#include "NestHelpers.h"
#include "llvm/ADT/StringExtras.h"

using namespace clopt;
using namespace clopt::nest;

/// The largest value of P, linear in integer scalar arguments, over every
/// value of their types (computed wide, so that nothing wraps); nullopt
/// for a product of arguments or one of another type.
static std::optional<__int128> largestValue(const ParamPoly &P, const KernelInfo &K) {
  __int128 Max = 0;
  for (const auto &[Params, Coeff] : P.terms()) {
    if (Params.empty()) {
      Max += Coeff;
      continue;
    }
    const KernelParam *KP = Params.size() == 1 ? K.findParam(Params[0]) : nullptr;
    const ScalarType *T = KP && !KP->IsPointer ? KP->ElementType.arith() : nullptr;
    if (!T || T->IsFloat || T->Lanes != 1 || T->Size > 8)
      return std::nullopt;
    unsigned Bits = 8 * T->Size;
    __int128 Hi = T->IsSigned ? (__int128(1) << (Bits - 1)) - 1 : (__int128(1) << Bits) - 1;
    __int128 Lo = T->IsSigned ? -(__int128(1) << (Bits - 1)) : 0;
    Max += Coeff > 0 ? Coeff * Hi : Coeff * Lo;
  }
  return Max;
}

/// "E <= Bound" for the loop's upper (or lower) bound E: "" when E is a
/// constant within Bound, or its arguments' types keep it within, nullopt when it is not or E depends on the
/// work-item or on memory. E's text is the analysis' (over scalar
/// arguments, also where the loop reads it from a variable: `F = 2 * R + 1`
/// before the loop gives `(2*R + 1)`).
static std::optional<std::string> boundAtMost(const KernelNest &N, const KernelInfo &K,
                                              const ForInfo &Loop, bool Upper,
                                              int64_t Bound) {
  const ExprP &E = Upper ? Loop.Upper : Loop.Lower;
  if (!E)
    return std::nullopt;
  if (std::optional<int64_t> C = asConstant(E))
    return *C <= Bound ? std::optional<std::string>(std::string()) : std::nullopt;
  if (Loop.LoopNumber < 0 || size_t(Loop.LoopNumber) >= K.Loops.size())
    return std::nullopt;
  const LoopInfo &L = K.Loops[Loop.LoopNumber];
  const std::optional<AffineExpr> &A = Upper ? L.Upper : L.Lower;
  if (!A || !A->isConstant())
    return std::nullopt;
  // A condition is checked over the scalar arguments: a bound read from
  // get_global_size(0) is constant too, but nothing could evaluate it.
  for (const std::string &P : A->getConstant().params()) {
    const KernelParam *KP = K.findParam(P);
    if (!KP || KP->IsPointer)
      return std::nullopt;
  }
  // A bound that its arguments' types keep below Bound (`n` an int beside
  // a long counter) needs no condition: one that cannot fail is clutter.
  if (std::optional<__int128> Max = largestValue(A->getConstant(), K); Max && *Max <= Bound)
    return std::string();
  std::string Text = A->str();
  if (!llvm::all_of(Text, [](char C) { return llvm::isAlnum(C) || C == '_'; }))
    Text = "(" + Text + ")";
  return Text + " <= " + std::to_string(Bound);
}

/// The largest value of the counter's type; nullopt for a type that is not
/// an integer. A ulong's is taken as a long's: conditions are evaluated in
/// 64-bit signed arithmetic, and a larger argument is refused.
static std::optional<int64_t> counterMax(const KernelNest &N, const ForInfo &Loop) {
  const ScalarType *T = N.var(Loop.Counter).Type.arith();
  if (!T || T->IsFloat || T->Lanes != 1)
    return std::nullopt;
  if (T->Size >= 8)
    return INT64_MAX;
  return (int64_t(1) << (8 * T->Size - (T->IsSigned ? 1 : 0))) - 1;
}

std::optional<std::string> nest::strideFitsCondition(const KernelNest &N,
                                                     const KernelInfo &K,
                                                     const ForInfo &Loop, int64_t Stride) {
  std::optional<int64_t> Max = counterMax(N, Loop);
  if (!Max)
    return std::nullopt;
  // The last value is at most Upper - 1; plus Stride it must fit.
  return boundAtMost(N, K, Loop, /*Upper=*/true, *Max - Stride + 1);
}

std::optional<std::string> nest::untileableReason(const KernelNest &N,
                                                  const KernelInfo &K, const Stmt &L) {
  if (strideFitsCondition(N, K, L.For, 2 * L.For.Step))
    return std::nullopt;
  const Var &Counter = N.var(L.For.Counter);
  if (!counterMax(N, L.For))
    return "the counter of loop '" + Counter.Name + "' has type '" + Counter.Type.str() +
           "', whose width clopt does not know (size_t is 32 or 64 bits by device), "
           "so no precondition can keep its last tile from overflowing it";
  return "a bound of loop '" + Counter.Name +
         "' is not an expression of scalar arguments, so no precondition can "
         "keep its last tile from overflowing the counter's type";
}

std::optional<std::string> nest::offsetStartFitsCondition(const KernelNest &N,
                                                          const KernelInfo &K,
                                                          const ForInfo &Loop,
                                                          int64_t Offset) {
  std::optional<int64_t> Max = counterMax(N, Loop);
  if (!Max)
    return std::nullopt;
  // An unsigned lower bound may itself have wrapped (`M - 7u` for M < 7,
  // a loop that never runs): a condition evaluated without the wrap would
  // not see it, so only a constant one is accepted.
  if (!N.var(Loop.Counter).Type.arith()->IsSigned && !asConstant(Loop.Lower))
    return std::nullopt;
  return boundAtMost(N, K, Loop, /*Upper=*/false, *Max - Offset);
}

std::optional<std::string> nest::lookAheadFitsCondition(const KernelNest &N,
                                                        const KernelInfo &K,
                                                        const ForInfo &Loop, int64_t Factor) {
  // splitLoop computes `k + 3L` in 64 bits: a narrower counter cannot
  // overflow there. A wider one, or a size_t (32 or 64 bits by device),
  // may: its bound must leave room below the 64-bit maximum.
  if (counterBelow64Bits(N, Loop))
    return std::string();
  return boundAtMost(N, K, Loop, /*Upper=*/true, INT64_MAX - (Factor - 1) * Loop.Step + 1);
}

bool nest::counterBelow64Bits(const KernelNest &N, const ForInfo &Loop) {
  std::optional<int64_t> Max = counterMax(N, Loop);
  return Max && *Max < INT64_MAX;
}

std::string nest::lookAheadOverflowReason(const std::string &Counter) {
  return "loop '" + Counter + "' has a counter of 64 bits (or a size_t) and a bound that is "
         "not an expression of scalar arguments, so no precondition can keep its "
         "look-ahead from overflowing";
}

void nest::addStrideCondition(KernelNest &N, const std::string &Condition) {
  if (Condition.empty())
    return;
  auto [Expr, Bound] = llvm::StringRef(Condition).rsplit(" <= ");
  for (std::string &C : N.Conditions) {
    auto [OldExpr, OldBound] = llvm::StringRef(C).rsplit(" <= ");
    if (OldExpr != Expr)
      continue;
    int64_t Old = 0, New = 0;
    if (!OldBound.getAsInteger(10, Old) && !Bound.getAsInteger(10, New) && New < Old)
      C = Condition;
    return;
  }
  N.Conditions.push_back(Condition);
}

Reject nest::makeReject(RejectKind K, const std::string &Msg, SourcePos Pos) {
  Reject R;
  R.Kind = K;
  R.Message = Msg;
  R.Pos = Pos;
  return R;
}

PassSpace nest::unsupportedSpace(const KernelNest &N) {
  PassSpace S;
  S.NotApplicable = *N.Unsupported;
  return S;
}

std::vector<Stmt *> nest::originalLoops(KernelNest &N) {
  std::vector<Stmt *> Out;
  for (Stmt *L : N.loops())
    if (L->For.Canonical && L->For.LoopNumber >= 0)
      Out.push_back(L);
  return Out;
}

Reject nest::noLoopReject(const KernelInfo &K,
                          const std::string &NoLoopMessage) {
  for (const LoopInfo &L : K.Loops)
    if (!L.Canonical)
      return makeReject(RejectKind::NonCanonicalLoop,
                        "loop is not canonical: " + L.Why.Message, L.Pos);
  return makeReject(RejectKind::NoLoop, NoLoopMessage, K.Pos);
}

std::string nest::loopParamName(KernelNest &N, const Stmt *Loop) {
  std::string Base = N.var(Loop->For.Counter).Name;
  unsigned Seen = 0;
  for (Stmt *L : originalLoops(N)) {
    if (N.var(L->For.Counter).Name == Base)
      ++Seen;
    if (L == Loop)
      break;
  }
  return Seen <= 1 ? Base : Base + "_" + std::to_string(Seen);
}

bool nest::isUniform(const KernelNest &N, const ExprP &E,
                     const std::set<VarId> &AlsoUniform) {
  bool Uniform = true;
  visitExpr(E, [&](const Expr &X) {
    switch (X.Kind) {
    case ExprKind::WorkItem:
      if (X.Text != "get_global_size")
        Uniform = false;
      break;
    case ExprKind::Global:
    case ExprKind::Subscript:
    case ExprKind::LocalRef:
    case ExprKind::PointValid:
      Uniform = false;
      break;
    case ExprKind::VarRef: {
      const Var &V = N.var(X.Var);
      if (V.PerPoint && !(V.IsCoordinate && V.CoordDims == 0) &&
          !AlsoUniform.count(X.Var))
        Uniform = false;
      break;
    }
    default:
      break;
    }
  });
  return Uniform;
}

bool nest::containsKind(const StmtList &L, StmtKind K) {
  bool Found = false;
  visitStmts(L, [&](const Stmt &S) { Found |= S.Kind == K; });
  return Found;
}

static const Stmt *findKind(const StmtList &L, StmtKind K) {
  const Stmt *Found = nullptr;
  visitStmts(L, [&](const Stmt &S) {
    if (!Found && S.Kind == K)
      Found = &S;
  });
  return Found;
}

/// Marks every global load in E as executed only for valid coordinates.
static ExprP guardLoads(const ExprP &E) {
  return rewriteExpr(E, [](const ExprP &X) -> ExprP {
    if (X->Kind != ExprKind::Global || X->Guarded)
      return nullptr;
    auto G = std::make_shared<Expr>(*X);
    G->Guarded = true;
    return G;
  });
}

/// The expressions of S itself (not of its body) whose global loads
/// predication guards: its expression and, for a loop, its bounds and
/// condition.
static void forEachGuardedExpr(Stmt &S, const std::function<void(ExprP &)> &F) {
  if (S.E)
    F(S.E);
  if (S.Kind != StmtKind::For)
    return;
  for (ExprP *E : {&S.For.Lower, &S.For.Upper, &S.For.Cond})
    if (*E)
      F(*E);
}

/// Whether statement S runs only for valid points once predicated: an
/// expression statement that stores to a __global array, or that is a
/// call of a built-in that writes (`vstore2(v, i, out);`).
static bool runsOnlyForValidPoints(const Stmt &S, const KernelNestState &N) {
  if (S.Kind != StmtKind::ExprStmt || !S.E)
    return false;
  // A component store (`P[i].x += v`) too: predicated as a load, its
  // target became `(valid ? P[i] : 0).x`, which is no lvalue.
  if (exprStoresGlobal(S.E))
    return true;
  return S.E->Kind == ExprKind::Call && N.WritingBuiltins.count(S.E->Text);
}

static void predicateList(StmtList &L, const KernelNestState &N);

static void predicateStmt(StmtP &S, const KernelNestState &N) {
  if (runsOnlyForValidPoints(*S, N)) {
    SourcePos Pos = S->Pos;
    StmtList Body;
    Body.push_back(std::move(S));
    S = Stmt::ifStmt(pointValid(7), std::move(Body));
    S->Pos = Pos;
    return;
  }
  forEachGuardedExpr(*S, [](ExprP &E) { E = guardLoads(E); });
  predicateList(S->Body, N);
  predicateList(S->Else, N);
}

static void predicateList(StmtList &L, const KernelNestState &N) {
  for (StmtP &S : L)
    predicateStmt(S, N);
}

/// A call that predication would run for points outside the guard, where it
/// must not run: a function of the program (on the zeros the loads yield
/// there it may never end, or index outside its array), a built-in that
/// reads through a pointer (vload4 past the buffer) or one that writes.
/// Calls inside a statement that runs only for valid points are fine.
static std::optional<Reject> callOutsideTheGuard(StmtList &Body, const KernelNestState &N) {
  std::optional<Reject> Found;
  visitStmts(Body, [&](Stmt &S) {
    if (Found || runsOnlyForValidPoints(S, N))
      return;
    forEachGuardedExpr(S, [&](ExprP &E) {
      visitExpr(E, [&](const Expr &X) {
        if (Found || X.Kind != ExprKind::Call)
          return;
        std::string Why;
        if (N.ProgramFunctions.count(X.Text))
          Why = "here; for a point outside the guard it would run on made-up values "
                "(a loop in it may never end)";
        else if (N.ReadingBuiltins.count(X.Text))
          Why = "here; for a point outside the guard it would read outside its buffer";
        else if (N.WritingBuiltins.count(X.Text))
          Why = "inside an expression; it writes, and would write for points outside "
                "the guard";
        if (!Why.empty())
          Found = makeReject(RejectKind::UnsafeToPredicate,
                             "kernel calls '" + X.Text + "' " + Why, S.Pos);
      });
    });
  });
  return Found;
}

std::optional<Reject> nest::predicateGuard(KernelNest &N) {
  if (N.isAtLeast(PointForm::Predicated))
    return std::nullopt;
  Stmt *PL = N.pointLoop();
  if (!PL)
    return makeReject(RejectKind::UnsupportedKernel, "kernel has no body");
  if (const Stmt *R = findKind(PL->Body, StmtKind::Return))
    return makeReject(RejectKind::UnsafeToPredicate,
                      "kernel returns early here; only a guard "
                      "`if (i >= N) return;` at the top can be turned "
                      "into per-point validity",
                      R->Pos);
  size_t GuardIdx = PL->Body.size();
  for (size_t I = 0; I < PL->Body.size(); ++I)
    if (PL->Body[I]->IsGuard)
      GuardIdx = I;
  if (GuardIdx == PL->Body.size()) {
    // No guard: every point is valid (by the launch precondition).
    N.lowerTo(PointForm::Predicated);
    return std::nullopt;
  }
  Stmt &Guard = *PL->Body[GuardIdx];
  if (N.HasIntDivision)
    return makeReject(RejectKind::UnsafeToPredicate,
                      "kernel divides by a value that is not a constant; "
                      "running it for points outside the guard could trap",
                      Guard.Pos);
  const Stmt *NonCanonical = nullptr;
  visitStmts(Guard.Body, [&](const Stmt &S) {
    if (!NonCanonical && S.Kind == StmtKind::For && !S.For.Canonical)
      NonCanonical = &S;
  });
  if (NonCanonical)
    return makeReject(RejectKind::UnsafeToPredicate,
                      "loop is not canonical: it cannot run for points "
                      "outside the guard",
                      NonCanonical->Pos);
  // A predicated load yields zero for a point outside the guard, which
  // only an arithmetic element has (`c ? P[i] : 0` does not compile for a
  // struct P).
  std::string NonArithmetic;
  visitStmts(Guard.Body, [&](Stmt &S) {
    forEachGuardedExpr(S, [&](ExprP &E) {
      visitExpr(E, [&](const Expr &X) {
        if (X.Kind != ExprKind::Global || !NonArithmetic.empty())
          return;
        auto It = N.BufferElements.find(X.Text);
        if (It != N.BufferElements.end() && !It->second.arith())
          NonArithmetic = X.Text;
      });
    });
  });
  if (!NonArithmetic.empty())
    return makeReject(RejectKind::UnsafeToPredicate,
                      "kernel reads '" + NonArithmetic + "', whose elements are " +
                          N.BufferElements.at(NonArithmetic).str() +
                          ", not numbers: a load for a point outside the guard "
                          "has no zero to yield",
                      Guard.Pos);
  if (std::optional<Reject> Why = callOutsideTheGuard(Guard.Body, N))
    return Why;
  StmtList Body = std::move(Guard.Body);
  predicateList(Body, N);
  StmtList NewList;
  for (size_t I = 0; I < PL->Body.size(); ++I) {
    if (I != GuardIdx) {
      NewList.push_back(std::move(PL->Body[I]));
      continue;
    }
    for (StmtP &S : Body)
      NewList.push_back(std::move(S));
  }
  PL->Body = std::move(NewList);
  N.lowerTo(PointForm::Predicated);
  return std::nullopt;
}

static StmtP makePointLoop(StmtList Body) {
  auto P = std::make_unique<Stmt>();
  P->Kind = StmtKind::PointLoop;
  P->Body = std::move(Body);
  return P;
}

/// Whether a work-item computes more than one point along some dimension.
static bool hasCoarsenedDim(const KernelNest &N) {
  return llvm::any_of(N.Blocks, [](const DimBlock &B) { return B.Factor > 1; });
}

namespace {
struct Jammer {
  KernelNest &N;
  const Stmt *Target;
  std::optional<Reject> Err;

  StmtList jam(StmtList Body);
  void flush(StmtList &Pending, StmtList &Out) {
    if (!Pending.empty())
      Out.push_back(makePointLoop(std::move(Pending)));
    Pending.clear();
  }
};
} // namespace

StmtList Jammer::jam(StmtList Body) {
  StmtList Out, Pending;
  for (StmtP &S : Body) {
    if (!containsStmt(*S, Target)) {
      Pending.push_back(std::move(S));
      continue;
    }
    flush(Pending, Out);
    switch (S->Kind) {
    case StmtKind::For: {
      ForInfo &F = S->For;
      if (!F.Canonical || !isUniform(N, F.Lower) || !isUniform(N, F.Upper) ||
          (F.Limit && !isUniform(N, F.Limit))) {
        if (!Err)
          Err = makeReject(RejectKind::NonUniformLoop,
                           "bounds of loop '" + N.var(F.Counter).Name +
                               "' differ between work-items",
                           S->Pos);
        break;
      }
      if (containsKind(S->Body, StmtKind::Break) ||
          containsKind(S->Body, StmtKind::Continue)) {
        if (!Err)
          Err = makeReject(RejectKind::UnsupportedKernel,
                           "loop '" + N.var(F.Counter).Name +
                               "' contains break or continue",
                           S->Pos);
        break;
      }
      // A counter declared before its loop (`int j = 0; for (j = 0; ...)`)
      // has its declaration among the points' own statements, one copy per
      // point of a coarsened block; the shared loop would need one
      // declaration in scope for all. (With one point per work-item the
      // declaration is printed once.)
      // So does a tile loop's original counter, which it sets before it
      // (`j = 0;` on a per-point `int j;` of a tiled `for (j = 0; ...)`).
      std::optional<VarId> DeclaredBefore;
      if (!F.DeclaresCounter)
        DeclaredBefore = F.Counter;
      else if (F.OuterCounter)
        DeclaredBefore = *F.OuterCounter;
      if (DeclaredBefore && N.var(*DeclaredBefore).PerPoint && hasCoarsenedDim(N)) {
        if (!Err)
          Err = makeReject(RejectKind::UnsupportedKernel,
                           "loop '" + N.var(*DeclaredBefore).Name +
                               "' counts with a variable declared before it, "
                               "which the work-item's points cannot share",
                           S->Pos);
        break;
      }
      N.var(F.Counter).PerPoint = false;
      if (S.get() == Target) {
        StmtList Inner;
        Inner.push_back(makePointLoop(std::move(S->Body)));
        S->Body = std::move(Inner);
      } else {
        S->Body = jam(std::move(S->Body));
      }
      break;
    }
    case StmtKind::Block:
      S->Body = jam(std::move(S->Body));
      break;
    case StmtKind::If: {
      if (!isUniform(N, S->E)) {
        if (!Err)
          Err = makeReject(RejectKind::NonUniformLoop,
                           "condition differs between work-items", S->Pos);
        break;
      }
      bool InThen = false;
      for (const StmtP &C : S->Body)
        InThen |= containsStmt(*C, Target);
      StmtList &Hit = InThen ? S->Body : S->Else;
      StmtList &Miss = InThen ? S->Else : S->Body;
      Hit = jam(std::move(Hit));
      if (!Miss.empty()) {
        StmtList M;
        M.push_back(makePointLoop(std::move(Miss)));
        Miss = std::move(M);
      }
      break;
    }
    default:
      if (!Err)
        Err = makeReject(RejectKind::UnsupportedKernel,
                         "statement around the loop cannot be shared by "
                         "the work-item's points",
                         S->Pos);
      break;
    }
    Out.push_back(std::move(S));
  }
  flush(Pending, Out);
  return Out;
}

/// Finds the point loop containing Target: its list and index.
static bool findPointLoop(StmtList &L, const Stmt *Target, StmtList *&List,
                          size_t &Index) {
  for (size_t I = 0; I < L.size(); ++I) {
    Stmt &S = *L[I];
    if (!containsStmt(S, Target))
      continue;
    if (S.Kind == StmtKind::PointLoop) {
      List = &L;
      Index = I;
      return true;
    }
    return findPointLoop(S.Body, Target, List, Index) ||
           findPointLoop(S.Else, Target, List, Index);
  }
  return false;
}

std::optional<Reject> nest::jamInto(KernelNest &N, Stmt *&Target) {
  StmtList *List = nullptr;
  size_t Index = 0;
  if (!findPointLoop(N.Body, Target, List, Index))
    return std::nullopt; // already outside the point loop: nothing to do
  // Work on a copy so that a refusal leaves the nest untouched.
  StmtP Copy = (*List)[Index]->clone();
  // The clone has a different address for Target: find it by position.
  std::vector<unsigned> Path;
  std::function<bool(const Stmt &, std::vector<unsigned> &)> Locate =
      [&](const Stmt &S, std::vector<unsigned> &P) {
        if (&S == Target)
          return true;
        for (unsigned I = 0; I < S.Body.size(); ++I) {
          P.push_back(I);
          if (Locate(*S.Body[I], P))
            return true;
          P.pop_back();
        }
        for (unsigned I = 0; I < S.Else.size(); ++I) {
          P.push_back(1000000 + I);
          if (Locate(*S.Else[I], P))
            return true;
          P.pop_back();
        }
        return false;
      };
  Locate(*(*List)[Index], Path);
  Stmt *CopyTarget = Copy.get();
  for (unsigned I : Path)
    CopyTarget = I >= 1000000 ? CopyTarget->Else[I - 1000000].get()
                              : CopyTarget->Body[I].get();
  std::vector<bool> WasPerPoint;
  for (const Var &V : N.Vars)
    WasPerPoint.push_back(V.PerPoint);
  Jammer J{N, CopyTarget, std::nullopt};
  StmtList Result = J.jam(std::move(Copy->Body));
  if (J.Err) {
    for (size_t I = 0; I < WasPerPoint.size(); ++I)
      N.Vars[I].PerPoint = WasPerPoint[I];
    return J.Err;
  }
  StmtList NewList;
  for (size_t I = 0; I < List->size(); ++I) {
    if (I != Index) {
      NewList.push_back(std::move((*List)[I]));
      continue;
    }
    for (StmtP &S : Result)
      NewList.push_back(std::move(S));
  }
  *List = std::move(NewList);
  N.lowerTo(PointForm::Jammed);
  Target = CopyTarget;
  return std::nullopt;
}

std::vector<Stmt *> nest::pathTo(KernelNest &N, const Stmt *S) {
  std::vector<Stmt *> Path;
  std::function<bool(StmtList &)> Walk = [&](StmtList &L) {
    for (StmtP &C : L) {
      if (C.get() == S)
        return true;
      Path.push_back(C.get());
      if (Walk(C->Body) || Walk(C->Else))
        return true;
      Path.pop_back();
    }
    return false;
  };
  Walk(N.Body);
  return Path;
}

StmtList nest::splitLoop(const Stmt &L, int64_t Factor, StmtList Hoisted,
                         StmtList Main, StmtList Rest) {
  const ForInfo &F = L.For;
  VarId K = F.Counter;
  StmtList Out;
  if (F.DeclaresCounter)
    Out.push_back(Stmt::decl(K, F.Lower));
  else
    Out.push_back(Stmt::exprStmt(binary(BinaryOp::Assign, varRef(K), F.Lower)));
  for (StmtP &S : Hoisted)
    Out.push_back(std::move(S));
  auto Runs = [&](ExprP At) {
    ExprP C = binary(BinaryOp::Lt, At, F.Upper);
    if (F.Limit)
      C = binary(BinaryOp::LogicalAnd, C, binary(BinaryOp::Lt, At, F.Limit));
    return C;
  };
  auto Loop = [&](ExprP Cond, ExprP Inc, StmtList Body) {
    auto S = std::make_unique<Stmt>();
    S->Kind = StmtKind::For;
    S->Pos = L.Pos;
    S->For.Cond = Cond;
    S->For.Inc = Inc;
    S->For.Unrolled = true;
    S->For.LoopNumber = -1;
    S->Body = std::move(Body);
    return S;
  };
  // The look-ahead is computed in 64 bits (`k + 3L < n`): in the counter's
  // own type it overflows for a bound within Factor - 1 of its maximum,
  // where the original loop never computes more than the bound.
  ExprP LookAhead =
      binary(BinaryOp::Add, varRef(K), longLit((Factor - 1) * F.Step));
  Out.push_back(Loop(Runs(LookAhead),
                     binary(BinaryOp::AddAssign, varRef(K), intLit(Factor * F.Step)),
                     std::move(Main)));
  ExprP Inc = F.Step == 1 ? unary(UnaryOp::PreInc, varRef(K))
                          : binary(BinaryOp::AddAssign, varRef(K), intLit(F.Step));
  Out.push_back(Loop(Runs(varRef(K)), Inc, std::move(Rest)));
  if (!F.DeclaresCounter)
    return Out;
  StmtList Wrapped;
  Wrapped.push_back(Stmt::block(std::move(Out)));
  return Wrapped;
}

bool nest::replaceStmt(StmtList &L, const Stmt *Old, StmtList &New) {
  for (size_t I = 0; I < L.size(); ++I) {
    if (L[I].get() == Old) {
      StmtList R;
      for (size_t J = 0; J < L.size(); ++J) {
        if (J != I) {
          R.push_back(std::move(L[J]));
          continue;
        }
        for (StmtP &S : New)
          R.push_back(std::move(S));
      }
      L = std::move(R);
      return true;
    }
    if (replaceStmt(L[I]->Body, Old, New) || replaceStmt(L[I]->Else, Old, New))
      return true;
  }
  return false;
}
