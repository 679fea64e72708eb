//===- clopt-worker.cpp - The device-side process of clopt ----------------===//
//
//   clopt-worker devices [--format=text|yaml]
//   clopt-worker run JOB.yaml RESULT.yaml     reference, then each variant
//   clopt-worker build JOB.yaml RESULT.yaml   compile only (fills the cache)
//   clopt-worker serve                        jobs one after another: reads
//       three lines per job on stdin, `run` or `build`, the job file's path
//       and the result file's path, and answers each job with a line
//       `done CODE` (the exit code `run` or `build` would have had) on
//       what was its stdout (stdout itself then goes to stderr); keeps the
//       device's context and a job's data for the next job
//       (JobRunnerState); ends at the end of stdin, or after a job that failed
//
// It links only cloptRuntimeDevice: a process with libclang-cpp loaded
// crashes in PoCL on context creation, and a driver crash or hang here costs one
// variant, not the clopt process (see WorkerClient.h).
//
//===----------------------------------------------------------------------===//

#include "clopt/Runtime/Device/Device.h"
#include "clopt/Runtime/Device/JobRunner.h"
#include "clopt/Runtime/Support/Job.h"

#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <string>
#include <unistd.h>

using namespace clopt;

static int usage() {
  std::fputs("usage: clopt-worker devices [--format=text|yaml]\n"
             "       clopt-worker run JOB.yaml RESULT.yaml\n"
             "       clopt-worker build JOB.yaml RESULT.yaml\n"
             "       clopt-worker serve\n",
             stderr);
  return WorkerUsage;
}

static int error(const std::string &Msg) {
  std::fprintf(stderr, "clopt-worker: error: %s\n", Msg.c_str());
  return WorkerJobFailed;
}

static int listDevices(int Argc, char **Argv) {
  bool Yaml = false;
  for (int I = 2; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--format=yaml"))
      Yaml = true;
    else if (std::strcmp(Argv[I], "--format=text"))
      return usage();
  }
  StatusOr<std::vector<Device>> Devices = enumerateDevices();
  if (!Devices.ok())
    return error(Devices.message());
  std::vector<DeviceInfo> Infos;
  for (const Device &D : *Devices)
    Infos.push_back(D.Info);
  std::string Out = Yaml ? emitDevicesYaml(Infos) : formatDeviceTable(Infos);
  std::fputs(Out.c_str(), stdout);
  return WorkerOk;
}

static int runJobFile(const char *JobPath, const char *ResultPath, bool BuildOnly,
                      JobRunnerState *Keep = nullptr) {
  StatusOr<Job> J = readJobFile(JobPath);
  if (!J.ok())
    return error(J.message());
  if (BuildOnly)
    J->Mode = JobMode::BuildOnly;
  ResultLog Log;
  if (Status S = Log.open(ResultPath); !S.ok())
    return error(S.message());
  JobRunnerHooks Hooks;
  Hooks.OnTimeout = [&Log](const RunResult &R) {
    // The kernel cannot be stopped; record the timeout and leave. The driver
    // starts a fresh worker on the variants after this one.
    // No id: a compile in the build phase; its open `building` record
    // tells the driver to build those variants again one at a time.
    if (R.Id == "reference")
      Log.reference(R);
    else if (!R.Id.empty())
      Log.variant(R);
    std::fprintf(stderr, "clopt-worker: %s: %s\n",
                 R.Id.empty() ? "build phase" : R.Id.c_str(), R.Message.c_str());
    std::fflush(stderr);
    ::_exit(WorkerTimedOut);
  };
  std::string Err;
  int Code = runJob(*J, Log, Hooks, Err, Keep);
  if (Code != WorkerOk)
    return error(Err);
  return WorkerOk;
}

/// `clopt-worker serve`: see the file comment. The answers go to what was
/// stdout when it started; stdout itself then goes to stderr, so that a
/// kernel's printf (or a driver library's output) is never read as an
/// answer. A command other than `run` or `build` is answered `done 1`
/// (usage) and ends the loop.
static int serveJobs() {
  std::fflush(stdout);
  int AnswerFd = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  FILE *Answers = AnswerFd >= 0 ? ::fdopen(AnswerFd, "w") : nullptr;
  if (!Answers || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0)
    return error("serve: cannot set up the answer channel");
  JobRunnerState Keep;
  std::string Cmd, JobPath, ResultPath;
  while (std::getline(std::cin, Cmd) && std::getline(std::cin, JobPath) &&
         std::getline(std::cin, ResultPath)) {
    int Code = WorkerUsage;
    if (Cmd == "run" || Cmd == "build") {
      bool BuildOnly = Cmd == "build";
      Code = runJobFile(JobPath.c_str(), ResultPath.c_str(), BuildOnly, &Keep);
      // A job that failed on what the previous one left (its context, its
      // data) is run once more from nothing, as a fresh process would.
      if (Code == WorkerJobFailed && Keep.lastJobReused())
        Code = runJobFile(JobPath.c_str(), ResultPath.c_str(), BuildOnly, &Keep);
    }
    std::fflush(stdout);
    std::fflush(stderr);
    std::fprintf(Answers, "done %d\n", Code);
    std::fflush(Answers);
    if (Code != WorkerOk)
      return Code;
  }
  return WorkerOk;
}

int main(int Argc, char **Argv) {
  if (Argc < 2)
    return usage();
  std::string Cmd = Argv[1];
  if (Cmd == "devices")
    return listDevices(Argc, Argv);
  if ((Cmd == "run" || Cmd == "build") && Argc == 4)
    return runJobFile(Argv[2], Argv[3], Cmd == "build");
  if (Cmd == "serve" && Argc == 2)
    return serveJobs();
  return usage();
}
