//===- ProblemSpecTest.cpp - Problem sizes from CLI, sidecar and pragma ---===//

#include "clopt/Runtime/Support/ProblemSpec.h"
#include "gtest/gtest.h"

using namespace clopt;

static const char *Source = R"(// header
#pragma clopt tune global(N, (M+1)/2) sizes(N = 4096, M = 8) buffers(A = N*N)
__kernel void matvec(__global const float *A, int N, int M) {}

#pragma clopt tune \
    global(K) sizes(K = 7) inputs(idx = "idx.bin")
kernel __attribute__((reqd_work_group_size(64, 1, 1))) void other(int K) {}
)";

TEST(ProblemSpec, PragmaLines) {
  StatusOr<std::vector<PragmaSpec>> S = parsePragmaLines(Source, "k.cl");
  ASSERT_TRUE(S.ok()) << S.message();
  ASSERT_EQ(S->size(), 2u);
  const PragmaSpec &M = S->at(0);
  EXPECT_EQ(M.LastLine, 2u);
  EXPECT_EQ(M.Where, "k.cl:2");
  EXPECT_EQ(M.Spec.Global, (std::vector<std::string>{"N", "(M+1)/2"}));
  EXPECT_EQ(M.Spec.Sizes.at("N"), "4096");
  EXPECT_EQ(M.Spec.Sizes.at("M"), "8");
  EXPECT_EQ(M.Spec.Buffers.at("A"), "N*N");
  // A continued pragma ends on its last line; messages name its first.
  const PragmaSpec &O = S->at(1);
  EXPECT_EQ(O.LastLine, 6u);
  EXPECT_EQ(O.Where, "k.cl:5");
  EXPECT_EQ(O.Spec.Global, (std::vector<std::string>{"K"}));
  EXPECT_EQ(O.Spec.Inputs.at("idx"), "idx.bin");
}

TEST(ProblemSpec, PragmaPoints) {
  StatusOr<std::vector<PragmaSpec>> S = parsePragmaLines(
      "#pragma clopt tune global(N) points((N = 64, M = 2), (N = 100, M = 3))\n", "k.cl");
  ASSERT_TRUE(S.ok()) << S.message();
  const ProblemSpec &P = S->at(0).Spec;
  ASSERT_EQ(P.Points.size(), 2u);
  EXPECT_EQ(P.Points[0].at("N"), "64");
  EXPECT_EQ(P.Points[1].at("M"), "3");
  EXPECT_EQ(P.Origins.at("points"), "k.cl:1: #pragma clopt tune");

  S = parsePragmaLines("#pragma clopt tune points(N = 64)\n", "k.cl");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "k.cl:1: #pragma clopt tune: points(N = 64): each point is a "
                         "group such as (N = 1024, M = 8)");
  S = parsePragmaLines("#pragma clopt tune points()\n", "k.cl");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "k.cl:1: #pragma clopt tune: points() lists no point; give one "
                         "group per point, e.g. points((N = 1024), (N = 4096))");
  S = parsePragmaLines("#pragma clopt tune points((N = 1, N = 2))\n", "k.cl");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(),
            "k.cl:1: #pragma clopt tune: invalid point 'N = 1, N = 2': 'N' is given twice");
  S = parsePragmaLines("#pragma clopt tune points((N))\n", "k.cl");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "k.cl:1: #pragma clopt tune: invalid point 'N' (expected "
                         "NAME=VALUE[,NAME=VALUE...], e.g. points((N = 1024), (N = 4096)))");
}

TEST(ProblemSpec, PragmaLinesMayEndInCarriageReturns) {
  // A file saved with Windows line ends: the pragma, and one continued
  // over two lines, read as in a file with '\n' alone.
  StatusOr<std::vector<PragmaSpec>> S = parsePragmaLines(
      "#pragma clopt tune global(N) sizes(N = 64)\r\n__kernel void k() {}\r\n"
      "#pragma clopt tune global(M) \\\r\n  sizes(M = 8)\r\n__kernel void l() {}\r\n",
      "k.cl");
  ASSERT_TRUE(S.ok()) << S.message();
  ASSERT_EQ(S->size(), 2u);
  EXPECT_EQ(S->at(0).Spec.Sizes.at("N"), "64");
  EXPECT_EQ(S->at(1).Spec.Global, (std::vector<std::string>{"M"}));
  EXPECT_EQ(S->at(1).Spec.Sizes.at("M"), "8");
  EXPECT_EQ(S->at(1).LastLine, 4u);
}

