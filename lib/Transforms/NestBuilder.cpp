//===- NestBuilder.cpp - Import a kernel's body into a KernelNest ---------===//
//
// Converts the clang AST of one kernel into the structured nest the passes
// work on. Anything the nest cannot represent faithfully (while loops,
// pointer variables, vector literals, ...) sets KernelNest::Unsupported with
// the construct's position: every pass then refuses the kernel with that
// reason instead of guessing.
//
//===----------------------------------------------------------------------===//

#include "KernelText.h"
#include "clopt/Analysis/Frontend.h"
#include "clopt/Transforms/KernelNest.h"
#include "NestHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/Statistic.h"

#include <map>
#include <set>

using namespace clang;
using namespace clopt;
using namespace clopt::nest;

namespace {

class NestBuilder {
public:
  NestBuilder(ParsedSource &Source, const KernelInfo &Kernel, KernelNest &Nest)
      : Source(Source), SM(Source.getSourceManager()),
        Ctx(Source.getASTContext()), Kernel(Kernel), Nest(Nest) {}

  void build(const std::vector<std::string> &GlobalExprs);

private:
  ParsedSource &Source;
  SourceManager &SM;
  ASTContext &Ctx;
  const KernelInfo &Kernel;
  KernelNest &Nest;
  std::map<const VarDecl *, VarId> VarIds;
  bool InPointBody = false;
  std::optional<Reject> AtomicCall;

  SourcePos pos(SourceLocation L) const;
  void unsupported(SourceLocation L, const Twine &What);
  std::string text(SourceRange R) const;

  /// Row pointers: pointer locals set once to a kernel parameter plus an
  /// offset (`p = A + i * n`, `p = &A[i * n]`) that the nest forwards, each
  /// use becoming an access to the parameter (see forwardPointer()).
  std::map<const VarDecl *, const clang::Expr *> ForwardedPointers;
  /// Variables assigned, incremented or address-taken anywhere in the
  /// kernel, and how many declarations carry each name.
  std::set<const VarDecl *> ModifiedVars;
  std::map<std::string, unsigned> DeclaredNames;
  struct PointerPath {
    const ParmVarDecl *Param = nullptr;
    std::vector<std::pair<const clang::Expr *, bool>> Offsets; // (term, negated)
  };
  bool decomposePointer(const clang::Expr *P, PointerPath &Out) const;
  bool isStableOffset(const clang::Expr *E, std::string &Why) const;
  bool forwardPointer(const VarDecl *VD, std::string &Why);
  ExprP pointerAccess(const clang::Expr *Ref, const PointerPath &Path,
                      const clang::Expr *Idx);
  void collectModifiedVars(const clang::Stmt *Body);
  ExprP vectorLiteral(llvm::StringRef Type, const InitListExpr *IL);
  ExprP pointerValue(const PointerPath &Path, const clang::Expr *Idx);

  std::optional<std::string> constantMacroName(const clang::Expr *E) const;
  SourceRange BodyRange; ///< the kernel's body as written (file locations)
  ExprP convert(const clang::Expr *E);
  ExprP convertCall(const CallExpr *C);
  ExprP convertAtomicAddress(const clang::Expr *E);
  void convertStmt(const clang::Stmt *S, StmtList &Out);
  void convertBody(const clang::Stmt *S, StmtList &Out);
  StmtP convertFor(const ForStmt *F);
  void convertCountDown(const ForStmt *F, const LoopInfo &LI, nest::Stmt &S);
  StmtP convertDecl(const VarDecl *VD);

  void findGuard();
  void normalizeReturns(StmtList &L);
  void classifyVariables();
  void addGlobalValidity(const std::vector<std::string> &GlobalExprs);
  bool splitGuard(const ExprP &Cond, bool Negate, std::vector<ExprP> &Conj);
  unsigned dimsOf(const ExprP &E, bool &PerPoint) const;
};

} // namespace

SourcePos NestBuilder::pos(SourceLocation L) const {
  return sourcePosition(SM, L);
}

void NestBuilder::unsupported(SourceLocation L, const Twine &What) {
  if (Nest.Unsupported)
    return;
  Reject R;
  R.Kind = RejectKind::UnsupportedKernel;
  R.Message = What.str();
  R.Pos = pos(L);
  Nest.Unsupported = R;
}

/// Why a work-item function or builtin \p Name ties a kernel to its
/// work-group shape, or nullopt.
static std::optional<Reject> workGroupCall(StringRef Name) {
  bool GlobalOnly = Name == "get_global_id" || Name == "get_global_size" ||
                    Name == "get_global_offset" || Name == "get_work_dim";
  if (Name == "barrier" || Name == "work_group_barrier" ||
      Name == "sub_group_barrier")
    return Reject{RejectKind::UsesBarrier,
                  "kernel calls '" + Name.str() +
                      "': it already synchronises work-items",
                  SourcePos()};
  if ((isWorkItemFunction(Name) && !GlobalOnly) ||
      Name == "get_local_linear_id" || Name == "get_group_linear_id" ||
      Name.contains("sub_group") || Name.starts_with("work_group_") ||
      Name == "get_num_sub_groups")
    return Reject{RejectKind::UsesGroupIds,
                  "kernel uses '" + Name.str() +
                      "': it already organises its work-groups",
                  SourcePos()};
  if (Name.starts_with("atom"))
    return Reject{RejectKind::UsesAtomics,
                  "kernel calls '" + Name.str() +
                      "': its work-items may rely on its work-group shape",
                  SourcePos()};
  return std::nullopt;
}

/// The work-group size attribute \p Kernel already carries, if any: a pass
/// that fixes the shape would add a second, conflicting one.
static std::optional<Reject> statedWorkGroupSize(const FunctionDecl &Kernel,
                                                 const SourceManager &SM) {
  for (const FunctionDecl *D : Kernel.redecls()) {
    const char *Attribute = D->hasAttr<ReqdWorkGroupSizeAttr>()
                                ? "reqd_work_group_size"
                            : D->hasAttr<WorkGroupSizeHintAttr>()
                                ? "work_group_size_hint"
                                : nullptr;
    if (Attribute)
      return Reject{RejectKind::UsesGroupIds,
                    std::string("kernel already states its work-group size "
                                "with '") +
                        Attribute + "'",
                    sourcePosition(SM, Kernel.getLocation())};
  }
  return std::nullopt;
}

