//===- LaneVectorizer.h - Points as vector lanes ----------------*- C++ -*-===//
//
// Private to lib/Transforms. The vector pass's point mode: coarsen's block
// of W consecutive points along dimension 0 (dist=block, d0 = W) becomes
// the W lanes of vector values. One vectorizer for every form of the nest:
// what each lane holds, which values vary and how to write them as vectors
// (LaneValues.cpp), the statements rewritten with them (VectorLanes.cpp),
// and the front step for a point loop that no pass jammed yet
// (VectorPoints.cpp).
//
// The point mode was written twice before, once per form of the nest; what
// the two did differently, and why one vectorizer now serves both:
//
//  - Where validity is known. Before any pass jammed the points, the point
//    loop still holds the kernel's guard `if (i < N && j < N)`, and inside
//    it every point is valid; the first vectorizer emitted the vector code
//    under "every lane valid" and a scalar loop over the lanes running the
//    original code otherwise. After local or private the guard is per-point
//    validity (PointValid, guarded loads) mixed into the code, so there the
//    lanes check their own validity where a store or a load needs it. The
//    front step (VectorPoints.cpp) now brings the first form into the
//    second: the guard becomes `if (every lane valid) { the guard's body }
//    else { scalar loop }`, and the guard's body is vectorized with the
//    same functions as a jammed nest (where nothing is guarded, so no lane
//    checks its validity). "Every lane valid" is allLanes(), the test a
//    per-lane store uses too: the first vectorizer checked only the
//    conjuncts over coordinate variables at the last lane, and missed a
//    guard on get_global_id(0) itself (`if (get_global_id(0) < N)` ran the
//    vector code when only the first lane was valid).
//  - How the lane is named. The first renamed get_global_id(0) to first_0
//    and gave the coordinates a lane stride of exactly 1 (a coordinate of
//    another stride was refused); the second keeps ids as "lane 0's
//    coordinate plus the lane" in polynomials (lanePoly) with any affine
//    stride, and writes first_0 at the end. The second way serves both.
//  - What has no contiguous vector form. The first refused a load or a
//    store that is not contiguous along dimension 0, and an if whose
//    condition differs between the lanes; the second gathers such loads,
//    stores such stores lane by lane, and runs such ifs once per lane.
//    Both forms now do the latter (transpose and gather vectorize without
//    private too); the refusals that remain are the second's.
//  - Types. The first took the vector type from the last varying
//    variable; the second asks one element type of every load, store and
//    vector variable (no conversions). The second's rule serves both, with
//    the type questions in one helper (vectorBase).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_LANEVECTORIZER_H
#define CLOPT_LIB_TRANSFORMS_LANEVECTORIZER_H

#include "PassUtils.h"
#include "VectorUtils.h"
#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/Pass.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace clopt {
namespace nest {
namespace lanes {

/// The lane number in index expressions (not an identifier, so no name of
/// the kernel can be taken for it), and its atom in polynomials.
inline const char *const LaneMarker = "@lane";
/// The atom of LaneMarker in polynomials.
const std::string &laneAtom();

/// Whether X is a work-item id along dimension 0 (its lane in a block).
bool isLaneId(const Expr &X);

/// The scalar base of Type ("float" for "const float") when a vector of it
/// exists; empty for vector, bool and unknown types. The one place the
/// point mode reads a type.
std::string vectorBase(const ValueType &Type);

class LaneVectorizer {
public:
  LaneVectorizer(KernelNest &N, const PassContext &Ctx, int64_t Width)
      : N(N), Ctx(Ctx), K(Ctx.Kernel), Width(Width) {}
  /// Checks and rewrites; a Reject leaves N.Body as it was (variables the
  /// attempt added stay, unused).
  std::optional<Reject> run();

private:
  KernelNest &N;
  const PassContext &Ctx;
  const KernelInfo &K;
  int64_t Width;
  /// Coordinate variables along dimension 0 -> their stride per lane.
  std::map<VarId, int64_t> CoordStride;
  /// Per-point variables that differ between lanes (become vectors).
  std::set<VarId> Varying;
  /// Element type of every vector: one base type, no conversions.
  std::string Base;
  /// vloadN/vstoreN written: without any, lanes gain nothing.
  unsigned VectorOps = 0;
  /// Statements copied lane by lane under conditions that differ between
  /// lanes. Each nested such `if` copies what it guards once per lane, so
  /// a deep nest would grow as its depth squared; past the cap the pass
  /// does not apply.
  size_t CopiedStatements = 0;
  static constexpr size_t MaxCopiedStatements = 2048;
  std::optional<Reject> Err;

