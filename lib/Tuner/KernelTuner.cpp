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
#include "clopt/Tuner/TuneSpace.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <chrono>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <thread>

using namespace llvm;
using namespace clopt;

std::string clopt::formatNumber(double V, const char *Fmt) {
  char Buf[64];
  std::snprintf(Buf, sizeof(Buf), Fmt, V);
  return Buf;
}

std::string clopt::describeValues(const ParamValues &V, ParsedSource &Source,
                                  const KernelInfo &Kernel, const FrontendOptions &F) {
  PipelineOptions PO;
  PO.Frontend = F;
  std::vector<PassSpace> Space = listParameterSpace(Source, Kernel, PO);
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

class KernelSearch {
public:
  explicit KernelSearch(KernelJob &J) : J(J) {}
  Expected<KernelOutcome> run();

private:
  Error evaluateBatch(const std::vector<SearchPoint> &Batch);
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
  Expected<std::vector<std::pair<Variant *, double>>>
  retime(const std::vector<Variant *> &Candidates, double &OriginalMs);
  /// Re-verifies V at sizes smaller and larger than the tuning size, in
  /// every size parameter; false (with a report record) when it fails.
  Expected<bool> reverify(Variant &V, std::string &Note);
  /// A problem the winner is re-verified at, and how to name it.
  struct Probe {
    std::string Label;
    ProblemInstance Problem;
  };
  /// The re-verification problems of V, each satisfying its preconditions;
  /// an error when some direction has no such size.
  Expected<std::vector<Probe>> probes(const Variant &V);
  void recordReverifyFailure(const Variant &V, const std::string &Where,
                             const std::string &Why, Invalidity I);

  KernelJob &J;
  std::unique_ptr<TuneSpace> Space;
  std::unique_ptr<Search> S;
  std::unique_ptr<Evaluator> Eval;
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
  bool Interrupted = false;
};

} // namespace

static std::string variantKey(const RewriteResult &R) {
  return hashFields({R.Code, R.Geometry.describe()});
}

