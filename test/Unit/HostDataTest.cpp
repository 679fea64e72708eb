//===- HostDataTest.cpp - Seeded inputs and the verification tolerance ----===//

#include "clopt/Runtime/Support/HostData.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <numeric>

using namespace clopt;

template <typename T> static std::vector<T> as(const Bytes &B) {
  std::vector<T> V(B.size() / sizeof(T));
  std::memcpy(V.data(), B.data(), B.size());
  return V;
}

template <typename T> static Bytes bytes(const std::vector<T> &V) {
  Bytes B(V.size() * sizeof(T));
  std::memcpy(B.data(), V.data(), B.size());
  return B;
}

TEST(HostData, RandomDataIsSeededInRangeAndNeverZero) {
  std::vector<float> F = as<float>(makeRandomData(ElemType::Float, 1000, 3));
  EXPECT_EQ(F, as<float>(makeRandomData(ElemType::Float, 1000, 3)));
  EXPECT_NE(F, as<float>(makeRandomData(ElemType::Float, 1000, 4)));
  double Min = 1, Max = -1;
  for (float V : F) {
    EXPECT_NE(V, 0.0f);
    Min = std::min<double>(Min, V);
    Max = std::max<double>(Max, V);
  }
  EXPECT_GE(Min, -1.0);
  EXPECT_LE(Max, 1.0);
  EXPECT_LT(Min, -0.9); // spread over the interval
  EXPECT_GT(Max, 0.9);
  std::vector<int32_t> I = as<int32_t>(makeRandomData(ElemType::Int, 1, 0));
  EXPECT_NE(I[0], 0);
  // Wider integers stay small (sums of products far from overflow); 8-bit
  // ones take their whole range, so that saturation and wrapping show.
  for (int16_t V : as<int16_t>(makeRandomData(ElemType::Short, 500, 9))) {
    EXPECT_GE(V, -8);
    EXPECT_LE(V, 8);
  }
  std::vector<uint8_t> U = as<uint8_t>(makeRandomData(ElemType::UChar, 500, 9));
  EXPECT_GE(*std::max_element(U.begin(), U.end()), 240);
  std::vector<int8_t> C = as<int8_t>(makeRandomData(ElemType::Char, 500, 9));
  EXPECT_LE(*std::min_element(C.begin(), C.end()), -112);
  EXPECT_GE(*std::max_element(C.begin(), C.end()), 112);
}

TEST(HostData, RangeDataForIndexBuffers) {
  StatusOr<Bytes> B = makeRangeData(ElemType::Int, 2000, 0, 36, 1);
  ASSERT_TRUE(B.ok());
  std::vector<int32_t> V = as<int32_t>(*B);
  EXPECT_EQ(*std::min_element(V.begin(), V.end()), 0);
  EXPECT_EQ(*std::max_element(V.begin(), V.end()), 36);
  EXPECT_FALSE(makeRangeData(ElemType::UChar, 4, 0, 300, 1).ok());
  EXPECT_FALSE(makeRangeData(ElemType::Float, 4, 0, 3, 1).ok());
  EXPECT_FALSE(makeRangeData(ElemType::Int, 4, 5, 3, 1).ok());
}

TEST(HostData, ReassociatedFloatSumsPass) {
  // The same sums computed in two orders differ in the last bits only.
  const int N = 512, Rows = 64;
  std::vector<float> X = as<float>(makeRandomData(ElemType::Float, N * Rows, 5));
  std::vector<float> Fwd(Rows), Pairwise(Rows);
  for (int R = 0; R < Rows; ++R) {
    float S = 0;
    for (int K = 0; K < N; ++K)
      S += X[R * N + K];
    Fwd[R] = S;
    std::vector<float> P(X.begin() + R * N, X.begin() + (R + 1) * N);
    for (size_t W = P.size(); W > 1; W /= 2)
      for (size_t I = 0; I < W / 2; ++I)
        P[I] = P[2 * I] + P[2 * I + 1];
    Pairwise[R] = P[0];
  }
  ASSERT_NE(Fwd, Pairwise); // the test needs a real difference
  Comparison C = compareData(ElemType::Float, bytes(Fwd), bytes(Pairwise),
                             defaultTolerance(ElemType::Float));
  EXPECT_TRUE(C.Match) << C.describe("y");
  EXPECT_GT(C.MaxRelError, 0);
}

