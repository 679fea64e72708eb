//===- SearchTest.cpp - Search space and strategies -----------------------===//
//
// Synthetic cost functions with a known optimum (computed here by
// enumeration): a separable bowl, a rugged function with interactions, and a
// space with large infeasible regions (constraints, a device limit, and
// points that are "rejected at run time" with an infinite cost).
//
//===----------------------------------------------------------------------===//

#include "clopt/Search/Search.h"

#include "gtest/gtest.h"

#include <cmath>
#include <set>

using namespace clopt;

namespace {

std::vector<int64_t> range(int64_t From, int64_t To) {
  std::vector<int64_t> V;
  for (int64_t I = From; I <= To; ++I)
    V.push_back(I);
  return V;
}

struct Problem {
  ParameterSpace Space;
  CostFunction Cost;
};

/// 10x10x10, optimum at (3,7,5).
Problem bowl() {
  Problem P;
  for (const char *N : {"a", "b", "c"})
    P.Space.addParam(N, range(0, 9));
  P.Cost = [](const SearchPoint &X) {
    auto Sq = [](int64_t V) { return double(V * V); };
    return 1.0 + Sq(X[0] - 3) + Sq(X[1] - 7) + Sq(X[2] - 5);
  };
  return P;
}

/// A bowl with a modular interaction term between all three parameters and
/// a separate penalty on z: many local minima.
Problem rugged() {
  Problem P;
  P.Space.addParam("x", range(0, 15));
  P.Space.addParam("y", range(0, 15));
  P.Space.addParam("z", {1, 2, 4, 8});
  P.Cost = [](const SearchPoint &X) {
    double Bowl = (std::pow(X[0] - 11.0, 2) + std::pow(X[1] - 4.0, 2)) / 20;
    double Interaction = ((X[0] + 2 * X[1] + X[2]) % 5) * 0.15;
    double Z = std::abs(std::log2(double(X[2])) - 2) * 0.3;
    return 1 + Bowl + Interaction + Z;
  };
  return P;
}

/// Work-group shape and tile size with a work-group limit (constraint), a
/// local-memory limit (device hook) and a region that fails at run time.
/// The optimum (16,16,16) sits on the local-memory boundary.
Problem infeasible() {
  Problem P;
  std::vector<int64_t> Pow2 = {1, 2, 4, 8, 16, 32, 64, 128, 256};
  P.Space.addParam("wg.x", Pow2);
  P.Space.addParam("wg.y", Pow2);
  P.Space.addParam("tile.k", {1, 2, 4, 8, 16, 32});
  P.Space.addConstraint("work-group size <= 256", [](const SearchPoint &X) {
    return X[0] * X[1] <= 256;
  });
  P.Space.setDeviceLimit([](const SearchPoint &X) -> std::string {
    int64_t Bytes = X[2] * (X[0] + X[1]) * 4;
    if (Bytes > 2048)
      return "local memory " + std::to_string(Bytes) + " B > 2048 B";
    return "";
  });
  P.Cost = [](const SearchPoint &X) {
    if (X[0] * X[1] < 16 && X[2] > 4)
      return RejectedCost; // "CL_OUT_OF_RESOURCES"
    double Items = std::log2(double(X[0] * X[1]));
    return 1 + std::abs(Items - 8) * 0.3 +
           std::abs(std::log2(double(X[0])) - 4) * 0.2 +
           std::abs(std::log2(double(X[2])) - 4) * 0.25;
  };
  return P;
}

struct Optimum {
  SearchPoint Point;
  double Cost = RejectedCost;
  std::vector<double> Sorted; ///< finite costs of all feasible points
};

Optimum enumerate(const Problem &P) {
  Optimum O;
  auto S = createStrategy(StrategyKind::Exhaustive, P.Space, 0);
  Search Srch(P.Space, std::move(S), {});
  while (!Srch.done())
    for (const SearchPoint &X : Srch.next(64)) {
      double C = P.Cost(X);
      Srch.report(X, C);
      if (C < RejectedCost)
        O.Sorted.push_back(C);
    }
  O.Point = Srch.best()->Point;
  O.Cost = Srch.best()->Cost;
  std::sort(O.Sorted.begin(), O.Sorted.end());
  return O;
}

/// Runs a strategy with a budget; fails the test on an infeasible or
/// repeated point.
const Evaluation *run(const Problem &P, Search &S, size_t Batch = 1) {
  std::set<SearchPoint> Seen;
  return runSearch(
      S,
      [&](const SearchPoint &X) {
        EXPECT_TRUE(P.Space.isFeasible(X)) << P.Space.describe(X);
        EXPECT_TRUE(Seen.insert(X).second) << "twice: " << P.Space.describe(X);
        return P.Cost(X);
      },
      Batch);
}

/// Rank of \p Cost among the feasible points (0 = the optimum).
double quantile(const Optimum &O, double Cost) {
  size_t Better = std::lower_bound(O.Sorted.begin(), O.Sorted.end(), Cost) -
                  O.Sorted.begin();
  return double(Better) / O.Sorted.size();
}

} // namespace

