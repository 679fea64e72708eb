//===- LaneValues.cpp - What each lane of a vector holds --------------------===//
//
// The values of the vector pass's point mode (see LaneVectorizer.h): an
// expression as a polynomial in the lane number, whether it varies between
// lanes and with which stride, its scalar form at one lane, the condition
// that it holds in every lane, and its vector form (vloadN, a gather, or
// the expression itself).
//
//===----------------------------------------------------------------------===//

#include "FloatTerms.h"
#include "LaneVectorizer.h"
#include "NestHelpers.h"
#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/NestOperators.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::lanes;

const std::string &lanes::laneAtom() {
  static const std::string Atom =
      toPoly(leaf(LaneMarker)).Terms.begin()->first.front();
  return Atom;
}

bool LaneVectorizer::setBase(const std::string &B, SourcePos Pos) {
  if (Base.empty() || Base == B) {
    Base = B;
    return true;
  }
  fail("values of types '" + Base + "' and '" + B +
           "' differ between the lanes: vectors of both would need "
           "conversions",
       Pos);
  return false;
}
std::string lanes::vectorBase(const ValueType &Type) {
  const ScalarType *T = Type.arith();
  if (!T || T->Lanes != 1 || T->Base == "bool")
    return "";
  return T->Base;
}

bool lanes::isLaneId(const Expr &X) {
  return X.Kind == ExprKind::WorkItem && X.Dim == 0 &&
         (X.Text == "get_global_id" || X.Text == "clopt.local_coord");
}

/// E as a polynomial in which the lane number is an atom of its own: lane
/// ids and coordinates along dimension 0 become `x + lane * stride`, and
/// toPoly does the rest. nullopt when E depends on the lane otherwise: a
/// value that differs between lanes, or the lane inside an opaque atom
/// (the index of a load, a call's argument).
std::optional<Poly> LaneVectorizer::lanePoly(const ExprP &E) const {
  bool ReadsVarying = false;
  visitExpr(E, [&](const Expr &X) {
    ReadsVarying |= X.Kind == ExprKind::VarRef && Varying.count(X.Var);
  });
  if (ReadsVarying)
    return std::nullopt;
  ExprP WithLane = rewriteExpr(E, [&](const ExprP &X) -> ExprP {
    if (isLaneId(*X))
      return binary(BinaryOp::Add, X, leaf(LaneMarker));
    if (X->Kind != ExprKind::VarRef)
      return nullptr;
    auto It = CoordStride.find(X->Var);
    if (It == CoordStride.end())
      return nullptr;
    return binary(BinaryOp::Add, X, binary(BinaryOp::Mul, leaf(LaneMarker), intLit(It->second)));
  });
  Poly P = toPoly(WithLane);
  const std::string &Lane = laneAtom();
  for (const auto &[Monomial, Coefficient] : P.Terms)
    for (const std::string &Atom : Monomial)
      if (Atom != Lane && Atom.find(LaneMarker) != std::string::npos)
        return std::nullopt;
  return P;
}

std::optional<int64_t> LaneVectorizer::laneStride(const ExprP &E) const {
  std::optional<Poly> P = lanePoly(E);
  if (!P)
    return std::nullopt;
  return P->strideIn(laneAtom());
}

/// Whether E has a different value in different lanes.
bool LaneVectorizer::varies(const ExprP &E) const {
  if (!E)
    return false;
  bool V = false;
  visitExpr(E, [&](const Expr &X) {
    if (isLaneId(X))
      V = true;
    if (X.Kind == ExprKind::VarRef &&
        (Varying.count(X.Var) || CoordStride.count(X.Var)))
      V = true;
  });
  return V;
}

/// The scalar element type of a load from a parameter or a __local copy.
/// The parameter whose elements Load reads: its own array's, or the one a
/// __local copy caches.
static const KernelParam *loadedParam(const KernelNest &N, const KernelInfo &K,
                                      const Expr &Load) {
  std::string Array = Load.Text;
  if (Load.Kind == ExprKind::LocalRef)
    if (const LocalArray *A = N.localArray(Load.Text))
      Array = A->Source;
  return K.findParam(Array);
}

