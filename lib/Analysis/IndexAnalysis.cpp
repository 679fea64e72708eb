//===- IndexAnalysis.cpp - Expressions to affine indices -------------------===//
//
// Evaluates an integer or pointer expression symbolically: work-item ids and
// canonical loop counters are index variables, scalar parameters are symbolic
// coefficients, variables with a single definition are replaced by it.
// Anything else becomes an opaque value carrying the reason, phrased so that
// it can follow "index of 'A' ".
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"

#include "clopt/Analysis/Frontend.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clopt;
using namespace clopt::detail;

SymValue SymValue::integer(AffineExpr E) {
  SymValue V;
  V.K = Kind::Int;
  V.Aff = std::move(E);
  return V;
}

SymValue SymValue::pointer(int Param, AffineExpr Offset) {
  SymValue V;
  V.K = Kind::Pointer;
  V.Param = Param;
  V.Aff = std::move(Offset);
  return V;
}

SymValue SymValue::opaque(UnknownKind K, std::string Reason, int LoadedFrom) {
  SymValue V;
  V.K = Kind::Opaque;
  V.Why = K;
  V.Reason = std::move(Reason);
  V.LoadedFrom = LoadedFrom;
  return V;
}

static SymValue constantValue(int64_t C) {
  return SymValue::integer(AffineExpr::constant(ParamPoly::constant(C)));
}

/// A pointer whose base is known but whose offset is not.
static SymValue lostOffset(int Param, const SymValue &Why) {
  SymValue V = SymValue::pointer(Param, AffineExpr());
  V.OffsetKnown = false;
  V.Why = Why.Why;
  V.Reason = Why.Reason;
  V.LoadedFrom = Why.LoadedFrom;
  return V;
}

const Expr *KernelAnalyzer::strip(const Expr *E) {
  while (E) {
    E = E->IgnoreParens();
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
      E = ICE->getSubExpr();
      continue;
    }
    return E;
  }
  return E;
}

const VarDecl *KernelAnalyzer::varOf(const Expr *E) {
  E = E ? E->IgnoreParenCasts() : nullptr;
  if (const auto *DRE = dyn_cast_or_null<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

std::string KernelAnalyzer::text(const Expr *E) const {
  const SourceManager &SM = Source.getSourceManager();
  CharSourceRange R = CharSourceRange::getTokenRange(
      SM.getExpansionRange(E->getSourceRange()).getAsRange());
  std::string T =
      Lexer::getSourceText(R, SM, Source.getLangOpts()).str();
  // One line, single spaces: the text goes into one-line messages.
  std::string Out;
  bool Space = false;
  for (char C : T) {
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      Space = !Out.empty();
      continue;
    }
    if (Space)
      Out += ' ';
    Space = false;
    Out += C;
  }
  if (Out.size() > 48)
    Out = Out.substr(0, 45) + "...";
  return Out;
}

/// Work-item functions whose value is an index variable or a launch constant.
static std::optional<SymValue> workItemValue(StringRef Name, unsigned Dim) {
  if (Name == "get_global_id")
    return SymValue::integer(AffineExpr::var(IndexVar::globalId(Dim)));
  if (Name == "get_local_id")
    return SymValue::integer(AffineExpr::var(IndexVar::localId(Dim)));
  if (Name == "get_group_id")
    return SymValue::integer(AffineExpr::var(IndexVar::groupId(Dim)));
  if (Name == "get_global_size" || Name == "get_local_size" ||
      Name == "get_num_groups") {
    std::string P = (Name + "(" + std::to_string(Dim) + ")").str();
    return SymValue::integer(AffineExpr::constant(ParamPoly::param(P)));
  }
  return std::nullopt;
}

SymValue KernelAnalyzer::evalUnary(const UnaryOperator *UO) {
  switch (UO->getOpcode()) {
  case UO_Plus:
    return eval(UO->getSubExpr());
  case UO_Minus: {
    SymValue V = eval(UO->getSubExpr());
    if (V.isInt())
      V.Aff = V.Aff * ParamPoly::constant(-1);
    return V.isPointer() ? SymValue::opaque(UnknownKind::NonAffineIndex,
                                            "negates a pointer")
                         : V;
  }
  case UO_Deref:
    return loadFrom(UO->getSubExpr());
  case UO_AddrOf: {
    const Expr *Sub = UO->getSubExpr()->IgnoreParens();
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Sub)) {
      SymValue P = eval(ASE->getBase());
      SymValue I = eval(ASE->getIdx());
      if (!P.isPointer())
        return P;
      if (!P.OffsetKnown)
        return P;
      if (!I.isInt())
        return lostOffset(P.Param, I);
      P.Aff = P.Aff + I.Aff;
      return P;
    }
    if (const auto *D = dyn_cast<UnaryOperator>(Sub))
      if (D->getOpcode() == UO_Deref)
        return eval(D->getSubExpr());
    return SymValue::opaque(UnknownKind::PointerEscapes,
                            "takes the address of '" + text(Sub) + "'");
  }
  default:
    return SymValue::opaque(UnknownKind::NonAffineIndex,
                            "is not affine: '" + text(UO) + "'");
  }
}

