//===- KernelAnalysis.cpp - Walk a kernel and build its model -------------===//
//
// One pass over the kernel body in source order. Variables are followed only
// when they have a single definition (or are the counter of the canonical
// loop being walked), so a value read from the environment is the value the
// variable holds at that point in every execution; helper functions with a
// body are walked at their call sites with their parameters bound to the
// arguments (see docs/analysis.md).
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

static constexpr unsigned MaxInlineDepth = 8;
static constexpr unsigned SwitchTarget = ~0u;

KernelAnalyzer::KernelAnalyzer(ParsedSource &Source, const FunctionDecl &Kernel)
    : Source(Source), Kernel(Kernel), Ctx(Source.getASTContext()) {}

SourcePos KernelAnalyzer::position(SourceLocation Loc) const {
  return sourcePosition(Source.getSourceManager(), Loc);
}

bool KernelAnalyzer::isGlobalPointer(QualType T) {
  if (!T->isPointerType())
    return false;
  LangAS AS = T->getPointeeType().getAddressSpace();
  return AS == LangAS::opencl_global || AS == LangAS::opencl_constant;
}

static bool isLocalAddressSpace(QualType T) {
  return T.getAddressSpace() == LangAS::opencl_local;
}

void KernelAnalyzer::addUnknown(SourceLocation Loc, UnknownKind K,
                                std::string Msg) {
  Unknown U;
  U.Kind = K;
  U.Message = std::move(Msg);
  Info.Unknowns.emplace_back(position(Loc), U);
}

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

static AddressSpace addressSpaceOf(QualType T) {
  switch (T.getAddressSpace()) {
  case LangAS::opencl_global:
    return AddressSpace::Global;
  case LangAS::opencl_constant:
    return AddressSpace::Constant;
  case LangAS::opencl_local:
    return AddressSpace::Local;
  default:
    return AddressSpace::Private;
  }
}

void KernelAnalyzer::collectParams() {
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  for (const ParmVarDecl *PVD : Kernel.parameters()) {
    KernelParam P;
    P.Index = Info.Params.size();
    P.Name = PVD->getName().str();
    // The parameter's own (private) address space is noise in its type.
    QualType T = Ctx.removeAddrSpaceQualType(PVD->getType());
    P.Type = T.getAsString(PP);
    P.IsPointer = T->isPointerType();
    QualType Elem = P.IsPointer ? T->getPointeeType() : T;
    if (P.IsPointer) {
      P.Space = addressSpaceOf(Elem);
      P.IsConstQualified = Elem.isConstQualified();
    }
    QualType Bare = Ctx.removeAddrSpaceQualType(Elem.getUnqualifiedType());
    P.ElementType = Bare.getAsString(PP);
    if (!Bare->isIncompleteType() && !Bare->isVoidType())
      P.ElementSize = Ctx.getTypeSizeInChars(Bare).getQuantity();
    QualType Scalar = Bare;
    if (const auto *VT = Bare->getAs<VectorType>())
      Scalar = VT->getElementType();
    P.IsFloat = Scalar->isRealFloatingType();
    P.Decl = PVD;
    ParamIndex[PVD] = P.Index;
    Info.Params.push_back(P);
  }
}

//===----------------------------------------------------------------------===//
// Definitions and taint (before the walk)
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

void KernelAnalyzer::define(const VarDecl *VD, const Expr *Init) {
  if (isMultiDef(VD) || !Init)
    return;
  Env[VD] = {eval(Init), static_cast<unsigned>(Cur.Loops.size())};
}

