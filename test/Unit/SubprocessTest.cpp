//===- SubprocessTest.cpp - Child processes with timeouts -----------------===//

#include "clopt/Runtime/Subprocess.h"
#include "gtest/gtest.h"

#include <chrono>
#include <csignal>

using namespace clopt;

static SubprocessResult run(const std::vector<std::string> &Args, unsigned TimeoutMs = 0) {
  SubprocessOptions O;
  O.TimeoutMs = TimeoutMs;
  O.CaptureStdout = true;
  O.CaptureStderr = true;
  StatusOr<SubprocessResult> R = runSubprocess(Args, O);
  EXPECT_TRUE(R.ok()) << R.message();
  return R.ok() ? *R : SubprocessResult();
}

TEST(Subprocess, ExitCodeAndOutput) {
  SubprocessResult R = run({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"});
  EXPECT_FALSE(R.TimedOut);
  EXPECT_EQ(R.ExitCode, 3);
  EXPECT_EQ(R.Signal, 0);
  EXPECT_EQ(R.Stdout, "out\n");
  EXPECT_EQ(R.Stderr, "err\n");
  EXPECT_EQ(R.describe(), "exited with code 3");
  EXPECT_TRUE(run({"/bin/true"}).succeeded());
}

TEST(Subprocess, Signal) {
  SubprocessResult R = run({"/bin/sh", "-c", "kill -SEGV $$"});
  EXPECT_EQ(R.Signal, SIGSEGV);
  EXPECT_EQ(R.describe(), "killed by SIGSEGV");
}

TEST(Subprocess, TimeoutKillsTheWholeGroup) {
  auto Start = std::chrono::steady_clock::now();
  // The grandchild holds the output pipe open; it must die too.
  SubprocessResult R = run({"/bin/sh", "-c", "sleep 30 & sleep 30; echo never"}, 200);
  double Ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                        Start).count();
  EXPECT_TRUE(R.TimedOut);
  EXPECT_EQ(R.describe(), "timed out");
  EXPECT_LT(Ms, 5000);
  EXPECT_EQ(R.Stdout, "");
}

TEST(Subprocess, MissingProgram) {
  SubprocessResult R = run({"/nonexistent/program"});
  EXPECT_EQ(R.ExitCode, 127);
}
