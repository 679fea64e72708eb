//===- Search.cpp - Parameter space, history, budget and auto -------------===//

#include "clopt/Search/Search.h"
#include "SearchDetail.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <sstream>

using namespace clopt;
using namespace clopt::search_detail;

//===----------------------------------------------------------------------===//
// Rng and FeasibleSampler
//===----------------------------------------------------------------------===//

static uint64_t splitmix64(uint64_t &X) {
  uint64_t Z = (X += 0x9e3779b97f4a7c15ULL);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}

static uint64_t rotl(uint64_t X, int K) { return (X << K) | (X >> (64 - K)); }

Rng::Rng(uint64_t Seed) {
  for (uint64_t &W : S)
    W = splitmix64(Seed);
}

uint64_t Rng::next() {
  uint64_t Result = rotl(S[1] * 5, 7) * 9;
  uint64_t T = S[1] << 17;
  S[2] ^= S[0];
  S[3] ^= S[1];
  S[1] ^= S[2];
  S[0] ^= S[3];
  S[2] ^= T;
  S[3] = rotl(S[3], 45);
  return Result;
}

uint64_t Rng::below(uint64_t N) {
  assert(N > 0 && "empty range");
  // Lemire's multiply-shift; the bias (< N / 2^64) is irrelevant here.
  return static_cast<uint64_t>((static_cast<unsigned __int128>(next()) * N) >>
                               64);
}

double Rng::unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

FeasibleSampler::FeasibleSampler(const ParameterSpace &Space, Rng &R)
    : Space(Space), R(R), Small(Space.cartesianSize() <= EnumerationLimit) {}

void FeasibleSampler::enumerate() {
  Enumerated = true;
  forEachPoint(Space, [&](const SearchPoint &P) {
    if (Space.isFeasible(P))
      Feasible.push_back(P);
    return true;
  });
  for (size_t I = Feasible.size(); I > 1; --I)
    std::swap(Feasible[I - 1], Feasible[R.below(I)]);
}

std::optional<size_t> FeasibleSampler::feasibleCount() {
  if (!Small)
    return std::nullopt;
  if (!Enumerated)
    enumerate();
  return Feasible.size();
}

std::optional<SearchPoint> FeasibleSampler::randomPoint() {
  std::vector<uint32_t> L(Space.numParams());
  for (size_t I = 0; I < L.size(); ++I) {
    const SearchParam &P = Space.params()[I];
    // A parameter whose switch is off stays at its first value. Switches
    // come first, so their levels are drawn already.
    bool Off =
        P.ActiveIf && Space.params()[*P.ActiveIf].Domain[L[*P.ActiveIf]] == 0;
    L[I] = Off ? 0 : static_cast<uint32_t>(R.below(P.Domain.size()));
  }
  SearchPoint P = Space.pointAt(L);
  if (!Space.isFeasible(P))
    return std::nullopt;
  return P;
}

// In a sampled space, give up after this many draws that were infeasible or
// already seen: the space is then treated as exhausted.
static constexpr unsigned MaxRejectionTries = 20000;

std::optional<SearchPoint>
FeasibleSampler::draw(const SearchHistory &H, const std::set<SearchPoint> &Also) {
  if (Small) {
    if (!Enumerated)
      enumerate();
    // Points proposed through other means (crossover, the model) or pending
    // in the caller's batch (Also) are stepped over for good: they are, or
    // are about to be, in the history.
    for (size_t I = Cursor; I < Feasible.size(); ++I) {
      const SearchPoint &P = Feasible[I];
      if (H.wasProposed(P) || Also.count(P))
        continue;
      Cursor = I + 1;
      return P;
    }
    Cursor = Feasible.size();
    return std::nullopt;
  }
  for (unsigned T = 0; T < MaxRejectionTries; ++T) {
    std::optional<SearchPoint> P = randomPoint();
    if (P && !H.wasProposed(*P) && !Also.count(*P))
      return P;
  }
  return std::nullopt;
}

