//===- WriteOverlapTest.cpp - Work-items that write one element -----------===//

#include "AnalysisTestUtil.h"
#include "clopt/Analysis/WriteOverlap.h"

using namespace clopt;
using clopt::test::analyze;

namespace {

// Parboil's mysgemmNT: C(i, j) = C[i + j*ldc], no guard.
const char *LeadingDimension = R"(
  __kernel void gemm(__global const float *A, __global float *C, int ldc,
                     int lda, int k) {
    int mm = get_global_id(0);
    int nn = get_global_id(1);
    float c = 0.0f;
    for (int i = 0; i < k; ++i)
      c += A[mm + i * lda];
    C[mm + nn * ldc] = c;
  })";

TEST(WriteOverlapTest, RowCountPastTheLeadingDimension) {
  auto R = analyze(LeadingDimension);
  std::map<std::string, int64_t> Values{{"ldc", 96}, {"lda", 96}, {"k", 8}};
  EXPECT_FALSE(findWriteOverlap(R.kernel(), Values, {96, 80}));
  EXPECT_FALSE(findWriteOverlap(R.kernel(), Values, {90, 80}));
  std::optional<WriteOverlap> W = findWriteOverlap(R.kernel(), Values, {123, 80});
  ASSERT_TRUE(W);
  EXPECT_EQ(W->str(), "work-items (96, 0) and (0, 1) both write C[96]");
  // One row: nothing to overlap with.
  EXPECT_FALSE(findWriteOverlap(R.kernel(), Values, {123, 1}));
}

TEST(WriteOverlapTest, StepsThatAreNotMultiplesOfTheSmallestStride) {
  // out[4x + 6y]: x = 3, y = 0 and x = 0, y = 2 both reach 12.
  auto R = analyze(R"(
    __kernel void f(__global float *out) {
      out[4 * get_global_id(0) + 6 * get_global_id(1)] = 1.0f;
    })");
  EXPECT_FALSE(findWriteOverlap(R.kernel(), {}, {3, 5}));
  std::optional<WriteOverlap> W = findWriteOverlap(R.kernel(), {}, {4, 5});
  ASSERT_TRUE(W);
  EXPECT_EQ(W->str(), "work-items (3, 0) and (0, 2) both write out[12]");
}

TEST(WriteOverlapTest, ThreeDimensionsAndAnOffset) {
  auto R = analyze(R"(
    __kernel void f(__global float *out, int nx, int ny) {
      int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
      out[(z * ny + y) * nx + x + 5] = 0.0f;
    })");
  std::map<std::string, int64_t> Values{{"nx", 8}, {"ny", 4}};
  EXPECT_FALSE(findWriteOverlap(R.kernel(), Values, {8, 4, 3}));
  std::optional<WriteOverlap> W = findWriteOverlap(R.kernel(), Values, {8, 5, 3});
  ASSERT_TRUE(W);
  EXPECT_EQ(W->str(), "work-items (0, 4, 0) and (0, 0, 1) both write out[37]");
}

TEST(WriteOverlapTest, UnderTheGuardOnlyTheIdsItLetsThrough) {
  // Another test may keep one of the two out: "may".
  auto R = analyze(R"(__kernel void f(__global float *out, int ld, int m,
                                      int n) {
                        int x = get_global_id(0), y = get_global_id(1);
                        if (x < m && y < n) out[x + y * ld] = 0.0f; })");
  std::optional<WriteOverlap> W = findWriteOverlap(
      R.kernel(), {{"ld", 4}, {"m", 64}, {"n", 8}}, {64, 8});
  ASSERT_TRUE(W);
  EXPECT_EQ(W->str(), "work-items (4, 0) and (0, 1) may both write out[4]");
  // A launch rounded up past m = ld: the ids past the guard write nothing.
  EXPECT_FALSE(findWriteOverlap(R.kernel(), {{"ld", 4}, {"m", 4}, {"n", 8}},
                                {64, 8}));
  // A guard of one dimension only: which ids of the other reach the store
  // is not known.
  auto One = analyze(R"(__kernel void f(__global float *out, int ld, int m) {
                          int x = get_global_id(0), y = get_global_id(1);
                          if (x < m) out[x + y * ld] = 0.0f; })");
  EXPECT_FALSE(findWriteOverlap(One.kernel(), {{"ld", 4}, {"m", 64}}, {64, 8}));
}

TEST(WriteOverlapTest, NoClaimWithoutProof) {
  // In a loop, through an index read from memory, leaving out a dimension
  // (every work-item along it writes one element at every size, `if (x ==
  // 0) out[y]`), or under a condition that bounds an id by no known size
  // (which x pass `2*x >= m` is not read from it): no claim.
  for (const char *Code : {
           R"(__kernel void f(__global float *out, int ld, int m) {
                int x = get_global_id(0), y = get_global_id(1);
                if (2 * x >= m || y >= 8) return;
                out[x + y * ld] = 0.0f; })",
           R"(__kernel void f(__global float *out, int ld) {
                int x = get_global_id(0), y = get_global_id(1);
                if (x == 0) out[y] = 0.0f; })",
           R"(__kernel void f(__global float *out, int ld) {
                int x = get_global_id(0), y = get_global_id(1);
                for (int k = 0; k < 2; ++k) out[x + y * ld + k] = 0.0f; })",
           R"(__kernel void f(__global float *out, __global const int *idx) {
                out[idx[get_global_id(0)]] = 0.0f; })",
           R"(__kernel void f(__global float *out, int ld) {
                out[get_global_id(0)] = 0.0f; })",
       }) {
    auto R = analyze(Code);
    EXPECT_FALSE(findWriteOverlap(R.kernel(), {{"ld", 4}, {"m", 64}}, {64, 8}))
        << Code;
  }
}

} // namespace
