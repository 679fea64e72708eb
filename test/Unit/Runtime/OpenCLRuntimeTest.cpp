//===- OpenCLRuntimeTest.cpp - Builds, cache, job runner, host helper -----===//

#include "clopt/Runtime/Device/Device.h"
#include "clopt/Runtime/Device/JobRunner.h"
#include "clopt/Runtime/HostHelper/HostHelper.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <unistd.h>

using namespace clopt;

namespace {
class OpenCLTest : public ::testing::Test {
protected:
  void SetUp() override {
    StatusOr<Device> D = findDevice(DeviceSelector());
    ASSERT_TRUE(D.ok()) << D.message();
    Dev = *D;
    StatusOr<DeviceContext> C = createContext(Dev);
    ASSERT_TRUE(C.ok()) << C.message();
    Ctx = std::move(*C);
    char T[] = "/tmp/clopt-rt-test-XXXXXX";
    ASSERT_NE(mkdtemp(T), nullptr);
    Dir = T;
  }
  void TearDown() override {
    (void)std::system(("rm -rf '" + Dir + "'").c_str());
  }
  std::string write(const std::string &Name, const std::string &Text) {
    std::string P = Dir + "/" + Name;
    std::ofstream(P) << Text;
    return P;
  }
  /// The header clopt writes before each tuned kernel, stating the launch
  /// Sidecar records (the helper refuses a sidecar whose launch the file
  /// does not state); the first header of a kernel is the one read.
  static std::string statedHeaders(const TunedSidecar &Sidecar) {
    std::string Text;
    for (const TunedKernel &K : Sidecar.Kernels) {
      if (K.Geometry.WorkDim == 0)
        continue;
      Text += "// clopt: kernel '" + K.Name + "'\n//   launch: " + K.Geometry.describe();
      for (const std::string &P : K.Preconditions)
        Text += "; requires " + P;
      Text += "; no global work offset\n";
    }
    return Text;
  }
  /// The tuned file Cl and its sidecar, loaded and built for any device
  /// (the sidecars here name a hand-written one).
  StatusOr<TunedProgram> loadedAndBuilt(const std::string &Cl) {
    StatusOr<TunedProgram> P = TunedProgram::load(Cl);
    if (!P.ok())
      return P;
    P->allowOtherDevice();
    if (Status S = P->build(Ctx.Context.get(), Dev.Id, "", /*UseCache=*/false); !S.ok())
      return S;
    return P;
  }
  /// Source written as Name with Sidecar beside it, loaded and built;
  /// Source gets the headers of the launches Sidecar records.
  StatusOr<TunedProgram> built(const std::string &Name, const std::string &Source,
                               const TunedSidecar &Sidecar) {
    std::string Cl = write(Name, statedHeaders(Sidecar) + Source);
    if (Status S = writeTunedSidecar(Cl + ".yaml", Sidecar); !S.ok())
      return S;
    return loadedAndBuilt(Cl);
  }
  /// examples/matvec.cl, the original kernel as a user writes it.
  static std::string exampleMatvec() {
    std::ifstream In(std::string(CLOPT_TEST_SOURCE_DIR) + "/examples/matvec.cl");
    return std::string((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  }
  Device Dev;
  DeviceContext Ctx;
  std::string Dir;
};

const char *SumRows = R"(
__kernel void rowsum(__global const float *A, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[i * N + k];
    y[i] = s;
  }
})";

// The same sums, accumulated backwards: a different rounding, same answer.
const char *SumRowsBackwards = R"(
__kernel void rowsum(__global const float *A, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = N - 1; k >= 0; --k)
      s += A[i * N + k];
    y[i] = s;
  }
})";

const char *SumRowsOffByOne = R"(
__kernel void rowsum(__global const float *A, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[i * N + k];
    y[i] = i == N / 2 ? s + 0.5f : s;
  }
})";
} // namespace