TEST(ProblemSpec, PragmaErrorsHaveTheLine) {
  StatusOr<std::vector<PragmaSpec>> S =
      parsePragmaLines("\n#pragma clopt tune global(N) bogus(1)\n__kernel void k() {}", "k.cl");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "k.cl:2: #pragma clopt tune: unknown clause 'bogus' (use "
                         "global, local, sizes, buffers, inputs, points)");
}

TEST(ProblemSpec, Sidecar) {
  bool Tuned = true;
  StatusOr<KernelSpecs> S = parseSpecSidecar(
      "kernels:\n  matvec:\n    global: [N]\n    sizes: {N: 64}\n"
      "    buffers: {A: \"N*N\"}\n    inputs: {idx: i.bin}\n",
      "m.cl.yaml", &Tuned);
  ASSERT_TRUE(S.ok()) << S.message();
  EXPECT_FALSE(Tuned);
  const ProblemSpec &M = S->at("matvec");
  EXPECT_EQ(M.Global, (std::vector<std::string>{"N"}));
  EXPECT_EQ(M.Sizes.at("N"), "64");
  EXPECT_EQ(M.Buffers.at("A"), "N*N");
  EXPECT_EQ(M.Inputs.at("idx"), "i.bin");

  // A tuned output's sidecar is recognised and is not a spec.
  S = parseSpecSidecar("clopt_tuned: 1\nkernels: []\n", "o.cl.yaml", &Tuned);
  ASSERT_TRUE(S.ok());
  EXPECT_TRUE(Tuned);
  EXPECT_TRUE(S->empty());

  S = parseSpecSidecar("matvec: {global: [N]}\n", "m.cl.yaml");
  ASSERT_FALSE(S.ok());
  EXPECT_NE(S.message().find("m.cl.yaml: expected a map 'kernels:'"), std::string::npos);

  S = loadSpecSidecar("/nonexistent/dir/x.cl.yaml");
  ASSERT_TRUE(S.ok());
  EXPECT_TRUE(S->empty());
}

TEST(ProblemSpec, PrecedenceIsCliThenSidecarThenPragma) {
  ProblemSpec Cli, Side, Prag;
  ASSERT_TRUE(addSizeArg(Cli, "N=16").ok());
  ASSERT_TRUE(addBufferArg(Cli, "x=N").ok());
  Side.Sizes = {{"N", "32"}, {"M", "5"}};
  Side.Global = {"M"};
  Side.Buffers = {{"x", "2*N"}, {"A", "N*M"}};
  Prag.Sizes = {{"N", "4096"}, {"M", "1"}, {"K", "3"}};
  Prag.Global = {"N"};
  Prag.Local = {"8"};
  Prag.Buffers = {{"A", "N*N"}, {"y", "N"}};

  ProblemSpec S = mergeSpecs(Cli, Side, Prag);
  EXPECT_EQ(S.Sizes.at("N"), "16"); // CLI over both
  EXPECT_EQ(S.Sizes.at("M"), "5");  // sidecar over pragma
  EXPECT_EQ(S.Sizes.at("K"), "3");  // pragma alone
  EXPECT_EQ(S.Global, (std::vector<std::string>{"M"}));
  EXPECT_EQ(S.Local, (std::vector<std::string>{"8"}));
  EXPECT_EQ(S.Buffers.at("x"), "N");
  EXPECT_EQ(S.Buffers.at("A"), "N*M");
  EXPECT_EQ(S.Buffers.at("y"), "N");

  ASSERT_TRUE(setGlobalArg(Cli, "N, (N+1)/2").ok());
  S = mergeSpecs(Cli, Side, Prag);
  SpecContext Ctx{"k", "k.cl", "k.cl.yaml"};
  StatusOr<std::vector<uint64_t>> G = resolveGlobal(S, Ctx, "N");
  ASSERT_TRUE(G.ok()) << G.message();
  EXPECT_EQ(*G, (std::vector<uint64_t>{16, 8}));
}

