//===- LocalTile.h - The tiles of the local pass -----------------*- C++ -*-===//
//
// Private to lib/Transforms. The local pass (LocalPass.cpp) in its parts:
// which arrays may be cached and the shape of each one's tile
// (LocalPlan.cpp), and the code that copies a tile into __local memory
// (LocalCopy.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_LOCALTILE_H
#define CLOPT_LIB_TRANSFORMS_LOCALTILE_H

#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/Pass.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clopt {
namespace nest {
namespace local {

/// One index variable of a tile dimension.
struct VarRange {
  IndexVar V;
  ExprP Lo;            ///< first value over the tile
  int64_t Extent = 1;  ///< number of values
  ExprP LocalOffset;   ///< v - Lo at the access
  ExprP First, Last;   ///< valid values [First, Last] (bounds check)
  ExprP Check;         ///< single-variable check at a value (null: none)
  bool Fixed = false;  ///< an enclosing loop's counter: one value per tile
  bool CheckWithValue = false; ///< Check is built per copied element
  int Kind = 0;        ///< 0 id, 1 tile counter, 2 fixed, 3 constant loop
  unsigned Dim = 0;
  ExprP Limit;         ///< tile counter: the original upper bound
};

/// One dimension of the tile: the variables with one stride.
struct TileDim {
  ParamPoly Coeff;
  std::vector<VarRange> Vars;
  int64_t MinOff = 0, MaxOff = 0;
  int64_t extent() const {
    int64_t E = MaxOff - MinOff + 1;
    for (const VarRange &V : Vars)
      E += V.Extent - 1;
    return E;
  }
};

/// A __local copy of the accesses of one array with one index shape.
struct TilePlan {
  std::string Array;
  std::vector<const MemoryAccess *> Accesses;
  std::vector<std::vector<int64_t>> Offsets; ///< per access, per dimension
  std::vector<TileDim> Dims;                 ///< outermost first
  int InnerLoop = -1; ///< number of the tile-inner loop (-1: at the top)
  ValueType ElementType;
  unsigned ElementSize = 4;
  /// The address space of Array (__global or __constant).
  AddressSpace Space = AddressSpace::Global;
  /// local.transpose: a 2-D tile is stored with its dimensions swapped.
  bool Transposed = false;
  /// The part of every access's index that no work-item or loop moves and
  /// no stride places (an offset argument, clBLAS's `offA`): the same in
  /// each, added to the global index of every copied element.
  ParamPoly Base;
  /// The __local subscripts of a tile element given per plan dimension
  /// (outermost first): swapped when the tile is stored transposed.
  std::vector<ExprP> order(std::vector<ExprP> Idx) const {
    if (Transposed)
      std::reverse(Idx.begin(), Idx.end());
    return Idx;
  }
};

//===----------------------------------------------------------------------===//
// Legality and planning (LocalPlan.cpp)
//===----------------------------------------------------------------------===//

/// The access with analysis number Number, or null.
const MemoryAccess *findAccess(const KernelInfo &K, unsigned Number);

/// Arrays the pass can cache; Why collects the others.
std::vector<const ArrayInfo *> candidates(const KernelInfo &K, std::string *Why);

/// The coordinate value X substituted for dimension Dim in a guard
/// conjunct, or null when the conjunct uses a variable derived otherwise.
ExprP conjunctAt(const KernelNest &N, const ExprP &Conj, unsigned Dim, const ExprP &X);

/// The tile loop around the tile-inner loop with analysis number InnerLoop.
Stmt *tileLoopOf(KernelNest &N, int InnerLoop);

/// The tiles of every array enabled by Ctx's values, one per index shape,
/// each within the local memory limit (Pad: with the padding column;
/// Transpose: 2-D tiles stored transposed where that helps). Arrays and
/// shapes that cannot be cached are reported to Remarks and left out.
std::vector<TilePlan> planTiles(KernelNest &Nest, const PassContext &Ctx,
                                RemarkSink &Remarks, bool Pad, bool Transpose);

//===----------------------------------------------------------------------===//
// Code generation (LocalCopy.cpp)
//===----------------------------------------------------------------------===//

/// Width of the vector copy of P (local.vcopy): 1 unless the tile's
/// innermost dimension has stride 1 in global memory and an extent that
/// the width divides, and the element type has a vector form.
int64_t vectorCopyWidth(const TilePlan &P, int64_t Requested);

/// The cooperative copy of P's tile into Lm by the WorkGroup work-items of
/// a group (Lid: the flat local id), Width elements per step; Ok is false
/// when the kernel's guard does not bound the ids it reads with.
StmtP copyLoop(KernelNest &N, const TilePlan &P, VarId Lm, VarId Lid,
               int64_t WorkGroup, std::map<std::string, VarId> &Cache,
               int64_t Width, bool &Ok);

/// The __local index of one access of the plan.
std::vector<ExprP> localIndex(const TilePlan &P, size_t Access);

/// Whether a 2-D tile is worth storing transposed (see LocalCopy.cpp).
bool transposable(const TilePlan &P);

/// Declared extents of the __local array, outermost first.
std::vector<int64_t> storedExtents(const TilePlan &P, bool Pad);

/// barrier(CLK_LOCAL_MEM_FENCE).
ExprP barrierCall();

/// Declares the work-group's first point in each dimension.
void createGroupVars(KernelNest &N);

} // namespace local
} // namespace nest
} // namespace clopt

#endif