void KernelAnalyzer::walkStmt(const Stmt *S) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S))
    return walkExpr(E);
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return walkCompound(CS);
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD)
        continue;
      DeclLoops[VD] = Cur.Loops;
      if (isLocalAddressSpace(VD->getType()))
        Info.UsesLocalMemory = true;
      if (const Expr *Init = VD->getInit()) {
        walkExpr(Init);
        define(VD, Init);
      }
    }
    return;
  }
  if (const auto *If = dyn_cast<IfStmt>(S))
    return walkIf(If);
  if (const auto *FS = dyn_cast<ForStmt>(S))
    return walkFor(FS);
  if (const auto *WS = dyn_cast<WhileStmt>(S))
    return walkOtherLoop(WS, WS->getCond(), WS->getBody());
  if (const auto *DoS = dyn_cast<DoStmt>(S))
    return walkOtherLoop(DoS, DoS->getCond(), DoS->getBody());
  if (const auto *SS = dyn_cast<SwitchStmt>(S)) {
    walkStmt(SS->getInit());
    walkExpr(SS->getCond());
    bool DD = readsMemory(SS->getCond());
    if (DD)
      noteCondition(SS->getCond(), "switch");
    Context Saved = Cur;
    Cur.Conditional = true;
    Cur.DataDependent |= DD;
    BreakTargets.push_back(SwitchTarget);
    walkStmt(SS->getBody());
    BreakTargets.pop_back();
    Cur = Saved;
    return;
  }
  if (const auto *RS = dyn_cast<ReturnStmt>(S)) {
    walkExpr(RS->getRetValue());
    for (unsigned L : BreakTargets)
      if (L != SwitchTarget && !Info.Loops[L].Why) {
        Info.Loops[L].Canonical = false;
        Info.Loops[L].Why = {UnknownKind::NonCanonicalLoop,
                             "loop may exit early ('return' in its body)"};
        addUnknown(RS->getBeginLoc(), UnknownKind::NonCanonicalLoop,
                   "loop '" + Info.Loops[L].Counter +
                       "' may exit early ('return' in its body)");
      }
    if (!CallStack.empty()) {
      const auto *Body = cast<CompoundStmt>(CallStack.back()->getBody());
      if (!Body->body_empty() && Body->body_back() == RS &&
          RS->getRetValue() && !ReturnSeen)
        HelperReturn = eval(RS->getRetValue());
      else
        HelperHasOtherReturns = true;
    }
    ReturnSeen = true;
    ReturnSeenDataDependent |= Cur.DataDependent;
    return;
  }
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
    LoopJumpSeen = true;
    if (isa<BreakStmt>(S) && !BreakTargets.empty() &&
        BreakTargets.back() != SwitchTarget) {
      LoopInfo &L = Info.Loops[BreakTargets.back()];
      if (!L.Why) {
        L.Canonical = false;
        L.Why = {UnknownKind::NonCanonicalLoop,
                 "loop may exit early ('break' in its body)"};
        addUnknown(S->getBeginLoc(), UnknownKind::NonCanonicalLoop,
                   "loop '" + L.Counter + "' may exit early ('break' in its body)");
      }
    }
    return;
  }
  walkChildren(S);
}

void KernelAnalyzer::walkChildren(const Stmt *S) {
  for (const Stmt *Child : S->children())
    walkStmt(Child);
}

void KernelAnalyzer::walkCompound(const CompoundStmt *CS) {
  for (const Stmt *S : CS->body())
    walkStmt(S);
}

void KernelAnalyzer::noteCondition(const Expr *Cond, const char *What) {
  std::string Name;
  if (!readsMemory(Cond, &Name))
    return;
  Info.HasDataDependentBranch = true;
  addUnknown(Cond->getBeginLoc(), UnknownKind::DataDependentBound,
             std::string("condition of '") + What +
                 "' depends on a value loaded from '" + Name + "'");
}

void KernelAnalyzer::walkIf(const IfStmt *If) {
  walkStmt(If->getInit());
  if (const DeclStmt *DS = If->getConditionVariableDeclStmt())
    walkStmt(DS);
  walkExpr(If->getCond());
  bool DD = readsMemory(If->getCond());
  noteCondition(If->getCond(), "if");
  Context Saved = Cur;
  Cur.Conditional = true;
  Cur.DataDependent |= DD;
  walkStmt(If->getThen());
  walkStmt(If->getElse());
  Cur = Saved;
}