/// The first fact, in source order, that ties \p Kernel to its work-group
/// shape: a work-group size it states, a __local parameter or variable, a
/// call that reads the work-group or synchronises it, in the kernel or in a
/// helper it calls. The scan keeps its own work list (no recursion), so
/// deeply nested bodies are safe.
static std::optional<Reject> findWorkGroupBound(const FunctionDecl &Kernel,
                                                const SourceManager &SM) {
  auto At = [&](Reject R, SourceLocation L) {
    R.Pos = sourcePosition(SM, L);
    return R;
  };
  if (std::optional<Reject> Stated = statedWorkGroupSize(Kernel, SM))
    return Stated;
  for (const ParmVarDecl *P : Kernel.parameters())
    if (P->getType()->isPointerType() &&
        P->getType()->getPointeeType().getAddressSpace() ==
            LangAS::opencl_local)
      return At({RejectKind::UsesLocalMemory,
                 "kernel takes __local parameter '" + P->getName().str() + "'",
                 SourcePos()},
                P->getLocation());
  std::set<const FunctionDecl *> Seen{&Kernel};
  std::vector<const clang::Stmt *> Work{Kernel.getBody()};
  while (!Work.empty()) {
    const clang::Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const clang::Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          if (VD->getType().getAddressSpace() == LangAS::opencl_local)
            return At({RejectKind::UsesLocalMemory,
                       "kernel declares __local variable '" +
                           VD->getName().str() + "'",
                       SourcePos()},
                      VD->getLocation());
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *FD = C->getDirectCallee()) {
        if (std::optional<Reject> Why = workGroupCall(FD->getName()))
          return At(*Why, C->getBeginLoc());
        if (FD->hasBody() && Seen.insert(FD->getDefinition()).second)
          Work.push_back(FD->getDefinition()->getBody());
      }
    // Children in reverse, so that they come off the list in source order.
    std::vector<const clang::Stmt *> Children(S->child_begin(),
                                              S->child_end());
    Work.insert(Work.end(), Children.rbegin(), Children.rend());
  }
  return std::nullopt;
}

std::string NestBuilder::text(SourceRange R) const {
  CharSourceRange CR = CharSourceRange::getTokenRange(R);
  return Lexer::getSourceText(CR, SM, Source.getLangOpts()).str();
}

ExprP NestBuilder::convertCall(const CallExpr *C) {
  const FunctionDecl *FD = C->getDirectCallee();
  if (!FD) {
    unsupported(C->getBeginLoc(), "call through a function pointer");
    return leaf("0");
  }
  StringRef Name = FD->getName();
  if (isWorkItemFunction(Name) && Name != "get_work_dim") {
    clang::Expr::EvalResult R;
    if (C->getNumArgs() != 1 ||
        !C->getArg(0)->EvaluateAsInt(R, Ctx)) {
      unsupported(C->getBeginLoc(),
                  "'" + Name + "' with a dimension that is not a constant");
      return leaf("0");
    }
    // The argument is a uint: -1 is a huge dimension. Dimensions beyond the
    // three a launch can have give 0 (ids) or 1 (sizes); the nest has room
    // for three, so such a kernel is left as written.
    const llvm::APSInt &Value = R.Val.getInt();
    if (Value.getActiveBits() > 2 || Value.getZExtValue() >= 3) {
      unsupported(C->getBeginLoc(),
                  "'" + Name + "' with a dimension other than 0, 1 or 2");
      return leaf("0");
    }
    unsigned Dim = unsigned(Value.getZExtValue());
    if (Name != "get_global_id" && Name != "get_global_size") {
      Reject Why;
      Why.Kind = RejectKind::UsesGroupIds;
      Why.Message = "kernel uses '" + Name.str() +
                    "': it already organises its work-groups";
      Why.Pos = pos(C->getBeginLoc());
      if (!Nest.Unsupported)
        Nest.Unsupported = Why;
      return leaf("0");
    }
    Nest.WorkDim = std::max(Nest.WorkDim, Dim + 1);
    if (Name == "get_global_size")
      Nest.UsesGlobalSize |= 1u << Dim;
    return workItem(Name, Dim);
  }
  if (Name == "barrier" || Name == "work_group_barrier" ||
      Name == "mem_fence" || Name == "read_mem_fence" ||
      Name == "write_mem_fence") {
    Reject Why;
    Why.Kind = RejectKind::UsesBarrier;
    Why.Message = "kernel calls '" + Name.str() +
                  "': it already synchronises work-items";
    Why.Pos = pos(C->getBeginLoc());
    if (!Nest.Unsupported)
      Nest.Unsupported = Why;
  }
  if (Name.starts_with("atom")) {
    // Recorded after the body is converted (see build()), so that the nest
    // of an atomic kernel is complete when nothing else stands in the way.
    if (!AtomicCall) {
      AtomicCall = Reject{RejectKind::UsesAtomics,
                          "kernel calls '" + Name.str() + "'",
                          pos(C->getBeginLoc())};
    }
    std::vector<ExprP> Args;
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      Args.push_back(I == 0 ? convertAtomicAddress(C->getArg(0))
                            : convert(C->getArg(I)));
    return call(Name, std::move(Args));
  }
  // A helper defined in the file may write through pointer arguments the
  // nest does not track.
  if (FD->hasBody() && SM.isWrittenInMainFile(SM.getExpansionLoc(FD->getLocation())))
    for (const ParmVarDecl *P : FD->parameters())
      if (P->getType()->isPointerType())
        unsupported(C->getBeginLoc(),
                    "call to '" + Name + "' passes a pointer");
  std::vector<ExprP> Args;
  for (const clang::Expr *A : C->arguments())
    Args.push_back(convert(A));
  return call(Name, std::move(Args));
}

/// The address an atomic function updates: `&P[idx]` or `P` for a kernel
/// pointer parameter P, as `&P[idx]` over a Global access.
ExprP NestBuilder::convertAtomicAddress(const clang::Expr *E) {
  E = E->IgnoreParenImpCasts();
  const auto *U = dyn_cast<UnaryOperator>(E);
  if (U && U->getOpcode() == UO_AddrOf)
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(
            U->getSubExpr()->IgnoreParenImpCasts()))
      return unary("&", convert(AS));
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *P = dyn_cast<ParmVarDecl>(DRE->getDecl()))
      if (P->getType()->isPointerType()) {
        auto G = std::make_shared<nest::Expr>();
        G->Kind = ExprKind::Global;
        G->Text = P->getName().str();
        G->Ops = {leaf("0")};
        return unary("&", G);
      }
  unsupported(E->getBeginLoc(), "atomic update of an address other than "
                                "'&p[i]' or 'p' for a kernel parameter 'p'");
  return leaf("0");
}

/// The kernel parameter a pointer expression names directly, or null.
static const ParmVarDecl *pointerParam(const clang::Expr *Base) {
  const auto *DRE = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  return DRE ? dyn_cast<ParmVarDecl>(DRE->getDecl()) : nullptr;
}

