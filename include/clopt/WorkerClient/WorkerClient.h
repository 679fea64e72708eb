//===- WorkerClient.h - Run jobs in clopt-worker, surviving crashes -*- C++ -*-===//
//
// The driver side of the worker protocol (Job.h). runJobInWorker writes the
// job, runs `clopt-worker run|build JOB RESULT`, and reads the results. When
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
#include <string>

namespace clopt {

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
