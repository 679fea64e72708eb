//===- VectorUtils.cpp - Index polynomials and vector syntax -------------===//

#include "VectorUtils.h"

#include "llvm/ADT/STLExtras.h"

using namespace clopt;
using namespace clopt::nest;

Poly Poly::constant(int64_t C) {
  Poly P;
  if (C)
    P.Terms[{}] = C;
  return P;
}

Poly Poly::atom(std::string A) {
  Poly P;
  P.Terms[{std::move(A)}] = 1;
  return P;
}

Poly Poly::operator+(const Poly &O) const {
  Poly R = *this;
  for (const auto &[M, C] : O.Terms)
    if ((R.Terms[M] += C) == 0)
      R.Terms.erase(M);
  return R;
}

Poly Poly::operator*(const Poly &O) const {
  Poly R;
  for (const auto &[M1, C1] : Terms)
    for (const auto &[M2, C2] : O.Terms) {
      std::vector<std::string> M = M1;
      M.insert(M.end(), M2.begin(), M2.end());
      llvm::sort(M);
      if ((R.Terms[M] += C1 * C2) == 0)
        R.Terms.erase(M);
    }
  return R;
}

std::optional<int64_t> Poly::strideIn(const std::string &A) const {
  int64_t S = 0;
  for (const auto &[M, C] : Terms) {
    unsigned Count = llvm::count(M, A);
    if (Count == 0)
      continue;
    if (Count > 1 || M.size() > 1)
      return std::nullopt;
    S += C;
  }
  return S;
}

Poly nest::toPoly(const ExprP &E) {
  switch (E->Kind) {
  case ExprKind::Leaf:
    if (std::optional<int64_t> C = asConstant(E))
      return Poly::constant(*C);
    return Poly::atom("l:" + E->Text);
  case ExprKind::VarRef:
    return Poly::atom("v" + std::to_string(E->Var));
  case ExprKind::Paren:
    return toPoly(E->Ops[0]);
  case ExprKind::Cast:
    if (E->Text == "int" || E->Text == "uint" || E->Text == "size_t" ||
        E->Text == "long")
      return toPoly(E->Ops[0]);
    break;
  case ExprKind::Unary:
    if (E->UnOp == UnaryOp::Minus)
      return toPoly(E->Ops[0]).negate();
    if (E->UnOp == UnaryOp::Plus)
      return toPoly(E->Ops[0]);
    break;
  case ExprKind::Binary:
    if (E->BinOp == BinaryOp::Add)
      return toPoly(E->Ops[0]) + toPoly(E->Ops[1]);
    if (E->BinOp == BinaryOp::Sub)
      return toPoly(E->Ops[0]) + toPoly(E->Ops[1]).negate();
    if (E->BinOp == BinaryOp::Mul)
      return toPoly(E->Ops[0]) * toPoly(E->Ops[1]);
    break;
  default:
    break;
  }
  return Poly::atom("o:" + atomName(*E));
}

std::string nest::atomName(const Expr &E) {
  // Operators by number: x++ and ++x are spelled alike.
  std::string Name = E.Kind == ExprKind::Unary ? "u" + std::to_string(unsigned(E.UnOp))
                     : E.Kind == ExprKind::Binary
                         ? "b" + std::to_string(unsigned(E.BinOp))
                         : (E.Arrow ? "->" : "") + E.Text;
  std::string S = std::to_string(int(E.Kind)) + "(" + Name + "," +
                  std::to_string(E.Var) + "," + std::to_string(E.Dim);
  for (const ExprP &O : E.Ops)
    S += "," + atomName(*O);
  return S + ")";
}

std::string nest::varAtom(VarId V) { return "v" + std::to_string(V); }

ExprP nest::vectorAddress(const std::string &Array, const ExprP &Index) {
  bool Simple = Index->Kind == ExprKind::VarRef || Index->Kind == ExprKind::Leaf;
  return binary(BinaryOp::Add, leaf(Array), Simple ? Index : paren(Index));
}

VarId nest::declareElementPointer(KernelNest &N, const std::string &Array,
                                  AddressSpace Space, const ValueType &Element,
                                  const ExprP &Index, llvm::StringRef Name,
                                  StmtList &Out) {
  VarId Ptr = N.addGeneratedVar(
      Name, ValueType::verbatim(addressSpaceKeyword(Space).str() + " const " +
                                    Element.withoutConst().str() + " *const",
                                ValueType::Kind::Pointer));
  Out.push_back(Stmt::decl(Ptr, vectorAddress(Array, Index)));
  return Ptr;
}

ExprP nest::isAlignedTo(const ExprP &Ptr, int64_t Bytes) {
  return binary(BinaryOp::Eq,
                binary(BinaryOp::Rem, cast("uintptr_t", Ptr), intLit(Bytes)),
                intLit(0));
}

ExprP nest::wholeVectorAt(AddressSpace Space, const ValueType &Vector,
                          const ExprP &Ptr) {
  return unary(UnaryOp::Deref,
               cast(addressSpaceKeyword(Space).str() + " const " +
                        Vector.withoutConst().str() + " *",
                    Ptr));
}

ExprP nest::alignedVectorRead(KernelNest &N, const std::string &Array,
                              AddressSpace Space, const ValueType &Element,
                              const ExprP &Index, int64_t W,
                              llvm::StringRef Prefix, StmtList &Out) {
  ValueType Vector = Element.withoutConst().withLanes(static_cast<unsigned>(W));
  VarId Ptr = declareElementPointer(N, Array, Space, Element, Index,
                                    (Prefix + "_p").str(), Out);
  int64_t Bytes = static_cast<int64_t>(Vector.arith()->Size);
  ExprP Read = ternary(isAlignedTo(varRef(Ptr), Bytes),
                       wholeVectorAt(Space, Vector, varRef(Ptr)),
                       call("vload" + std::to_string(W), {intLit(0), varRef(Ptr)}));
  VarId V = N.addGeneratedVar((Prefix + "_v").str(), Vector.withConst());
  Out.push_back(Stmt::decl(V, Read));
  return varRef(V);
}

std::string nest::component(unsigned U) {
  static const char *Hex = "0123456789abcdef";
  return std::string("s") + Hex[U];
}

bool nest::isElementWiseBuiltin(llvm::StringRef F) {
  static const char *Names[] = {
      "sqrt", "rsqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "sin",
      "cos", "tan", "tanh", "fabs", "fmin", "fmax", "min", "max", "fma",
      "mad", "pow", "powr", "clamp", "mix", "floor", "ceil", "round",
      "trunc", "hypot", "cbrt", "native_sqrt", "native_rsqrt", "native_exp",
      "native_log", "native_sin", "native_cos", "native_recip",
      "native_divide", "abs"};
  for (const char *N : Names)
    if (F == N)
      return true;
  return false;
}