std::string LaneVectorizer::elementBase(const Expr &Load) const {
  const KernelParam *P = loadedParam(N, K, Load);
  return P ? vectorBase(P->ElementType) : "";
}

std::string LaneVectorizer::noVectorForm(const Expr &Load) const {
  const KernelParam *P = loadedParam(N, K, Load);
  if (!P)
    return "'" + Load.Text + "' is not a buffer argument, whose elements the lanes could share";
  std::string Type = P->ElementType.withoutConst().str();
  const ScalarType *T = P->ElementType.arith();
  if (T && T->Lanes != 1)
    return "'" + Load.Text + "' already holds vectors (" + Type +
           "); its elements are not widened into vectors of vectors";
  return "'" + Load.Text + "' holds '" + Type + "', which has no vector type";
}

/// Validity of lane Lane's point in the dimensions of Mask.
ExprP LaneVectorizer::validAt(unsigned Mask, int64_t Lane) const {
  ExprP Cond;
  for (const auto &[D, Conj] : N.ValidityOrder) {
    if (!(Mask >> D & 1))
      continue;
    ExprP C = atLane(Conj, Lane);
    Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, C) : C;
  }
  return Cond;
}

/// The scalar expression of lane Lane: coordinates advance, vector values
/// give their component, and validity is the lane's own.
ExprP LaneVectorizer::atLane(const ExprP &E, int64_t Lane) const {
  return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
    if (isLaneId(*X))
      return Lane ? add(X, intLit(Lane)) : X;
    if (X->Kind == ExprKind::VarRef) {
      if (Varying.count(X->Var))
        return member(X, component(Lane));
      auto It = CoordStride.find(X->Var);
      if (It != CoordStride.end() && Lane)
        return add(X, intLit(Lane * It->second));
      return nullptr;
    }
    if (X->Kind == ExprKind::PointValid && (X->DimMask & 1)) {
      ExprP V = validAt(X->DimMask, Lane);
      return V ? V : intLit(1);
    }
    if (X->Kind == ExprKind::Global && X->Guarded &&
        (pointDims(N, X->Ops[0]) & 1)) {
      auto Load = std::make_shared<Expr>(*X);
      Load->Guarded = false;
      ExprP V = validAt(pointDims(N, X->Ops[0]), Lane);
      if (!V)
        return ExprP(Load);
      return guardedRead(N, X->Text, V, Load);
    }
    return nullptr;
  });
}

/// A condition that holds when Cond holds in every lane. Cond is split
/// into conjuncts (validity into its own); a conjunct that compares
/// lane-affine sides is monotone in the lane, so the first and the last
/// lane decide; any other that varies is asked of every lane.
ExprP LaneVectorizer::allLanes(const ExprP &Cond) const {
  std::vector<ExprP> Conj;
  std::function<void(const ExprP &)> Split = [&](const ExprP &E) {
    if (E->Kind == ExprKind::Paren)
      return Split(E->Ops[0]);
    if (isBinary(*E, BinaryOp::LogicalAnd)) {
      Split(E->Ops[0]);
      Split(E->Ops[1]);
      return;
    }
    if (E->Kind == ExprKind::PointValid) {
      for (const auto &[D, C] : N.ValidityOrder)
        if (E->DimMask >> D & 1)
          Split(C);
      return;
    }
    Conj.push_back(E);
  };
  Split(Cond);
  ExprP All;
  auto And = [&](ExprP C) { All = All ? binary(BinaryOp::LogicalAnd, All, C) : C; };
  for (const ExprP &C : Conj) {
    if (!varies(C)) {
      And(C);
      continue;
    }
    bool Monotone = C->Kind == ExprKind::Binary && isOrdering(C->BinOp) &&
                    laneStride(C->Ops[0]) && laneStride(C->Ops[1]);
    for (int64_t L = 0; L < Width; ++L)
      if (!Monotone || L == 0 || L == Width - 1)
        And(atLane(C, L));
  }
  return All;
}

/// (floatN)(E at lane 0, E at lane 1, ...).
ExprP LaneVectorizer::gather(const ExprP &E) const {
  std::vector<ExprP> Lanes;
  for (int64_t L = 0; L < Width; ++L)
    Lanes.push_back(atLane(E, L));
  return cast(vecType(), call("", Lanes));
}