TEST(HostData, RealErrorsFailWithTheWorstElement) {
  std::vector<float> E = {1, 2, 12.5f, 4}, A = E;
  A[2] = 12.7f;
  A[0] = 1.0001f;
  Comparison C = compareData(ElemType::Float, bytes(E), bytes(A),
                             defaultTolerance(ElemType::Float));
  EXPECT_FALSE(C.Match);
  EXPECT_EQ(C.WorstIndex, 2u);
  EXPECT_EQ(C.Mismatches, 1u); // 1e-4 relative error is inside the bound
  EXPECT_EQ(C.describe("y"), "y[2]: expected 12.5 got 12.6999998 (rel 1.6e-02)");

  // Relative to an expected 0 no error is small: the message gives the
  // absolute error (it gave "rel 4.9e+299"), and a 0 that matches adds
  // nothing to the relative maximum.
  std::vector<float> Zeros = {0, 5, 0}, Got = {0.5f, 5, 0};
  Comparison Z = compareData(ElemType::Float, bytes(Zeros), bytes(Got),
                             defaultTolerance(ElemType::Float));
  EXPECT_FALSE(Z.Match);
  EXPECT_EQ(Z.describe("c"), "c[0]: expected 0 got 0.5 (abs 5.0e-01)");
  std::vector<float> Near = {0, 5, 0}, Tiny = {1e-9f, 5, 0};
  Comparison N = compareData(ElemType::Float, bytes(Near), bytes(Tiny),
                             defaultTolerance(ElemType::Float));
  EXPECT_TRUE(N.Match) << N.describe("c");
  EXPECT_EQ(N.MaxRelError, 0);

  // Near-zero results from cancellation are judged against the buffer's
  // magnitude, not their own.
  // Their relative error (19 here) is not the figure printed beside the
  // pass: it counts only elements the relative bound governs.
  std::vector<float> E2 = {100, -100, 1e-6f}, A2 = {100, -100, 2e-5f};
  Comparison Cancel = compareData(ElemType::Float, bytes(E2), bytes(A2),
                                  defaultTolerance(ElemType::Float));
  EXPECT_TRUE(Cancel.Match);
  EXPECT_EQ(Cancel.MaxRelError, 0);
  A2[0] = 100.01f;
  Cancel = compareData(ElemType::Float, bytes(E2), bytes(A2),
                       defaultTolerance(ElemType::Float));
  EXPECT_TRUE(Cancel.Match);
  EXPECT_NEAR(Cancel.MaxRelError, 1e-4, 1e-6);

  std::vector<float> Nan = {NAN, 1}, Num = {0, 1};
  EXPECT_TRUE(compareData(ElemType::Float, bytes(Nan), bytes(Nan), {1e-3, 1e-4}).Match);
  EXPECT_FALSE(compareData(ElemType::Float, bytes(Nan), bytes(Num), {1e-3, 1e-4}).Match);
}