TEST_F(OpenCLTest, SecondBuildIsACacheHit) {
  BinaryCache Cache(Dir + "/cache");
  std::string Src = std::string(SumRows) + "\n// " + Dir + "\n"; // unique source
  StatusOr<BuiltProgram> First =
      buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, Src, "", &Cache);
  ASSERT_TRUE(First.ok()) << First.message();
  EXPECT_FALSE(First->CacheHit);
  StatusOr<BuiltProgram> Second =
      buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, Src, "", &Cache);
  ASSERT_TRUE(Second.ok()) << Second.message();
  EXPECT_TRUE(Second->CacheHit);
  // Other options are another entry.
  StatusOr<BuiltProgram> Other =
      buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, Src, "-DX=1", &Cache);
  ASSERT_TRUE(Other.ok());
  EXPECT_FALSE(Other->CacheHit);
  // A corrupt entry is ignored and rebuilt.
  std::ofstream(Cache.pathFor({Dev.Info.Name, Dev.Info.Platform, Dev.Info.DriverVersion,
                               "", Src}),
                std::ios::binary)
      << "garbage";
  StatusOr<BuiltProgram> Rebuilt =
      buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, Src, "", &Cache);
  ASSERT_TRUE(Rebuilt.ok());
  EXPECT_FALSE(Rebuilt->CacheHit);
  cl_int Err;
  ClKernel K(clCreateKernel(Rebuilt->Program.get(), "rowsum", &Err));
  EXPECT_EQ(Err, CL_SUCCESS);
  StatusOr<KernelWorkInfo> W = queryKernelWorkInfo(K.get(), Dev.Id);
  ASSERT_TRUE(W.ok());
  EXPECT_GT(W->WorkGroupSize, 0u);
}

TEST_F(OpenCLTest, BuildErrorsCarryTheLog) {
  StatusOr<BuiltProgram> B = buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info,
                                          "__kernel void k() { nope; }", "", nullptr);
  ASSERT_FALSE(B.ok());
  EXPECT_NE(B.message().find("CL_BUILD_PROGRAM_FAILURE"), std::string::npos);
  EXPECT_NE(B.message().find("nope"), std::string::npos) << B.message();
}

TEST_F(OpenCLTest, JobRunnerVerifiesWithAReassociationTolerance) {
  Job J;
  J.Mode = JobMode::VerifyTime;
  J.Kernel = "rowsum";
  J.ReferenceSource = write("ref.cl", SumRows);
  const unsigned N = 300;
  J.Global = {N};
  KernelArg A{"A", ArgKind::Buffer, ElemType::Float, N * N};
  KernelArg Y{"y", ArgKind::Buffer, ElemType::Float, N};
  Y.Check = true;
  KernelArg NA{"N", ArgKind::Scalar, ElemType::Int};
  NA.Value = std::to_string(N);
  J.Args = {A, Y, NA};
  J.Variants = {{"backwards", write("b.cl", SumRowsBackwards), "", {N}, {}, ""},
                {"off", write("o.cl", SumRowsOffByOne), "", {N}, {}, ""},
                {"groups", write("g.cl", SumRows), "", {320}, {32}, ""},
                {"bad-groups", write("g2.cl", SumRows), "", {N}, {7}, ""}};
  J.Timing.MinReps = 2;
  J.Timing.MaxReps = 3;
  J.Cache.Enabled = false;
  ResultLog Log;
  std::string ResultPath = Dir + "/result.yaml";
  ASSERT_TRUE(Log.open(ResultPath).ok());
  std::string Error;
  ASSERT_EQ(runJob(J, Log, JobRunnerHooks(), Error), WorkerOk) << Error;
  StatusOr<JobResult> R = readJobResultFile(ResultPath);
  ASSERT_TRUE(R.ok()) << R.message();
  ASSERT_TRUE(R->Reference && R->Reference->ok());
  EXPECT_GE(R->Reference->Reps, 2u);
  EXPECT_EQ(R->Reference->QuantilesMs.size(), 5u);

  const RunResult *B = R->find("backwards");
  ASSERT_TRUE(B);
  EXPECT_EQ(B->Status, RunStatus::Ok) << B->Message;
  EXPECT_GT(B->MaxRelError, 0.0); // the rounding really differs
  EXPECT_GT(B->TimeMs, 0.0);

  const RunResult *Off = R->find("off");
  ASSERT_TRUE(Off);
  EXPECT_EQ(Off->Status, RunStatus::Correctness);
  EXPECT_EQ(Off->Message.rfind("y[150]: expected ", 0), 0u) << Off->Message;

  // Global 320 with local 32: the extra items are guarded by i < N.
  EXPECT_EQ(R->find("groups")->Status, RunStatus::Ok) << R->find("groups")->Message;
  EXPECT_EQ(R->find("bad-groups")->Status, RunStatus::Constraints);
  EXPECT_EQ(R->find("bad-groups")->Message,
            "global size 0 (300) is not a multiple of local size 7");
}

