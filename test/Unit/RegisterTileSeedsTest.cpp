//===- RegisterTileSeedsTest.cpp - Seeds from the analysed reuse pattern --===//

#include "AnalysisTestUtil.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/TuneSpace.h"

using namespace clopt;
using clopt::test::analyze;

namespace {

const char *Product = clopt::test::ProductKernel;

// syrk: one array, read along each output dimension.
const char *RankK = R"(
__kernel void g(__global const float *A, __global float *C, int N, int K) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float s = 0.0f;
    for (int k = 0; k < K; ++k)
      s += A[i * K + k] * A[j * K + k];
    C[i * N + j] = s;
  }
}
)";

// matvec: x is reused by every row, but nothing varies along dimension 0.
const char *MatVec = R"(
__kernel void h(__global const float *A, __global const float *x,
                __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[i * N + k] * x[k];
    y[i] = s;
  }
}
)";

const char *Transpose = R"(
__kernel void t(__global const float *in, __global float *out, int N) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < N && y < N)
    out[x * N + y] = in[y * N + x];
}
)";

TEST(RegisterTileSeedsTest, GemmClassNestGetsRegisterTileShapesInTheSpace) {
  auto A = analyze(Product);
  std::vector<ParamValues> Seeds = registerTileSeeds(A.kernel());
  ASSERT_GE(Seeds.size(), 4u);
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*A.Source, A.kernel(), Opts));
  bool Reference = false;
  unsigned Large = 0;
  for (const ParamValues &V : Seeds) {
    EXPECT_EQ(V.get("tile", "t").value_or(0) > 1, true);
    EXPECT_EQ(V.get("local", "P"), 1);
    EXPECT_EQ(V.get("local", "Q"), 1);
    EXPECT_TRUE(Space.pointFor(V).has_value());
    // Square work-group tiles, 128 x 128 and 64 x 64 for small problems,
    // and one 32 x 64 tile with a 64-deep k tile.
    int64_t Rows = *V.get("coarsen", "d1") * *V.get("wgshape", "d1");
    int64_t Cols = *V.get("coarsen", "d0") * *V.get("wgshape", "d0");
    if (V.get("tile", "t") == 64)
      EXPECT_TRUE(Cols == 32 && Rows == 64) << Cols << " x " << Rows;
    else
      EXPECT_EQ(Cols, Rows);
    EXPECT_TRUE(Rows == 128 || Rows == 64) << Rows;
    Large += Rows == 128;
    Reference |= V.get("coarsen", "d0") == 16 && V.get("coarsen", "d1") == 8 &&
                 V.get("coarsen", "chunk") == 4 && V.get("local", "transpose") == 1;
  }
  EXPECT_TRUE(Reference);
  EXPECT_GE(Large, Seeds.size() - 2);
}

// syr2k: the sum of two products added into s is split in every seed (the
// accumulate pass asks to be seeded); a plain product has nothing to split.
TEST(RegisterTileSeedsTest, SeedsSplitAnAccumulatedSum) {
  auto A = analyze(R"(
__kernel void g(__global const float *A, __global const float *B,
                __global float *C, int N, int K) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float s = 0.0f;
    for (int k = 0; k < K; ++k)
      s += A[i * K + k] * B[j * K + k] + B[i * K + k] * A[j * K + k];
    C[i * N + j] = s;
  }
}
)");
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*A.Source, A.kernel(), Opts));
  std::vector<ParamValues> Seeds =
      Space.withSeededPasses(registerTileSeeds(A.kernel()));
  ASSERT_FALSE(Seeds.empty());
  for (const ParamValues &V : Seeds) {
    EXPECT_EQ(V.get("accumulate", "split"), std::optional<int64_t>(1));
    EXPECT_TRUE(Space.pointFor(V).has_value());
  }

  auto P = analyze(Product);
  TuneSpace ProductSpace(listParameterSpace(*P.Source, P.kernel(), Opts));
  std::vector<ParamValues> ProductSeeds =
      ProductSpace.withSeededPasses(registerTileSeeds(P.kernel()));
  ASSERT_FALSE(ProductSeeds.empty());
  for (const ParamValues &V : ProductSeeds) {
    EXPECT_FALSE(V.enables("accumulate"));
    EXPECT_TRUE(ProductSpace.pointFor(V).has_value());
  }
}