TEST(ProblemSpec, SizesMayReferToEachOther) {
  ProblemSpec S;
  S.Sizes = {{"N", "M*2"}, {"M", "10"}, {"alpha", "1.5"}};
  SizeEnv Env = sizeEnv(S);
  EXPECT_EQ(Env.at("N"), 20);
  EXPECT_EQ(Env.count("alpha"), 0u);
}

TEST(ProblemSpec, MissingInformationSaysWhatToAdd) {
  ProblemSpec S;
  SpecContext Ctx{"matvec", "mv.cl", "mv.cl.yaml"};
  StatusOr<std::vector<uint64_t>> G = resolveGlobal(S, Ctx, "N");
  ASSERT_FALSE(G.ok());
  EXPECT_EQ(G.message(),
            "no global size for kernel 'matvec': add `--global N --size N=4096` to the "
            "command line, `global: [N]` under `kernels: matvec:` in mv.cl.yaml, or a "
            "line `#pragma clopt tune global(N) sizes(N = 4096)` right before the "
            "kernel in mv.cl");
  StatusOr<std::string> V = resolveScalar(S, Ctx, "alpha", ElemType::Float);
  ASSERT_FALSE(V.ok());
  EXPECT_NE(V.message().find("--size alpha=VALUE"), std::string::npos);
  // Every missing scalar in one message, and VALUE rather than a guess (an
  // offset is not a size).
  EXPECT_EQ(missingScalarsMessage(Ctx, {"offset", "stride"}),
            "no value for scalar arguments 'offset', 'stride' of kernel 'matvec': add "
            "`--size offset=VALUE --size stride=VALUE` to the command line, `sizes: "
            "{offset: VALUE, stride: VALUE}` under `kernels: matvec:` in mv.cl.yaml, or "
            "a line `#pragma clopt tune sizes(offset = VALUE, stride = VALUE)` right "
            "before the kernel in mv.cl");
  // A placeholder and an example over the sizes, never a bare size that a
  // user could copy for a buffer that needs N * N.
  std::string Buffer = missingBufferMessage(Ctx, {"A"}, "N");
  EXPECT_NE(Buffer.find("--buffer A=LENGTH"), std::string::npos);
  EXPECT_NE(Buffer.find("e.g. `N` or `N * N`"), std::string::npos);
  EXPECT_EQ(Buffer.find("--buffer A=N"), std::string::npos);
  // Every unknown length in one message: one run per buffer was a chore.
  EXPECT_EQ(missingBufferMessage(Ctx, {"A", "x"}, "N"),
            "cannot tell the length of buffers 'A', 'x' of kernel 'matvec': add "
            "`--buffer A=LENGTH --buffer x=LENGTH` to the command line, `buffers: {A: "
            "\"LENGTH\", x: \"LENGTH\"}` under `kernels: matvec:` in mv.cl.yaml, or a line "
            "`#pragma clopt tune buffers(A = LENGTH, x = LENGTH)` right before the kernel "
            "in mv.cl (LENGTH: its element count, an expression over sizes, e.g. `N` or "
            "`N * N`)");
}

TEST(ProblemSpec, MissingGlobalNamesEveryDimension) {
  ProblemSpec S;
  SpecContext Ctx{"conv", "c.cl", "c.cl.yaml"};
  StatusOr<std::vector<uint64_t>> G = resolveGlobal(S, Ctx, std::vector<std::string>{"W", "H", "64"});
  ASSERT_FALSE(G.ok());
  EXPECT_EQ(G.message(),
            "no global size for kernel 'conv', which uses 3 dimensions: add `--global "
            "W,H,64 --size W=4096 --size H=4096` to the command line, `global: [W, H, "
            "64]` under `kernels: conv:` in c.cl.yaml, or a line `#pragma clopt tune "
            "global(W,H,64) sizes(W = 4096, H = 4096)` right before the kernel in c.cl");
  // One dimension reads as before; a number alone needs no --size.
  StatusOr<std::vector<uint64_t>> One = resolveGlobal(S, Ctx, std::vector<std::string>{"1024"});
  ASSERT_FALSE(One.ok());
  EXPECT_NE(One.message().find("add `--global 1024` to"), std::string::npos);
  S.Global = {"8", "4"};
  StatusOr<std::vector<uint64_t>> Given = resolveGlobal(S, Ctx, std::vector<std::string>{"W", "H"});
  ASSERT_TRUE(Given.ok());
  EXPECT_EQ(*Given, (std::vector<uint64_t>{8, 4}));
}