TEST_F(OpenCLTest, HostHelperAppliesGeometryAndPreconditions) {
  std::string Src = std::string(CLOPT_TEST_SOURCE_DIR) +
                    "/test/Inputs/runtime/matvec-coarsen2.cl";
  StatusOr<TunedProgram> P = TunedProgram::load(Src);
  ASSERT_TRUE(P.ok()) << P.message();
  // Its sidecar names the device "hand-written": refused unless allowed.
  Status Other = P->build(Ctx.Context.get(), Dev.Id, "", /*UseCache=*/false);
  ASSERT_FALSE(Other.ok());
  EXPECT_EQ(Other.message(),
            Src + ": kernel 'matvec' was tuned for device 'hand-written', not for '" +
                Dev.Info.Name + "'; tune it on this device (clopt --device), or call "
                "TunedProgram::allowOtherDevice() to run it anyway");
  P->allowOtherDevice();
  ASSERT_TRUE(P->build(Ctx.Context.get(), Dev.Id, "", /*UseCache=*/false).ok());
  StatusOr<TunedKernelLauncher> K = P->kernel("matvec");
  ASSERT_TRUE(K.ok()) << K.message();
  std::vector<size_t> G, L;
  ASSERT_TRUE(K->launchSizes({67}, G, L).ok());
  EXPECT_EQ(G, (std::vector<size_t>{34}));
  EXPECT_TRUE(L.empty());
  EXPECT_FALSE(P->kernel("nosuch").ok());

  // A variant that needs N % 64 == 0 and a fixed work-group of 16.
  TunedSidecar S = P->sidecar();
  S.Kernels[0].Geometry.Dims[0].Local = 16;
  S.Kernels[0].Preconditions = {"N % 64 == 0"};
  StatusOr<TunedProgram> P2 = built("pre.cl", P->source(), S);
  ASSERT_TRUE(P2.ok()) << P2.message();
  StatusOr<TunedKernelLauncher> K2 = P2->kernel("matvec");
  ASSERT_TRUE(K2.ok());
  Status Unset = K2->launchSizes({128}, G, L);
  ASSERT_FALSE(Unset.ok());
  EXPECT_EQ(Unset.message(),
            "kernel 'matvec': set argument 'N' before launching (its precondition uses it)");
  int N = 100;
  ASSERT_TRUE(K2->setArg(3, N).ok());
  Status Bad = K2->launch(Ctx.Queue.get(), {100});
  ASSERT_FALSE(Bad.ok());
  EXPECT_EQ(Bad.message(), "kernel 'matvec': precondition 'N % 64 == 0' does not hold");
  N = 128;
  ASSERT_TRUE(K2->setArg(3, N).ok());
  ASSERT_TRUE(K2->launchSizes({128}, G, L).ok());
  EXPECT_EQ(G, (std::vector<size_t>{64}));
  EXPECT_EQ(L, (std::vector<size_t>{16}));
  // A fixed local size is the variant's own: the original's is not used.
  K2->setOriginalLocal({32});
  ASSERT_TRUE(K2->launchSizes({128}, G, L).ok());
  EXPECT_EQ(L, (std::vector<size_t>{16}));
  // A negative size passed as size_t: roundUp(ceil(G0 / 2), 16) wrapped to
  // a global size of 0 and the launch reported success.
  Status Wrapped = K2->launch(Ctx.Queue.get(), {size_t(-3)});
  ASSERT_FALSE(Wrapped.ok());
  EXPECT_EQ(Wrapped.message(),
            "kernel 'matvec': global size 0 (18446744073709551613) is larger than "
            "9223372036854775807 (a negative value passed as size_t?)");
}