Variant *KernelSearch::generate(const SearchPoint &P, std::string &Why) {
  if (auto It = ByPoint.find(P); It != ByPoint.end())
    return It->second;
  PipelineOptions PO;
  PO.Frontend = J.Opts.Frontend;
  PO.Frontend.PrintDiagnostics = false;
  PO.GlobalExprs = J.Spec.Global;
  PO.CheckEachPass = false; // the final output is re-parsed anyway
  RemarkCollector Remarks;
  Expected<RewriteResult> R = runPipeline(J.Source, J.Kernel, PO, Space->values(P), Remarks);
  if (!R) {
    Why = toString(R.takeError());
    return nullptr;
  }
  std::string Key = variantKey(*R);
  auto It = ByKey.find(Key);
  if (It == ByKey.end()) {
    auto V = std::make_unique<Variant>();
    V->Id = "v" + std::to_string(ByKey.size() + 1);
    V->Point = P;
    V->Rewrite = std::move(*R);
    It = ByKey.emplace(Key, std::move(V)).first;
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

Error KernelSearch::evaluateBatch(const std::vector<SearchPoint> &Batch) {
  std::vector<Variant *> New;
  std::map<SearchPoint, std::string> Failed; // point -> generation error
  std::map<SearchPoint, std::string> DupOf;  // point -> variant id it repeats
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

  // Prune, write and build the new variants.
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
  Expected<std::map<std::string, RunResult>> Built = Eval->build(ToBuild);
  if (!Built)
    return Built.takeError();
  std::vector<VariantSpec> ToRun;
  std::map<std::string, Variant *> ById;
  for (Variant *V : New)
    ById[V->Id] = V;
  for (const VariantSpec &VS : ToBuild) {
    Variant &V = *ById.at(VS.Id);
    auto It = Built->find(VS.Id);
    if (It != Built->end() && !It->second.ok()) {
      V.Result = It->second;
      V.Done = true;
      continue;
    }
    if (It != Built->end()) {
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
    auto B = Built->find(V->Id);
    if (R) {
      V->Result = *R;
      if (B != Built->end()) {
        V->Result.CacheHit = B->second.CacheHit;
        V->Result.BuildMs = B->second.BuildMs;
      }
    } else {
      V->Result.Status = RunStatus::Runtime;
      V->Result.Message = "the worker returned no result";
    }
    V->Done = true;
  }
  for (Variant *V : New)
    V->Cost = V->Result.ok() ? V->Result.TimeMs / 1000.0 : RejectedCost;

  reportBatch(Batch, Failed, DupOf);
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

Expected<KernelOutcome> KernelSearch::run() {
  PipelineOptions PO;
  PO.Frontend = J.Opts.Frontend;
  PO.Frontend.PrintDiagnostics = false;
  PO.GlobalExprs = J.Spec.Global;
  Space = std::make_unique<TuneSpace>(listParameterSpace(J.Source, J.Kernel, PO));

  EvaluatorOptions EO;
  EO.WorkerPath = J.Opts.WorkerPath;
  EO.WorkDir = J.WorkDir;
  EO.Problem = J.Problem.describe();
  EO.BuildJobs = J.Opts.BuildJobs ? J.Opts.BuildJobs
                                  : std::max(1u, std::thread::hardware_concurrency());
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
  Expected<JobResult> First = Eval->run({}, /*Time=*/true);
  if (!First)
    return First.takeError();
  OriginalMs = First->Reference->TimeMs;
  ReferenceMs.push_back(OriginalMs);
  TimingSettings &T = Eval->base().Timing;
  T.TimeoutMs = J.Opts.TimeoutMs ? J.Opts.TimeoutMs
                                 : static_cast<unsigned>(std::max(2000.0, 10 * OriginalMs));
  // A variant's first launch may include the driver's just-in-time
  // compilation (PoCL builds the work-group function then): allow extra
  // time, unless the user set the limit.
  T.FirstLaunchAllowanceMs = J.Opts.TimeoutMs ? 0 : std::max(10000u, 2 * T.TimeoutMs);

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
  if (Kind != StrategyKind::Exhaustive)
    S->seed(singlePassPoints(*Space));
  size_t BatchSize = std::max<size_t>(4, 2 * EO.BuildJobs);
  while (!S->done()) {
    if (stopRequested()) {
      Interrupted = true;
      break;
    }
    std::vector<SearchPoint> Batch = S->next(BatchSize);
    if (Batch.empty())
      break;
    if (Error E = evaluateBatch(Batch))
      return std::move(E);
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
  if (Error E = finish(Out))
    return std::move(E);
  return Out;
}

Expected<std::vector<std::pair<Variant *, double>>>
KernelSearch::retime(const std::vector<Variant *> &Candidates, double &OrigMs) {
  unsigned Rounds = std::max(1u, J.Opts.RetimeRounds);
  std::vector<VariantSpec> Specs;
  VariantSpec Orig;
  Orig.Id = "original";
  Orig.Source = Eval->base().ReferenceSource;
  Orig.Options = J.BuildOptions;
  Orig.Global = J.Problem.Global;
  Orig.Local = J.Problem.Local;
  // Each round runs the original and every candidate once, in an order
  // rotated per round, so that drift (thermal, other load) hits all alike.
  std::vector<VariantSpec> One;
  One.push_back(Orig);
  for (Variant *V : Candidates)
    One.push_back(makeVariantSpec(V->Id, V->Path, J.BuildOptions, V->Rewrite.Geometry,
                                  J.Problem));
  for (unsigned R = 0; R < Rounds; ++R)
    for (size_t I = 0; I < One.size(); ++I) {
      VariantSpec X = One[(I + R) % One.size()];
      X.Id = "r" + std::to_string(R + 1) + "." + X.Id;
      Specs.push_back(X);
    }
  Expected<JobResult> Ran = Eval->run(Specs, /*Time=*/true);
  if (!Ran)
    return Ran.takeError();
  auto MedianOf = [&](const std::string &Id) -> double {
    std::vector<double> T;
    for (unsigned R = 0; R < Rounds; ++R) {
      const RunResult *X = Ran->find("r" + std::to_string(R + 1) + "." + Id);
      if (!X || !X->ok())
        return 0;
      T.push_back(X->TimeMs);
    }
    return T.size() == Rounds ? median(T) : 0;
  };
  OrigMs = MedianOf("original");
  std::vector<std::pair<Variant *, double>> Out;
  for (Variant *V : Candidates)
    if (double Ms = MedianOf(V->Id); Ms > 0)
      Out.push_back({V, Ms});
  std::stable_sort(Out.begin(), Out.end(),
                   [](const auto &A, const auto &B) { return A.second < B.second; });
  return Out;
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

/// The Attempt-th size to try in place of X. Attempt 0 is "awkward": about
/// X (smaller) or 1.25 X (larger) moved by the smallest prime that no
/// listed factor divides, so remainders are exercised. Later attempts are
/// multiples of growing powers of two times the factors' product, for
/// variants whose preconditions need a multiple. 0 when there is none.
static int64_t candidateSize(int64_t X, Direction Dir, const std::set<int64_t> &F,
                             unsigned Attempt) {
  int64_t Base = Dir == Direction::Smaller ? X : X + X / 4;
  if (Attempt == 0) {
    for (int64_t P : {3, 5, 7, 11, 13, 17, 19, 23}) {
      if (P * 2 >= X)
        break;
      int64_t Y = Dir == Direction::Smaller ? Base - P : Base + P;
      if (std::none_of(F.begin(), F.end(), [Y](int64_t D) { return Y % D == 0; }))
        return Y;
    }
    return 0;
  }
  int64_t Step = 1;
  for (int64_t D : F)
    if (Step <= X)
      Step = std::lcm(Step, D);
  Step <<= (Attempt - 1);
  if (Step > X / 2)
    return 0;
  return Dir == Direction::Smaller ? (X - 1) / Step * Step : (Base / Step + 1) * Step;
}

/// The sizes of the spec that re-verification moves: integer sizes and
/// numeric global sizes of at least 16 (smaller ones are usually shapes,
/// such as a radius or a channel count, and keep their value).
static std::vector<std::string> movableSizes(const ProblemSpec &Spec) {
  std::vector<std::string> Out;
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

Expected<std::vector<KernelSearch::Probe>> KernelSearch::probes(const Variant &V) {
  std::set<int64_t> F = factorsOf(V.Rewrite.Applied, V.Rewrite.Geometry);
  std::vector<std::string> Pre = geometryPreconditions(V.Rewrite.Geometry);
  std::vector<std::string> Names = movableSizes(J.Spec);
  // Every size smaller, every size larger, then each size alone larger
  // (a variant may assume two sizes are equal, or one divides another).
  std::vector<std::pair<Direction, std::vector<std::string>>> Plans;
  Plans.push_back({Direction::Smaller, Names});
  Plans.push_back({Direction::Larger, Names});
  if (Names.size() > 1)
    for (const std::string &N : Names)
      Plans.push_back({Direction::Larger, {N}});

  std::vector<Probe> Out;
  if (Names.empty()) {
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
        std::string *Text = sizeText(Spec, N);
        int64_t Y = candidateSize(std::stoll(*Text), Dir, F, Attempt);
        Ok &= Y > 0;
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
      if (preconditionsHold(Pre, *P))
        Found = std::move(*P);
    }
    std::string What = (Dir == Direction::Smaller ? "smaller " : "larger ") +
                       join(Moved, ", ");
    if (!Found)
      return createStringError(inconvertibleErrorCode(),
                               "no " + What + " size satisfies its preconditions (" +
                       join(Pre, ", ") + ")");
    Out.push_back({Label, std::move(*Found)});
  }
  return Out;
}

Expected<bool> KernelSearch::reverify(Variant &V, std::string &Note) {
  Expected<std::vector<Probe>> Ps = probes(V);
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

Error KernelSearch::finish(KernelOutcome &Out) {
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

  std::vector<std::pair<Variant *, double>> Ranked;
  double OrigMs = OriginalMs;
  if (!Good.empty() && !Interrupted) {
    Expected<std::vector<std::pair<Variant *, double>>> R = retime(Good, OrigMs);
    if (!R)
      return R.takeError();
    Ranked = std::move(*R);
    if (!J.Opts.Quiet && !Ranked.empty())
      J.Log << "clopt: " << J.Kernel.Name << ": re-timed " << Ranked.size()
            << " candidates interleaved with the original ("
            << std::max(1u, J.Opts.RetimeRounds) << " rounds)\n";
  } else {
    for (Variant *V : Good)
      Ranked.push_back({V, V->Result.TimeMs});
  }
  if (OrigMs <= 0)
    OrigMs = OriginalMs;
  Rec.OriginalSeconds = OrigMs / 1000;
  Rec.BestSeconds = OrigMs / 1000;

  for (auto &[V, Ms] : Ranked) {
    if (OrigMs / Ms < J.Opts.MinSpeedup)
      break;
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
    Out.Notes.push_back(Note);
    Rec.Status = "tuned";
    for (const PassSpace &PS : Space->passes())
      for (const ParamSpec &P : PS.Params)
        if (std::optional<int64_t> X = V->Rewrite.Applied.get(PS.Pass, P.Name))
          Rec.Params.push_back({PS.Pass + "." + P.Name, *X});
    Rec.Geometry = V->Rewrite.Geometry;
    Rec.BestSeconds = Ms / 1000;
    Rec.Speedup = OrigMs / Ms;
    Rec.Repetitions = V->Result.Reps;
    break;
  }
  // Six significant digits are all a timing means; rounded once here, the
  // outputs of this run and of a later run that reuses the database entry
  // print the same numbers.
  Rec.BestSeconds = roundForRecord(Rec.BestSeconds);
  Rec.OriginalSeconds = roundForRecord(Rec.OriginalSeconds);
  Rec.Speedup = roundForRecord(Rec.Speedup);
  Out.Report = std::move(Report);
  return Error::success();
}

Expected<KernelOutcome> clopt::tuneKernel(KernelJob &J) {
  KernelSearch S(J);
  return S.run();
}
