//===- Subprocess.h - Run a child process with a timeout ---------*- C++ -*-===//
//
// The driver runs clopt-worker as a child: a crash or a hang in an OpenCL
// driver then costs the child, not clopt. The child runs in its own process
// group so that a timeout kills everything it started (PoCL spawns threads,
// some ICDs spawn helper processes), and is killed (PR_SET_PDEATHSIG) when
// clopt dies, however it dies.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_SUBPROCESS_H
#define CLOPT_RUNTIME_SUBPROCESS_H

#include "clopt/Runtime/Support/Status.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

struct SubprocessOptions {
  /// Kill the process group after this long; 0 = wait forever.
  unsigned TimeoutMs = 0;
  /// Capture stdout/stderr into the result; otherwise they are inherited.
  bool CaptureStdout = false;
  bool CaptureStderr = false;
};

struct SubprocessResult {
  bool TimedOut = false;
  int ExitCode = -1;   ///< When the child exited normally.
  int Signal = 0;      ///< When a signal ended it (SIGKILL after a timeout).
  std::string Stdout, Stderr;

  bool exitedNormally() const { return Signal == 0 && !TimedOut; }
  bool succeeded() const { return exitedNormally() && ExitCode == 0; }
  /// "exited with code 2", "killed by SIGSEGV", "timed out after 500 ms".
  std::string describe() const;
};

/// Runs Args[0] (a path, not searched in PATH) with Args. An error means the
/// child could not be started at all.
StatusOr<SubprocessResult> runSubprocess(const std::vector<std::string> &Args,
                                         const SubprocessOptions &Opts);

/// A child that stays running between requests (`clopt-worker serve`):
/// requests go to its stdin and answers come back as lines on its stdout;
/// its stderr goes to a file. Started like runSubprocess's children (own
/// process group, killed with clopt); the destructor ends it.
class ChildProcess {
public:
  /// Starts Args[0] with Args, its stderr appended to StderrPath.
  static StatusOr<std::unique_ptr<ChildProcess>> start(const std::vector<std::string> &Args,
                                                       const std::string &StderrPath);
  ~ChildProcess();
  ChildProcess(const ChildProcess &) = delete;
  ChildProcess &operator=(const ChildProcess &) = delete;

  /// Writes Text to the child's stdin; false when the child is gone.
  bool send(const std::string &Text);
  /// The next line the child writes on stdout, without its newline; nullopt
  /// when stdout ends (the child ended) or, with TimeoutMs > 0, when no
  /// line came in time (TimedOut set).
  std::optional<std::string> readLine(unsigned TimeoutMs, bool &TimedOut);
  /// Ends the child (killing its group) and says how it ended; TimedOut is
  /// recorded as runSubprocess records a timeout.
  SubprocessResult end(bool TimedOut);

private:
  ChildProcess() = default;
  int Pid = -1;
  int In = -1, Out = -1;
  std::string Pending; ///< Read from stdout, not yet a whole line.
};

/// "SIGSEGV" for 11, "signal 42" for unknown ones.
std::string signalName(int Sig);

} // namespace clopt

#endif // CLOPT_RUNTIME_SUBPROCESS_H