// A kernel launched like the original (kept by clopt, or not listed by the
// sidecar) gets the original's local size where the application gives it:
// one that sizes __local scratch by its work-group ran with the
// implementation's choice (NULL) and computed garbage.
TEST_F(OpenCLTest, HostHelperKeepsTheOriginalLocalSize) {
  std::string Src = std::string(CLOPT_TEST_SOURCE_DIR) +
                    "/test/Inputs/runtime/matvec-coarsen2.cl";
  StatusOr<TunedProgram> P = TunedProgram::load(Src);
  ASSERT_TRUE(P.ok()) << P.message();
  TunedSidecar S = P->sidecar();
  S.Kernels[0].Geometry = LaunchGeometry(); // kept: the original's launch
  S.Kernels[0].Geometry.WorkDim = 1;
  StatusOr<TunedProgram> Kept = built("kept.cl", P->source(), S);
  ASSERT_TRUE(Kept.ok()) << Kept.message();
  StatusOr<TunedKernelLauncher> K = Kept->kernel("matvec");
  ASSERT_TRUE(K.ok()) << K.message();
  std::vector<size_t> G, L;
  ASSERT_TRUE(K->launchSizes({128}, G, L).ok());
  EXPECT_TRUE(L.empty());
  K->setOriginalLocal({64});
  ASSERT_TRUE(K->launchSizes({128}, G, L).ok());
  EXPECT_EQ(G, (std::vector<size_t>{128}));
  EXPECT_EQ(L, (std::vector<size_t>{64}));
  K->setOriginalLocal({64, 1});
  EXPECT_FALSE(K->launchSizes({128}, G, L).ok());
  // {N, 1} for a 1-D kernel, as the original could be launched: a variant
  // takes it, and only a kernel kept as the original takes {N, 3}.
  ASSERT_TRUE(K->launchSizes({128, 1}, G, L).ok());
  EXPECT_EQ(G, (std::vector<size_t>{128, 1}));
  EXPECT_EQ(L, (std::vector<size_t>{64, 1}));
  Status Wide = K->launchSizes({128, 3}, G, L);
  ASSERT_FALSE(Wide.ok());
  EXPECT_EQ(Wide.message(), "kernel 'matvec' takes a 1-dimensional global size: "
                            "dimension 1 of the one given is 3, and a dimension past "
                            "the variant's must be 1");
  S.Kernels[0].Parameters.clear(); // kept by clopt
  StatusOr<TunedProgram> Original = built("original.cl", P->source(), S);
  ASSERT_TRUE(Original.ok()) << Original.message();
  StatusOr<TunedKernelLauncher> KO = Original->kernel("matvec");
  ASSERT_TRUE(KO.ok()) << KO.message();
  ASSERT_TRUE(KO->launchSizes({128, 3}, G, L).ok());
  EXPECT_EQ(G, (std::vector<size_t>{128, 3}));
}

// Copies of a launcher are one kernel: a scalar set through either is the
// value both launches use and both precondition checks read (a copy kept
// its own stale value and checked N = 100 after the kernel was given 128).
TEST_F(OpenCLTest, HostHelperCopiesShareTheKernelsScalars) {
  std::string Src = std::string(CLOPT_TEST_SOURCE_DIR) +
                    "/test/Inputs/runtime/matvec-coarsen2.cl";
  StatusOr<TunedProgram> P = TunedProgram::load(Src);
  ASSERT_TRUE(P.ok()) << P.message();
  TunedSidecar S = P->sidecar();
  S.Kernels[0].Preconditions = {"N % 64 == 0"};
  StatusOr<TunedProgram> P2 = built("copies.cl", P->source(), S);
  ASSERT_TRUE(P2.ok()) << P2.message();
  StatusOr<TunedKernelLauncher> K = P2->kernel("matvec");
  ASSERT_TRUE(K.ok()) << K.message();
  int N = 128;
  ASSERT_TRUE(K->setArg(3, N).ok());
  TunedKernelLauncher Copy = *K;
  N = 100;
  ASSERT_TRUE(Copy.setArg(3, N).ok());
  std::vector<size_t> G, L;
  Status Original = K->launchSizes({128}, G, L);
  ASSERT_FALSE(Original.ok());
  EXPECT_EQ(Original.message(), "kernel 'matvec': precondition 'N % 64 == 0' does not hold");
  EXPECT_EQ(K->handle(), Copy.handle());
}

