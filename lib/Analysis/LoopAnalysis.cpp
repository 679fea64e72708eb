//===- LoopAnalysis.cpp - Canonical for loops -----------------------------===//
//
// A loop is canonical when it reads
//   for (C = L; C < U; C += S)     (also <=, !=, U > C, U >= C, ++C, C++,
//                                   C = C + S)
// with L and U affine (in ids, outer counters and scalar parameters), S a
// positive integer constant, C an integer not otherwise modified in the body,
// and no break or return leaving the loop. Only then is C an index variable.
// A loop that counts down by 1 is canonical in its normalised increasing
// form (analyzeCountDown): its index variable is the iteration number.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"

#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace clopt;
using namespace clopt::detail;

/// The counter's initial value: `int k = L` or `k = L`.
static const Expr *counterInit(const Stmt *Init, const VarDecl *&Counter) {
  Counter = nullptr;
  if (!Init)
    return nullptr;
  if (const auto *DS = dyn_cast<DeclStmt>(Init)) {
    if (!DS->isSingleDecl())
      return nullptr;
    const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl());
    if (!VD || !VD->getInit())
      return nullptr;
    Counter = VD;
    return VD->getInit();
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(Init))
    if (BO->getOpcode() == BO_Assign)
      if ((Counter = KernelAnalyzer::varOf(BO->getLHS())))
        return BO->getRHS();
  return nullptr;
}

/// The counter a condition or increment is about, when it names one.
static const VarDecl *counterIn(const Expr *E) {
  if (!E)
    return nullptr;
  E = E->IgnoreParenCasts();
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isComparisonOp() || BO->isAssignmentOp())
      if (const VarDecl *VD = KernelAnalyzer::varOf(BO->getLHS()))
        return VD;
    if (BO->isComparisonOp())
      return KernelAnalyzer::varOf(BO->getRHS());
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return KernelAnalyzer::varOf(UO->getSubExpr());
  return nullptr;
}

static bool isSignedInt32(const ASTContext &Ctx, QualType T) {
  T = T.getUnqualifiedType().getCanonicalType();
  return T->isSignedIntegerType() && Ctx.getTypeSize(T) <= 32;
}

/// Whether E keeps its value while Body runs: integer literals and
/// variables Body does not assign, combined by arithmetic (no memory read,
/// call or side effect, which could see a store of the body).
static bool invariantIn(const Expr *E, const Stmt *Body) {
  E = E->IgnoreParenImpCasts();
  if (isa<IntegerLiteral>(E))
    return true;
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DR->getDecl());
    return VD && VD->getType()->isIntegerType() &&
           !KernelAnalyzer::modifies(Body, VD);
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    return (BO->isAdditiveOp() || BO->isMultiplicativeOp()) &&
           invariantIn(BO->getLHS(), Body) && invariantIn(BO->getRHS(), Body);
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_Minus && invariantIn(UO->getSubExpr(), Body);
  return false;
}

bool KernelAnalyzer::rejectLoop(const ForStmt *FS, LoopInfo &L, UnknownKind K,
                                const std::string &Msg) {
  L.Canonical = false;
  L.Why = {K, Msg};
  addUnknown(FS->getBeginLoc(), K, Msg);
  return false;
}

/// The increment of a loop over C: ++C, C++, --C, C-- give Step; C += E,
/// C -= E, C = C + E, C = E + C, C = C - E return E with Sign -1 for the
/// decreasing forms. Anything else returns nullptr with Step unset.
static const Expr *loopStep(const Expr *Inc, const VarDecl *C,
                            std::optional<int64_t> &Step, int64_t &Sign) {
  Inc = Inc ? Inc->IgnoreParens() : nullptr;
  auto *varOf = &KernelAnalyzer::varOf;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (UO->isIncrementOp() && varOf(UO->getSubExpr()) == C)
      Step = 1;
    else if (UO->isDecrementOp() && varOf(UO->getSubExpr()) == C)
      Step = -1;
    return nullptr;
  }
  const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc);
  if (!BO || varOf(BO->getLHS()) != C)
    return nullptr;
  if (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) {
    Sign = BO->getOpcode() == BO_AddAssign ? 1 : -1;
    return BO->getRHS();
  }
  if (BO->getOpcode() != BO_Assign)
    return nullptr;
  const auto *Sum = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
  if (Sum && Sum->getOpcode() == BO_Add) {
    if (varOf(Sum->getLHS()) == C)
      return Sum->getRHS();
    if (varOf(Sum->getRHS()) == C)
      return Sum->getLHS();
  } else if (Sum && Sum->getOpcode() == BO_Sub && varOf(Sum->getLHS()) == C) {
    Sign = -1;
    return Sum->getRHS();
  }
  return nullptr;
}

