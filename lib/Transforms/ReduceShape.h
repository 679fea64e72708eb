//===- ReduceShape.h - The shapes of the reduce pass ------------*- C++ -*-===//
//
// Private to lib/Transforms. The reduce pass (ReducePass.cpp) in its parts:
// legality, which finds the reduction loop or the atomic updates and what
// surrounds them (ReduceLegality.cpp), and the rewrite that gives each
// output a work-group of lanes (ReduceRewrite.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_REDUCESHAPE_H
#define CLOPT_LIB_TRANSFORMS_REDUCESHAPE_H

#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/Pass.h"

#include <optional>
#include <string>
#include <vector>

namespace clopt {
namespace nest {
namespace reduce {

/// An accumulator of the reduction loop.
struct Accumulator {
  VarId Var = 0;
  ReductionOp Op = ReductionOp::Add;
  ScalarType Type;
  SourcePos Pos;
};

/// What legality found: where the loop is and what surrounds it.
struct ReductionShape {
  Stmt *PointLoop = nullptr;
  /// The `if` around prologue, loop and epilogue (the kernel's guard, or an
  /// `if` on the point's coordinates only), or null.
  Stmt *Guard = nullptr;
  /// The conjunction of the guard's conditions (nested ifs), or null.
  ExprP Valid;
  /// The statements holding the loop (the guard's body, or the point's).
  StmtList *Container = nullptr;
  size_t LoopIndex = 0;
  Stmt *Loop = nullptr;
  std::vector<Accumulator> Accs;
};

/// One atomic update of the kernel: `atomic_add(&total[0], v);`.
struct AtomicUpdate {
  Stmt *S = nullptr;
  ReductionOp Op = ReductionOp::Add;
  /// The value the partial takes in: v, or 1 for atomic_inc. Negated: the
  /// update subtracts (atomic_sub, atomic_dec).
  ExprP Value;
  bool Negated = false;
};

/// Every work-item folds values into one location with atomics.
struct AtomicShape {
  std::vector<AtomicUpdate> Updates;
  ReductionOp Op = ReductionOp::Add;
  ExprP Target;        ///< &P[idx], the same in every update
  std::string Final;   ///< the atomic that adds a group's partial
  ScalarType Type;
  SourcePos Pos;
};

//===----------------------------------------------------------------------===//
// Legality (ReduceLegality.cpp)
//===----------------------------------------------------------------------===//

/// Whether N can be rewritten (no earlier restructuring, no use of the
/// global size the lanes change), and Shape: the reduction loop, the
/// statements around it and its accumulators.
std::optional<Reject> checkLegality(KernelNest &N, const KernelInfo &K,
                                    ReductionShape &Shape);

/// Which way the loads in the reduction loop run through memory.
struct LoopLoads {
  /// Some load is contiguous in the loop's counter: lanes striding over the
  /// counter read neighbouring elements.
  bool AlongCounter = false;
  /// Some load that differs between outputs is (matvec's `A[i * N + k]`;
  /// not `r[i]`, the same for every output): the lanes of one output should
  /// be the adjacent work-items.
  bool VaryingAlongCounter = false;
  /// Some load is contiguous in dimension 0's id (a column sum's
  /// `A[i * n + j]`): with the outputs of a work-group adjacent, neighbouring
  /// work-items read neighbouring elements.
  bool AlongOutputs = false;
};
LoopLoads loopLoads(const KernelInfo &K, unsigned LoopNo);

/// The atomic updates of a kernel whose every work-item folds values into
/// one location (AtomicsOnly), in Shape.
std::optional<Reject> findAtomicShape(KernelNest &N, const KernelInfo &K,
                                      AtomicShape &Shape);

//===----------------------------------------------------------------------===//
// Rewrite (ReduceRewrite.cpp)
//===----------------------------------------------------------------------===//

/// How the work-items of a group are assigned to lanes and outputs.
enum class LaneLayout {
  /// Work-item l is lane l % wg of output l / wg: the lanes of one output
  /// are neighbours (loads contiguous in the loop's counter).
  LanesAdjacent,
  /// Work-item l is output l % outputs of lane l / outputs: neighbouring
  /// work-items compute neighbouring outputs (loads contiguous in the id).
  OutputsAdjacent
};

/// W lanes per output and R outputs per work-group cooperate on the loop of
/// Shape (Subgroups: sub_group_reduce_* where the device has them).
void rewriteReduction(KernelNest &N, ReductionShape &Shape, int64_t W, int64_t R,
                      LaneLayout Layout, bool Subgroups);

/// Work-groups of W lanes, each folding Items points per lane, then one
/// atomic per work-group.
void rewriteAtomicReduction(KernelNest &N, AtomicShape &Shape, int64_t W, int64_t Items,
                            bool Subgroups);

} // namespace reduce
} // namespace nest
} // namespace clopt

#endif
