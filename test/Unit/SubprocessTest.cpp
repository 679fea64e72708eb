//===- SubprocessTest.cpp - Child processes with timeouts -----------------===//

#include "clopt/Runtime/Support/Subprocess.h"
#include "gtest/gtest.h"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

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

// A child must not outlive the process that started it, even one killed
// with SIGKILL (no handler runs). This test process becomes a subreaper, so
// the orphaned child is reparented to it and can be waited for.
TEST(Subprocess, ChildDiesWithItsParent) {
  ASSERT_EQ(prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
  int Pipe[2];
  ASSERT_EQ(pipe(Pipe), 0);
  pid_t Parent = fork();
  ASSERT_GE(Parent, 0);
  if (Parent == 0) {
    close(Pipe[0]);
    // The child reports its pid through the inherited pipe, then sleeps.
    std::string Script = "echo $$ >&" + std::to_string(Pipe[1]) + "; exec sleep 30";
    SubprocessOptions O;
    (void)runSubprocess({"/bin/sh", "-c", Script}, O);
    _exit(0);
  }
  close(Pipe[1]);
  char Buf[32] = {};
  ssize_t N = read(Pipe[0], Buf, sizeof(Buf) - 1);
  close(Pipe[0]);
  ASSERT_GT(N, 0);
  pid_t Child = static_cast<pid_t>(std::atol(Buf));
  ASSERT_GT(Child, 0);

  kill(Parent, SIGKILL);
  ASSERT_EQ(waitpid(Parent, nullptr, 0), Parent);
  int Status = 0;
  pid_t Got = 0;
  for (int I = 0; I < 100 && Got == 0; ++I) {
    Got = waitpid(Child, &Status, WNOHANG);
    if (Got == 0)
      usleep(50 * 1000);
  }
  if (Got == 0)
    kill(Child, SIGKILL);
  ASSERT_EQ(Got, Child) << "the child outlived its parent";
  EXPECT_TRUE(WIFSIGNALED(Status) && WTERMSIG(Status) == SIGKILL);
  prctl(PR_SET_CHILD_SUBREAPER, 0);
}
