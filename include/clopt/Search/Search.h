//===- Search.h - Search strategies over a discrete parameter space -*- C++ -*-===//
//
// The tuner's search side, independent of kernels and devices:
//
//   ParameterSpace   named integer parameters, each with a finite ordered
//                    domain, plus constraint predicates and a device-limit
//                    hook. Infeasible points are pruned before anything is
//                    built and never count against the budget.
//   SearchStrategy   proposes points not proposed before, given the history
//                    of evaluated points (cost = seconds, +inf = rejected).
//   Search           drives a strategy under a budget (evaluations and/or
//                    seconds of a caller-supplied clock).
//
// A point is a vector of parameter values in the space's parameter order.
// Every strategy is deterministic for a given seed: the same space, seed and
// sequence of reported costs give the same proposals.
//
// Plain C++17: no LLVM, no OpenCL (the clang-side tuner and the worker link
// it).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_SEARCH_SEARCH_H
#define CLOPT_SEARCH_SEARCH_H

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clopt {

/// Parameter values in the order of ParameterSpace::params().
using SearchPoint = std::vector<int64_t>;

/// The cost of a rejected point (failed to build or run, wrong, timed out).
inline constexpr double RejectedCost = std::numeric_limits<double>::infinity();

struct SearchParam {
  std::string Name;            ///< e.g. "tile.k" (pass.param)
  std::vector<int64_t> Domain; ///< ordered, distinct, non-empty
  /// A parameter that matters only while another one (a switch, e.g.
  /// "tile.enable") is non-zero: the index of that switch. While it is 0
  /// the parameter is meant to stay at Domain.front() (a constraint of the
  /// space says so); random sampling draws it there.
  std::optional<size_t> ActiveIf;
};

class ParameterSpace {
public:
  /// A predicate over a point; true when the point is allowed.
  using Predicate = std::function<bool(const SearchPoint &)>;
  /// The device-limit hook: returns "" when the point fits the device, else
  /// why not (e.g. "local memory 72 KiB > 48 KiB").
  using LimitCheck = std::function<std::string(const SearchPoint &)>;

  /// Adds a parameter. Returns false (and adds nothing) when the name is
  /// already used or the domain is empty or has duplicates.
  bool addParam(std::string Name, std::vector<int64_t> Domain);
  /// Makes parameter \p Param matter only while parameter \p Switch is
  /// non-zero (see SearchParam::ActiveIf). Only random sampling uses it:
  /// in a space of many switched-off parameters, uniform draws over the
  /// whole product are almost never feasible. The constraint that pins the
  /// parameter is the caller's. Switch must come before Param.
  void setActiveIf(size_t Param, size_t Switch);
  /// Adds a named constraint (e.g. "unroll divides tile").
  void addConstraint(std::string Name, Predicate Holds);
  /// Installs the device-limit hook (replaces any previous one).
  void setDeviceLimit(LimitCheck Check);

  const std::vector<SearchParam> &params() const { return Params; }
  size_t numParams() const { return Params.size(); }
  /// Index of a parameter by name, if present.
  std::optional<size_t> find(const std::string &Name) const;
  /// The value of parameter \p Name in \p P; asserts that Name exists.
  int64_t value(const SearchPoint &P, const std::string &Name) const;

  /// Number of points of the cartesian product, saturated at UINT64_MAX.
  uint64_t cartesianSize() const;
  /// True when \p P has one in-domain value per parameter.
  bool contains(const SearchPoint &P) const;
  /// "" when P satisfies every constraint and the device limit, else the
  /// reason: "constraint 'NAME'" or the device-limit message.
  std::string whyInfeasible(const SearchPoint &P) const;
  bool isFeasible(const SearchPoint &P) const { return whyInfeasible(P).empty(); }

  /// Level (position in the domain) of each value of \p P; P must be contained.
  std::vector<uint32_t> levelsOf(const SearchPoint &P) const;
  SearchPoint pointAt(const std::vector<uint32_t> &Levels) const;

  /// Counts feasible points by enumeration; stops and returns std::nullopt
  /// when the cartesian size exceeds \p Limit.
  std::optional<uint64_t> countFeasible(uint64_t Limit = 1u << 22) const;

  /// "tile.k=16 coarsen.x=2" (for messages and logs).
  std::string describe(const SearchPoint &P) const;

private:
  std::vector<SearchParam> Params;
  std::vector<std::pair<std::string, Predicate>> Constraints;
  LimitCheck DeviceLimit;
};

/// One evaluated point.
struct Evaluation {
  SearchPoint Point;
  double Cost = RejectedCost; ///< seconds; RejectedCost when rejected
  bool rejected() const { return !(Cost < RejectedCost); }
};

/// Everything a strategy may look at: evaluated points in report order and
/// the set of points already proposed (evaluated or still pending).
class SearchHistory {
public:
  const std::vector<Evaluation> &evaluations() const { return Evals; }
  bool wasProposed(const SearchPoint &P) const { return Proposed.count(P); }
  /// Every point proposed so far (evaluated or pending), in point order.
  const std::set<SearchPoint> &proposed() const { return Proposed; }
  size_t numProposed() const { return Proposed.size(); }
  size_t numPending() const { return Proposed.size() - Evals.size(); }
  size_t numRejected() const { return Rejected; }
  /// The best non-rejected evaluation (earliest on ties), if any.
  const Evaluation *best() const;

  void markProposed(const SearchPoint &P) { Proposed.insert(P); }
  /// For a pending point whose evaluation never started.
  void unmarkProposed(const SearchPoint &P) { Proposed.erase(P); }
  void record(const SearchPoint &P, double Cost);

private:
  std::vector<Evaluation> Evals;
  std::set<SearchPoint> Proposed;
  size_t Rejected = 0;
  std::optional<size_t> BestIndex;
};

/// Proposes points to evaluate. Implementations never propose a point that
/// is infeasible or that the history marks as proposed, and return an empty
/// vector only when no unproposed feasible point is left to them.
class SearchStrategy {
public:
  virtual ~SearchStrategy();
  virtual std::string name() const = 0;
  /// Proposes between 1 and \p Max new points (0 points = exhausted). The
  /// caller marks them proposed in \p H before calling again.
  virtual std::vector<SearchPoint> propose(const SearchHistory &H,
                                           size_t Max) = 0;
  /// A strategy with a model of the costs may conclude, from everything
  /// measured in \p H, that no unmeasured point is likely to beat the best
  /// one; the search then stops (the reason says why). The others never do.
  virtual std::optional<std::string> predictsNoGain(const SearchHistory &H) {
    (void)H;
    return std::nullopt;
  }
};

enum class StrategyKind { Exhaustive, Random, Genetic, Bayesian, Auto };

/// "exhaustive", "random", "genetic", "bayes", "auto".
const char *strategyName(StrategyKind K);
/// Parses the names above; std::nullopt for anything else.
std::optional<StrategyKind> parseStrategy(const std::string &Name);

struct GeneticOptions {
  size_t Population = 0;   ///< 0: chosen from the space (8..32)
  size_t Tournament = 3;   ///< tournament size for parent selection
  double Crossover = 0.9;  ///< probability that a child mixes two parents
  double Mutation = 0.0;   ///< per-gene rate; 0: 1 / numParams
  size_t Elite = 2;        ///< best points kept from one generation to the next
};

struct BayesianOptions {
  size_t InitialSamples = 0; ///< random points before the model; 0: from space
  size_t Candidates = 1024;  ///< random candidates scored per proposal
  double RandomFraction = 0.05; ///< share of proposals drawn at random
  /// Stop early (0: never, the default here; the tuner sets it) once all of
  /// these hold: at least MinEvaluationsBeforeStop evaluations; the best
  /// time improved by less than this fraction over the last half of them;
  /// and, at three checks in a row, the model expects less than this fraction
  /// from any unmeasured candidate.
  double StopGain = 0;
  /// 0: max(96, 8 x InitialSamples).
  size_t MinEvaluationsBeforeStop = 0;
};

/// Creates a strategy over \p Space (which must outlive it). Auto is
/// resolved with chooseAuto() before calling this; passing it asserts.
std::unique_ptr<SearchStrategy> createStrategy(StrategyKind K,
                                               const ParameterSpace &Space,
                                               uint64_t Seed);
std::unique_ptr<SearchStrategy>
createGeneticStrategy(const ParameterSpace &Space, uint64_t Seed,
                      GeneticOptions Opts);
std::unique_ptr<SearchStrategy>
createBayesianStrategy(const ParameterSpace &Space, uint64_t Seed,
                       BayesianOptions Opts);

/// Limits of a search; zero means "no limit" for each field.
struct SearchBudget {
  uint64_t Evaluations = 0;
  double Seconds = 0;
};

/// The clock a Search measures its seconds budget with (tests pass a fake).
class SearchClock {
public:
  virtual ~SearchClock();
  virtual double seconds() const = 0; ///< monotonic seconds
};
/// std::chrono::steady_clock.
const SearchClock &steadySearchClock();

/// What `auto` chose for a space and the user's budget.
struct AutoChoice {
  StrategyKind Kind;
  SearchBudget Budget;
  std::string Why; ///< one line for logs ("12 feasible points: exhaustive")
};
/// Exhaustive when the feasible space is small (it fits the evaluation
/// budget, or <= 64 points without one); otherwise the model-guided
/// (Bayesian) strategy. A user budget is kept; without one, the evaluation
/// budget defaults to min(feasible, max(60, 15 * numParams)) -- see
/// docs/search.md for the measurements behind it.
AutoChoice chooseAuto(const ParameterSpace &Space, SearchBudget User);

enum class StopReason {
  None,
  EvaluationBudget,
  TimeBudget,
  SpaceExhausted,
  NoPredictedGain ///< the strategy's model expects no better point
};
const char *stopReasonName(StopReason R);

/// Drives a strategy: next() hands out points, report() takes their costs.
/// The evaluation budget counts proposed points, so a batch never overshoots
/// it; the seconds budget is checked before each batch.
class Search {
public:
  Search(const ParameterSpace &Space, std::unique_ptr<SearchStrategy> S,
         SearchBudget Budget, const SearchClock &Clock = steadySearchClock());

  /// True once the budget is spent or the strategy is exhausted (and no
  /// point is pending). A seconds budget never ends a search before its
  /// first batch: a search that measured nothing has no answer.
  bool done();
  /// Up to \p MaxBatch new points (fewer near the budget); empty when done().
  std::vector<SearchPoint> next(size_t MaxBatch = 1);
  /// How many points to ask next() for when each costs about
  /// SecondsPerPoint to evaluate: as many as the seconds budget has time
  /// left for, rounded to the nearest (at most MaxBatch; 0 when not even
  /// half a point fits: the caller stops), so that the last batch ends near
  /// the budget instead of a whole batch after it. MaxBatch without a
  /// seconds budget or an estimate.
  size_t batchForTimeLeft(size_t MaxBatch, double SecondsPerPoint) const;
  /// Moves the seconds budget (from the search's start; 0 = none). A caller
  /// whose own deadline covers work after the search (the tuner's re-timing
  /// and re-verification) sets what is left for the search before each
  /// batch, as its estimate of that work changes.
  void setSecondsBudget(double Seconds) { Budget.Seconds = Seconds; }
  double secondsBudget() const { return Budget.Seconds; }
  /// Records the cost of a point handed out by next(). An IsFree point was
  /// turned away before any work on the device (a precondition the tuning
  /// size fails): it does not count against the evaluation budget, up to as
  /// many such points as the budget itself, so that a space of mostly
  /// unusable points still ends.
  void report(const SearchPoint &P, double Cost, bool IsFree = false);
  /// Points proposed that count against the evaluation budget.
  uint64_t numCounted() const;
  /// Takes back a point handed out by next() whose evaluation never started
  /// (the tuner ran out of time to start it): it is neither measured nor
  /// proposed any more. A strategy may propose it again (a small space's
  /// enumeration, which steps over proposed points for good, does not).
  void withdraw(const SearchPoint &P) { History.unmarkProposed(P); }
  /// Points that next() hands out before asking the strategy (an initial
  /// design, e.g. each pass alone at its defaults); infeasible or already
  /// proposed ones are dropped. They count against the budget like any other.
  void seed(std::vector<SearchPoint> Points);
  /// A point that next() hands out first, before the seeds left (the same
  /// rules: dropped when infeasible or already proposed).
  void seedNext(SearchPoint P);

  const SearchHistory &history() const { return History; }
  const Evaluation *best() const { return History.best(); }
  StopReason stopReason() const { return Stop; }
  /// For NoPredictedGain: the strategy's own words ("the model expects ...").
  const std::string &stopDetail() const { return StopDetail; }
  const SearchStrategy &strategy() const { return *Strategy; }
  double elapsedSeconds() const;

private:
  const ParameterSpace &Space;
  std::unique_ptr<SearchStrategy> Strategy;
  SearchBudget Budget;
  const SearchClock &Clock;
  double Start;
  SearchHistory History;
  StopReason Stop = StopReason::None;
  std::string StopDetail;
  bool Exhausted = false;
  uint64_t FreePoints = 0; ///< points reported IsFree
  std::vector<SearchPoint> Seeds; ///< handed out first, in order
};

/// Runs a whole search sequentially with \p Evaluate (tests, benchmarks).
using CostFunction = std::function<double(const SearchPoint &)>;
const Evaluation *runSearch(Search &S, const CostFunction &Evaluate,
                            size_t Batch = 1);

} // namespace clopt

#endif // CLOPT_SEARCH_SEARCH_H