//===----------------------------------------------------------------------===//
// The space
//===----------------------------------------------------------------------===//

TEST(SearchSpace, ParamsAndFeasibility) {
  Problem P = infeasible();
  EXPECT_FALSE(P.Space.addParam("wg.x", {1}));     // duplicate name
  EXPECT_FALSE(P.Space.addParam("empty", {}));     // empty domain
  EXPECT_FALSE(P.Space.addParam("dup", {1, 2, 1})); // duplicate value
  EXPECT_EQ(P.Space.numParams(), 3u);
  EXPECT_EQ(P.Space.cartesianSize(), 9u * 9u * 6u);
  EXPECT_EQ(P.Space.whyInfeasible({16, 16, 16}), "");
  EXPECT_EQ(P.Space.whyInfeasible({32, 16, 1}),
            "constraint 'work-group size <= 256'");
  EXPECT_EQ(P.Space.whyInfeasible({16, 16, 32}),
            "local memory 4096 B > 2048 B");
  EXPECT_EQ(P.Space.whyInfeasible({3, 16, 32}), "not a point of the space");
  EXPECT_EQ(P.Space.value({2, 4, 8}, "tile.k"), 8);
  EXPECT_EQ(P.Space.describe({2, 4, 8}), "wg.x=2 wg.y=4 tile.k=8");
  std::optional<uint64_t> N = P.Space.countFeasible();
  ASSERT_TRUE(N);
  EXPECT_LT(*N, P.Space.cartesianSize() / 2); // large infeasible regions
  EXPECT_FALSE(P.Space.countFeasible(100));   // over the enumeration limit
}

TEST(SearchSpace, KnownOptima) {
  Optimum B = enumerate(bowl());
  EXPECT_EQ(B.Point, (SearchPoint{3, 7, 5}));
  Optimum I = enumerate(infeasible());
  EXPECT_EQ(I.Point, (SearchPoint{16, 16, 16}));
  Optimum R = enumerate(rugged());
  // Unique optimum, so "finds the optimum" is well defined.
  ASSERT_GE(R.Sorted.size(), 2u);
  EXPECT_LT(R.Sorted[0], R.Sorted[1]);
}

//===----------------------------------------------------------------------===//
// Every strategy: no duplicates, no infeasible point, full coverage
//===----------------------------------------------------------------------===//

class EveryStrategy : public ::testing::TestWithParam<StrategyKind> {};

TEST_P(EveryStrategy, VisitsEachFeasiblePointOnceThenStops) {
  Problem P = infeasible();
  uint64_t Feasible = *P.Space.countFeasible();
  for (size_t Batch : {1, 5}) {
    Search S(P.Space, createStrategy(GetParam(), P.Space, 7), {});
    run(P, S, Batch);
    EXPECT_EQ(S.history().evaluations().size(), Feasible) << "batch " << Batch;
    EXPECT_EQ(S.stopReason(), StopReason::SpaceExhausted);
    EXPECT_EQ(S.best()->Point, (SearchPoint{16, 16, 16}));
    EXPECT_TRUE(S.next(1).empty());
  }
}

