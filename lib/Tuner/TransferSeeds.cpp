//===- TransferSeeds.cpp - Search seeds from similar tuned kernels --------===//

#include "clopt/Tuner/TransferSeeds.h"
#include "clopt/Transforms/PassRegistry.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <set>

using namespace clopt;

namespace {
/// How close an entry is to the kernel being tuned; lower is closer.
enum class Kinship {
  SameKey,       ///< this very entry (a search with --retune)
  SameKernel,    ///< same kernel and source: another size class or driver
  SimilarKernel, ///< another kernel sharing named parameters
};

/// A database entry as a candidate seed.
struct Candidate {
  TransferSeed Seed;
  Kinship Kin = Kinship::SimilarKernel;
  double SharedShare = 0; ///< parameters of the entry that Space has, 0..1
  double Speedup = 0;
};
} // namespace

/// Whether Param ("k", "A", "k_2") is named after one of Names.
static bool namedAfter(llvm::StringRef Param, const std::set<std::string> &Names) {
  return Names.count(Param.str()) || Names.count(Param.rsplit('_').first.str());
}

/// The entry's parameters that Space has, as values (the passes' `enable`
/// switches are not parameters of a configuration), with the share of the
/// entry's parameters they are and how many of them are named after one of
/// Names. A pass that asks to be seeded (accumulate, addend) and that
/// Space lacks does not count: it applied to that kernel's code, and says
/// nothing of the rest of its configuration.
static ParamValues sharedValues(const TuningRecord &R, const TuneSpace &Space,
                                const std::set<std::string> &Names, double &Share,
                                unsigned &Named) {
  ParamValues V;
  size_t Kept = 0, Considered = 0;
  Named = 0;
  for (const auto &[Name, Value] : R.Params) {
    auto [Pass, Param] = llvm::StringRef(Name).split('.');
    if (Param == TuneSpace::EnableParam)
      continue;
    const PassEntry *Owner = findPass(Pass);
    if (Owner && Owner->Pass->enabledInSeeds() && !Space.space().find(Name))
      continue;
    ++Considered;
    if (Param.empty() || !Space.space().find(Name))
      continue;
    V.set(Pass, Param, Value);
    ++Kept;
    Named += namedAfter(Param, Names);
  }
  Share = Considered ? double(Kept) / double(Considered) : 0;
  return V;
}

/// "atax (tuned at nx=384, ny=384, global [384])": the problem the entry
/// was measured at where the record has it, else its key's size class
/// (sizes rounded up to powers of two, not the problem's own).
static std::string describeEntry(const TuningEntry &E, const TuningKey &Self) {
  const TuningKey &K = E.Key;
  std::string S = K.Kernel + " (" +
                  (E.Record.MeasuredAt.empty() ? "size class " + K.SizeClass
                                               : "tuned at " + E.Record.MeasuredAt);
  if (K.Driver != Self.Driver)
    S += ", driver " + K.Driver;
  return S + ")";
}

static Kinship kinship(const TuningKey &K, const TuningKey &Self) {
  if (K.Kernel != Self.Kernel || K.SourceHash != Self.SourceHash)
    return Kinship::SimilarKernel;
  return K.SizeClass == Self.SizeClass && K.Driver == Self.Driver ? Kinship::SameKey
                                                                   : Kinship::SameKernel;
}

std::vector<TransferSeed> clopt::transferSeeds(const TuningDatabase &DB,
                                               const TuningKey &Key,
                                               const KernelInfo &Kernel,
                                               const TuneSpace &Space) {
  std::set<std::string> Names;
  for (const LoopInfo &L : Kernel.Loops)
    if (!L.Counter.empty())
      Names.insert(L.Counter);
  for (const ArrayInfo &A : Kernel.Arrays)
    Names.insert(A.Array);
  std::vector<Candidate> Candidates;
  for (const TuningEntry &E : DB.entries()) {
    if (E.Key.Device != Key.Device || E.Record.Status != "tuned")
      continue;
    Candidate C;
    C.Kin = kinship(E.Key, Key);
    unsigned Named = 0;
    C.Seed.Values = sharedValues(E.Record, Space, Names, C.SharedShare, Named);
    // Most of the same kernel's entry must carry over (a configuration that
    // lost its tiles or its local arrays is another configuration). Another
    // kernel's must carry over whole and name one of this kernel's loops or
    // arrays: names like `k` and `A` are common, and a matrix-vector
    // product is not helped by a GEMM's 2-D register tile (which has
    // parameters a 1-D kernel lacks).
    bool Similar = C.Kin != Kinship::SimilarKernel || (C.SharedShare == 1 && Named > 0);
    if (C.SharedShare < 0.75 || !Similar || !Space.pointFor(C.Seed.Values))
      continue;
    // Another kernel's winner says little of this kernel's passes that ask
    // to be seeded (accumulate: that kernel may have had no sum to split,
    // and a record holds only the passes applied, so one its search turned
    // off looks the same): they are enabled, as in the analysis' seeds.
    // The same kernel's entries stay as its search left them.
    if (C.Kin == Kinship::SimilarKernel)
      C.Seed.Values = Space.withSeededPasses({C.Seed.Values}).front();
    C.Seed.From = describeEntry(E, Key);
    C.Speedup = std::isfinite(E.Record.Speedup) ? E.Record.Speedup : 0;
    Candidates.push_back(std::move(C));
  }
  llvm::stable_sort(Candidates, [](const Candidate &A, const Candidate &B) {
    if (A.Kin != B.Kin)
      return A.Kin < B.Kin;
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
