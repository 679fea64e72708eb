//===- TunedSidecarTest.cpp - OUT.cl.yaml round trip and preconditions ----===//

#include "clopt/Runtime/Support/TunedSidecar.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <unistd.h>

using namespace clopt;

static TunedSidecar sample() {
  TunedSidecar S;
  S.Source = "mm.tuned.cl";
  S.CloptVersion = "0.1.0";
  TunedKernel K;
  K.Name = "matmul";
  K.Device = "NVIDIA H100 80GB HBM3";
  K.Platform = "NVIDIA CUDA";
  K.Driver = "550.54.15";
  K.Parameters = {{"tile.k", "16"}, {"coarsen.x", "4"}, {"tile.tail", "guard"}};
  K.Args = {{"A", ArgKind::Buffer, ElemType::Float},
            {"lm", ArgKind::Local, ElemType::Float},
            {"N", ArgKind::Scalar, ElemType::Int},
            {"color", ArgKind::Scalar, ElemType::Float, 4}};
  K.Geometry.WorkDim = 2;
  K.Geometry.Dims[0] = {4, 1, 16, 1};
  K.Geometry.Dims[1] = {1, 1, 16, 64};
  K.Preconditions = {"N % 16 == 0"};
  K.ProblemGlobal = {4096, 4096};
  K.ProblemSizes = {{"N", "4096"}};
  K.OriginalMs = 25.125;
  K.TunedMs = 0.428571; // six significant digits, as the record keeps times
  K.Speedup = K.OriginalMs / K.TunedMs; // not exactly representable in decimal
  S.Kernels.push_back(K);
  TunedKernel Plain;
  Plain.Name = "untouched";
  Plain.Geometry.WorkDim = 1;
  S.Kernels.push_back(Plain);
  return S;
}

TEST(TunedSidecar, TimesInSixSignificantDigits) {
  // Milliseconds from seconds rounded to six digits carry binary noise in
  // full precision (4.7796e-05 s * 1000); they are written as recorded.
  TunedSidecar S = sample();
  S.Kernels[0].OriginalMs = 4.7796e-05 * 1000;
  S.Kernels[0].TunedMs = 3.0 / 7.0;
  std::string Text = emitTunedSidecar(S);
  EXPECT_NE(Text.find("original_ms: 0.047796\n"), std::string::npos) << Text;
  EXPECT_NE(Text.find("tuned_ms: 0.428571\n"), std::string::npos) << Text;
}

TEST(TunedSidecar, RoundTrip) {
  TunedSidecar S = sample();
  std::string Text = emitTunedSidecar(S);
  StatusOr<TunedSidecar> Back = parseTunedSidecar(Text, "x.yaml");
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(*Back == S) << Text;
  // Printing again gives the same bytes (deterministic output).
  EXPECT_EQ(emitTunedSidecar(*Back), Text);
  EXPECT_NE(Text.find("describe: global[0] = roundUp(ceil(G0 / 4), 16), local[0] = 16;"),
            std::string::npos)
      << Text;
  // A float4 passed by value says so; a plain scalar has no lanes key.
  EXPECT_NE(Text.find("{name: color, kind: scalar, type: float, lanes: 4}"), std::string::npos)
      << Text;
  EXPECT_NE(Text.find("{name: N, kind: scalar, type: int}"), std::string::npos) << Text;
}

TEST(TunedSidecar, NoSourceWhenTheKernelWentToStandardOutput) {
  TunedSidecar S = sample();
  S.Source.clear();
  std::string Text = emitTunedSidecar(S);
  EXPECT_EQ(Text.find("source:"), std::string::npos) << Text;
  StatusOr<TunedSidecar> Back = parseTunedSidecar(Text, "x.yaml");
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(*Back == S) << Text;
}

TEST(TunedSidecar, FileRoundTripIsAtomic) {
  char Dir[] = "/tmp/clopt-sidecar-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  std::string Path = std::string(Dir) + "/out.cl.yaml";
  ASSERT_TRUE(writeTunedSidecar(Path, sample()).ok());
  StatusOr<TunedSidecar> Back = readTunedSidecar(Path);
  ASSERT_TRUE(Back.ok()) << Back.message();
  EXPECT_TRUE(*Back == sample());
  std::remove(Path.c_str());
  rmdir(Dir);
}

