//===- NestBuilderExprs.cpp - Import a kernel's expressions ----------------===//
//
// NestBuilder's expressions (a move from NestBuilder.cpp): calls (work-item
// functions, atomics), row pointers forwarded to their parameter, vector
// literals, constants named by macros, and declarations.
//
//===----------------------------------------------------------------------===//

#include "NestBuilderImpl.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::detail;

std::string NestBuilder::text(SourceRange R) const {
  CharSourceRange CR = CharSourceRange::getTokenRange(R);
  return Lexer::getSourceText(CR, SM, Source.getLangOpts()).str();
}

/// Whether built-in FD may write memory other than the work-item's own or
/// have another effect: a parameter that points to non-const memory outside
/// the private space (vstoreN, vstore_half; sincos's private result is
/// fine), an image (write_imagef), or printf.
static bool writesMemory(const FunctionDecl *FD) {
  if (FD->getName() == "printf")
    return true;
  return llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) {
    QualType T = P->getType();
    if (T->isImageType())
      return true;
    if (!T->isPointerType())
      return false;
    QualType Pointee = T->getPointeeType();
    return !Pointee.isConstQualified() &&
           Pointee.getAddressSpace() != LangAS::opencl_private;
  });
}

/// Whether built-in FD reads memory through a pointer outside the private
/// space (vloadN, vload_half): a load the nest does not see as one.
static bool readsMemory(const FunctionDecl *FD) {
  return llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) {
    QualType T = P->getType();
    return T->isPointerType() &&
           T->getPointeeType().getAddressSpace() != LangAS::opencl_private;
  });
}

