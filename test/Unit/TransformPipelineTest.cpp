//===- TransformPipelineTest.cpp - Parameters and the pipeline API -------===//

#include "AnalysisTestUtil.h"
#include "clopt/Transforms/KernelNest.h"
#include "clopt/Transforms/PassRegistry.h"
#include "clopt/Transforms/Pipeline.h"
#include <set>

using namespace clopt;
using clopt::test::analyze;

namespace {

const char *MatMul = R"(
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
)";

TEST(TransformRegistryTest, PipelineOrder) {
  std::vector<std::string> Names;
  for (const PassEntry &E : allPasses())
    Names.push_back(E.Name.str());
  EXPECT_EQ(Names, (std::vector<std::string>{"specialize", "tile", "local", "coarsen",
                                             "reduce", "private", "vector",
                                             "unroll", "accumulate", "addend",
                                             "stage", "wgshape"}));
  EXPECT_NE(findPass("tile"), nullptr);
  EXPECT_EQ(findPass("tiling"), nullptr);
}

const char *Transpose = R"(
__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[x * H + y] = in[y * W + x];
}
)";

const char *Conv1D = R"(
__kernel void conv1d(__global const float *in, __global const float *w,
                     __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t <= 2 * R; ++t)
      s += in[i + t] * w[t];
    out[i] = s;
  }
}
)";

const char *Syr2k = R"(
__kernel void syr2k(__global const float *A, __global const float *B,
                    __global float *C, int N) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * B[j * N + k] + B[i * N + k] * A[j * N + k];
    C[i * N + j] = sum;
  }
}
)";

const char *NBody = R"(
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int N,
                    float eps2) {
  int i = get_global_id(0);
  if (i < N) {
    float4 pi = pos[i];
    float4 a = (float4)(0.0f);
    for (int j = 0; j < N; ++j) {
      float4 d = pos[j] - pi;
      float r2 = d.x * d.x + d.y * d.y + d.z * d.z + eps2;
      a += d * (pos[j].w * rsqrt(r2 * r2 * r2));
    }
    acc[i] = a;
  }
}
)";

// Every value of every parameter prints to text that parses back to it,
// both through ParamSpec and through a --set string. Every pass applies to
// matmul but stage, which applies to the transpose, specialize, which
// applies to the convolution (its radius has a value), accumulate, which
// applies to syr2k (a sum of two products is added into sum), and addend,
// which applies to n-body (a squared distance plus a softening term).
TEST(TransformParamsTest, RoundTrip) {
  unsigned Checked = 0;
  std::set<std::string> Seen;
  for (const char *Code : {MatMul, Transpose, Conv1D, Syr2k, NBody}) {
    auto A = analyze(Code);
    PipelineOptions Opts;
    Opts.ScalarValues = {{"N", 4096}, {"R", 3}};
    std::vector<PassSpace> Space =
        listParameterSpace(*A.Source, A.kernel(), Opts);
    for (const PassSpace &S : Space) {
      if (Code == MatMul && S.Pass != "stage" && S.Pass != "specialize" &&
          S.Pass != "accumulate" && S.Pass != "addend")
        ASSERT_FALSE(S.NotApplicable) << S.Pass << ": " << S.NotApplicable->Message;
      if (S.NotApplicable)
        continue;
      Seen.insert(S.Pass);
      for (const ParamSpec &P : S.Params) {
        EXPECT_TRUE(P.parse(P.print(P.Default))) << S.Pass << "." << P.Name;
        for (const ParamChoice &C : P.Domain) {
          EXPECT_EQ(P.parse(P.print(C.Value)), C.Value);
          ParamValues V;
          std::string Set = S.Pass + "." + P.Name + "=" + P.print(C.Value);
          ASSERT_FALSE(bool(parseSetting(Set, Space, V))) << Set;
          EXPECT_EQ(V.get(S.Pass, P.Name), C.Value);
          ++Checked;
        }
      }
    }
  }
  EXPECT_EQ(Seen.size(), allPasses().size());
  EXPECT_GT(Checked, 30u);
}

TEST(TransformParamsTest, BadSettings) {
  auto A = analyze(MatMul);
  PipelineOptions Opts;
  std::vector<PassSpace> Space =
      listParameterSpace(*A.Source, A.kernel(), Opts);
  ParamValues V;
  std::string Msg = toString(parseSetting("tile.j=4", Space, V));
  EXPECT_NE(Msg.find("tile takes: k=1|2|4|8|16|32|64|128"), std::string::npos) << Msg;
  Msg = toString(parseSetting("coarsen.dist=3", Space, V));
  EXPECT_NE(Msg.find("valid: block|cyclic"), std::string::npos) << Msg;
  EXPECT_TRUE(V.all().empty());
}

TEST(TransformParamsTest, EnablesByPrefix) {
  ParamValues V;
  V.set("tile", "k", 4);
  EXPECT_TRUE(V.enables("tile"));
  EXPECT_FALSE(V.enables("til"));
  EXPECT_FALSE(V.enables("unroll"));
  EXPECT_EQ(V.getOr("tile", "j", 7), 7);
}