TEST(TunedSidecar, RejectsMalformed) {
  EXPECT_FALSE(parseTunedSidecar("kernels: {}\n", "a.yaml").ok()); // no marker
  StatusOr<TunedSidecar> S = parseTunedSidecar(
      "clopt_tuned: 1\nkernels:\n  - name: k\n    geometry: {work_dim: 2, dims: [{}]}\n",
      "b.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "b.yaml: kernel 'k': geometry needs one entry in 'dims' per dimension");
  S = parseTunedSidecar("clopt_tuned: 1\nkernels:\n  - name: k\n", "c.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "c.yaml: kernel 'k': missing 'geometry'");
  // A field of another shape is named, not reported in yaml-cpp's words
  // ("invalid node; this may result from using a map iterator as a
  // sequence iterator"), nor read as empty (`kernels: 5` as no kernels).
  const std::pair<const char *, const char *> Shapes[] = {
      {"kernels: 5\n", "'kernels' must be a list"},
      {"kernels: {k: 1}\n", "'kernels' must be a list"},
      {"kernels: [5]\n", "each entry of 'kernels' must be a map"},
      {"kernels:\n  - {name: k, args: {a: b}, geometry: {work_dim: 1, dims: [{}]}}\n",
       "kernel 'k': 'args' must be a list"},
      {"kernels:\n  - {name: k, parameters: [a], geometry: {work_dim: 1, dims: [{}]}}\n",
       "kernel 'k': 'parameters' must be a map"},
      {"kernels:\n  - {name: k, preconditions: {a: 1}, geometry: {work_dim: 1, dims: [{}]}}\n",
       "kernel 'k': 'preconditions' must be a list"},
      {"kernels:\n  - {name: k, geometry: {work_dim: 1, dims: [5]}}\n",
       "kernel 'k': each entry of 'dims' must be a map"},
      {"kernels:\n  - {name: k, args: [{name: c, kind: scalar, type: float, lanes: 3}], "
       "geometry: {work_dim: 1, dims: [{}]}}\n",
       "kernel 'k': lanes of 'c' must be 1, 2, 4, 8 or 16"},
  };
  for (const auto &[Body, Why] : Shapes) {
    S = parseTunedSidecar(std::string("clopt_tuned: 1\n") + Body, "d.yaml");
    ASSERT_FALSE(S.ok()) << Body;
    EXPECT_NE(S.message().find(std::string("d.yaml: ") + Why), std::string::npos)
        << S.message();
  }
}

// A sidecar of a later format was read as if it were this one, and the
// second entry of a kernel listed twice was silently ignored.
TEST(TunedSidecar, UnknownFormatsAndRepeatedKernelsAreRefused) {
  std::string Text = emitTunedSidecar(sample());
  ASSERT_EQ(Text.rfind("clopt_tuned: 1\n", 0), 0u) << Text;
  Text.replace(0, 14, "clopt_tuned: 99");
  size_t Version = Text.find("\"0.1.0\"");
  ASSERT_NE(Version, std::string::npos) << Text;
  Text.replace(Version, 7, "\"9.0\"");
  StatusOr<TunedSidecar> S = parseTunedSidecar(Text, "f.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(),
            "f.yaml: tuned-kernel sidecar format 99 is not supported (this clopt "
            "reads format 1)");
  S = parseTunedSidecar("clopt_tuned: yes\nkernels: []\n", "f.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "f.yaml: tuned-kernel sidecar has no valid 'clopt_tuned'");
  const std::string Kernel = "  - name: k\n    geometry: {work_dim: 1, dims: [{}]}\n";
  S = parseTunedSidecar("clopt_tuned: 1\nkernels:\n" + Kernel + Kernel, "d.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "d.yaml: kernel 'k' is listed twice");
}

TEST(TunedSidecar, AliasesAreWalkedOnce) {
  // Twelve lines whose aliases nest tenfold each name 10^12 nodes: the
  // check for repeated keys walks each anchored node once, so reading ends
  // at once; a key repeated inside an aliased map is still found.
  std::string Text = "clopt_tuned: 1\nx0: &a0 [q, q, q, q, q, q, q, q, q, q]\n";
  for (int I = 1; I < 12; ++I) {
    std::string Prev = "*a" + std::to_string(I - 1);
    Text += "x" + std::to_string(I) + ": &a" + std::to_string(I) + " [";
    for (int J = 0; J < 10; ++J)
      Text += (J ? ", " : "") + Prev;
    Text += "]\n";
  }
  StatusOr<TunedSidecar> S = parseTunedSidecar(Text + "kernels: []\n", "bomb.yaml");
  ASSERT_TRUE(S.ok()) << S.message();
  EXPECT_TRUE(S->Kernels.empty());
  S = parseTunedSidecar("clopt_tuned: 1\nm: &m {a: 1, a: 2}\nn: [*m, *m]\nkernels: []\n",
                        "dup.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("'m.a' is given twice"), std::string::npos) << S.message();
}

TEST(TunedSidecar, Preconditions) {
  TunedSidecar S = sample();
  const TunedKernel &K = S.Kernels[0];
  EXPECT_EQ(K.checkPreconditions({4096, 4096}, {{"N", 4096}}), "");
  EXPECT_EQ(K.checkPreconditions({4096, 100}, {{"N", 4096}}),
            "kernel 'matmul': global size 1 (100) must be a multiple of 64");
  EXPECT_EQ(K.checkPreconditions({4096, 4096}, {{"N", 4004}}),
            "kernel 'matmul': precondition 'N % 16 == 0' does not hold");
  EXPECT_EQ(K.checkPreconditions({4096}, {{"N", 4096}}),
            "kernel 'matmul' takes a 2-dimensional global size, got 1");
}

// docs/runtime.md: a kernel clopt kept is launched like the original, and
// compute() launches a dimension past WorkDim as the host gives it; the
// helper still refused {N, 1} for a 1-D kernel.
TEST(TunedSidecar, TrailingDimensionsOfOneAreAccepted) {
  TunedSidecar S = sample();
  const TunedKernel &Variant = S.Kernels[0];
  EXPECT_EQ(Variant.checkPreconditions({4096, 4096, 1}, {{"N", 4096}}), "");
  EXPECT_EQ(Variant.checkPreconditions({4096, 4096, 2}, {{"N", 4096}}),
            "kernel 'matmul' takes a 2-dimensional global size: dimension 2 of the "
            "one given is 2, and a dimension past the variant's must be 1");
  const TunedKernel &Kept = S.Kernels[1];
  ASSERT_TRUE(Kept.isOriginal());
  EXPECT_EQ(Kept.checkPreconditions({1000, 1}, {}), "");
  EXPECT_EQ(Kept.checkPreconditions({1000, 7, 3}, {}), "");
  EXPECT_EQ(Kept.checkPreconditions({1000, 1, 1, 1}, {}),
            "kernel 'untouched': the global size needs 1 to 3 dimensions");
}

// A size_t of 2^64 - 3 (a negative int passed as a size) read as -3 by the
// preconditions, and the derived global size wrapped to 0: the launch
// "succeeded" with no work-items.
TEST(TunedSidecar, SizesThatDoNotFitAreRefused) {
  TunedKernel K;
  K.Name = "scale";
  K.Geometry.WorkDim = 1;
  K.Geometry.Dims[0] = {4, 1, 16, 1};
  EXPECT_EQ(K.checkPreconditions({uint64_t(-3)}, {}),
            "kernel 'scale': global size 0 (18446744073709551613) is larger than "
            "9223372036854775807 (a negative value passed as size_t?)");
  std::array<uint64_t, 3> G, L;
  EXPECT_EQ(K.Geometry.compute({uint64_t(INT64_MAX), 1, 1}, G, L), "");
  EXPECT_EQ(G[0], uint64_t(1) << 61);
  EXPECT_EQ(L[0], 16u);
  K.Geometry.Dims[0] = {1, uint64_t(1) << 31, 0, 1};
  EXPECT_EQ(K.Geometry.compute({uint64_t(1) << 40, 1, 1}, G, L),
            "global size 0 (1099511627776) is too large: the variant's global size "
            "overflows");
  K.Geometry.Dims[0] = {1, 1, uint64_t(1) << 31, 1};
  EXPECT_NE(K.Geometry.compute({uint64_t(INT64_MAX), 1, 1}, G, L), "");
}

// Geometry read from a sidecar may hold anything: a divisor of 2^64 - 1
// wrapped ceil(G0 / divisor) to 0, a local size of 2^64 - 1 tripped an
// assertion in the OpenCL implementation.
TEST(TunedSidecar, AbsurdGeometryIsRefusedWhenRead) {
  auto Parse = [](const std::string &Dim) {
    return parseTunedSidecar("clopt_tuned: 1\nkernels:\n  - name: k\n"
                             "    geometry: {work_dim: 1, dims: [" + Dim + "]}\n",
                             "g.yaml");
  };
  EXPECT_TRUE(Parse("{divisor: 4, local: 2147483648}").ok());
  StatusOr<TunedSidecar> S = Parse("{divisor: 18446744073709551615}");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "g.yaml: kernel 'k': geometry: divisor 18446744073709551615 "
                         "of dimension 0 is larger than 2147483648");
  S = Parse("{local: 18446744073709551615}");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "g.yaml: kernel 'k': geometry: local 18446744073709551615 "
                         "of dimension 0 is larger than 2147483648");
  S = Parse("{divisor: 4, required_multiple: 0}");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "g.yaml: kernel 'k': geometry: required_multiple 0 "
                         "of dimension 0 must be positive");
  S = Parse("{multiplier: 4611686018427387904}");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "g.yaml: kernel 'k': geometry: multiplier 4611686018427387904 "
                         "of dimension 0 is larger than 2147483648");
}

// A variant bounded by the spec's global expression (the kernel has no guard
// of its own) is valid only when the host launches exactly that size; the
// host helper refuses any other launch instead of computing wrong points.
TEST(TunedSidecar, GlobalBoundPrecondition) {
  TunedKernel K;
  K.Name = "scale";
  K.Geometry.WorkDim = 1;
  K.Geometry.Dims[0].Divisor = 4;
  K.Preconditions = {"G0 == (n)"};
  EXPECT_EQ(K.checkPreconditions({1000}, {{"n", 1000}}), "");
  EXPECT_EQ(K.checkPreconditions({1250}, {{"n", 1000}}),
            "kernel 'scale': precondition 'G0 == (n)' does not hold");
  EXPECT_EQ(K.checkPreconditions({800}, {{"n", 1000}}),
            "kernel 'scale': precondition 'G0 == (n)' does not hold");
}
