//===- Subprocess.cpp - Run a child process with a timeout ----------------===//

#include "clopt/Runtime/Support/Subprocess.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace clopt;

std::string clopt::signalName(int Sig) {
  switch (Sig) {
  case SIGSEGV: return "SIGSEGV";
  case SIGBUS: return "SIGBUS";
  case SIGABRT: return "SIGABRT";
  case SIGILL: return "SIGILL";
  case SIGFPE: return "SIGFPE";
  case SIGKILL: return "SIGKILL";
  case SIGTERM: return "SIGTERM";
  case SIGINT: return "SIGINT";
  default: return "signal " + std::to_string(Sig);
  }
}

std::string SubprocessResult::describe() const {
  if (TimedOut)
    return "timed out";
  if (Signal)
    return "killed by " + signalName(Signal);
  return "exited with code " + std::to_string(ExitCode);
}

/// waitpid until Pid is reaped: a signal handler (Ctrl-C) interrupting the
/// wait must not leave Status unset and the child a zombie.
static void waitForExit(pid_t Pid, int &Status) {
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
}

/// execv's argv for Args, made before fork: the child may only make
/// async-signal-safe calls (the parent can be multi-threaded).
static std::vector<char *> argvOf(const std::vector<std::string> &Args) {
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  return Argv;
}

static void closeBoth(int P[2]) {
  if (P[0] >= 0)
    ::close(P[0]);
  if (P[1] >= 0)
    ::close(P[1]);
}

/// The child's side of spawn: its own process group, death with the
/// parent, stdin, stdout and stderr from InR, OutW and ErrW (-1: left as
/// they are), then Argv. Only async-signal-safe calls: the parent can be
/// multi-threaded.
[[noreturn]] static void execChild(pid_t Parent, int OutW, int ErrW,
                                   std::vector<char *> &Argv, int InR = -1) {
  ::setpgid(0, 0);
  // The child must not outlive clopt: its own process group keeps a
  // terminal's Ctrl-C away from it, so nothing else would stop it when
  // clopt dies (a second Ctrl-C, SIGKILL). The kernel sends the signal
  // when the forking *thread* exits; runSubprocess waits for the child in
  // that thread, so that happens only when the whole process dies. A
  // parent that died before prctl() is caught by the getppid() check.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != Parent)
    ::_exit(127);
  if (InR >= 0)
    ::dup2(InR, STDIN_FILENO);
  if (OutW >= 0)
    ::dup2(OutW, STDOUT_FILENO);
  if (ErrW >= 0)
    ::dup2(ErrW, STDERR_FILENO);
  ::execv(Argv[0], Argv.data());
  const char Msg[] = "error: cannot execute the child program\n";
  ssize_t Ignored = ::write(STDERR_FILENO, Msg, sizeof(Msg) - 1);
  (void)Ignored;
  ::_exit(127);
}

/// Starts Args[0] with Args in a child of its own process group (execChild)
/// whose stdin, stdout and stderr are InR, OutW and ErrW (-1: this
/// process's). Those descriptors are closed here either way: after the fork
/// only the child holds them.
static StatusOr<pid_t> spawn(const std::vector<std::string> &Args, int InR, int OutW,
                             int ErrW) {
  std::vector<char *> Argv = argvOf(Args);
  pid_t Parent = ::getpid();
  pid_t Pid = ::fork();
  int ForkErrno = errno;
  if (Pid == 0)
    execChild(Parent, OutW, ErrW, Argv, InR);
  // Also set it from the parent: whichever runs first, the group exists
  // before we might need to kill it.
  if (Pid > 0)
    ::setpgid(Pid, Pid);
  for (int Fd : {InR, OutW, ErrW})
    if (Fd >= 0)
      ::close(Fd);
  if (Pid < 0)
    return Status::error(std::string("fork: ") + std::strerror(ForkErrno));
  return Pid;
}

/// ExitCode and Signal of R from a waitpid Status (no signal is reported
/// for a child killed because it timed out).
static void recordExit(int Status, SubprocessResult &R) {
  if (WIFEXITED(Status))
    R.ExitCode = WEXITSTATUS(Status);
  if (WIFSIGNALED(Status) && !R.TimedOut)
    R.Signal = WTERMSIG(Status);
}

