//===- EmitExpr.cpp - Print expressions of a KernelNest ---------------------===//
//
// The expression half of the emitter (EmitterImpl.h): names of per-point
// variables by their coordinates, coordinates and validity of a point,
// work-item ids standing for the point's coordinate, and operators
// parenthesised only where precedence needs it.
//
//===----------------------------------------------------------------------===//

#include "EmitterImpl.h"
#include "NestHelpers.h"

using namespace clopt;
using namespace clopt::nest;
using namespace clopt::nest::emit;

unsigned nest::pointDims(const KernelNest &N, const ExprP &E) {
  unsigned Dims = 0;
  visitExpr(E, [&](const Expr &X) {
    if (X.Kind == ExprKind::WorkItem && X.Text == "get_global_id")
      Dims |= 1u << X.Dim;
    if (X.Kind == ExprKind::WorkItem &&
        (X.Text == "clopt.local_coord" || X.Text == "clopt.window_tap"))
      Dims |= 1u << X.Dim;
    if (X.Kind == ExprKind::VarRef) {
      const Var &V = N.var(X.Var);
      if (V.PerPoint || V.IsCoordinate)
        Dims |= V.expandDims();
    }
  });
  return Dims;
}

bool Emitter::unrolledMode() const {
  return N.Form == PointForm::Unrolled || coarsenedDims() == 0;
}

unsigned Emitter::coarsenedDims() const {
  unsigned M = 0;
  for (unsigned D = 0; D < 3; ++D)
    if (N.Blocks[D].Factor > 1)
      M |= 1u << D;
  return M;
}

std::string Emitter::varName(VarId Id, const PointCtx &C) const {
  const Var &V = N.var(Id);
  if (!V.PerPoint || !C.InPoint)
    return V.Name;
  if (C.Unrolled) {
    unsigned Dims = V.expandDims() & coarsenedDims();
    std::string Suffix;
    for (int D = 2; D >= 0; --D)
      if (Dims >> D & 1)
        Suffix += "_" + std::to_string(C.Coord[D]);
    return Suffix.empty() ? V.Name : copyName(Id, Suffix);
  }
  if (N.CrossVars.count(Id)) {
    std::string Name = V.Name;
    for (int D = 2; D >= 0; --D)
      if (!C.LoopVar[D].empty())
        Name += "[" + C.LoopVar[D] + "]";
    return Name;
  }
  return V.Name;
}

std::string Emitter::copyName(VarId Id, const std::string &Suffix) const {
  auto [It, Inserted] = CopyNames.try_emplace({Id, Suffix});
  if (!Inserted)
    return It->second;
  // The first choice is <name>_<point>; a taken one becomes <name>_p<point>
  // (`acc_p0` rather than `acc_0_1`, which reads as a point of two
  // dimensions), then <name>_p<point>_1, ...
  std::string Name = N.var(Id).Name + Suffix;
  if (UsedNames.insert(Name).second)
    return It->second = Name;
  std::string Base = N.var(Id).Name + "_p" + Suffix.substr(1);
  Name = Base;
  for (unsigned K = 1; !UsedNames.insert(Name).second; ++K)
    Name = Base + "_" + std::to_string(K);
  return It->second = Name;
}

ExprP Emitter::coordinate(unsigned Dim, const PointCtx &C) const {
  const DimBlock &B = N.Blocks[Dim];
  if (B.Factor == 1 || !N.DimVars[Dim].First)
    return workItem("get_global_id", Dim);
  ExprP First = varRef(*N.DimVars[Dim].First);
  if (B.Dist == Distribution::Cyclic && B.Chunk > 1)
    return add(First, chunkedOffset(Dim, C));
  ExprP Step = B.Dist == Distribution::Block
                   ? intLit(1)
                   : (B.Local ? intLit(B.Local)
                              : call("get_local_size", {intLit(Dim)}));
  ExprP Index = C.Unrolled ? intLit(C.Coord[Dim]) : leaf(C.LoopVar[Dim]);
  return add(First, mul(Index, Step));
}

/// Chunked cyclic: point c of an item lies (c / H) * L * H + c % H after the
/// item's first point (H the chunk, L the group's extent): folded to a
/// constant once the block is unrolled.
ExprP Emitter::chunkedOffset(unsigned Dim, const PointCtx &C) const {
  const DimBlock &B = N.Blocks[Dim];
  int64_t H = B.Chunk;
  if (C.Unrolled) {
    int64_t Pt = C.Coord[Dim];
    int64_t Run = Pt / H, In = Pt % H;
    if (B.Local)
      return intLit(Run * B.Local * H + In);
    ExprP Off = mul(intLit(Run * H), call("get_local_size", {intLit(Dim)}));
    return In ? add(Off, intLit(In)) : Off;
  }
  ExprP Pt = leaf(C.LoopVar[Dim]);
  if (H >= B.Factor)
    return Pt;
  ExprP Stride = B.Local ? intLit(B.Local * H)
                         : mul(call("get_local_size", {intLit(Dim)}), intLit(H));
  return add(mul(paren(binary(BinaryOp::Div, Pt, intLit(H))), Stride),
             binary(BinaryOp::Rem, Pt, intLit(H)));
}

