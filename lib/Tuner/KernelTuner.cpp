//===- KernelTuner.cpp - Search one kernel's space on the device ----------===//
//
// Generate (clang side) -> deduplicate -> prune by device limits -> build in
// parallel -> verify and time -> report costs to the search strategy; then
// re-time the best candidates interleaved with the original and re-verify
// the winner at a second problem size. See docs/tuner.md.
//
//===----------------------------------------------------------------------===//

#include "TunerImpl.h"

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

#define DEBUG_TYPE "clopt-tuner"
ALWAYS_ENABLED_STATISTIC(NumVariantsEmitted,
                         "Distinct variants emitted by the search");
ALWAYS_ENABLED_STATISTIC(NumEvaluations, "Search points evaluated");

std::string clopt::formatNumber(double V, const char *Fmt) {
  char Buf[64];
  std::snprintf(Buf, sizeof(Buf), Fmt, V);
  return Buf;
}

PipelineOptions clopt::tunerPipelineOptions(const FrontendOptions &F,
                                            const std::vector<std::string> &GlobalExprs) {
  PipelineOptions PO;
  PO.Frontend = F;
  PO.Frontend.PrintDiagnostics = false;
  PO.GlobalExprs = GlobalExprs;
  PO.CheckEachPass = false; // the final output is re-parsed anyway
  return PO;
}

std::string clopt::describeValues(const ParamValues &V,
                                  const std::vector<PassSpace> &Space) {
  std::string Out;
  for (const PassSpace &S : Space) {
    if (!V.enables(S.Pass))
      continue;
    std::string Args;
    for (const ParamSpec &P : S.Params)
      if (std::optional<int64_t> X = V.get(S.Pass, P.Name))
        Args += (Args.empty() ? "" : ", ") + P.Name + "=" + P.print(*X);
    Out += (Out.empty() ? "" : " ") + S.Pass + "(" + Args + ")";
  }
  return Out.empty() ? "none" : Out;
}

std::vector<ReportKernelSummary::NotApplicable>
clopt::notApplicablePasses(const std::vector<PassSpace> &Space) {
  std::vector<ReportKernelSummary::NotApplicable> Out;
  for (const PassSpace &S : Space)
    if (S.NotApplicable)
      Out.push_back({S.Pass, rejectKindName(S.NotApplicable->Kind),
                     S.NotApplicable->Message});
  return Out;
}

std::vector<ReportKernelSummary::NotApplicable>
clopt::notApplicablePasses(ParsedSource &Source, const KernelInfo &Kernel,
                           const TuneOptions &Opts, const ProblemSpec &Spec) {
  return notApplicablePasses(
      listParameterSpace(Source, Kernel, tunerPipelineOptions(Opts.Frontend, Spec.Global)));
}

/// The user-facing category of a rejection.
static const char *rejectionCategory(Invalidity I) {
  switch (I) {
  case Invalidity::Correct: return "";
  case Invalidity::Compile: return "compile";
  case Invalidity::Runtime: return "runtime";
  case Invalidity::Correctness: return "wrong result";
  case Invalidity::Timeout: return "timeout";
  case Invalidity::Constraints: return "constraint";
  }
  return "runtime";
}

/// One line of a reason: a build log or a crash message may run on for
/// pages. The first line that says "error" is the informative one of a
/// build log ("CL_BUILD_PROGRAM_FAILURE:" comes first).
static std::string firstReasonLine(StringRef Reason) {
  SmallVector<StringRef, 8> Lines;
  Reason.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.empty())
    return "";
  StringRef Pick = Lines.front();
  for (StringRef L : Lines)
    if (L.contains("error")) {
      Pick = L;
      break;
    }
  std::string Out = Pick.trim().str();
  if (Pick != Lines.front() && Lines.front().trim().ends_with(":"))
    Out = Lines.front().trim().str() + " " + Out;
  return Out;
}

std::vector<ReportKernelSummary::Rejections>
clopt::groupRejections(const std::vector<ReportResult> &Report) {
  const Invalidity Order[] = {Invalidity::Compile, Invalidity::Runtime,
                              Invalidity::Correctness, Invalidity::Timeout,
                              Invalidity::Constraints};
  std::vector<ReportKernelSummary::Rejections> Out;
  for (Invalidity I : Order) {
    ReportKernelSummary::Rejections G;
    G.Category = rejectionCategory(I);
    for (const ReportResult &R : Report) {
      if (R.Status != I)
        continue;
      ++G.Count;
      if (!G.Example.empty())
        continue;
      std::string Id;
      for (const ReportMeasurement &M : R.Extra)
        if (M.Name == "variant" && M.IsText)
          Id = M.Text;
      std::string Reason = firstReasonLine(R.Reason);
      if (Reason.size() > 160)
        Reason = Reason.substr(0, 157) + "...";
      G.Example = (Id.empty() ? "" : Id + ": ") + (Reason.empty() ? "no reason given" : Reason);
    }
    if (G.Count)
      Out.push_back(std::move(G));
  }
  return Out;
}

/// The error for an original found wrong on the generated inputs.
static Error suspectError(const std::string &Kernel, const std::string &Suspect,
                          const ProblemInstance &P) {
  return createStringError(
      inconvertibleErrorCode(),
      "kernel '" + Kernel + "': the original kernel " + Suspect +
          " on the generated inputs (" + P.describe() +
          "), so it gives no result to verify variants against; check the sizes and "
          "buffer lengths (--size, --buffer), or give real data with --input NAME=FILE");
}

/// Whether what the check of the original found stops the run. Accesses out
/// of bounds do (no result to verify against); NaN or Inf is only reported:
/// a kernel may write them on purpose (-INFINITY as a mask value, an Inf
/// passed through from another input), and variants are still compared with
/// the original's output, NaN for NaN.
static bool stopsTheRun(StringRef Suspect) {
  return !Suspect.starts_with("produces NaN or Inf");
}