/// Waits up to WaitMs for output on the open pipes of Fds (-1: closed) and
/// appends what is there to the matching Sinks; a pipe at its end is closed
/// and set to -1. With no pipe open, just sleeps WaitMs.
static void readReady(int Fds[2], std::string *Sinks[2], int WaitMs) {
  struct pollfd P[2];
  nfds_t N = 0;
  int Which[2];
  for (int I = 0; I < 2; ++I)
    if (Fds[I] >= 0) {
      P[N].fd = Fds[I];
      P[N].events = POLLIN;
      P[N].revents = 0;
      Which[N++] = I;
    }
  if (N == 0) {
    ::usleep(static_cast<useconds_t>(WaitMs) * 1000);
    return;
  }
  int Ready = ::poll(P, N, WaitMs);
  for (nfds_t I = 0; Ready > 0 && I < N; ++I) {
    if (!(P[I].revents & (POLLIN | POLLHUP | POLLERR)))
      continue;
    char Buf[4096];
    ssize_t Got = ::read(P[I].fd, Buf, sizeof(Buf));
    if (Got > 0) {
      Sinks[Which[I]]->append(Buf, static_cast<size_t>(Got));
    } else if (Got == 0 || errno != EINTR) {
      ::close(P[I].fd);
      Fds[Which[I]] = -1;
    }
  }
}

/// Closes the pipes still open in Fds, first appending to Sinks (when
/// Drain) what the child wrote before exiting.
static void drainAndClose(int Fds[2], std::string *Sinks[2], bool Drain) {
  for (int I = 0; I < 2; ++I) {
    if (Fds[I] < 0)
      continue;
    if (Drain) {
      ::fcntl(Fds[I], F_SETFL, O_NONBLOCK);
      char Buf[4096];
      ssize_t Got;
      while ((Got = ::read(Fds[I], Buf, sizeof(Buf))) > 0)
        Sinks[I]->append(Buf, static_cast<size_t>(Got));
    }
    ::close(Fds[I]);
  }
}

StatusOr<SubprocessResult> clopt::runSubprocess(const std::vector<std::string> &Args,
                                                const SubprocessOptions &Opts) {
  if (Args.empty())
    return Status::error("no program to run");
  int Out[2] = {-1, -1}, Err[2] = {-1, -1};
  if ((Opts.CaptureStdout && ::pipe2(Out, O_CLOEXEC) != 0) ||
      (Opts.CaptureStderr && ::pipe2(Err, O_CLOEXEC) != 0)) {
    closeBoth(Out);
    closeBoth(Err);
    return Status::error(std::string("pipe: ") + std::strerror(errno));
  }
  StatusOr<pid_t> Spawned = spawn(Args, -1, Out[1], Err[1]);
  Out[1] = Err[1] = -1; // spawn closed them
  if (!Spawned.ok()) {
    closeBoth(Out);
    closeBoth(Err);
    return Spawned.status();
  }
  pid_t Pid = *Spawned;

  SubprocessResult R;
  using Clock = std::chrono::steady_clock;
  Clock::time_point Deadline = Clock::now() + std::chrono::milliseconds(Opts.TimeoutMs);
  int Fds[2] = {Out[0], Err[0]};
  std::string *Sinks[2] = {&R.Stdout, &R.Stderr};
  int Status = 0;
  bool Exited = false;
  while (!Exited) {
    int Wait = 50;
    if (Opts.TimeoutMs) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
                      Deadline - Clock::now()).count();
      if (Left <= 0) {
        R.TimedOut = true;
        ::kill(-Pid, SIGKILL);
        waitForExit(Pid, Status);
        break;
      }
      Wait = static_cast<int>(std::min<long>(Left, 50));
    }
    readReady(Fds, Sinks, Wait);
    pid_t W = ::waitpid(Pid, &Status, WNOHANG);
    if (W == Pid)
      Exited = true;
  }
  // Drain what the child wrote before exiting, and reap any grandchildren
  // left in its group.
  drainAndClose(Fds, Sinks, /*Drain=*/!R.TimedOut);
  ::kill(-Pid, SIGKILL);
  recordExit(Status, R);
  return R;
}