ExprP Emitter::localCoordinate(unsigned Dim, const PointCtx &C) const {
  const DimBlock &B = N.Blocks[Dim];
  ExprP Lid = N.DimVars[Dim].Lid ? varRef(*N.DimVars[Dim].Lid)
                                 : call("get_local_id", {intLit(Dim)});
  if (B.Factor == 1)
    return Lid;
  ExprP Index = C.Unrolled ? intLit(C.Coord[Dim]) : leaf(C.LoopVar[Dim]);
  if (B.Dist == Distribution::Block)
    return add(mul(Lid, intLit(B.Factor)), Index);
  if (B.Chunk > 1)
    return add(mul(Lid, intLit(B.Chunk)), chunkedOffset(Dim, C));
  return add(Lid, mul(Index, intLit(B.Local)));
}

ExprP Emitter::validity(unsigned Mask, const PointCtx &C) const {
  ExprP Cond;
  for (const auto &[D, Conj] : N.ValidityOrder)
    if (Mask >> D & 1)
      Cond = Cond ? binary(BinaryOp::LogicalAnd, Cond, Conj) : Conj;
  return Cond;
}

static int binaryPrec(BinaryOp Op) {
  switch (Op) {
  case BinaryOp::Mul:
  case BinaryOp::Div:
  case BinaryOp::Rem:
    return 13;
  case BinaryOp::Add:
  case BinaryOp::Sub:
    return 12;
  case BinaryOp::Shl:
  case BinaryOp::Shr:
    return 11;
  case BinaryOp::Lt:
  case BinaryOp::Le:
  case BinaryOp::Gt:
  case BinaryOp::Ge:
    return 10;
  case BinaryOp::Eq:
  case BinaryOp::Ne:
    return 9;
  case BinaryOp::BitAnd:
    return 8;
  case BinaryOp::BitXor:
    return 7;
  case BinaryOp::BitOr:
    return 6;
  case BinaryOp::LogicalAnd:
    return 5;
  case BinaryOp::LogicalOr:
    return 4;
  default:
    return 2; // assignments (the builder refuses the comma operator)
  }
}

int Emitter::prec(const Expr &E) const {
  switch (E.Kind) {
  case ExprKind::Leaf:
    return llvm::StringRef(E.Text).starts_with("-") ? 15 : 16;
  case ExprKind::VarRef:
  case ExprKind::WorkItem:
  case ExprKind::Call:
  case ExprKind::Subscript:
  case ExprKind::Paren:
  case ExprKind::LocalRef:
  case ExprKind::Member:
  case ExprKind::Global:
    return 16;
  case ExprKind::Unary:
    return isPostfix(E.UnOp) ? 16 : 15;
  case ExprKind::Cast:
    return 15;
  case ExprKind::Binary:
    return binaryPrec(E.BinOp);
  case ExprKind::Ternary:
    return 3;
  case ExprKind::PointValid:
    return 4;
  }
  return 0;
}

/// Work-item ids inside the point block stand for the point's coordinate.
ExprP Emitter::resolve(const ExprP &E, const PointCtx &C) const {
  if (E->Kind != ExprKind::WorkItem)
    return E;
  if (E->Text == "get_global_id" && C.InPoint && N.Blocks[E->Dim].Factor > 1)
    return coordinate(E->Dim, C);
  if (E->Text == "get_global_size" && N.Blocks[E->Dim].Factor > 1)
    return paren(binary(BinaryOp::Mul, leaf("get_global_size(" + std::to_string(E->Dim) + ")"),
                        intLit(N.Blocks[E->Dim].Factor)));
  if (E->Text == "clopt.local_coord")
    return localCoordinate(E->Dim, C);
  // A tap of private's register window: K - c for point c.
  if (E->Text == "clopt.window_tap") {
    std::optional<int64_t> K = asConstant(E->Ops[0]);
    if (C.Unrolled && K)
      return intLit(*K - C.Coord[E->Dim]);
    return paren(sub(E->Ops[0], leaf(C.LoopVar[E->Dim])));
  }
  // A register of a fragment read with vloadN (private): point c of a
  // chunked-cyclic dimension is lane c % H of the fragment of run c / H.
  if (E->Text == "clopt.fragment_lane" && C.Unrolled) {
    int64_t H = N.Blocks[E->Dim].Chunk, Pt = C.Coord[E->Dim];
    return member(E->Ops[Pt / H], "s" + std::string(1, "0123456789abcdef"[Pt % H]));
  }
  return E;
}