// The library returns the geometry and the values used, defaults filled in.
TEST(TransformPipelineTest, GeometryAndAppliedValues) {
  auto A = analyze(MatMul);
  PipelineOptions Opts;
  ParamValues V;
  V.set("coarsen", "d0", 4);
  V.set("wgshape", "d0", 8);
  V.set("wgshape", "d1", 8);
  RemarkCollector Remarks;
  auto R = runPipeline(*A.Source, A.kernel(), Opts, V, Remarks);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->AppliedPasses, (std::vector<std::string>{"coarsen", "wgshape"}));
  EXPECT_EQ(R->Applied.get("coarsen", "d1"), 1);
  EXPECT_EQ(R->Applied.get("coarsen", "dist"), 0);
  EXPECT_EQ(R->Geometry.WorkDim, 2u);
  EXPECT_EQ(R->Geometry.Dims[0].Divisor, 4u);
  EXPECT_EQ(R->Geometry.Dims[0].Local, 8u);
  EXPECT_EQ(R->Geometry.Dims[1].Divisor, 1u);
  // The guard excludes the extra points: no precondition.
  EXPECT_EQ(R->Geometry.Dims[0].RequiredMultiple, 1u);
  EXPECT_EQ(R->WorkGroupSize, 64u);
  EXPECT_EQ(R->LocalMemBytes, 0u);
  std::array<uint64_t, 3> G{}, L{};
  R->Geometry.compute({67, 67, 1}, G, L);
  EXPECT_EQ(G[0], 24u); // roundUp(ceil(67 / 4), 8)
  EXPECT_EQ(G[1], 72u);
  EXPECT_NE(R->Code.find("reqd_work_group_size(8, 8, 1)"), std::string::npos);
}

TEST(TransformPipelineTest, LocalMemoryIsReported) {
  auto A = analyze(MatMul);
  PipelineOptions Opts;
  ParamValues V;
  V.set("tile", "k", 16);
  V.set("local", "pad", 0);
  V.set("wgshape", "d0", 8);
  V.set("wgshape", "d1", 8);
  RemarkCollector Remarks;
  auto R = runPipeline(*A.Source, A.kernel(), Opts, V, Remarks);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->LocalMemBytes, 2u * 8 * 16 * 4);
  bool Cached = false;
  for (const Remark &M : R->Remarks)
    Cached |= M.Kind == RemarkKind::Passed && M.Pass == "local";
  EXPECT_TRUE(Cached);
}

// A pass that does not apply is a remark, not an error.
TEST(TransformPipelineTest, NotApplicableIsARemark) {
  auto A = analyze(R"(
__kernel void copy(__global const float *in, __global float *out) {
  int i = get_global_id(0);
  out[i] = in[i];
}
)");
  PipelineOptions Opts;
  ParamValues V;
  V.set("tile", "k", 4);
  RemarkCollector Remarks;
  auto R = runPipeline(*A.Source, A.kernel(), Opts, V, Remarks);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_TRUE(R->AppliedPasses.empty());
  ASSERT_EQ(Remarks.Remarks.size(), 1u);
  EXPECT_EQ(Remarks.Remarks[0].Kind, RemarkKind::Missed);
  EXPECT_EQ(Remarks.Remarks[0].Pass, "tile");
}

} // namespace