/// Follows a pointer expression back to a kernel parameter through
/// forwarded row pointers, `P + k`, `k + P`, `P - k` and `&P[k]`, collecting
/// the integer terms that offset it. Every step must keep the parameter's
/// element type, so an offset counts elements of the parameter.
bool NestBuilder::decomposePointer(const clang::Expr *P, PointerPath &Out) const {
  QualType PT = P->getType();
  P = P->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(P)) {
    if (const auto *PVD = dyn_cast<ParmVarDecl>(DRE->getDecl())) {
      if (!PVD->getType()->isPointerType())
        return false;
      Out.Param = PVD;
    } else if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = ForwardedPointers.find(VD);
      if (It == ForwardedPointers.end() || !decomposePointer(It->second, Out))
        return false;
    } else {
      return false;
    }
  } else if (const auto *B = dyn_cast<BinaryOperator>(P)) {
    bool LeftPtr = B->getLHS()->getType()->isPointerType();
    bool RightPtr = B->getRHS()->getType()->isPointerType();
    if (B->getOpcode() == BO_Add && LeftPtr != RightPtr) {
      if (!decomposePointer(LeftPtr ? B->getLHS() : B->getRHS(), Out))
        return false;
      Out.Offsets.push_back({LeftPtr ? B->getRHS() : B->getLHS(), false});
    } else if (B->getOpcode() == BO_Sub && LeftPtr && !RightPtr) {
      if (!decomposePointer(B->getLHS(), Out))
        return false;
      Out.Offsets.push_back({B->getRHS(), true});
    } else {
      return false;
    }
  } else if (const auto *U = dyn_cast<UnaryOperator>(P)) {
    const auto *AS = U->getOpcode() == UO_AddrOf
                         ? dyn_cast<ArraySubscriptExpr>(
                               U->getSubExpr()->IgnoreParens())
                         : nullptr;
    if (!AS || !decomposePointer(AS->getBase(), Out))
      return false;
    Out.Offsets.push_back({AS->getIdx(), false});
  } else {
    return false;
  }
  return PT->isPointerType() &&
         Ctx.hasSameUnqualifiedType(
             PT->getPointeeType().getUnqualifiedType(),
             Out.Param->getType()->getPointeeType().getUnqualifiedType());
}

/// Whether an offset term evaluates to the same value wherever the row
/// pointer is used: it reads no memory and calls nothing but work-item
/// functions, and each variable in it is never changed after its
/// declaration nor shadowed by another of the same name.
bool NestBuilder::isStableOffset(const clang::Expr *E, std::string &Why) const {
  E = E->IgnoreParenImpCasts();
  if (isa<IntegerLiteral, CharacterLiteral>(E))
    return true;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD || !VarIds.count(VD)) {
      Why = "'" + DRE->getDecl()->getNameAsString() + "' is not a variable the nest knows";
      return false;
    }
    if (ModifiedVars.count(VD)) {
      Why = "'" + VD->getNameAsString() + "' changes after the pointer is set";
      return false;
    }
    auto It = DeclaredNames.find(VD->getNameAsString());
    if (It != DeclaredNames.end() && It->second > 1) {
      Why = "'" + VD->getNameAsString() + "' is declared more than once";
      return false;
    }
    return true;
  }
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD || !isWorkItemFunction(FD->getName())) {
      Why = "its offset calls a function";
      return false;
    }
    for (const clang::Expr *A : C->arguments())
      if (!isStableOffset(A, Why))
        return false;
    return true;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma) {
      Why = "its offset has a side effect";
      return false;
    }
    return isStableOffset(B->getLHS(), Why) && isStableOffset(B->getRHS(), Why);
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isIncrementDecrementOp() || U->getOpcode() == UO_Deref ||
        U->getOpcode() == UO_AddrOf) {
      Why = "its offset reads memory or has a side effect";
      return false;
    }
    return isStableOffset(U->getSubExpr(), Why);
  }
  if (const auto *C = dyn_cast<CStyleCastExpr>(E))
    return isStableOffset(C->getSubExpr(), Why);
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return isStableOffset(C->getCond(), Why) &&
           isStableOffset(C->getTrueExpr(), Why) &&
           isStableOffset(C->getFalseExpr(), Why);
  Why = "its offset reads memory or is not arithmetic on variables";
  return false;
}

/// A pointer local can be forwarded when it is set once, at its
/// declaration, to a parameter plus stable offsets: substituting that
/// expression at each use then reads the same element.
bool NestBuilder::forwardPointer(const VarDecl *VD, std::string &Why) {
  PointerPath Path;
  if (ModifiedVars.count(VD)) {
    Why = "it is changed after its declaration";
    return false;
  }
  if (!VD->getInit() || VD->isStaticLocal() ||
      !decomposePointer(VD->getInit(), Path)) {
    Why = "it is not set to a kernel parameter plus an offset";
    return false;
  }
  for (const auto &[Term, Negated] : Path.Offsets)
    if (!isStableOffset(Term, Why))
      return false;
  ForwardedPointers[VD] = VD->getInit();
  return true;
}

/// Whether every term is an integer narrower than 64 bits: their sum is
/// then computed in that narrow type.
static bool allNarrowIntegers(const std::vector<std::pair<const clang::Expr *, bool>> &Terms,
                              const ASTContext &Ctx) {
  return llvm::all_of(Terms, [&](const auto &T) {
    QualType Ty = T.first->getType();
    return Ty->isIntegerType() && Ctx.getTypeSize(Ty) < 64;
  });
}

/// Path's parameter indexed by the sum of its offsets and Idx, with the
/// analysis' access number of Ref.
ExprP NestBuilder::pointerAccess(const clang::Expr *Ref, const PointerPath &Path,
                                 const clang::Expr *Idx) {
  std::vector<std::pair<const clang::Expr *, bool>> Terms = Path.Offsets;
  if (Idx)
    Terms.push_back({Idx, false});
  // The original adds each term to a pointer, in the address's width: with
  // `row = A + i * n`, `row[k]` is right for i * n + k past 2^31 as long as
  // each term fits an int, where the sum `(i * n) + (k)` in int would
  // overflow. The first term is widened to long, so that the whole sum is
  // computed in 64 bits (each term is still computed as written).
  bool Widen = Terms.size() > 1 && allNarrowIntegers(Terms, Ctx);
  ExprP Index;
  for (const auto &[Term, Negated] : Terms) {
    ExprP T = paren(convert(Term));
    if (!Index) {
      if (Widen)
        T = cast("long", std::move(T));
      Index = Negated ? unary("-", std::move(T)) : std::move(T);
    } else {
      Index = binary(Negated ? "-" : "+", std::move(Index), std::move(T));
    }
  }
  auto G = std::make_shared<nest::Expr>();
  G->Kind = ExprKind::Global;
  G->Text = Path.Param->getName().str();
  G->Ops = {Index ? Index : leaf("0")};
  for (const MemoryAccess &MA : Kernel.Accesses)
    if (MA.Ref == Ref)
      G->Access = MA.Number;
  return G;
}

