//===- Evaluator.cpp - Build, verify and time variants in workers ---------===//

#include "clopt/Tuner/Evaluator.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/WorkerClient/WorkerClient.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>
#include <thread>

using namespace llvm;
using namespace clopt;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::string clopt::firstUnmetPrecondition(const std::vector<std::string> &Pre,
                                          const ProblemInstance &P) {
  SizeEnv Env = launchEnv(P.Sizes, P.Global);
  for (const std::string &C : Pre) {
    StatusOr<int64_t> V = evalIntExpr(C, Env);
    if (!V.ok() || *V == 0)
      return C;
  }
  return "";
}

std::vector<std::string> clopt::geometryPreconditions(const LaunchGeometry &G) {
  std::vector<std::string> Out;
  for (unsigned D = 0; D < G.WorkDim; ++D)
    if (G.Dims[D].RequiredMultiple > 1)
      Out.push_back("G" + std::to_string(D) + " % " +
                    std::to_string(G.Dims[D].RequiredMultiple) + " == 0");
  Out.insert(Out.end(), G.Conditions.begin(), G.Conditions.end());
  return Out;
}

VariantSpec clopt::makeVariantSpec(const std::string &Id, const std::string &Path,
                                   const std::string &Options, const LaunchGeometry &G,
                                   const ProblemInstance &P,
                                   const std::vector<std::string> &Extra) {
  VariantSpec V;
  V.Id = Id;
  V.Source = Path;
  V.Options = Options;
  std::array<uint64_t, 3> Orig = {1, 1, 1}, Local = {0, 0, 0};
  for (size_t D = 0; D < P.Global.size() && D < 3; ++D)
    Orig[D] = P.Global[D];
  // Where a derived size overflows (an original global near 2^63, beyond
  // any device), the original's sizes stay rather than undefined values.
  std::array<uint64_t, 3> Global = Orig;
  (void)G.compute(Orig, Global, Local);
  V.Global.assign(Global.begin(), Global.begin() + P.Global.size());
  if (G.hasFixedLocal())
    V.Local.assign(Local.begin(), Local.begin() + P.Global.size());
  else if (!P.Local.empty() && G.isIdentity())
    V.Local = P.Local; // launched exactly like the original
  std::vector<std::string> Pre = geometryPreconditions(G);
  Pre.insert(Pre.end(), Extra.begin(), Extra.end());
  for (const std::string &C : Pre)
    V.Precondition += (V.Precondition.empty() ? "(" : " && (") + C + ")";
  return V;
}

Invalidity clopt::invalidityOf(RunStatus S) {
  switch (S) {
  case RunStatus::Ok: return Invalidity::Correct;
  case RunStatus::Compile: return Invalidity::Compile;
  case RunStatus::Runtime: return Invalidity::Runtime;
  case RunStatus::Correctness: return Invalidity::Correctness;
  case RunStatus::Timeout: return Invalidity::Timeout;
  case RunStatus::Constraints: return Invalidity::Constraints;
  case RunStatus::Crashed: return Invalidity::Runtime;
  // Never recorded by the search (withdrawn); elsewhere no job sets a time
  // to start variants within.
  case RunStatus::Skipped: return Invalidity::Runtime;
  }
  return Invalidity::Runtime;
}

std::string Evaluator::nextDir(const std::string &Stem) {
  std::string Dir = Opts.WorkDir + "/" + Stem + "." + std::to_string(++Counter);
  sys::fs::create_directories(Dir);
  return Dir;
}

Expected<std::map<std::string, RunResult>>
Evaluator::build(const std::vector<VariantSpec> &Variants) {
  std::map<std::string, RunResult> Out;
  if (Variants.empty())
    return Out;
  // BuildJobs compiles at once, as few processes with a pool of threads
  // each: every process opens its own OpenCL context, and on the GPU
  // machine 16 processes opening theirs at once took 2.2 s each, against
  // 0.2-0.5 s for their builds (bench/results/2026-11-24-h100). A crash in
  // a pool is retried serially by the client, so blame stays exact.
  unsigned Compiles = std::max(1u, Opts.BuildJobs);
  // $CLOPT_BUILD_THREADS per process (1: one process per compile).
  unsigned PerProcess = buildThreadsFromEnvironment();
  if (!PerProcess)
    PerProcess = DefaultBuildThreads;
  size_t Parts =
      std::min<size_t>((Compiles + PerProcess - 1) / PerProcess, Variants.size());
  std::vector<Job> Jobs(Parts, Base);
  for (Job &J : Jobs) {
    J.Mode = JobMode::BuildOnly;
    J.Variants.clear();
    J.BuildThreads = static_cast<unsigned>((Compiles + Parts - 1) / Parts);
  }
  // Round-robin keeps neighbouring (similar-sized) variants apart.
  for (size_t I = 0; I < Variants.size(); ++I)
    Jobs[I % Parts].Variants.push_back(Variants[I]);

  std::vector<std::optional<StatusOr<JobResult>>> Results(Parts);
  std::vector<std::thread> Threads;
  for (size_t I = 0; I < Parts; ++I) {
    WorkerRunOptions W;
    W.WorkerPath = Opts.WorkerPath;
    W.WorkDir = nextDir("build");
    Threads.emplace_back([&Results, &Jobs, I, W] {
      Results[I].emplace(runJobInWorker(Jobs[I], W));
    });
  }
  for (std::thread &T : Threads)
    T.join();

  for (size_t I = 0; I < Parts; ++I) {
    StatusOr<JobResult> &R = *Results[I];
    if (!R.ok())
      return makeError(R.message());
    if (R->Reference && !R->Reference->ok())
      return makeError("the original kernel failed to build (" +
                       Twine(runStatusName(R->Reference->Status)) +
                       "): " + R->Reference->Message);
    for (RunResult &V : R->Variants) {
      if (!V.CacheHit && V.Status != RunStatus::Skipped)
        ++Compilations;
      Out[V.Id] = V;
    }
  }
  return Out;
}

Expected<JobResult> Evaluator::run(const std::vector<VariantSpec> &Variants,
                                   bool Time, const ProblemInstance *Problem,
                                   uint64_t Seed) {
  Job J = Base;
  J.Mode = Time ? JobMode::VerifyTime : JobMode::Verify;
  J.Variants = Variants;
  if (Problem) {
    J.Global = Problem->Global;
    J.Local = Problem->Local;
    J.Args = Problem->Args;
  }
  if (Seed)
    J.Seed = Seed;
  // Every batch of the search runs on the base problem and seed: the first
  // job leaves the original's outputs in the work directory, and the next
  // ones read them instead of running the original again. Jobs at other
  // sizes or seeds (checks and re-verification) run once: nothing to share.
  if (!Problem && !Seed)
    J.DataCacheDir = Opts.WorkDir;
  WorkerRunOptions W;
  W.WorkerPath = Opts.WorkerPath;
  W.WorkDir = nextDir("run");
  W.Problem = Problem ? Problem->describe() : Opts.Problem;
  if (!Server)
    Server = std::make_unique<WorkerServer>(Opts.WorkerPath, Opts.WorkDir + "/worker.stderr");
  W.Server = Server.get();
  StatusOr<JobResult> R = runJobInWorker(J, W);
  if (!R.ok())
    return makeError(R.message());
  if (!R->Reference || !R->Reference->ok())
    return makeError("the original kernel '" + J.Kernel + "' failed (" +
                     Twine(R->Reference ? runStatusName(R->Reference->Status)
                                        : "no result") +
                     "): " + (R->Reference ? R->Reference->Message : ""));
  return std::move(*R);
}
