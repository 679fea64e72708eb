//===- WorkerClient.cpp - Run jobs in clopt-worker, surviving crashes -----===//

#include "clopt/WorkerClient/WorkerClient.h"
#include "clopt/Runtime/Support/Subprocess.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

using namespace clopt;

std::string clopt::findWorker(const std::string &DriverPath) {
  if (const char *W = std::getenv("CLOPT_WORKER"); W && *W)
    return W;
  size_t Slash = DriverPath.rfind('/');
  std::string Dir = Slash == std::string::npos ? "." : DriverPath.substr(0, Slash);
  return Dir + "/clopt-worker";
}

/// The last lines of a child's stderr, for error messages.
static std::string tail(const std::string &S, size_t MaxChars = 1500) {
  std::string T = S.size() > MaxChars ? "..." + S.substr(S.size() - MaxChars) : S;
  while (!T.empty() && (T.back() == '\n' || T.back() == ' '))
    T.pop_back();
  return T;
}

StatusOr<std::vector<DeviceInfo>> clopt::listDevicesInWorker(const std::string &WorkerPath) {
  SubprocessOptions O;
  O.TimeoutMs = 120000;
  O.CaptureStdout = true;
  O.CaptureStderr = true;
  StatusOr<SubprocessResult> R =
      runSubprocess({WorkerPath, "devices", "--format=yaml"}, O);
  if (!R.ok())
    return Status::error(WorkerPath + ": " + R.message());
  if (!R->succeeded()) {
    std::string Err = tail(R->Stderr);
    return Status::error("listing devices failed: " + WorkerPath + " " +
                         R->describe() + (Err.empty() ? "" : ": " + Err));
  }
  return parseDevicesYaml(R->Stdout);
}

/// With CLOPT_WORKER_PROFILE set, the worker's profile (the end of its
/// stderr, which is captured) is passed on to ours.
static void relayProfile(const std::string &Stderr) {
  static const bool Enabled = std::getenv("CLOPT_WORKER_PROFILE") != nullptr;
  if (!Enabled)
    return;
  size_t At = Stderr.find("clopt-worker: profile");
  if (At != std::string::npos)
    std::fputs(Stderr.c_str() + At, stderr);
}

static RunResult lostVariant(const std::string &Id, const SubprocessResult &P,
                             unsigned TimeoutMs) {
  RunResult R;
  R.Id = Id;
  if (P.TimedOut) {
    R.Status = RunStatus::Timeout;
    R.Message = "worker killed after " + std::to_string(TimeoutMs) + " ms";
    return R;
  }
  R.Status = RunStatus::Crashed;
  R.Message = "worker " + P.describe() + " while running this variant";
  return R;
}

/// The message for a worker that died (or hung) before the original kernel
/// had a result. The original runs first, alone, so it is the original's
/// fault, not a variant's: usually sizes or buffer lengths that do not fit
/// the kernel.
static std::string originalKernelLost(const Job &J, const WorkerRunOptions &Opts,
                                      const SubprocessResult &P, const std::string &Err) {
  std::string What = P.TimedOut ? "did not finish within " +
                                      std::to_string(Opts.ProcessTimeoutMs) +
                                      " ms (the worker was killed)"
                                : "crashed the worker (" + signalName(P.Signal) + ")";
  std::string M;
  if (J.Mode == JobMode::BuildOnly) {
    M = "building the original kernel '" + J.Kernel + "' " + What +
        ": the OpenCL compiler failed on it";
  } else {
    M = "the original kernel '" + J.Kernel + "' " + What;
    if (!Opts.Problem.empty())
      M += " at " + Opts.Problem;
    M += ": check the problem sizes and buffer lengths" + randomIndexBuffersHint(J);
  }
  if (!Err.empty())
    M += "\nworker output: " + Err;
  return M;
}