/// (Type)(a, b, ...): an OpenCL vector literal, printed as a cast of a
/// parenthesised list.
ExprP NestBuilder::vectorLiteral(llvm::StringRef Type, const InitListExpr *IL) {
  if (const InitListExpr *Syn = IL->getSyntacticForm())
    IL = Syn;
  std::vector<ExprP> Lanes;
  for (const clang::Expr *Init : IL->inits())
    Lanes.push_back(convert(Init));
  return cast(Type, call("", std::move(Lanes)));
}

/// The pointer value itself (a call's argument: vload4(0, &A[k]),
/// vload4(0, row)): the parameter plus the offsets, `A + (k)`.
ExprP NestBuilder::pointerValue(const PointerPath &Path, const clang::Expr *Idx) {
  ExprP Value = varRef(VarIds.at(Path.Param));
  for (const auto &[Term, Negated] : Path.Offsets)
    Value = binary(Negated ? "-" : "+", std::move(Value), paren(convert(Term)));
  if (Idx)
    Value = binary("+", std::move(Value), paren(convert(Idx)));
  return Value;
}

void NestBuilder::collectModifiedVars(const clang::Stmt *S) {
  if (!S)
    return;
  auto Mark = [&](const clang::Expr *E) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        ModifiedVars.insert(VD);
  };
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp())
    Mark(B->getLHS());
  if (const auto *U = dyn_cast<UnaryOperator>(S);
      U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
    Mark(U->getSubExpr());
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        ++DeclaredNames[VD->getNameAsString()];
  for (const clang::Stmt *Child : S->children())
    collectModifiedVars(Child);
}

/// Whether E reads no kernel variable and calls no work-item function, so
/// that it means the same wherever it is printed.
static bool isClosedConstant(const clang::Expr *E) {
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    return !VD || VD->hasGlobalStorage();
  }
  if (const auto *C = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *FD = C->getDirectCallee();
        FD && isWorkItemFunction(FD->getName()))
      return false;
  for (const clang::Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<clang::Expr>(Child);
        CE && !isClosedConstant(CE))
      return false;
  return true;
}

/// The name of an object-like macro when E is its whole expansion and a
/// closed constant that is not an integer (INFINITY, NAN, FLT_MAX, M_PI_F):
/// printed as the name, it keeps the header's definition, which may use
/// builtins the nest does not represent (__builtin_astype). Integer
/// constants are still expanded: passes read loop bounds from them.
std::optional<std::string> NestBuilder::constantMacroName(const clang::Expr *E) const {
  SourceLocation B = E->getBeginLoc(), End = E->getEndLoc();
  if (!B.isMacroID() || !End.isMacroID())
    return std::nullopt;
  SourceLocation MacroBegin, MacroEnd;
  const LangOptions &LO = Source.getLangOpts();
  if (!Lexer::isAtStartOfMacroExpansion(B, SM, LO, &MacroBegin) ||
      !Lexer::isAtEndOfMacroExpansion(End, SM, LO, &MacroEnd))
    return std::nullopt;
  CharSourceRange R = CharSourceRange::getTokenRange(MacroBegin, MacroEnd);
  if (MacroBegin.isMacroID() || MacroEnd.isMacroID())
    return std::nullopt; // an expansion inside another macro's arguments
  std::string Name = Lexer::getSourceText(R, SM, LO).str();
  bool Identifier = !Name.empty() && (llvm::isAlpha(Name[0]) || Name[0] == '_') &&
                    llvm::all_of(Name, [](char C) { return llvm::isAlnum(C) || C == '_'; });
  if (!Identifier || E->getType()->isIntegerType() || !isClosedConstant(E))
    return std::nullopt;
  // A #define inside the kernel's body is not printed again with it.
  SourceLocation Def = SM.getSpellingLoc(B);
  if (BodyRange.isValid() && SM.isPointWithin(Def, BodyRange.getBegin(),
                                              BodyRange.getEnd()))
    return std::nullopt;
  return Name;
}

