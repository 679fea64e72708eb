//===- Affine.cpp - Affine index expressions with parametric strides ------===//

#include "clopt/Analysis/Affine.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <cassert>
#include <set>

using namespace clopt;

//===----------------------------------------------------------------------===//
// ParamPoly
//===----------------------------------------------------------------------===//

ParamPoly ParamPoly::constant(int64_t C) {
  ParamPoly P;
  P.addTerm({}, C);
  return P;
}

ParamPoly ParamPoly::param(const std::string &Name) {
  assert(!Name.empty() && "a parameter needs a name");
  ParamPoly P;
  P.addTerm({Name}, 1);
  return P;
}

void ParamPoly::addTerm(const Monomial &M, int64_t C) {
  if (C == 0)
    return;
  int64_t &Slot = Terms[M];
  Slot += C;
  if (Slot == 0)
    Terms.erase(M);
}

bool ParamPoly::isConstant() const {
  return Terms.empty() || (Terms.size() == 1 && Terms.begin()->first.empty());
}

std::optional<int64_t> ParamPoly::getConstant() const {
  if (!isConstant())
    return std::nullopt;
  return Terms.empty() ? 0 : Terms.begin()->second;
}

std::vector<std::string> ParamPoly::params() const {
  std::vector<std::string> Names;
  for (const auto &[M, C] : Terms)
    Names.insert(Names.end(), M.begin(), M.end());
  llvm::sort(Names);
  Names.erase(std::unique(Names.begin(), Names.end()), Names.end());
  return Names;
}

unsigned ParamPoly::degree() const {
  unsigned D = 0;
  for (const auto &[M, C] : Terms)
    D = std::max<unsigned>(D, M.size());
  return D;
}

std::optional<int64_t>
ParamPoly::evaluate(const std::map<std::string, int64_t> &Values,
                    std::string *Missing) const {
  if (Missing)
    Missing->clear();
  int64_t Sum = 0;
  for (const auto &[M, C] : Terms) {
    int64_t Term = C;
    for (const std::string &Name : M) {
      auto It = Values.find(Name);
      if (It == Values.end()) {
        if (Missing)
          *Missing = Name;
        return std::nullopt;
      }
      if (llvm::MulOverflow(Term, It->second, Term))
        return std::nullopt;
    }
    if (llvm::AddOverflow(Sum, Term, Sum))
      return std::nullopt;
  }
  return Sum;
}

ParamPoly ParamPoly::operator+(const ParamPoly &O) const {
  ParamPoly R = *this;
  for (const auto &[M, C] : O.Terms)
    R.addTerm(M, C);
  return R;
}

ParamPoly ParamPoly::operator-() const {
  ParamPoly R;
  for (const auto &[M, C] : Terms)
    R.addTerm(M, -C);
  return R;
}

ParamPoly ParamPoly::operator-(const ParamPoly &O) const { return *this + -O; }

ParamPoly ParamPoly::operator*(const ParamPoly &O) const {
  ParamPoly R;
  for (const auto &[M1, C1] : Terms) {
    for (const auto &[M2, C2] : O.Terms) {
      Monomial M;
      std::merge(M1.begin(), M1.end(), M2.begin(), M2.end(),
                 std::back_inserter(M));
      R.addTerm(M, C1 * C2);
    }
  }
  return R;
}

/// Terms print highest degree first, then by name, so that "NX*NY + NX + 1"
/// reads like the linearization it usually is.
static bool printsBefore(const Monomial &A, const Monomial &B) {
  if (A.size() != B.size())
    return A.size() > B.size();
  return A < B;
}

std::string ParamPoly::str() const {
  if (Terms.empty())
    return "0";
  std::vector<std::pair<Monomial, int64_t>> Sorted(Terms.begin(), Terms.end());
  llvm::sort(Sorted, [](const auto &L, const auto &R) {
    return printsBefore(L.first, R.first);
  });
  std::string S;
  bool First = true;
  for (const auto &[M, C] : Sorted) {
    int64_t Abs = C < 0 ? -C : C;
    if (First)
      S += C < 0 ? "-" : "";
    else
      S += C < 0 ? " - " : " + ";
    First = false;
    std::string Factors = llvm::join(M, "*");
    if (M.empty())
      S += std::to_string(Abs);
    else if (Abs == 1)
      S += Factors;
    else
      S += std::to_string(Abs) + "*" + Factors;
  }
  return S;
}

//===----------------------------------------------------------------------===//
// IndexVar
//===----------------------------------------------------------------------===//

IndexVar IndexVar::globalId(unsigned Dim) {
  return {IndexVarKind::GlobalId, Dim, "get_global_id(" + std::to_string(Dim) + ")"};
}

IndexVar IndexVar::localId(unsigned Dim) {
  return {IndexVarKind::LocalId, Dim, "get_local_id(" + std::to_string(Dim) + ")"};
}

IndexVar IndexVar::groupId(unsigned Dim) {
  return {IndexVarKind::GroupId, Dim, "get_group_id(" + std::to_string(Dim) + ")"};
}

IndexVar IndexVar::loopCounter(unsigned LoopNumber, const std::string &Name) {
  return {IndexVarKind::LoopCounter, LoopNumber, Name};
}

