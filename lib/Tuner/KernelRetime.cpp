//===- KernelRetime.cpp - Re-time the best candidates, pick the winner ------===//
//
// After the search: the best candidates are re-timed interleaved with the
// original (at every size point when there are several), ranked by their
// estimated speedup, and the first that is faster with confidence, reaches
// --min-speedup and passes re-verification wins. See docs/tuner.md.
//
//===----------------------------------------------------------------------===//

#include "KernelSearch.h"

#include "clopt/Runtime/Support/CheckedNumber.h"
#include "clopt/Runtime/Support/Hash.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Runtime/Support/SafeFile.h"
#include "clopt/Runtime/Support/Version.h"
#include "clopt/Transforms/Pipeline.h"
#include "clopt/Tuner/SpeedupEstimate.h"
#include "clopt/Tuner/TuneSpace.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cmath>
#include <chrono>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <thread>

using namespace llvm;
using namespace clopt;


void KernelSearch::shareTime(size_t FirstRecord, double Ms, double ReportResult::*Field,
                             std::vector<ReportResult> *Records) {
  std::vector<ReportResult> &R = Records ? *Records : Report;
  if (FirstRecord >= R.size())
    return;
  double Share = Ms / static_cast<double>(R.size() - FirstRecord);
  for (size_t I = FirstRecord; I < R.size(); ++I)
    R[I].*Field = Share;
}

unsigned KernelSearch::retimeRounds() const {
  if (J.Opts.Fault.What == FaultInjection::Speedup)
    return static_cast<unsigned>(J.Opts.Fault.Ratios.front().size());
  return std::max(1u, J.Opts.RetimeRounds);
}

double KernelSearch::finishReserveSeconds() const {
  std::vector<double> Best;
  for (const Variant *V : Order)
    if (V->Done && V->Result.ok() && !V->Rewrite.AppliedPasses.empty())
      Best.push_back(V->Result.TimeMs);
  // Nothing verified yet: nothing to re-time or re-verify, and the search
  // that has found nothing must not be the one that stops first.
  if (Best.empty())
    return 0;
  std::sort(Best.begin(), Best.end());
  Best.resize(std::min<size_t>(Best.size(), J.Opts.RetimeCandidates));

  // What the start spent besides building and timing the original: the
  // job's fixed costs, the inputs, and the original's check runs (in guard
  // bands). A cold build of the original (PoCL: most of a second) is not
  // paid again by the jobs after the search.
  double OriginalS = OriginalMs / 1000;
  double CheckS =
      std::max(0.0, StartupSeconds - OriginalReps * OriginalS - OriginalBuildSeconds);

  // Re-timing: in each round every entry's check run, then timed runs for
  // its share of the target (retime()), at every size point; the job
  // restores and checks the data as a start would (a quarter of CheckS on
  // the H100's GEMMs at 4096).
  unsigned Rounds = retimeRounds();
  double Share = Eval->base().Timing.TargetSeconds / Rounds;
  auto EntrySeconds = [&](double Ms) { return Ms / 1000 + std::max(Ms / 1000, Share); };
  double Round = EntrySeconds(OriginalMs);
  for (double Ms : Best)
    Round += EntrySeconds(Ms);
  double Retime = (Rounds * Round + CheckS / 4) *
                  static_cast<double>(std::max<size_t>(1, J.Points.size()));

  // Re-verification, per problem: the original checked at sizes up to 1.25
  // times the tuning size's, then the winner's guarded runs; on the H100 one
  // problem took 1.3 to 2.9 times CheckS (SGEMM, syrk, syr2k at 4096).
  double Probe = 2.5 * CheckS;
  return Retime + static_cast<double>(expectedProbes()) * Probe;
}

void KernelSearch::fitSearchToBudget() {
  if (J.Opts.Budget.Seconds <= 0)
    return;
  double Left =
      J.Opts.Budget.Seconds - millisecondsSince(Start) / 1000 - finishReserveSeconds();
  // 0 would mean no limit; a search out of time still makes its first batch.
  S->setSecondsBudget(std::max(1e-3, S->elapsedSeconds() + Left));
}

/// The least a seconds budget leaves a build or a first launch.
static constexpr double MinBudgetedWaitMs = 2000;

std::optional<double> KernelSearch::searchMsLeft() const {
  // The first batch is the search's answer whatever it costs.
  if (J.Opts.Budget.Seconds <= 0 || !S || Evaluated == 0)
    return std::nullopt;
  return (S->secondsBudget() - S->elapsedSeconds()) * 1000;
}