/// The error of a worker that returned no result for the original kernel.
static Status workerFailure(const Job &J, const WorkerRunOptions &Opts,
                            const SubprocessResult &P,
                            const StatusOr<JobResult> &Got, const std::string &Err) {
  // The worker's own error line (e.g. a bad device index) says it best.
  const std::string Prefix = "clopt-worker: error: ";
  size_t At = Err.rfind(Prefix);
  if (At != std::string::npos && P.exitedNormally())
    return Status::error(Err.substr(At + Prefix.size()));
  // A result file with the worker's header but no reference: the device
  // was set up, and the original kernel was being built or run.
  if (!P.exitedNormally() && Got.ok())
    return Status::error(originalKernelLost(J, Opts, P, Err));
  std::string Why = Got.ok() ? "" : Got.message();
  return Status::error("clopt-worker " + P.describe() +
                       (Err.empty() ? "" : ": " + Err) +
                       (Why.empty() ? "" : " (" + Why + ")"));
}

/// Adds the variants this worker finished, and those it was running when it
/// died or hung (blamed on them), to Total; returns their ids.
static std::set<std::string> collectResults(const JobResult &Got,
                                            const SubprocessResult &P,
                                            const WorkerRunOptions &Opts,
                                            JobResult &Total) {
  std::set<std::string> Done;
  for (const RunResult &R : Got.Variants) {
    Total.Variants.push_back(R);
    Done.insert(R.Id);
  }
  for (const std::string &Id : Got.Unfinished) {
    if (Done.count(Id))
      continue;
    Total.Variants.push_back(lostVariant(Id, P, Opts.ProcessTimeoutMs));
    Done.insert(Id);
  }
  return Done;
}

/// A variant the worker never reached.
static RunResult notRun(const std::string &Id, const SubprocessResult &P,
                        const std::string &Err) {
  RunResult R;
  R.Id = Id;
  R.Status = RunStatus::Crashed;
  R.Message = "not run: worker " + P.describe() + (Err.empty() ? "" : ": " + Err);
  return R;
}

/// A variant that a new worker, after one was lost, would start too late.
static RunResult skippedVariant(const std::string &Id, unsigned StartWithinMs) {
  RunResult R;
  R.Id = Id;
  R.Status = RunStatus::Skipped;
  R.Message = "not started: the job's " + std::to_string(StartWithinMs) +
              " ms to start variants had passed when its worker was lost";
  return R;
}

WorkerServer::WorkerServer(std::string WorkerPath, std::string StderrPath)
    : WorkerPath(std::move(WorkerPath)), StderrPath(std::move(StderrPath)) {}

WorkerServer::~WorkerServer() = default;

std::string WorkerServer::newStderr() {
  std::ifstream In(StderrPath, std::ios::binary);
  if (!In)
    return "";
  In.seekg(static_cast<std::streamoff>(StderrRead));
  std::ostringstream SS;
  SS << In.rdbuf();
  StderrRead += SS.str().size();
  return SS.str();
}

/// CODE of an answer line `done CODE`; nullopt for anything else.
static std::optional<int> answerCode(const std::string &Line) {
  const std::string Prefix = "done ";
  if (Line.rfind(Prefix, 0) != 0 || Line.size() == Prefix.size() ||
      Line.size() > Prefix.size() + 3)
    return std::nullopt;
  int Code = 0;
  for (size_t I = Prefix.size(); I < Line.size(); ++I) {
    if (Line[I] < '0' || Line[I] > '9')
      return std::nullopt;
    Code = Code * 10 + (Line[I] - '0');
  }
  return Code;
}

StatusOr<SubprocessResult> WorkerServer::runJob(const std::string &Command,
                                                const std::string &JobPath,
                                                const std::string &ResultPath,
                                                unsigned TimeoutMs) {
  std::string Request = Command + "\n" + JobPath + "\n" + ResultPath + "\n";
  // A server that ended between jobs takes no request: the job goes to a
  // fresh one.
  if (Child && !Child->send(Request)) {
    Child->end(false);
    Child.reset();
  }
  bool Fresh = !Child;
  if (!Child) {
    StatusOr<std::unique_ptr<ChildProcess>> C =
        ChildProcess::start({WorkerPath, "serve"}, StderrPath);
    if (!C.ok())
      return C.status();
    Child = std::move(*C);
  }
  bool TimedOut = false;
  std::optional<std::string> Line;
  // A fresh server that takes no job could not start (it is reported as
  // the process that ended, like a `run` that could not).
  if (!Fresh || Child->send(Request))
    Line = Child->readLine(TimeoutMs, TimedOut);
  std::optional<int> Code = Line ? answerCode(*Line) : std::nullopt;
  SubprocessResult R;
  if (Code) {
    R.ExitCode = *Code;
    R.Stderr = newStderr();
    // The server ends after a failed job; the next job starts a fresh one.
    if (*Code != 0) {
      Child->end(false);
      Child.reset();
    }
    return R;
  }
  // It ended during the job, hung, or broke the protocol: how it ended, as
  // runSubprocess would say.
  R = Child->end(TimedOut);
  Child.reset();
  R.Stderr = newStderr();
  return R;
}