std::string IndexVar::str() const {
  std::string D = "(" + std::to_string(Dim) + ")";
  switch (Kind) {
  case IndexVarKind::GlobalId:
    return "gid" + D;
  case IndexVarKind::LocalId:
    return "lid" + D;
  case IndexVarKind::GroupId:
    return "grp" + D;
  case IndexVarKind::LoopCounter:
    return Name;
  }
  llvm_unreachable("covered switch");
}

//===----------------------------------------------------------------------===//
// AffineExpr
//===----------------------------------------------------------------------===//

AffineExpr AffineExpr::constant(const ParamPoly &C) {
  AffineExpr E;
  E.Constant = C;
  return E;
}

AffineExpr AffineExpr::var(const IndexVar &V) {
  AffineExpr E;
  E.Coeffs[V] = ParamPoly::constant(1);
  return E;
}

ParamPoly AffineExpr::coeff(const IndexVar &V) const {
  auto It = Coeffs.find(V);
  return It == Coeffs.end() ? ParamPoly() : It->second;
}

bool AffineExpr::dependsOn(IndexVarKind K) const {
  return llvm::any_of(Coeffs, [K](const auto &P) { return P.first.Kind == K; });
}

std::vector<IndexVar> AffineExpr::vars() const {
  std::vector<IndexVar> Vs;
  for (const auto &[V, C] : Coeffs)
    Vs.push_back(V);
  return Vs;
}

ParamPoly AffineExpr::idStride(unsigned Dim) const {
  return coeff(IndexVar::globalId(Dim)) + coeff(IndexVar::localId(Dim));
}

AffineExpr AffineExpr::operator+(const AffineExpr &O) const {
  AffineExpr R = *this;
  R.Constant = R.Constant + O.Constant;
  for (const auto &[V, C] : O.Coeffs) {
    ParamPoly Sum = R.coeff(V) + C;
    if (Sum.isZero())
      R.Coeffs.erase(V);
    else
      R.Coeffs[V] = Sum;
  }
  return R;
}

AffineExpr AffineExpr::operator-(const AffineExpr &O) const {
  return *this + O * ParamPoly::constant(-1);
}

AffineExpr AffineExpr::operator*(const ParamPoly &P) const {
  AffineExpr R;
  R.Constant = Constant * P;
  for (const auto &[V, C] : Coeffs) {
    ParamPoly Prod = C * P;
    if (!Prod.isZero())
      R.Coeffs[V] = Prod;
  }
  return R;
}

/// Writes C*V in C syntax: "gid(0)", "-k", "N*gid(1)", "(W + 2)*gid(1)".
/// Returns whether the term is negative (its sign is left to the caller).
static bool formatTerm(const ParamPoly &C, const std::string &V,
                       std::string &Out) {
  if (auto K = C.getConstant()) {
    int64_t Abs = *K < 0 ? -*K : *K;
    Out = Abs == 1 ? V : std::to_string(Abs) + "*" + V;
    return *K < 0;
  }
  if (C.terms().size() == 1) {
    bool Neg = C.terms().begin()->second < 0;
    Out = (Neg ? -C : C).str() + "*" + V;
    return Neg;
  }
  Out = "(" + C.str() + ")*" + V;
  return false;
}

static int64_t magnitude(int64_t C) { return C < 0 ? -C : C; }

std::map<IndexVar, unsigned> clopt::indexDimensions(const AffineExpr &E) {
  // Integer coefficients: one dimension per distinct magnitude, smallest
  // first. Parametric coefficients: outer dimensions by number of factors.
  std::set<int64_t> Levels;
  for (const auto &[V, C] : E.coeffs())
    if (auto K = C.getConstant())
      Levels.insert(magnitude(*K));
  unsigned Inner = std::max<unsigned>(1, Levels.size());
  std::map<IndexVar, unsigned> Dims;
  for (const auto &[V, C] : E.coeffs()) {
    if (auto K = C.getConstant())
      Dims[V] = std::distance(Levels.begin(), Levels.find(magnitude(*K)));
    else
      Dims[V] = Inner + C.degree() - 1;
  }
  return Dims;
}

std::string AffineExpr::str() const {
  // Outermost dimension first, so a linearized index prints like the
  // subscript it encodes: "NX*NY*gid(2) + NX*gid(1) + gid(0)".
  std::vector<std::pair<IndexVar, ParamPoly>> Sorted(Coeffs.begin(),
                                                     Coeffs.end());
  std::map<IndexVar, unsigned> Dims = indexDimensions(*this);
  llvm::stable_sort(Sorted, [&](const auto &L, const auto &R) {
    return Dims[L.first] > Dims[R.first];
  });
  std::string S;
  for (const auto &[V, C] : Sorted) {
    std::string Term;
    bool Neg = formatTerm(C, V.str(), Term);
    if (S.empty())
      S = (Neg ? "-" : "") + Term;
    else
      S += (Neg ? " - " : " + ") + Term;
  }
  if (Constant.isZero())
    return S.empty() ? "0" : S;
  if (S.empty())
    return Constant.str();
  // A constant with several terms prints as "+ (...)" unless it is a single
  // negative term.
  if (Constant.terms().size() == 1 && Constant.terms().begin()->second < 0)
    return S + " - " + (-Constant).str();
  if (Constant.terms().size() == 1)
    return S + " + " + Constant.str();
  return S + " + (" + Constant.str() + ")";
}