TEST(RegisterTileSeedsTest, OneArrayAlongBothDimensions) {
  auto A = analyze(RankK);
  std::vector<ParamValues> Seeds = registerTileSeeds(A.kernel());
  ASSERT_FALSE(Seeds.empty());
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*A.Source, A.kernel(), Opts));
  for (const ParamValues &V : Seeds)
    EXPECT_TRUE(Space.pointFor(V).has_value());
}

// C = At^T * B with At stored k-major: no operand is contiguous along the
// loop, so no seed names local.transpose (the space does not offer it) and
// every seed is still a point of the space.
TEST(RegisterTileSeedsTest, KMajorOperandsNeedNoTranspose) {
  auto A = analyze(R"(
__kernel void f(__global const float *At, __global const float *B,
                __global float *C, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += At[k * N + i] * B[k * N + j];
    C[i * N + j] = s;
  }
}
)");
  std::vector<ParamValues> Seeds = registerTileSeeds(A.kernel());
  ASSERT_FALSE(Seeds.empty());
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*A.Source, A.kernel(), Opts));
  for (const ParamValues &V : Seeds) {
    EXPECT_FALSE(V.get("local", "transpose").has_value());
    EXPECT_TRUE(Space.pointFor(V).has_value());
  }
}

TEST(RegisterTileSeedsTest, OtherReusePatternsGetNone) {
  EXPECT_TRUE(registerTileSeeds(analyze(MatVec).kernel()).empty());
  EXPECT_TRUE(registerTileSeeds(analyze(Transpose).kernel()).empty());
}

// A 2-D filter over a padded image: consecutive work-items read
// consecutive elements at every tap (the names say nothing).
const char *Window2D = R"(
__kernel void w(__global const float *src, __global const float *taps,
                __global float *dst, int X, int Y, int H) {
  int u = get_global_id(0);
  int v = get_global_id(1);
  if (u < X && v < Y) {
    float s = 0.0f;
    for (int a = 0; a < 2 * H + 1; ++a)
      for (int b = 0; b < 2 * H + 1; ++b)
        s += src[(v + a) * (X + 2 * H) + u + b] * taps[a * (2 * H + 1) + b];
    dst[v * X + u] = s;
  }
}
)";

TEST(NeighbourWindowSeedsTest, FilterGetsRowShapesInTheSpace) {
  auto A = analyze(Window2D);
  EXPECT_TRUE(registerTileSeeds(A.kernel()).empty());
  std::vector<ParamValues> Seeds = neighbourWindowSeeds(A.kernel());
  // Two windows along dimension 1 first, then two over both tap loops
  // (blocks along x and y), then rows of points and one block of two rows;
  // no plane block (2-D).
  ASSERT_EQ(Seeds.size(), 8u);
  EXPECT_EQ(llvm::count_if(Seeds, [](const ParamValues &V) { return V.get("coarsen", "d1") == 2; }), 1);
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*A.Source, A.kernel(), Opts));
  for (size_t I = 0; I < Seeds.size(); ++I) {
    const ParamValues &V = Seeds[I];
    EXPECT_TRUE(Space.pointFor(V).has_value());
    EXPECT_TRUE(V.enables("private")); // the points jammed into the taps
    EXPECT_EQ(V.get("wgshape", "d1"), 1);
    bool Window2D = I == 2 || I == 3, Window = I < 4;
    EXPECT_EQ(V.get("private", "hoist"), Window ? 1 : 0);
    // Consecutive points along both dimensions for the window over both
    // loops, its rows read as vectors; cyclic elsewhere (loads stay
    // coalesced).
    EXPECT_EQ(V.get("coarsen", "dist"), Window2D ? 0 : 1);
    EXPECT_EQ(V.get("private", "vload"), Window2D ? 1 : 0);
    if (Window2D) {
      EXPECT_EQ(V.get("coarsen", "d0"), 4);
      EXPECT_GE(V.get("coarsen", "d1").value_or(1), 4);
    } else if (Window) {
      EXPECT_GE(V.get("coarsen", "d1").value_or(1), 8);
    } else {
      EXPECT_GE(V.get("coarsen", "d0").value_or(1), 4);
    }
  }
}