/// Reports what the check of the original found: an Error when it stops the
/// run, else a warning (unless quiet) and success.
static Error reportSuspect(const std::string &Kernel, const std::string &Suspect,
                           const ProblemInstance &P, const TuneOptions &Opts,
                           raw_ostream &Log) {
  if (!stopsTheRun(Suspect)) {
    if (!Opts.Quiet)
      Log << "clopt: warning: kernel '" << Kernel << "': the original kernel " << Suspect
          << " on the generated inputs (" << P.describe()
          << "); if that is not intended, check the sizes and buffer lengths or give "
             "real data with --input NAME=FILE\n";
    return Error::success();
  }
  return suspectError(Kernel, Suspect, P);
}

namespace {

/// One distinct variant (points whose code is byte-identical share it).
struct Variant {
  std::string Id;
  SearchPoint Point; ///< the first point that produced it
  RewriteResult Rewrite;
  std::string Path;
  RunResult Result;
  bool Done = false;
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
  Expected<KernelOutcome> run();

private:
  /// What one batch's steps hand on.
  struct BatchState {
    std::vector<Variant *> New;                ///< variants first seen here
    std::map<SearchPoint, std::string> Failed; ///< point -> generation error
    std::map<SearchPoint, std::string> DupOf;  ///< point -> variant id it repeats
  };
  Error evaluateBatch(const std::vector<SearchPoint> &Batch);
  void generateBatch(const std::vector<SearchPoint> &Batch, BatchState &B);
  /// The new variants within the device's limits, written to the work dir;
  /// the others are done (rejected).
  Expected<std::vector<VariantSpec>> pruneAndWrite(const std::vector<Variant *> &New);
  /// The built variants that may run: a failed build, or a work-group above
  /// the built kernel's CL_KERNEL_WORK_GROUP_SIZE, is done (rejected).
  std::vector<VariantSpec> admitBuilt(const std::vector<Variant *> &New,
                                      const std::vector<VariantSpec> &ToBuild,
                                      const std::map<std::string, RunResult> &Built);
  /// Verifies and times ToRun with the original, and records the results.
  Error runBuilt(const std::vector<Variant *> &New, const std::vector<VariantSpec> &ToRun,
                 const std::map<std::string, RunResult> &Built);
  /// The evaluator, and the original timed alone: its time sets the
  /// per-run timeout.
  Error startEvaluator();
  /// The search with its strategy (auto resolved), announced on the log.
  void startSearch();
  void reportBatch(const std::vector<SearchPoint> &Batch,
                   const std::map<SearchPoint, std::string> &Failed,
                   const std::map<SearchPoint, std::string> &DupOf);
  /// Writes V's code (with an injected fault, for tests) to the work dir.
  Error writeVariant(Variant &V);
  /// The variant of P, generated on first use; null when generation failed
  /// (Why says how).
  Variant *generate(const SearchPoint &P, std::string &Why);
  std::string pruneByDevice(const RewriteResult &R) const;
  void record(const SearchPoint &P, const Variant *V, Invalidity I,
              const std::string &Reason, const std::string &DuplicateOf = "");
  void progress(bool Final);
  /// Ctrl-C, or the injected interruption of a test.
  bool stopRequested() const;
  Error finish(KernelOutcome &Out);
  /// The record's fields that do not depend on the winner.
  void startRecord(KernelOutcome &Out);
  /// The verified variants that applied a pass, best estimate first
  /// (re-timed unless the search was interrupted); OrigMs gets the
  /// original's time.
  Expected<std::vector<RankedCandidate>> rankCandidates(double &OrigMs);
  /// The first of Candidates (in rank order) that is faster with confidence,
  /// reaches --min-speedup and passes re-verification becomes Out's answer.
  Error pickWinner(const std::vector<RankedCandidate> &Candidates, double OrigMs,
                   KernelOutcome &Out);
  /// Runs the original and Candidates interleaved for the re-timing rounds
  /// at At (default: the tuning problem), size point PointIndex; a candidate
  /// that fails a round is left out (and named in Failures). OrigMs gets the
  /// original's median.
  Expected<std::vector<Retimed>>
  retime(const std::vector<Variant *> &Candidates, double &OriginalMs,
         const ProblemInstance *At = nullptr,
         std::map<std::string, RetimeFailure> *Failures = nullptr, size_t PointIndex = 0);
  /// Rounds of the re-timing (the injected ratios' count, for tests).
  unsigned retimeRounds() const;
  /// Re-times the candidates at the one size of the problem.
  Expected<std::vector<RankedCandidate>>
  rankAtProblem(const std::vector<Variant *> &Candidates, double &OriginalMs);
  /// With several size points: re-times (and so verifies) the candidates
  /// at every point; a round's ratio is the geometric mean of the points'
  /// ratios in that round. OriginalMs gets the first point's original time.
  /// Candidates that fail at some point are dropped.
  Expected<std::vector<RankedCandidate>>
  rankAtPoints(const std::vector<Variant *> &Candidates, double &OriginalMs);
  /// Runs (and checks) the original at every size point but the first.
  Error checkPoints();
  /// Runs the original alone at At (default: the tuning problem) with the
  /// check for accesses out of bounds and NaN/Inf (Job::CheckOriginal).
  Expected<JobResult> runCheckedOriginal(bool Time, const ProblemInstance *At = nullptr);
  /// Re-verifies V at sizes smaller and larger than the tuning size, in
  /// every size parameter; false (with a report record) when it fails.
  Expected<bool> reverify(Variant &V, std::string &Note);
  /// A problem the winner is re-verified at, and how to name it.
  struct Probe {
    std::string Label;
    ProblemInstance Problem;
  };
  /// The re-verification problems of V, each satisfying its preconditions;
  /// an error when some direction has no such size. A size that cannot
  /// move (a larger value would not fit 64 bits) keeps its value, and
  /// Skipped says so.
  Expected<std::vector<Probe>> probes(const Variant &V, std::vector<std::string> &Skipped);
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
  double OriginalMs = 0;
  std::vector<double> ReferenceMs; ///< the original's time in each worker run
  unsigned Evaluated = 0, Rejected = 0;
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
};

} // namespace

