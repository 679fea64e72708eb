//===- DefinitionAnalysis.cpp - Definitions and taint, before the walk ------===//
//
// What the walk needs to know before it starts: how often each variable is
// defined (only variables with a single definition are followed), which
// values derive from memory reads (taint), and whether a statement modifies
// a variable. See KernelAnalysis.cpp for the walk.
//
//===----------------------------------------------------------------------===//


#include "KernelAnalyzer.h"

#include "clopt/Analysis/Frontend.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"

using namespace clang;
using namespace clopt;
using namespace clopt::detail;

namespace {
/// Counts how often each variable is defined in a function and the functions
/// it calls, and remembers the defining expressions.
class DefinitionCounter : public RecursiveASTVisitor<DefinitionCounter> {
public:
  DefinitionCounter(llvm::DenseMap<const VarDecl *, unsigned> &Defs,
                    llvm::DenseMap<const VarDecl *, std::vector<const Expr *>> &DefExprs,
                    std::vector<const VarDecl *> &Order)
      : Defs(Defs), DefExprs(DefExprs), Order(Order) {}

  void addFunction(const FunctionDecl *FD) {
    if (!FD->hasBody() || !Seen.insert(FD).second)
      return;
    for (const ParmVarDecl *P : FD->parameters())
      note(P, nullptr, 1);
    TraverseStmt(FD->getBody());
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD))
      return true;
    note(VD, VD->getInit(), VD->getInit() ? 1 : 0);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (!BO->isAssignmentOp())
      return true;
    if (const VarDecl *VD = KernelAnalyzer::varOf(BO->getLHS()))
      note(VD, BO->getOpcode() == BO_Assign ? BO->getRHS() : BO, 1);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    const VarDecl *VD = KernelAnalyzer::varOf(UO->getSubExpr());
    if (!VD)
      return true;
    if (UO->isIncrementDecrementOp())
      note(VD, UO, 1);
    else if (UO->getOpcode() == UO_AddrOf)
      note(VD, nullptr, 2); // its value can change behind the analysis' back
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    if (const FunctionDecl *FD = CE->getDirectCallee())
      Pending.push_back(FD);
    return true;
  }
  void drain() {
    while (!Pending.empty()) {
      const FunctionDecl *FD = Pending.back();
      Pending.pop_back();
      if (const FunctionDecl *Def = FD->getDefinition())
        addFunction(Def);
    }
  }

private:
  void note(const VarDecl *VD, const Expr *E, unsigned N) {
    auto [It, New] = Defs.try_emplace(VD, 0);
    if (New)
      Order.push_back(VD);
    It->second += N;
    if (E)
      DefExprs[VD].push_back(E);
  }
  llvm::DenseMap<const VarDecl *, unsigned> &Defs;
  llvm::DenseMap<const VarDecl *, std::vector<const Expr *>> &DefExprs;
  std::vector<const VarDecl *> &Order;
  llvm::DenseSet<const FunctionDecl *> Seen;
  std::vector<const FunctionDecl *> Pending;
};
} // namespace

void KernelAnalyzer::countDefinitions(const FunctionDecl &F) {
  DefinitionCounter C(Defs, DefExprs, DefOrder);
  C.addFunction(&F);
  C.drain();
}

/// The name of the array or variable a load reads from.
static std::string loadedName(const Expr *Base) {
  Base = Base->IgnoreParenCasts();
  while (true) {
    if (const auto *BO = dyn_cast<BinaryOperator>(Base)) {
      Base = (BO->getLHS()->getType()->isPointerType() ? BO->getLHS()
                                                       : BO->getRHS())
                 ->IgnoreParenCasts();
      continue;
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Base)) {
      Base = ASE->getBase()->IgnoreParenCasts();
      continue;
    }
    break;
  }
  if (const VarDecl *VD = KernelAnalyzer::varOf(Base))
    return VD->getName().str();
  return "memory";
}

namespace {
/// Finds the first memory read in an expression, skipping `&A[i]`.
class ReadFinder : public RecursiveASTVisitor<ReadFinder> {
public:
  ReadFinder(const llvm::DenseMap<const VarDecl *, std::string> &Taint)
      : Taint(Taint) {}
  std::optional<std::string> Found;

  bool TraverseUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_AddrOf) {
      Expr *Sub = UO->getSubExpr()->IgnoreParens();
      if (auto *ASE = dyn_cast<ArraySubscriptExpr>(Sub))
        return TraverseStmt(ASE->getIdx());
      return true;
    }
    if (UO->getOpcode() == UO_Deref) {
      Found = loadedName(UO->getSubExpr());
      return false;
    }
    return RecursiveASTVisitor::TraverseUnaryOperator(UO);
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *ASE) {
    Found = loadedName(ASE->getBase());
    return false;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = Taint.find(VD);
      if (It != Taint.end()) {
        Found = It->second;
        return false;
      }
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return true;
    StringRef N = FD->getName();
    // Atomics return the old value of their first argument; vloadN(i, p)
    // reads p.
    if (N.starts_with("atom") && CE->getNumArgs() >= 1) {
      Found = loadedName(CE->getArg(0));
      return false;
    }
    if (N.starts_with("vload") && CE->getNumArgs() >= 2) {
      Found = loadedName(CE->getArg(1));
      return false;
    }
    return true;
  }

private:
  const llvm::DenseMap<const VarDecl *, std::string> &Taint;
};
} // namespace

bool KernelAnalyzer::readsMemory(const Expr *E, std::string *Name) const {
  if (!E)
    return false;
  ReadFinder F(Taint);
  F.TraverseStmt(const_cast<Expr *>(E));
  if (F.Found && Name)
    *Name = *F.Found;
  return F.Found.has_value();
}

void KernelAnalyzer::computeTaint() {
  // A fixpoint in definition order, so the name recorded for a variable is
  // the same on every run.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const VarDecl *VD : DefOrder) {
      if (Taint.count(VD))
        continue;
      auto It = DefExprs.find(VD);
      if (It == DefExprs.end())
        continue;
      for (const Expr *Def : It->second) {
        std::string Name;
        if (readsMemory(Def, &Name)) {
          Taint[VD] = Name;
          Changed = true;
          break;
        }
      }
    }
  }
}

bool KernelAnalyzer::modifies(const Stmt *S, const VarDecl *VD) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *VD;
    bool Found = false;
    bool VisitBinaryOperator(BinaryOperator *BO) {
      if (BO->isAssignmentOp() && varOf(BO->getLHS()) == VD)
        Found = true;
      return !Found;
    }
    bool VisitUnaryOperator(UnaryOperator *UO) {
      if ((UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
          varOf(UO->getSubExpr()) == VD)
        Found = true;
      return !Found;
    }
  } F;
  F.VD = VD;
  F.TraverseStmt(const_cast<Stmt *>(S));
  return F.Found;
}