// In 3-D the windows run along dimension 2, in groups four items tall.
TEST(NeighbourWindowSeedsTest, WindowsRunAlongTheOutermostDimension) {
  auto A = analyze(R"(
__kernel void w3(__global const float *src, __global float *dst, int X, int Y,
                 int Z) {
  int u = get_global_id(0);
  int v = get_global_id(1);
  int t = get_global_id(2);
  if (u < X && v < Y && t < Z) {
    float s = 0.0f;
    for (int a = 0; a < 3; ++a)
      s += src[((t + a) * Y + v) * X + u];
    dst[(t * Y + v) * X + u] = s;
  }
}
)");
  std::vector<ParamValues> Seeds = neighbourWindowSeeds(A.kernel());
  ASSERT_GE(Seeds.size(), 2u);
  for (size_t I = 0; I < 2; ++I) {
    EXPECT_EQ(Seeds[I].get("private", "hoist"), 1);
    EXPECT_GE(Seeds[I].get("coarsen", "d2").value_or(1), 8);
    EXPECT_EQ(Seeds[I].get("coarsen", "d1").value_or(1), 1);
    EXPECT_EQ(Seeds[I].get("wgshape", "d2"), 1); // the window's dimension
    EXPECT_EQ(Seeds[I].get("wgshape", "d1"), 4); // rows shared in L1
  }
}

// A 3-D convolution's taps along y and z give, after the windows along z
// and over x and y, a block of 4 x 4 points along y and z (its window over
// dz and dy).
TEST(NeighbourWindowSeedsTest, ThreeDimensionalFilterGetsAWindowAlongYAndZ) {
  auto A = analyze(R"(
__kernel void c3(__global const float *src, __global float *dst, int X, int Y,
                 int Z) {
  int u = get_global_id(0);
  int v = get_global_id(1);
  int t = get_global_id(2);
  if (u < X && v < Y && t < Z) {
    float s = 0.0f;
    for (int c = 0; c < 3; ++c)
      for (int b = 0; b < 3; ++b)
        for (int a = 0; a < 3; ++a)
          s += src[((t + c) * (Y + 2) + v + b) * (X + 2) + u + a];
    dst[(t * Y + v) * X + u] = s;
  }
}
)");
  std::vector<ParamValues> Seeds = neighbourWindowSeeds(A.kernel());
  // After the two windows along z: 4 x 4 and 4 x 8 along x and y, then
  // 1 x 4 x 4 along y and z.
  ASSERT_GE(Seeds.size(), 5u);
  for (size_t I = 2; I < 5; ++I) {
    EXPECT_EQ(Seeds[I].get("coarsen", "dist"), 0);
    EXPECT_EQ(Seeds[I].get("private", "hoist"), 1);
  }
  EXPECT_EQ(Seeds[4].get("coarsen", "d0").value_or(1), 1);
  EXPECT_EQ(Seeds[4].get("coarsen", "d1"), 4);
  EXPECT_EQ(Seeds[4].get("coarsen", "d2"), 4);
}