/// Why Cond, the condition of counter C's loop, does not compare as the
/// loop's model does (the counter and the bound as integers); "" when it
/// does. `int k < uint U` converts k to unsigned: a negative k ends the loop
/// at once, where `k < U` over the integers runs it (and unroll's test
/// `k + 3L < U` in 64 bits passes). A counter of at least 32 bits that
/// counts up from a constant Start >= 0 is never negative (null Start: it
/// may be). An
/// unsigned counter never is; with a signed bound (`uint k < int n`) only a
/// negative n differs, where the original runs until its counter wraps,
/// 2^32 iterations.
static std::string mixedSignComparison(const BinaryOperator *Cond, const VarDecl *C,
                                       const Expr *Start, const ASTContext &Ctx) {
  if (!Cond->getLHS()->getType()->isUnsignedIntegerType() ||
      !C->getType()->isSignedIntegerType())
    return "";
  // A narrower counter wraps to negative values (a char at 127 + 1), so
  // only an int or wider one stays non-negative from such a start.
  Expr::EvalResult R;
  if (Start && !Start->isValueDependent() && Ctx.getTypeSize(C->getType()) >= 32 &&
      Start->EvaluateAsInt(R, Ctx) && !R.Val.getInt().isNegative())
    return "";
  return " compares its signed counter, which may be negative, in an unsigned "
         "type: a negative counter there compares as a huge value";
}

/// The bound of an increasing loop's condition over C: C < B, C <= B
/// (Extra 1), C != B, or the same written the other way round; nullptr for
/// any other condition. Cond is the comparison when there is one.
static const Expr *upperBound(const Expr *CondExpr, const VarDecl *C,
                              const BinaryOperator *&Cond, int64_t &Extra) {
  auto *varOf = &KernelAnalyzer::varOf;
  Cond = CondExpr ? dyn_cast<BinaryOperator>(CondExpr->IgnoreParenImpCasts())
                  : nullptr;
  Extra = 0;
  if (Cond && varOf(Cond->getLHS()) == C) {
    if (Cond->getOpcode() == BO_LE)
      Extra = 1;
    else if (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_NE)
      return nullptr;
    return Cond->getRHS();
  }
  if (Cond && varOf(Cond->getRHS()) == C) {
    if (Cond->getOpcode() == BO_GE)
      Extra = 1;
    else if (Cond->getOpcode() != BO_GT && Cond->getOpcode() != BO_NE)
      return nullptr;
    return Cond->getLHS();
  }
  return nullptr;
}

bool KernelAnalyzer::analyzeLoopHeader(const ForStmt *FS, LoopInfo &L) {
  auto Reject = [&](UnknownKind K, const std::string &Msg) {
    return rejectLoop(FS, L, K, Msg);
  };
  const VarDecl *C = nullptr;
  const Expr *Init = counterInit(FS->getInit(), C);
  if (!C)
    C = counterIn(FS->getInc());
  if (!C)
    C = counterIn(FS->getCond());
  if (C) {
    L.Counter = C->getName().str();
    L.CounterDecl = C;
  }
  std::string Name = "loop '" + (C ? L.Counter : std::string("?")) + "'";
  if (!C || !Init)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " does not start with 'counter = initial value'");
  if (!C->getType()->isIntegerType())
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " has a counter that is not an integer");

  std::optional<int64_t> Step;
  int64_t Sign = 1;
  const Expr *StepExpr = loopStep(FS->getInc(), C, Step, Sign);
  if (StepExpr) {
    SymValue S = eval(StepExpr);
    if (S.isParamPoly()) {
      if (auto V = S.Aff.getConstant().getConstant())
        Step = Sign * *V;
      else if (Sign > 0)
        return analyzeParamStep(FS, L, C, Init, StepExpr,
                                S.Aff.getConstant());
    }
    if (!Step)
      return Reject(UnknownKind::NonCanonicalLoop,
                    Name + " has step '" + text(StepExpr) +
                        "', which is not an integer constant");
  }
  if (!Step)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " has no increment of the form ++" + L.Counter +
                      " or " + L.Counter + " += step");
  if (*Step < 0)
    return analyzeCountDown(FS, L, C, Init, *Step);
  if (*Step == 0)
    return Reject(UnknownKind::NonCanonicalLoop, Name + " has step 0");

  const BinaryOperator *Cond = nullptr;
  int64_t Extra = 0;
  const Expr *Bound = upperBound(FS->getCond(), C, Cond, Extra);
  if (!Bound)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " has no condition of the form " + L.Counter +
                      " < bound, <= or !=");
  if (Cond->getOpcode() == BO_NE && *Step != 1)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " uses '!=' with a step other than 1");
  if (std::string Why = mixedSignComparison(Cond, C, Init, Ctx); !Why.empty())
    return Reject(UnknownKind::NonCanonicalLoop, Name + Why);

  return analyzeBounds(FS, L, C, Init, Cond, Bound, Extra, *Step);
}