namespace {
// A clone shares no statement with its original: rewriting one leaves the
// other's output unchanged (the pipeline restores snapshots on refusal).
TEST(KernelNestTest, CloneIsDeep) {
  auto A = analyze(MatMul);
  std::unique_ptr<nest::KernelNest> Nest =
      nest::buildKernelNest(*A.Source, A.kernel(), {}, {});
  ASSERT_FALSE(Nest->Unsupported);
  std::unique_ptr<nest::KernelNest> Copy = Nest->clone();
  nest::prepareForEmission(*Nest);
  nest::prepareForEmission(*Copy);
  std::string Before = nest::emitKernel(*Nest);
  EXPECT_EQ(nest::emitKernel(*Copy), Before);
  Copy->Body.clear();
  Copy->Blocks[0].Factor = 4;
  Copy->AppliedLog.push_back({"tile", "k=2"});
  EXPECT_EQ(nest::emitKernel(*Nest), Before);
  EXPECT_NE(nest::emitKernel(*Copy), Before);
}

// One prepared kernel serves any number of runs: each clones the prototype
// nest, so a run never sees what an earlier one did, and every run gives
// what runPipeline gives for the same values.
TEST(PreparedKernelTest, RunsMatchRunPipelineInAnyOrder) {
  auto A = analyze(MatMul);
  PipelineOptions Opts;
  Opts.GlobalExprs = {"N", "N"};
  PreparedKernel P(*A.Source, A.kernel(), Opts);
  ASSERT_EQ(P.space().size(), listParameterSpace(*A.Source, A.kernel(), Opts).size());

  std::vector<ParamValues> Sets(3);
  Sets[0].set("tile", "k", 16);
  Sets[0].set("coarsen", "d0", 4);
  Sets[0].set("wgshape", "d0", 8);
  Sets[1].set("tile", "k", 16);
  Sets[1].set("local", "pad", 1);
  Sets[1].set("unroll", "factor", 4);
  Sets[2].set("private", "hoist", 1);
  Sets[2].set("coarsen", "d1", 2);
  for (unsigned I : {0u, 1u, 2u, 0u, 1u}) {
    RemarkCollector Fresh, Reused;
    auto Expected = runPipeline(*A.Source, A.kernel(), Opts, Sets[I], Fresh);
    auto Got = P.run(Sets[I], Reused);
    ASSERT_TRUE(bool(Expected)) << toString(Expected.takeError());
    ASSERT_TRUE(bool(Got)) << toString(Got.takeError());
    EXPECT_EQ(Got->Code, Expected->Code) << "values set " << I;
    EXPECT_EQ(Got->AppliedPasses, Expected->AppliedPasses);
    EXPECT_EQ(Got->Geometry.describe(), Expected->Geometry.describe());
    EXPECT_EQ(Got->LocalMemBytes, Expected->LocalMemBytes);
    EXPECT_FALSE(Got->AppliedPasses.empty());
    // The kernel's text range: the rewrite replaces exactly it.
    std::string Spliced = A.Source->getCode().str();
    Spliced.replace(Got->KernelBegin, Got->KernelEnd - Got->KernelBegin,
                    Got->KernelCode);
    EXPECT_EQ(Spliced, Got->Code);
  }
}

// A deferred check leaves the re-parse to the caller: the same code, and
// check() accepts it.
TEST(PreparedKernelTest, DeferredCheck) {
  auto A = analyze(MatMul);
  PreparedKernel P(*A.Source, A.kernel(), PipelineOptions());
  ParamValues V;
  V.set("coarsen", "d1", 2);
  RemarkCollector R1, R2;
  auto Checked = P.run(V, R1);
  auto Deferred = P.run(V, R2, PreparedKernel::OutputCheck::Defer);
  ASSERT_TRUE(bool(Checked)) << toString(Checked.takeError());
  ASSERT_TRUE(bool(Deferred)) << toString(Deferred.takeError());
  EXPECT_EQ(Deferred->Code, Checked->Code);
  EXPECT_FALSE(bool(P.check(*Deferred)));
  RewriteResult Broken = *Deferred;
  Broken.Code += "\nthis does not parse\n";
  std::string Msg = toString(P.check(Broken));
  EXPECT_NE(Msg.find("the output of pass 'coarsen' on kernel 'matmul' does not parse"),
            std::string::npos)
      << Msg;
  // Several passes, whose outputs were not parsed one by one: each may be
  // at fault, and the message names them all, not the last alone.
  Broken.AppliedPasses = {"coarsen", "private", "wgshape"};
  Msg = toString(P.check(Broken));
  EXPECT_NE(Msg.find("the output of passes 'coarsen', 'private', 'wgshape' on kernel "
                     "'matmul' does not parse"),
            std::string::npos)
      << Msg;
}
} // namespace

// A specialized kernel records only parameters of its own space, and
// running the pipeline again with what it recorded (what the tuning
// database and the sidecar replay) gives the same kernel. Here loop 'b'
// is canonical only once R is a constant, so the special path's space has
// a parameter (tile.b) the kernel's own space lacks.
TEST(SpecializeTest, RecordedValuesReplayTheSameKernel) {
  auto A = analyze(R"(
__kernel void k(__global const float *in, __global float *out, int N, int K, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int a = 0; a < K; ++a)
      s += in[i + a];
    for (int b = 0; b < 1 << R; ++b)
      s += in[i + b];
    out[i] = s;
  }
}
)");
  PipelineOptions Opts;
  Opts.ScalarValues = {{"N", 256}, {"K", 64}, {"R", 2}};
  PreparedKernel P(*A.Source, A.kernel(), Opts);
  ParamValues V;
  V.set("specialize", "R", 2);
  V.set("tile", "a", 4);
  RemarkCollector First, Again;
  llvm::Expected<RewriteResult> R = P.run(V, First);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  ASSERT_EQ(R->AppliedPasses.front(), "specialize");
  for (const auto &[Key, Value] : R->Applied.all()) {
    auto [Pass, Param] = llvm::StringRef(Key).split('.');
    const PassSpace *S = nullptr;
    for (const PassSpace &X : P.space())
      if (X.Pass == Pass)
        S = &X;
    ASSERT_TRUE(S && S->findParam(Param)) << Key << " is not a parameter of the kernel";
  }
  EXPECT_EQ(R->Applied.get("specialize", "R"), std::optional<int64_t>(2));
  EXPECT_EQ(R->Applied.get("tile", "a"), std::optional<int64_t>(4));
  llvm::Expected<RewriteResult> Replayed = P.run(R->Applied, Again);
  ASSERT_TRUE(bool(Replayed)) << llvm::toString(Replayed.takeError());
  EXPECT_EQ(Replayed->Code, R->Code);
  EXPECT_EQ(Replayed->Applied, R->Applied);
}
