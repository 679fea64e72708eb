//===- TransferSeedsTest.cpp - Seeds from similar tuned kernels -----------===//

#include "AnalysisTestUtil.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/TransferSeeds.h"

#include <cmath>

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

/// The From of each seed.
std::vector<std::string> names(const std::vector<TransferSeed> &Seeds) {
  std::vector<std::string> N;
  for (const TransferSeed &S : Seeds)
    N.push_back(S.From);
  return N;
}

TEST_F(TransferSeedsTest, OwnEntryThenSameKernelThenSimilarKernels) {
  TuningKey Self = key("f", "G0=4096,G1=4096,L=4096,M=4096");
  // Another kernel with the same counter and arrays, a faster one.
  DB.put(entry(key("g", "G0=4096"), Tiled, 8));
  // The same kernel at another size class, and with another driver: before
  // other kernels despite lower speedups, with no named parameter needed.
  DB.put(entry(key("f", "G0=1024,G1=1024,L=1024,M=1024"), {{"coarsen.d0", 2}}, 2));
  TuningKey OtherDriver = Self;
  OtherDriver.Driver = "2.0";
  DB.put(entry(OtherDriver, {{"coarsen.d0", 8}}, 1));
  // This kernel's own entry (what a search with --retune finds): first.
  DB.put(entry(Self, {{"tile.t", 16}}, 3));
  // Another device, an entry for the original, one whose parameters are
  // mostly not this kernel's (k, A, B), and another kernel that shares
  // only generic settings: none of them.
  DB.put(entry(key("f", "G0=512", "cpu"), Tiled, 5));
  DB.put(entry(key("h", "G0=512"), {}, 1, "original"));
  DB.put(entry(key("matmul", "G0=512"),
               {{"tile.k", 32}, {"local.A", 1}, {"local.B", 1}, {"coarsen.d0", 8}}, 7));
  DB.put(entry(key("w", "G0=512"), {{"coarsen.d0", 4}, {"unroll.factor", 4}}, 9));
  std::vector<TransferSeed> Seeds = transferSeeds(DB, Self, A.kernel(), Space);
  EXPECT_EQ(names(Seeds), (std::vector<std::string>{
                              "f (size class G0=4096,G1=4096,L=4096,M=4096)",
                              "f (size class G0=1024,G1=1024,L=1024,M=1024)",
                              "f (size class G0=4096,G1=4096,L=4096,M=4096, driver 2.0)",
                              "g (size class G0=4096)"}));
  EXPECT_EQ(Seeds[0].Values.get("tile", "t"), 16);
  EXPECT_EQ(Seeds[1].Values.get("coarsen", "d0"), 2);
  EXPECT_EQ(Seeds[3].Values.get("tile", "t"), 32);
  for (const TransferSeed &S : Seeds)
    EXPECT_TRUE(Space.pointFor(S.Values).has_value());
}

// Three in four of the same kernel's parameters carried over is enough
// (the rest dropped); another kernel's must carry over whole; `enable`
// switches are not parameters; a value outside this kernel's domain
// rejects the entry; equal configurations count once; a speedup that is
// not a number sorts last; at most MaxTransferSeeds.
TEST_F(TransferSeedsTest, PartialEntriesDomainsDuplicatesAndTheLimit) {
  TuningKey Self = key("f", "G0=64");
  DB.put(entry(key("f", "G0=128"),
               {{"tile.t", 16}, {"local.P", 1}, {"local.Q", 1}, {"local.Z", 1}}, 1));
  DB.put(entry(key("g1", "G0=64"),
               {{"tile.t", 16}, {"local.P", 1}, {"local.Q", 1}, {"local.Z", 1}}, 9));
  DB.put(entry(key("g2", "G0=64"), {{"tile.t", 32}, {"local.Z", 1}}, 4));
  DB.put(entry(key("g3", "G0=64"), {{"tile.t", 3}}, 5));
  DB.put(entry(key("g4", "G0=64"), {{"tile.t", 32}, {"local.P", 1}, {"local.Q", 1}}, 2));
  DB.put(entry(key("g5", "G0=64"), {{"tile.t", 32}, {"local.P", 1}, {"local.Q", 1}}, 6));
  DB.put(entry(key("g6", "G0=64"), {{"local.enable", 0}, {"tile.t", 8}}, std::nan("")));
  std::vector<TransferSeed> Seeds = transferSeeds(DB, Self, A.kernel(), Space);
  EXPECT_EQ(names(Seeds),
            (std::vector<std::string>{"f (size class G0=128)", "g5 (size class G0=64)", "g6 (size class G0=64)"}));
  EXPECT_EQ(Seeds[0].Values.all(),
            (std::map<std::string, int64_t>{{"local.P", 1}, {"local.Q", 1}, {"tile.t", 16}}));
  // A recorded switch would enable its pass: g6 is tile alone.
  EXPECT_EQ(Seeds[2].Values.all(), (std::map<std::string, int64_t>{{"tile.t", 8}}));
  // Two more complete entries: the one whose speedup is not a number no
  // longer fits the limit.
  DB.put(entry(key("h1", "G0=64"), {{"tile.t", 64}}, 1));
  DB.put(entry(key("h2", "G0=64"), {{"tile.t", 128}}, 1));
  EXPECT_EQ(names(transferSeeds(DB, Self, A.kernel(), Space)),
            (std::vector<std::string>{"f (size class G0=128)", "g5 (size class G0=64)", "h1 (size class G0=64)",
                                      "h2 (size class G0=64)"}));
}