unsigned KernelSearch::withinBudget(unsigned LimitMs, size_t Shares) const {
  std::optional<double> Left = searchMsLeft();
  if (!Left)
    return LimitMs;
  double ShareMs = *Left / static_cast<double>(std::max<size_t>(1, Shares));
  double LeftMs = std::max({MinBudgetedWaitMs, LongestBuildMs, ShareMs});
  if (LimitMs && LimitMs <= LeftMs)
    return LimitMs;
  return static_cast<unsigned>(std::min(LeftMs, 4.0e9));
}

unsigned KernelSearch::startWithinMs(double KeepMs) const {
  std::optional<double> Left = searchMsLeft();
  if (!Left)
    return 0;
  return static_cast<unsigned>(std::clamp(*Left - KeepMs, 1.0, 4.0e9));
}

bool KernelSearch::searchTimeIsOut() const {
  std::optional<double> Left = searchMsLeft();
  return Left && *Left <= 0;
}

Expected<std::vector<Retimed>>
KernelSearch::retime(const std::vector<Variant *> &Candidates, double &OrigMs,
                     const ProblemInstance *At,
                     std::map<std::string, RetimeFailure> *Failures, size_t PointIndex) {
  const ProblemInstance &Problem = At ? *At : J.Problem;
  unsigned Rounds = retimeRounds();
  std::vector<VariantSpec> Specs;
  VariantSpec Orig;
  Orig.Id = "original";
  Orig.Source = Eval->base().ReferenceSource;
  Orig.Options = J.BuildOptions;
  Orig.Global = Problem.Global;
  Orig.Local = Problem.Local;
  // Each round runs the original and every candidate once, in an order
  // rotated per round, so that drift (thermal, other load) hits all alike.
  std::vector<VariantSpec> One;
  One.push_back(Orig);
  for (Variant *V : Candidates)
    One.push_back(makeVariantSpec(V->Id, V->Path, J.BuildOptions, V->Rewrite.Geometry,
                                  Problem));
  for (unsigned R = 0; R < Rounds; ++R)
    for (size_t I = 0; I < One.size(); ++I) {
      VariantSpec X = One[(I + R) % One.size()];
      X.Id = "r" + std::to_string(R + 1) + "." + X.Id;
      Specs.push_back(X);
    }
  // The rounds give the statistics, not the repetitions inside one: each
  // entry of a round is timed at least once and then for its share of the
  // timing target (three repetitions of a naive syr2k at 4096, 0.8 s a run,
  // in each of five rounds were 12 s of a tune's 39 s after its search).
  TimingSettings &Timing = Eval->base().Timing;
  TimingSettings Saved = Timing;
  Timing.MinReps = 1;
  Timing.TargetSeconds = Saved.TargetSeconds / Rounds;
  Expected<JobResult> Ran = Eval->run(Specs, /*Time=*/true, At);
  Timing = Saved;
  if (!Ran)
    return Ran.takeError();
  // Every round's time, or none when some round failed (the first failure
  // goes to Failure).
  auto TimesOf = [&](const std::string &Id, RetimeFailure *Failure) {
    std::vector<double> T;
    for (unsigned R = 0; R < Rounds; ++R) {
      const RunResult *X = Ran->find("r" + std::to_string(R + 1) + "." + Id);
      if (X && X->ok()) {
        T.push_back(X->TimeMs);
        continue;
      }
      if (Failure)
        *Failure = X ? RetimeFailure{invalidityOf(X->Status),
                                     std::string(runStatusName(X->Status)) + ": " +
                                         X->Message}
                     : RetimeFailure{Invalidity::Runtime, "no result"};
      return std::vector<double>();
    }
    return T;
  };
  std::vector<double> OrigTimes = TimesOf("original", nullptr);
  OrigMs = median(OrigTimes);
  std::vector<Retimed> Out;
  for (Variant *V : Candidates) {
    RetimeFailure Failure;
    std::vector<double> T = TimesOf(V->Id, &Failure);
    if (T.empty() && Failures)
      (*Failures)[V->Id] = Failure;
    if (T.empty() || OrigTimes.empty())
      continue;
    if (J.Opts.Fault.What == FaultInjection::Speedup) {
      const auto &Injected = J.Opts.Fault.Ratios;
      const std::vector<double> &Q = Injected[std::min(PointIndex, Injected.size() - 1)];
      for (unsigned R = 0; R < Rounds; ++R)
        T[R] = OrigTimes[R] / Q[R];
    }
    // Paired by round: what a round shares (clock, load) cancels out.
    std::vector<double> Ratios = pairedRatios(OrigTimes, T);
    if (!Ratios.empty())
      Out.push_back({V, std::move(Ratios)});
  }
  return Out;
}