SymValue KernelAnalyzer::evalConditional(const ConditionalOperator *CO) {
  SymValue T = eval(CO->getTrueExpr());
  SymValue F = eval(CO->getFalseExpr());
  if (T.isInt() && F.isInt() && T.Aff == F.Aff)
    return T;
  if (T.isPointer() && F.isPointer() && T.Param == F.Param) {
    if (T.OffsetKnown && F.OffsetKnown && T.Aff == F.Aff)
      return T;
    return lostOffset(T.Param,
                      SymValue::opaque(UnknownKind::NonAffineIndex,
                                       "is not affine: '" + text(CO) +
                                           "' selects between pointers"));
  }
  if (T.isOpaque() && T.LoadedFrom >= 0)
    return T;
  if (F.isOpaque() && F.LoadedFrom >= 0)
    return F;
  return SymValue::opaque(UnknownKind::NonAffineIndex,
                          "is not affine: '" + text(CO) +
                              "' selects between values");
}

SymValue KernelAnalyzer::eval(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return constantValue(IL->getValue().getSExtValue());
  if (const auto *CL = dyn_cast<CharacterLiteral>(E))
    return constantValue(CL->getValue());
  if (const auto *CE = dyn_cast<CastExpr>(E))
    return evalCast(CE);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *EC = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      return constantValue(EC->getInitVal().getSExtValue());
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return evalVar(VD, E);
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return evalUnary(UO);
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    return evalBinary(BO);
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    return loadFrom(ASE->getBase());
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return evalCall(CE);
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return evalConditional(CO);
  if (E->getType()->isIntegralOrEnumerationType() && !E->isValueDependent()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx))
      return constantValue(R.Val.getInt().getSExtValue());
  }
  if (E->getType()->isRealFloatingType())
    return SymValue::opaque(UnknownKind::NonAffineIndex,
                            "depends on the floating-point value '" + text(E) +
                                "'");
  return SymValue::opaque(UnknownKind::NonAffineIndex,
                          "is not affine: '" + text(E) + "' is not understood");
}

SymValue KernelAnalyzer::loadFrom(const Expr *Ptr) {
  SymValue P = eval(Ptr);
  std::string Name;
  if (P.isPointer() && P.Param >= 0)
    Name = Info.Params[P.Param].Name;
  else if (const VarDecl *VD = varOf(Ptr))
    Name = VD->getName().str();
  else
    Name = text(Ptr);
  return SymValue::opaque(UnknownKind::IndirectIndex,
                          "depends on a value loaded from '" + Name + "'",
                          P.isPointer() ? P.Param : -1);
}

bool KernelAnalyzer::isMultiDef(const VarDecl *VD) const {
  auto It = Defs.find(VD);
  return It != Defs.end() && It->second > 1;
}

