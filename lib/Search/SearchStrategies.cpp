//===- SearchStrategies.cpp - Exhaustive, random and genetic search -------===//

#include "clopt/Search/Search.h"
#include "SearchDetail.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <numeric>

using namespace clopt;
using namespace clopt::search_detail;

namespace {

/// Every feasible point once, in lexicographic order of levels.
class ExhaustiveStrategy final : public SearchStrategy {
public:
  explicit ExhaustiveStrategy(const ParameterSpace &Space)
      : Space(Space), Levels(Space.numParams(), 0),
        Done(Space.numParams() == 0) {}

  std::string name() const override { return "exhaustive"; }

  std::vector<SearchPoint> propose(const SearchHistory &H,
                                   size_t Max) override {
    std::vector<SearchPoint> Out;
    while (!Done && Out.size() < Max) {
      SearchPoint P = Space.pointAt(Levels);
      advance();
      if (!H.wasProposed(P) && Space.isFeasible(P))
        Out.push_back(std::move(P));
    }
    return Out;
  }

private:
  void advance() {
    size_t I = Levels.size();
    while (I > 0) {
      --I;
      if (++Levels[I] < Space.params()[I].Domain.size())
        return;
      Levels[I] = 0;
    }
    Done = true;
  }

  const ParameterSpace &Space;
  std::vector<uint32_t> Levels;
  bool Done;
};

/// Uniform sampling without replacement.
class RandomStrategy final : public SearchStrategy {
public:
  RandomStrategy(const ParameterSpace &Space, uint64_t Seed)
      : R(Seed), Sampler(Space, R) {}

  std::string name() const override { return "random"; }

  std::vector<SearchPoint> propose(const SearchHistory &H,
                                   size_t Max) override {
    std::vector<SearchPoint> Out;
    std::set<SearchPoint> Batch;
    while (Out.size() < Max) {
      std::optional<SearchPoint> P = Sampler.draw(H, Batch);
      if (!P)
        break;
      Batch.insert(*P);
      Out.push_back(std::move(*P));
    }
    return Out;
  }

private:
  Rng R;
  FeasibleSampler Sampler;
};

/// A generational genetic algorithm in the manner of HPL's tuner: a
/// population of evaluated points, parents picked by tournament, uniform
/// crossover, per-gene mutation (to a neighbouring level or a random one),
/// and the best few points carried over unchanged (elitism). Children that
/// are infeasible or already evaluated are mutated again; when that keeps
/// failing the child is replaced by a random unseen point, so the search
/// never stalls before the space is exhausted.
class GeneticStrategy final : public SearchStrategy {
public:
  GeneticStrategy(const ParameterSpace &Space, uint64_t Seed,
                  GeneticOptions Opts)
      : Space(Space), Opts(Opts), R(Seed), Sampler(Space, R) {
    if (this->Opts.Population == 0) {
      std::optional<size_t> N = Sampler.feasibleCount();
      size_t P = 4 * Space.numParams() + 4;
      if (N)
        P = std::min(P, std::max<size_t>(*N / 4, 8));
      this->Opts.Population = std::clamp<size_t>(P, 8, 32);
    }
    if (this->Opts.Mutation <= 0)
      this->Opts.Mutation = 1.0 / std::max<size_t>(1, Space.numParams());
    this->Opts.Tournament = std::max<size_t>(1, this->Opts.Tournament);
    this->Opts.Elite = std::min(this->Opts.Elite, this->Opts.Population);
  }

  std::string name() const override { return "genetic"; }

  std::vector<SearchPoint> propose(const SearchHistory &H,
                                   size_t Max) override {
    absorb(H);
    std::vector<SearchPoint> Out;
    std::set<SearchPoint> Batch;
    while (Out.size() < Max) {
      std::optional<SearchPoint> P = nextIndividual(H, Batch);
      if (!P)
        break;
      Batch.insert(*P);
      Generation.push_back(*P);
      Out.push_back(std::move(*P));
    }
    return Out;
  }

private:
  struct Member {
    SearchPoint Point;
    double Cost;
  };

  /// Learns the costs reported since the last call.
  void absorb(const SearchHistory &H) {
    const std::vector<Evaluation> &E = H.evaluations();
    for (; Seen < E.size(); ++Seen)
      Costs[E[Seen].Point] = E[Seen].Cost;
  }

  std::optional<double> costOf(const SearchPoint &P) const {
    auto It = Costs.find(P);
    if (It == Costs.end())
      return std::nullopt;
    return It->second;
  }