ExprP NestBuilder::convert(const clang::Expr *E) {
  E = E->IgnoreImplicit();
  if (std::optional<std::string> Macro = constantMacroName(E))
    return leaf(*Macro);
  if (const auto *P = dyn_cast<ParenExpr>(E))
    return paren(convert(P->getSubExpr()));
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral>(E)) {
    // The spelling as written ("0.0f", "16"), also when it came from a macro.
    SourceLocation L = SM.getSpellingLoc(E->getBeginLoc());
    unsigned Len = Lexer::MeasureTokenLength(L, SM, Source.getLangOpts());
    return leaf(StringRef(SM.getCharacterData(L), Len));
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = VarIds.find(VD);
      if (It != VarIds.end())
        return varRef(It->second);
      PointerPath Path;
      if (ForwardedPointers.count(VD) && decomposePointer(E, Path))
        return pointerValue(Path, nullptr);
      if (VD->hasGlobalStorage())
        return leaf(VD->getName());
    }
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return leaf(EC->getName());
    unsupported(E->getBeginLoc(), "reference to '" +
                                      DRE->getDecl()->getName() +
                                      "' the nest does not know");
    return leaf("0");
  }
  if (const auto *C = dyn_cast<CallExpr>(E))
    return convertCall(C);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const ParmVarDecl *PVD = pointerParam(AS->getBase());
    if (PVD) {
      auto G = std::make_shared<nest::Expr>();
      G->Kind = ExprKind::Global;
      G->Text = PVD->getName().str();
      G->Ops = {convert(AS->getIdx())};
      for (const MemoryAccess &MA : Kernel.Accesses)
        if (MA.Ref == AS)
          G->Access = MA.Number;
      return G;
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(AS->getBase()->IgnoreParenImpCasts());
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (VD && VD->getType()->isArrayType() && VarIds.count(VD))
      return subscript(convert(AS->getBase()), convert(AS->getIdx()));
    PointerPath Path;
    if (decomposePointer(AS->getBase(), Path))
      return pointerAccess(AS, Path, AS->getIdx());
    unsupported(E->getBeginLoc(),
                "memory access through a pointer that is not a kernel "
                "parameter");
    return leaf("0");
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    PointerPath Path;
    if (U->getOpcode() == UO_Deref && decomposePointer(U->getSubExpr(), Path))
      return pointerAccess(U, Path, nullptr);
    if (U->getOpcode() == UO_AddrOf && decomposePointer(U, Path))
      return pointerValue(Path, nullptr);
    if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf) {
      unsupported(E->getBeginLoc(), "pointer dereference or address-of");
      return leaf("0");
    }
    std::string Op = UnaryOperator::getOpcodeStr(U->getOpcode()).str();
    if (U->isPostfix())
      return postfix(convert(U->getSubExpr()), Op);
    return unary(Op, convert(U->getSubExpr()));
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Comma) {
      unsupported(E->getBeginLoc(), "comma operator");
      return leaf("0");
    }
    if ((B->getOpcode() == BO_Div || B->getOpcode() == BO_Rem ||
         B->getOpcode() == BO_DivAssign || B->getOpcode() == BO_RemAssign) &&
        B->getType()->isIntegerType()) {
      clang::Expr::EvalResult R;
      if (!B->getRHS()->EvaluateAsInt(R, Ctx))
        Nest.HasIntDivision = true;
    }
    return binary(B->getOpcodeStr(), convert(B->getLHS()),
                  convert(B->getRHS()));
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return ternary(convert(C->getCond()), convert(C->getTrueExpr()),
                   convert(C->getFalseExpr()));
  if (const auto *C = dyn_cast<CStyleCastExpr>(E)) {
    PrintingPolicy PP(Source.getLangOpts());
    if (const auto *IL = dyn_cast<InitListExpr>(C->getSubExpr()->IgnoreImplicit());
        IL && C->getType()->isVectorType())
      return vectorLiteral(C->getTypeAsWritten().getAsString(PP), IL);
    if (isa<InitListExpr, ParenListExpr>(C->getSubExpr()->IgnoreImplicit())) {
      unsupported(E->getBeginLoc(), "vector literal");
      return leaf("0");
    }
    return cast(C->getTypeAsWritten().getAsString(PP),
                convert(C->getSubExpr()));
  }
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    if (U->getKind() == UETT_SizeOf && U->isArgumentType()) {
      PrintingPolicy PP(Source.getLangOpts());
      return leaf("sizeof(" + U->getArgumentType().getAsString(PP) + ")");
    }
  }
  if (const auto *IL = dyn_cast<InitListExpr>(E); IL && E->getType()->isVectorType()) {
    // float4 v = {a, b, c, d}: the same vector as the literal (float4)(a, b,
    // c, d) when every lane is given; a shorter list zero-fills the rest.
    const auto *VT = E->getType()->getAs<VectorType>();
    unsigned Lanes = 0;
    for (const clang::Expr *Init : IL->inits()) {
      const auto *IVT = Init->getType()->getAs<VectorType>();
      Lanes += IVT ? IVT->getNumElements() : 1;
    }
    if (Lanes == VT->getNumElements()) {
      PrintingPolicy PP(Source.getLangOpts());
      return vectorLiteral(E->getType().getUnqualifiedType().getAsString(PP), IL);
    }
    unsupported(E->getBeginLoc(), "vector initialiser that does not give every lane");
    return leaf("0");
  }
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    PointerPath Path;
    if (M->isArrow() && decomposePointer(M->getBase(), Path))
      return postfix(pointerAccess(M, Path, nullptr),
                     "." + M->getMemberDecl()->getName().str());
  }
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return postfix(convert(M->getBase()), (M->isArrow() ? "->" : ".") +
                                              M->getMemberDecl()->getName().str());
  if (const auto *V = dyn_cast<ExtVectorElementExpr>(E))
    return postfix(convert(V->getBase()), "." + V->getAccessor().getName().str());
  unsupported(E->getBeginLoc(),
              Twine("expression of kind '") + E->getStmtClassName() + "'");
  return leaf("0");
}

StmtP NestBuilder::convertDecl(const VarDecl *VD) {
  Var V;
  V.Name = VD->getName().str();
  PrintingPolicy PP(Source.getLangOpts());
  QualType T = VD->getType();
  if (T->isArrayType()) {
    unsupported(VD->getLocation(), "private array '" + V.Name + "'");
    V.IsArray = true;
  }
  if (T.getAddressSpace() == LangAS::opencl_local) {
    Reject Why;
    Why.Kind = RejectKind::UsesLocalMemory;
    Why.Message = "kernel declares __local variable '" + V.Name + "'";
    Why.Pos = pos(VD->getLocation());
    if (!Nest.Unsupported)
      Nest.Unsupported = Why;
  }
  if (T->isPointerType()) {
    std::string Why;
    if (forwardPointer(VD, Why))
      return nullptr; // each use reads the parameter directly
    unsupported(VD->getLocation(),
                "pointer variable '" + V.Name + "': " + Why);
  }
  if (VD->isStaticLocal())
    unsupported(VD->getLocation(), "static variable '" + V.Name + "'");
  V.Type = T.getUnqualifiedType().getAsString(PP);
  if (T.isConstQualified())
    V.Type = "const " + V.Type;
  V.IsFloat = T->isRealFloatingType() || T->isVectorType();
  V.PerPoint = InPointBody;
  ExprP Init = VD->getInit() ? convert(VD->getInit()) : nullptr;
  VarId Id = Nest.addVar(V);
  VarIds[VD] = Id;
  auto S = nest::Stmt::decl(Id, Init);
  S->Pos = pos(VD->getLocation());
  return S;
}

static const LoopInfo *findLoopInfo(const KernelInfo &K, const ForStmt *F) {
  for (const LoopInfo &L : K.Loops)
    if (L.Stmt == F)
      return &L;
  return nullptr;
}

/// Extracts `k < U`, `k <= U`, `U > k`, `U >= k` as an exclusive bound.
static bool upperBound(const clang::Expr *Cond, const VarDecl *Counter,
                       const clang::Expr *&Bound, bool &Inclusive) {
  const auto *B = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!B)
    return false;
  auto IsCounter = [&](const clang::Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return D && D->getDecl() == Counter;
  };
  switch (B->getOpcode()) {
  case BO_LT:
  case BO_LE:
    if (!IsCounter(B->getLHS()))
      return false;
    Bound = B->getRHS();
    Inclusive = B->getOpcode() == BO_LE;
    return true;
  case BO_GT:
  case BO_GE:
    if (!IsCounter(B->getRHS()))
      return false;
    Bound = B->getLHS();
    Inclusive = B->getOpcode() == BO_GE;
    return true;
  default:
    return false;
  }
}

