//===- WorkerClient.h - Run jobs in clopt-worker, surviving crashes -*- C++ -*-===//
//
// The driver side of the worker protocol (Job.h). runJobInWorker writes the
// job, runs `clopt-worker run|build JOB RESULT` (or hands it to a
// WorkerServer), and reads the results. When
// the worker dies (a driver segfault) or hangs (killed after a timeout), the
// variant it had started is recorded as crashed or timeout and a fresh worker
// continues with the variants not yet run. No OpenCL here: the clopt driver
// links this.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_WORKERCLIENT_WORKERCLIENT_H
#define CLOPT_WORKERCLIENT_WORKERCLIENT_H

#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/Status.h"
#include "clopt/Runtime/Support/Subprocess.h"
#include <memory>
#include <string>

namespace clopt {

/// A `clopt-worker serve` process that runs jobs one after another, keeping
/// the device's context and a job's data (inputs, buffers, the original's
/// outputs) for the next job with the same (JobRunnerState in
/// JobRunner.h). Started on first use, and again after a job that ended it
/// (a crash, a timeout, a failed job); ended by the destructor.
class WorkerServer {
public:
  /// StderrPath: where the server's stderr goes (each job's part is read
  /// back from it).
  WorkerServer(std::string WorkerPath, std::string StderrPath);
  ~WorkerServer();
  WorkerServer(const WorkerServer &) = delete;
  WorkerServer &operator=(const WorkerServer &) = delete;

  /// Runs `clopt-worker Command JobPath ResultPath` in the server: the
  /// result runSubprocess would give for it (the exit code of the job, or
  /// how the server ended during it; Stderr: what it wrote meanwhile). An
  /// error means no server could be started.
  StatusOr<SubprocessResult> runJob(const std::string &Command, const std::string &JobPath,
                                    const std::string &ResultPath, unsigned TimeoutMs);

private:
  std::string WorkerPath, StderrPath;
  std::unique_ptr<ChildProcess> Child;
  uint64_t StderrRead = 0; ///< Bytes of StderrPath already handed out.
  std::string newStderr();
};

struct WorkerRunOptions {
  std::string WorkerPath;
  /// Where job and result files go (must exist).
  std::string WorkDir;
  /// Hard limit per worker process; the worker's own per-run watchdog
  /// normally fires first. 0 = none.
  unsigned ProcessTimeoutMs = 600000;
  /// Fresh workers started after a crash before giving up.
  unsigned MaxRestarts = 64;
  /// The problem as messages name it ("N=64, global [64]"); optional.
  std::string Problem;
  /// Runs the jobs in this server instead of a process per job; optional.
  WorkerServer *Server = nullptr;
};

/// The worker executable: $CLOPT_WORKER if set, else `clopt-worker` in the
/// directory of DriverPath (the running clopt binary).
std::string findWorker(const std::string &DriverPath);

/// Runs every variant of J. An error means no usable result at all (the
/// worker could not start, or died before the reference kernel finished:
/// then the message blames the original kernel, since it ran first);
/// the reference failing to build or run is a result with a non-ok
/// Reference.
StatusOr<JobResult> runJobInWorker(const Job &J, const WorkerRunOptions &Opts);

/// `clopt-worker devices --format=yaml`, parsed.
StatusOr<std::vector<DeviceInfo>> listDevicesInWorker(const std::string &WorkerPath);

} // namespace clopt

#endif // CLOPT_WORKERCLIENT_WORKERCLIENT_H
