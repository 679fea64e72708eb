//===- LaneVectorizer.h - Points as vector lanes ----------------*- C++ -*-===//
//
// Private to lib/Transforms. The vector pass's point mode for predicated
// nests (see VectorLanes.cpp): the values of the lanes, which vary and how
// to write them as vectors (LaneValues.cpp), and the statements rewritten
// with them (VectorLanes.cpp).
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

class LaneVectorizer {
public:
  LaneVectorizer(KernelNest &N, const KernelInfo &K, int64_t Width)
      : N(N), K(K), Width(Width) {}
  std::optional<Reject> run();

private:
  KernelNest &N;
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
  std::optional<Reject> Err;

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

  ExprP atLane(const ExprP &E, int64_t Lane) const;
  ExprP validAt(unsigned Mask, int64_t Lane) const;
  ExprP allLanes(const ExprP &Cond) const;
  ExprP gather(const ExprP &E) const;
  ExprP vec(const ExprP &E, SourcePos Pos);
  ExprP uniformLoads(const ExprP &E) const;

  void findVarying();
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
  void finish();
};

} // namespace lanes
} // namespace nest
} // namespace clopt

#endif