// GEMM-class nests get their register tiles instead; a strided read
// (matvec), a kernel without a loop (transpose) and a broadcast-only loop
// (every work-item reads the same element per iteration) get nothing.
TEST(NeighbourWindowSeedsTest, OtherKernelsGetNone) {
  EXPECT_TRUE(neighbourWindowSeeds(analyze(Product).kernel()).empty());
  EXPECT_TRUE(neighbourWindowSeeds(analyze(MatVec).kernel()).empty());
  EXPECT_TRUE(neighbourWindowSeeds(analyze(Transpose).kernel()).empty());
  EXPECT_TRUE(neighbourWindowSeeds(analyze(R"(
__kernel void b(__global const float *p, __global float *q, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int j = 0; j < N; ++j)
      s += p[j] * p[i];
    q[i] = s;
  }
}
)").kernel()).empty());
}

} // namespace

/// Bytes of a seed's operand tiles, Tiles of them (half along each output
/// dimension), Elem bytes an element; the padding column on either side.
static int64_t tileBytes(const ParamValues &V, const char *Counter, int Tiles, int Elem) {
  int64_t K = *V.get("tile", Counter);
  int64_t Rows = *V.get("coarsen", "d1") * *V.get("wgshape", "d1");
  int64_t Cols = *V.get("coarsen", "d0") * *V.get("wgshape", "d0");
  int64_t Pad = V.get("local", "pad").value_or(0);
  return int64_t(Tiles) / 2 * (K + Pad) * (Rows + Pad + Cols + Pad) * Elem;
}

// syr2k reads A and B along both output dimensions: four operand tiles.
// A 128 x 128 seed at k = 32 would need 64 KiB of local memory, more than
// GPUs commonly have (the search's run-time check rejected all five such
// seeds on the H100): the seeds take k = 16 there instead.
TEST(RegisterTileSeedsTest, SeedsFitTheLocalMemoryOfFourOperandTiles) {
  auto A = analyze(R"(
__kernel void s(__global const float *A, __global const float *B,
                __global float *C, int N, int K) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float s = 0.0f;
    for (int k = 0; k < K; ++k)
      s += A[i * K + k] * B[j * K + k] + B[i * K + k] * A[j * K + k];
    C[i * N + j] = s;
  }
}
)");
  std::vector<ParamValues> Seeds = registerTileSeeds(A.kernel());
  ASSERT_FALSE(Seeds.empty());
  PipelineOptions Opts;
  TuneSpace Space(listParameterSpace(*A.Source, A.kernel(), Opts));
  for (const ParamValues &V : Seeds) {
    EXPECT_LE(tileBytes(V, "k", 4, 4), 48 * 1024);
    EXPECT_LE(*V.get("unroll", "factor"), *V.get("tile", "k"));
    EXPECT_TRUE(Space.pointFor(V).has_value());
    // Every 128 x 128 shape: k = 16 (32 would need 64 KiB or more).
    if (*V.get("coarsen", "d1") * *V.get("wgshape", "d1") == 128)
      EXPECT_EQ(*V.get("tile", "k"), 16);
    else
      EXPECT_EQ(*V.get("tile", "k"), 32);
  }
}

// Two float operand tiles of 128 x 32 (32 KiB) fit: the GEMM seeds keep
// k = 32 (64 for the 32 x 64 tile, 25 KiB); double elements (64 KiB) do
// not.
TEST(RegisterTileSeedsTest, KTileShrinksOnlyWhenTheTilesDoNotFit) {
  auto F = analyze(Product);
  for (const ParamValues &V : registerTileSeeds(F.kernel()))
    if (*V.get("tile", "t") != 16)
      EXPECT_EQ(*V.get("tile", "t"),
                *V.get("coarsen", "d0") * *V.get("wgshape", "d0") == 32 ? 64 : 32);
  std::string Double = Product;
  for (size_t At; (At = Double.find("float")) != std::string::npos;)
    Double.replace(At, 5, "double");
  auto D = analyze(Double.c_str());
  for (const ParamValues &V : registerTileSeeds(D.kernel()))
    EXPECT_LE(tileBytes(V, "t", 2, 8), 48 * 1024);
}
