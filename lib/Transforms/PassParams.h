//===- PassParams.h - Parameters one pass reads of another -------*- C++ -*-===//
//
// Private to lib/Transforms. Some passes' constraints depend on another
// pass's parameters: private needs a coarsened block, local needs the loop
// it caches over tiled, stage needs the work-group it fills. They read them
// through these functions, each defined in the owning pass's file beside the
// parameter's declaration, so that a key is spelled in one place.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_PASSPARAMS_H
#define CLOPT_LIB_TRANSFORMS_PASSPARAMS_H

#include "clopt/Transforms/Pass.h"

#include <optional>

namespace clopt {
namespace nest {
namespace params {

/// coarsen.dD: points per work-item along dimension D (1: not coarsened).
int64_t coarsenFactor(const ParamValues &V, unsigned D);
/// tile.<Counter>: the tile size of the loop over Counter (1: not tiled).
int64_t tileSize(const ParamValues &V, llvm::StringRef Counter);
/// wgshape.dD: the work-group extent wgshape sets along D, if it does.
std::optional<int64_t> workGroupExtent(const ParamValues &V, unsigned D);

} // namespace params
} // namespace nest
} // namespace clopt

#endif
