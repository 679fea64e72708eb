//===- WorkerClientTest.cpp - Crashes and hangs cost one variant ----------===//
//
// Runs the real clopt-worker on PoCL: a variant that segfaults the worker and
// one that hangs are recorded as crashed and timeout, and the variants after
// them still run in fresh workers.
//
//===----------------------------------------------------------------------===//

#include "clopt/WorkerClient/WorkerClient.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <string>

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