void KernelAnalyzer::walkOtherLoop(const Stmt *Loop, const Expr *Cond,
                                   const Stmt *Body) {
  LoopInfo L;
  L.Number = Info.Loops.size();
  L.Parent = Cur.Loops.empty() ? -1 : int(Cur.Loops.back());
  L.Depth = Cur.Loops.size();
  L.Pos = position(Loop->getBeginLoc());
  const char *Kind = isa<WhileStmt>(Loop) ? "while" : "do";
  L.Why = {UnknownKind::NonCanonicalLoop,
           std::string("'") + Kind + "' loop: its trip count is not analysed"};
  Info.Loops.push_back(L);
  addUnknown(Loop->getBeginLoc(), UnknownKind::NonCanonicalLoop, L.Why.Message);

  bool DD = readsMemory(Cond);
  noteCondition(Cond, Kind);
  Context Saved = Cur;
  bool SavedJump = LoopJumpSeen;
  Cur.Loops.push_back(L.Number);
  Cur.Conditional = true;
  Cur.DataDependent |= DD;
  BreakTargets.push_back(L.Number);
  if (isa<WhileStmt>(Loop))
    walkExpr(Cond);
  walkStmt(Body);
  if (isa<DoStmt>(Loop))
    walkExpr(Cond);
  BreakTargets.pop_back();
  Cur = Saved;
  LoopJumpSeen = SavedJump;
  leaveLoop(L.Number);
}

/// Whether E is a reference to __global/__constant memory (A[i] or *p),
/// also through an OpenCL 2.0 generic pointer that derives from a __global
/// or __constant parameter.
bool KernelAnalyzer::isMemoryRef(const Expr *E) const {
  E = E->IgnoreParens();
  const Expr *Ptr = nullptr;
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    Ptr = ASE->getBase();
  else if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Deref)
      Ptr = UO->getSubExpr();
  } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    // p->field reads one field of the element *p: an access to *p.
    if (ME->isArrow())
      Ptr = ME->getBase();
  }
  if (!Ptr || !Ptr->getType()->isPointerType())
    return false;
  // A program-scope __constant table is not a kernel buffer.
  if (const VarDecl *VD = varOf(Ptr))
    if (!isa<ParmVarDecl>(VD) && VD->getType()->isArrayType())
      return false;
  if (isGlobalPointer(Ptr->getType()))
    return true;
  if (Ptr->getType()->getPointeeType().getAddressSpace() !=
      LangAS::opencl_generic)
    return false;
  llvm::DenseSet<const VarDecl *> Seen;
  int Base = pointerBase(Ptr, Seen);
  return Base >= 0 && (Info.Params[Base].Space == AddressSpace::Global ||
                       Info.Params[Base].Space == AddressSpace::Constant);
}

void KernelAnalyzer::walkExpr(const Expr *E) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (isMemoryRef(E))
    return walkAccess(E, AccessKind::Read);
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp())
      return walkAssignment(BO);
    if (BO->isLogicalOp()) {
      walkExpr(BO->getLHS());
      Context Saved = Cur;
      Cur.Conditional = true;
      Cur.DataDependent |= readsMemory(BO->getLHS());
      walkExpr(BO->getRHS());
      Cur = Saved;
      return;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    const Expr *Sub = UO->getSubExpr()->IgnoreParens();
    if (UO->isIncrementDecrementOp()) {
      if (isMemoryRef(Sub))
        return walkAccess(Sub, AccessKind::ReadWrite);
      if (const Expr *Ref = partialMemoryRef(Sub))
        return walkAccess(Ref, AccessKind::ReadWrite);
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Sub)) {
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Uses.push_back({VD, Cur.Loops, ReductionOp::Add,
                          position(UO->getBeginLoc())});
        return;
      }
    }
    if (UO->getOpcode() == UO_AddrOf) {
      // &A[i] computes an address; it reads nothing.
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Sub)) {
        walkExpr(ASE->getBase());
        walkExpr(ASE->getIdx());
        return;
      }
    }
  }
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
    walkExpr(CO->getCond());
    bool DD = readsMemory(CO->getCond());
    noteCondition(CO->getCond(), "?:");
    Context Saved = Cur;
    Cur.Conditional = true;
    Cur.DataDependent |= DD;
    walkExpr(CO->getTrueExpr());
    walkExpr(CO->getFalseExpr());
    Cur = Saved;
    return;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return walkCall(CE);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return recordUse(DRE);
  for (const Stmt *Child : E->children())
    walkStmt(Child);
}