/// Loads that are the same for every lane but guarded by a validity that
/// mentions dimension 0: the emitter would check lane 0 only. They run when
/// any lane is valid (the address does not depend on the lane).
ExprP LaneVectorizer::uniformLoads(const ExprP &E) const {
  return rewriteExpr(E, [&](const ExprP &X) -> ExprP {
    if (X->Kind != ExprKind::Global || !X->Guarded || varies(X))
      return nullptr;
    unsigned Mask = pointDims(N, X->Ops[0]);
    if (!(Mask & 1))
      return nullptr;
    ExprP Any;
    for (int64_t L = 0; L < Width; ++L) {
      ExprP V = validAt(Mask, L);
      if (!V)
        return nullptr;
      Any = Any ? binary(BinaryOp::LogicalOr, Any, V) : V;
    }
    auto Load = std::make_shared<Expr>(*X);
    Load->Guarded = false;
    return guardedRead(N, X->Text, Any, Load);
  });
}

//===----------------------------------------------------------------------===//
// Types: a vector computes in its lanes' type, C in the promoted one
//===----------------------------------------------------------------------===//

/// The type C's integer promotions give T: int for integers narrower than
/// int (`255 - in[x]` on uchar computes in int).
static ScalarType promoted(const ScalarType &T) {
  return !T.IsFloat && T.Size < 4 ? *ScalarType::get("int") : T;
}

/// The type C computes a binary arithmetic operator on scalars of types A
/// and B in: the usual arithmetic conversions.
static ScalarType commonType(ScalarType A, ScalarType B) {
  A = promoted(A);
  B = promoted(B);
  if (A == B)
    return A;
  if (A.IsFloat != B.IsFloat)
    return A.IsFloat ? A : B;
  if (A.IsFloat || A.IsSigned == B.IsSigned)
    return A.Size >= B.Size ? A : B;
  // One signed, one unsigned: the unsigned one unless the signed one is
  // wider (long and uint: long holds every uint).
  const ScalarType &U = A.IsSigned ? B : A, &S = A.IsSigned ? A : B;
  return U.Size >= S.Size ? U : S;
}

/// The type of an integer literal as C gives it: the first of int, uint
/// (octal and hexadecimal only, or with a `u` suffix), long, ulong that
/// holds its value, from long on with an `l` suffix.
static std::optional<ScalarType> integerLiteralType(const ExprP &E) {
  if (E->Kind != ExprKind::Leaf || E->Text.empty() || !llvm::isDigit(E->Text[0]))
    return std::nullopt;
  llvm::StringRef Digits = llvm::StringRef(E->Text).rtrim("uUlL");
  std::string Suffix = llvm::StringRef(E->Text).substr(Digits.size()).lower();
  uint64_t V;
  if (Digits.getAsInteger(0, V) || Suffix.size() > 2)
    return std::nullopt;
  bool Unsigned = Suffix.find('u') != std::string::npos;
  bool Long = Suffix.find('l') != std::string::npos;
  bool Decimal = Digits.size() == 1 || Digits[0] != '0';
  const char *Name = "ulong";
  if (!Long && !Unsigned && V <= INT32_MAX)
    Name = "int";
  else if (!Long && (Unsigned || !Decimal) && V <= UINT32_MAX)
    Name = "uint";
  else if (!Unsigned && V <= INT64_MAX)
    Name = "long";
  return ScalarType::get(Name);
}

/// The scalar type of a value every lane shares, or nullopt.
std::optional<ScalarType> LaneVectorizer::uniformType(const ExprP &E) const {
  std::optional<ScalarType> T = integerLiteralType(E);
  if (!T)
    T = provenType(N, Ctx, E);
  if (T && T->Lanes != 1)
    return std::nullopt;
  return T;
}

