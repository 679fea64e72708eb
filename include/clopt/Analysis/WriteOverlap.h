//===- WriteOverlap.h - Work-items that write the same element --*- C++ -*-===//
//
// Whether two work-items of a launch write one element through a store
// that every work-item executes. A kernel with a leading dimension
// (`C[i + j*ldc]`) does so once its row count passes ldc: its result then
// depends on the order the work-items run in, and a correct variant cannot
// be told from a wrong one by comparing results there.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_ANALYSIS_WRITEOVERLAP_H
#define CLOPT_ANALYSIS_WRITEOVERLAP_H

#include "clopt/Analysis/KernelModel.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

/// Two work-items that write one element: their global ids, the array and
/// the element.
struct WriteOverlap {
  std::string Array;
  int64_t Element = 0;
  std::vector<uint64_t> First, Second;
  SourcePos Pos; ///< Of the store.
  /// The store is under a condition: both work-items pass the kernel's
  /// guard of its ids (`if (x < m && y < n)`), but another test may keep
  /// one of them out.
  bool Conditional = false;

  /// "work-items (96, 0) and (0, 1) both write C[96]" ("may both write"
  /// under a condition).
  std::string str() const;
};

/// The first overlap of a store outside any loop whose index is affine in
/// the global ids alone, with Scalars' values and global size Global (no
/// offset). A store under a condition is searched over the ids its kernel's
/// guard lets through, and only where the guard compares every id of the
/// launch with a size of known value (KernelInfo::GuardBounds). Only overlaps of ids that differ along dimensions in which the
/// index moves are found: a store the index of which leaves out a dimension
/// of the launch (every work-item of it writes one element) is how the
/// kernel is written at every size, not what one size does to it.
/// std::nullopt also when the search would take too long (a proof of none
/// is not claimed).
std::optional<WriteOverlap>
findWriteOverlap(const KernelInfo &Kernel,
                 const std::map<std::string, int64_t> &Scalars,
                 llvm::ArrayRef<uint64_t> Global);

} // namespace clopt

#endif
