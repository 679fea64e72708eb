//===- KeptBodyGuard.cpp - Whether a kept body's guard covers its effects -===//
//
// A kernel whose body the nest cannot represent is kept as written, and only
// its launch may change (wgshape). Rounding that launch up past the host's
// global size is safe only where the kernel's own guard makes every extra
// work-item do nothing. The nest found the guard, but an incomplete nest may
// have dropped statements it could not represent, so the body's shape is
// checked here on the AST itself: before the guard only declarations whose
// values neither have a side effect nor read memory (an extra work-item's
// index may be out of bounds), a guard that reads no memory either, and the
// guard either the last statement or an early `return`. The ids the guard bounds must also mean the same in the
// wider launch: no call may read the global size or the number of groups,
// and no call may reach code the check does not see (a helper function).
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "clopt/Analysis/KernelModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

using namespace clang;
using clopt::isWorkItemFunction;

namespace {

/// Finds a call that the wider launch would change or that the check cannot
/// see into.
class LaunchSensitiveCall : public RecursiveASTVisitor<LaunchSensitiveCall> {
public:
  bool Found = false;

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || Callee->hasBody()) {
      Found = true; // a call through a pointer, or a helper of the user's
      return false;
    }
    StringRef Name = Callee->getName();
    if (Name == "get_global_size" || Name == "get_num_groups") {
      Found = true;
      return false;
    }
    return true;
  }
};

/// Finds what a work-item past the host's global size could not do before
/// the guard stops it: read memory (its index may be out of bounds), or
/// call anything but a work-item function.
class ReadsMemory : public RecursiveASTVisitor<ReadsMemory> {
public:
  bool Found = false;

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *) { return found(); }
  bool VisitMemberExpr(MemberExpr *M) { return M->isArrow() ? found() : true; }
  bool VisitUnaryOperator(UnaryOperator *U) {
    return U->getOpcode() == UO_Deref ? found() : true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    return Callee && isWorkItemFunction(Callee->getName()) ? true : found();
  }

private:
  bool found() {
    Found = true;
    return false;
  }
};

} // namespace

static bool readsMemory(const Expr *E) {
  ReadsMemory R;
  R.TraverseStmt(const_cast<Expr *>(E));
  return R.Found;
}

static bool isEarlyReturn(const Stmt *Body) {
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    return Block->size() == 1 && isEarlyReturn(Block->body_front());
  const auto *Ret = dyn_cast<ReturnStmt>(Body);
  return Ret && !Ret->getRetValue();
}

static bool declaresWithoutEffects(const DeclStmt &DS, const ASTContext &Ctx) {
  for (const Decl *D : DS.decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      return false;
    if (const Expr *Init = VD->getInit())
      if (Init->HasSideEffects(Ctx, /*IncludePossibleEffects=*/true) ||
          readsMemory(Init))
        return false;
  }
  return true;
}

bool clopt::nest::guardPrecedesEveryEffect(const FunctionDecl &Kernel) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Kernel.getBody());
  if (!Body)
    return false;
  LaunchSensitiveCall Calls;
  Calls.TraverseStmt(const_cast<CompoundStmt *>(Body));
  if (Calls.Found)
    return false;
  const ASTContext &Ctx = Kernel.getASTContext();
  for (auto It = Body->body_begin(), End = Body->body_end(); It != End; ++It) {
    if (const auto *DS = dyn_cast<DeclStmt>(*It)) {
      if (!declaresWithoutEffects(*DS, Ctx))
        return false;
      continue;
    }
    const auto *If = dyn_cast<IfStmt>(*It);
    if (!If || If->getElse() || If->getInit() || If->getConditionVariable() ||
        If->getCond()->HasSideEffects(Ctx, /*IncludePossibleEffects=*/true) ||
        readsMemory(If->getCond()))
      return false;
    return isEarlyReturn(If->getThen()) || std::next(It) == End;
  }
  return false;
}