/// V, a vector of lanes of type From, as lanes of type To: convert_ToN, as
/// C converts each scalar, where both are integers (a conversion to a
/// narrower one keeps the low bits in both); a floating-point one on either
/// side would round differently from the original (a double operand makes
/// it compute in double), so the lanes do not apply.
ExprP LaneVectorizer::lanesAs(const ExprP &V, const ScalarType &From,
                              const ScalarType &To, SourcePos Pos) {
  if (From == To)
    return V;
  if (From.IsFloat || To.IsFloat) {
    fail("the original computes in '" + To.Base + "' where the lanes hold '" +
             From.Base + "' (an operand of another type): vectors of '" +
             From.Base + "' would round differently",
         Pos);
    return V;
  }
  return call("convert_" + To.Base + std::to_string(Width), {V});
}

/// `L op R` (+ - * /) in the type C computes it in: vector operands
/// converted to it, a shared scalar converted by OpenCL as by C.
ExprP LaneVectorizer::vecBinary(const ExprP &E, SourcePos Pos, ScalarType &Type) {
  ExprP Ops[2];
  ScalarType Types[2];
  for (size_t I = 0; I < 2; ++I) {
    if (varies(E->Ops[I])) {
      Ops[I] = vecTyped(E->Ops[I], Pos, Types[I]);
      continue;
    }
    std::optional<ScalarType> T = uniformType(E->Ops[I]);
    if (!T) {
      fail("the type of an operand the lanes share is not known: the vector "
           "form could compute in another type than the original",
           Pos);
      return E;
    }
    Ops[I] = uniformLoads(E->Ops[I]);
    Types[I] = *T;
  }
  Type = commonType(Types[0], Types[1]);
  for (size_t I = 0; I < 2; ++I)
    if (varies(E->Ops[I]))
      Ops[I] = lanesAs(Ops[I], Types[I], Type, Pos);
  return binary(E->BinOp, Ops[0], Ops[1]);
}

ExprP LaneVectorizer::assignedValue(BinaryOp Op, const ExprP &Rhs,
                                    SourcePos Pos) {
  std::optional<ScalarType> T;
  ExprP V;
  if (varies(Rhs)) {
    ScalarType VT;
    V = vecTyped(Rhs, Pos, VT);
    T = VT;
  } else {
    V = cast(vecType(), paren(uniformLoads(Rhs)));
    T = uniformType(Rhs);
  }
  if (Err || Base.empty())
    return V;
  ScalarType Lanes = *ScalarType::get(Base);
  // `x op= v` computes x op v in their common type and converts it back.
  // On integers, + - * & | ^ keep the low bits whatever the type they run
  // in, so the lanes' type gives the original's result; / % and shifts do
  // not, nor does a floating-point type (rounding).
  if (std::optional<BinaryOp> Arith = compoundBase(Op)) {
    bool LowBits = llvm::is_contained({BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul,
                                       BinaryOp::BitAnd, BinaryOp::BitOr,
                                       BinaryOp::BitXor},
                                      *Arith);
    std::optional<ScalarType> C;
    if (T)
      C = commonType(Lanes, *T);
    if (!C || (!(*C == Lanes) && (!LowBits || C->IsFloat))) {
      fail("'" + spelling(Op).str() + "' on lanes of '" + Base + "' computes in " +
               (C ? "'" + C->Base + "'" : "a type not known") +
               " in the original: the lanes' type would give another result",
           Pos);
      return V;
    }
  }
  if (!varies(Rhs))
    return V;
  return lanesAs(V, *T, Lanes, Pos);
}

ExprP LaneVectorizer::vec(const ExprP &E, SourcePos Pos) {
  if (!varies(E))
    return uniformLoads(E);
  ScalarType T;
  ExprP V = vecTyped(E, Pos, T);
  if (Err || Base.empty())
    return V;
  // The original converts the value to the lanes' type where it stores or
  // assigns it.
  return lanesAs(V, T, *ScalarType::get(Base), Pos);
}

