//===- LoopAnalysis.cpp - Canonical for loops -----------------------------===//
//
// A loop is canonical when it reads
//   for (C = L; C < U; C += S)     (also <=, !=, U > C, U >= C, ++C, C++,
//                                   C = C + S)
// with L and U affine (in ids, outer counters and scalar parameters), S a
// positive integer constant, C an integer not otherwise modified in the body,
// and no break or return leaving the loop. Only then is C an index variable.
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

bool KernelAnalyzer::analyzeLoopHeader(const ForStmt *FS, LoopInfo &L) {
  auto Reject = [&](UnknownKind K, const std::string &Msg) {
    L.Canonical = false;
    L.Why = {K, Msg};
    addUnknown(FS->getBeginLoc(), K, Msg);
    return false;
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

  // Increment.
  std::optional<int64_t> Step;
  const Expr *Inc = FS->getInc() ? FS->getInc()->IgnoreParens() : nullptr;
  const Expr *StepExpr = nullptr;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (UO->isIncrementOp() && varOf(UO->getSubExpr()) == C)
      Step = 1;
    else if (UO->isDecrementOp() && varOf(UO->getSubExpr()) == C)
      Step = -1;
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc)) {
    if (varOf(BO->getLHS()) == C) {
      if (BO->getOpcode() == BO_AddAssign)
        StepExpr = BO->getRHS();
      if (BO->getOpcode() == BO_Assign) {
        const auto *Sum = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
        if (Sum && Sum->getOpcode() == BO_Add) {
          if (varOf(Sum->getLHS()) == C)
            StepExpr = Sum->getRHS();
          else if (varOf(Sum->getRHS()) == C)
            StepExpr = Sum->getLHS();
        }
      }
    }
  }
  if (StepExpr) {
    SymValue S = eval(StepExpr);
    if (S.isParamPoly())
      Step = S.Aff.getConstant().getConstant();
    if (!Step)
      return Reject(UnknownKind::NonCanonicalLoop,
                    Name + " has step '" + text(StepExpr) +
                        "', which is not an integer constant");
  }
  if (!Step)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " has no increment of the form ++" + L.Counter +
                      " or " + L.Counter + " += step");
  if (*Step <= 0)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " counts down (only increasing loops are analysed)");

  // Bound.
  const auto *Cond =
      FS->getCond() ? dyn_cast<BinaryOperator>(FS->getCond()->IgnoreParenImpCasts())
                    : nullptr;
  const Expr *Bound = nullptr;
  int64_t Extra = 0;
  if (Cond && varOf(Cond->getLHS()) == C) {
    Bound = Cond->getRHS();
    if (Cond->getOpcode() == BO_LE)
      Extra = 1;
    else if (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_NE)
      Bound = nullptr;
  } else if (Cond && varOf(Cond->getRHS()) == C) {
    Bound = Cond->getLHS();
    if (Cond->getOpcode() == BO_GE)
      Extra = 1;
    else if (Cond->getOpcode() != BO_GT && Cond->getOpcode() != BO_NE)
      Bound = nullptr;
  }
  if (!Bound)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " has no condition of the form " + L.Counter +
                      " < bound, <= or !=");
  if (Cond->getOpcode() == BO_NE && *Step != 1)
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " uses '!=' with a step other than 1");

  SymValue Lo = eval(Init);
  if (!Lo.isInt())
    return Reject(Lo.LoadedFrom >= 0 || Lo.Why == UnknownKind::IndirectIndex
                      ? UnknownKind::DataDependentBound
                      : UnknownKind::NonCanonicalLoop,
                  "lower bound of " + Name + " " + Lo.Reason);
  SymValue Hi = eval(Bound);
  if (!Hi.isInt())
    return Reject(Hi.Why == UnknownKind::IndirectIndex
                      ? UnknownKind::DataDependentBound
                      : UnknownKind::NonCanonicalLoop,
                  "upper bound of " + Name + " " + Hi.Reason);
  if (modifies(FS->getBody(), C))
    return Reject(UnknownKind::NonCanonicalLoop,
                  Name + " assigns its counter in the body");

  L.Lower = Lo.Aff;
  L.Upper = Hi.Aff + AffineExpr::constant(ParamPoly::constant(Extra));
  L.Step = *Step;
  L.Canonical = true;
  return true;
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
  if (!Canonical && L.CounterDecl)
    RejectedCounters[L.CounterDecl] = L.Number;
  if (FS->getCond() && readsMemory(FS->getCond()))
    noteCondition(FS->getCond(), "for");
  bool DD = readsMemory(FS->getCond());
  Info.Loops.push_back(L);

  Context Saved = Cur;
  bool SavedJump = LoopJumpSeen;
  Cur.Loops.push_back(L.Number);
  if (Canonical)
    ActiveCounters.insert({L.CounterDecl, IndexVar::loopCounter(L.Number, L.Counter)});
  BreakTargets.push_back(L.Number);
  // The first test of the condition runs whatever the data; the body runs
  // under it.
  walkExpr(FS->getCond());
  Cur.DataDependent |= DD;
  walkStmt(FS->getBody());
  walkExpr(FS->getInc());
  BreakTargets.pop_back();
  if (Canonical)
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