/// The job in Opts.Server when there is one and the paths fit its protocol
/// (one per line), else in a process of its own.
static StatusOr<SubprocessResult> runWorkerProcess(const WorkerRunOptions &Opts,
                                                   const std::string &Command,
                                                   const std::string &JobPath,
                                                   const std::string &ResultPath) {
  if (Opts.Server && JobPath.find('\n') == std::string::npos &&
      ResultPath.find('\n') == std::string::npos)
    return Opts.Server->runJob(Command, JobPath, ResultPath, Opts.ProcessTimeoutMs);
  SubprocessOptions SO;
  SO.TimeoutMs = Opts.ProcessTimeoutMs;
  SO.CaptureStderr = true;
  return runSubprocess({Opts.WorkerPath, Command, JobPath, ResultPath}, SO);
}

StatusOr<JobResult> clopt::runJobInWorker(const Job &J, const WorkerRunOptions &Opts) {
  JobResult Total;
  std::vector<VariantSpec> Remaining = J.Variants;
  const char *Command = J.Mode == JobMode::BuildOnly ? "build" : "run";
  // Set once a worker was lost while compiling several variants at once:
  // the rest are built one at a time, so a crash or hang is blamed on the
  // variant that caused it.
  bool OneBuildAtATime = false;
  auto Start = std::chrono::steady_clock::now();
  for (unsigned Attempt = 0;; ++Attempt) {
    Job Part = J;
    Part.Variants = Remaining;
    if (OneBuildAtATime)
      Part.BuildThreads = 1;
    // A restarted worker gets what is left of the time to start variants,
    // not all of it again.
    if (J.Timing.StartWithinMs && Attempt > 0) {
      auto Spent = std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - Start)
                       .count();
      if (Spent >= J.Timing.StartWithinMs) {
        for (const VariantSpec &V : Remaining)
          Total.Variants.push_back(skippedVariant(V.Id, J.Timing.StartWithinMs));
        return Total;
      }
      Part.Timing.StartWithinMs = J.Timing.StartWithinMs - static_cast<unsigned>(Spent);
    }
    std::string Base = Opts.WorkDir + "/" + std::string(Command) + "." +
                       std::to_string(Attempt);
    std::string JobPath = Base + ".job.yaml", ResultPath = Base + ".result.yaml";
    if (Status S = writeJobFile(JobPath, Part); !S.ok())
      return S;
    StatusOr<SubprocessResult> P = runWorkerProcess(Opts, Command, JobPath, ResultPath);
    if (!P.ok())
      return Status::error(Opts.WorkerPath + ": " + P.message());
    StatusOr<JobResult> Got = readJobResultFile(ResultPath);
    std::string Err = tail(P->Stderr);
    relayProfile(P->Stderr);
    if (!Got.ok() || !Got->Reference)
      return workerFailure(J, Opts, *P, Got, Err);
    if (!Total.Reference) {
      Total.Reference = Got->Reference;
      Total.Worker = Got->Worker;
    }
    if (!Got->Reference->ok())
      return Total;

    if (Got->BuildPhaseOpen && !OneBuildAtATime) {
      // Nothing ran yet, and nothing can be blamed: start over serially.
      OneBuildAtATime = true;
      continue;
    }

    std::set<std::string> Done = collectResults(*Got, *P, Opts, Total);
    std::vector<VariantSpec> Left;
    for (const VariantSpec &V : Remaining)
      if (!Done.count(V.Id))
        Left.push_back(V);
    Remaining = Left;
    if (Remaining.empty())
      return Total;
    // A worker that made no progress (died before starting any variant)
    // would fail the same way again.
    if (Done.empty() || Attempt >= Opts.MaxRestarts || P->succeeded()) {
      for (const VariantSpec &V : Remaining)
        Total.Variants.push_back(notRun(V.Id, *P, Err));
      return Total;
    }
  }
}