// Outputs of GPU-sized problems are compared in chunks on several threads:
// the result must be the one of a single pass, whatever the chunk borders.
TEST(HostData, LargeBuffersCompareAsOnePass) {
  const size_t N = (size_t(3) << 20) + 17; // several chunks, ragged
  std::vector<float> E(N), A;
  for (size_t I = 0; I < N; ++I)
    E[I] = static_cast<float>((I % 1000) + 1);
  A = E;
  A[10] *= 1.01f;            // a small error early on
  A[N / 2 - 1] *= 1.5f;      // the largest error, at the end of a chunk
  A[N / 2 + 999] *= 1.5f;    // as large (same value), later: not the worst
  A[N - 1] = NAN;            // non-finite: the largest ratio of all?
  Tolerance Tol = defaultTolerance(ElemType::Float);
  Comparison C = compareData(ElemType::Float, bytes(E), bytes(A), Tol);
  EXPECT_FALSE(C.Match);
  EXPECT_EQ(C.Mismatches, 4u);
  EXPECT_EQ(C.WorstIndex, N - 1); // a NaN where a number was: infinite ratio
  EXPECT_TRUE(std::isinf(C.MaxRelError));

  A[N - 1] = E[N - 1];
  C = compareData(ElemType::Float, bytes(E), bytes(A), Tol);
  EXPECT_EQ(C.Mismatches, 3u);
  EXPECT_EQ(C.WorstIndex, N / 2 - 1);
  EXPECT_NEAR(C.MaxRelError, 0.5, 1e-6);
  EXPECT_NEAR(C.WorstRelError, 0.5, 1e-6);

  // The expected buffer's RMS computed once gives the same result; a wrong
  // one moves the absolute floor (the parameter is used).
  double Rms = finiteRms(ElemType::Float, bytes(E));
  double Sum = 0;
  for (float V : E)
    Sum += double(V) * V;
  EXPECT_NEAR(Rms, std::sqrt(Sum / N), 1e-9 * Rms);
  Comparison Cached = compareData(ElemType::Float, bytes(E), bytes(A), Tol, Rms);
  EXPECT_EQ(Cached.Mismatches, C.Mismatches);
  EXPECT_EQ(Cached.WorstIndex, C.WorstIndex);
  EXPECT_EQ(Cached.describe("y"), C.describe("y"));
  EXPECT_TRUE(compareData(ElemType::Float, bytes(E), bytes(A), Tol, 1e9).Match);

  // Doubles take the same path.
  std::vector<double> ED(E.begin(), E.end()), AD = ED;
  AD[N - 2] += 1.0;
  Comparison D = compareData(ElemType::Double, bytes(ED), bytes(AD),
                             defaultTolerance(ElemType::Double));
  EXPECT_EQ(D.Mismatches, 1u);
  EXPECT_EQ(D.WorstIndex, N - 2);
  EXPECT_EQ(finiteRms(ElemType::Int, bytes(std::vector<int>{3, 4})), 0.0);
}

TEST(HostData, IntegersMustMatchExactly) {
  std::vector<int32_t> E = {5, -3, 7}, A = {5, -3, 8};
  Comparison C = compareData(ElemType::Int, bytes(E), bytes(A), {0.5, 100});
  EXPECT_FALSE(C.Match);
  EXPECT_EQ(C.describe("h"), "h[2]: expected 7 got 8");
  EXPECT_TRUE(compareData(ElemType::Int, bytes(E), bytes(E), {}).Match);
}

// A range where every element is finite and within its bound is answered by
// a loop without branches: it must give the largest relative error of the
// full comparison, and leave non-finite values (equal ones match) and errors
// to it.
TEST(HostData, CleanRangesGiveTheSameLargestError) {
  const size_t N = (size_t(2) << 20) + 3;
  std::vector<float> E(N), A(N);
  double Expect = 0;
  for (size_t I = 0; I < N; ++I) {
    E[I] = static_cast<float>(std::sin(0.001 * double(I)) + 1.5);
    A[I] = E[I] * (1.0f + 1e-6f * static_cast<float>(int(I % 7) - 3));
    double Rel = std::fabs(double(A[I]) - double(E[I])) / std::fabs(double(E[I]));
    Expect = std::max(Expect, Rel);
  }
  Tolerance Tol = defaultTolerance(ElemType::Float);
  Comparison C = compareData(ElemType::Float, bytes(E), bytes(A), Tol);
  EXPECT_TRUE(C.Match);
  EXPECT_EQ(C.MaxRelError, Expect);
  // The same infinity and a NaN in both: still a match, same largest error.
  E[N / 3] = A[N / 3] = INFINITY;
  E[N - 2] = A[N - 2] = NAN;
  C = compareData(ElemType::Float, bytes(E), bytes(A), Tol);
  EXPECT_TRUE(C.Match);
  EXPECT_GE(C.MaxRelError, 0.0);
  EXPECT_LE(C.MaxRelError, Expect);
  // An infinity against a finite value is a mismatch, though its error is
  // not above an infinite bound.
  E[N / 3] = 1.0f;
  C = compareData(ElemType::Float, bytes(E), bytes(A), Tol);
  EXPECT_FALSE(C.Match);
  EXPECT_EQ(C.WorstIndex, N / 3);
  EXPECT_EQ(C.Mismatches, 1u);
  A[N / 3] = 1.0f;
  E[N / 3] = INFINITY;
  C = compareData(ElemType::Float, bytes(E), bytes(A), Tol);
  EXPECT_FALSE(C.Match);
  EXPECT_EQ(C.WorstIndex, N / 3);
}