SymValue KernelAnalyzer::evalVar(const VarDecl *VD, const Expr *At) {
  std::string Name = VD->getName().str();
  auto Counter = ActiveCounters.find(VD);
  if (Counter != ActiveCounters.end())
    return SymValue::integer(Counter->second);

  const auto *PVD = dyn_cast<ParmVarDecl>(VD);
  auto PI = PVD ? ParamIndex.find(PVD) : ParamIndex.end();
  if (PI != ParamIndex.end() && !isMultiDef(VD)) {
    QualType T = VD->getType();
    if (T->isPointerType())
      return SymValue::pointer(PI->second, AffineExpr());
    if (T->isIntegralOrEnumerationType())
      return SymValue::integer(AffineExpr::constant(ParamPoly::param(Name)));
    return SymValue::opaque(UnknownKind::NonAffineIndex,
                            "depends on the non-integer parameter '" + Name +
                                "'");
  }

  if (isMultiDef(VD)) {
    auto T = Taint.find(VD);
    SymValue Why =
        T != Taint.end()
            ? SymValue::opaque(UnknownKind::IndirectIndex,
                               "depends on a value loaded from '" + T->second +
                                   "' (through '" + Name + "')")
        : RejectedCounters.count(VD)
            ? SymValue::opaque(UnknownKind::NonCanonicalLoop,
                               "depends on '" + Name +
                                   "', the counter of a loop that is not "
                                   "canonical")
            : SymValue::opaque(UnknownKind::UnknownVariable,
                               "depends on '" + Name +
                                   "', which is assigned more than once");
    if (T != Taint.end())
      for (const KernelParam &P : Info.Params)
        if (P.Name == T->second)
          Why.LoadedFrom = P.Index;
    if (VD->getType()->isPointerType()) {
      llvm::DenseSet<const VarDecl *> Seen;
      int Base = pointerBase(At, Seen);
      if (Base >= 0)
        return lostOffset(Base, Why);
    }
    return Why;
  }

  auto It = Env.find(VD);
  if (It != Env.end())
    return It->second.Value;
  return SymValue::opaque(UnknownKind::UnknownVariable,
                          "depends on '" + Name +
                              "', whose value is not known at this point");
}

/// The kernel parameter that every definition of pointer E derives from, or
/// -1; follows variables syntactically, so it also works for pointers that
/// are incremented.
int KernelAnalyzer::pointerBase(const Expr *E,
                                llvm::DenseSet<const VarDecl *> &Seen) const {
  E = E->IgnoreParenCasts();
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    int T = pointerBase(CO->getTrueExpr(), Seen);
    int F = pointerBase(CO->getFalseExpr(), Seen);
    return T == F || F == -2 ? T : T == -2 ? F : -1;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getLHS()->getType()->isPointerType())
      return pointerBase(BO->getLHS(), Seen);
    if (BO->getRHS()->getType()->isPointerType())
      return pointerBase(BO->getRHS(), Seen);
    return -1;
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    const Expr *Sub = UO->getSubExpr()->IgnoreParens();
    if (UO->getOpcode() == UO_AddrOf)
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Sub))
        return pointerBase(ASE->getBase(), Seen);
    if (UO->isIncrementDecrementOp())
      return pointerBase(Sub, Seen);
    return -1;
  }
  const VarDecl *VD = varOf(E);
  if (!VD)
    return -1;
  if (const auto *PVD = dyn_cast<ParmVarDecl>(VD)) {
    auto PI = ParamIndex.find(PVD);
    if (PI != ParamIndex.end())
      return PI->second;
  }
  if (!Seen.insert(VD).second)
    return -2; // a cycle: p = p + 1 says nothing new about p's base
  auto D = DefExprs.find(VD);
  if (D == DefExprs.end())
    return -1;
  int Base = -2;
  for (const Expr *Def : D->second) {
    int B = pointerBase(Def, Seen);
    if (B == -2)
      continue;
    if (B == -1 || (Base >= 0 && B != Base))
      return -1;
    Base = B;
  }
  return Base;
}