TEST_P(EveryStrategy, DeterministicForASeed) {
  Problem P = rugged();
  auto Trace = [&](uint64_t Seed) {
    Search S(P.Space, createStrategy(GetParam(), P.Space, Seed), {40});
    run(P, S, 3);
    std::vector<SearchPoint> T;
    for (const Evaluation &E : S.history().evaluations())
      T.push_back(E.Point);
    return T;
  };
  std::vector<SearchPoint> A = Trace(42);
  EXPECT_EQ(A.size(), 40u);
  EXPECT_EQ(A, Trace(42));
  if (GetParam() != StrategyKind::Exhaustive)
    EXPECT_NE(A, Trace(43));
}

TEST_P(EveryStrategy, EvaluationBudgetIsExact) {
  Problem P = bowl();
  Search S(P.Space, createStrategy(GetParam(), P.Space, 1), {25});
  run(P, S, 4); // 25 is not a multiple of the batch
  EXPECT_EQ(S.history().evaluations().size(), 25u);
  EXPECT_EQ(S.stopReason(), StopReason::EvaluationBudget);
}

INSTANTIATE_TEST_SUITE_P(Search, EveryStrategy,
                         ::testing::Values(StrategyKind::Exhaustive,
                                           StrategyKind::Random,
                                           StrategyKind::Genetic,
                                           StrategyKind::Bayesian),
                         [](const auto &Info) {
                           return std::string(strategyName(Info.param));
                         });

//===----------------------------------------------------------------------===//
// Finding the optimum
//===----------------------------------------------------------------------===//

namespace {
/// Runs \p K with \p Budget evaluations over seeds 1..Seeds; returns the
/// worst quantile reached and how many seeds found the exact optimum.
std::pair<double, int> trial(const Problem &P, StrategyKind K, uint64_t Budget,
                             int Seeds) {
  Optimum O = enumerate(P);
  double Worst = 0;
  int Exact = 0;
  for (int Seed = 1; Seed <= Seeds; ++Seed) {
    Search S(P.Space, createStrategy(K, P.Space, Seed), {Budget});
    const Evaluation *Best = run(P, S);
    EXPECT_NE(Best, nullptr);
    if (!Best)
      return {1, 0};
    Worst = std::max(Worst, quantile(O, Best->Cost));
    Exact += Best->Point == O.Point;
  }
  return {Worst, Exact};
}
} // namespace

TEST(SearchOptimum, ExhaustiveFindsEveryOptimum) {
  for (Problem P : {bowl(), rugged(), infeasible()}) {
    Optimum O = enumerate(P);
    Search S(P.Space, createStrategy(StrategyKind::Exhaustive, P.Space, 0), {});
    EXPECT_EQ(run(P, S)->Point, O.Point);
  }
}

// Random search, 30% of the space: always in the best 2% (a miss has
// probability below 1e-5 per seed).
TEST(SearchOptimum, RandomReachesTopTwoPercent) {
  EXPECT_LE(trial(bowl(), StrategyKind::Random, 300, 5).first, 0.02);
  EXPECT_LE(trial(rugged(), StrategyKind::Random, 300, 5).first, 0.02);
}

// The genetic search: exact optimum of the bowl with 20% of the space, the
// best 1% of the rugged function with 25%, the exact optimum of the small
// constrained space (201 feasible points) with 160 evaluations.
TEST(SearchOptimum, GeneticFindsOptimum) {
  EXPECT_EQ(trial(bowl(), StrategyKind::Genetic, 200, 5).second, 5);
  EXPECT_LE(trial(rugged(), StrategyKind::Genetic, 256, 5).first, 0.01);
  EXPECT_EQ(trial(infeasible(), StrategyKind::Genetic, 160, 5).second, 5);
}

// The model-guided search needs far fewer evaluations: the exact optimum of
// the bowl with 4% of the space, of the rugged function with 8%, and of the
// constrained space with 40 of its 201 feasible points.
TEST(SearchOptimum, BayesianFindsOptimumWithFewEvaluations) {
  EXPECT_EQ(trial(bowl(), StrategyKind::Bayesian, 40, 5).second, 5);
  EXPECT_EQ(trial(rugged(), StrategyKind::Bayesian, 80, 5).second, 5);
  EXPECT_EQ(trial(infeasible(), StrategyKind::Bayesian, 40, 5).second, 5);
}