// A scalar the sidecar declares long, set with 4 bytes: the helper said to
// set it, though it was set.
TEST_F(OpenCLTest, HostHelperNamesAScalarOfTheWrongSize) {
  std::string Src = std::string(CLOPT_TEST_SOURCE_DIR) +
                    "/test/Inputs/runtime/matvec-coarsen2.cl";
  StatusOr<TunedProgram> P = TunedProgram::load(Src);
  ASSERT_TRUE(P.ok()) << P.message();
  TunedSidecar S = P->sidecar();
  S.Kernels[0].Args[3].Type = ElemType::Long;
  S.Kernels[0].Preconditions = {"N % 64 == 0"};
  StatusOr<TunedProgram> P2 = built("long.cl", P->source(), S);
  ASSERT_TRUE(P2.ok()) << P2.message();
  StatusOr<TunedKernelLauncher> K = P2->kernel("matvec");
  ASSERT_TRUE(K.ok()) << K.message();
  int N = 128;
  ASSERT_TRUE(K->setArg(3, N).ok());
  std::vector<size_t> G, L;
  Status Wrong = K->launchSizes({128}, G, L);
  ASSERT_FALSE(Wrong.ok());
  EXPECT_EQ(Wrong.message(),
            "kernel 'matvec': argument 'N' was set with 4 bytes, but the sidecar "
            "declares it long (expected 8 bytes); its precondition cannot read it");
}

// A ulong past INT64_MAX read as negative: `G0 >= (N)` held for N =
// (ulong)-1, and the variant computed ids the original's guard excludes.
TEST_F(OpenCLTest, HostHelperRefusesAULongPreconditionsCannotRead) {
  std::string Src = std::string(CLOPT_TEST_SOURCE_DIR) +
                    "/test/Inputs/runtime/matvec-coarsen2.cl";
  StatusOr<TunedProgram> P = TunedProgram::load(Src);
  ASSERT_TRUE(P.ok()) << P.message();
  TunedSidecar S = P->sidecar();
  S.Kernels[0].Args[3].Type = ElemType::ULong;
  S.Kernels[0].Preconditions = {"G0 >= (N)"};
  std::string Source = P->source();
  size_t Param = Source.find("int N)");
  ASSERT_NE(Param, std::string::npos);
  Source.replace(Param, 3, "ulong");
  StatusOr<TunedProgram> P2 = built("ulong.cl", Source, S);
  ASSERT_TRUE(P2.ok()) << P2.message();
  StatusOr<TunedKernelLauncher> K = P2->kernel("matvec");
  ASSERT_TRUE(K.ok()) << K.message();
  uint64_t N = UINT64_MAX;
  ASSERT_TRUE(K->setArg(3, sizeof N, &N).ok());
  std::vector<size_t> G, L;
  Status Huge = K->launchSizes({256}, G, L);
  ASSERT_FALSE(Huge.ok());
  EXPECT_EQ(Huge.message(),
            "kernel 'matvec': argument 'N' is 18446744073709551615, beyond the 64-bit "
            "signed range preconditions are evaluated in; its precondition cannot read it");
  N = 256;
  ASSERT_TRUE(K->setArg(3, sizeof N, &N).ok());
  EXPECT_TRUE(K->launchSizes({256}, G, L).ok());
}

// A kernel clopt kept as written, tuned with `--local 64`: its sidecar
// records that launch as a fixed local size, but the application's own
// local size (and global size, zero dimensions too) is what it runs with.
TEST_F(OpenCLTest, HostHelperLaunchesAKeptKernelAsTheApplicationDoes) {
  std::string Plain = exampleMatvec();
  ASSERT_FALSE(Plain.empty());
  TunedSidecar S;
  TunedKernel Kept;
  Kept.Name = "matvec";
  Kept.Geometry.WorkDim = 1;
  Kept.Geometry.Dims[0].Local = 64;
  Kept.Geometry.Dims[0].RequiredMultiple = 64;
  S.Kernels.push_back(Kept);
  StatusOr<TunedProgram> P = built("kept.cl", Plain, S);
  ASSERT_TRUE(P.ok()) << P.message();
  StatusOr<TunedKernelLauncher> K = P->kernel("matvec");
  ASSERT_TRUE(K.ok()) << K.message();
  K->setOriginalLocal({32, 1});
  std::vector<size_t> G, L;
  ASSERT_TRUE(K->launchSizes({96, 0}, G, L).ok());
  EXPECT_EQ(G, (std::vector<size_t>{96, 0}));
  EXPECT_EQ(L, (std::vector<size_t>{32, 1}));
}