/// The bounds of an increasing loop with an integer step: from Init to
/// Bound (+ Extra for `<=`), both integer expressions the analysis can
/// follow; otherwise whether the loop as written keeps its bounds.
bool KernelAnalyzer::analyzeBounds(const ForStmt *FS, LoopInfo &L,
                                   const VarDecl *C, const Expr *Init,
                                   const BinaryOperator *Cond, const Expr *Bound,
                                   int64_t Extra, int64_t Step) {
  auto Reject = [&](UnknownKind K, const std::string &Msg) {
    return rejectLoop(FS, L, K, Msg);
  };
  std::string Name = "loop '" + L.Counter + "'";
  SymValue Lo = eval(Init);
  SymValue Hi = eval(Bound);
  if (!Lo.isInt() || !Hi.isInt())
    L.InvariantBounds = Cond->getOpcode() != BO_NE &&
                        isSignedInt32(Ctx, C->getType()) &&
                        isSignedInt32(Ctx, Cond->getLHS()->getType()) &&
                        isSignedInt32(Ctx, Cond->getRHS()->getType()) &&
                        invariantIn(Bound, FS->getBody()) &&
                        !modifies(FS->getBody(), C);
  // Why unroll cannot take the loop as written either.
  std::string AsWritten;
  if ((!Lo.isInt() || !Hi.isInt()) && !L.InvariantBounds)
    AsWritten = !invariantIn(Bound, FS->getBody())
                    ? " (and its bound '" + text(Bound) +
                          "' may change while it runs)"
                    : "";
  if (!Lo.isInt())
    return Reject(Lo.LoadedFrom >= 0 || Lo.Why == UnknownKind::IndirectIndex
                      ? UnknownKind::DataDependentBound
                      : UnknownKind::NonCanonicalLoop,
                  "lower bound of " + Name + " " + Lo.Reason + AsWritten);
  if (!Hi.isInt())
    return Reject(Hi.Why == UnknownKind::IndirectIndex
                      ? UnknownKind::DataDependentBound
                      : UnknownKind::NonCanonicalLoop,
                  "upper bound of " + Name + " " + Hi.Reason + AsWritten);
  if (modifies(FS->getBody(), C))
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " assigns its counter in the body");

  L.Lower = Lo.Aff;
  L.Upper = Hi.Aff + AffineExpr::constant(ParamPoly::constant(Extra));
  L.Step = Step;
  L.Canonical = true;
  return true;
}

/// Splits a start `E + a` or `E - a` (a an integer constant) into E and a;
/// any other start is E itself with a = 0.
static const Expr *splitOffset(const Expr *Start, const ASTContext &Ctx,
                               int64_t &Offset) {
  Offset = 0;
  const auto *BO = dyn_cast<BinaryOperator>(Start->IgnoreParens());
  if (!BO || (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub))
    return Start;
  Expr::EvalResult R;
  if (BO->getRHS()->isValueDependent() ||
      !BO->getRHS()->EvaluateAsInt(R, Ctx) ||
      R.Val.getInt().getSignificantBits() > 32)
    return Start;
  int64_t V = R.Val.getInt().getExtValue();
  Offset = BO->getOpcode() == BO_Add ? V : -V;
  return BO->getLHS();
}

