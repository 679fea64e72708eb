//===- KernelSearch.h - The search of one kernel, shared by its steps -*- C++ -*-===//
//
// Private to lib/Tuner. KernelSearch runs the search of one kernel; its
// steps live in their own sources: the search loop (KernelTuner.cpp), the
// re-timing and the choice of the winner (KernelRetime.cpp), checking the
// original and re-verifying the winner (KernelReverify.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TUNER_KERNELSEARCH_H
#define CLOPT_LIB_TUNER_KERNELSEARCH_H

#include "TunerImpl.h"

#include "clopt/Search/Search.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "clopt/Tuner/TuneSpace.h"
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clopt {

/// Reports what the check of the original found: an Error when it stops the
/// run, else a warning (unless quiet) and success (KernelReport.cpp).
llvm::Error reportSuspect(const std::string &Kernel, const std::string &Suspect,
                          const ProblemInstance &P, const TuneOptions &Opts,
                          llvm::raw_ostream &Log);

/// One distinct variant (points whose code is byte-identical share it).
struct Variant {
  std::string Id;
  SearchPoint Point; ///< the first point that produced it
  RewriteResult Rewrite;
  std::string Path;
  RunResult Result;
  bool Done = false;
  /// Turned away before it was built (pruneBeforeBuild): no device work,
  /// so its points do not count against the evaluation budget.
  bool PrunedBeforeBuild = false;
  double Cost = RejectedCost;
};

/// Why a candidate has no timing at one problem.
struct RetimeFailure {
  Invalidity Category = Invalidity::Runtime;
  std::string Why = "no timing";
};

/// A candidate's re-timing at one problem.
struct Retimed {
  Variant *V = nullptr;
  std::vector<double> Ratios; ///< original's time / candidate's, per round
};

/// A candidate with its estimated speedup and what that was measured over.
struct RankedCandidate {
  Variant *V = nullptr;
  SpeedupEstimate Speedup;
  /// False for an interrupted search: one timing from the search.
  bool Retimed = false;
  /// Over several size points: "geometric mean over 4 size points (k=0:
  /// 1.42x, ...)", each point's median ratio.
  std::string PointClaim;
};

class KernelSearch {
public:
  explicit KernelSearch(KernelJob &J) : J(J) {}
  llvm::Expected<KernelOutcome> run();

private:
  /// What one batch's steps hand on.
  struct BatchState {
    std::vector<Variant *> New;                ///< variants first seen here
    std::map<SearchPoint, std::string> Failed; ///< point -> generation error
    std::map<SearchPoint, std::string> DupOf;  ///< point -> variant id it repeats
  };
  /// Evaluates Batch; returns how many of its points were evaluated (the
  /// others' variants were not started in time: withdrawUnstarted).
  llvm::Expected<size_t> evaluateBatch(const std::vector<SearchPoint> &Batch);
  void generateBatch(const std::vector<SearchPoint> &Batch, BatchState &B);
  /// The new variants within the device's limits, written to the work dir;
  /// the others are done (rejected).
  llvm::Expected<std::vector<VariantSpec>> pruneAndWrite(const std::vector<Variant *> &New);
  /// The built variants that may run: a failed build, or a work-group above
  /// the built kernel's CL_KERNEL_WORK_GROUP_SIZE, is done (rejected).
  std::vector<VariantSpec> admitBuilt(const std::vector<Variant *> &New,
                                      const std::vector<VariantSpec> &ToBuild,
                                      const std::map<std::string, RunResult> &Built);
  /// Verifies and times ToRun with the original, and records the results.
  llvm::Error runBuilt(const std::vector<Variant *> &New, const std::vector<VariantSpec> &ToRun,
                 const std::map<std::string, RunResult> &Built);
  /// The evaluator, and the original timed alone: its time sets the
  /// per-run timeout.
  llvm::Error startEvaluator();
  /// The search with its strategy (auto resolved), announced on the log.
  void startSearch();
  /// When the search has a new best point that lacks a pass asking to be
  /// seeded (TransformPass::enabledInSeeds), its twin with that pass is
  /// measured next: such a pass is meant to pay whatever the rest of the
  /// configuration, which the seeds alone do not reach.
  void seedBestWithSeededPasses();
  /// The points of Batch whose variant was started. The others (their
  /// variant `skipped`: the worker's time to start it had passed) are
  /// given back to the search, and their variants forgotten, so that they
  /// count nowhere (Search::withdraw).
  std::vector<SearchPoint> withdrawUnstarted(const std::vector<SearchPoint> &Batch);
  /// Marks the variants of ToRun (of New) `skipped`, without a job.
  void markSkipped(const std::vector<Variant *> &New, const std::vector<VariantSpec> &ToRun);
  void reportBatch(const std::vector<SearchPoint> &Batch,
                   const std::map<SearchPoint, std::string> &Failed,
                   const std::map<SearchPoint, std::string> &DupOf);
  /// Writes V's code (with an injected fault, for tests) to the work dir.
  llvm::Error writeVariant(Variant &V);
  /// The variant of P, generated on first use; null when generation failed
  /// (Why says how).
  Variant *generate(const SearchPoint &P, std::string &Why);
  /// Why R cannot run at the tuning problem, found before it is built: the
  /// device's limits, or a launch precondition that does not hold there
  /// (`G0 % 64 == 0` of a kernel launched as one work-item); "" if none.
  std::string pruneBeforeBuild(const RewriteResult &R) const;
  void record(const SearchPoint &P, const Variant *V, Invalidity I,
              const std::string &Reason, const std::string &DuplicateOf = "");
  void progress(bool Final);
  /// Ctrl-C, or the injected interruption of a test.
  bool stopRequested() const;
  llvm::Error finish(KernelOutcome &Out);
  /// The record's fields that do not depend on the winner.
  void startRecord(KernelOutcome &Out);
  /// The verified variants that applied a pass, best estimate first
  /// (re-timed unless the search was interrupted); OrigMs gets the
  /// original's time.
  llvm::Expected<std::vector<RankedCandidate>> rankCandidates(double &OrigMs);
  /// The first of Candidates (in rank order) that is faster with confidence,
  /// reaches --min-speedup and passes re-verification becomes Out's answer.
  llvm::Error pickWinner(const std::vector<RankedCandidate> &Candidates, double OrigMs,
                   KernelOutcome &Out);
  /// Runs the original and Candidates interleaved for the re-timing rounds
  /// at At (default: the tuning problem), size point PointIndex; a candidate
  /// that fails a round is left out (and named in Failures). OrigMs gets the
  /// original's median.
  llvm::Expected<std::vector<Retimed>>
  retime(const std::vector<Variant *> &Candidates, double &OriginalMs,
         const ProblemInstance *At = nullptr,
         std::map<std::string, RetimeFailure> *Failures = nullptr, size_t PointIndex = 0);
  /// Rounds of the re-timing (the injected ratios' count, for tests).
  unsigned retimeRounds() const;
  /// Seconds finish() is expected to take (re-timing the best candidates so
  /// far, re-verifying one of them), from the times measured up to now.
  double finishReserveSeconds() const;
  /// With a seconds budget, which covers the whole tune: gives the search
  /// what is left of it less finishReserveSeconds().
  void fitSearchToBudget();
  /// Limit, a time in ms (0 = none), lowered after the first batch to
  /// one of Shares equal parts of what the search has left of a seconds
  /// budget (builds in waves, first launches one after another), but never
  /// under the longest build seen: a build or a first launch that takes
  /// longer than both cannot be measured within the budget.
  unsigned withinBudget(unsigned LimitMs, size_t Shares) const;
  /// After the first batch of a seconds budget, the ms the search has left
  /// (negative once out); nullopt when no limit applies.
  std::optional<double> searchMsLeft() const;
  /// TimingSettings::StartWithinMs for the search's jobs: after the first
  /// batch of a seconds budget, the time the search has left less KeepMs
  /// (at least 1 ms); 0 (no limit) otherwise.
  unsigned startWithinMs(double KeepMs = 0) const;
  /// Whether the search's time is out (searchMsLeft).
  bool searchTimeIsOut() const;
  /// Re-times the candidates at the one size of the problem.
  llvm::Expected<std::vector<RankedCandidate>>
  rankAtProblem(const std::vector<Variant *> &Candidates, double &OriginalMs);
  /// With several size points: re-times (and so verifies) the candidates
  /// at every point; a round's ratio is the geometric mean of the points'
  /// ratios in that round. OriginalMs gets the first point's original time.
  /// Candidates that fail at some point are dropped.
  llvm::Expected<std::vector<RankedCandidate>>
  rankAtPoints(const std::vector<Variant *> &Candidates, double &OriginalMs);
  /// Runs (and checks) the original at every size point but the first.
  llvm::Error checkPoints();
  /// Runs the original alone at At (default: the tuning problem) with the
  /// check for accesses out of bounds and NaN/Inf (Job::CheckOriginal), on
  /// the inputs of Seed (default: --seed).
  llvm::Expected<JobResult> runCheckedOriginal(bool Time, const ProblemInstance *At = nullptr,
                                               uint64_t Seed = 0);
  /// The seed of the re-verification's fresh inputs.
  uint64_t reverifySeed() const { return J.Opts.Seed + 7919; }
  /// Why the original gives no result to verify against at P on the
  /// re-verification's inputs: it fails, or its check (as for the first
  /// run) finds an access out of bounds. "" when it gives one. Checked once
  /// per size, whichever candidates are re-verified there.
  std::string originalFailureAt(const ProblemInstance &P);
  /// Re-verifies V at sizes smaller and larger than the tuning size, in
  /// every size parameter; false (with a report record) when it fails.
  llvm::Expected<bool> reverify(Variant &V, std::string &Note);
  /// A problem the winner is re-verified at, and how to name it.
  struct Probe {
    std::string Label;
    ProblemInstance Problem;
    /// The only run of a specialized variant's general path: it must run
    /// (an original that fails there fails the variant).
    bool GeneralPath = false;
  };
  /// The re-verification problems of V, each satisfying its preconditions;
  /// an error when some direction has no such size. A size that cannot
  /// move (a larger value would not fit 64 bits) keeps its value, and
  /// Skipped says so. A specialized variant also gets a problem with other
  /// values of its specialized arguments (its general path).
  llvm::Expected<std::vector<Probe>> probes(const Variant &V, std::vector<std::string> &Skipped);
  /// The sizes probes() moves: those of movableSizes() the kernel reads.
  std::vector<std::string> probedSizes() const;
  /// How many problems probes() gives a variant that specializes nothing.
  size_t expectedProbes() const;
  /// The general path's problem: Base with every argument V specializes at
  /// another value the original runs at; an error saying why there is none.
  llvm::Expected<Probe> generalPathProbe(const Variant &V, const ProblemSpec &Base);
  void recordReverifyFailure(const Variant &V, const std::string &Where,
                             const std::string &Why, Invalidity I);

  KernelJob &J;
  std::unique_ptr<TuneSpace> Space;
  std::unique_ptr<Search> S;
  std::unique_ptr<Evaluator> Eval;
  unsigned BuildJobs = 1; ///< builds in parallel
  std::map<std::string, std::unique_ptr<Variant>> ByKey; ///< code hash -> variant
  std::vector<Variant *> Order;                          ///< in generation order
  std::map<SearchPoint, Variant *> ByPoint;
  std::vector<ReportResult> Report;
  /// originalFailureAt's answers, by the problem's description.
  std::map<std::string, std::string> OriginalFailures;
  /// Whether two of the original's work-items write one element at the
  /// tuning size (then the same at another size is how it is written);
  /// set by the first originalFailureAt.
  std::optional<bool> OverlapsAtTuningSize;
  double OriginalMs = 0;
  /// startEvaluator()'s wall time (the original built, checked and timed),
  /// the timed runs it made and the original's build in it.
  double StartupSeconds = 0;
  unsigned OriginalReps = 0;
  double OriginalBuildSeconds = 0;
  /// Of the variants compiled (not taken from the cache) so far, this
  /// batch's included.
  double LongestBuildMs = 0;
  std::vector<double> ReferenceMs; ///< the original's time in each batch
  unsigned Evaluated = 0, Rejected = 0;
  /// Points of variants turned away before they were built.
  unsigned PrunedPoints = 0;
  /// Variants generated (their ids' numbers), and variants not started in
  /// time (their points withdrawn).
  unsigned VariantsMade = 0;
  size_t NotStarted = 0;
  /// Wall time of the last batch's run job per variant it ran (ms).
  double RunMsPerVariant = 0;
  std::string StrategyName;
  std::chrono::steady_clock::time_point Start = std::chrono::steady_clock::now();
  double Budgeted = 0; ///< evaluations the search may make (for progress)
  /// Wall time of the search loop, and of checking the original and
  /// re-timing and re-verifying the candidates (ms).
  double SearchMs = 0, ValidationMs = 0;
  /// Shares Ms equally among the records from FirstRecord on (of Records,
  /// else of Report): each record's part of the phase that produced it.
  void shareTime(size_t FirstRecord, double Ms, double ReportResult::*Field,
                 std::vector<ReportResult> *Records = nullptr);
  bool Interrupted = false;
  /// Whether seeds steer the search (every strategy but exhaustive), and the
  /// best point whose twin seedBestWithSeededPasses last asked for.
  bool Seeding = false;
  std::optional<SearchPoint> SeededBest;
};

} // namespace clopt

#endif