static std::string variantKey(const RewriteResult &R) {
  return hashFields({R.Code, R.Geometry.describe()});
}

Variant *KernelSearch::generate(const SearchPoint &P, std::string &Why) {
  if (auto It = ByPoint.find(P); It != ByPoint.end())
    return It->second;
  RemarkCollector Remarks;
  // Points often give the same code: each distinct variant is re-parsed
  // once, as it enters the search.
  Expected<RewriteResult> R =
      J.Prepared.run(Space->values(P), Remarks, PreparedKernel::OutputCheck::Defer);
  if (!R) {
    Why = toString(R.takeError());
    return nullptr;
  }
  std::string Key = variantKey(*R);
  auto It = ByKey.find(Key);
  if (It == ByKey.end()) {
    if (Error E = J.Prepared.check(*R)) {
      Why = toString(std::move(E));
      return nullptr;
    }
    auto V = std::make_unique<Variant>();
    V->Id = "v" + std::to_string(ByKey.size() + 1);
    V->Point = P;
    V->Rewrite = std::move(*R);
    It = ByKey.emplace(Key, std::move(V)).first;
    ++NumVariantsEmitted;
    Order.push_back(It->second.get());
  }
  ByPoint[P] = It->second.get();
  return It->second.get();
}

std::string KernelSearch::pruneByDevice(const RewriteResult &R) const {
  const DeviceInfo &D = J.Device;
  if (D.LocalMemBytes && R.LocalMemBytes > D.LocalMemBytes)
    return "needs " + std::to_string(R.LocalMemBytes) + " bytes of local memory, the "
           "device has " + std::to_string(D.LocalMemBytes);
  if (D.MaxWorkGroupSize && R.WorkGroupSize > D.MaxWorkGroupSize)
    return "work-group of " + std::to_string(R.WorkGroupSize) +
           " work-items, the device allows " + std::to_string(D.MaxWorkGroupSize);
  for (unsigned Dim = 0; Dim < R.Geometry.WorkDim && Dim < D.MaxWorkItemSizes.size(); ++Dim)
    if (R.Geometry.Dims[Dim].Local > D.MaxWorkItemSizes[Dim])
      return "local size " + std::to_string(R.Geometry.Dims[Dim].Local) +
             " in dimension " + std::to_string(Dim) + ", the device allows " +
             std::to_string(D.MaxWorkItemSizes[Dim]);
  return "";
}

void KernelSearch::record(const SearchPoint &P, const Variant *V, Invalidity I,
                          const std::string &Reason, const std::string &DuplicateOf) {
  ReportResult R;
  R.Timestamp = currentUtcDate();
  R.Configuration = Space->configuration(P);
  R.Status = I;
  R.Reason = Reason;
  if (V) {
    R.CompileMs = V->Result.BuildMs;
    if (V->Result.ok() && V->Result.TimeMs > 0) {
      R.RuntimesMs = V->Result.QuantilesMs.empty()
                         ? std::vector<double>{V->Result.TimeMs}
                         : V->Result.QuantilesMs;
      if (OriginalMs > 0)
        R.Extra.push_back({"speedup", OriginalMs / V->Result.TimeMs, "", false, "x"});
      R.Extra.push_back({"max_rel_error", V->Result.MaxRelError, "", false, ""});
    }
    R.Extra.push_back({"variant", 0, V->Id, true, ""});
    R.Extra.push_back({"cache_hit", V->Result.CacheHit ? 1.0 : 0.0, "", false, ""});
  }
  if (!DuplicateOf.empty())
    R.Extra.push_back({"same_code_as", 0, DuplicateOf, true, ""});
  Report.push_back(std::move(R));
}

void KernelSearch::progress(bool Final) {
  if (J.Opts.Quiet)
    return;
  double Elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  double Best = 0;
  if (const Evaluation *E = S->best(); E && OriginalMs > 0)
    Best = OriginalMs / (E->Cost * 1000);
  J.Log << "clopt: " << J.Kernel.Name << ": " << Evaluated << " evaluated, " << Rejected
        << " rejected";
  if (Budgeted > 0)
    J.Log << " of " << static_cast<uint64_t>(Budgeted);
  J.Log << "; best " << (Best > 0 ? formatNumber(Best, "%.2fx") : std::string("-"));
  double Left = 0;
  if (J.Opts.Budget.Seconds > 0)
    Left = std::max(0.0, J.Opts.Budget.Seconds - Elapsed);
  else if (Budgeted > 0 && Evaluated > 0)
    Left = std::max(0.0, Elapsed / Evaluated * (Budgeted - Evaluated));
  if (!Final)
    J.Log << "; ~" << formatNumber(Left, "%.0f") << " s left";
  J.Log << "\n";
}

bool KernelSearch::stopRequested() const {
  const FaultInjection &F = J.Opts.Fault;
  if (F.What == FaultInjection::Interrupt && Evaluated >= F.Variant)
    return true;
  return J.Opts.Stop && J.Opts.Stop->load();
}

