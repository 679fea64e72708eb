//===- AccessAnalysis.cpp - Memory accesses, assignments and calls ----------===//
//
// The part of the walk that records what the kernel does with memory: each
// __global/__constant access with its index and context, accumulations
// (`A[i] += ...`), partial stores, and calls, with helper functions walked
// at their call sites. The walk of statements is in KernelAnalysis.cpp.
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
    // The passes rewrite the work-item ids and sizes of the kernel's own
    // body: a helper's would keep the original's meaning in a variant whose
    // work-items and work-groups mean something else.
    if (!CallStack.empty() && Info.WorkItemCallInHelper.empty() && N != "get_work_dim") {
      bool Global = N == "get_global_id" || N == "get_global_size";
      Info.WorkItemCallInHelper =
          "helper '" + CallStack.back()->getName().str() + "' calls " + N.str() +
          (Global ? ", which clopt rewrites only in the kernel's own body"
                  : ": it ties the kernel to its work-group shape");
      Info.WorkItemCallInHelperPos = W.Pos;
    }
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