/// A loop the analysis normalised from counting down becomes the increasing
/// loop of its iteration number, the counter as written declared first in
/// the body:
///   for (int k_it = 0; k_it < m; ++k_it) { int k = m - 1 - k_it; ... }
void NestBuilder::convertCountDown(const ForStmt *F, const LoopInfo &LI,
                                   nest::Stmt &S) {
  StmtP Source = convertDecl(LI.CounterDecl);
  Var V;
  V.Name = Nest.freshName(LI.Counter);
  V.Type = Nest.var(Source->Var).Type;
  V.PerPoint = InPointBody;
  VarId It = Nest.addVar(V);
  Source->E = sub(Source->E, varRef(It));
  S.For.Canonical = true;
  S.For.Counter = It;
  S.For.DeclaresCounter = true;
  S.For.Lower = intLit(0);
  S.For.Upper = add(convert(LI.TripBase), intLit(LI.TripOffset));
  S.For.Step = 1;
  S.Body.push_back(std::move(Source));
  convertBody(F->getBody(), S.Body);
}

StmtP NestBuilder::convertFor(const ForStmt *F) {
  auto S = std::make_unique<nest::Stmt>();
  S->Kind = StmtKind::For;
  S->Pos = pos(F->getForLoc());
  const LoopInfo *LI = findLoopInfo(Kernel, F);
  if (LI)
    S->For.LoopNumber = LI->Number;
  if (LI && LI->Canonical && LI->CountsDown) {
    convertCountDown(F, *LI, *S);
    return S;
  }
  // The analysis decides whether the loop is canonical; the nest only takes
  // the bounds apart as written.
  const VarDecl *Counter = LI ? LI->CounterDecl : nullptr;
  const clang::Expr *Bound = nullptr;
  bool Inclusive = false;
  const clang::Expr *LowerE = nullptr;
  bool Declares = false;
  if (Counter) {
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
      if (DS->isSingleDecl() && DS->getSingleDecl() == Counter) {
        LowerE = Counter->getInit();
        Declares = true;
      }
    } else if (const auto *BO =
                   dyn_cast_or_null<BinaryOperator>(F->getInit())) {
      const auto *D = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
      if (BO->getOpcode() == BO_Assign && D && D->getDecl() == Counter)
        LowerE = BO->getRHS();
    }
  }
  bool Canonical = LI && LI->Canonical && Counter && LowerE && F->getCond() &&
                   upperBound(F->getCond(), Counter, Bound, Inclusive) &&
                   LI->Step > 0;
  if (Canonical) {
    S->For.Canonical = true;
    if (Declares) {
      S->For.Counter = convertDecl(Counter)->Var;
      S->For.DeclaresCounter = true;
    } else {
      auto It = VarIds.find(Counter);
      if (It == VarIds.end()) {
        unsupported(F->getForLoc(), "loop counter declared elsewhere");
        return S;
      }
      S->For.Counter = It->second;
      S->For.DeclaresCounter = false;
    }
    S->For.Lower = convert(LowerE);
    ExprP U = convert(Bound);
    S->For.Upper = Inclusive ? add(U, intLit(1)) : U;
    S->For.Step = LI->Step;
    S->For.Cond = convert(F->getCond());
    if (F->getInc())
      S->For.Inc = convert(F->getInc());
  } else {
    if (F->getInit()) {
      StmtList Init;
      convertStmt(F->getInit(), Init);
      if (Init.size() == 1)
        S->For.Init = std::move(Init.front());
      else if (!Init.empty())
        unsupported(F->getForLoc(), "loop initialising several variables");
    }
    S->For.Cond = F->getCond() ? convert(F->getCond()) : nullptr;
    S->For.Inc = F->getInc() ? convert(F->getInc()) : nullptr;
    auto It = Counter ? VarIds.find(Counter) : VarIds.end();
    if (LI && (LI->ParamStep || LI->InvariantBounds) &&
        It != VarIds.end() && S->For.Cond &&
        S->For.Inc) {
      S->For.UnrollAsWritten = true;
      S->For.Counter = It->second;
      S->For.DeclaresCounter = Declares;
    }
  }
  convertBody(F->getBody(), S->Body);
  return S;
}

void NestBuilder::convertBody(const clang::Stmt *S, StmtList &Out) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const clang::Stmt *Child : CS->body())
      convertStmt(Child, Out);
    return;
  }
  convertStmt(S, Out);
}

void NestBuilder::convertStmt(const clang::Stmt *S, StmtList &Out) {
  if (isa<NullStmt>(S))
    return;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    StmtList Inner;
    convertBody(CS, Inner);
    Out.push_back(nest::Stmt::block(std::move(Inner)));
    return;
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD) {
        unsupported(D->getLocation(), "local declaration that is not a variable");
        continue;
      }
      if (StmtP Decl = convertDecl(VD))
        Out.push_back(std::move(Decl));
    }
    return;
  }
  if (const auto *F = dyn_cast<ForStmt>(S)) {
    Out.push_back(convertFor(F));
    return;
  }
  if (const auto *I = dyn_cast<IfStmt>(S)) {
    if (I->getInit() || I->getConditionVariable())
      unsupported(I->getIfLoc(), "if with a declaration");
    auto N = std::make_unique<nest::Stmt>();
    N->Kind = StmtKind::If;
    N->Pos = pos(I->getIfLoc());
    N->E = convert(I->getCond());
    convertBody(I->getThen(), N->Body);
    if (I->getElse())
      convertBody(I->getElse(), N->Else);
    Out.push_back(std::move(N));
    return;
  }
  if (const auto *R = dyn_cast<ReturnStmt>(S)) {
    auto N = std::make_unique<nest::Stmt>();
    N->Kind = StmtKind::Return;
    N->Pos = pos(R->getReturnLoc());
    Out.push_back(std::move(N));
    return;
  }
  if (isa<BreakStmt, ContinueStmt>(S)) {
    auto N = std::make_unique<nest::Stmt>();
    N->Kind = isa<BreakStmt>(S) ? StmtKind::Break : StmtKind::Continue;
    N->Pos = pos(S->getBeginLoc());
    Out.push_back(std::move(N));
    return;
  }
  if (const auto *E = dyn_cast<clang::Expr>(S)) {
    auto N = nest::Stmt::exprStmt(convert(E));
    N->Pos = pos(E->getBeginLoc());
    Out.push_back(std::move(N));
    return;
  }
  unsupported(S->getBeginLoc(),
              Twine("statement of kind '") + S->getStmtClassName() + "'");
}

/// Dimensions an expression depends on through work-item ids and
/// coordinate variables; PerPoint is set when it reads anything else that
/// differs between points (other per-point variables, memory).
unsigned NestBuilder::dimsOf(const ExprP &E, bool &PerPoint) const {
  unsigned Dims = 0;
  visitExpr(E, [&](const nest::Expr &N) {
    if (N.Kind == ExprKind::WorkItem && N.Text == "get_global_id")
      Dims |= 1u << N.Dim;
    else if (N.Kind == ExprKind::Global || N.Kind == ExprKind::Subscript)
      PerPoint = true;
    else if (N.Kind == ExprKind::VarRef) {
      const Var &V = Nest.var(N.Var);
      if (V.IsCoordinate)
        Dims |= V.CoordDims;
      else if (V.PerPoint)
        PerPoint = true;
    }
  });
  return Dims;
}