/// A guarded load of Array, `(c ? A[i] : 0)`: where its point is not valid it
/// yields zero. C's conditional operator promotes its operands, so for an
/// integer narrower than int the choice is converted back to the element
/// type, `((uchar)(c ? A[i] : 0))`: a uchar load must stay a uchar where
/// nothing promotes it, as in `add_sat(A[i], A[i])` (add_sat(int, int) never
/// saturates at 255). A vector's zero is a vector, `(c ? A[i] : (uchar4)(0))`:
/// an int 0 beside a vector of a narrower element does not compile.
std::string Emitter::guardedLoad(const std::string &Array, const std::string &Valid,
                                 const std::string &Access) const {
  std::string Choice = "(" + Valid + " ? " + Access + " : 0)";
  auto It = N.BufferElements.find(Array);
  if (It == N.BufferElements.end())
    return Choice;
  const ScalarType *T = It->second.arith();
  std::string Type = It->second.withoutConst().str();
  if (T && T->Lanes != 1)
    return "(" + Valid + " ? " + Access + " : (" + Type + ")(0))";
  if (!nest::promotedByConditional(It->second))
    return Choice;
  return "((" + Type + ")" + Choice + ")";
}

std::string Emitter::child(const ExprP &E, int MinPrec, const PointCtx &C) const {
  ExprP R = resolve(E, C);
  std::string S = expr(R, C);
  if (prec(*R) < MinPrec)
    return "(" + S + ")";
  return S;
}

std::string Emitter::expr(const ExprP &E, const PointCtx &C) const {
  switch (E->Kind) {
  case ExprKind::Leaf:
    return E->Text;
  case ExprKind::VarRef:
    return varName(E->Var, C);
  case ExprKind::WorkItem: {
    ExprP R = resolve(E, C);
    if (R != E)
      return expr(R, C);
    return E->Text + "(" + std::to_string(E->Dim) + ")";
  }
  case ExprKind::Unary: {
    if (isPostfix(E->UnOp))
      return child(E->Ops[0], 16, C) + spelling(E->UnOp).str();
    std::string Sub = child(E->Ops[0], 15, C);
    std::string Sep = (!Sub.empty() && (Sub[0] == '-' || Sub[0] == '+')) ? " " : "";
    return spelling(E->UnOp).str() + Sep + Sub;
  }
  case ExprKind::Member:
    return child(E->Ops[0], 16, C) + (E->Arrow ? "->" : ".") + E->Text;
  case ExprKind::Binary: {
    int P = binaryPrec(E->BinOp);
    bool Assign = P == 2;
    return child(E->Ops[0], Assign ? 15 : P, C) + " " + spelling(E->BinOp).str() + " " +
           child(E->Ops[1], Assign ? 2 : P + 1, C);
  }
  case ExprKind::Ternary:
    return child(E->Ops[0], 4, C) + " ? " + child(E->Ops[1], 2, C) + " : " +
           child(E->Ops[2], 3, C);
  case ExprKind::Call: {
    std::string S = E->Text + "(";
    for (size_t I = 0; I < E->Ops.size(); ++I)
      S += (I ? ", " : "") + child(E->Ops[I], 2, C);
    return S + ")";
  }
  case ExprKind::Subscript:
    return child(E->Ops[0], 16, C) + "[" + expr(E->Ops[1], C) + "]";
  case ExprKind::Paren:
    return "(" + expr(E->Ops[0], C) + ")";
  case ExprKind::Cast:
    return "(" + E->Text + ")" + child(E->Ops[0], 15, C);
  case ExprKind::Global: {
    std::string Access = E->Text + "[" + expr(E->Ops[0], C) + "]";
    if (!E->Guarded)
      return Access;
    unsigned Mask = pointDims(N, E->Ops[0]);
    ExprP Valid = validity(Mask, C);
    if (!Valid)
      return Access;
    return guardedLoad(E->Text, child(Valid, 4, C), Access);
  }
  case ExprKind::LocalRef: {
    std::string S = E->Text;
    for (const ExprP &I : E->Ops)
      S += "[" + expr(I, C) + "]";
    return S;
  }
  case ExprKind::PointValid: {
    ExprP Valid = validity(E->DimMask, C);
    return Valid ? expr(Valid, C) : "1";
  }
  }
  return "";
}