TEST(SearchOptimum, BayesianBatchesFindOptimum) {
  Problem P = bowl();
  Search S(P.Space, createStrategy(StrategyKind::Bayesian, P.Space, 3), {48});
  EXPECT_EQ(run(P, S, 4)->Point, (SearchPoint{3, 7, 5}));
}

TEST(SearchOptimum, SurvivesEveryPointRejected) {
  Problem P = bowl();
  for (StrategyKind K : {StrategyKind::Genetic, StrategyKind::Bayesian}) {
    Search S(P.Space, createStrategy(K, P.Space, 1), {30});
    runSearch(S, [](const SearchPoint &) { return RejectedCost; });
    EXPECT_EQ(S.best(), nullptr);
    EXPECT_EQ(S.history().numRejected(), 30u);
  }
}

// Twelve switched passes of three 8-valued parameters each, a parameter
// pinned to its first value while its switch is off (as the tuner's space
// is): about 12^-12 of the product is feasible, so uniform draws over it
// find nothing. Declared conditions make random sampling draw the switches
// first and pin what they turn off.
TEST(SearchSpace, ConditionalParametersAreSampledWhereTheyMatter) {
  ParameterSpace Space;
  for (int Pass = 0; Pass < 12; ++Pass) {
    size_t Switch = Space.numParams();
    Space.addParam("p" + std::to_string(Pass) + ".enable", {0, 1});
    std::vector<size_t> Params;
    for (int I = 0; I < 3; ++I) {
      Params.push_back(Space.numParams());
      Space.addParam("p" + std::to_string(Pass) + ".x" + std::to_string(I),
                     range(1, 8));
      Space.setActiveIf(Params.back(), Switch);
    }
    Space.addConstraint("p" + std::to_string(Pass) + "-off-canonical",
                        [Switch, Params](const SearchPoint &P) {
                          if (P[Switch])
                            return true;
                          for (size_t I : Params)
                            if (P[I] != 1)
                              return false;
                          return true;
                        });
  }
  Search S(Space, createStrategy(StrategyKind::Random, Space, 7), {200});
  size_t Evaluated = 0;
  std::set<SearchPoint> Seen;
  runSearch(S, [&](const SearchPoint &P) {
    EXPECT_TRUE(Space.isFeasible(P)) << Space.describe(P);
    EXPECT_TRUE(Seen.insert(P).second);
    ++Evaluated;
    return 1.0;
  });
  EXPECT_EQ(Evaluated, 200u);
  // Switched-on parameters are drawn from their whole domain.
  std::set<int64_t> Values;
  for (const SearchPoint &P : Seen)
    if (P[0])
      Values.insert(P[1]);
  EXPECT_EQ(Values.size(), 8u);
}

//===----------------------------------------------------------------------===//
// Budgets and auto
//===----------------------------------------------------------------------===//

namespace {
class FakeClock final : public SearchClock {
public:
  double seconds() const override { return Now; }
  double Now = 100;
};
} // namespace

TEST(SearchBudget, SecondsFromTheCallersClock) {
  Problem P = bowl();
  FakeClock Clock;
  SearchBudget Budget;
  Budget.Seconds = 10;
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), Budget,
           Clock);
  runSearch(S, [&](const SearchPoint &X) {
    Clock.Now += 2.5; // each evaluation takes 2.5 s
    return P.Cost(X);
  });
  EXPECT_EQ(S.history().evaluations().size(), 4u);
  EXPECT_EQ(S.stopReason(), StopReason::TimeBudget);
  EXPECT_DOUBLE_EQ(S.elapsedSeconds(), 10);
}

// Points turned away before any device work (a precondition the tuning
// size fails) do not use up an evaluation budget, up to the budget itself:
// with every second point free, 10 counted evaluations take 19 points; with
// every point free, the search still ends, after twice its budget.
TEST(SearchBudget, FreePointsAreGivenBackUpToTheBudget) {
  Problem P = bowl();
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), {10});
  unsigned Reported = 0;
  while (!S.done())
    for (const SearchPoint &X : S.next(1)) {
      bool Free = Reported++ % 2 == 1;
      S.report(X, Free ? RejectedCost : P.Cost(X), Free);
    }
  EXPECT_EQ(S.history().numProposed(), 19u);
  EXPECT_EQ(S.numCounted(), 10u);
  EXPECT_EQ(S.stopReason(), StopReason::EvaluationBudget);

  Search AllFree(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), {10});
  while (!AllFree.done())
    for (const SearchPoint &X : AllFree.next(4))
      AllFree.report(X, RejectedCost, /*IsFree=*/true);
  EXPECT_EQ(AllFree.history().numProposed(), 20u);
  EXPECT_EQ(AllFree.stopReason(), StopReason::EvaluationBudget);
}