/// Reports every point of a batch to the search and the report, in batch
/// order.
void KernelSearch::reportBatch(const std::vector<SearchPoint> &Batch,
                               const std::map<SearchPoint, std::string> &Failed,
                               const std::map<SearchPoint, std::string> &DupOf) {
  for (const SearchPoint &P : Batch) {
    if (auto F = Failed.find(P); F != Failed.end()) {
      record(P, nullptr, Invalidity::Compile, F->second);
      S->report(P, RejectedCost);
      ++Evaluated;
      ++NumEvaluations;
      ++Rejected;
      continue;
    }
    Variant *V = ByPoint.at(P);
    auto D = DupOf.find(P);
    std::string Dup = D == DupOf.end() ? "" : D->second;
    Invalidity I = invalidityOf(V->Result.Status);
    std::string Reason = V->Result.ok() ? "" : V->Result.Message;
    if (V->Result.Status == RunStatus::Crashed && Reason.find("crash") == std::string::npos)
      Reason = "crashed: " + Reason;
    record(P, V, I, Reason, Dup);
    S->report(P, V->Cost);
    // A point that repeats a variant's code counts like that variant.
    ++Evaluated;
    ++NumEvaluations;
    if (!V->Result.ok())
      ++Rejected;
  }
}

Error KernelSearch::writeVariant(Variant &V) {
  std::string Code = V.Rewrite.Code;
  // Ids are "v<N>" (makeVariant); the number selects an injected fault.
  StatusOr<uint64_t> N = parseUInt64(V.Id.substr(1));
  if (!N.ok())
    return createStringError(inconvertibleErrorCode(),
                             "internal error: variant id '" + V.Id + "'");
  if (J.Opts.Fault.What != FaultInjection::None && J.Opts.Fault.Variant == *N)
    Code = injectFault(Code, J.Kernel, J.Opts.Fault.What);
  V.Path = J.WorkDir + "/" + V.Id + ".cl";
  if (Status S = writeFileSafely(V.Path, Code); !S.ok())
    return createStringError(inconvertibleErrorCode(), S.message());
  return Error::success();
}

void KernelSearch::generateBatch(const std::vector<SearchPoint> &Batch, BatchState &B) {
  std::vector<Variant *> &New = B.New;
  std::map<SearchPoint, std::string> &Failed = B.Failed;
  std::map<SearchPoint, std::string> &DupOf = B.DupOf;
  for (const SearchPoint &P : Batch) {
    size_t Before = Order.size();
    std::string Why;
    Variant *V = generate(P, Why);
    if (!V) {
      Failed[P] = Why;
      continue;
    }
    if (Order.size() == Before) {
      DupOf[P] = V->Id;
      continue;
    }
    New.push_back(V);
  }
}

Expected<std::vector<VariantSpec>> KernelSearch::pruneAndWrite(const std::vector<Variant *> &New) {
  std::vector<VariantSpec> ToBuild;
  for (Variant *V : New) {
    if (std::string Why = pruneByDevice(V->Rewrite); !Why.empty()) {
      V->Result.Status = RunStatus::Constraints;
      V->Result.Message = Why;
      V->Done = true;
      continue;
    }
    if (Error E = writeVariant(*V))
      return E;
    ToBuild.push_back(makeVariantSpec(V->Id, V->Path, J.BuildOptions,
                                      V->Rewrite.Geometry, J.Problem));
  }
  return ToBuild;
}

std::vector<VariantSpec>
KernelSearch::admitBuilt(const std::vector<Variant *> &New,
                         const std::vector<VariantSpec> &ToBuild,
                         const std::map<std::string, RunResult> &Built) {
  std::vector<VariantSpec> ToRun;
  std::map<std::string, Variant *> ById;
  for (Variant *V : New)
    ById[V->Id] = V;
  for (const VariantSpec &VS : ToBuild) {
    Variant &V = *ById.at(VS.Id);
    auto It = Built.find(VS.Id);
    if (It != Built.end() && !It->second.ok()) {
      V.Result = It->second;
      V.Done = true;
      continue;
    }
    if (It != Built.end()) {
      uint64_t Max = It->second.KernelWorkGroupSize;
      if (Max && V.Rewrite.WorkGroupSize > Max) {
        V.Result = It->second;
        V.Result.Status = RunStatus::Constraints;
        V.Result.Message = "work-group of " + std::to_string(V.Rewrite.WorkGroupSize) +
                           " work-items, CL_KERNEL_WORK_GROUP_SIZE is " +
                           std::to_string(Max);
        V.Done = true;
        continue;
      }
    }
    ToRun.push_back(VS);
  }
  return ToRun;
}

Error KernelSearch::runBuilt(const std::vector<Variant *> &New,
                             const std::vector<VariantSpec> &ToRun,
                             const std::map<std::string, RunResult> &Built) {
  JobResult None;
  Expected<JobResult> Ran = ToRun.empty() ? Expected<JobResult>(std::move(None))
                                          : Eval->run(ToRun, /*Time=*/true);
  if (!Ran)
    return Ran.takeError();
  // Every batch times the original again; the median of those runs is the
  // baseline for progress and the report (less sensitive to drift than the
  // first run alone).
  if (Ran->Reference && Ran->Reference->TimeMs > 0) {
    ReferenceMs.push_back(Ran->Reference->TimeMs);
    OriginalMs = median(ReferenceMs);
  }
  for (Variant *V : New) {
    if (V->Done)
      continue;
    const RunResult *R = Ran->find(V->Id);
    auto B = Built.find(V->Id);
    if (R) {
      V->Result = *R;
      if (B != Built.end()) {
        V->Result.CacheHit = B->second.CacheHit;
        V->Result.BuildMs = B->second.BuildMs;
      }
    } else {
      V->Result.Status = RunStatus::Runtime;
      V->Result.Message = "the worker returned no result";
    }
    V->Done = true;
  }
  return Error::success();
}

