//===- TransferSeeds.h - Search seeds from similar tuned kernels -*- C++ -*-===//
//
// What the tuning database already knows about kernels like this one, as
// points to try first: the winner of the same kernel at another size class
// or with another driver, or of another kernel whose parameters (its loop
// counters, its arrays) are mostly this kernel's too.
//
//===----------------------------------------------------------------------===//

#ifndef CLOPT_TUNER_TRANSFERSEEDS_H
#define CLOPT_TUNER_TRANSFERSEEDS_H

#include "clopt/Transforms/Pass.h"
#include "clopt/TuningRecords/TuningDatabase.h"
#include "clopt/Tuner/TuneSpace.h"

#include <string>
#include <vector>

namespace clopt {

struct TransferSeed {
  ParamValues Values;
  std::string From; ///< "matmul (G0=1024,G1=1024,N=1024)"
};

/// The most seeds transferSeeds returns.
inline constexpr size_t MaxTransferSeeds = 4;

/// Seeds from DB's entries for Key's device (any driver) other than Key's
/// own: tuned entries whose parameters this Space has, at least three in
/// four of them (the rest are dropped), forming a point of Space. The same
/// kernel and source first, then by the share of parameters kept, then by
/// speedup; equal configurations once; at most MaxTransferSeeds.
std::vector<TransferSeed> transferSeeds(const TuningDatabase &DB, const TuningKey &Key,
                                        const TuneSpace &Space);

} // namespace clopt

#endif