std::vector<SearchPoint> FeasibleSampler::sample(const SearchHistory &H,
                                                 size_t N) {
  std::vector<SearchPoint> Out;
  std::set<SearchPoint> Seen;
  if (Small) {
    if (!Enumerated)
      enumerate();
    size_t Left = Feasible.size() - std::min(Feasible.size(), Cursor);
    if (Left <= N) {
      // Few points left: take every unproposed one, in a stable order.
      for (size_t I = Cursor; I < Feasible.size(); ++I)
        if (!H.wasProposed(Feasible[I]))
          Out.push_back(Feasible[I]);
      return Out;
    }
    for (size_t T = 0; T < 4 * N && Out.size() < N; ++T) {
      const SearchPoint &P = Feasible[Cursor + R.below(Left)];
      if (!H.wasProposed(P) && Seen.insert(P).second)
        Out.push_back(P);
    }
    return Out;
  }
  for (size_t T = 0; T < 20 * N && Out.size() < N; ++T) {
    std::optional<SearchPoint> P = randomPoint();
    if (P && !H.wasProposed(*P) && Seen.insert(*P).second)
      Out.push_back(*P);
  }
  return Out;
}

//===----------------------------------------------------------------------===//
// ParameterSpace
//===----------------------------------------------------------------------===//

void ParameterSpace::setActiveIf(size_t Param, size_t Switch) {
  assert(Switch < Param && Param < Params.size() && "switch must come first");
  Params[Param].ActiveIf = Switch;
}

bool ParameterSpace::addParam(std::string Name, std::vector<int64_t> Domain) {
  if (Domain.empty() || find(Name))
    return false;
  std::vector<int64_t> Sorted = Domain;
  std::sort(Sorted.begin(), Sorted.end());
  if (std::adjacent_find(Sorted.begin(), Sorted.end()) != Sorted.end())
    return false;
  Params.push_back({std::move(Name), std::move(Domain)});
  return true;
}

void ParameterSpace::addConstraint(std::string Name, Predicate Holds) {
  Constraints.emplace_back(std::move(Name), std::move(Holds));
}

void ParameterSpace::setDeviceLimit(LimitCheck Check) {
  DeviceLimit = std::move(Check);
}

std::optional<size_t> ParameterSpace::find(const std::string &Name) const {
  for (size_t I = 0; I < Params.size(); ++I)
    if (Params[I].Name == Name)
      return I;
  return std::nullopt;
}

int64_t ParameterSpace::value(const SearchPoint &P,
                              const std::string &Name) const {
  std::optional<size_t> I = find(Name);
  assert(I && *I < P.size() && "unknown parameter");
  return P[*I];
}

uint64_t ParameterSpace::cartesianSize() const {
  if (Params.empty())
    return 0;
  uint64_t N = 1;
  for (const SearchParam &Param : Params) {
    uint64_t K = Param.Domain.size();
    if (N > UINT64_MAX / K)
      return UINT64_MAX;
    N *= K;
  }
  return N;
}

bool ParameterSpace::contains(const SearchPoint &P) const {
  if (P.size() != Params.size() || Params.empty())
    return false;
  for (size_t I = 0; I < P.size(); ++I) {
    const std::vector<int64_t> &D = Params[I].Domain;
    if (std::find(D.begin(), D.end(), P[I]) == D.end())
      return false;
  }
  return true;
}

std::string ParameterSpace::whyInfeasible(const SearchPoint &P) const {
  if (!contains(P))
    return "not a point of the space";
  for (const auto &[Name, Holds] : Constraints)
    if (!Holds(P))
      return "constraint '" + Name + "'";
  if (DeviceLimit)
    return DeviceLimit(P);
  return "";
}

std::vector<uint32_t> ParameterSpace::levelsOf(const SearchPoint &P) const {
  assert(contains(P) && "point outside the space");
  std::vector<uint32_t> L(P.size());
  for (size_t I = 0; I < P.size(); ++I) {
    const std::vector<int64_t> &D = Params[I].Domain;
    L[I] = static_cast<uint32_t>(std::find(D.begin(), D.end(), P[I]) -
                                 D.begin());
  }
  return L;
}

SearchPoint ParameterSpace::pointAt(const std::vector<uint32_t> &Levels) const {
  assert(Levels.size() == Params.size() && "wrong arity");
  SearchPoint P(Levels.size());
  for (size_t I = 0; I < Levels.size(); ++I)
    P[I] = Params[I].Domain[Levels[I]];
  return P;
}

std::optional<uint64_t> ParameterSpace::countFeasible(uint64_t Limit) const {
  if (cartesianSize() > Limit)
    return std::nullopt;
  uint64_t N = 0;
  forEachPoint(*this, [&](const SearchPoint &P) {
    N += isFeasible(P);
    return true;
  });
  return N;
}

