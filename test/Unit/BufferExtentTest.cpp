//===- BufferExtentTest.cpp - Unit tests for buffer extents ---------------===//

#include "AnalysisTestUtil.h"
#include "clopt/Analysis/BufferExtent.h"

using namespace clopt;
using clopt::test::analyze;

namespace {

int64_t extentOf(const KernelInfo &K, llvm::StringRef Name,
                 const ExtentInputs &In) {
  const KernelParam *P = K.findParam(Name);
  EXPECT_TRUE(P);
  llvm::Expected<BufferExtent> E = computeBufferExtent(K, P->Index, In);
  if (!E) {
    ADD_FAILURE() << llvm::toString(E.takeError());
    return -1;
  }
  return E->Elements;
}

std::string errorOf(const KernelInfo &K, llvm::StringRef Name,
                    const ExtentInputs &In) {
  llvm::Expected<BufferExtent> E =
      computeBufferExtent(K, K.findParam(Name)->Index, In);
  if (E) {
    ADD_FAILURE() << "expected an error for " << Name.str();
    return "";
  }
  return llvm::toString(E.takeError());
}

const char *Matvec = R"(
  __kernel void matvec(__global const float *A, __global const float *x,
                       __global float *y, int N) {
    int i = get_global_id(0);
    if (i < N) {
      float sum = 0.0f;
      for (int k = 0; k < N; ++k)
        sum += A[i * N + k] * x[k];
      y[i] = sum;
    }
  })";

TEST(BufferExtentTest, Matvec) {
  auto R = analyze(Matvec);
  ExtentInputs In{{{"N", 100}}, {100}, {}};
  EXPECT_EQ(extentOf(R.kernel(), "A", In), 100 * 100);
  EXPECT_EQ(extentOf(R.kernel(), "x", In), 100);
  EXPECT_EQ(extentOf(R.kernel(), "y", In), 100);
  // A global size rounded up past N is counted: guards are ignored, so the
  // estimate may be larger, never smaller.
  ExtentInputs Rounded{{{"N", 100}}, {128}, {}};
  EXPECT_EQ(extentOf(R.kernel(), "y", Rounded), 128);
}

// An index that reaches INT64_MAX needs one element more than 64 bits can
// count: an error, not an overflow inside clopt (found by the fuzzer).
TEST(BufferExtentTest, LargestIndexAtInt64Max) {
  auto R = analyze(R"(
  __kernel void shift(__global const float *in, __global float *out, long N) {
    long i = get_global_id(0);
    if (i < N)
      out[i] = in[i + 1];
  })");
  ExtentInputs In{{{"N", INT64_MAX}}, {INT64_MAX}, {}};
  EXPECT_EQ(errorOf(R.kernel(), "in", In),
            "cannot infer the length of 'in': its largest index overflows 64 "
            "bits; give it with --buffer in=LENGTH");
}

TEST(BufferExtentTest, MissingValues) {
  auto R = analyze(Matvec);
  EXPECT_EQ(errorOf(R.kernel(), "A", ExtentInputs{{}, {100}, {}}),
            "cannot infer the length of 'A': its index uses 'N'; give a value "
            "with --size N=VALUE");
  EXPECT_EQ(errorOf(R.kernel(), "y", ExtentInputs{{{"N", 4}}, {}, {}}),
            "cannot infer the length of 'y': its index uses work-item ids of "
            "dimension 0 but no global size was given for it; give it with "
            "--buffer y=LENGTH");
}

TEST(BufferExtentTest, IndirectIndexNeedsTheLength) {
  auto R = analyze(R"(
    __kernel void gather(__global const float *A, __global const int *idx,
                         __global float *out, int N) {
      int i = get_global_id(0);
      if (i < N) out[i] = A[idx[i]];
    })");
  ExtentInputs In{{{"N", 10}}, {10}, {}};
  EXPECT_EQ(errorOf(R.kernel(), "A", In),
            "cannot infer the length of 'A': index of 'A' depends on a value "
            "loaded from 'idx'; give it with --buffer A=LENGTH");
  EXPECT_EQ(extentOf(R.kernel(), "idx", In), 10);
}

TEST(BufferExtentTest, NegativeCoefficientsAndOffsets) {
  auto R = analyze(R"(
    __kernel void rev(__global const float *in, __global float *out, int N) {
      int i = get_global_id(0);
      out[N - 1 - i] = in[i + 2] + in[i - 1];
    })");
  ExtentInputs In{{{"N", 50}}, {50}, {}};
  EXPECT_EQ(extentOf(R.kernel(), "out", In), 50);
  EXPECT_EQ(extentOf(R.kernel(), "in", In), 52);
  auto E = computeBufferExtent(R.kernel(), 0, In);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(E->MinIndex, -1);
}

TEST(BufferExtentTest, TriangularAndSteppedLoops) {
  auto R = analyze(R"(
    __kernel void tri(__global const float *L, __global float *out, int N) {
      int i = get_global_id(0);
      float s = 0;
      for (int k = 0; k <= i; ++k)
        for (int m = k; m < N; m += 4)
          s += L[k * N + m];
      out[i] = s;
    })");
  ExtentInputs In{{{"N", 8}}, {8}, {}};
  // k <= 7, m <= 7: the largest index is 7*8 + 7.
  EXPECT_EQ(extentOf(R.kernel(), "L", In), 64);
}

TEST(BufferExtentTest, UnusedPointerAndWorkSizes) {
  auto R = analyze(R"(
    __kernel void k(__global float *A, __global float *unused) {
      size_t g = get_group_id(0) * get_local_size(0) + get_local_id(0);
      A[g + get_global_size(0)] = 0;
    })");
  EXPECT_EQ(extentOf(R.kernel(), "unused", ExtentInputs{{}, {64}, {}}), 0);
  EXPECT_EQ(extentOf(R.kernel(), "A", ExtentInputs{{}, {64}, {16}}), 128);
  EXPECT_NE(errorOf(R.kernel(), "A", ExtentInputs{{}, {64}, {}})
                .find("get_local_size(0)"),
            std::string::npos);
}

} // namespace