void NestBuilder::classifyVariables() {
  nest::Stmt *PL = Nest.pointLoop();
  if (!PL)
    return;
  std::set<VarId> Assigned = changedVarsIn(PL->Body);
  // Declarations at the top of the point body (and, once the guard is
  // known, at the top of its body), in order: a variable whose initializer
  // depends only on ids, parameters and earlier coordinate variables, none
  // of them ever assigned, is a coordinate variable.
  auto Classify = [&](StmtList &L) {
    for (StmtP &S : L) {
      if (S->Kind != StmtKind::Decl)
        continue;
      Var &V = Nest.var(S->Var);
      if (!S->E || Assigned.count(S->Var) || V.IsArray || V.IsCoordinate)
        continue;
      bool PerPoint = false;
      unsigned Dims = dimsOf(S->E, PerPoint);
      bool Impure = false;
      visitExpr(S->E, [&](const nest::Expr &N) {
        Impure |= N.Kind == ExprKind::Call ||
                  (N.Kind == ExprKind::VarRef && Assigned.count(N.Var));
      });
      if (PerPoint || Impure)
        continue;
      V.IsCoordinate = true;
      V.CoordDims = Dims;
      V.Init = S->E;
    }
  };
  Classify(PL->Body);
  for (StmtP &S : PL->Body)
    if (S->IsGuard)
      Classify(S->Body);
}

static ExprP stripParens(ExprP E) {
  while (E && E->Kind == ExprKind::Paren)
    E = E->Ops[0];
  return E;
}

static const char *negatedComparison(llvm::StringRef Op) {
  if (Op == "<")
    return ">=";
  if (Op == "<=")
    return ">";
  if (Op == ">")
    return "<=";
  if (Op == ">=")
    return "<";
  return nullptr;
}

/// Splits a guard into comparisons: `a && b` (or, negated, `a || b`).
bool NestBuilder::splitGuard(const ExprP &Cond, bool Negate,
                             std::vector<ExprP> &Conj) {
  ExprP E = stripParens(Cond);
  if (E->Kind == ExprKind::Binary && E->Text == (Negate ? "||" : "&&"))
    return splitGuard(E->Ops[0], Negate, Conj) &&
           splitGuard(E->Ops[1], Negate, Conj);
  if (E->Kind != ExprKind::Binary || !negatedComparison(E->Text))
    return false;
  if (Negate)
    E = binary(negatedComparison(E->Text), E->Ops[0], E->Ops[1]);
  Conj.push_back(E);
  return true;
}

void NestBuilder::findGuard() {
  nest::Stmt *PL = Nest.pointLoop();
  if (!PL)
    return;
  StmtList &B = PL->Body;
  // Only pure declarations may come before the guard.
  size_t I = 0;
  while (I < B.size() && B[I]->Kind == StmtKind::Decl &&
         Nest.var(B[I]->Var).IsCoordinate)
    ++I;
  if (I == B.size() || B[I]->Kind != StmtKind::If || !B[I]->Else.empty())
    return;
  nest::Stmt &If = *B[I];
  bool EarlyReturn = If.Body.size() == 1 && If.Body[0]->Kind == StmtKind::Return;
  bool WholeRest = I + 1 == B.size();
  if (!EarlyReturn && !WholeRest)
    return;
  std::vector<ExprP> Conj;
  if (!splitGuard(If.E, EarlyReturn, Conj))
    return;
  // Each comparison must involve exactly one dimension on one side and
  // only uniform values on the other.
  std::array<DimValidity, 3> V;
  std::vector<std::pair<unsigned, ExprP>> Order;
  for (const ExprP &C : Conj) {
    bool PP0 = false, PP1 = false;
    unsigned D0 = dimsOf(C->Ops[0], PP0), D1 = dimsOf(C->Ops[1], PP1);
    if (PP0 || PP1 || (D0 && D1))
      return;
    unsigned D = D0 | D1;
    if (D == 0 || (D & (D - 1)))
      return;
    unsigned Dim = __builtin_ctz(D);
    V[Dim].Conjuncts.push_back(C);
    Order.push_back({Dim, C});
  }
  ExprP Cond;
  for (const ExprP &C : Conj)
    Cond = Cond ? binary("&&", Cond, C) : C;
  StmtList Rest;
  if (EarlyReturn) {
    for (size_t J = I + 1; J < B.size(); ++J)
      Rest.push_back(std::move(B[J]));
    B.resize(I + 1);
  } else {
    Rest = std::move(If.Body);
    Cond = If.E; // keep the guard as written
  }
  auto G = nest::Stmt::ifStmt(Cond, std::move(Rest));
  G->IsGuard = true;
  G->Pos = If.Pos;
  Nest.GuardPos = If.Pos;
  Nest.HasGuard = true;
  B[I] = std::move(G);
  Nest.ValidityOrder = Order;
  for (unsigned D = 0; D < 3; ++D)
    if (!V[D].Conjuncts.empty()) {
      Nest.Validity[D] = V[D];
      Nest.Blocks[D].HasValidity = true;
    }
}

/// `if (c) { A; return; } B;` at the top level of the point body becomes
/// `if (c) { A; } else { B; }`, and a final `return;` goes: the point's
/// code then ends without `return`, which a work-item computing several
/// points needs (it must go on with the next point).
void NestBuilder::normalizeReturns(StmtList &L) {
  for (size_t I = 0; I < L.size(); ++I) {
    nest::Stmt &S = *L[I];
    if (S.Kind == StmtKind::Return && I + 1 == L.size()) {
      L.pop_back();
      return;
    }
    if (S.IsGuard) {
      normalizeReturns(S.Body);
      continue;
    }
    if (S.Kind != StmtKind::If || !S.Else.empty() || S.Body.empty() ||
        S.Body.back()->Kind != StmtKind::Return)
      continue;
    S.Body.pop_back();
    StmtList Rest;
    for (size_t J = I + 1; J < L.size(); ++J)
      Rest.push_back(std::move(L[J]));
    L.resize(I + 1);
    if (S.Body.empty()) {
      // `if (c) return; B;` becomes `if (!(c)) { B }`.
      S.E = unary("!", paren(S.E));
      S.Body = std::move(Rest);
      normalizeReturns(S.Body);
      return;
    }
    normalizeReturns(S.Body);
    S.Else = std::move(Rest);
    normalizeReturns(S.Else);
    return;
  }
}