std::string ParameterSpace::describe(const SearchPoint &P) const {
  std::ostringstream OS;
  for (size_t I = 0; I < P.size() && I < Params.size(); ++I)
    OS << (I ? " " : "") << Params[I].Name << "=" << P[I];
  return OS.str();
}

//===----------------------------------------------------------------------===//
// SearchHistory
//===----------------------------------------------------------------------===//

const Evaluation *SearchHistory::best() const {
  return BestIndex ? &Evals[*BestIndex] : nullptr;
}

void SearchHistory::record(const SearchPoint &P, double Cost) {
  // NaN and negative costs are measurement failures: treat as rejected.
  if (!(Cost >= 0))
    Cost = RejectedCost;
  Proposed.insert(P);
  Evals.push_back({P, Cost});
  if (Evals.back().rejected()) {
    ++Rejected;
    return;
  }
  if (!BestIndex || Cost < Evals[*BestIndex].Cost)
    BestIndex = Evals.size() - 1;
}

//===----------------------------------------------------------------------===//
// Strategies: names and factory
//===----------------------------------------------------------------------===//

SearchStrategy::~SearchStrategy() = default;
SearchClock::~SearchClock() = default;

const char *clopt::strategyName(StrategyKind K) {
  switch (K) {
  case StrategyKind::Exhaustive:
    return "exhaustive";
  case StrategyKind::Random:
    return "random";
  case StrategyKind::Genetic:
    return "genetic";
  case StrategyKind::Bayesian:
    return "bayes";
  case StrategyKind::Auto:
    return "auto";
  }
  return "unknown";
}

std::optional<StrategyKind> clopt::parseStrategy(const std::string &Name) {
  for (StrategyKind K :
       {StrategyKind::Exhaustive, StrategyKind::Random, StrategyKind::Genetic,
        StrategyKind::Bayesian, StrategyKind::Auto})
    if (Name == strategyName(K))
      return K;
  return std::nullopt;
}

std::unique_ptr<SearchStrategy>
clopt::createStrategy(StrategyKind K, const ParameterSpace &Space,
                      uint64_t Seed) {
  switch (K) {
  case StrategyKind::Exhaustive:
    return createExhaustiveStrategy(Space);
  case StrategyKind::Random:
    return createRandomStrategy(Space, Seed);
  case StrategyKind::Genetic:
    return createGeneticStrategy(Space, Seed, GeneticOptions());
  case StrategyKind::Bayesian:
    return createBayesianStrategy(Space, Seed, BayesianOptions());
  case StrategyKind::Auto:
    break;
  }
  assert(false && "resolve 'auto' with chooseAuto() first");
  return createBayesianStrategy(Space, Seed, BayesianOptions());
}

//===----------------------------------------------------------------------===//
// auto
//===----------------------------------------------------------------------===//

// Without a budget, spaces this small are searched exhaustively.
static constexpr uint64_t SmallSpace = 64;

AutoChoice clopt::chooseAuto(const ParameterSpace &Space, SearchBudget User) {
  std::optional<uint64_t> Feasible = Space.countFeasible();
  AutoChoice C{StrategyKind::Bayesian, User, ""};
  std::ostringstream Why;
  if (Feasible && (User.Evaluations ? *Feasible <= User.Evaluations
                                    : *Feasible <= SmallSpace)) {
    C.Kind = StrategyKind::Exhaustive;
    Why << *Feasible << " feasible points: exhaustive";
    C.Why = Why.str();
    return C;
  }
  if (Feasible)
    Why << *Feasible << " feasible points";
  else
    Why << "more than 2^22 points";
  Why << ": model-guided (bayes)";
  if (!User.Evaluations && !User.Seconds) {
    uint64_t Default = std::max<uint64_t>(60, 15 * Space.numParams());
    if (Feasible)
      Default = std::min(Default, *Feasible);
    C.Budget.Evaluations = Default;
    Why << ", default budget " << Default << " evaluations";
  }
  C.Why = Why.str();
  return C;
}

//===----------------------------------------------------------------------===//
// Search driver
//===----------------------------------------------------------------------===//

namespace {
class SteadyClock final : public SearchClock {
public:
  double seconds() const override {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
  }
};
} // namespace

const SearchClock &clopt::steadySearchClock() {
  static const SteadyClock Clock;
  return Clock;
}