void KernelAnalyzer::recordUse(const DeclRefExpr *DRE) {
  if (DRE == SkipUse)
    return;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!VD || isa<ParmVarDecl>(VD) || !VD->hasLocalStorage())
    return;
  Uses.push_back({VD, Cur.Loops, std::nullopt, position(DRE->getBeginLoc())});
}

void KernelAnalyzer::walkAccess(const Expr *Ref, AccessKind K) {
  Ref = Ref->IgnoreParens();
  // Reserve the slot first so that A[idx[i]] numbers A before idx (source
  // order); the index is evaluated after its subexpressions were walked,
  // since a helper called in it must be followed first.
  unsigned Slot = Info.Accesses.size();
  Info.Accesses.emplace_back();
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Ref)) {
    walkExpr(ASE->getBase());
    walkExpr(ASE->getIdx());
    return recordAccess(Ref, ASE->getBase(), ASE->getIdx(), K, Slot);
  }
  if (const auto *ME = dyn_cast<MemberExpr>(Ref)) {
    walkExpr(ME->getBase());
    return recordAccess(Ref, ME->getBase(), nullptr, K, Slot);
  }
  const auto *UO = cast<UnaryOperator>(Ref);
  walkExpr(UO->getSubExpr());
  recordAccess(Ref, UO->getSubExpr(), nullptr, K, Slot);
}

void KernelAnalyzer::recordAccess(const Expr *Ref, const Expr *Ptr,
                                  const Expr *Idx, AccessKind K,
                                  std::optional<unsigned> Slot) {
  SymValue P = eval(Ptr);
  if (!P.isPointer() || P.Param < 0) {
    // The reserved slot stays empty (Ref == null) and is dropped in finish().
    addUnknown(Ref->getBeginLoc(), UnknownKind::PointerEscapes,
               "'" + text(Ref) +
                   "' goes through a pointer whose origin is not known");
    return;
  }
  MemoryAccess A = newAccess(Ref, P.Param, K);
  SymValue I = Idx ? eval(Idx)
                   : SymValue::integer(AffineExpr::constant(ParamPoly()));
  const SymValue &Bad = !P.OffsetKnown ? P : I;
  if (P.OffsetKnown && I.isInt()) {
    A.Index = P.Aff + I.Aff;
  } else if (Bad.isPointer() && Bad.OffsetKnown) {
    A.Why = {UnknownKind::NonAffineIndex,
             "index of '" + A.Array + "' is a pointer"};
  } else {
    A.Why = {Bad.Why, "index of '" + A.Array + "' " + Bad.Reason};
    A.IndexLoadedFrom = Bad.LoadedFrom;
  }
  if (A.Why)
    Info.Unknowns.emplace_back(A.Pos, A.Why);
  if (Slot)
    Info.Accesses[*Slot] = std::move(A);
  else
    Info.Accesses.push_back(std::move(A));
}

/// An access to parameter Param at Ref, with what the walk knows at this
/// point (enclosing loops and function, conditions); the index is left to
/// the caller.
MemoryAccess KernelAnalyzer::newAccess(const Expr *Ref, int Param,
                                       AccessKind K) const {
  MemoryAccess A;
  A.Number = Info.Accesses.size();
  A.ParamIndex = Param;
  A.Array = Info.Params[Param].Name;
  A.Kind = K;
  A.Loops = Cur.Loops;
  A.Function = Cur.Function;
  A.Conditional = Cur.Conditional || ReturnSeen || LoopJumpSeen;
  A.DataDependentCondition = Cur.DataDependent || ReturnSeenDataDependent;
  A.Pos = position(Ref->getBeginLoc());
  A.Ref = Ref;
  return A;
}