ExprP NestBuilder::convertCall(const CallExpr *C) {
  const FunctionDecl *FD = C->getDirectCallee();
  if (!FD) {
    unsupported(C->getBeginLoc(), "call through a function pointer");
    return leaf("0");
  }
  StringRef Name = FD->getName();
  // The work-item's position in the whole launch: a work-item computing
  // several points, or a launch rounded up, would give each point another.
  if (Name == "get_global_linear_id") {
    unsupported(C->getBeginLoc(), "kernel uses 'get_global_linear_id': a point's "
                                  "linear id depends on the launch's shape");
    return leaf("0");
  }
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
      unsupported(C->getBeginLoc(),
                  "kernel uses '" + Name + "': it already organises its work-groups",
                  RejectKind::UsesGroupIds);
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
    unsupported(C->getBeginLoc(),
                "kernel calls '" + Name + "': it already synchronises work-items",
                RejectKind::UsesBarrier);
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
  if (FD->hasBody())
    Nest.ProgramFunctions.insert(Name.str());
  else if (writesMemory(FD))
    Nest.WritingBuiltins.insert(Name.str());
  else if (readsMemory(FD))
    Nest.ReadingBuiltins.insert(Name.str());
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
      return unary(UnaryOp::AddrOf, convert(AS));
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *P = dyn_cast<ParmVarDecl>(DRE->getDecl()))
      if (P->getType()->isPointerType()) {
        auto G = std::make_shared<nest::Expr>();
        G->Kind = ExprKind::Global;
        G->Text = P->getName().str();
        G->Ops = {leaf("0")};
        return unary(UnaryOp::AddrOf, G);
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
      Index = Negated ? unary(UnaryOp::Minus, std::move(T)) : std::move(T);
    } else {
      Index = binary(Negated ? BinaryOp::Sub : BinaryOp::Add, std::move(Index),
                     std::move(T));
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
    Value = binary(Negated ? BinaryOp::Sub : BinaryOp::Add, std::move(Value),
                   paren(convert(Term)));
  if (Idx)
    Value = binary(BinaryOp::Add, std::move(Value), paren(convert(Idx)));
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

/// A variable, a global or forwarded pointer, or an enumerator.
ExprP NestBuilder::convertDeclRef(const DeclRefExpr *DRE) {
  const clang::Expr *E = DRE;
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

/// An access to a kernel parameter, to a private array, or through a
/// pointer the nest can follow back to a parameter.
ExprP NestBuilder::convertSubscript(const ArraySubscriptExpr *AS) {
  const clang::Expr *E = AS;
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
  // A table at program scope (`__constant float W[8] = {...}`) is memory
  // the analysis and the passes do not know: name it, not the pointer.
  if (VD && VD->hasGlobalStorage() && VD->getType()->isArrayType()) {
    std::string Space =
        VD->getType().getAddressSpace() == LangAS::opencl_constant ? "__constant " : "";
    unsupported(E->getBeginLoc(), "reads the program-scope " + Space + "array '" +
                                      VD->getName().str() + "'");
    return leaf("0");
  }
  unsupported(E->getBeginLoc(),
              "memory access through a pointer that is not a kernel "
              "parameter");
  return leaf("0");
}

ExprP NestBuilder::convertUnary(const UnaryOperator *U) {
  const clang::Expr *E = U;
  PointerPath Path;
  if (U->getOpcode() == UO_Deref && decomposePointer(U->getSubExpr(), Path))
    return pointerAccess(U, Path, nullptr);
  if (U->getOpcode() == UO_AddrOf && decomposePointer(U, Path))
    return pointerValue(Path, nullptr);
  if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf) {
    unsupported(E->getBeginLoc(), "pointer dereference or address-of");
    return leaf("0");
  }
  // `__extension__ e` is e: the marker only silences pedantic warnings.
  if (U->getOpcode() == UO_Extension)
    return convert(U->getSubExpr());
  std::optional<nest::UnaryOp> Op = nest::fromClang(U->getOpcode());
  if (!Op) {
    unsupported(E->getBeginLoc(), Twine("operator '") +
                                      UnaryOperator::getOpcodeStr(U->getOpcode()) + "'");
    return leaf("0");
  }
  // `(p[i])++` updates p[i] as `p[i]++` does.
  const clang::Expr *Operand = U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf
                                   ? U->getSubExpr()->IgnoreParens()
                                   : U->getSubExpr();
  return unary(*Op, convert(Operand));
}

ExprP NestBuilder::convertBinary(const BinaryOperator *B) {
  const clang::Expr *E = B;
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
  std::optional<nest::BinaryOp> Op = nest::fromClang(B->getOpcode());
  if (!Op) {
    unsupported(E->getBeginLoc(), "operator '" + B->getOpcodeStr() + "'");
    return leaf("0");
  }
  // An assigned `(p[i]) = v` is the store `p[i] = v`: passes recognise a
  // store by its target, which parentheses would hide as a read.
  const clang::Expr *Target = B->isAssignmentOp() ? B->getLHS()->IgnoreParens() : B->getLHS();
  return binary(*Op, convert(Target), convert(B->getRHS()));
}

ExprP NestBuilder::convertCast(const CStyleCastExpr *C) {
  const clang::Expr *E = C;
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

/// `float4 v = {a, b, c, d}`: the same vector as the literal (float4)(a, b,
/// c, d) when every lane is given; a shorter list zero-fills the rest.
ExprP NestBuilder::convertVectorInit(const InitListExpr *IL) {
  const clang::Expr *E = IL;
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

/// (float4)(a, b, c, d): OpenCL's vector literal of several values, which
/// Clang builds as a compound literal of an initialiser list (the one-value
/// splat is a cast). Lanes may themselves be vectors, (float4)(v2, a, b):
/// each value is printed as written, so the literal keeps its lanes.
ExprP NestBuilder::convertCompoundLiteral(const CompoundLiteralExpr *CL) {
  const auto *IL = dyn_cast<InitListExpr>(CL->getInitializer()->IgnoreImplicit());
  if (!IL || !CL->getType()->isVectorType()) {
    unsupported(CL->getBeginLoc(), "compound literal that is not a vector literal");
    return leaf("0");
  }
  PrintingPolicy PP(Source.getLangOpts());
  return vectorLiteral(CL->getTypeSourceInfo()->getType().getAsString(PP), IL);
}

ExprP NestBuilder::convert(const clang::Expr *E) {
  E = E->IgnoreImplicit();
  if (std::optional<std::string> Macro = constantMacroName(E))
    return leaf(*Macro);
  if (const auto *P = dyn_cast<ParenExpr>(E))
    return paren(convert(P->getSubExpr()));
  // `true` and `false` (OpenCL C's bool), printed as C has them everywhere.
  if (const auto *B = dyn_cast<CXXBoolLiteralExpr>(E))
    return leaf(B->getValue() ? "1" : "0");
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral>(E)) {
    // The spelling as written ("0.0f", "16"), also when it came from a macro.
    SourceLocation L = SM.getSpellingLoc(E->getBeginLoc());
    unsigned Len = Lexer::MeasureTokenLength(L, SM, Source.getLangOpts());
    return leaf(StringRef(SM.getCharacterData(L), Len));
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return convertDeclRef(DRE);
  if (const auto *C = dyn_cast<CallExpr>(E))
    return convertCall(C);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return convertSubscript(AS);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return convertUnary(U);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return convertBinary(B);
  if (const auto *C = dyn_cast<ConditionalOperator>(E))
    return ternary(convert(C->getCond()), convert(C->getTrueExpr()),
                   convert(C->getFalseExpr()));
  if (const auto *C = dyn_cast<CStyleCastExpr>(E))
    return convertCast(C);
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    if (U->getKind() == UETT_SizeOf && U->isArgumentType()) {
      PrintingPolicy PP(Source.getLangOpts());
      return leaf("sizeof(" + U->getArgumentType().getAsString(PP) + ")");
    }
  }
  if (const auto *IL = dyn_cast<InitListExpr>(E); IL && E->getType()->isVectorType())
    return convertVectorInit(IL);
  if (const auto *CL = dyn_cast<CompoundLiteralExpr>(E))
    return convertCompoundLiteral(CL);
  if (const auto *M = dyn_cast<MemberExpr>(E)) {
    PointerPath Path;
    if (M->isArrow() && decomposePointer(M->getBase(), Path))
      return member(pointerAccess(M, Path, nullptr), M->getMemberDecl()->getName());
  }
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return member(convert(M->getBase()), M->getMemberDecl()->getName(), M->isArrow());
  if (const auto *V = dyn_cast<ExtVectorElementExpr>(E))
    return member(convert(V->getBase()), V->getAccessor().getName());
  // Named for what the kernel wrote, where the class name says little.
  if (isa<AsTypeExpr>(E)) {
    PrintingPolicy PP(Source.getLangOpts());
    unsupported(E->getBeginLoc(), "as_" + E->getType().getAsString(PP) +
                                      "(...), a value's bits read as another type");
    return leaf("0");
  }
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
    unsupported(VD->getLocation(), "kernel declares __local variable '" + V.Name + "'",
                RejectKind::UsesLocalMemory);
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
  V.Type = ValueType::fromClang(T, VD->getASTContext(), PP);
  V.PerPoint = InPointBody;
  ExprP Init = VD->getInit() ? convert(VD->getInit()) : nullptr;
  VarId Id = Nest.addVar(V);
  VarIds[VD] = Id;
  auto S = nest::Stmt::decl(Id, Init);
  S->Pos = pos(VD->getLocation());
  return S;
}