/// Best estimate first; among equals, the order of the candidates (their
/// search cost).
static void sortByEstimate(std::vector<RankedCandidate> &R) {
  std::stable_sort(R.begin(), R.end(), [](const auto &A, const auto &B) {
    return A.Speedup.Estimate > B.Speedup.Estimate;
  });
}

Expected<std::vector<RankedCandidate>>
KernelSearch::rankAtProblem(const std::vector<Variant *> &Candidates, double &OrigMs) {
  Expected<std::vector<Retimed>> R = retime(Candidates, OrigMs);
  if (!R)
    return R.takeError();
  std::vector<RankedCandidate> Out;
  for (const Retimed &X : *R)
    Out.push_back({X.V, estimateSpeedup(X.Ratios), /*Retimed=*/true, ""});
  sortByEstimate(Out);
  return Out;
}

Expected<std::vector<RankedCandidate>>
KernelSearch::rankAtPoints(const std::vector<Variant *> &Candidates, double &OrigMs0) {
  std::map<Variant *, std::vector<std::string>> Parts;
  std::map<Variant *, std::vector<std::vector<double>>> PointRatios;
  std::set<Variant *> Dropped;
  for (size_t I = 0; I < J.Points.size(); ++I) {
    const SizePoint &P = J.Points[I];
    double OrigMs = 0;
    std::map<std::string, RetimeFailure> Failures;
    Expected<std::vector<Retimed>> R =
        retime(Candidates, OrigMs, I == 0 ? nullptr : &P.Problem, &Failures, I);
    if (!R)
      return createStringError(inconvertibleErrorCode(), "size point " + P.Label + ": " +
                                                             toString(R.takeError()));
    if (I == 0)
      OrigMs0 = OrigMs;
    for (Variant *V : Candidates) {
      if (Dropped.count(V))
        continue;
      auto It = llvm::find_if(*R, [V](const Retimed &X) { return X.V == V; });
      if (It == R->end() || OrigMs <= 0) {
        Dropped.insert(V);
        // A candidate that ran in every round, where the original did not,
        // keeps the default: no timing.
        const RetimeFailure &F = Failures[V->Id];
        recordReverifyFailure(*V, "size point " + P.Label, F.Why, F.Category);
        if (!J.Opts.Quiet)
          J.Log << "clopt: " << J.Kernel.Name << ": " << V->Id << " fails at size point "
                << P.Label << " (" << F.Why << ")\n";
        continue;
      }
      PointRatios[V].push_back(It->Ratios);
      Parts[V].push_back(P.Label + ": " +
                         formatNumber(estimateSpeedup(It->Ratios).Estimate, "%.2fx"));
    }
  }
  std::vector<RankedCandidate> Out;
  for (Variant *V : Candidates) {
    if (Dropped.count(V))
      continue;
    // Round r's ratio is the geometric mean of the points' ratios in round
    // r: a point whose ratio jumps between rounds spreads the rounds, which
    // lowers the bound, and a jump in one round does not move the median.
    SpeedupEstimate E = estimateSpeedup(combinePoints(PointRatios[V]));
    if (E.Rounds == 0)
      continue;
    Out.push_back({V, E, /*Retimed=*/true,
                   "geometric mean over " + std::to_string(J.Points.size()) +
                       " size points (" + join(Parts[V], ", ") + ")"});
  }
  sortByEstimate(Out);
  return Out;
}

static double roundForRecord(double V) {
  return std::strtod(formatNumber(V, "%.6g").c_str(), nullptr);
}