TEST(SearchBudget, BatchesAreSizedToTheTimeLeft) {
  Problem P = bowl();
  FakeClock Clock;
  SearchBudget Budget;
  Budget.Seconds = 60;
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), Budget, Clock);
  // No estimate yet: a whole batch.
  EXPECT_EQ(S.batchForTimeLeft(16, 0), 16u);
  // 45 s spent at ~1 s a point: 15 points fit in what is left.
  Clock.Now += 45;
  EXPECT_EQ(S.batchForTimeLeft(16, 1.0), 15u);
  EXPECT_EQ(S.batchForTimeLeft(16, 0.5), 16u);
  // 3.75 points fit: the fourth is started (more than half of it fits),
  // 2.1 of 7 s points: two.
  EXPECT_EQ(S.batchForTimeLeft(16, 4.0), 4u);
  EXPECT_EQ(S.batchForTimeLeft(16, 7.0), 2u);
  // Half a point's time left: one; less: none, the search is over.
  EXPECT_EQ(S.batchForTimeLeft(16, 30.0), 1u);
  EXPECT_EQ(S.batchForTimeLeft(16, 31.0), 0u);
  Clock.Now += 20;
  EXPECT_EQ(S.batchForTimeLeft(16, 1.0), 0u);
  // Without a seconds budget the caller's batch stands.
  Search NoSeconds(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), {100}, Clock);
  EXPECT_EQ(NoSeconds.batchForTimeLeft(16, 1.0), 16u);
}

TEST(SearchBudget, SecondsNeverEndASearchBeforeItsFirstBatch) {
  Problem P = bowl();
  FakeClock Clock;
  SearchBudget Budget;
  Budget.Seconds = 10;
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), Budget, Clock);
  // The set-up before the search took the whole budget.
  Clock.Now += 30;
  EXPECT_FALSE(S.done());
  std::vector<SearchPoint> X = S.next(4);
  EXPECT_EQ(X.size(), 4u);
  for (const SearchPoint &Q : X)
    S.report(Q, P.Cost(Q));
  EXPECT_TRUE(S.done());
  EXPECT_EQ(S.stopReason(), StopReason::TimeBudget);
}

TEST(SearchBudget, TheCallerMovesTheSecondsBudget) {
  Problem P = bowl();
  FakeClock Clock;
  SearchBudget Budget;
  Budget.Seconds = 60;
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), Budget, Clock);
  for (const SearchPoint &Q : S.next(2))
    S.report(Q, P.Cost(Q));
  Clock.Now += 20;
  EXPECT_FALSE(S.done());
  // Time kept for the work after the search: 15 s of the 60 left for it.
  S.setSecondsBudget(15);
  EXPECT_TRUE(S.done());
  EXPECT_EQ(S.stopReason(), StopReason::TimeBudget);
}

// The tuner withdraws the points whose variants were not started before
// the search's time ran out: they count nowhere (not as measured, not as
// pending, not against the budget).
TEST(SearchBudget, WithdrawnPointsAreNeitherMeasuredNorProposed) {
  ParameterSpace Space;
  Space.addParam("a", {1, 2});
  Space.addParam("b", {1, 2});
  Search S(Space, createStrategy(StrategyKind::Random, Space, 3), SearchBudget{10, 0});
  std::vector<SearchPoint> X = S.next(4);
  ASSERT_EQ(X.size(), 4u);
  S.report(X[0], 1.0);
  S.report(X[1], 2.0);
  S.withdraw(X[2]);
  S.withdraw(X[3]);
  EXPECT_EQ(S.history().numProposed(), 2u);
  EXPECT_EQ(S.history().numPending(), 0u);
  EXPECT_EQ(S.history().evaluations().size(), 2u);
  EXPECT_FALSE(S.history().wasProposed(X[2]));
  EXPECT_FALSE(S.history().wasProposed(X[3]));
  EXPECT_EQ(S.best()->Point, X[0]);
}