/// Why an integer conversion of V from From to To may not keep its value,
/// which the affine form would then misstate (the copy of a local tile read
/// `A[offS + ...]` where the kernel read `A[(char)offS + ...]`). A work-item
/// id or loop counter converted to int (`int i = get_global_id(0)`) fits by
/// the launch's preconditions; a conversion to fewer than 32 bits, or of a
/// 64-bit argument to 32, keeps no such promise.
std::optional<std::string> KernelAnalyzer::narrowingLoss(const SymValue &V, QualType From,
                                                         QualType To) const {
  uint64_t FromBits = Ctx.getTypeSize(From), ToBits = Ctx.getTypeSize(To);
  if (ToBits >= FromBits)
    return std::nullopt;
  if (std::optional<int64_t> C = V.Aff.isConstant() ? V.Aff.getConstant().getConstant()
                                                    : std::nullopt) {
    bool Signed = To->isSignedIntegerOrEnumerationType();
    int64_t Lo = Signed ? -(int64_t(1) << (ToBits - 1)) : 0;
    int64_t Hi = Signed ? (int64_t(1) << (ToBits - 1)) - 1
                        : ToBits >= 63 ? INT64_MAX : (int64_t(1) << ToBits) - 1;
    if (*C >= Lo && *C <= Hi)
      return std::nullopt;
  }
  if (ToBits < 32)
    return "converts to " + std::to_string(ToBits) + " bits, which may not keep its value";
  std::vector<std::string> Names = V.Aff.getConstant().params();
  for (const auto &[Var, Coeff] : V.Aff.coeffs())
    llvm::append_range(Names, Coeff.params());
  for (const std::string &Name : Names)
    for (const ParmVarDecl *P : Kernel.parameters())
      if (P->getName() == Name && Ctx.getTypeSize(P->getType()) > ToBits)
        return "converts the " + std::to_string(Ctx.getTypeSize(P->getType())) +
               "-bit argument '" + Name + "' to " + std::to_string(ToBits) +
               " bits, which may not keep its value";
  return std::nullopt;
}

SymValue KernelAnalyzer::evalCast(const CastExpr *CE) {
  const Expr *Sub = CE->getSubExpr();
  QualType To = CE->getType();
  QualType From = Sub->getType();
  switch (CE->getCastKind()) {
  case CK_LValueToRValue:
  case CK_NoOp:
  case CK_IntegralCast:
  case CK_BitCast:
  case CK_AddressSpaceConversion:
    break;
  case CK_FloatingToIntegral:
    return SymValue::opaque(UnknownKind::NonAffineIndex,
                            "is not affine: '" + text(CE) +
                                "' converts a floating-point value");
  default:
    if (!(To->isIntegralOrEnumerationType() &&
          From->isIntegralOrEnumerationType()))
      return SymValue::opaque(UnknownKind::NonAffineIndex,
                              "is not affine: '" + text(CE) +
                                  "' is not an integer expression");
  }
  SymValue V = eval(Sub);
  if (V.isInt() && CE->getCastKind() == CK_IntegralCast)
    if (std::optional<std::string> Why = narrowingLoss(V, From, To))
      return SymValue::opaque(UnknownKind::NonAffineIndex,
                              "is not affine: '" + text(CE) + "' " + *Why);
  if (!V.isPointer() || !To->isPointerType() || !From->isPointerType())
    return V;
  // A pointer cast keeps the offset only when the element type is the same
  // (address space and qualifiers aside).
  QualType A = To->getPointeeType().getUnqualifiedType();
  QualType B = From->getPointeeType().getUnqualifiedType();
  if (Ctx.hasSameUnqualifiedType(Ctx.removeAddrSpaceQualType(A),
                                 Ctx.removeAddrSpaceQualType(B)))
    return V;
  return lostOffset(V.Param,
                    SymValue::opaque(UnknownKind::PointerEscapes,
                                     "goes through a cast to '" +
                                         To.getAsString() + "'"));
}