TEST(ProblemSpec, SizePointsFromListRangeAndCommandLine) {
  StatusOr<KernelSpecs> S = parseSpecSidecar(
      "kernels:\n"
      "  lu: {global: [N - k], sizes: {N: 512}, range: {k: [0, 300, 128]}}\n"
      "  mv: {global: [N], points: [{N: 64}, {N: 1000}]}\n",
      "x.cl.yaml");
  ASSERT_TRUE(S.ok()) << S.message();
  const ProblemSpec &LU = S->at("lu");
  ASSERT_EQ(LU.Points.size(), 3u); // 0, 128, 256: the range stops at 300
  EXPECT_EQ(pointLabel(LU, 2), "k=256");
  std::vector<ProblemSpec> Each = expandPoints(LU);
  ASSERT_EQ(Each.size(), 3u);
  EXPECT_EQ(Each[1].Sizes.at("k"), "128");
  EXPECT_EQ(Each[1].Sizes.at("N"), "512");
  EXPECT_TRUE(Each[1].Points.empty());
  EXPECT_EQ(S->at("mv").Points.size(), 2u);
  EXPECT_EQ(expandPoints(ProblemSpec()).size(), 1u);

  // The command line's points replace the sidecar's.
  ProblemSpec Cli;
  ASSERT_TRUE(addPointArg(Cli, "k=5,N=77").ok());
  EXPECT_EQ(pointLabel(Cli, 0), "N=77, k=5");
  EXPECT_EQ(mergeSpecs(Cli, LU, ProblemSpec()).Points.size(), 1u);
  EXPECT_FALSE(addPointArg(Cli, "k").ok());

  StatusOr<KernelSpecs> Both = parseSpecSidecar(
      "kernels: {lu: {points: [{k: 1}], range: {k: [0, 4, 1]}}}\n", "x.cl.yaml");
  ASSERT_FALSE(Both.ok());
  EXPECT_NE(Both.message().find("either points or range"), std::string::npos);
  StatusOr<KernelSpecs> Huge =
      parseSpecSidecar("kernels: {lu: {range: {k: [0, 1000, 1]}}}\n", "x.cl.yaml");
  ASSERT_FALSE(Huge.ok());
  EXPECT_NE(Huge.message().find("more than 64 points"), std::string::npos);
  StatusOr<KernelSpecs> Step =
      parseSpecSidecar("kernels: {lu: {range: {k: [0, 10, 0]}}}\n", "x.cl.yaml");
  ASSERT_FALSE(Step.ok());
}

TEST(ProblemSpec, ScalarValuesAreChecked) {
  ProblemSpec S;
  SpecContext Ctx{"k", "k.cl", "k.cl.yaml"};
  S.Sizes = {{"n", "300"}, {"a", "0.25"}, {"b", "x1"}, {"m", "n/3"}};
  EXPECT_EQ(*resolveScalar(S, Ctx, "n", ElemType::Int), "300");
  EXPECT_EQ(*resolveScalar(S, Ctx, "m", ElemType::Int), "100");
  EXPECT_EQ(*resolveScalar(S, Ctx, "a", ElemType::Float), "0.25");
  EXPECT_FALSE(resolveScalar(S, Ctx, "n", ElemType::UChar).ok()); // 300 > 255
  EXPECT_FALSE(resolveScalar(S, Ctx, "b", ElemType::Float).ok());
}

TEST(ProblemSpec, CommandLineSyntax) {
  ProblemSpec S;
  EXPECT_EQ(addSizeArg(S, "N").message(),
            "bad --size 'N': expected NAME=VALUE, e.g. --size N=4096");
  EXPECT_FALSE(addSizeArg(S, "=4").ok());
  EXPECT_FALSE(addBufferArg(S, "A=N*(").ok());
  EXPECT_FALSE(setGlobalArg(S, "1,2,3,4").ok());
  EXPECT_TRUE(setGlobalArg(S, "NX,NY").ok());
}