// A GEMM's winner does not seed a matrix-vector product that shares its
// counter and array names: the 2-D tile's parameters are not the 1-D
// kernel's.
TEST(TransferSeedsMatVec, AGemmWinnerIsNotAMatVecSeed) {
  auto MV = analyze(R"(
__kernel void mv(__global const float *P, __global const float *x,
                 __global float *y, int L) {
  int r = get_global_id(0);
  if (r < L) {
    float acc = 0.0f;
    for (int t = 0; t < L; ++t)
      acc += P[r * L + t] * x[t];
    y[r] = acc;
  }
}
)");
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*MV.Source, MV.kernel(), Opts));
  TuningDatabase DB;
  DB.put(entry(key("f", "G0=4096"), Tiled, 8));
  DB.put(entry(key("g", "G0=4096"), {{"tile.t", 32}, {"local.P", 1}}, 2));
  EXPECT_EQ(names(transferSeeds(DB, key("mv", "G0=4096"), MV.kernel(), Space)),
            (std::vector<std::string>{"g (size class G0=4096)"}));
}

// A similar kernel's winner (no sum to split there) seeds a kernel that
// has one with the accumulate pass enabled; the kernel's own entry keeps
// what its search chose.
TEST(TransferSeedsSum, SimilarKernelsSeedTheSeededPasses) {
  auto Sum = analyze(R"(
__kernel void f2(__global const float *P, __global const float *Q,
                 __global float *R, int M, int L) {
  int c = get_global_id(0);
  int r = get_global_id(1);
  if (r < M && c < M) {
    float acc = 0.0f;
    for (int t = 0; t < L; ++t)
      acc += P[r * L + t] * Q[t * M + c] + Q[r * L + t] * P[t * M + c];
    R[r * M + c] = acc;
  }
}
)");
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*Sum.Source, Sum.kernel(), Opts));
  TuningDatabase DB;
  TuningKey Self = key("f2", "G0=4096");
  DB.put(entry(Self, Tiled, 3));
  DB.put(entry(key("f", "G0=4096"), {{"tile.t", 16}, {"local.P", 1}}, 8));
  std::vector<TransferSeed> Seeds = transferSeeds(DB, Self, Sum.kernel(), Space);
  ASSERT_EQ(names(Seeds), (std::vector<std::string>{"f2 (size class G0=4096)", "f (size class G0=4096)"}));
  EXPECT_FALSE(Seeds[0].Values.enables("accumulate"));
  EXPECT_EQ(Seeds[1].Values.get("accumulate", "split"), std::optional<int64_t>(1));
  EXPECT_EQ(Seeds[1].Values.get("tile", "t"), std::optional<int64_t>(16));
  for (const TransferSeed &S : Seeds)
    EXPECT_TRUE(Space.pointFor(S.Values).has_value());
}

// The other way: a winner that split its sum still seeds a kernel with
// nothing to split; its other parameters carry over whole.
TEST_F(TransferSeedsTest, ASeededPassThisKernelLacksDoesNotCount) {
  DB.put(entry(key("f2", "G0=4096"),
               {{"tile.t", 16}, {"local.P", 1}, {"accumulate.split", 1}}, 8));
  std::vector<TransferSeed> Seeds =
      transferSeeds(DB, key("f", "G0=4096"), A.kernel(), Space);
  ASSERT_EQ(names(Seeds), (std::vector<std::string>{"f2 (size class G0=4096)"}));
  EXPECT_EQ(Seeds[0].Values.all(),
            (std::map<std::string, int64_t>{{"local.P", 1}, {"tile.t", 16}}));
}

} // namespace