/// The bound of a decreasing loop's condition over C: C >= B, C > B
/// (Strict 1), B <= C, B < C; nullptr for any other condition.
static const Expr *lowerBound(const Expr *CondExpr, const VarDecl *C,
                              int64_t &Strict) {
  auto *varOf = &KernelAnalyzer::varOf;
  const auto *Cond =
      CondExpr ? dyn_cast<BinaryOperator>(CondExpr->IgnoreParenImpCasts()) : nullptr;
  if (!Cond)
    return nullptr;
  BinaryOperatorKind Op = Cond->getOpcode();
  if (varOf(Cond->getLHS()) == C && (Op == BO_GE || Op == BO_GT)) {
    Strict = Op == BO_GT;
    return Cond->getRHS();
  }
  if (varOf(Cond->getRHS()) == C && (Op == BO_LE || Op == BO_LT)) {
    Strict = Op == BO_LT;
    return Cond->getLHS();
  }
  return nullptr;
}

/// Name, or Name_1, Name_2, ...: the first that no identifier of the source
/// and no loop counter uses (the nest declares a loop's iteration number
/// under it).
std::string KernelAnalyzer::freshCounterName(const std::string &Name) const {
  auto Taken = [&](const std::string &N) {
    if (Ctx.Idents.find(N) != Ctx.Idents.end())
      return true;
    return llvm::any_of(Info.Loops,
                        [&](const LoopInfo &O) { return O.Counter == N; });
  };
  std::string Fresh = Name;
  for (unsigned I = 1; Taken(Fresh); ++I)
    Fresh = Name + "_" + std::to_string(I);
  return Fresh;
}