/// Generate (and deduplicate) -> prune by device limits and write -> build
/// in parallel -> drop what the built kernel's limits refuse -> verify and
/// time -> report every point of the batch.
Error KernelSearch::evaluateBatch(const std::vector<SearchPoint> &Batch) {
  BatchState B;
  generateBatch(Batch, B);
  Expected<std::vector<VariantSpec>> ToBuild = pruneAndWrite(B.New);
  if (!ToBuild)
    return ToBuild.takeError();
  Expected<std::map<std::string, RunResult>> Built = Eval->build(*ToBuild);
  if (!Built)
    return Built.takeError();
  std::vector<VariantSpec> ToRun = admitBuilt(B.New, *ToBuild, *Built);
  if (Error E = runBuilt(B.New, ToRun, *Built))
    return E;
  for (Variant *V : B.New)
    V->Cost = V->Result.ok() ? V->Result.TimeMs / 1000.0 : RejectedCost;

  reportBatch(Batch, B.Failed, B.DupOf);
  return Error::success();
}

/// One point per pass that applies: that pass alone, at its defaults.
static std::vector<SearchPoint> singlePassPoints(const TuneSpace &Space) {
  std::vector<SearchPoint> Points;
  for (const PassSpace &Pass : Space.passes()) {
    if (Pass.NotApplicable || Pass.Params.empty())
      continue;
    ParamValues V;
    for (const ParamSpec &P : Pass.Params)
      V.set(Pass.Pass, P.Name, P.Default);
    if (std::optional<SearchPoint> P = Space.pointFor(V))
      Points.push_back(std::move(*P));
  }
  return Points;
}

Error KernelSearch::startEvaluator() {
  EvaluatorOptions EO;
  EO.WorkerPath = J.Opts.WorkerPath;
  EO.WorkDir = J.WorkDir;
  EO.Problem = J.Problem.describe();
  EO.BuildJobs = J.Opts.BuildJobs ? J.Opts.BuildJobs
                                  : std::max(1u, std::thread::hardware_concurrency());
  BuildJobs = EO.BuildJobs;
  Job Base;
  Base.Device.Index = static_cast<int>(J.Device.Index);
  Base.Kernel = J.Kernel.Name;
  SmallString<256> Ref(J.Source.getPath());
  sys::fs::make_absolute(Ref);
  Base.ReferenceSource = std::string(Ref);
  Base.ReferenceOptions = J.BuildOptions;
  Base.Global = J.Problem.Global;
  Base.Local = J.Problem.Local;
  Base.Args = J.Problem.Args;
  Base.Seed = J.Opts.Seed;
  Base.Timing.BuildTimeoutMs = J.Opts.BuildTimeoutMs;
  Eval = std::make_unique<Evaluator>(EO, Base);

  // The original alone first: its time sets the per-run timeout, and a
  // problem the original cannot run is reported before anything is built.
  // It is also checked: an original that computes NaN or Inf, or reads or
  // writes out of bounds, on the generated inputs gives no reference to
  // verify against (the set-up is wrong: a size, a length, index data).
  Eval->base().CheckOriginalReads = !J.Kernel.HasAtomics;
  Expected<JobResult> First = runCheckedOriginal(/*Time=*/true);
  if (!First)
    return First.takeError();
  if (!First->Reference->Suspect.empty())
    if (Error E = reportSuspect(J.Kernel.Name, First->Reference->Suspect, J.Problem,
                                J.Opts, J.Log))
      return E;
  if (Error E = checkPoints())
    return std::move(E);
  OriginalMs = First->Reference->TimeMs;
  ReferenceMs.push_back(OriginalMs);
  TimingSettings &T = Eval->base().Timing;
  T.TimeoutMs = J.Opts.TimeoutMs ? J.Opts.TimeoutMs
                                 : static_cast<unsigned>(std::max(2000.0, 10 * OriginalMs));
  // A variant's first launch may include the driver's just-in-time
  // compilation (PoCL builds the work-group function then): allow extra
  // time, unless the user set the limit.
  T.FirstLaunchAllowanceMs = J.Opts.TimeoutMs ? 0 : std::max(10000u, 2 * T.TimeoutMs);
  return Error::success();
}

void KernelSearch::startSearch() {
  StrategyKind Kind = J.Opts.Strategy;
  SearchBudget Budget = J.Opts.Budget;
  std::string Why;
  if (Kind == StrategyKind::Auto) {
    AutoChoice C = chooseAuto(Space->space(), Budget);
    Kind = C.Kind;
    Budget = C.Budget;
    Why = C.Why;
  }
  StrategyName = strategyName(Kind);
  Budgeted = static_cast<double>(Budget.Evaluations);
  if (!J.Opts.Quiet) {
    J.Log << "clopt: " << J.Kernel.Name << ": original " << formatNumber(OriginalMs, "%.4g")
          << " ms on " << J.Device.Name << "; " << Space->space().numParams()
          << " parameters from " << Space->passes().size() << " passes; strategy "
          << StrategyName;
    if (!Why.empty())
      J.Log << " (auto: " << Why << ")";
    J.Log << ", seed " << J.Opts.Seed << "\n";
  }
  S = std::make_unique<Search>(Space->space(), createStrategy(Kind, Space->space(), J.Opts.Seed),
                               Budget);
  // An exhaustive search keeps its own order; the others first try each pass
  // alone at its defaults, so that a pass that pays only on its own (reduce
  // on matvec) is measured even when random combinations bury it.
  // A GEMM-class nest first gets the register-tile shapes known to work for
  // its reuse pattern.
  if (Kind != StrategyKind::Exhaustive) {
    std::vector<SearchPoint> Seeds;
    for (const ParamValues &V : registerTileSeeds(J.Kernel))
      if (std::optional<SearchPoint> P = Space->pointFor(V))
        Seeds.push_back(std::move(*P));
    if (!Seeds.empty() && !J.Opts.Quiet)
      J.Log << "clopt: " << J.Kernel.Name << ": " << Seeds.size()
            << " register-tile seed(s) for its GEMM-class reuse pattern\n";
    for (SearchPoint &P : singlePassPoints(*Space))
      Seeds.push_back(std::move(P));
    S->seed(std::move(Seeds));
  }
}

