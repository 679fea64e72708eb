//===- TransferSeeds.cpp - Search seeds from similar tuned kernels --------===//

#include "clopt/Tuner/TransferSeeds.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <set>

using namespace clopt;

namespace {
/// A database entry as a candidate seed.
struct Candidate {
  TransferSeed Seed;
  bool SameKernel = false; ///< same kernel name and source hash
  double SharedShare = 0;  ///< parameters of the entry that Space has, 0..1
  double Speedup = 0;
};
} // namespace

/// The entry's parameters that Space has, as values, with the share of the
/// entry's parameters they are.
static ParamValues sharedValues(const TuningRecord &R, const TuneSpace &Space,
                                double &Share) {
  ParamValues V;
  size_t Kept = 0;
  for (const auto &[Name, Value] : R.Params) {
    auto [Pass, Param] = llvm::StringRef(Name).split('.');
    if (Param.empty() || !Space.space().find(Name))
      continue;
    V.set(Pass, Param, Value);
    ++Kept;
  }
  Share = R.Params.empty() ? 0 : double(Kept) / double(R.Params.size());
  return V;
}

static std::string describeEntry(const TuningKey &K) {
  return K.Kernel + " (" + K.SizeClass + ")";
}

std::vector<TransferSeed> clopt::transferSeeds(const TuningDatabase &DB,
                                               const TuningKey &Key,
                                               const TuneSpace &Space) {
  std::vector<Candidate> Candidates;
  for (const TuningEntry &E : DB.entries()) {
    const TuningKey &K = E.Key;
    if (K.Device != Key.Device || E.Record.Status != "tuned")
      continue;
    if (K.Driver == Key.Driver && K.Kernel == Key.Kernel &&
        K.SourceHash == Key.SourceHash && K.SizeClass == Key.SizeClass)
      continue; // this kernel's own entry: a lookup's answer, not a seed
    Candidate C;
    C.Seed.Values = sharedValues(E.Record, Space, C.SharedShare);
    // Most of the entry must carry over: a configuration that lost its
    // tiles or its local arrays is another configuration.
    if (C.SharedShare < 0.75 || !Space.pointFor(C.Seed.Values))
      continue;
    C.Seed.From = describeEntry(K);
    C.SameKernel = K.Kernel == Key.Kernel && K.SourceHash == Key.SourceHash;
    C.Speedup = E.Record.Speedup;
    Candidates.push_back(std::move(C));
  }
  llvm::stable_sort(Candidates, [](const Candidate &A, const Candidate &B) {
    if (A.SameKernel != B.SameKernel)
      return A.SameKernel;
    if (A.SharedShare != B.SharedShare)
      return A.SharedShare > B.SharedShare;
    return A.Speedup > B.Speedup;
  });
  std::vector<TransferSeed> Seeds;
  std::set<std::map<std::string, int64_t>> Seen;
  for (Candidate &C : Candidates) {
    if (Seeds.size() == MaxTransferSeeds)
      break;
    if (Seen.insert(C.Seed.Values.all()).second)
      Seeds.push_back(std::move(C.Seed));
  }
  return Seeds;
}