SymValue KernelAnalyzer::evalBinary(const BinaryOperator *BO) {
  BinaryOperatorKind Op = BO->getOpcode();
  if (Op == BO_Comma)
    return eval(BO->getRHS());
  if (BO->isAssignmentOp())
    return SymValue::opaque(UnknownKind::UnknownVariable,
                            "depends on the assignment '" + text(BO) + "'");
  SymValue L = eval(BO->getLHS());
  SymValue R = eval(BO->getRHS());
  auto NonAffine = [&](const char *Why) {
    return SymValue::opaque(UnknownKind::NonAffineIndex,
                            "is not affine: '" + text(BO) + "' " + Why);
  };

  if (Op == BO_Add || Op == BO_Sub) {
    if (L.isPointer() && R.isPointer())
      return NonAffine("subtracts pointers");
    if (R.isPointer() && Op == BO_Add)
      std::swap(L, R);
    if (L.isPointer()) {
      if (!L.OffsetKnown)
        return L;
      if (!R.isInt())
        return lostOffset(L.Param, R);
      L.Aff = Op == BO_Add ? L.Aff + R.Aff : L.Aff - R.Aff;
      return L;
    }
    if (L.isOpaque())
      return L;
    if (R.isOpaque())
      return R;
    return SymValue::integer(Op == BO_Add ? L.Aff + R.Aff : L.Aff - R.Aff);
  }

  if (L.isOpaque())
    return L;
  if (R.isOpaque())
    return R;
  if (L.isPointer() || R.isPointer())
    return NonAffine("is pointer arithmetic clopt does not follow");

  switch (Op) {
  case BO_Mul:
    if (L.isParamPoly())
      return SymValue::integer(R.Aff * L.Aff.getConstant());
    if (R.isParamPoly())
      return SymValue::integer(L.Aff * R.Aff.getConstant());
    return NonAffine("multiplies index variables");
  case BO_Shl: {
    auto S = R.Aff.getConstant().getConstant();
    if (R.isParamPoly() && S && *S >= 0 && *S < 62)
      return SymValue::integer(L.Aff *
                               ParamPoly::constant(int64_t(1) << *S));
    return NonAffine("shifts by a non-constant amount");
  }
  case BO_Div:
  case BO_Rem: {
    auto A = L.Aff.getConstant().getConstant();
    auto B = R.Aff.getConstant().getConstant();
    if (L.isParamPoly() && R.isParamPoly() && A && B && *B != 0)
      return constantValue(Op == BO_Div ? *A / *B : *A % *B);
    return NonAffine(Op == BO_Div ? "divides" : "takes a remainder");
  }
  default:
    return NonAffine("uses an operator that is not affine");
  }
}

SymValue KernelAnalyzer::evalCall(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD)
    return SymValue::opaque(UnknownKind::NonAffineIndex,
                            "depends on an indirect call");
  StringRef Name = FD->getName();
  if (CE->getNumArgs() == 1) {
    SymValue D = eval(CE->getArg(0));
    auto Dim = D.isParamPoly() ? D.Aff.getConstant().getConstant() : std::nullopt;
    if (Dim && *Dim >= 0 && *Dim < 3)
      if (std::optional<SymValue> V = workItemValue(Name, unsigned(*Dim)))
        return *V;
  }
  // mul24/mad24 are products and sums when the operands fit in 24 bits,
  // which the kernel's author promises by using them.
  if ((Name == "mul24" && CE->getNumArgs() == 2) ||
      (Name == "mad24" && CE->getNumArgs() == 3)) {
    SymValue A = eval(CE->getArg(0));
    SymValue B = eval(CE->getArg(1));
    if (A.isOpaque())
      return A;
    if (B.isOpaque())
      return B;
    SymValue P;
    if (A.isParamPoly())
      P = SymValue::integer(B.Aff * A.Aff.getConstant());
    else if (B.isParamPoly())
      P = SymValue::integer(A.Aff * B.Aff.getConstant());
    else
      return SymValue::opaque(UnknownKind::NonAffineIndex,
                              "is not affine: '" + text(CE) +
                                  "' multiplies index variables");
    if (Name == "mul24")
      return P;
    SymValue C = eval(CE->getArg(2));
    if (!C.isInt())
      return C;
    return SymValue::integer(P.Aff + C.Aff);
  }
  auto Known = CallValues.find(CE);
  if (Known != CallValues.end())
    return Known->second;
  if (FD->hasBody())
    return SymValue::opaque(UnknownKind::UnknownVariable,
                            "depends on the value returned by '" +
                                Name.str() + "'");
  return SymValue::opaque(UnknownKind::NonAffineIndex,
                          "is not affine: '" + text(CE) + "' calls '" +
                              Name.str() + "'");
}