Expected<KernelOutcome> KernelSearch::run() {
  Space = std::make_unique<TuneSpace>(J.Prepared.space());
  // The original's first run checks its output (and times it): validation.
  auto Phase = std::chrono::steady_clock::now();
  if (Error E = startEvaluator())
    return std::move(E);
  ValidationMs += millisecondsSince(Phase);
  startSearch();
  size_t BatchSize = std::max<size_t>(4, 2 * BuildJobs);
  while (!S->done()) {
    if (stopRequested()) {
      Interrupted = true;
      break;
    }
    Phase = std::chrono::steady_clock::now();
    size_t FirstRecord = Report.size();
    std::vector<SearchPoint> Batch = S->next(BatchSize);
    if (Batch.empty())
      break;
    if (Error E = evaluateBatch(Batch))
      return std::move(E);
    double BatchMs = millisecondsSince(Phase);
    SearchMs += BatchMs;
    shareTime(FirstRecord, BatchMs, &ReportResult::SearchMs);
    progress(false);
  }
  if (J.Opts.Stop && J.Opts.Stop->load())
    Interrupted = true;
  progress(true);
  if (Interrupted && !J.Opts.Quiet)
    J.Log << "clopt: " << J.Kernel.Name << ": interrupted: search stopped; "
          << "keeping the best verified variant (not stored in the tuning database)\n";

  KernelOutcome Out;
  Out.Kernel = J.Kernel.Name;
  // finish() re-times the best candidates and re-verifies the winner; the
  // records it adds are re-verification failures.
  Phase = std::chrono::steady_clock::now();
  size_t FirstRecord = Report.size();
  if (Error E = finish(Out))
    return std::move(E);
  double FinishMs = millisecondsSince(Phase);
  ValidationMs += FinishMs;
  shareTime(FirstRecord, FinishMs, &ReportResult::ValidationMs, &Out.Report);
  Out.SearchMs = SearchMs;
  Out.ValidationMs = ValidationMs;
  return Out;
}

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
  Expected<JobResult> Ran = Eval->run(Specs, /*Time=*/true, At);
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

Expected<JobResult> KernelSearch::runCheckedOriginal(bool Time, const ProblemInstance *At) {
  Eval->base().CheckOriginal = true;
  Expected<JobResult> R = Eval->run({}, Time, At);
  Eval->base().CheckOriginal = false;
  return R;
}

Error KernelSearch::checkPoints() {
  for (size_t I = 1; I < J.Points.size(); ++I) {
    const SizePoint &P = J.Points[I];
    Expected<JobResult> R = runCheckedOriginal(/*Time=*/false, &P.Problem);
    if (!R)
      return createStringError(inconvertibleErrorCode(),
                               "kernel '" + J.Kernel.Name + "', size point " + P.Label +
                                   ": " + toString(R.takeError()));
    if (!R->Reference->Suspect.empty())
      if (Error E = reportSuspect(J.Kernel.Name, R->Reference->Suspect, P.Problem,
                                  J.Opts, J.Log))
        return E;
  }
  return Error::success();
}

/// Factors a re-verification size must avoid: every parameter value and
/// every geometry factor above 1.
static std::set<int64_t> factorsOf(const ParamValues &V, const LaunchGeometry &G) {
  std::set<int64_t> F;
  for (const auto &[Name, X] : V.all())
    if (X > 1)
      F.insert(X);
  for (unsigned D = 0; D < G.WorkDim; ++D)
    for (uint64_t X : {G.Dims[D].Local, G.Dims[D].Divisor, G.Dims[D].Multiplier})
      if (X > 1)
        F.insert(static_cast<int64_t>(X));
  return F;
}

namespace {
enum class Direction { Smaller, Larger };
} // namespace

/// Whether X has a larger size to re-verify at: about 1.25 X must fit a
/// 64-bit integer (a size near the limit stays at its value, with a note).
static bool canGrow(int64_t X) { return checkedAddInt64(X, X / 4).has_value(); }

/// The Attempt-th size to try in place of X. Attempt 0 is "awkward": about
/// X (smaller) or 1.25 X (larger) moved by the smallest prime that no
/// listed factor divides, so remainders are exercised. Later attempts are
/// multiples of growing powers of two times the factors' product, for
/// variants whose preconditions need a multiple. 0 when there is none,
/// including when the size would not fit a 64-bit integer (every step is
/// checked: wrapping would give a negative or unrelated size).
///
/// Unit is what every size must stay a multiple of: the host's own
/// work-group size (--local), which the original needs to launch at all.
/// Factors that divide Unit are then unavoidable and not counted.
static int64_t candidateSize(int64_t X, Direction Dir, const std::set<int64_t> &F,
                             unsigned Attempt, int64_t Unit = 1) {
  std::optional<int64_t> Grown = checkedAddInt64(X, X / 4);
  if (Dir == Direction::Larger && !Grown)
    return 0;
  int64_t Base = Dir == Direction::Smaller ? X : *Grown;
  Base = Base / Unit * Unit;
  if (Attempt == 0) {
    for (int64_t P : {3, 5, 7, 11, 13, 17, 19, 23}) {
      std::optional<int64_t> Move = checkedMulInt64(P, Unit);
      std::optional<int64_t> TwoMoves = Move ? checkedMulInt64(*Move, 2) : std::nullopt;
      if (!TwoMoves || *TwoMoves >= X)
        break;
      std::optional<int64_t> Y =
          checkedAddInt64(Base, Dir == Direction::Smaller ? -*Move : *Move);
      if (!Y)
        return 0;
      if (std::none_of(F.begin(), F.end(),
                       [&](int64_t D) { return Unit % D != 0 && *Y % D == 0; }))
        return *Y;
    }
    return 0;
  }
  int64_t Step = Unit;
  for (int64_t D : F) {
    if (Step > X)
      break;
    // A multiple that does not fit is larger than X: no candidate below.
    std::optional<int64_t> L = checkedLcmInt64(Step, D);
    if (!L)
      return 0;
    Step = *L;
  }
  // Step << (Attempt - 1) must stay at most X / 2; compare before shifting.
  unsigned Shift = Attempt - 1;
  if (Shift >= 62 || Step > (X / 2) >> Shift)
    return 0;
  Step <<= Shift;
  if (Dir == Direction::Smaller)
    return (X - 1) / Step * Step;
  std::optional<int64_t> Y = checkedMulInt64(Base / Step + 1, Step);
  return Y ? *Y : 0;
}