TEST(SearchBudget, NaNAndNegativeCostsAreRejections) {
  Problem P = bowl();
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), {2});
  std::vector<SearchPoint> X = S.next(2);
  ASSERT_EQ(X.size(), 2u);
  S.report(X[0], std::nan(""));
  S.report(X[1], -1);
  EXPECT_EQ(S.history().numRejected(), 2u);
  EXPECT_EQ(S.best(), nullptr);
}

TEST(SearchAuto, SmallSpacesAreExhaustive) {
  ParameterSpace Small;
  Small.addParam("unroll.factor", {1, 2, 4, 8});
  Small.addParam("wg.x", {32, 64, 128, 256});
  AutoChoice C = chooseAuto(Small, {});
  EXPECT_EQ(C.Kind, StrategyKind::Exhaustive);
  EXPECT_EQ(C.Why, "16 feasible points: exhaustive");
  // The user's evaluation budget decides what "small" means.
  Problem B = bowl();
  EXPECT_EQ(chooseAuto(B.Space, {1000}).Kind, StrategyKind::Exhaustive);
  EXPECT_EQ(chooseAuto(B.Space, {999}).Kind, StrategyKind::Bayesian);
}

TEST(SearchAuto, LargeSpacesAreModelGuidedWithADefaultBudget) {
  Problem P = bowl();
  AutoChoice C = chooseAuto(P.Space, {});
  EXPECT_EQ(C.Kind, StrategyKind::Bayesian);
  EXPECT_EQ(C.Budget.Evaluations, 60u);
  SearchBudget Seconds;
  Seconds.Seconds = 30;
  C = chooseAuto(P.Space, Seconds);
  EXPECT_EQ(C.Kind, StrategyKind::Bayesian);
  EXPECT_EQ(C.Budget.Evaluations, 0u); // the user's time budget rules
  EXPECT_DOUBLE_EQ(C.Budget.Seconds, 30);
}

TEST(SearchAuto, StrategyNamesRoundTrip) {
  for (StrategyKind K :
       {StrategyKind::Exhaustive, StrategyKind::Random, StrategyKind::Genetic,
        StrategyKind::Bayesian, StrategyKind::Auto})
    EXPECT_EQ(parseStrategy(strategyName(K)), K);
  EXPECT_FALSE(parseStrategy("annealing"));
}

// Seeded points come first, in order, and count against the budget; an
// infeasible or repeated seed is dropped.
TEST(SearchSeed, SeedsComeFirstAndCountAgainstTheBudget) {
  ParameterSpace Space;
  Space.addParam("a", {1, 2, 3, 4});
  Space.addParam("b", {1, 2});
  Space.addConstraint("not-4-2", [](const SearchPoint &P) {
    return !(P[0] == 4 && P[1] == 2);
  });
  Search S(Space, createStrategy(StrategyKind::Random, Space, 7),
           SearchBudget{5, 0});
  S.seed({{3, 1}, {4, 2}, {3, 1}, {2, 2}});
  std::vector<SearchPoint> First = S.next(2);
  ASSERT_EQ(First.size(), 2u);
  EXPECT_EQ(First[0], (SearchPoint{3, 1}));
  EXPECT_EQ(First[1], (SearchPoint{2, 2}));
  for (const SearchPoint &P : First)
    S.report(P, 1.0);
  size_t Rest = 0;
  while (!S.done())
    for (const SearchPoint &P : S.next(4)) {
      EXPECT_TRUE(Space.isFeasible(P));
      S.report(P, 1.0);
      ++Rest;
    }
  EXPECT_EQ(Rest, 3u);
  EXPECT_EQ(S.history().evaluations().size(), 5u);
}