void KernelAnalyzer::recordUnknownAccess(const Expr *Ref, const Expr *Ptr,
                                         AccessKind K, UnknownKind Why,
                                         const std::string &Reason) {
  SymValue P = eval(Ptr);
  if (!P.isPointer() || P.Param < 0)
    return addUnknown(Ref->getBeginLoc(), UnknownKind::PointerEscapes,
                      "'" + text(Ref) + "' " + Reason);
  MemoryAccess A = newAccess(Ref, P.Param, K);
  A.Why = {Why, "'" + A.Array + "' " + Reason};
  Info.Unknowns.emplace_back(A.Pos, A.Why);
  Info.Accesses.push_back(std::move(A));
}

std::optional<ReductionOp>
KernelAnalyzer::accumulation(const BinaryOperator *BO,
                             const DeclRefExpr *&Self) {
  Self = nullptr;
  const VarDecl *S = varOf(BO->getLHS());
  if (!S)
    return std::nullopt;
  switch (BO->getOpcode()) {
  case BO_AddAssign:
  case BO_SubAssign:
    return ReductionOp::Add;
  case BO_MulAssign:
    return ReductionOp::Mul;
  case BO_Assign:
    break;
  default:
    return std::nullopt;
  }
  auto IsSelf = [&](const Expr *E) -> const DeclRefExpr * {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == S ? DRE : nullptr;
  };
  const Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
  if (const auto *Op = dyn_cast<BinaryOperator>(RHS)) {
    BinaryOperatorKind K = Op->getOpcode();
    if (K != BO_Add && K != BO_Sub && K != BO_Mul)
      return std::nullopt;
    if ((Self = IsSelf(Op->getLHS())))
      return K == BO_Mul ? ReductionOp::Mul : ReductionOp::Add;
    if (K != BO_Sub && (Self = IsSelf(Op->getRHS())))
      return K == BO_Mul ? ReductionOp::Mul : ReductionOp::Add;
    return std::nullopt;
  }
  const auto *CE = dyn_cast<CallExpr>(RHS);
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  if (!FD)
    return std::nullopt;
  StringRef N = FD->getName();
  if ((N == "fma" || N == "mad") && CE->getNumArgs() == 3 &&
      (Self = IsSelf(CE->getArg(2))))
    return ReductionOp::Add;
  if (CE->getNumArgs() != 2)
    return std::nullopt;
  std::optional<ReductionOp> Op =
      llvm::StringSwitch<std::optional<ReductionOp>>(N)
          .Case("max", ReductionOp::Max)
          .Case("min", ReductionOp::Min)
          .Case("fmax", ReductionOp::FMax)
          .Case("fmin", ReductionOp::FMin)
          .Default(std::nullopt);
  if (!Op)
    return std::nullopt;
  if ((Self = IsSelf(CE->getArg(0))) || (Self = IsSelf(CE->getArg(1))))
    return Op;
  return std::nullopt;
}

/// The memory reference under a member or vector-component access
/// (`P[i].x`, `V[i].xy`), or null. Such a store writes part of an element
/// and keeps the rest, so it counts as a read and a write.
const Expr *KernelAnalyzer::partialMemoryRef(const Expr *E) const {
  E = E->IgnoreParens();
  while (true) {
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return isMemoryRef(ME) ? ME : nullptr;
      E = ME->getBase()->IgnoreParens();
      continue;
    }
    if (const auto *EV = dyn_cast<ExtVectorElementExpr>(E)) {
      E = EV->getBase()->IgnoreParens();
      continue;
    }
    break;
  }
  return isMemoryRef(E) ? E : nullptr;
}