/// The sizes of the spec that re-verification moves: integer sizes and
/// numeric global sizes of at least 16 (smaller ones are usually shapes,
/// such as a radius or a channel count, and keep their value).
static std::vector<std::string> movableSizes(const ProblemSpec &Spec) {
  std::vector<std::string> Out;
  // Data given in files (--input, `inputs:`) has the length and contents of
  // one problem (CSR row starts for so many rows): at another size the
  // kernel would read past it or use it wrongly, so the variant is
  // re-verified at the given size only.
  if (!Spec.Inputs.empty())
    return Out;
  for (const auto &[Name, Text] : Spec.Sizes) {
    int64_t X;
    if (!StringRef(Text).trim().getAsInteger(10, X) && X >= 16)
      Out.push_back(Name);
  }
  for (size_t D = 0; D < Spec.Global.size(); ++D) {
    int64_t X;
    if (!StringRef(Spec.Global[D]).trim().getAsInteger(10, X) && X >= 16)
      Out.push_back("global[" + std::to_string(D) + "]");
  }
  return Out;
}

static std::string *sizeText(ProblemSpec &Spec, const std::string &Name) {
  if (StringRef(Name).starts_with("global["))
    return &Spec.Global[std::stoul(Name.substr(7))];
  return &Spec.Sizes[Name];
}

/// Whether the original can be launched on P with the host's work-group
/// size: OpenCL 1.2 needs every global size to be a multiple of it.
static bool originalLaunchable(const ProblemInstance &P) {
  for (size_t D = 0; D < P.Local.size() && D < P.Global.size(); ++D)
    if (P.Local[D] && P.Global[D] % P.Local[D] != 0)
      return false;
  return true;
}

/// The least common multiple of the host's work-group sizes (1 when none
/// was given); std::nullopt when it does not fit a 64-bit integer, so that
/// no size can stay a multiple of it.
static std::optional<int64_t> hostLocalUnit(const ProblemInstance &P) {
  int64_t Unit = 1;
  for (uint64_t L : P.Local) {
    if (L <= 1)
      continue;
    if (L > static_cast<uint64_t>(INT64_MAX))
      return std::nullopt;
    std::optional<int64_t> U = checkedLcmInt64(Unit, static_cast<int64_t>(L));
    if (!U)
      return std::nullopt;
    Unit = *U;
  }
  return Unit;
}

/// Whether a variant's preconditions hold for problem P (the worker checks
/// them again before it runs anything).
static bool preconditionsHold(const std::vector<std::string> &Pre,
                              const ProblemInstance &P) {
  SizeEnv Env = P.Sizes;
  for (size_t D = 0; D < 3; ++D)
    Env["G" + std::to_string(D)] =
        D < P.Global.size() ? static_cast<int64_t>(P.Global[D]) : 1;
  for (const std::string &C : Pre) {
    StatusOr<int64_t> V = evalIntExpr(C, Env);
    if (!V.ok() || *V == 0)
      return false;
  }
  return true;
}

/// The value of size Name in Spec (movableSizes() checked that it is an
/// integer).
static int64_t sizeValue(ProblemSpec &Spec, const std::string &Name) {
  StatusOr<int64_t> X = parseInt64(*sizeText(Spec, Name));
  assert(X.ok() && "movableSizes() keeps only integer sizes");
  return X.ok() ? *X : 0;
}

/// Drops from Moved the sizes that cannot grow (larger plans only), with a
/// note per size in Skipped (once each).
static void dropUngrowable(ProblemSpec &Spec, std::vector<std::string> &Moved,
                           std::vector<std::string> &Skipped) {
  llvm::erase_if(Moved, [&](const std::string &N) {
    int64_t X = sizeValue(Spec, N);
    if (canGrow(X))
      return false;
    std::string Why = "no size larger than " + N + "=" + std::to_string(X) +
                      " (it would not fit a 64-bit integer)";
    if (!llvm::is_contained(Skipped, Why))
      Skipped.push_back(Why);
    return true;
  });
}