  /// The point loop that no pass jammed, split by the front step
  /// (VectorPoints.cpp).
  struct PointBlock {
    Stmt *Loop = nullptr;
    /// The coordinate declarations at its head: scalar, lane 0's.
    StmtList Head;
    /// What runs for the lanes together: the guard's body (every lane
    /// valid), or the whole body when there is no guard.
    StmtList Lanes;
    /// "Every lane's point is valid"; null without a guard.
    ExprP AllValid;
    /// The original body with declarations of its own, for partial blocks.
    StmtList Scalar;
  };

  void fail(const std::string &Msg, SourcePos Pos) {
    if (!Err)
      Err = makeReject(RejectKind::UnsupportedKernel, Msg, Pos);
  }
  bool setBase(const std::string &B, SourcePos Pos);
  std::string vecType() const { return Base + std::to_string(Width); }

  std::optional<Poly> lanePoly(const ExprP &E) const;
  std::optional<int64_t> laneStride(const ExprP &E) const;
  bool varies(const ExprP &E) const;
  std::string elementBase(const Expr &Load) const;
  /// Why the elements of Load's array have no vector form (elementBase
  /// is empty): they are vectors already, or of a type with none.
  std::string noVectorForm(const Expr &Load) const;

  ExprP atLane(const ExprP &E, int64_t Lane) const;
  ExprP validAt(unsigned Mask, int64_t Lane) const;
  ExprP allLanes(const ExprP &Cond) const;
  ExprP gather(const ExprP &E) const;
  /// The vector form of E with lanes of type Base (converted to it as the
  /// original converts where it stores or assigns).
  ExprP vec(const ExprP &E, SourcePos Pos);
  /// The vector form of E with lanes of the type the original computes E
  /// in (Type): int for `255 - in[x]` on uchar.
  ExprP vecTyped(const ExprP &E, SourcePos Pos, ScalarType &Type);
  ExprP vecBinary(const ExprP &E, SourcePos Pos, ScalarType &Type);
  ExprP lanesAs(const ExprP &V, const ScalarType &From, const ScalarType &To,
                SourcePos Pos);
  std::optional<ScalarType> uniformType(const ExprP &E) const;
  /// The vector value a store or an assignment with Op (= or a compound)
  /// writes to lanes of Base: Rhs, varying or not.
  ExprP assignedValue(BinaryOp Op, const ExprP &Rhs, SourcePos Pos);
  ExprP uniformLoads(const ExprP &E) const;

  /// The block of W points along dimension 0, and the coordinates' lane
  /// strides.
  std::optional<Reject> checkBlock(bool Predicated);
  void findVarying(const StmtList &Root);
  std::optional<Reject> checkVaryingTypes();
  void vectorizeList(StmtList &L, bool InPoint);
  /// A declaration in a point: a vector when its variable varies.
  void vectorizeDecl(Stmt &S);
  /// An expression statement in a point: a store (true when it became a
  /// block of per-lane stores to splice in), an assignment, or a statement
  /// that must be the same in every lane.
  bool vectorizeExprStmt(StmtP &S);
  /// An if in a point: per lane when its condition differs between lanes.
  void vectorizeIf(StmtP &S);
  StmtP vectorizeStore(Stmt &S);
  StmtP scatteredStore(Stmt &S);
  StmtP perLaneIf(Stmt &S);
  /// The front step: splits the un-jammed point loop (VectorPoints.cpp).
  PointBlock splitPointLoop();
  /// Puts the block back: the lanes' code when every lane is valid, the
  /// scalar loop over the lanes otherwise.
  void joinPointLoop(PointBlock &B);
  void finish();
};

} // namespace lanes
} // namespace nest
} // namespace clopt

#endif