// A loop `for (int k = S; k >= Lo; k--)` visits S, S - 1, ..., Lo, in this
// order. It becomes the increasing loop of its iteration number,
//   for (int k_it = 0; k_it < S - Lo + 1; ++k_it) { int k = S - k_it; ... }
// which keeps the order of the iterations (reductions such as
// acc = 0.5f * acc + x depend on it), so every pass sees a plain increasing
// loop. The iteration count must not overflow where the original does not:
// with S written E + a and Lo an integer constant, S - Lo + 1 is E + b with
// b = a - Lo + 1, which lies between E and E + a (two values the loop
// computes) when b is between 0 and a.
bool KernelAnalyzer::analyzeCountDown(const ForStmt *FS, LoopInfo &L,
                                      const VarDecl *C, const Expr *Start,
                                      int64_t Step) {
  auto Reject = [&](const std::string &Msg) {
    return rejectLoop(FS, L, UnknownKind::NonCanonicalLoop,
                      "loop '" + L.Counter + "' counts down" + Msg);
  };
  if (Step != -1)
    return Reject(" by " + std::to_string(-Step) +
                  " (only a step of -1 is normalised)");
  const auto *DS = dyn_cast_or_null<DeclStmt>(FS->getInit());
  if (!DS || !DS->isSingleDecl() || DS->getSingleDecl() != C)
    return Reject(" with a counter declared outside it (its value after "
                  "the loop would have to be kept)");
  QualType T = C->getType().getUnqualifiedType().getCanonicalType();
  if (!T->isSignedIntegerType())
    return Reject(" with an unsigned counter");
  QualType ST = Start->IgnoreParenImpCasts()
                    ->getType()
                    .getUnqualifiedType()
                    .getCanonicalType();
  if (ST != T)
    return Reject(" from '" + text(Start) + "', whose type is not the "
                  "counter's");

  int64_t Strict = 0;
  const Expr *Bound = lowerBound(FS->getCond(), C, Strict);
  if (!Bound)
    return Reject(" and has no condition of the form " + L.Counter +
                  " >= bound or " + L.Counter + " > bound");
  // `k >= 0u` holds for every k: the original never stops there.
  if (std::string Why = mixedSignComparison(
          cast<BinaryOperator>(FS->getCond()->IgnoreParenImpCasts()), C,
          /*Start=*/nullptr, Ctx);
      !Why.empty())
    return Reject(", and" + Why);
  SymValue LoV = eval(Bound);
  std::optional<int64_t> LoC;
  if (LoV.isParamPoly())
    LoC = LoV.Aff.getConstant().getConstant();
  if (!LoC || *LoC < INT32_MIN || *LoC > INT32_MAX)
    return Reject(" to '" + text(Bound) +
                  "', which is not an integer constant (its iteration "
                  "count could overflow where the loop does not)");
  int64_t Lo = *LoC + Strict;

  SymValue StartV = eval(Start);
  if (!StartV.isInt())
    return rejectLoop(FS, L,
                      StartV.LoadedFrom >= 0 ||
                              StartV.Why == UnknownKind::IndirectIndex
                          ? UnknownKind::DataDependentBound
                          : UnknownKind::NonCanonicalLoop,
                      "start of loop '" + L.Counter + "' " + StartV.Reason);
  int64_t A = 0;
  const Expr *Base = splitOffset(Start, Ctx, A);
  int64_t B = A - Lo + 1;
  SymValue BaseV = eval(Base);
  // The count Base + B is computed where the loop computed Base + A: it
  // cannot overflow when B lies between 0 and A, nor when Base is a
  // constant and the count fits (a start of `2`: 2 + 1).
  std::optional<int64_t> BaseC;
  if (BaseV.isParamPoly())
    BaseC = BaseV.Aff.getConstant().getConstant();
  bool CountFits = (B >= std::min<int64_t>(0, A) && B <= std::max<int64_t>(0, A)) ||
                   (BaseC && *BaseC + B >= INT32_MIN && *BaseC + B <= INT32_MAX &&
                    *BaseC >= INT32_MIN && *BaseC <= INT32_MAX);
  if (!BaseV.isInt() || !CountFits)
    return Reject(" from '" + text(Start) + "' to " + std::to_string(Lo) +
                  ": its iteration count, " + text(Start) +
                  (Lo <= 1 ? " + " : " - ") + std::to_string(std::abs(1 - Lo)) +
                  ", could overflow where the loop does not");
  if (modifies(FS->getBody(), C))
    return Reject(" and assigns its counter in the body");

  L.CountsDown = true;
  L.SourceCounter = L.Counter;
  L.Counter = freshCounterName(L.SourceCounter + "_it");
  L.Lower = AffineExpr::constant(ParamPoly::constant(0));
  L.Upper = BaseV.Aff + AffineExpr::constant(ParamPoly::constant(B));
  L.Step = 1;
  L.SourceValue =
      StartV.Aff - AffineExpr::var(IndexVar::loopCounter(L.Number, L.Counter));
  L.TripBase = Base;
  L.TripOffset = B;
  L.Canonical = true;
  return true;
}