  /// Replaces the population once the generation in flight is complete.
  /// A point withdrawn from the search (neither proposed any more nor in
  /// the batch being made) is no longer in flight: it would never get a
  /// cost, and the generation would wait for it for good.
  void maybeAdvanceGeneration(const SearchHistory &H, const std::set<SearchPoint> &Batch) {
    Generation.erase(std::remove_if(Generation.begin(), Generation.end(),
                                    [&](const SearchPoint &P) {
                                      return !H.wasProposed(P) && !Batch.count(P);
                                    }),
                     Generation.end());
    size_t Want = Population.empty() ? Opts.Population
                                     : Opts.Population - Opts.Elite;
    if (Generation.size() < std::max<size_t>(Want, 1))
      return;
    std::vector<Member> Next;
    for (const SearchPoint &P : Generation) {
      std::optional<double> C = costOf(P);
      if (!C)
        return; // still pending: keep breeding from the current population
      Next.push_back({P, *C});
    }
    // Elitism: the best members of the old population compete with the
    // children for the places.
    std::vector<Member> Old = Population;
    sortByCost(Old);
    for (size_t I = 0; I < Opts.Elite && I < Old.size(); ++I)
      Next.push_back(Old[I]);
    sortByCost(Next);
    if (Next.size() > Opts.Population)
      Next.resize(Opts.Population);
    Population = std::move(Next);
    Generation.clear();
  }

  static void sortByCost(std::vector<Member> &M) {
    std::stable_sort(M.begin(), M.end(), [](const Member &A, const Member &B) {
      return A.Cost < B.Cost;
    });
  }

  std::optional<SearchPoint> nextIndividual(const SearchHistory &H,
                                            const std::set<SearchPoint> &Batch) {
    maybeAdvanceGeneration(H, Batch);
    if (Population.empty())
      return Sampler.draw(H, Batch); // first generation: random
    for (unsigned Try = 0; Try < 32; ++Try) {
      SearchPoint Child = breed(Try);
      if (!H.wasProposed(Child) && !Batch.count(Child) &&
          Space.isFeasible(Child))
        return Child;
    }
    return Sampler.draw(H, Batch);
  }

  const Member &tournament() {
    size_t Best = R.below(Population.size());
    for (size_t I = 1; I < Opts.Tournament; ++I) {
      size_t C = R.below(Population.size());
      if (Population[C].Cost < Population[Best].Cost)
        Best = C;
    }
    return Population[Best];
  }

  /// A child of two tournament winners; later tries mutate harder, to get
  /// away from points already seen.
  SearchPoint breed(unsigned Try) {
    const SearchPoint &A = tournament().Point;
    const SearchPoint &B = tournament().Point;
    std::vector<uint32_t> LA = Space.levelsOf(A), LB = Space.levelsOf(B);
    std::vector<uint32_t> Child = LA;
    if (R.chance(Opts.Crossover))
      for (size_t G = 0; G < Child.size(); ++G)
        if (R.chance(0.5))
          Child[G] = LB[G];
    double Rate = std::min(1.0, Opts.Mutation * (1 + Try / 4));
    bool Mutated = false;
    for (size_t G = 0; G < Child.size(); ++G)
      if (R.chance(Rate)) {
        mutateGene(G, Child[G]);
        Mutated = true;
      }
    if (!Mutated && Try > 0) {
      size_t G = R.below(Child.size());
      mutateGene(G, Child[G]);
    }
    return Space.pointAt(Child);
  }

  void mutateGene(size_t G, uint32_t &Level) {
    uint32_t N = static_cast<uint32_t>(Space.params()[G].Domain.size());
    if (N < 2)
      return;
    // Half the mutations step to a neighbouring level: tuning parameters
    // are ordered, and good values cluster.
    if (R.chance(0.5)) {
      bool Up = Level == 0 || (Level + 1 < N && R.chance(0.5));
      Level = Up ? Level + 1 : Level - 1;
      return;
    }
    uint32_t L = static_cast<uint32_t>(R.below(N - 1));
    Level = L >= Level ? L + 1 : L;
  }

  const ParameterSpace &Space;
  GeneticOptions Opts;
  Rng R;
  FeasibleSampler Sampler;
  std::map<SearchPoint, double> Costs;
  size_t Seen = 0;
  std::vector<Member> Population;
  std::vector<SearchPoint> Generation; ///< proposed for the next population
};

} // namespace

std::unique_ptr<SearchStrategy>
clopt::createExhaustiveStrategy(const ParameterSpace &Space) {
  return std::make_unique<ExhaustiveStrategy>(Space);
}

std::unique_ptr<SearchStrategy>
clopt::createRandomStrategy(const ParameterSpace &Space, uint64_t Seed) {
  return std::make_unique<RandomStrategy>(Space, Seed);
}

std::unique_ptr<SearchStrategy>
clopt::createGeneticStrategy(const ParameterSpace &Space, uint64_t Seed,
                             GeneticOptions Opts) {
  return std::make_unique<GeneticStrategy>(Space, Seed, Opts);
}