void KernelAnalyzer::walkAssignment(const BinaryOperator *BO) {
  const Expr *LHS = BO->getLHS()->IgnoreParens();
  // A store to p->field keeps the element's other fields: it is handled
  // below as a partial (read-write) access.
  if (isMemoryRef(LHS) && !isa<MemberExpr>(LHS)) {
    walkAccess(LHS, BO->getOpcode() == BO_Assign ? AccessKind::Write
                                                 : AccessKind::ReadWrite);
    walkExpr(BO->getRHS());
    return;
  }
  if (const Expr *Ref = partialMemoryRef(LHS)) {
    walkAccess(Ref, AccessKind::ReadWrite);
    walkExpr(BO->getRHS());
    return;
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(LHS);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!VD) {
    walkExpr(LHS);
    walkExpr(BO->getRHS());
    return;
  }
  const DeclRefExpr *Self = nullptr;
  std::optional<ReductionOp> Op = accumulation(BO, Self);
  if (!isa<ParmVarDecl>(VD) && VD->hasLocalStorage())
    Uses.push_back({VD, Cur.Loops, Op, position(BO->getBeginLoc())});
  const DeclRefExpr *SavedSkip = SkipUse;
  SkipUse = Self;
  walkExpr(BO->getRHS());
  SkipUse = SavedSkip;
  if (BO->getOpcode() == BO_Assign)
    define(VD, BO->getRHS());
}

void KernelAnalyzer::walkCall(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD) {
    walkChildren(CE);
    return;
  }
  StringRef N = FD->getName();
  if (isWorkItemFunction(N) && CE->getNumArgs() == 1) {
    walkExpr(CE->getArg(0));
    WorkItemCall W;
    W.Function = N.str();
    W.Pos = position(CE->getBeginLoc());
    SymValue D = eval(CE->getArg(0));
    auto Dim = D.isParamPoly() ? D.Aff.getConstant().getConstant() : std::nullopt;
    if (Dim && *Dim >= 0 && *Dim < 3)
      W.Dim = unsigned(*Dim);
    else
      addUnknown(CE->getBeginLoc(), UnknownKind::NonAffineIndex,
                 "dimension of '" + N.str() + "' is not a constant 0, 1 or 2");
    Info.WorkItemCalls.push_back(W);
    return;
  }
  if (N == "barrier" || N == "work_group_barrier")
    Info.HasBarrier = true;
  bool Atomic = N.starts_with("atom");
  if (Atomic)
    Info.HasAtomics = true;

  if (FD->hasBody() && !Atomic)
    return inlineHelper(CE, FD);

  // The element an atomic updates comes first in source order.
  std::optional<unsigned> AtomicSlot;
  if (Atomic && CE->getNumArgs() &&
      isGlobalPointer(CE->getArg(0)->IgnoreParenImpCasts()->getType())) {
    AtomicSlot = Info.Accesses.size();
    Info.Accesses.emplace_back();
  }
  for (const Expr *Arg : CE->arguments())
    walkExpr(Arg);
  // A builtin that takes a __global pointer touches memory the analysis
  // cannot see element by element, except atomics on one element.
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *Arg = CE->getArg(I);
    if (!isGlobalPointer(Arg->IgnoreParenImpCasts()->getType()))
      continue;
    if (Atomic && I == 0) {
      const Expr *A = Arg->IgnoreParenImpCasts();
      const auto *UO = dyn_cast<UnaryOperator>(A);
      const auto *ASE =
          UO && UO->getOpcode() == UO_AddrOf
              ? dyn_cast<ArraySubscriptExpr>(UO->getSubExpr()->IgnoreParens())
              : nullptr;
      if (ASE)
        recordAccess(Arg, ASE->getBase(), ASE->getIdx(), AccessKind::ReadWrite,
                     AtomicSlot);
      else
        recordAccess(Arg, A, nullptr, AccessKind::ReadWrite, AtomicSlot);
      continue;
    }
    AccessKind K = N.starts_with("vload")    ? AccessKind::Read
                   : N.starts_with("vstore") ? AccessKind::Write
                                             : AccessKind::ReadWrite;
    recordUnknownAccess(Arg, Arg->IgnoreParenImpCasts(), K,
                        UnknownKind::PointerEscapes,
                        "is passed to '" + N.str() +
                            "', whose accesses clopt does not follow");
  }
}