// A loop `for (k = S; k < U; k += P)` with P a loop-invariant polynomial in
// the parameters visits S + P*k_it in its iteration k_it, so indices through
// k are affine in k_it. Its iteration count, ceil((U - S) / P), is not
// affine and divides by P (which may be 0 or negative: the loop then runs
// forever or not at all), so the loop stays not canonical and keeps its
// form; unroll runs it P by P (UnrollPass), which needs only that the
// counter, the step and the comparison are 32-bit signed integers (the
// test of F iterations ahead is then exact in 64 bits) and that U does
// not change in the loop.
bool KernelAnalyzer::analyzeParamStep(const ForStmt *FS, LoopInfo &L,
                                      const VarDecl *C, const Expr *Start,
                                      const Expr *StepExpr,
                                      const ParamPoly &Step) {
  std::string Name = "loop '" + L.Counter + "' steps by '" + text(StepExpr) + "'";
  auto Reject = [&](const std::string &Msg) {
    return rejectLoop(FS, L, UnknownKind::NonCanonicalLoop, Name + Msg);
  };
  if (!isSignedInt32(Ctx, C->getType()))
    return Reject(", and its counter is not a signed integer of at most 32 "
                  "bits");
  if (!isSignedInt32(Ctx, StepExpr->IgnoreParenImpCasts()->getType()))
    return Reject(", which is not a signed integer of at most 32 bits");
  const auto *Cond =
      FS->getCond()
          ? dyn_cast<BinaryOperator>(FS->getCond()->IgnoreParenImpCasts())
          : nullptr;
  const Expr *Bound = nullptr;
  if (Cond && varOf(Cond->getLHS()) == C &&
      (Cond->getOpcode() == BO_LT || Cond->getOpcode() == BO_LE))
    Bound = Cond->getRHS();
  else if (Cond && varOf(Cond->getRHS()) == C &&
           (Cond->getOpcode() == BO_GT || Cond->getOpcode() == BO_GE))
    Bound = Cond->getLHS();
  if (!Bound)
    return Reject(", and has no condition of the form " + L.Counter +
                  " < bound or " + L.Counter + " <= bound");
  if (!isSignedInt32(Ctx, Cond->getLHS()->getType()) ||
      !isSignedInt32(Ctx, Cond->getRHS()->getType()))
    return Reject(", and its condition compares in a type other than a "
                  "signed integer of at most 32 bits");
  SymValue Lo = eval(Start);
  if (!Lo.isInt())
    return rejectLoop(FS, L,
                      Lo.LoadedFrom >= 0 || Lo.Why == UnknownKind::IndirectIndex
                          ? UnknownKind::DataDependentBound
                          : UnknownKind::NonCanonicalLoop,
                      "lower bound of loop '" + L.Counter + "' " + Lo.Reason);
  SymValue Hi = eval(Bound);
  if (!Hi.isInt())
    return rejectLoop(FS, L,
                      Hi.Why == UnknownKind::IndirectIndex
                          ? UnknownKind::DataDependentBound
                          : UnknownKind::NonCanonicalLoop,
                      "upper bound of loop '" + L.Counter + "' " + Hi.Reason);
  if (modifies(FS->getBody(), C))
    return Reject(", and assigns its counter in the body");

  rejectLoop(FS, L, UnknownKind::NonCanonicalLoop,
             Name + ", which is not an integer constant: its iteration "
                    "count needs a division (only unroll handles the loop)");
  L.ParamStep = true;
  L.SourceCounter = L.Counter;
  L.SourceValue =
      Lo.Aff + AffineExpr::var(IndexVar::loopCounter(L.Number, L.Counter + "_it")) *
                   Step;
  return false;
}

void KernelAnalyzer::walkFor(const ForStmt *FS) {
  // The initialization runs once, before the loop.
  walkStmt(FS->getInit());

  LoopInfo L;
  L.Number = Info.Loops.size();
  L.Parent = Cur.Loops.empty() ? -1 : int(Cur.Loops.back());
  L.Depth = Cur.Loops.size();
  L.Pos = position(FS->getBeginLoc());
  L.Stmt = FS;
  bool Canonical = analyzeLoopHeader(FS, L);
  if (!Canonical && !L.SourceValue && L.CounterDecl)
    RejectedCounters[L.CounterDecl] = L.Number;
  if (FS->getCond() && readsMemory(FS->getCond()))
    noteCondition(FS->getCond(), "for");
  bool DD = readsMemory(FS->getCond());
  Info.Loops.push_back(L);

  Context Saved = Cur;
  bool SavedJump = LoopJumpSeen;
  Cur.Loops.push_back(L.Number);
  if (L.SourceValue || Canonical)
    ActiveCounters.insert(
        {L.CounterDecl,
         L.SourceValue ? *L.SourceValue
                       : AffineExpr::var(IndexVar::loopCounter(L.Number,
                                                               L.Counter))});
  BreakTargets.push_back(L.Number);
  // The first test of the condition runs whatever the data; the body runs
  // under it.
  walkExpr(FS->getCond());
  Cur.DataDependent |= DD;
  walkStmt(FS->getBody());
  walkExpr(FS->getInc());
  BreakTargets.pop_back();
  if (L.SourceValue || Canonical)
    ActiveCounters.erase(L.CounterDecl);
  Cur = Saved;
  LoopJumpSeen = SavedJump;
  leaveLoop(L.Number);
}

void KernelAnalyzer::leaveLoop(unsigned) {
  // Values set inside the loop hold within one iteration only.
  unsigned Depth = Cur.Loops.size();
  for (auto &[VD, E] : Env)
    if (E.LoopDepth > Depth)
      E.Value = SymValue::opaque(UnknownKind::UnknownVariable,
                                 "depends on '" + VD->getName().str() +
                                     "', which is set inside a loop");
}
