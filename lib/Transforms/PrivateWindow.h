//===- PrivateWindow.h - Register windows along a tap loop -------*- C++ -*-===//
//
// Private to lib/Transforms: the register window of the private pass
// (PrivateWindow.cpp says what it does and why it is legal).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_PRIVATEWINDOW_H
#define CLOPT_LIB_TRANSFORMS_PRIVATEWINDOW_H

#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/Pass.h"

namespace clopt {
namespace nest {

/// Which windows the pass may write.
struct WindowOptions {
  /// Nested tap loops one window may write out: 1, or 2 (a window along
  /// two dimensions of the block, copies in rows and columns).
  unsigned MaxLoops = 2;
  /// With two loops: read each row's registers before the row, runs of
  /// consecutive elements as one aligned vector where possible.
  bool VectorRows = true;
};

/// What the window did, for the pass's remark.
struct WindowResult {
  /// The loops written out (outer first), the dimensions of the block
  /// their copies slide along, and the copies of each: block + taps - 1.
  std::vector<std::string> TapCounters;
  std::vector<unsigned> Dims;
  std::vector<int64_t> Copies;
  SourcePos Pos;            ///< where the outer loop was
  unsigned SharedReads = 0; ///< reads per copy shared by its points
  unsigned VectorRows = 0;  ///< rows whose reads were made with vectors
};

/// Jam target Target (holding the point loop, private has unrolled the
/// block): writes a loop of constant trip count around it (or two nested
/// ones) out as a register window when some read of the point loop is then
/// shared by the block's points along a dimension (or two). Returns what it
/// did, or why not (a remark's text); the nest is unchanged then. When it
/// applies, the loops written out are gone, and Target may be one of them.
llvm::Expected<WindowResult> applyRegisterWindow(KernelNest &N,
                                                 const PassContext &Ctx,
                                                 Stmt &Target,
                                                 const WindowOptions &Opts);

} // namespace nest
} // namespace clopt

#endif