void KernelSearch::startRecord(KernelOutcome &Out) {
  TuningRecord &Rec = Out.Record;
  Rec.Strategy = StrategyName;
  Rec.Seed = J.Opts.Seed;
  Rec.Evaluations = Evaluated;
  Rec.CloptVersion = cloptVersion();
  Rec.Date = currentUtcDate();
  Rec.MeasuredAt = J.Problem.describe();
  Rec.MinSpeedup = J.Opts.MinSpeedup;
  Rec.Status = "original";
  Rec.Geometry.WorkDim = static_cast<unsigned>(J.Problem.Global.size());
  Rec.OriginalSeconds = OriginalMs / 1000;
  Rec.BestSeconds = OriginalMs / 1000;
  Rec.Speedup = 1;
  Out.Compilations = Eval->compilations();
  for (Variant *V : Order)
    if (V->Result.CacheHit)
      ++Out.CacheHits;
  // An unfinished search proves nothing about the space: its answer is
  // written, marked, and never stored (Tuner.cpp), or every later run would
  // reuse it and skip the search.
  if (Interrupted)
    Out.Interrupted = "search interrupted after " + std::to_string(Evaluated) +
                      " evaluations; not stored in the tuning database";
}

Expected<std::vector<RankedCandidate>> KernelSearch::rankCandidates(double &OrigMs) {
  // A variant with no pass applied is the original as the emitter prints
  // it: any "speedup" it shows is noise.
  std::vector<Variant *> Good;
  for (Variant *V : Order)
    if (V->Done && V->Result.ok() && !V->Rewrite.AppliedPasses.empty())
      Good.push_back(V);
  std::stable_sort(Good.begin(), Good.end(),
                   [](Variant *A, Variant *B) { return A->Cost < B->Cost; });
  if (Good.size() > J.Opts.RetimeCandidates)
    Good.resize(J.Opts.RetimeCandidates);

  std::vector<RankedCandidate> Ranked;
  OrigMs = OriginalMs;
  if (!Good.empty() && !Interrupted) {
    Expected<std::vector<RankedCandidate>> R =
        J.Points.size() > 1 ? rankAtPoints(Good, OrigMs) : rankAtProblem(Good, OrigMs);
    if (!R)
      return R.takeError();
    Ranked = std::move(*R);
    if (!J.Opts.Quiet && !Ranked.empty())
      J.Log << "clopt: " << J.Kernel.Name << ": re-timed " << Ranked.size()
            << " candidates interleaved with the original (" << retimeRounds() << " rounds"
            << (J.Points.size() > 1
                    ? ", at each of " + std::to_string(J.Points.size()) + " size points"
                    : std::string())
            << ")\n";
  } else {
    // Interrupted: no re-timing, the search's one timing of each (a single
    // "round", whose bound is that ratio itself).
    for (Variant *V : Good)
      Ranked.push_back({V, estimateSpeedup({OriginalMs / V->Result.TimeMs}), false, ""});
    sortByEstimate(Ranked);
  }
  if (OrigMs <= 0)
    OrigMs = OriginalMs;
  return Ranked;
}

/// Why a candidate that is faster than the original did not replace it:
/// "best candidate v12: 1.06x (bound 0.98x at 96.9% confidence over 5
/// interleaved rounds): no significant gain (...); the original kernel is
/// kept".
static std::string noGainNote(const RankedCandidate &C, SpeedupVerdict Verdict,
                              double MinSpeedup) {
  const SpeedupEstimate &E = C.Speedup;
  std::string Over = C.Retimed ? describeBound(E) + " over " + std::to_string(E.Rounds) +
                                     " interleaved rounds"
                               : "the search's timing, not re-timed";
  if (!C.PointClaim.empty())
    Over += "; " + C.PointClaim;
  std::string Why = Verdict == SpeedupVerdict::NotConfident
                        ? "the bound is not above 1x"
                        : "under --min-speedup " + formatNumber(MinSpeedup, "%g") + "x";
  std::string Estimate = Verdict == SpeedupVerdict::BelowMinimum
                             ? describeSpeedupBelow(E.Estimate, MinSpeedup)
                             : formatNumber(E.Estimate, "%.2fx");
  return "best candidate " + C.V->Id + ": " + Estimate + " (" +
         Over + "): no significant gain (" + Why + "); the original kernel is kept";
}