void KernelAnalyzer::inlineHelper(const CallExpr *CE, const FunctionDecl *FD) {
  for (const Expr *Arg : CE->arguments())
    walkExpr(Arg);
  FD = FD->getDefinition();
  if (CallStack.size() >= MaxInlineDepth || llvm::is_contained(CallStack, FD)) {
    addUnknown(CE->getBeginLoc(), UnknownKind::PointerEscapes,
               "call to '" + FD->getName().str() +
                   "' is not followed (recursion or nesting too deep)");
    for (const Expr *Arg : CE->arguments())
      if (isGlobalPointer(Arg->IgnoreParenImpCasts()->getType()))
        recordUnknownAccess(Arg, Arg->IgnoreParenImpCasts(),
                            AccessKind::ReadWrite, UnknownKind::PointerEscapes,
                            "is passed to '" + FD->getName().str() +
                                "', which is not followed");
    return;
  }
  // Bind the parameters to the arguments' values at this call.
  for (unsigned I = 0; I < CE->getNumArgs() && I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    Env[P] = {eval(CE->getArg(I)), static_cast<unsigned>(Cur.Loops.size())};
    DefExprs[P].push_back(CE->getArg(I));
  }
  Context Saved = Cur;
  bool SavedReturn = ReturnSeen, SavedReturnDD = ReturnSeenDataDependent;
  bool SavedJump = LoopJumpSeen;
  std::vector<unsigned> SavedTargets = std::move(BreakTargets);
  std::optional<SymValue> SavedHelperReturn = std::move(HelperReturn);
  bool SavedOther = HelperHasOtherReturns;

  Cur.Conditional = Cur.Conditional || ReturnSeen || LoopJumpSeen;
  Cur.DataDependent = Cur.DataDependent || ReturnSeenDataDependent;
  Cur.Function = FD->getName().str();
  ReturnSeen = ReturnSeenDataDependent = LoopJumpSeen = false;
  BreakTargets.clear();
  HelperReturn.reset();
  HelperHasOtherReturns = false;

  CallStack.push_back(FD);
  walkStmt(FD->getBody());
  CallStack.pop_back();

  if (!FD->getReturnType()->isVoidType()) {
    if (HelperReturn && !HelperHasOtherReturns)
      CallValues[CE] = *HelperReturn;
    else
      CallValues[CE] = SymValue::opaque(
          UnknownKind::UnknownVariable,
          "depends on the value returned by '" + FD->getName().str() +
              "', which has several return statements");
  }
  Cur = Saved;
  ReturnSeen = SavedReturn;
  ReturnSeenDataDependent = SavedReturnDD;
  LoopJumpSeen = SavedJump;
  BreakTargets = std::move(SavedTargets);
  HelperReturn = std::move(SavedHelperReturn);
  HelperHasOtherReturns = SavedOther;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

void KernelAnalyzer::findReductions() {
  std::vector<const VarDecl *> Vars;
  llvm::DenseSet<const VarDecl *> SeenVars;
  for (const VarUse &U : Uses)
    if (SeenVars.insert(U.Var).second)
      Vars.push_back(U.Var);

  for (const VarDecl *VD : Vars) {
    QualType T = VD->getType();
    if (!(T->isArithmeticType() || T->isVectorType()) || isLocalAddressSpace(T))
      continue;
    const VarUse *First = nullptr;
    for (const VarUse &U : Uses)
      if (U.Var == VD && U.Update) {
        First = &U;
        break;
      }
    if (!First || First->Loops.empty())
      continue;
    const std::vector<unsigned> &DeclaredIn = DeclLoops[VD];
    int Best = -1;
    for (auto L = First->Loops.rbegin(); L != First->Loops.rend(); ++L) {
      if (llvm::is_contained(DeclaredIn, *L))
        break;
      bool OnlyUpdates = llvm::all_of(Uses, [&](const VarUse &U) {
        return U.Var != VD || !llvm::is_contained(U.Loops, *L) ||
               U.Update == First->Update;
      });
      if (!OnlyUpdates)
        break;
      Best = int(*L);
    }
    if (Best < 0)
      continue;
    Reduction R;
    R.Accumulator = VD->getName().str();
    R.Op = *First->Update;
    R.Loop = unsigned(Best);
    R.Pos = First->Pos;
    R.Decl = VD;
    Info.Reductions.push_back(R);
  }
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

void KernelAnalyzer::finish() {
  llvm::erase_if(Info.Accesses, [](const MemoryAccess &A) { return !A.Ref; });
  for (unsigned I = 0; I < Info.Accesses.size(); ++I)
    Info.Accesses[I].Number = I;
  for (LoopInfo &L : Info.Loops)
    L.Innermost = llvm::none_of(Info.Loops, [&](const LoopInfo &C) {
      return C.Parent == int(L.Number);
    });
  for (const WorkItemCall &W : Info.WorkItemCalls)
    if ((W.Function == "get_global_id" || W.Function == "get_local_id") &&
        W.Dim && !llvm::is_contained(Info.IdDims, *W.Dim))
      Info.IdDims.push_back(*W.Dim);
  llvm::sort(Info.IdDims);
  findReductions();
  classifyAccesses();
  summarizeArrays();

  auto Key = [](const std::pair<SourcePos, Unknown> &U) {
    return std::make_tuple(U.first.File, U.first.Line, U.first.Column,
                           U.second.Message);
  };
  llvm::stable_sort(Info.Unknowns, [&](const auto &A, const auto &B) {
    return Key(A) < Key(B);
  });
  Info.Unknowns.erase(
      std::unique(Info.Unknowns.begin(), Info.Unknowns.end(),
                  [&](const auto &A, const auto &B) { return Key(A) == Key(B); }),
      Info.Unknowns.end());
}

/// Whether statements and expressions in S nest deeper than Limit. Iterative:
/// the tree may be as deep as clang could parse.
static bool nestsDeeperThan(const Stmt *S, unsigned Limit) {
  std::vector<std::pair<const Stmt *, unsigned>> Work = {{S, 1}};
  while (!Work.empty()) {
    auto [Cur, Depth] = Work.back();
    Work.pop_back();
    if (!Cur)
      continue;
    if (Depth > Limit)
      return true;
    for (const Stmt *Child : Cur->children())
      Work.push_back({Child, Depth + 1});
  }
  return false;
}

/// The kernel's body and the bodies of the file's helpers (the analysis
/// follows calls into them) nest at most MaxNestingDepth levels.
static bool tooDeep(const FunctionDecl &Kernel) {
  if (nestsDeeperThan(Kernel.getBody(), MaxNestingDepth))
    return true;
  for (const Decl *D : Kernel.getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      if (FD->doesThisDeclarationHaveABody() &&
          nestsDeeperThan(FD->getBody(), MaxNestingDepth))
        return true;
  return false;
}

KernelInfo KernelAnalyzer::run() {
  Info.Name = Kernel.getName().str();
  Info.Pos = position(Kernel.getBeginLoc());
  Info.Decl = &Kernel;
  collectParams();
  for (const ParmVarDecl *P : Kernel.parameters())
    if (P->getType()->isPointerType() &&
        P->getType()->getPointeeType().getAddressSpace() == LangAS::opencl_local)
      Info.UsesLocalMemory = true;
  if (tooDeep(Kernel)) {
    Info.NotAnalysable = "not analysable: statements or expressions nest "
                         "deeper than " +
                         std::to_string(MaxNestingDepth) + " levels";
    addUnknown(Kernel.getBeginLoc(), UnknownKind::TooDeep,
               Info.NotAnalysable);
    return std::move(Info);
  }
  countDefinitions(Kernel);
  computeTaint();
  walkStmt(Kernel.getBody());
  finish();
  return std::move(Info);
}

#define DEBUG_TYPE "clopt-analysis"
ALWAYS_ENABLED_STATISTIC(NumKernelsAnalyzed, "Kernels analysed");

KernelInfo clopt::analyzeKernel(ParsedSource &Source, const FunctionDecl &Kernel) {
  ++NumKernelsAnalyzed;
  return KernelAnalyzer(Source, Kernel).run();
}

std::vector<KernelInfo> clopt::analyzeKernels(ParsedSource &Source) {
  std::vector<KernelInfo> Result;
  for (const FunctionDecl *K : Source.kernels())
    Result.push_back(analyzeKernel(Source, *K));
  return Result;
}