const char *clopt::stopReasonName(StopReason R) {
  switch (R) {
  case StopReason::None:
    return "running";
  case StopReason::EvaluationBudget:
    return "evaluation budget spent";
  case StopReason::TimeBudget:
    return "time budget spent";
  case StopReason::SpaceExhausted:
    return "space exhausted";
  case StopReason::NoPredictedGain:
    return "no gain predicted";
  }
  return "unknown";
}

Search::Search(const ParameterSpace &Space, std::unique_ptr<SearchStrategy> S,
               SearchBudget Budget, const SearchClock &Clock)
    : Space(Space), Strategy(std::move(S)), Budget(Budget), Clock(Clock),
      Start(Clock.seconds()) {}

double Search::elapsedSeconds() const { return Clock.seconds() - Start; }

size_t Search::batchForTimeLeft(size_t MaxBatch, double SecondsPerPoint) const {
  if (Budget.Seconds <= 0 || !(SecondsPerPoint > 0) || MaxBatch == 0)
    return MaxBatch;
  // A point is started when at least half of it fits: the search then
  // ends within half a point of its budget on average.
  double Fits = std::floor((Budget.Seconds - elapsedSeconds()) / SecondsPerPoint + 0.5);
  if (!(Fits >= 1))
    return 0;
  return Fits >= static_cast<double>(MaxBatch) ? MaxBatch : static_cast<size_t>(Fits);
}

bool Search::done() {
  if (Stop != StopReason::None)
    return true;
  if (Exhausted)
    Stop = StopReason::SpaceExhausted;
  else if (Budget.Evaluations && numCounted() >= Budget.Evaluations)
    Stop = StopReason::EvaluationBudget;
  else if (Budget.Seconds > 0 && History.numProposed() > 0 &&
           elapsedSeconds() >= Budget.Seconds)
    Stop = StopReason::TimeBudget;
  else if (Seeds.empty() && History.numProposed() == History.evaluations().size())
    // Only with every proposed point measured: the model has seen them all.
    if (std::optional<std::string> Why = Strategy->predictsNoGain(History)) {
      Stop = StopReason::NoPredictedGain;
      StopDetail = std::move(*Why);
    }
  return Stop != StopReason::None;
}

std::vector<SearchPoint> Search::next(size_t MaxBatch) {
  if (done() || MaxBatch == 0)
    return {};
  size_t N = MaxBatch;
  if (Budget.Evaluations)
    N = std::min<uint64_t>(N, Budget.Evaluations - numCounted());
  std::vector<SearchPoint> Out;
  while (!Seeds.empty() && Out.size() < N) {
    SearchPoint P = std::move(Seeds.front());
    Seeds.erase(Seeds.begin());
    if (!Space.contains(P) || History.wasProposed(P) || !Space.isFeasible(P))
      continue;
    History.markProposed(P);
    Out.push_back(std::move(P));
  }
  if (Out.size() == N)
    return Out;
  std::vector<SearchPoint> Points = Strategy->propose(History, N - Out.size());
  for (SearchPoint &P : Points) {
    // Strategies guarantee this; the check keeps a faulty strategy from
    // evaluating a point twice or building an infeasible variant.
    assert(!History.wasProposed(P) && Space.isFeasible(P) &&
           "strategy proposed an invalid point");
    if (Out.size() == N || History.wasProposed(P) || !Space.isFeasible(P))
      continue;
    History.markProposed(P);
    Out.push_back(std::move(P));
  }
  if (Out.empty()) {
    Exhausted = true;
    done();
  }
  return Out;
}

void Search::seed(std::vector<SearchPoint> Points) {
  Seeds = std::move(Points);
}

void Search::seedNext(SearchPoint P) {
  Seeds.insert(Seeds.begin(), std::move(P));
}

void Search::report(const SearchPoint &P, double Cost, bool IsFree) {
  History.record(P, Cost);
  FreePoints += IsFree;
}

uint64_t Search::numCounted() const {
  uint64_t Refunded = Budget.Evaluations ? std::min(FreePoints, Budget.Evaluations) : 0;
  return History.numProposed() - Refunded;
}

const Evaluation *clopt::runSearch(Search &S, const CostFunction &Evaluate,
                                   size_t Batch) {
  while (!S.done())
    for (const SearchPoint &P : S.next(Batch))
      S.report(P, Evaluate(P));
  return S.best();
}
