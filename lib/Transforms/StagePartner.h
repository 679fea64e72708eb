//===- StagePartner.h - The stage pass's view of the partner point -*- C++ -*-===//
//
// Private to lib/Transforms. In the stage pass (StagePass.cpp) each
// work-item stores the point of its partner, the work-item at the swapped
// position of the group; PartnerView evaluates the store's index and the
// guard at that point (StagePartner.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_STAGEPARTNER_H
#define CLOPT_LIB_TRANSFORMS_STAGEPARTNER_H

#include "clopt/Transforms/KernelNest.h"

#include <map>
#include <set>
#include <string>

namespace clopt {
namespace nest {
namespace stage {

/// Rewrites expressions as evaluated at the partner point: get_global_id(d)
/// becomes the swapped coordinate, coordinate variables their mirrors
/// (declared once each, in Decls). Fails (null, with the reason) on
/// anything the partner cannot evaluate: memory, calls other than integer
/// built-ins, per-point variables that are not coordinates, variables that
/// change.
class PartnerView {
public:
  PartnerView(KernelNest &N, const std::set<VarId> &Assigned, bool Create,
              ExprP Row = nullptr)
      : N(N), Assigned(Assigned), Create(Create), Row(std::move(Row)) {}

  ExprP at(const ExprP &E, std::string &Why);
  /// Declarations of the mirrors, dependencies first.
  StmtList Decls;

private:
  KernelNest &N;
  const std::set<VarId> &Assigned;
  bool Create; ///< false: only check (space/plan), make no variables
  /// The partner's row in the tile, which is its column in the group
  /// (lid_1, or lid_1 + r * (T / rows) with several rows per work-item).
  ExprP Row;
  std::map<VarId, ExprP> Mirrors;

  ExprP swappedId(unsigned Dim) const;
  ExprP mirror(VarId V, std::string &Why);
};

} // namespace stage
} // namespace nest
} // namespace clopt

#endif