Expected<std::vector<KernelSearch::Probe>>
KernelSearch::probes(const Variant &V, std::vector<std::string> &Skipped) {
  std::set<int64_t> F = factorsOf(V.Rewrite.Applied, V.Rewrite.Geometry);
  std::vector<std::string> Pre = geometryPreconditions(V.Rewrite.Geometry);
  std::vector<std::string> Names = movableSizes(J.Spec);
  std::optional<int64_t> Unit = hostLocalUnit(J.Problem);
  if (!Unit && !Names.empty()) {
    Skipped.push_back("no other size (the host's work-group sizes have no common "
                      "multiple that fits a 64-bit integer)");
    Names.clear();
  }
  // Every size smaller, every size larger, then each size alone larger
  // (a variant may assume two sizes are equal, or one divides another).
  std::vector<std::pair<Direction, std::vector<std::string>>> Plans;
  Plans.push_back({Direction::Smaller, Names});
  Plans.push_back({Direction::Larger, Names});
  if (Names.size() > 1)
    for (const std::string &N : Names)
      Plans.push_back({Direction::Larger, {N}});
  ProblemSpec Given = J.Spec;
  for (auto &[Dir, Moved] : Plans)
    if (Dir == Direction::Larger)
      dropUngrowable(Given, Moved, Skipped);
  // A plan left empty, or equal to an earlier one once sizes were dropped,
  // would only repeat a run.
  std::vector<std::pair<Direction, std::vector<std::string>>> Distinct;
  for (auto &Plan : Plans)
    if (!Plan.second.empty() && !llvm::is_contained(Distinct, Plan))
      Distinct.push_back(std::move(Plan));
  Plans = std::move(Distinct);

  std::vector<Probe> Out;
  if (Plans.empty()) {
    Expected<ProblemInstance> P = instantiateProblem(J.Source, J.Kernel, J.Spec, J.Ctx);
    if (!P)
      return P.takeError();
    Out.push_back({"the same size", std::move(*P)});
    return Out;
  }
  for (const auto &[Dir, Moved] : Plans) {
    std::string Label;
    std::optional<ProblemInstance> Found;
    for (unsigned Attempt = 0; Attempt < 12 && !Found; ++Attempt) {
      ProblemSpec Spec = J.Spec;
      Label.clear();
      bool Ok = true;
      for (const std::string &N : Moved) {
        int64_t Y = candidateSize(sizeValue(Spec, N), Dir, F, Attempt, *Unit);
        Ok &= Y > 0;
        std::string *Text = sizeText(Spec, N);
        *Text = std::to_string(Y);
        Label += (Label.empty() ? "" : ", ") + N + "=" + *Text;
      }
      if (!Ok)
        continue;
      Expected<ProblemInstance> P = instantiateProblem(J.Source, J.Kernel, Spec, J.Ctx);
      if (!P) {
        consumeError(P.takeError());
        continue;
      }
      if (preconditionsHold(Pre, *P) && originalLaunchable(*P))
        Found = std::move(*P);
    }
    std::string What = (Dir == Direction::Smaller ? "smaller " : "larger ") +
                       join(Moved, ", ");
    if (!Found)
      return createStringError(inconvertibleErrorCode(),
                               "no " + What + " size satisfies its preconditions (" +
                                   join(Pre, ", ") + ")" +
                                   (*Unit > 1 ? " and keeps the global size a multiple "
                                                "of the host's work-group size"
                                              : ""));
    Out.push_back({Label, std::move(*Found)});
  }
  return Out;
}

Expected<bool> KernelSearch::reverify(Variant &V, std::string &Note) {
  std::vector<std::string> Skipped;
  Expected<std::vector<Probe>> Ps = probes(V, Skipped);
  if (!Ps) {
    Note = V.Id + " cannot be re-verified at other sizes: " + toString(Ps.takeError());
    recordReverifyFailure(V, "other sizes", Note, Invalidity::Constraints);
    return false;
  }
  uint64_t Seed = J.Opts.Seed + 7919;
  std::vector<std::string> Where, OriginalFailed;
  for (const Probe &P : *Ps) {
    VariantSpec VS = makeVariantSpec(V.Id, V.Path, J.BuildOptions, V.Rewrite.Geometry,
                                     P.Problem);
    Expected<JobResult> Ran = Eval->run({VS}, /*Time=*/false, &P.Problem, Seed);
    if (!Ran) {
      // The original itself fails at this size (it may support only some
      // sizes): nothing to compare against there.
      OriginalFailed.push_back(P.Label + " (" + toString(Ran.takeError()) + ")");
      continue;
    }
    const RunResult *R = Ran->find(V.Id);
    if (R && R->ok()) {
      Where.push_back(P.Label);
      continue;
    }
    std::string Why = R ? std::string(runStatusName(R->Status)) + ": " + R->Message
                        : "no result";
    Note = V.Id + " failed re-verification at " + P.Label + " (" + Why + ")";
    Invalidity I = R ? invalidityOf(R->Status) : Invalidity::Runtime;
    recordReverifyFailure(V, P.Label, Why,
                          I == Invalidity::Correct ? Invalidity::Correctness : I);
    return false;
  }
  if (Where.empty()) {
    Note = V.Id + " could not be re-verified: the original kernel fails at " +
           join(OriginalFailed, "; ");
    recordReverifyFailure(V, "other sizes", Note, Invalidity::Runtime);
    return false;
  }
  Note = "re-verified on fresh inputs (seed " + std::to_string(Seed) + ") at " +
         join(Where, "; ");
  if (!OriginalFailed.empty())
    Note += "; not at " + join(OriginalFailed, "; ") + ", where the original fails";
  for (const std::string &S : Skipped)
    Note += "; " + S;
  return true;
}

void KernelSearch::recordReverifyFailure(const Variant &V, const std::string &Where,
                                         const std::string &Why, Invalidity I) {
  ReportResult Rec;
  Rec.Timestamp = currentUtcDate();
  Rec.Configuration = Space->configuration(V.Point);
  Rec.Status = I;
  Rec.Reason = "re-verification at " + Where + ": " + Why;
  Rec.Extra.push_back({"variant", 0, V.Id, true, ""});
  Rec.Extra.push_back({"phase", 0, "re-verification", true, ""});
  Report.push_back(Rec);
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
  return "best candidate " + C.V->Id + ": " + formatNumber(E.Estimate, "%.2fx") + " (" +
         Over + "): no significant gain (" + Why + "); the original kernel is kept";
}

Error KernelSearch::pickWinner(const std::vector<RankedCandidate> &Candidates,
                               double OrigMs, KernelOutcome &Out) {
  TuningRecord &Rec = Out.Record;
  const RankedCandidate *NoGain = nullptr;
  SpeedupVerdict NoGainVerdict = SpeedupVerdict::Faster;
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
    if (!J.Opts.Quiet)
      J.Log << "clopt: " << J.Kernel.Name << ": " << V->Id << ": " << Note << "\n";
    if (!*Ok)
      continue;
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
  if (NoGain)
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

Expected<KernelOutcome> clopt::tuneKernel(KernelJob &J) {
  KernelSearch S(J);
  return S.run();
}
