//===- Affine.h - Affine index expressions with parametric strides -*- C++ -*-===//
//
// An index such as A[(z*NY + y)*NX + x] is affine in the work-item ids and
// loop counters (x, y, z) once the scalar kernel parameters (NX, NY) are
// treated as symbolic coefficients. ParamPoly is such a coefficient: an
// integer polynomial over parameter names. AffineExpr maps each index
// variable to its ParamPoly coefficient, plus a ParamPoly constant.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_AFFINE_H
#define CLOPT_ANALYSIS_AFFINE_H

#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace clopt {

/// A product of parameter names, sorted; the empty monomial is 1.
using Monomial = std::vector<std::string>;

/// An integer polynomial over scalar kernel parameters, e.g. `NX*NY + 2*NX`.
class ParamPoly {
public:
  ParamPoly() = default;
  static ParamPoly constant(int64_t C);
  static ParamPoly param(const std::string &Name);

  bool isZero() const { return Terms.empty(); }
  bool isConstant() const;
  /// The value when isConstant(), else std::nullopt.
  std::optional<int64_t> getConstant() const;
  const std::map<Monomial, int64_t> &terms() const { return Terms; }
  /// The parameter names this polynomial mentions, sorted, unique.
  std::vector<std::string> params() const;
  /// The largest number of parameter factors in one term (0 for constants).
  unsigned degree() const;
  /// The value with every parameter replaced from Values. When a parameter is
  /// missing, returns std::nullopt and sets *Missing (if given) to its name.
  /// Also std::nullopt (with *Missing empty) on int64_t overflow.
  std::optional<int64_t> evaluate(const std::map<std::string, int64_t> &Values,
                                  std::string *Missing = nullptr) const;

  ParamPoly operator+(const ParamPoly &O) const;
  ParamPoly operator-(const ParamPoly &O) const;
  ParamPoly operator*(const ParamPoly &O) const;
  ParamPoly operator-() const;
  bool operator==(const ParamPoly &O) const { return Terms == O.Terms; }
  bool operator!=(const ParamPoly &O) const { return !(*this == O); }
  bool operator<(const ParamPoly &O) const { return Terms < O.Terms; }

  /// Deterministic C syntax, e.g. "NX*NY + 2*NX - 1"; "0" when zero.
  std::string str() const;
  void print(llvm::raw_ostream &OS) const { OS << str(); }

private:
  void addTerm(const Monomial &M, int64_t C);
  std::map<Monomial, int64_t> Terms;
};

enum class IndexVarKind { GlobalId, LocalId, GroupId, LoopCounter };

/// A variable an index can be affine in: a work-item id in one dimension, or
/// the counter of a canonical loop (identified by the loop's number in the
/// kernel, so that ordering never depends on pointers).
struct IndexVar {
  IndexVarKind Kind = IndexVarKind::GlobalId;
  unsigned Dim = 0;    ///< Id dimension, or the loop's number.
  std::string Name;    ///< "get_global_id(0)" or the counter's name.

  static IndexVar globalId(unsigned Dim);
  static IndexVar localId(unsigned Dim);
  static IndexVar groupId(unsigned Dim);
  static IndexVar loopCounter(unsigned LoopNumber, const std::string &Name);

  bool isWorkItemId() const { return Kind != IndexVarKind::LoopCounter; }
  /// Short text: "gid(0)", "lid(1)", "grp(2)" or the counter's name.
  std::string str() const;
  bool operator<(const IndexVar &O) const {
    return std::tie(Kind, Dim, Name) < std::tie(O.Kind, O.Dim, O.Name);
  }
  bool operator==(const IndexVar &O) const {
    return Kind == O.Kind && Dim == O.Dim && Name == O.Name;
  }
};

/// sum(coeff_v * v) + constant, where each coeff_v and the constant are
/// ParamPoly. Zero coefficients are never stored.
class AffineExpr {
public:
  AffineExpr() = default;
  static AffineExpr constant(const ParamPoly &C);
  static AffineExpr var(const IndexVar &V);

  const std::map<IndexVar, ParamPoly> &coeffs() const { return Coeffs; }
  const ParamPoly &getConstant() const { return Constant; }
  /// The coefficient of V (zero when V does not occur).
  ParamPoly coeff(const IndexVar &V) const;
  bool dependsOn(IndexVarKind K) const;
  bool isConstant() const { return Coeffs.empty(); }
  /// The variables with a non-zero coefficient, in IndexVar order.
  std::vector<IndexVar> vars() const;
  /// The coefficient of get_global_id(D) plus that of get_local_id(D): how
  /// far apart two work-items adjacent along dimension D access.
  ParamPoly idStride(unsigned Dim) const;

  AffineExpr operator+(const AffineExpr &O) const;
  AffineExpr operator-(const AffineExpr &O) const;
  /// Scales by a parameter polynomial (the only product that stays affine).
  AffineExpr operator*(const ParamPoly &P) const;
  bool operator==(const AffineExpr &O) const {
    return Coeffs == O.Coeffs && Constant == O.Constant;
  }

  /// Deterministic text, e.g. "N*gid(1) + k" or "NX*NY*gid(2) + NX*gid(1) + gid(0)".
  std::string str() const;

private:
  std::map<IndexVar, ParamPoly> Coeffs;
  ParamPoly Constant;
};

/// Each index variable's dimension when the linearized index E is read as a
/// multi-dimensional subscript: variables with an integer coefficient are in
/// the innermost dimensions (one per distinct magnitude, smallest first),
/// variables whose coefficient has parameter factors are outer dimensions,
/// ordered by the number of factors. See docs/patterns.md.
std::map<IndexVar, unsigned> indexDimensions(const AffineExpr &E);

} // namespace clopt

#endif // CLOPT_ANALYSIS_AFFINE_H