// A point seeded with seedNext comes before the seeds left; an infeasible
// or already proposed one is dropped the same way.
TEST(SearchSeed, SeedNextComesBeforeTheSeedsLeft) {
  ParameterSpace Space;
  Space.addParam("a", {1, 2, 3, 4});
  Space.addParam("b", {1, 2});
  Space.addConstraint("not-4-2", [](const SearchPoint &P) {
    return !(P[0] == 4 && P[1] == 2);
  });
  Search S(Space, createStrategy(StrategyKind::Random, Space, 7),
           SearchBudget{8, 0});
  S.seed({{3, 1}, {2, 2}, {1, 1}});
  std::vector<SearchPoint> First = S.next(1);
  ASSERT_EQ(First, (std::vector<SearchPoint>{{3, 1}}));
  S.report(First[0], 1.0);
  S.seedNext({1, 2});
  S.seedNext({3, 1}); // proposed already: dropped
  S.seedNext({4, 2}); // infeasible: dropped
  EXPECT_EQ(S.next(3), (std::vector<SearchPoint>{{1, 2}, {2, 2}, {1, 1}}));
}

//===----------------------------------------------------------------------===//
// Stopping when the model predicts no gain
//===----------------------------------------------------------------------===//

// On the bowl the model soon knows the optimum: a budget of 1000 evaluations
// is not spent, the stop names the model's expected gain, and the optimum
// was found before it.
BayesianOptions stopping() {
  BayesianOptions O;
  O.StopGain = 0.005;
  return O;
}

TEST(SearchStop, BayesianStopsWhenTheModelExpectsNoGain) {
  Problem P = bowl();
  Search S(P.Space, createBayesianStrategy(P.Space, 1, stopping()), {1000});
  runSearch(S, P.Cost, 4);
  EXPECT_EQ(S.stopReason(), StopReason::NoPredictedGain);
  EXPECT_LT(S.history().evaluations().size(), 400u);
  EXPECT_NE(S.stopDetail().find("the model expects at most"), std::string::npos)
      << S.stopDetail();
  ASSERT_NE(S.best(), nullptr);
  EXPECT_DOUBLE_EQ(S.best()->Cost, 1.0);
}

// StopGain 0 (the library's default) turns the stop off; the check never
// changes the proposals, so both searches propose the same points up to
// where the first one stopped.
TEST(SearchStop, CheckingDoesNotChangeTheProposals) {
  Problem P = rugged();
  Search A(P.Space, createBayesianStrategy(P.Space, 7, stopping()), {300});
  Search B(P.Space, createBayesianStrategy(P.Space, 7, BayesianOptions()), {300});
  runSearch(A, P.Cost, 4);
  runSearch(B, P.Cost, 4);
  EXPECT_EQ(B.stopReason(), StopReason::EvaluationBudget);
  EXPECT_EQ(A.stopReason(), StopReason::NoPredictedGain);
  ASSERT_LE(A.history().evaluations().size(), B.history().evaluations().size());
  for (size_t I = 0; I < A.history().evaluations().size(); ++I)
    EXPECT_EQ(A.history().evaluations()[I].Point, B.history().evaluations()[I].Point)
        << "evaluation " << I;
}

// On the rugged space the stop must not cost the optimum: the search that
// stops early (after 104-192 of 300 evaluations on these seeds) finds it in
// every trial.
TEST(SearchStop, StoppingKeepsTheOptimumOnARuggedSpace) {
  Problem P = rugged();
  Optimum O = enumerate(P);
  for (uint64_t Seed = 1; Seed <= 8; ++Seed) {
    Search S(P.Space, createBayesianStrategy(P.Space, Seed, stopping()), {300});
    runSearch(S, P.Cost, 4);
    ASSERT_NE(S.best(), nullptr);
    EXPECT_EQ(S.best()->Point, O.Point) << "seed " << Seed;
    EXPECT_LT(S.history().evaluations().size(), 300u) << "seed " << Seed;
  }
}

// Random search has no model: it never stops before its budget.
TEST(SearchStop, StrategiesWithoutAModelRunTheirBudget) {
  Problem P = bowl();
  Search S(P.Space, createStrategy(StrategyKind::Random, P.Space, 1), {200});
  runSearch(S, P.Cost, 4);
  EXPECT_EQ(S.stopReason(), StopReason::EvaluationBudget);
  EXPECT_EQ(S.history().evaluations().size(), 200u);
}
