//===- KernelTuner.cpp - Search one kernel's space on the device ----------===//
//
// Generate (clang side) -> deduplicate -> prune by device limits -> build in
// parallel -> verify and time -> report costs to the search strategy; then
// re-time the best candidates interleaved with the original and re-verify
// the winner at a second problem size. See docs/tuner.md.
//
// This file holds the search loop; the re-timing and the choice of the
// winner are in KernelRetime.cpp, checking the original and re-verifying the
// winner in KernelVerify.cpp, what is reported of a kernel in
// KernelReport.cpp.
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
#include "llvm/ADT/ScopeExit.h"
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

/// A search variant whose check run and first timed run both take this many
/// times the best time known is timed no further (TimingSettings::
/// CutoffFactor): run-to-run spread is a few percent, so such a variant
/// cannot come near winning.
static constexpr double SearchCutoffFactor = 3;

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
    V->Id = "v" + std::to_string(++VariantsMade);
    V->Point = P;
    V->Rewrite = std::move(*R);
    It = ByKey.emplace(Key, std::move(V)).first;
    ++NumVariantsEmitted;
    Order.push_back(It->second.get());
  }
  ByPoint[P] = It->second.get();
  return It->second.get();
}

std::string KernelSearch::pruneBeforeBuild(const RewriteResult &R) const {
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
  if (std::string Unmet =
          firstUnmetPrecondition(geometryPreconditions(R.Geometry), J.Problem);
      !Unmet.empty())
    return "precondition '" + Unmet + "' does not hold at the tuning size";
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
      if (V->Result.CutOff)
        R.Extra.push_back({"timed_once", 1, "", false, ""});
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
  // Points turned away before building are given back to the budget
  // (Search::report), up to the budget itself.
  // With some given back, the line says how much of the budget the others
  // used: "16 evaluated ... of 8" read as twice the budget.
  double Refunded = std::min<double>(PrunedPoints, Budgeted);
  if (Budgeted > 0 && Refunded == 0)
    J.Log << " of " << static_cast<uint64_t>(Budgeted);
  else if (Budgeted > 0)
    J.Log << "; " << static_cast<uint64_t>(Evaluated - Refunded) << " of the budget of "
          << static_cast<uint64_t>(Budgeted) << " ("
          << (Refunded == PrunedPoints
                  ? std::to_string(PrunedPoints) + " ruled out before building, not counted)"
                  : std::to_string(PrunedPoints) + " ruled out before building, " +
                        std::to_string(static_cast<uint64_t>(Refunded)) +
                        " of them not counted)");
  J.Log << "; best " << (Best > 0 ? formatNumber(Best, "%.2fx") : std::string("-"));
  double Left = 0;
  double Counted = Evaluated - Refunded;
  if (J.Opts.Budget.Seconds > 0)
    Left = std::max(0.0, J.Opts.Budget.Seconds - Elapsed);
  else if (Budgeted > 0 && Counted > 0)
    Left = std::max(0.0, Elapsed / Counted * (Budgeted - Counted));
  if (!Final) {
    J.Log << "; ~" << formatNumber(Left, "%.0f") << " s left";
    if (J.Opts.Budget.Seconds > 0)
      J.Log << ", ~" << formatNumber(std::min(Left, finishReserveSeconds()), "%.0f")
            << " s of it kept for re-timing and re-verification";
  }
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
    S->report(P, V->Cost, /*IsFree=*/V->PrunedBeforeBuild);
    PrunedPoints += V->PrunedBeforeBuild;
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
    if (std::string Why = pruneBeforeBuild(V->Rewrite); !Why.empty()) {
      V->Result.Status = RunStatus::Constraints;
      V->Result.Message = Why;
      V->Done = true;
      V->PrunedBeforeBuild = true;
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
  // A search variant far slower than the best so far is timed once: on
  // syr2k's problem (the original at most of a second a run) the runs a
  // median takes would spend the budget on variants that cannot win. The
  // final candidates are re-timed in full elsewhere.
  TimingSettings &T = Eval->base().Timing;
  T.CutoffFactor = SearchCutoffFactor;
  T.BestKnownMs = OriginalMs;
  if (const Evaluation *E = S->best(); E && E->Cost > 0)
    T.BestKnownMs = T.BestKnownMs > 0 ? std::min(T.BestKnownMs, E->Cost * 1000)
                                      : E->Cost * 1000;
  // The longest build seen, this batch's included, is the least a seconds
  // budget leaves a build or a first launch (withinBudget).
  for (const auto &[Id, B] : Built)
    if (B.ok() && !B.CacheHit)
      LongestBuildMs = std::max(LongestBuildMs, B.BuildMs);
  // A variant whose build took long (PoCL: 20 s for a register-tiled
  // double GEMM on two busy cores) may take as long again in its first
  // launch, where the driver compiles its work-group function: not a
  // timeout of the kernel.
  unsigned BaseAllowanceMs = T.FirstLaunchAllowanceMs;
  if (!J.Opts.TimeoutMs)
    for (const VariantSpec &VS : ToRun)
      if (auto B = Built.find(VS.Id); B != Built.end())
        T.FirstLaunchAllowanceMs = std::max<unsigned>(
            T.FirstLaunchAllowanceMs,
            static_cast<unsigned>(std::min(2 * B->second.BuildMs, 600000.0)));
  if (T.FirstLaunchAllowanceMs)
    T.FirstLaunchAllowanceMs = withinBudget(T.FirstLaunchAllowanceMs, ToRun.size());
  auto FullTimingAgain = llvm::make_scope_exit([&T, BaseAllowanceMs] {
    T.CutoffFactor = 0;
    T.BestKnownMs = 0;
    T.FirstLaunchAllowanceMs = BaseAllowanceMs;
  });
  JobResult None;
  Expected<JobResult> Ran = ToRun.empty() ? Expected<JobResult>(std::move(None))
                                          : Eval->run(ToRun, /*Time=*/true);
  if (!Ran)
    return Ran.takeError();
  // Every batch times the original again; the median of those runs is the
  // baseline for progress and the report (less sensitive to drift than one
  // run; the first, alone, is not among them).
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
/// time -> report every point of the batch whose variant was started.
Expected<size_t> KernelSearch::evaluateBatch(const std::vector<SearchPoint> &Batch) {
  BatchState B;
  generateBatch(Batch, B);
  Expected<std::vector<VariantSpec>> ToBuild = pruneAndWrite(B.New);
  if (!ToBuild)
    return ToBuild.takeError();
  // Each job may start variants while the search has time left: a batch
  // whose builds take longer than the last batch's (unrolled variants vary
  // 2-3x) leaves the rest unstarted instead of overrunning the budget.
  // The builds leave the runs their time (as much per variant as in the
  // last batch): a variant built in the search's last second and then not
  // run is a build for nothing.
  unsigned &StartWithinMs = Eval->base().Timing.StartWithinMs;
  auto NoLimitAfter = llvm::make_scope_exit([&StartWithinMs] { StartWithinMs = 0; });
  StartWithinMs = startWithinMs(RunMsPerVariant * static_cast<double>(ToBuild->size()));
  Expected<std::map<std::string, RunResult>> Built = Eval->build(*ToBuild);
  if (!Built)
    return Built.takeError();
  std::vector<VariantSpec> ToRun = admitBuilt(B.New, *ToBuild, *Built);
  // No run job once the time is out: it would start nothing.
  if (searchTimeIsOut()) {
    markSkipped(B.New, ToRun);
    ToRun.clear();
  }
  StartWithinMs = startWithinMs();
  auto RunStart = std::chrono::steady_clock::now();
  if (Error E = runBuilt(B.New, ToRun, *Built))
    return std::move(E);
  if (!ToRun.empty())
    RunMsPerVariant = millisecondsSince(RunStart) / static_cast<double>(ToRun.size());
  for (Variant *V : B.New)
    V->Cost = V->Result.ok() ? V->Result.TimeMs / 1000.0 : RejectedCost;

  std::vector<SearchPoint> Started = withdrawUnstarted(Batch);
  reportBatch(Started, B.Failed, B.DupOf);
  return Started.size();
}

void KernelSearch::markSkipped(const std::vector<Variant *> &New,
                               const std::vector<VariantSpec> &ToRun) {
  std::set<std::string> Ids;
  for (const VariantSpec &VS : ToRun)
    Ids.insert(VS.Id);
  for (Variant *V : New)
    if (!V->Done && Ids.count(V->Id)) {
      V->Result.Id = V->Id;
      V->Result.Status = RunStatus::Skipped;
      V->Result.Message = "not started: the search's time ran out during the builds";
      V->Done = true;
    }
}

std::vector<SearchPoint> KernelSearch::withdrawUnstarted(const std::vector<SearchPoint> &Batch) {
  std::vector<SearchPoint> Started;
  std::set<const Variant *> Unstarted;
  for (const SearchPoint &P : Batch) {
    auto It = ByPoint.find(P);
    if (It == ByPoint.end() || It->second->Result.Status != RunStatus::Skipped) {
      Started.push_back(P);
      continue;
    }
    Unstarted.insert(It->second);
    ByPoint.erase(It);
    S->withdraw(P);
  }
  if (Unstarted.empty())
    return Started;
  NotStarted += Unstarted.size();
  llvm::erase_if(Order, [&](const Variant *V) { return Unstarted.count(V); });
  for (auto It = ByKey.begin(); It != ByKey.end();)
    It = Unstarted.count(It->second.get()) ? ByKey.erase(It) : std::next(It);
  return Started;
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
  // The user's limit bounds the original's first run too (raised to 10 s
  // there, which includes the driver's compile; 120 s when none is given).
  Base.Timing.TimeoutMs = J.Opts.TimeoutMs;
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
  if (!First->Reference->Suspect.empty()) {
    if (Error E = reportSuspect(J.Kernel.Name, First->Reference->Suspect, J.Problem,
                                J.Opts, J.Log))
      return E;
    // The worker stops at any finding before it times the original; a
    // finding that does not stop the run (NaN or Inf) still needs the time.
    First = Eval->run({}, /*Time=*/true);
    if (!First)
      return First.takeError();
  }
  if (Error E = checkPoints())
    return std::move(E);
  // Until a batch times the original beside its variants: the first run,
  // in a fresh worker, is often slower (caches, the driver's first launch),
  // and a baseline that kept it would inflate every speedup the progress
  // line shows.
  OriginalMs = First->Reference->TimeMs;
  OriginalReps = First->Reference->Reps;
  OriginalBuildSeconds = First->Reference->BuildMs / 1000;
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
  std::unique_ptr<SearchStrategy> Strategy;
  if (Kind == StrategyKind::Bayesian) {
    BayesianOptions BO;
    BO.StopGain = J.Opts.StopGain;
    Strategy = createBayesianStrategy(Space->space(), J.Opts.Seed, BO);
  } else {
    Strategy = createStrategy(Kind, Space->space(), J.Opts.Seed);
  }
  S = std::make_unique<Search>(Space->space(), std::move(Strategy), Budget);
  // An exhaustive search keeps its own order; the others first try each pass
  // alone at its defaults, so that a pass that pays only on its own (reduce
  // on matvec) is measured even when random combinations bury it.
  // A GEMM-class nest first gets the register-tile shapes known to work for
  // its reuse pattern, a convolution-like one the coarsened row shapes.
  Seeding = Kind != StrategyKind::Exhaustive;
  if (Seeding) {
    std::vector<SearchPoint> Seeds;
    // The seeds that are points of the space, with a log line saying why.
    auto AddSeeds = [&](const std::vector<ParamValues> &From, const char *Why) {
      size_t Added = 0;
      for (const ParamValues &V : From)
        if (std::optional<SearchPoint> P = Space->pointFor(V)) {
          Seeds.push_back(std::move(*P));
          ++Added;
        }
      if (Added && !J.Opts.Quiet)
        J.Log << "clopt: " << J.Kernel.Name << ": " << Added << " " << Why << "\n";
    };
    std::vector<ParamValues> Transferred;
    std::vector<std::string> From;
    for (const TransferSeed &T : J.Transfer) {
      Transferred.push_back(T.Values);
      From.push_back(T.From);
    }
    std::string FromWhom =
        "seed(s) from the tuning database's winners for this kernel or similar ones: " +
        llvm::join(From, ", ");
    AddSeeds(Transferred, FromWhom.c_str());
    AddSeeds(Space->withFactPasses(Space->withSeededPasses(registerTileSeeds(J.Kernel))),
             "register-tile seed(s) for its GEMM-class reuse pattern");
    AddSeeds(Space->withFactPasses(Space->withSeededPasses(neighbourWindowSeeds(J.Kernel))),
             "seed(s) for its window of neighbours along dimension 0");
    for (SearchPoint &P : singlePassPoints(*Space))
      Seeds.push_back(std::move(P));
    S->seed(std::move(Seeds));
  }
}

void KernelSearch::seedBestWithSeededPasses() {
  const Evaluation *Best = S->best();
  if (!Seeding || !Best || Best->rejected() || SeededBest == Best->Point)
    return;
  SeededBest = Best->Point;
  ParamValues Values = Space->values(Best->Point);
  ParamValues With = Space->withSeededPasses({Values}).front();
  if (With == Values)
    return;
  if (std::optional<SearchPoint> P = Space->pointFor(With))
    S->seedNext(std::move(*P));
}

Expected<KernelOutcome> KernelSearch::run() {
  Space = std::make_unique<TuneSpace>(J.Prepared.space());
  // The original's first run checks its output (and times it): validation.
  auto Phase = std::chrono::steady_clock::now();
  if (Error E = startEvaluator())
    return std::move(E);
  double StartupMs = millisecondsSince(Phase);
  ValidationMs += StartupMs;
  StartupSeconds = StartupMs / 1000;
  startSearch();
  fitSearchToBudget();
  size_t BatchSize = std::max<size_t>(4, 2 * BuildJobs);
  // With a seconds budget the first batch is one round of parallel builds:
  // the cost of a point is then known before much of the budget is spent
  // (a first batch of 32 GEMM variants took 42 s of a 45 s budget).
  size_t FirstBatch = J.Opts.Budget.Seconds > 0 ? std::max<size_t>(4, BuildJobs) : BatchSize;
  // Seconds per point of the last batch, the job's fixed cost included:
  // the next batch is sized to the budget's time left (a GEMM batch of 32
  // took about 15 s on the GPU machine, and searches ended 5-6 s after a
  // 45-60 s budget).
  double SecondsPerPoint = 0;
  while (!S->done()) {
    if (stopRequested()) {
      Interrupted = true;
      break;
    }
    Phase = std::chrono::steady_clock::now();
    size_t FirstRecord = Report.size();
    std::vector<SearchPoint> Batch = S->next(
        Evaluated == 0 ? FirstBatch : S->batchForTimeLeft(BatchSize, SecondsPerPoint));
    if (Batch.empty())
      break;
    size_t BuildWaves = (Batch.size() + BuildJobs - 1) / BuildJobs;
    Eval->base().Timing.BuildTimeoutMs = withinBudget(J.Opts.BuildTimeoutMs, BuildWaves);
    Expected<size_t> Started = evaluateBatch(Batch);
    if (!Started)
      return Started.takeError();
    double BatchMs = millisecondsSince(Phase);
    SecondsPerPoint =
        BatchMs / 1000 / static_cast<double>(std::max<size_t>(1, *Started));
    SearchMs += BatchMs;
    shareTime(FirstRecord, BatchMs, &ReportResult::SearchMs);
    progress(false);
    seedBestWithSeededPasses();
    fitSearchToBudget();
  }
  if (J.Opts.Stop && J.Opts.Stop->load())
    Interrupted = true;
  // A search that had nothing to evaluate (no pass applies) has no progress
  // to report ("0 evaluated of 4; best -"): the outcome line says why.
  if (Evaluated + Rejected > 0 || Interrupted)
    progress(true);
  if (NotStarted && !J.Opts.Quiet)
    J.Log << "clopt: " << J.Kernel.Name << ": " << NotStarted
          << " variant(s) not started: the search's time ran out\n";
  if (S->stopReason() == StopReason::NoPredictedGain && !J.Opts.Quiet)
    J.Log << "clopt: " << J.Kernel.Name << ": search stopped before its budget: "
          << S->stopDetail() << "\n";
  if (Interrupted && !J.Opts.Quiet)
    J.Log << "clopt: " << J.Kernel.Name << ": interrupted: search stopped; "
          << "keeping the best verified variant (not stored in the tuning database)\n";

  Eval->base().Timing.BuildTimeoutMs = J.Opts.BuildTimeoutMs;
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

Expected<KernelOutcome> clopt::tuneKernel(KernelJob &J) {
  KernelSearch S(J);
  return S.run();
}
