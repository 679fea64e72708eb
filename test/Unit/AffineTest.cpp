//===- AffineTest.cpp - Unit tests for the affine index decomposition -----===//

#include "AnalysisTestUtil.h"
#include "clopt/Analysis/Affine.h"

using namespace clopt;
using clopt::test::analyze;

namespace {

ParamPoly P(const char *N) { return ParamPoly::param(N); }
ParamPoly C(int64_t V) { return ParamPoly::constant(V); }
IndexVar Gid(unsigned D) { return IndexVar::globalId(D); }

TEST(ParamPolyTest, ArithmeticAndPrinting) {
  ParamPoly E = P("NX") * P("NY") + C(2) * P("NX") - C(1);
  EXPECT_EQ(E.str(), "NX*NY + 2*NX - 1");
  EXPECT_EQ(E.degree(), 2u);
  EXPECT_FALSE(E.isConstant());
  EXPECT_EQ(E.params(), (std::vector<std::string>{"NX", "NY"}));
  EXPECT_TRUE((P("N") - P("N")).isZero());
  EXPECT_EQ((P("N") - P("N")).str(), "0");
  EXPECT_EQ((C(3) * C(4)).getConstant(), 12);
  EXPECT_EQ((-P("N")).str(), "-N");
  // Multiplication is commutative in its monomials.
  EXPECT_EQ(P("A") * P("B"), P("B") * P("A"));
  EXPECT_EQ(((P("W") + C(2)) * (P("W") + C(2))).str(), "W*W + 4*W + 4");
}

TEST(ParamPolyTest, Evaluate) {
  ParamPoly E = P("NX") * P("NY") + C(2) * P("NX") - C(1);
  EXPECT_EQ(E.evaluate({{"NX", 3}, {"NY", 5}}), 3 * 5 + 6 - 1);
  std::string Missing;
  EXPECT_FALSE(E.evaluate({{"NX", 3}}, &Missing));
  EXPECT_EQ(Missing, "NY");
  ParamPoly Big = P("N") * P("N") * P("N");
  EXPECT_FALSE(Big.evaluate({{"N", int64_t(1) << 40}}, &Missing));
  EXPECT_TRUE(Missing.empty()) << "overflow is not a missing parameter";
}

TEST(AffineExprTest, Arithmetic) {
  AffineExpr I = AffineExpr::var(Gid(1));
  AffineExpr K = AffineExpr::var(IndexVar::loopCounter(0, "k"));
  AffineExpr E = I * P("N") + K;
  EXPECT_EQ(E.str(), "N*gid(1) + k");
  EXPECT_EQ(E.coeff(Gid(1)), P("N"));
  EXPECT_TRUE(E.coeff(Gid(0)).isZero());
  EXPECT_TRUE(E.dependsOn(IndexVarKind::LoopCounter));
  EXPECT_FALSE(E.dependsOn(IndexVarKind::LocalId));
  // Zero coefficients are dropped, so equal expressions compare equal.
  AffineExpr Z = E - K;
  EXPECT_EQ(Z.coeffs().size(), 1u);
  EXPECT_EQ(Z, I * P("N"));
  EXPECT_EQ((E - E).str(), "0");
  AffineExpr Off = E + AffineExpr::constant(C(-1) * P("R"));
  EXPECT_EQ(Off.str(), "N*gid(1) + k - R");
  EXPECT_EQ((AffineExpr::var(Gid(0)) * C(-1)).str(), "-gid(0)");
}

TEST(AffineExprTest, IdStrideSumsGlobalAndLocal) {
  AffineExpr E = AffineExpr::var(Gid(0)) * C(2) +
                 AffineExpr::var(IndexVar::localId(0)) * C(3) +
                 AffineExpr::var(IndexVar::groupId(0)) * P("L");
  EXPECT_EQ(E.idStride(0).getConstant(), 5);
  EXPECT_TRUE(E.idStride(1).isZero());
}

TEST(IndexDimensionsTest, LinearizedThreeD) {
  AffineExpr E = AffineExpr::var(Gid(2)) * (P("NX") * P("NY")) +
                 AffineExpr::var(Gid(1)) * P("NX") + AffineExpr::var(Gid(0));
  std::map<IndexVar, unsigned> D = indexDimensions(E);
  EXPECT_EQ(D[Gid(0)], 0u);
  EXPECT_EQ(D[Gid(1)], 1u);
  EXPECT_EQ(D[Gid(2)], 2u);
}

TEST(IndexDimensionsTest, ConstantStrides) {
  // A[i*1024 + k] (N defined as a macro) still reads as [i][k].
  IndexVar K = IndexVar::loopCounter(0, "k");
  AffineExpr E = AffineExpr::var(Gid(0)) * C(1024) + AffineExpr::var(K);
  std::map<IndexVar, unsigned> D = indexDimensions(E);
  EXPECT_EQ(D[K], 0u);
  EXPECT_EQ(D[Gid(0)], 1u);
  EXPECT_EQ(classifyPattern(E), Pattern::RowPat);
}

TEST(ClassifyPatternTest, SevenPatterns) {
  IndexVar K = IndexVar::loopCounter(0, "k");
  AffineExpr k = AffineExpr::var(K), x = AffineExpr::var(Gid(0)),
             y = AffineExpr::var(Gid(1));
  EXPECT_EQ(classifyPattern(AffineExpr::constant(C(3))), Pattern::NoPat);
  EXPECT_EQ(classifyPattern(y * P("N") + x), Pattern::SinglePat);
  EXPECT_EQ(classifyPattern(k), Pattern::InnerPat);
  EXPECT_EQ(classifyPattern(y * P("N") + k), Pattern::RowPat);
  EXPECT_EQ(classifyPattern(k * P("N") + x), Pattern::ColPat);
  EXPECT_EQ(classifyPattern(k * (P("NX") * P("NY")) + y * P("NX") + x),
            Pattern::DepthPat);
  EXPECT_EQ(classifyPattern(x + k - AffineExpr::constant(P("R"))),
            Pattern::RadiusPat);
  EXPECT_EQ(classifyPattern(std::nullopt), Pattern::Unknown);
}

// Decomposition of indices written in kernels.

TEST(IndexFromSourceTest, RowMajorWithParameterStride) {
  auto R = analyze(R"(
    __kernel void k(__global const float *A, __global float *y, int N) {
      int i = get_global_id(0);
      float s = 0;
      for (int k = 0; k < N; ++k) s += A[i*N + k];
      y[i] = s;
    })");
  const MemoryAccess &A = R.access("A");
  ASSERT_TRUE(A.Index);
  EXPECT_EQ(A.Index->coeff(Gid(0)), P("N"));
  EXPECT_EQ(A.Index->coeff(IndexVar::loopCounter(0, "k")), C(1));
  EXPECT_EQ(A.Pat, Pattern::RowPat);
  EXPECT_EQ(A.Coalesce, Coalescing::Strided);
  EXPECT_EQ(A.Stride0, P("N"));
}

TEST(IndexFromSourceTest, ThreeDLinearized) {
  auto R = analyze(R"(
    __kernel void k(__global float *A, int NX, int NY) {
      size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
      A[(z*NY + y)*NX + x] = 0;
    })");
  const MemoryAccess &A = R.access("A");
  ASSERT_TRUE(A.Index);
  EXPECT_EQ(A.Index->str(), "NX*NY*gid(2) + NX*gid(1) + gid(0)");
  EXPECT_EQ(A.Kind, AccessKind::Write);
  EXPECT_EQ(A.Pat, Pattern::SinglePat);
  EXPECT_EQ(A.Coalesce, Coalescing::Coalesced);
}

TEST(IndexFromSourceTest, RowPointer) {
  auto R = analyze(R"(
    __kernel void k(__global float *M, int width) {
      int x = get_global_id(0);
      int y = get_global_id(1);
      __global float *row = M + y*width;
      row[x] = *(row + x + 1);
    })");
  const MemoryAccess &W = R.access("M", 0);
  const MemoryAccess &Rd = R.access("M", 1);
  ASSERT_TRUE(W.Index && Rd.Index);
  EXPECT_EQ(W.Index->str(), "width*gid(1) + gid(0)");
  EXPECT_EQ(Rd.Index->str(), "width*gid(1) + gid(0) + 1");
  EXPECT_EQ(W.Kind, AccessKind::Write);
  EXPECT_EQ(Rd.Kind, AccessKind::Read);
}

TEST(IndexFromSourceTest, IndirectIsUnknown) {
  auto R = analyze(R"(
    __kernel void k(__global const float *A, __global const int *idx,
                    __global float *out) {
      int i = get_global_id(0);
      out[i] = A[idx[i]];
    })");
  const MemoryAccess &A = R.access("A");
  EXPECT_FALSE(A.Index);
  EXPECT_EQ(A.Why.Kind, UnknownKind::IndirectIndex);
  EXPECT_EQ(A.Why.Message, "index of 'A' depends on a value loaded from 'idx'");
  EXPECT_EQ(A.IndexLoadedFrom, 1);
  EXPECT_EQ(A.Pat, Pattern::Unknown);
  ASSERT_EQ(R.kernel().Unknowns.size(), 1u);
  EXPECT_EQ(R.kernel().Unknowns[0].first.Line, 5u);
  EXPECT_EQ(R.kernel().indexFor("idx"), std::vector<unsigned>{0});
}

TEST(IndexFromSourceTest, ProductOfIdsIsNotAffine) {
  auto R = analyze(R"(
    __kernel void k(__global float *A) {
      int i = get_global_id(0);
      A[i*i] = 1;
    })");
  const MemoryAccess &A = R.access("A");
  EXPECT_FALSE(A.Index);
  EXPECT_EQ(A.Why.Kind, UnknownKind::NonAffineIndex);
  EXPECT_EQ(A.Why.Message,
            "index of 'A' is not affine: 'i*i' multiplies index variables");
}

TEST(IndexFromSourceTest, DivisionIsNotAffine) {
  auto R = analyze(R"(
    __kernel void k(__global float *A) {
      int i = get_global_id(0);
      A[i / 2] = 1;
      A[8 / 2] = 2;
    })");
  EXPECT_FALSE(R.access("A", 0).Index);
  EXPECT_EQ(R.access("A", 0).Why.Kind, UnknownKind::NonAffineIndex);
  EXPECT_NE(R.access("A", 0).Why.Message.find("'i / 2' divides"),
            std::string::npos);
  ASSERT_TRUE(R.access("A", 1).Index) << "constants still fold";
  EXPECT_EQ(R.access("A", 1).Index->str(), "4");
}

TEST(IndexFromSourceTest, IdsThroughVariablesAndCasts) {
  auto R = analyze(R"(
    __kernel void k(__global float *A, __global float *B, int N) {
      size_t j = get_global_id(1) * 2 + 1;
      int i;
      i = get_global_id(0);
      A[(int)j * N + i] = B[(size_t)(i << 2)];
    })");
  ASSERT_TRUE(R.access("A").Index);
  EXPECT_EQ(R.access("A").Index->str(), "2*N*gid(1) + gid(0) + N");
  ASSERT_TRUE(R.access("B").Index);
  EXPECT_EQ(R.access("B").Index->str(), "4*gid(0)");
}

TEST(IndexFromSourceTest, VariableAssignedTwiceIsUnknown) {
  auto R = analyze(R"(
    __kernel void k(__global float *A, int N) {
      int i = get_global_id(0);
      if (i > N) i = N;
      A[i] = 0;
    })");
  EXPECT_FALSE(R.access("A").Index);
  EXPECT_EQ(R.access("A").Why.Kind, UnknownKind::UnknownVariable);
  EXPECT_EQ(R.access("A").Why.Message,
            "index of 'A' depends on 'i', which is assigned more than once");
}

TEST(IndexFromSourceTest, CompoundAssignmentIsReadWrite) {
  auto R = analyze(R"(
    __kernel void k(__global float *A, __global int *h, __global float4 *v) {
      int i = get_global_id(0);
      A[i] += 1.0f;
      h[i]++;
      v[i].xy = (float2)(0.0f);   // keeps .zw: a read and a write
    })");
  EXPECT_EQ(R.access("A").Kind, AccessKind::ReadWrite);
  EXPECT_EQ(R.access("h").Kind, AccessKind::ReadWrite);
  EXPECT_EQ(R.access("v").Kind, AccessKind::ReadWrite);
  ASSERT_TRUE(R.access("v").Index);
  EXPECT_EQ(R.access("v").Index->str(), "gid(0)");
}

TEST(LoopTest, CanonicalForms) {
  auto R = analyze(R"(
    __kernel void k(__global float *A, int N, int P) {
      int i = get_global_id(0);
      for (int a = 1; a <= N; a += 2) A[a] = 0;
      for (int b = 0; N > b; b++) A[b] = 0;
      for (int c = 0; c < N; c += P) A[c] = 0;
      for (int d = N; d > 0; --d) A[d] = 0;
      for (int e = 0; e < A[0]; ++e) A[e] = 0;
    })");
  const auto &L = R.kernel().Loops;
  ASSERT_EQ(L.size(), 5u);
  EXPECT_TRUE(L[0].Canonical);
  EXPECT_EQ(L[0].Lower->str(), "1");
  EXPECT_EQ(L[0].Upper->str(), "N + 1");
  EXPECT_EQ(L[0].Step, 2);
  EXPECT_TRUE(L[1].Canonical);
  EXPECT_EQ(L[1].Upper->str(), "N");
  // A parameter step: not canonical, but the counter is P*c_it.
  EXPECT_FALSE(L[2].Canonical);
  EXPECT_NE(L[2].Why.Message.find("'P', which is not an integer constant"),
            std::string::npos);
  EXPECT_TRUE(L[2].ParamStep);
  ASSERT_TRUE(R.access("A", 2).Index);
  EXPECT_EQ(R.access("A", 2).Index->str(), "P*c_it");
  // Counting down: the increasing loop of the iteration number d_it.
  EXPECT_TRUE(L[3].Canonical);
  EXPECT_TRUE(L[3].CountsDown);
  EXPECT_EQ(L[3].Counter, "d_it");
  EXPECT_EQ(L[3].SourceCounter, "d");
  EXPECT_EQ(L[3].Lower->str(), "0");
  EXPECT_EQ(L[3].Upper->str(), "N");
  ASSERT_TRUE(R.access("A", 3).Index);
  EXPECT_EQ(R.access("A", 3).Index->str(), "-d_it + N");
  EXPECT_FALSE(L[4].Canonical);
  EXPECT_EQ(L[4].Why.Kind, UnknownKind::DataDependentBound);
  EXPECT_TRUE(R.kernel().HasDataDependentBranch);
  // Counters of other non-canonical loops are not index variables.
  EXPECT_TRUE(R.access("A", 5).Index.has_value() == false);
}

TEST(ReductionTest, Operators) {
  auto R = analyze(R"(
    __kernel void k(__global const float *A, __global float *out, int N) {
      int i = get_global_id(0);
      float s = 0, p = 1, lo = INFINITY, t = 0;
      for (int k = 0; k < N; ++k) {
        float v = A[i*N + k];
        s = s + v;
        p *= v;
        lo = fmin(lo, v);
        t += v;
        out[k] = t;        // t is read in the loop: not a reduction
      }
      out[i] = s + p + lo;
    })");
  const auto &Red = R.kernel().Reductions;
  ASSERT_EQ(Red.size(), 3u);
  EXPECT_EQ(Red[0].Accumulator, "s");
  EXPECT_EQ(Red[0].Op, ReductionOp::Add);
  EXPECT_EQ(Red[1].Accumulator, "p");
  EXPECT_EQ(Red[1].Op, ReductionOp::Mul);
  EXPECT_EQ(Red[2].Accumulator, "lo");
  EXPECT_EQ(Red[2].Op, ReductionOp::FMin);
  EXPECT_EQ(Red[2].Loop, 0u);
}

TEST(ReuseTest, MatmulOperands) {
  auto R = analyze(R"(
    __kernel void mm(__global const float *A, __global const float *B,
                     __global float *C, int N) {
      int j = get_global_id(0), i = get_global_id(1);
      float s = 0;
      for (int k = 0; k < N; ++k) s += A[i*N + k] * B[k*N + j];
      C[i*N + j] = s;
    })");
  EXPECT_TRUE(R.access("A").Reuse);
  EXPECT_TRUE(R.access("B").Reuse);
  EXPECT_FALSE(R.access("C").Reuse);
  EXPECT_EQ(R.access("A").Pat, Pattern::RowPat);
  EXPECT_EQ(R.access("B").Pat, Pattern::ColPat);
  EXPECT_EQ(R.access("A").Coalesce, Coalescing::Broadcast);
}

} // namespace
