//===- WorkerClientTest.cpp - Crashes and hangs cost one variant ----------===//
//
// Runs the real clopt-worker on PoCL: a variant that segfaults the worker and
// one that hangs are recorded as crashed and timeout, and the variants after
// them still run in fresh workers. A crash or hang while several variants
// are compiled at once (the build phase) is blamed on its variant after a
// serial retry, and the build phase changes no result.
//
//===----------------------------------------------------------------------===//

#include "clopt/WorkerClient/WorkerClient.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <sys/stat.h>

using namespace clopt;

static std::string input(const std::string &Name) {
  return std::string(CLOPT_TEST_SOURCE_DIR) + "/test/Inputs/runtime/" + Name;
}

static Job matvecJob(unsigned N) {
  Job J;
  J.Mode = JobMode::Verify;
  J.Kernel = "matvec";
  J.ReferenceSource = std::string(CLOPT_TEST_SOURCE_DIR) + "/examples/matvec.cl";
  J.Global = {N};
  KernelArg A{"A", ArgKind::Buffer, ElemType::Float, uint64_t(N) * N};
  KernelArg X{"x", ArgKind::Buffer, ElemType::Float, N};
  KernelArg Y{"y", ArgKind::Buffer, ElemType::Float, N};
  Y.Check = true;
  KernelArg NA{"N", ArgKind::Scalar, ElemType::Int};
  NA.Value = std::to_string(N);
  J.Args = {A, X, Y, NA};
  J.Timing.TimeoutMs = 300;
  return J;
}