/// What a remark calls the operation E applies: `'<'`, `call of 'foo'`,
/// `'?:'`, `cast to 'int'`.
static std::string operationName(const Expr &E) {
  switch (E.Kind) {
  case ExprKind::Unary:
    return "'" + spelling(E.UnOp).str() + "'";
  case ExprKind::Binary:
    return "'" + spelling(E.BinOp).str() + "'";
  case ExprKind::Ternary:
    return "'?:'";
  case ExprKind::Call:
    return "call of '" + E.Text + "'";
  case ExprKind::Cast:
    return "cast to '" + E.Text + "'";
  case ExprKind::Member:
    return "member access '" + E.Text + "'";
  case ExprKind::Subscript:
    return "subscript";
  default:
    return "operation";
  }
}

/// The vector form of a value that varies between lanes, and the type of
/// its lanes: the one the original computes it in.
ExprP LaneVectorizer::vecTyped(const ExprP &E, SourcePos Pos, ScalarType &Type) {
  // Loads, variables and calls have lanes of the one element type.
  auto OfBase = [&](ExprP V) {
    if (!Base.empty())
      Type = *ScalarType::get(Base);
    return V;
  };
  switch (E->Kind) {
  case ExprKind::VarRef:
    if (Varying.count(E->Var))
      return OfBase(E);
    fail("the coordinate '" + N.var(E->Var).Name +
             "' is used as a value, not only as an index",
         Pos);
    return E;
  case ExprKind::Global:
  case ExprKind::LocalRef: {
    std::string B = elementBase(*E);
    if (B.empty()) {
      fail(noVectorForm(*E), Pos);
      return E;
    }
    setBase(B, Pos);
    // Every index but the last the same for all lanes, the last advancing
    // by one element per lane: one vloadN.
    bool Contiguous = laneStride(E->Ops.back()) == std::optional<int64_t>(1);
    for (size_t I = 0; I + 1 < E->Ops.size(); ++I)
      Contiguous &= laneStride(E->Ops[I]) == std::optional<int64_t>(0);
    if (!Contiguous)
      return OfBase(gather(E));
    ++VectorOps;
    std::string Load = "vload" + std::to_string(Width);
    if (E->Kind == ExprKind::LocalRef)
      return OfBase(call(Load, {intLit(0), unary(UnaryOp::AddrOf, E)}));
    ExprP V = call(Load, {intLit(0), vectorAddress(E->Text, E->Ops[0])});
    if (!E->Guarded)
      return OfBase(V);
    // All lanes valid: one vloadN; else each lane under its own validity.
    ExprP All = allLanes(pointValid(pointDims(N, E->Ops[0])));
    return OfBase(ternary(All, V, gather(E)));
  }
  case ExprKind::Paren:
    return paren(vecTyped(E->Ops[0], Pos, Type));
  case ExprKind::Unary:
    if (E->UnOp == UnaryOp::Minus || E->UnOp == UnaryOp::Plus) {
      ExprP V = vecTyped(E->Ops[0], Pos, Type);
      ScalarType P = promoted(Type);
      V = lanesAs(V, Type, P, Pos);
      Type = P;
      return unary(E->UnOp, V);
    }
    break;
  case ExprKind::Binary:
    if (E->BinOp == BinaryOp::Add || E->BinOp == BinaryOp::Sub ||
        E->BinOp == BinaryOp::Mul || E->BinOp == BinaryOp::Div)
      return vecBinary(E, Pos, Type);
    break;
  case ExprKind::Call: {
    if (!isElementWiseBuiltin(E->Text))
      break;
    // fmin(float4, float) does not exist: uniform arguments are widened.
    // A varying argument the original computes in another type than the
    // lanes' (`min(in[x] + 1, 200)` on uchar, in int) would pick another
    // overload: the lanes do not apply.
    std::vector<ExprP> Args;
    for (const ExprP &A : E->Ops) {
      if (!varies(A)) {
        Args.push_back(cast(vecType(), paren(uniformLoads(A))));
        continue;
      }
      ScalarType T;
      Args.push_back(vecTyped(A, Pos, T));
      if (!Err && T.Base != Base)
        fail("an argument of '" + E->Text + "' is computed in '" + T.Base +
                 "', not in the lanes' '" + Base + "'",
             Pos);
    }
    return OfBase(call(E->Text, Args));
  }
  default:
    break;
  }
  fail(operationName(*E) + " on values that differ between the lanes has "
       "no vector form here",
       Pos);
  return E;
}