/// True when a --global expression names a scalar parameter (it is not a
/// plain number).
static bool mentionsName(llvm::StringRef Expr) {
  return llvm::any_of(Expr, [](char C) { return isalpha(C) || C == '_'; });
}

void NestBuilder::addGlobalValidity(const std::vector<std::string> &GlobalExprs) {
  nest::Stmt *PL = Nest.pointLoop();
  if (!PL || GlobalExprs.empty())
    return;
  // The kernel's own guard takes precedence, per dimension. A global size
  // given as a plain number says nothing about the sizes the host will
  // launch: bounding the body by it would bake the tuning size into the
  // variant. Such a dimension gets no validity, and a changed launch then
  // requires an exact multiple instead (KernelNest::geometry).
  ExprP Cond;
  for (unsigned D = 0; D < GlobalExprs.size() && D < 3; ++D) {
    if (Nest.Blocks[D].HasValidity || !mentionsName(GlobalExprs[D]))
      continue;
    ExprP C = binary("<", workItem("get_global_id", D),
                     paren(leaf(GlobalExprs[D])));
    Nest.Validity[D].Conjuncts.push_back(C);
    Nest.ValidityOrder.push_back({D, C});
    Nest.Blocks[D].HasValidity = true;
    Nest.Blocks[D].GlobalBound = GlobalExprs[D];
    Cond = Cond ? binary("&&", Cond, C) : C;
  }
  if (!Cond)
    return;
  StmtList &B = PL->Body;
  for (StmtP &S : B)
    if (S->IsGuard) {
      S->E = binary("&&", S->E, Cond);
      return;
    }
  // No guard of its own: exclude the points beyond the global size
  // explicitly, after the coordinate declarations.
  size_t I = 0;
  while (I < B.size() && B[I]->Kind == StmtKind::Decl &&
         Nest.var(B[I]->Var).IsCoordinate)
    ++I;
  StmtList Rest;
  for (size_t J = I; J < B.size(); ++J)
    Rest.push_back(std::move(B[J]));
  B.resize(I);
  auto G = nest::Stmt::ifStmt(Cond, std::move(Rest));
  G->IsGuard = true;
  B.push_back(std::move(G));
  Nest.HasGuard = true;
}

void NestBuilder::build(const std::vector<std::string> &GlobalExprs) {
  const FunctionDecl *FD = Kernel.Decl;
  if (!FD)
    FD = Source.findKernel(Kernel.Name);
  Nest.Name = Kernel.Name;
  if (!FD || !FD->getBody()) {
    unsupported(SourceLocation(), "kernel has no body");
    return;
  }
  if (!Kernel.NotAnalysable.empty()) {
    unsupported(FD->getBeginLoc(), "kernel " + Kernel.NotAnalysable);
    return;
  }
  // The body passes print a new body after the signature as written: a
  // kernel whose signature or braces come from a macro has no such text.
  // The rest of the nest is still built: wgshape needs its dimensions.
  if (std::optional<std::string> Macro =
          kernelDefiningMacro(*FD, SM, Source.getLangOpts()))
    unsupported(FD->getBeginLoc(), "kernel is defined by macro '" + *Macro + "'");
  Nest.SharedText = kernelRangeProblem(*FD, SM, Source.getLangOpts());
  Nest.StatedWorkGroupSize = statedWorkGroupSize(*FD, SM);
  Nest.WorkGroupBound = findWorkGroupBound(*FD, SM);
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  SourceRange Sig(SM.getExpansionLoc(FD->getBeginLoc()),
                  SM.getExpansionLoc(Body->getLBracLoc()));
  std::string SigText = Lexer::getSourceText(
                            CharSourceRange::getCharRange(Sig), SM,
                            Source.getLangOpts())
                            .str();
  Nest.Signature = llvm::StringRef(SigText).rtrim().str();

  // Every identifier of the file (code, not comments) is taken: generated
  // names never shadow a macro, a helper or a variable.
  {
    StringRef Code = Source.getCode();
    Lexer Lex(SourceLocation(), Source.getLangOpts(), Code.begin(), Code.begin(),
              Code.end());
    Token Tok;
    while (!Lex.LexFromRawLexer(Tok))
      if (Tok.is(tok::raw_identifier))
        Nest.TakenNames.insert(Tok.getRawIdentifier().str());
    if (Tok.is(tok::raw_identifier))
      Nest.TakenNames.insert(Tok.getRawIdentifier().str());
  }

  for (const ParmVarDecl *P : FD->parameters()) {
    Var V;
    V.Name = P->getName().str();
    V.Role = VarRole::Param;
    PrintingPolicy PP(Source.getLangOpts());
    V.Type = P->getType().getAsString(PP);
    VarIds[P] = Nest.addVar(V);
  }
  if (Kernel.HasBarrier)
    Nest.Unsupported = Reject{RejectKind::UsesBarrier,
                              "kernel already synchronises work-items with "
                              "barriers",
                              Kernel.Pos};
  else if (Kernel.UsesLocalMemory)
    Nest.Unsupported = Reject{RejectKind::UsesLocalMemory,
                              "kernel already uses __local memory", Kernel.Pos};

  BodyRange = SourceRange(SM.getExpansionLoc(Body->getLBracLoc()),
                          SM.getExpansionLoc(Body->getRBracLoc()));
  collectModifiedVars(Body);
  for (const ParmVarDecl *P : FD->parameters())
    ++DeclaredNames[P->getNameAsString()];

  auto PL = std::make_unique<nest::Stmt>();
  PL->Kind = StmtKind::PointLoop;
  InPointBody = true;
  convertBody(Body, PL->Body);
  InPointBody = false;
  Nest.Body.push_back(std::move(PL));
  if ((Kernel.HasAtomics || AtomicCall) && !Nest.Unsupported) {
    Nest.Unsupported = AtomicCall ? *AtomicCall
                                  : Reject{RejectKind::UsesAtomics,
                                           "kernel uses atomic operations",
                                           Kernel.Pos};
    Nest.AtomicsOnly = true;
  }
  classifyVariables();
  findGuard();
  classifyVariables(); // the declarations at the top of the guard's body
  normalizeReturns(Nest.pointLoop()->Body);
  addGlobalValidity(GlobalExprs);
}

#define DEBUG_TYPE "clopt-nest"
ALWAYS_ENABLED_STATISTIC(NumNestBuilds, "Kernel nests built from the AST");

std::unique_ptr<KernelNest>
nest::buildKernelNest(ParsedSource &Source, const KernelInfo &Kernel,
                      const std::vector<std::string> &GlobalExprs) {
  ++NumNestBuilds;
  auto Nest = std::make_unique<KernelNest>();
  NestBuilder(Source, Kernel, *Nest).build(GlobalExprs);
  return Nest;
}