TEST(WorkerClient, CrashAndHangCostOneVariantEach) {
  char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  Job J = matvecJob(24);
  J.Variants = {{"crash", input("matvec-crash.cl"), "", {24}, {}, ""},
                {"good", input("matvec-coarsen2.cl"), "", {12}, {}, ""},
                {"hang", input("matvec-hang.cl"), "", {24}, {}, ""},
                {"wrong", input("matvec-wrong.cl"), "", {24}, {}, ""}};
  WorkerRunOptions O;
  O.WorkerPath = CLOPT_TEST_WORKER;
  O.WorkDir = Dir;
  O.ProcessTimeoutMs = 120000;
  StatusOr<JobResult> R = runJobInWorker(J, O);
  ASSERT_TRUE(R.ok()) << R.message();
  ASSERT_TRUE(R->Reference && R->Reference->ok());
  ASSERT_EQ(R->Variants.size(), 4u);
  EXPECT_EQ(R->find("crash")->Status, RunStatus::Crashed);
  EXPECT_NE(R->find("crash")->Message.find("SIG"), std::string::npos);
  EXPECT_EQ(R->find("good")->Status, RunStatus::Ok);
  EXPECT_EQ(R->find("hang")->Status, RunStatus::Timeout);
  EXPECT_EQ(R->find("wrong")->Status, RunStatus::Correctness);
  (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
}

// The same jobs through one `clopt-worker serve` process: a crash and a hang
// cost one variant each (the server is started again after each), and a job
// that fails (its kernel does not exist) is followed by jobs that run as if
// in a fresh process, the second of them on the data the first kept.
TEST(WorkerClient, AServerRunsJobsOneAfterAnother) {
  char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  WorkerServer Server(CLOPT_TEST_WORKER, std::string(Dir) + "/serve.stderr");
  WorkerRunOptions O;
  O.WorkerPath = CLOPT_TEST_WORKER;
  O.WorkDir = Dir;
  O.ProcessTimeoutMs = 120000;
  O.Server = &Server;

  Job Faults = matvecJob(24);
  Faults.Timing.FirstLaunchAllowanceMs = 0; // the hang is noticed after 300 ms
  Faults.Variants = {{"crash", input("matvec-crash.cl"), "", {24}, {}, ""},
                     {"good", input("matvec-coarsen2.cl"), "", {12}, {}, ""},
                     {"hang", input("matvec-hang.cl"), "", {24}, {}, ""}};
  StatusOr<JobResult> R = runJobInWorker(Faults, O);
  ASSERT_TRUE(R.ok()) << R.message();
  ASSERT_EQ(R->Variants.size(), 3u);
  EXPECT_EQ(R->find("crash")->Status, RunStatus::Crashed);
  EXPECT_EQ(R->find("good")->Status, RunStatus::Ok);
  EXPECT_EQ(R->find("hang")->Status, RunStatus::Timeout);

  Job Missing = matvecJob(24);
  Missing.Kernel = "no_such_kernel";
  Missing.Variants = {{"good", input("matvec-coarsen2.cl"), "", {12}, {}, ""}};
  StatusOr<JobResult> Failed = runJobInWorker(Missing, O);
  EXPECT_TRUE(!Failed.ok() || !Failed->Reference || !Failed->Reference->ok());

  Job Good = matvecJob(24);
  Good.Variants = {{"good", input("matvec-coarsen2.cl"), "", {12}, {}, ""},
                   {"wrong", input("matvec-wrong.cl"), "", {24}, {}, ""}};
  for (int Round = 0; Round < 2; ++Round) {
    StatusOr<JobResult> G = runJobInWorker(Good, O);
    ASSERT_TRUE(G.ok()) << G.message();
    ASSERT_TRUE(G->Reference && G->Reference->ok()) << Round;
    EXPECT_EQ(G->find("good")->Status, RunStatus::Ok) << Round;
    EXPECT_EQ(G->find("wrong")->Status, RunStatus::Correctness) << Round;
  }
  (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
}

TEST(WorkerClient, ProcessTimeoutCatchesWhatTheWatchdogMisses) {
  char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  Job J = matvecJob(8);
  J.Timing.TimeoutMs = 60000; // the worker would wait a minute
  J.Variants = {{"hang", input("matvec-hang.cl"), "", {8}, {}, ""},
                {"good", input("matvec-coarsen2.cl"), "", {4}, {}, ""}};
  WorkerRunOptions O;
  O.WorkerPath = CLOPT_TEST_WORKER;
  O.WorkDir = Dir;
  O.ProcessTimeoutMs = 3000;
  StatusOr<JobResult> R = runJobInWorker(J, O);
  ASSERT_TRUE(R.ok()) << R.message();
  EXPECT_EQ(R->find("hang")->Status, RunStatus::Timeout);
  EXPECT_EQ(R->find("hang")->Message, "worker killed after 3000 ms");
  EXPECT_EQ(R->find("good")->Status, RunStatus::Ok);
  (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
}

TEST(WorkerClient, DeviceListAndErrors) {
  StatusOr<std::vector<DeviceInfo>> D = listDevicesInWorker(CLOPT_TEST_WORKER);
  ASSERT_TRUE(D.ok()) << D.message();
  ASSERT_FALSE(D->empty());
  EXPECT_EQ((*D)[0].Index, 0u);
  EXPECT_GT((*D)[0].MaxWorkGroupSize, 0u);

  char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  Job J = matvecJob(8);
  J.ReferenceSource = input("matvec-broken.cl");
  WorkerRunOptions O;
  O.WorkerPath = CLOPT_TEST_WORKER;
  O.WorkDir = Dir;
  StatusOr<JobResult> R = runJobInWorker(J, O);
  ASSERT_TRUE(R.ok()) << R.message();
  EXPECT_EQ(R->Reference->Status, RunStatus::Compile);
  EXPECT_NE(R->Reference->Message.find("'total'"), std::string::npos);
  J.Device.Index = 42;
  R = runJobInWorker(J, O);
  ASSERT_FALSE(R.ok());
  EXPECT_EQ(R.message().rfind("device index 42 is out of range", 0), 0u) << R.message();
  (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
}

static std::string readText(const std::string &Path) {
  std::ifstream In(Path);
  std::ostringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// Sets CLOPT_WORKER_DEBUG_BUILD_FAULTS for the workers this test starts.
struct CompilerFaults {
  CompilerFaults() { setenv("CLOPT_WORKER_DEBUG_BUILD_FAULTS", "1", 1); }
  ~CompilerFaults() { unsetenv("CLOPT_WORKER_DEBUG_BUILD_FAULTS"); }
};

/// Four variants, the third of which kills or hangs the compiler.
static Job buildFaultJob(const std::string &Faulty) {
  Job J = matvecJob(24);
  J.Cache.Enabled = false;
  J.BuildThreads = 4;
  J.Variants = {{"good", input("matvec-coarsen2.cl"), "", {12}, {}, ""},
                {"wrong", input("matvec-wrong.cl"), "", {24}, {}, ""},
                {"faulty", input(Faulty), "", {12}, {}, ""},
                {"after", input("matvec-coarsen2.cl"), "", {12}, {}, ""}};
  return J;
}

static void expectOthersUnharmed(const JobResult &R) {
  ASSERT_EQ(R.Variants.size(), 4u);
  EXPECT_EQ(R.find("good")->Status, RunStatus::Ok);
  EXPECT_EQ(R.find("wrong")->Status, RunStatus::Correctness);
  EXPECT_EQ(R.find("after")->Status, RunStatus::Ok);
}

TEST(WorkerClient, CrashInTheBuildPhaseIsBlamedAfterASerialRetry) {
  CompilerFaults Faults;
  char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  WorkerRunOptions O;
  O.WorkerPath = CLOPT_TEST_WORKER;
  O.WorkDir = Dir;
  O.ProcessTimeoutMs = 120000;
  StatusOr<JobResult> R = runJobInWorker(buildFaultJob("matvec-build-crash.cl"), O);
  ASSERT_TRUE(R.ok()) << R.message();
  expectOthersUnharmed(*R);
  EXPECT_EQ(R->find("faulty")->Status, RunStatus::Crashed);
  EXPECT_EQ(R->find("faulty")->Message, "worker killed by SIGSEGV while running this variant");
  // The first worker died in its build phase; the second built one at a
  // time and died on the faulty variant; the third ran the last one.
  std::string First = readText(std::string(Dir) + "/run.0.result.yaml");
  EXPECT_NE(First.find("building: [good, wrong, faulty, after]"), std::string::npos) << First;
  EXPECT_EQ(First.find("built:"), std::string::npos) << First;
  EXPECT_EQ(First.find("started:"), std::string::npos) << First;
  EXPECT_NE(readText(std::string(Dir) + "/run.1.job.yaml").find("build_threads: 1"),
            std::string::npos) << Dir;
  EXPECT_EQ(readText(std::string(Dir) + "/run.1.result.yaml").find("building:"),
            std::string::npos);
  EXPECT_NE(readText(std::string(Dir) + "/run.2.job.yaml").find("build_threads: 1"),
            std::string::npos);
  if (!HasFailure())
    (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
}

TEST(WorkerClient, HangInTheBuildPhaseIsBlamedAfterASerialRetry) {
  CompilerFaults Faults;
  char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
  ASSERT_NE(mkdtemp(Dir), nullptr);
  WorkerRunOptions O;
  O.WorkerPath = CLOPT_TEST_WORKER;
  O.WorkDir = Dir;
  O.ProcessTimeoutMs = 120000;
  // The worker's build timeout fires in the build phase, then again when
  // the faulty variant is compiled alone.
  Job J = buildFaultJob("matvec-build-hang.cl");
  J.Timing.BuildTimeoutMs = 500;
  StatusOr<JobResult> R = runJobInWorker(J, O);
  ASSERT_TRUE(R.ok()) << R.message();
  expectOthersUnharmed(*R);
  EXPECT_EQ(R->find("faulty")->Status, RunStatus::Timeout);
  EXPECT_EQ(R->find("faulty")->Message, "compiling took longer than 500 ms (the build timeout)");
  EXPECT_EQ(readText(std::string(Dir) + "/run.0.result.yaml").find("built:"),
            std::string::npos);

  // Without a build timeout the driver's process timeout ends the hang.
  std::string Dir2 = std::string(Dir) + "/no-build-timeout";
  ASSERT_EQ(mkdir(Dir2.c_str(), 0700), 0);
  O.WorkDir = Dir2;
  O.ProcessTimeoutMs = 3000;
  J.Timing.BuildTimeoutMs = 0;
  R = runJobInWorker(J, O);
  ASSERT_TRUE(R.ok()) << R.message();
  expectOthersUnharmed(*R);
  EXPECT_EQ(R->find("faulty")->Status, RunStatus::Timeout);
  EXPECT_EQ(R->find("faulty")->Message, "worker killed after 3000 ms");
  (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
}

/// A build log names the driver's temporary copy of the source, whose name
/// changes from one build to the next.
static std::string withoutTempNames(const std::string &Message) {
  return std::regex_replace(Message, std::regex("tempfile_[A-Za-z0-9]+"), "tempfile");
}

TEST(WorkerClient, TheBuildPhaseChangesNoResult) {
  Job J = matvecJob(48);
  J.Mode = JobMode::Verify;
  J.Cache.Enabled = false;
  J.Variants = {{"good", input("matvec-coarsen2.cl"), "", {24}, {}, ""},
                {"wrong", input("matvec-wrong.cl"), "", {48}, {}, ""},
                {"broken", input("matvec-broken.cl"), "", {48}, {}, ""},
                {"needs-multiple", input("matvec-coarsen2.cl"), "", {24}, {}, "N % 64 == 0"},
                {"big-group", std::string(CLOPT_TEST_SOURCE_DIR) + "/examples/matvec.cl", "",
                 {48}, {1000000}, ""},
                {"plain", std::string(CLOPT_TEST_SOURCE_DIR) + "/examples/matvec.cl", "",
                 {48}, {16}, ""}};
  std::vector<JobResult> Results;
  for (unsigned Threads : {1u, 3u}) {
    char Dir[] = "/tmp/clopt-worker-test-XXXXXX";
    ASSERT_NE(mkdtemp(Dir), nullptr);
    WorkerRunOptions O;
    O.WorkerPath = CLOPT_TEST_WORKER;
    O.WorkDir = Dir;
    J.BuildThreads = Threads;
    StatusOr<JobResult> R = runJobInWorker(J, O);
    ASSERT_TRUE(R.ok()) << R.message();
    std::string Log = readText(std::string(Dir) + "/run.0.result.yaml");
    // The variant whose precondition fails is not built in either mode.
    EXPECT_EQ(Log.find("building: [good, wrong, broken, big-group, plain]") !=
                  std::string::npos,
              Threads > 1)
        << Log;
    EXPECT_EQ(Log.find("built: 5") != std::string::npos, Threads > 1) << Log;
    Results.push_back(std::move(*R));
    (void)std::system((std::string("rm -rf '") + Dir + "'").c_str());
  }
  const JobResult &Serial = Results[0], &Parallel = Results[1];
  ASSERT_EQ(Serial.Variants.size(), J.Variants.size());
  ASSERT_EQ(Parallel.Variants.size(), J.Variants.size());
  for (size_t I = 0; I < J.Variants.size(); ++I) {
    const RunResult &S = Serial.Variants[I], &P = Parallel.Variants[I];
    SCOPED_TRACE(S.Id);
    EXPECT_EQ(S.Id, J.Variants[I].Id);
    EXPECT_EQ(P.Id, S.Id);
    EXPECT_EQ(P.Status, S.Status);
    EXPECT_EQ(withoutTempNames(P.Message), withoutTempNames(S.Message));
    EXPECT_EQ(P.MaxRelError, S.MaxRelError);
    EXPECT_EQ(P.KernelWorkGroupSize, S.KernelWorkGroupSize);
  }
  EXPECT_EQ(Serial.find("good")->Status, RunStatus::Ok);
  EXPECT_EQ(Serial.find("broken")->Status, RunStatus::Compile);
  EXPECT_EQ(Serial.find("needs-multiple")->Status, RunStatus::Constraints);
  EXPECT_EQ(Serial.find("big-group")->Status, RunStatus::Constraints);
  EXPECT_EQ(Serial.find("plain")->Status, RunStatus::Ok);
}

namespace {
/// A fresh directory for a worker's files, removed at the end; options()
/// runs the test's worker there.
struct TempWorkDir {
  char Path[32] = "/tmp/clopt-worker-test-XXXXXX";
  bool Made = mkdtemp(Path) != nullptr;
  ~TempWorkDir() {
    if (Made)
      (void)std::system((std::string("rm -rf '") + Path + "'").c_str());
  }
  WorkerRunOptions options() const {
    WorkerRunOptions O;
    O.WorkerPath = CLOPT_TEST_WORKER;
    O.WorkDir = Path;
    return O;
  }
  std::string file(const std::string &Name) const { return std::string(Path) + "/" + Name; }
};
} // namespace

// TimingSettings::StartWithinMs: no variant is compiled or run once the
// job's time to start them has passed (here 1 ms, spent on the original
// before any variant), in a build job and a verify job, with and without a
// build phase. The original still runs, and the results say why each
// variant has none.
TEST(WorkerClient, NoVariantStartsAfterTheJobsTimeToStartThem) {
  Job J = matvecJob(48);
  J.Cache.Enabled = false;
  J.Timing.StartWithinMs = 1;
  J.Variants = {{"good", input("matvec-coarsen2.cl"), "", {24}, {}, ""},
                {"wrong", input("matvec-wrong.cl"), "", {48}, {}, ""},
                {"plain", std::string(CLOPT_TEST_SOURCE_DIR) + "/examples/matvec.cl", "",
                 {48}, {16}, ""}};
  for (JobMode Mode : {JobMode::BuildOnly, JobMode::Verify})
    for (unsigned Threads : {1u, 3u}) {
      SCOPED_TRACE(std::string(Mode == JobMode::BuildOnly ? "build" : "verify") + ", " +
                   std::to_string(Threads) + " build threads");
      TempWorkDir Dir;
      ASSERT_TRUE(Dir.Made);
      J.Mode = Mode;
      J.BuildThreads = Threads;
      StatusOr<JobResult> R = runJobInWorker(J, Dir.options());
      ASSERT_TRUE(R.ok()) << R.message();
      ASSERT_TRUE(R->Reference && R->Reference->ok());
      ASSERT_EQ(R->Variants.size(), 3u);
      for (const RunResult &V : R->Variants) {
        EXPECT_EQ(V.Status, RunStatus::Skipped) << V.Id;
        EXPECT_EQ(V.Message, "not started: the job's 1 ms to start variants had passed")
            << V.Id;
      }
      std::string Log = readText(
          Dir.file(Mode == JobMode::BuildOnly ? "build.0.result.yaml" : "run.0.result.yaml"));
      EXPECT_EQ(Log.find("\nstarted:"), std::string::npos) << Log;
      // A build phase that compiled nothing says so.
      EXPECT_EQ(Log.find("built: 0") != std::string::npos, Threads > 1) << Log;
    }
}

// A worker lost on a variant is restarted with what is left of the job's
// time to start variants: here the compile of the first hangs until the
// process timeout (6 s), longer than the whole time to start variants, so
// the second is not started by a new worker either.
TEST(WorkerClient, ARestartedWorkerGetsWhatIsLeftOfTheTimeToStartVariants) {
  CompilerFaults Faults;
  TempWorkDir Dir;
  ASSERT_TRUE(Dir.Made);
  Job J = matvecJob(24);
  J.Cache.Enabled = false;
  J.BuildThreads = 1;
  J.Timing.StartWithinMs = 5999;
  J.Variants = {{"faulty", input("matvec-build-hang.cl"), "", {12}, {}, ""},
                {"after", input("matvec-coarsen2.cl"), "", {12}, {}, ""}};
  WorkerRunOptions O = Dir.options();
  O.ProcessTimeoutMs = 6000;
  StatusOr<JobResult> R = runJobInWorker(J, O);
  ASSERT_TRUE(R.ok()) << R.message();
  ASSERT_EQ(R->Variants.size(), 2u);
  EXPECT_EQ(R->find("faulty")->Status, RunStatus::Timeout);
  EXPECT_EQ(R->find("after")->Status, RunStatus::Skipped);
  EXPECT_EQ(R->find("after")->Message,
            "not started: the job's 5999 ms to start variants had passed when its "
            "worker was lost");
  // No second worker was started.
  struct stat St;
  EXPECT_NE(stat(Dir.file("run.1.job.yaml").c_str(), &St), 0);
}

// In the build phase a compile does not start when one as long as the
// longest of the job so far would not end within the time to start
// variants: here two compiles of 2.5 s end about 2.5 s into a job whose
// variants must start within 4 s, and the next two (which would start in
// time, but end after it) are skipped.
TEST(WorkerClient, NoCompileStartsThatTheLongestSoFarSaysWouldEndTooLate) {
  CompilerFaults Faults;
  TempWorkDir Dir;
  ASSERT_TRUE(Dir.Made);
  Job J = matvecJob(24);
  J.Mode = JobMode::BuildOnly;
  J.Cache.Enabled = false;
  J.BuildThreads = 2;
  J.Timing.StartWithinMs = 4000;
  J.Variants = {{"slow", input("matvec-build-slow.cl"), "", {12}, {}, ""},
                {"slow-too", input("matvec-build-slow.cl"), "", {12}, {}, ""},
                {"quick", input("matvec-coarsen2.cl"), "", {12}, {}, ""},
                {"quick-too", input("matvec-coarsen2.cl"), "", {12}, {}, ""}};
  StatusOr<JobResult> R = runJobInWorker(J, Dir.options());
  ASSERT_TRUE(R.ok()) << R.message();
  ASSERT_EQ(R->Variants.size(), 4u);
  EXPECT_EQ(R->find("slow")->Status, RunStatus::Ok);
  EXPECT_EQ(R->find("slow-too")->Status, RunStatus::Ok);
  EXPECT_EQ(R->find("quick")->Status, RunStatus::Skipped);
  EXPECT_EQ(R->find("quick-too")->Status, RunStatus::Skipped);
  EXPECT_NE(readText(Dir.file("build.0.result.yaml")).find("built: 2"), std::string::npos);
}
