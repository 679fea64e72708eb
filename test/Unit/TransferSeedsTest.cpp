//===- TransferSeedsTest.cpp - Seeds from similar tuned kernels -----------===//

#include "AnalysisTestUtil.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/TransferSeeds.h"

using namespace clopt;
using clopt::test::analyze;

namespace {

TuningKey key(std::string Kernel, std::string SizeClass, std::string Device = "gpu",
              std::string Source = "h1") {
  return TuningKey{Device, "1.0", Kernel, Source, SizeClass};
}

TuningEntry entry(TuningKey Key, std::vector<std::pair<std::string, int64_t>> Params,
                  double Speedup, std::string Status = "tuned") {
  TuningEntry E;
  E.Key = std::move(Key);
  E.Record.Params = std::move(Params);
  E.Record.Speedup = Speedup;
  E.Record.Status = std::move(Status);
  return E;
}

const std::vector<std::pair<std::string, int64_t>> Tiled = {
    {"tile.t", 32}, {"local.P", 1}, {"local.Q", 1}, {"coarsen.d0", 4}, {"coarsen.d1", 4}};

/// The space of the GEMM-class test kernel (counter t, arrays P and Q).
class TransferSeedsTest : public ::testing::Test {
protected:
  clopt::test::Analyzed A = analyze(clopt::test::ProductKernel);
  PipelineOptions Opts;
  TuneSpace Space{listParameterSpace(*A.Source, A.kernel(), Opts)};
  TuningDatabase DB;
};

TEST_F(TransferSeedsTest, SameKernelAtOtherSizesFirstThenSimilarKernels) {
  TuningKey Self = key("f", "G0=4096,G1=4096,L=4096,M=4096");
  // This kernel's own entry is what a lookup answers with, not a seed.
  DB.put(entry(Self, {{"tile.t", 16}}, 9));
  // Another kernel with the same counter and arrays, a faster one.
  DB.put(entry(key("g", "G0=4096"), Tiled, 8));
  // The same kernel at another size class: first despite a lower speedup.
  DB.put(entry(key("f", "G0=1024,G1=1024,L=1024,M=1024"), {{"coarsen.d0", 2}}, 2));
  // Another device, an entry for the original, and one whose parameters
  // are mostly not this kernel's (k, A, B): none of them.
  DB.put(entry(key("f", "G0=512", "cpu"), Tiled, 5));
  DB.put(entry(key("h", "G0=512"), {}, 1, "original"));
  DB.put(entry(key("matmul", "G0=512"),
               {{"tile.k", 32}, {"local.A", 1}, {"local.B", 1}, {"coarsen.d0", 8}}, 7));
  std::vector<TransferSeed> Seeds = transferSeeds(DB, Self, Space);
  ASSERT_EQ(Seeds.size(), 2u);
  EXPECT_EQ(Seeds[0].From, "f (G0=1024,G1=1024,L=1024,M=1024)");
  EXPECT_EQ(Seeds[0].Values.get("coarsen", "d0"), 2);
  EXPECT_EQ(Seeds[1].From, "g (G0=4096)");
  EXPECT_EQ(Seeds[1].Values.get("tile", "t"), 32);
  for (const TransferSeed &S : Seeds)
    EXPECT_TRUE(Space.pointFor(S.Values).has_value());
}

// Three in four of an entry's parameters carried over is enough (the rest
// dropped), one in two is not; a value outside this kernel's domain rejects
// the entry; equal configurations count once; complete entries come before
// partial ones; at most MaxTransferSeeds.
TEST_F(TransferSeedsTest, PartialEntriesDomainsDuplicatesAndTheLimit) {
  TuningKey Self = key("f", "G0=64");
  DB.put(entry(key("g1", "G0=64"),
               {{"tile.t", 16}, {"local.P", 1}, {"local.Q", 1}, {"local.Z", 1}}, 3));
  DB.put(entry(key("g2", "G0=64"), {{"tile.t", 32}, {"local.Z", 1}}, 4));
  DB.put(entry(key("g3", "G0=64"), {{"tile.t", 3}}, 5));
  DB.put(entry(key("g4", "G0=64"), {{"tile.t", 32}, {"local.P", 1}, {"local.Q", 1}}, 2));
  DB.put(entry(key("g5", "G0=64"), {{"tile.t", 32}, {"local.P", 1}, {"local.Q", 1}}, 1));
  DB.put(entry(key("w0", "G0=64"), {{"coarsen.d0", 2}}, 1));
  DB.put(entry(key("w1", "G0=64"), {{"coarsen.d0", 4}}, 1));
  auto Names = [](const std::vector<TransferSeed> &Seeds) {
    std::vector<std::string> N;
    for (const TransferSeed &S : Seeds)
      N.push_back(S.From);
    return N;
  };
  EXPECT_EQ(Names(transferSeeds(DB, Self, Space)),
            (std::vector<std::string>{"g4 (G0=64)", "w0 (G0=64)", "w1 (G0=64)",
                                      "g1 (G0=64)"}));
  // One more complete entry: the partial one no longer fits the limit.
  DB.put(entry(key("w2", "G0=64"), {{"coarsen.d0", 8}}, 1));
  std::vector<TransferSeed> Seeds = transferSeeds(DB, Self, Space);
  EXPECT_EQ(Seeds.size(), MaxTransferSeeds);
  EXPECT_EQ(Seeds.back().From, "w2 (G0=64)");
}

} // namespace