// A buffer read back in pieces is compared piece by piece: the merged
// result is compareData's, wherever the pieces end.
TEST(HostData, PiecesMergeToTheWholeComparison) {
  const uint64_t N = (uint64_t(3) << 20) + 11;
  std::vector<float> E(N), A;
  for (uint64_t I = 0; I < N; ++I)
    E[I] = static_cast<float>((I % 1000) + 1);
  A = E;
  A[7] *= 1.2f;           // first piece
  A[N / 2] *= 1.5f;       // the worst, in a middle piece
  A[N / 2 + 1000] *= 1.5f; // as bad (same value), later: not the worst
  A[N - 1] *= 1.01f;      // last piece
  std::vector<int16_t> EI(N), AI;
  for (uint64_t I = 0; I < N; ++I)
    EI[I] = static_cast<int16_t>(I % 300);
  AI = EI;
  AI[N / 3] += 1;
  AI[N - 2] -= 1;
  Tolerance Tol = defaultTolerance(ElemType::Float);
  Bytes BE = bytes(E), BA = bytes(A), BEI = bytes(EI), BAI = bytes(AI);
  double Rms = finiteRms(ElemType::Float, BE);
  Comparison Whole = compareData(ElemType::Float, BE, BA, Tol, Rms);
  Comparison WholeI = compareData(ElemType::Short, BEI, BAI, {});
  ASSERT_FALSE(Whole.Match);
  EXPECT_EQ(Whole.WorstIndex, N / 2);
  EXPECT_EQ(WholeI.WorstIndex, N / 3);
  for (uint64_t Piece : {uint64_t(100000), uint64_t(1) << 20, N / 2, N / 2 + 1, N}) {
    Comparison F, I;
    for (uint64_t Begin = 0; Begin < N; Begin += Piece) {
      uint64_t End = std::min(N, Begin + Piece);
      mergeComparison(F, compareDataRange(ElemType::Float, BE, BA, Tol, Rms, Begin, End));
      mergeComparison(I, compareDataRange(ElemType::Short, BEI, BAI, {}, 0, Begin, End));
    }
    EXPECT_EQ(F.describe("y"), Whole.describe("y")) << Piece;
    EXPECT_EQ(F.Mismatches, 4u) << Piece;
    EXPECT_EQ(F.MaxRelError, Whole.MaxRelError) << Piece;
    EXPECT_EQ(I.describe("h"), WholeI.describe("h")) << Piece;
    EXPECT_EQ(I.Mismatches, 2u) << Piece;
  }
}

