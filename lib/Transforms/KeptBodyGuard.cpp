//===- KeptBodyGuard.cpp - Whether a kept body's guard covers its effects -===//
//
// A kernel whose body the nest cannot represent is kept as written, and only
// its launch may change (wgshape). Rounding that launch up past the host's
// global size is safe only where the kernel's own guard makes every extra
// work-item do nothing. The nest found the guard, but an incomplete nest may
// have dropped statements it could not represent, so the body's shape is
// checked here on the AST itself. Before the guard come only declarations,
// and they and the guard's condition must be harmless for an extra
// work-item: no side effect, no memory read (its index may be out of
// bounds), no integer division by a value that may be 0 for it. The guard
// is the last statement (a final `return;` aside) or an early `return`.
// The values the body computes must also be the same in the wider launch:
// no call may read the global size, the number of groups or the linear
// global id, and none may reach code the check does not see (a helper
// function).
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "clopt/Analysis/KernelModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

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
    if (Name == "get_global_size" || Name == "get_num_groups" ||
        Name == "get_global_linear_id") {
      Found = true;
      return false;
    }
    return true;
  }
};

/// Finds what a work-item past the host's global size could not safely do
/// before the guard stops it: read memory (its index may be out of bounds),
/// divide by a value that may be 0 for it alone, or call anything but a
/// work-item function.
class UnsafeForExtraItems : public RecursiveASTVisitor<UnsafeForExtraItems> {
public:
  explicit UnsafeForExtraItems(const ASTContext &Ctx) : Ctx(Ctx) {}
  bool Found = false;

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *) { return found(); }
  bool VisitMemberExpr(MemberExpr *M) { return M->isArrow() ? found() : true; }
  bool VisitUnaryOperator(UnaryOperator *U) {
    return U->getOpcode() == UO_Deref ? found() : true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->getOpcode() != BO_Div && B->getOpcode() != BO_Rem)
      return true;
    if (!B->getType()->isIntegerType())
      return true;
    Expr::EvalResult Divisor;
    if (B->getRHS()->EvaluateAsInt(Divisor, Ctx) && !Divisor.Val.getInt().isZero())
      return true;
    return found();
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    return Callee && isWorkItemFunction(Callee->getName()) ? true : found();
  }

private:
  const ASTContext &Ctx;
  bool found() {
    Found = true;
    return false;
  }
};

} // namespace

static bool unsafeForExtraItems(const Expr *E, const ASTContext &Ctx) {
  if (E->HasSideEffects(Ctx, /*IncludePossibleEffects=*/true))
    return true;
  UnsafeForExtraItems V(Ctx);
  V.TraverseStmt(const_cast<Expr *>(E));
  return V.Found;
}

static bool isEarlyReturn(const Stmt *Body) {
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    return Block->size() == 1 && isEarlyReturn(Block->body_front());
  const auto *Ret = dyn_cast<ReturnStmt>(Body);
  return Ret && !Ret->getRetValue();
}

static bool declaresHarmlessly(const DeclStmt &DS, const ASTContext &Ctx) {
  for (const Decl *D : DS.decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      return false;
    if (const Expr *Init = VD->getInit(); Init && unsafeForExtraItems(Init, Ctx))
      return false;
  }
  return true;
}

bool clopt::nest::guardPrecedesEveryEffect(const FunctionDecl &Kernel,
                                           const SourcePos &GuardPos) {
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
      if (!declaresHarmlessly(*DS, Ctx))
        return false;
      continue;
    }
    const auto *If = dyn_cast<IfStmt>(*It);
    if (!If || If->getElse() || If->getInit() || If->getConditionVariable() ||
        unsafeForExtraItems(If->getCond(), Ctx))
      return false;
    // The statement checked must be the guard the nest bounded the ids by.
    SourcePos Pos = sourcePosition(Ctx.getSourceManager(), If->getBeginLoc());
    if (Pos.Line != GuardPos.Line || Pos.Column != GuardPos.Column ||
        Pos.File != GuardPos.File)
      return false;
    // Last, or followed only by the `return;` that ends the kernel.
    auto Next = std::next(It);
    return isEarlyReturn(If->getThen()) || Next == End ||
           (std::next(Next) == End && isEarlyReturn(*Next));
  }
  return false;
}
