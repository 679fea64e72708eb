//===- TransferSeeds.h - Search seeds from similar tuned kernels -*- C++ -*-===//
//
// What the tuning database already knows about kernels like this one, as
// points to try first: the winner of the same kernel at another size class
// or with another driver, or of another kernel whose parameters (its loop
// counters, its arrays, its dimensions) are all this kernel's too.
//
//===----------------------------------------------------------------------===//

#ifndef CLOPT_TUNER_TRANSFERSEEDS_H
#define CLOPT_TUNER_TRANSFERSEEDS_H

#include "clopt/Analysis/KernelModel.h"
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

/// Seeds from DB's tuned entries for Key's device (any driver): Key's own
/// entry (a search with --retune), then the same kernel and source at other
/// size classes or drivers, then other kernels whose every parameter is one
/// of Space and one of them is named after a loop counter or an array of
/// Kernel. Of the same kernel's entries, at least three in four parameters
/// must be parameters of Space (the rest are dropped). Every seed is a
/// point of Space; another kernel's also enables the passes that ask to be
/// seeded (TuneSpace::withSeededPasses). Within each group, the larger
/// share first, then the larger speedup; equal configurations once; at most
/// MaxTransferSeeds.
std::vector<TransferSeed> transferSeeds(const TuningDatabase &DB, const TuningKey &Key,
                                        const KernelInfo &Kernel, const TuneSpace &Space);

} // namespace clopt

#endif