// Large integer outputs are compared in ranges on several threads too: the
// first mismatch is reported, and every mismatch is counted.
TEST(HostData, LargeIntegerBuffersCompareAsOnePass) {
  const size_t N = (size_t(3) << 20) + 5;
  std::vector<int32_t> E(N), A;
  for (size_t I = 0; I < N; ++I)
    E[I] = static_cast<int32_t>(I % 977) - 400;
  A = E;
  A[N - 1] += 1;
  A[N / 2 + 3] -= 2;
  A[N / 3] += 7;
  Comparison C = compareData(ElemType::Int, bytes(E), bytes(A), {});
  EXPECT_FALSE(C.Match);
  EXPECT_EQ(C.Mismatches, 3u);
  EXPECT_EQ(C.WorstIndex, N / 3);
  EXPECT_EQ(C.Expected, std::to_string(E[N / 3]));
  EXPECT_EQ(C.Actual, std::to_string(E[N / 3] + 7));
  A[N / 3] = E[N / 3];
  C = compareData(ElemType::Int, bytes(E), bytes(A), {});
  EXPECT_EQ(C.Mismatches, 2u);
  EXPECT_EQ(C.WorstIndex, N / 2 + 3);
  EXPECT_TRUE(compareData(ElemType::Int, bytes(E), bytes(E), {}).Match);
}

// The generator as it was when inputs were made in one sequential pass
// (splitmix64 from Seed * 0x2545F4914F6CDD1D + 1): the inputs made in
// parallel ranges must be the same bytes, so a seed gives the same problem
// as before.
static uint64_t splitmix(uint64_t &State) {
  uint64_t Z = (State += 0x9E3779B97F4A7C15ULL);
  Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBULL;
  return Z ^ (Z >> 31);
}

TEST(HostData, ParallelInputsAreTheSequentialStream) {
  const uint64_t N = (uint64_t(5) << 18) + 3; // several ranges, ragged
  const uint64_t Seed = 1000004;
  std::vector<float> F(N);
  std::vector<int32_t> I(N);
  std::vector<uint16_t> U(N);
  std::vector<int64_t> Range(N);
  uint64_t SF = Seed * 0x2545F4914F6CDD1DULL + 1, SI = SF, SU = SF;
  uint64_t SR = Seed * 0x2545F4914F6CDD1DULL + 7;
  for (uint64_t K = 0; K < N; ++K) {
    double V = 2.0 * static_cast<double>(splitmix(SF) >> 11) * 0x1.0p-53 - 1.0;
    F[K] = static_cast<float>(V == 0.0 ? 0.5 : V);
    I[K] = static_cast<int32_t>(splitmix(SI) % 17) - 8;
    U[K] = static_cast<uint16_t>(splitmix(SU) % 16);
    Range[K] = -5 + static_cast<int64_t>(splitmix(SR) % 1000);
  }
  if (I[0] == 0)
    I[0] = 1;
  if (U[0] == 0)
    U[0] = 1;
  EXPECT_EQ(makeRandomData(ElemType::Float, N, Seed), bytes(F));
  EXPECT_EQ(makeRandomData(ElemType::Int, N, Seed), bytes(I));
  EXPECT_EQ(makeRandomData(ElemType::UShort, N, Seed), bytes(U));
  StatusOr<Bytes> R = makeRangeData(ElemType::Long, N, -5, 994, Seed);
  ASSERT_TRUE(R.ok()) << R.message();
  EXPECT_EQ(*R, bytes(Range));
}

TEST(HostData, HalfConversion) {
  for (float F : {0.0f, 1.0f, -2.5f, 0.333251953125f, 65504.0f, 6.103515625e-05f})
    EXPECT_EQ(halfToFloat(floatToHalf(F)), F) << F;
  EXPECT_TRUE(std::isinf(halfToFloat(floatToHalf(1e6f))));
  EXPECT_EQ(floatToHalf(1.0f), 0x3c00);
}

TEST(HostData, TypeNames) {
  EXPECT_EQ(*parseElemType("unsigned int"), ElemType::UInt);
  EXPECT_EQ(*parseElemType("ushort"), ElemType::UShort);
  EXPECT_STREQ(elemTypeName(ElemType::Half), "half");
  EXPECT_EQ(elemTypeSize(ElemType::Double), 8u);
  EXPECT_FALSE(parseElemType("float4").ok());
}
