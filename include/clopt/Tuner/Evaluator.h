//===- Evaluator.h - Build, verify and time variants in workers ---*- C++ -*-===//
//
// The tuner's Builder and Runner (style: split the tuner by role). Variants
// are OpenCL C sources written to a work directory; the evaluator
//
//   build()  compiles them in parallel, in several `clopt-worker build`
//            processes (one per host core by default); each binary lands in
//            the binary cache, so the run that follows (and any later run
//            over the same variants) loads it instead of compiling;
//   run()    verifies and times them in one `clopt-worker run` process at a
//            time (timings must not overlap), against the original kernel
//            run on the same seeded inputs.
//
// A worker that crashes or hangs costs the variant it was running; a fresh
// worker continues with the rest (WorkerClient.h).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNER_EVALUATOR_H
#define CLOPT_TUNER_EVALUATOR_H

#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/LaunchGeometry.h"
#include "clopt/Tuner/ProblemSetup.h"
#include "clopt/TuningRecords/TuningReport.h"
#include "clopt/WorkerClient/WorkerClient.h"
#include "llvm/Support/Error.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clopt {

struct EvaluatorOptions {
  std::string WorkerPath;
  /// Job, result and variant files go here (must exist).
  std::string WorkDir;
  /// Parallel build processes (>= 1).
  unsigned BuildJobs = 1;
  /// The base problem as messages name it (ProblemInstance::describe()).
  std::string Problem;
};

/// The launch of a variant for a problem: its NDRange from the geometry,
/// and the geometry's preconditions (G_d % m == 0) plus Extra.
VariantSpec makeVariantSpec(const std::string &Id, const std::string &Path,
                            const std::string &Options, const LaunchGeometry &G,
                            const ProblemInstance &P,
                            const std::vector<std::string> &Extra = {});

/// The preconditions of a geometry as expressions ("G0 % 64 == 0").
std::vector<std::string> geometryPreconditions(const LaunchGeometry &G);

/// The first of Pre that does not hold for problem P (its sizes, and G0..G2
/// from its global size, 1 beyond its dimensions), or "" when all do. One
/// that cannot be evaluated counts as not holding. The worker checks them
/// again before it runs anything.
std::string firstUnmetPrecondition(const std::vector<std::string> &Pre,
                                   const ProblemInstance &P);

/// The T4 category of a worker status (a crash is a runtime failure).
Invalidity invalidityOf(RunStatus S);

class Evaluator {
public:
  /// Base holds everything but the variants and the mode: device, kernel,
  /// reference source and options, problem, seed, timing, cache.
  Evaluator(EvaluatorOptions Opts, Job Base)
      : Opts(std::move(Opts)), Base(std::move(Base)) {}

  /// Compiles Variants in parallel; results by id (compile failures, the
  /// kernel's CL_KERNEL_WORK_GROUP_SIZE, cache hits). An Error when no worker
  /// could run at all.
  llvm::Expected<std::map<std::string, RunResult>>
  build(const std::vector<VariantSpec> &Variants);

  /// Verifies (and, with Time, times) Variants against the reference in the
  /// given mode, in order. Base's problem is used unless Problem is given.
  llvm::Expected<JobResult> run(const std::vector<VariantSpec> &Variants, bool Time,
                                const ProblemInstance *Problem = nullptr,
                                uint64_t Seed = 0);

  Job &base() { return Base; }
  /// Builds so far that were not binary-cache hits.
  unsigned compilations() const { return Compilations; }

private:
  std::string nextDir(const std::string &Stem);

  EvaluatorOptions Opts;
  Job Base;
  unsigned Counter = 0;
  unsigned Compilations = 0;
  /// Runs the run jobs one after another in one worker process, which
  /// keeps the device's context and the search's data between them (the
  /// build jobs, in parallel, have processes of their own).
  std::unique_ptr<WorkerServer> Server;
};

} // namespace clopt

#endif // CLOPT_TUNER_EVALUATOR_H