Error KernelSearch::pickWinner(const std::vector<RankedCandidate> &Candidates,
                               double OrigMs, KernelOutcome &Out) {
  TuningRecord &Rec = Out.Record;
  const RankedCandidate *NoGain = nullptr;
  SpeedupVerdict NoGainVerdict = SpeedupVerdict::Faster;
  // Faster candidates that failed re-verification, and the first one's note.
  unsigned FailedReverification = 0;
  std::string FirstFailure;
  for (const RankedCandidate &C : Candidates) {
    // Ranked by estimate, but a candidate that is not faster with
    // confidence may be followed by one that is.
    SpeedupVerdict Verdict = judgeSpeedup(C.Speedup, J.Opts.MinSpeedup);
    if (Verdict != SpeedupVerdict::Faster) {
      if (!NoGain && C.Speedup.Estimate > 1) {
        NoGain = &C;
        NoGainVerdict = Verdict;
      }
      continue;
    }
    Variant *V = C.V;
    std::string Note;
    Expected<bool> Ok = reverify(*V, Note);
    if (!Ok)
      return Ok.takeError();
    // A failure's note names the candidate itself.
    if (!J.Opts.Quiet)
      J.Log << "clopt: " << J.Kernel.Name << ": " << (*Ok ? V->Id + ": " : "") << Note
            << "\n";
    if (!*Ok) {
      if (FailedReverification++ == 0)
        FirstFailure = Note;
      continue;
    }
    Out.Tuned = true;
    Out.Values = V->Rewrite.Applied;
    Out.Rewrite = V->Rewrite;
    Out.Notes.push_back(Note);
    Out.Claim = C.PointClaim;
    Rec.Status = "tuned";
    for (const PassSpace &PS : Space->passes())
      for (const ParamSpec &P : PS.Params)
        if (std::optional<int64_t> X = V->Rewrite.Applied.get(PS.Pass, P.Name))
          Rec.Params.push_back({PS.Pass + "." + P.Name, *X});
    Rec.Geometry = V->Rewrite.Geometry;
    // The time written is the original's over the estimate, so that every
    // output's "A ms vs B ms" agrees with its speedup.
    Rec.BestSeconds = OrigMs / C.Speedup.Estimate / 1000;
    Rec.Speedup = C.Speedup.Estimate;
    Rec.Repetitions = V->Result.Reps;
    if (C.Retimed) {
      Rec.SpeedupBound = C.Speedup.Bound;
      Rec.BoundConfidence = C.Speedup.Confidence;
      Rec.RetimeRounds = C.Speedup.Rounds;
    }
    return Error::success();
  }
  // Candidates that were faster but failed re-verification, or could not
  // be re-verified at other sizes, say so: "no variant beat the original"
  // would not be true.
  if (FailedReverification > 0)
    Out.NoGain = std::to_string(FailedReverification) + " candidate" +
                 (FailedReverification > 1 ? "s" : "") +
                 " faster than the original at the tuning size did not pass "
                 "re-verification (" +
                 FirstFailure + "); the original kernel is kept";
  else if (NoGain)
    Out.NoGain = noGainNote(*NoGain, NoGainVerdict, J.Opts.MinSpeedup);
  return Error::success();
}

/// The record of the search: the best candidates re-timed interleaved with
/// the original; the best that is faster with confidence, reaches
/// --min-speedup and passes re-verification wins; otherwise the original is
/// kept.
Error KernelSearch::finish(KernelOutcome &Out) {
  startRecord(Out);
  TuningRecord &Rec = Out.Record;
  double OrigMs = OriginalMs;
  Expected<std::vector<RankedCandidate>> Ranked = rankCandidates(OrigMs);
  if (!Ranked)
    return Ranked.takeError();
  Rec.OriginalSeconds = OrigMs / 1000;
  Rec.BestSeconds = OrigMs / 1000;
  if (Error E = pickWinner(*Ranked, OrigMs, Out))
    return E;
  Out.SizePoints = static_cast<unsigned>(J.Points.size());
  if (!Out.Tuned && J.Points.size() > 1) {
    std::vector<std::string> Labels;
    for (const SizePoint &P : J.Points)
      Labels.push_back(P.Label);
    Out.Claim = "compared over " + std::to_string(J.Points.size()) + " size points (" +
                join(Labels, "; ") + ")";
  }
  // Six significant digits are all a timing means; rounded once here, the
  // outputs of this run and of a later run that reuses the database entry
  // print the same numbers.
  Rec.BestSeconds = roundForRecord(Rec.BestSeconds);
  Rec.OriginalSeconds = roundForRecord(Rec.OriginalSeconds);
  Rec.Speedup = roundForRecord(Rec.Speedup);
  Rec.SpeedupBound = roundForRecord(Rec.SpeedupBound);
  Rec.BoundConfidence = roundForRecord(Rec.BoundConfidence);
  Out.Rejections = groupRejections(Report);
  Out.Report = std::move(Report);
  return Error::success();
}