// A sidecar from another run beside OUT.cl: the kernel's header states one
// launch, the sidecar another; launched with the sidecar's, half of the
// rows (or twice as many) would be computed.
TEST_F(OpenCLTest, HostHelperRefusesASidecarFromAnotherRun) {
  std::string Src = std::string(CLOPT_TEST_SOURCE_DIR) +
                    "/test/Inputs/runtime/matvec-coarsen2.cl";
  StatusOr<TunedProgram> P = TunedProgram::load(Src);
  ASSERT_TRUE(P.ok()) << P.message();
  const std::string Header = "// clopt: kernel 'matvec'\n"
                             "//   coarsen: d0=4\n"
                             "//   launch: global[0] = ceil(G0 / 4); no global work offset\n";
  std::string Cl = write("stale.cl", Header + P->source());
  ASSERT_TRUE(writeTunedSidecar(Cl + ".yaml", P->sidecar()).ok());
  StatusOr<TunedProgram> Stale = loadedAndBuilt(Cl);
  ASSERT_TRUE(Stale.ok()) << Stale.message();
  StatusOr<TunedKernelLauncher> K = Stale->kernel("matvec");
  ASSERT_FALSE(K.ok());
  EXPECT_EQ(K.message(),
            Cl + ": kernel 'matvec': its header states the launch 'global[0] = ceil(G0 / "
                 "4)', the sidecar 'global[0] = ceil(G0 / 2)': the sidecar was not "
                 "written with this file (tune again, or keep the two files clopt wrote "
                 "together)");

  // The header matches: accepted. Not listed by the sidecar at all, the
  // kernel would be launched like the original: refused as well.
  std::string Same = write("same.cl", "// clopt: kernel 'matvec'\n"
                                      "//   launch: global[0] = ceil(G0 / 2); no global "
                                      "work offset\n" + P->source());
  ASSERT_TRUE(writeTunedSidecar(Same + ".yaml", P->sidecar()).ok());
  StatusOr<TunedProgram> Matching = loadedAndBuilt(Same);
  ASSERT_TRUE(Matching.ok()) << Matching.message();
  EXPECT_TRUE(Matching->kernel("matvec").ok());
  TunedSidecar Empty = P->sidecar();
  Empty.Kernels.clear();
  ASSERT_TRUE(writeTunedSidecar(Same + ".yaml", Empty).ok());
  StatusOr<TunedProgram> Unlisted = TunedProgram::load(Same);
  ASSERT_TRUE(Unlisted.ok()) << Unlisted.message();
  ASSERT_TRUE(Unlisted->build(Ctx.Context.get(), Dev.Id, "", false).ok());
  StatusOr<TunedKernelLauncher> U = Unlisted->kernel("matvec");
  ASSERT_FALSE(U.ok());
  EXPECT_NE(U.message().find("but the sidecar does not list the kernel"), std::string::npos)
      << U.message();

  // A variant's sidecar beside a file that states no launch for the kernel
  // (a kernel clopt kept, or the original itself): refused, not run with
  // the variant's geometry (a quarter of the rows computed).
  std::string Kept = write("kept-stale.cl", exampleMatvec());
  ASSERT_TRUE(writeTunedSidecar(Kept + ".yaml", P->sidecar()).ok());
  StatusOr<TunedProgram> KeptFile = loadedAndBuilt(Kept);
  ASSERT_TRUE(KeptFile.ok()) << KeptFile.message();
  StatusOr<TunedKernelLauncher> KK = KeptFile->kernel("matvec");
  ASSERT_FALSE(KK.ok());
  EXPECT_EQ(KK.message(),
            Kept + ": kernel 'matvec': the sidecar records a tuned launch ('global[0] = "
                   "ceil(G0 / 2)'), but the file states none for it (a kernel clopt kept, "
                   "or the original): the sidecar was not written with this file");
}

// A launcher declared before kernel() assigns it (a member, say) has no
// kernel: its calls dereferenced a null pointer.
TEST(HostHelper, DefaultConstructedLauncherIsAnError) {
  TunedKernelLauncher L;
  const std::string Why =
      "launcher not obtained from TunedProgram::kernel(): it has no kernel";
  std::vector<size_t> G, Local;
  Status S = L.launchSizes({16}, G, Local);
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), Why);
  S = L.setArg(0, 4);
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), Why);
  S = L.launch(nullptr, {16});
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), Why);
  EXPECT_EQ(L.handle(), nullptr);
}
