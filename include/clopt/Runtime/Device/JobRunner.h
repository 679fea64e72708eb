//===- JobRunner.h - Execute a job on an OpenCL device -----------*- C++ -*-===//
//
// What clopt-worker does with a job (Job.h): run the reference kernel once,
// keep its outputs, then build every variant (on a pool of threads: the
// build phase, Job::BuildThreads), then check, verify and time each one,
// appending each result to the result log before starting the next. Lives in
// cloptRuntimeDevice so the OpenCL unit tests can run jobs in-process.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_JOBRUNNER_H
#define CLOPT_RUNTIME_JOBRUNNER_H

#include "clopt/Runtime/Support/Job.h"
#include <functional>
#include <memory>
#include <string>

namespace clopt {

struct JobRunnerHooks {
  /// Called from a watchdog thread when one kernel run (or compile) exceeds
  /// its timeout,
  /// with the result record already prepared. OpenCL cannot cancel a running
  /// kernel, so clopt-worker writes the record and exits; when unset, no
  /// watchdog runs. An empty R.Id is the build phase (Job::BuildThreads):
  /// a compile outlived the build timeout and no one variant is to blame.
  std::function<void(const RunResult &)> OnTimeout;
};

/// Exit codes of `clopt-worker run|build`.
enum WorkerExit : int {
  WorkerOk = 0,
  WorkerUsage = 1,
  WorkerJobFailed = 2,   ///< device, job or reference kernel failed
  WorkerTimedOut = 3,    ///< a variant hung; the driver resumes after it
};

/// What a worker that serves several jobs (`clopt-worker serve`) keeps from
/// one to the next: the device's context, and a job's data (inputs, the
/// buffers on the device, the reference's outputs and their copies there)
/// while the next job has the same, by the data cache's key (the
/// reference's source and options, sizes, seed, arguments, device and
/// driver), once a run of the reference on the kept inputs gives the kept
/// outputs (a variant that wrote out of bounds may have hit them). A job
/// whose original is checked makes its data afresh; after a job in which a
/// variant's run, restore, read-back or screen failed, or that failed,
/// nothing is kept (the context may be unusable).
class JobRunnerState {
public:
  JobRunnerState();
  ~JobRunnerState();
  JobRunnerState(const JobRunnerState &) = delete;
  JobRunnerState &operator=(const JobRunnerState &) = delete;
  struct Impl; ///< lib/Runtime/Device/JobSession.h
  Impl &impl() { return *I; }
  /// The last job ran on the device or data an earlier job left.
  bool lastJobReused() const;

private:
  std::unique_ptr<Impl> I;
};

/// Runs J, writing records to Log. Returns a WorkerExit code; on
/// WorkerJobFailed, Error says why. With Keep, the device and data of the
/// previous job run with the same Keep are used where they fit, and this
/// job's are kept for the next.
int runJob(const Job &J, ResultLog &Log, const JobRunnerHooks &Hooks, std::string &Error,
           JobRunnerState *Keep = nullptr);

} // namespace clopt

#endif // CLOPT_RUNTIME_JOBRUNNER_H