StatusOr<std::unique_ptr<ChildProcess>>
ChildProcess::start(const std::vector<std::string> &Args, const std::string &StderrPath) {
  if (Args.empty())
    return Status::error("no program to run");
  int In[2] = {-1, -1}, Out[2] = {-1, -1};
  int ErrFd = ::open(StderrPath.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (ErrFd < 0)
    return Status::error(StderrPath + ": " + std::strerror(errno));
  if (::pipe2(In, O_CLOEXEC) != 0 || ::pipe2(Out, O_CLOEXEC) != 0) {
    std::string Why = std::strerror(errno);
    closeBoth(In);
    closeBoth(Out);
    ::close(ErrFd);
    return Status::error("pipe: " + Why);
  }
  StatusOr<pid_t> Spawned = spawn(Args, In[0], Out[1], ErrFd);
  In[0] = Out[1] = -1; // spawn closed them
  if (!Spawned.ok()) {
    closeBoth(In);
    closeBoth(Out);
    return Spawned.status();
  }
  std::unique_ptr<ChildProcess> C(new ChildProcess());
  C->Pid = *Spawned;
  C->In = In[1];
  C->Out = Out[0];
  return C;
}

ChildProcess::~ChildProcess() {
  if (Pid > 0)
    end(false);
}

bool ChildProcess::send(const std::string &Text) {
  if (In < 0)
    return false;
  // A child that is gone would raise SIGPIPE, which ends clopt: block it in
  // this thread and take back the one a failed write leaves pending.
  sigset_t Pipe, Old;
  sigemptyset(&Pipe);
  sigaddset(&Pipe, SIGPIPE);
  ::pthread_sigmask(SIG_BLOCK, &Pipe, &Old);
  size_t Done = 0;
  bool Ok = true;
  while (Done < Text.size()) {
    ssize_t N = ::write(In, Text.data() + Done, Text.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0) {
      Ok = false;
      break;
    }
    Done += static_cast<size_t>(N);
  }
  if (!Ok) {
    struct timespec Zero = {0, 0};
    ::sigtimedwait(&Pipe, nullptr, &Zero);
  }
  ::pthread_sigmask(SIG_SETMASK, &Old, nullptr);
  return Ok;
}

std::optional<std::string> ChildProcess::readLine(unsigned TimeoutMs, bool &TimedOut) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point Deadline = Clock::now() + std::chrono::milliseconds(TimeoutMs);
  TimedOut = false;
  while (true) {
    size_t Newline = Pending.find('\n');
    if (Newline != std::string::npos) {
      std::string Line = Pending.substr(0, Newline);
      Pending.erase(0, Newline + 1);
      return Line;
    }
    if (Out < 0)
      return std::nullopt;
    int Wait = -1;
    if (TimeoutMs) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(Deadline - Clock::now())
                      .count();
      if (Left <= 0) {
        TimedOut = true;
        return std::nullopt;
      }
      Wait = static_cast<int>(std::min<long>(Left, 1 << 30));
    }
    struct pollfd P = {Out, POLLIN, 0};
    int Ready = ::poll(&P, 1, Wait);
    if (Ready < 0 && errno == EINTR)
      continue;
    if (Ready < 0) { // the pipe cannot be waited on: as if it ended
      ::close(Out);
      Out = -1;
      continue;
    }
    if (Ready == 0)
      continue; // the deadline is checked above
    char Buf[4096];
    ssize_t Got = ::read(Out, Buf, sizeof(Buf));
    if (Got > 0) {
      Pending.append(Buf, static_cast<size_t>(Got));
    } else if (Got == 0 || errno != EINTR) {
      ::close(Out);
      Out = -1;
    }
  }
}

SubprocessResult ChildProcess::end(bool TimedOut) {
  SubprocessResult R;
  R.TimedOut = TimedOut;
  if (In >= 0)
    ::close(In);
  In = -1;
  if (Out >= 0)
    ::close(Out);
  Out = -1;
  if (Pid <= 0)
    return R;
  // Unless it timed out, the child is given two seconds to end by itself:
  // one whose stdout closed is exiting already, and one waiting for a
  // request leaves at the end of its stdin (closed above). Then it is
  // killed, with everything it started.
  int Status = 0;
  pid_t W = 0;
  for (int Waited = 0; !TimedOut && Waited < 2000; Waited += 10) {
    if ((W = ::waitpid(Pid, &Status, WNOHANG)) == Pid)
      break;
    ::usleep(10000);
  }
  ::kill(-Pid, SIGKILL);
  if (W != Pid)
    waitForExit(Pid, Status);
  Pid = -1;
  recordExit(Status, R);
  return R;
}
