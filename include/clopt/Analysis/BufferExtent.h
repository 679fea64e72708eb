//===- BufferExtent.h - How many elements a kernel can touch ----*- C++ -*-===//
//
// Sizes the buffers of a kernel launch from the access analysis: for a
// pointer parameter, the largest index any access can reach over the
// iteration domain (work-item ids in [0, G_d), loop counters in their
// bounds), plus one. Guards such as `if (i < N)` are ignored, so the result
// may be larger than needed but is never smaller.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_BUFFEREXTENT_H
#define CLOPT_ANALYSIS_BUFFEREXTENT_H

#include "clopt/Analysis/KernelModel.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace clopt {

/// The launch the extents are computed for.
struct ExtentInputs {
  /// Values of the kernel's scalar parameters, by name.
  std::map<std::string, int64_t> Scalars;
  /// The original global size, one entry per dimension (at most 3).
  std::vector<int64_t> GlobalSize;
  /// The local size, when known; only needed for indices that use
  /// get_local_size or get_num_groups. Without it, local ids and group ids
  /// are bounded by the global size (safe, possibly larger).
  std::vector<int64_t> LocalSize;
};

struct BufferExtent {
  unsigned ParamIndex = 0;
  std::string Array;
  /// Elements of the parameter's type the kernel can touch: the largest
  /// index plus one (0 when the kernel never accesses the parameter).
  int64_t Elements = 0;
  /// The smallest index an access can reach. Negative means the analysis
  /// cannot show the kernel stays above the start of the buffer (it ignores
  /// guards such as `if (x > 0)`).
  int64_t MinIndex = 0;
  /// At most how many distinct indices the accesses reach: for each, the
  /// product of the range sizes of the variables its index depends on,
  /// summed (saturating). Below Elements - MinIndex for strided accesses
  /// (a column of a matrix).
  int64_t IndexValues = 0;
  /// Elements the original kernel certainly touches: the largest index,
  /// plus one, of the accesses that run for every work-item and every
  /// iteration (not under a guard or after an early exit, only in loops
  /// with step 1 whose bounds do not depend on other loops and that run at
  /// least once). 0 when no such access exists. A buffer shorter than this
  /// is too short for the original, whatever the guards do.
  int64_t ProvenElements = 0;
  /// The access that reaches ProvenElements - 1, for messages.
  SourcePos ProvenAt;
  AccessKind ProvenKind = AccessKind::Read;
};

/// The extent of pointer parameter ParamIndex of K. Errors name what is
/// missing, e.g. "cannot infer the length of 'A': index of 'A' depends on a
/// value loaded from 'idx'; give it with --buffer A=LENGTH".
llvm::Expected<BufferExtent> computeBufferExtent(const KernelInfo &K,
                                                 unsigned ParamIndex,
                                                 const ExtentInputs &In);

} // namespace clopt

#endif // CLOPT_ANALYSIS_BUFFEREXTENT_H
