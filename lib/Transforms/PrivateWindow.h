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

/// What the window did, for the pass's remark.
struct WindowResult {
  std::string TapCounter; ///< the loop written out per window row
  SourcePos Pos;          ///< where that loop was
  unsigned Dim = 0;       ///< the dimension of the block it slides along
  int64_t Rows = 0;       ///< copies of the loop: block + taps - 1
  unsigned SharedReads = 0; ///< reads per copy shared by its points
};

/// Jam target Target (holding the point loop, private has unrolled the
/// block): writes a loop of constant trip count around it out as a register
/// window when some read of the point loop is then shared by the block's
/// points along a dimension. Returns what it did, or why not (a remark's
/// text); the nest is unchanged then. When it applies, the loop written
/// out is gone, and it may have been Target itself.
llvm::Expected<WindowResult> applyRegisterWindow(KernelNest &N,
                                                 const PassContext &Ctx,
                                                 Stmt &Target);

} // namespace nest
} // namespace clopt

#endif
