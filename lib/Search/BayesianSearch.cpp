//===- BayesianSearch.cpp - Model-guided search (GP + expected improvement) ===//
//
// Bayesian optimisation over the discrete space:
//
// - each point is mapped to [0,1]^d by the level of each parameter in its
//   ordered domain (tuning domains are usually geometric, so levels are the
//   natural scale);
// - the model is a Gaussian process on log(time) with a Matern-5/2 kernel and
//   one length scale per parameter (ARD), fitted by maximising the marginal
//   likelihood over a small grid (coordinate-wise), so parameters that do
//   not matter get long length scales and stop steering the search;
// - rejected points (failed builds, runtime failures, wrong results) enter
//   the model at the worst time seen so far: the region is discouraged, but
//   a single failure next to the optimum does not wall it off;
// - the next point maximises expected improvement over a candidate pool of
//   random unseen feasible points plus every one-parameter change of the
//   best points seen (where the optimum usually is);
// - a batch is filled with the "kriging believer" heuristic: each chosen
//   point is added at its predicted mean before choosing the next, and
//   pending points of earlier batches are treated the same way;
// - a small share of proposals is random, so a misleading model cannot trap
//   the search.
//
// With at most a few hundred evaluations the O(n^3) fit costs milliseconds.
//
//===----------------------------------------------------------------------===//

#include "clopt/Search/Search.h"
#include "SearchDetail.h"

#include <algorithm>
#include <cassert>
#include <cmath>

using namespace clopt;
using namespace clopt::search_detail;

namespace {

using Vec = std::vector<double>;

/// A Gaussian process with zero mean on standardised targets.
class GaussianProcess {
public:
  void setHyper(const Vec &LengthScales, double Noise) {
    Inv = LengthScales;
    for (double &L : Inv)
      L = 1.0 / L;
    this->Noise = Noise;
  }

  /// Factorises the kernel matrix of \p X, \p Y; returns the log marginal
  /// likelihood (or -inf when the matrix is not positive definite).
  double fit(const std::vector<Vec> &X, const Vec &Y) {
    this->X = X;
    size_t N = X.size();
    L.assign(N * N, 0.0);
    for (size_t I = 0; I < N; ++I)
      for (size_t J = 0; J <= I; ++J)
        L[I * N + J] = kernel(X[I], X[J]) + (I == J ? Noise + 1e-8 : 0.0);
    if (!cholesky(N))
      return -INFINITY;
    Alpha = Y;
    solveLower(Alpha);
    double Fit = 0, LogDet = 0;
    for (size_t I = 0; I < N; ++I) {
      Fit += Alpha[I] * Alpha[I];
      LogDet += std::log(L[I * N + I]);
    }
    solveUpperT(Alpha);
    return -0.5 * Fit - LogDet;
  }

  /// Posterior mean and standard deviation of the latent function at \p P.
  void predict(const Vec &P, double &Mean, double &Sd) const {
    size_t N = X.size();
    Vec K(N);
    for (size_t I = 0; I < N; ++I)
      K[I] = kernel(X[I], P);
    Mean = 0;
    for (size_t I = 0; I < N; ++I)
      Mean += K[I] * Alpha[I];
    solveLower(K);
    double Var = 1.0;
    for (double V : K)
      Var -= V * V;
    Sd = std::sqrt(std::max(Var, 1e-12));
  }

private:
  double kernel(const Vec &A, const Vec &B) const {
    double R2 = 0;
    for (size_t D = 0; D < A.size(); ++D) {
      double T = (A[D] - B[D]) * Inv[D];
      R2 += T * T;
    }
    double R = std::sqrt(5.0 * R2);
    return (1 + R + 5.0 * R2 / 3.0) * std::exp(-R);
  }

  bool cholesky(size_t N) {
    for (size_t J = 0; J < N; ++J) {
      double S = L[J * N + J];
      for (size_t K = 0; K < J; ++K)
        S -= L[J * N + K] * L[J * N + K];
      if (!(S > 0))
        return false;
      double D = std::sqrt(S);
      L[J * N + J] = D;
      for (size_t I = J + 1; I < N; ++I) {
        double T = L[I * N + J];
        for (size_t K = 0; K < J; ++K)
          T -= L[I * N + K] * L[J * N + K];
        L[I * N + J] = T / D;
      }
    }
    return true;
  }

  void solveLower(Vec &B) const {
    size_t N = X.size();
    for (size_t I = 0; I < N; ++I) {
      double T = B[I];
      for (size_t K = 0; K < I; ++K)
        T -= L[I * N + K] * B[K];
      B[I] = T / L[I * N + I];
    }
  }

  void solveUpperT(Vec &B) const {
    size_t N = X.size();
    for (size_t I = N; I-- > 0;) {
      double T = B[I];
      for (size_t K = I + 1; K < N; ++K)
        T -= L[K * N + I] * B[K];
      B[I] = T / L[I * N + I];
    }
  }

  Vec Inv;
  double Noise = 1e-3;
  std::vector<Vec> X;
  Vec L, Alpha;
};

double normalPdf(double Z) { return 0.3989422804014327 * std::exp(-0.5 * Z * Z); }
double normalCdf(double Z) { return 0.5 * std::erfc(-Z / std::sqrt(2.0)); }

/// Expected improvement below \p Best (minimisation) with margin \p Xi.
double expectedImprovement(double Mean, double Sd, double Best, double Xi) {
  double Gain = Best - Mean - Xi;
  double Z = Gain / Sd;
  return Gain * normalCdf(Z) + Sd * normalPdf(Z);
}

class BayesianStrategy final : public SearchStrategy {
public:
  BayesianStrategy(const ParameterSpace &Space, uint64_t Seed,
                   BayesianOptions Opts)
      : Space(Space), Opts(Opts), R(Seed), Sampler(Space, R),
        StopRng(Seed ^ 0x5eed5eed5eed5eedULL), StopSampler(Space, StopRng) {
    size_t D = Space.numParams();
    if (this->Opts.InitialSamples == 0)
      this->Opts.InitialSamples = std::clamp<size_t>(D + 3, 6, 12);
    this->Opts.Candidates = std::max<size_t>(this->Opts.Candidates, 16);
    LengthScales.assign(D, 0.5);
  }

  std::string name() const override { return "bayes"; }

  std::vector<SearchPoint> propose(const SearchHistory &H,
                                   size_t Max) override {
    std::vector<SearchPoint> Out;
    std::set<SearchPoint> Batch;
    addInitialDesign(H, Max, Out, Batch);
    if (Out.size() == Max)
      return Out;
    if (!buildTrainingSet(H)) {
      // Nothing has run successfully yet: a model has nothing to learn.
      fillRandom(H, Max, Out, Batch);
      return Out;
    }
    // Hyperparameters move slowly with the data; refitting them only when
    // the data grew by an eighth keeps long searches cheap.
    if (X.size() >= FittedOn + std::max<size_t>(3, FittedOn / 8)) {
      fitHyperparameters();
      FittedOn = X.size();
    } else {
      refit();
    }
    std::vector<SearchPoint> Pool = candidatePool(H, Sampler);
    addPending(H);
    while (Out.size() < Max) {
      std::optional<SearchPoint> P;
      if (R.chance(Opts.RandomFraction))
        P = Sampler.draw(H, Batch);
      else
        P = bestCandidate(Pool, Batch);
      if (!P)
        P = Sampler.draw(H, Batch);
      if (!P)
        break;
      believe(*P);
      Batch.insert(*P);
      Out.push_back(std::move(*P));
    }
    return Out;
  }

  /// Fits the model to everything measured and asks for the largest
  /// expected improvement over a fresh candidate pool, in relative time
  /// (the model works on standardised log times). Three low answers in a
  /// row stop the search: one may be a pool that missed the good region.
  std::optional<std::string> predictsNoGain(const SearchHistory &H) override {
    size_t MinEvals = Opts.MinEvaluationsBeforeStop
                          ? Opts.MinEvaluationsBeforeStop
                          : std::max<size_t>(96, 8 * Opts.InitialSamples);
    if (Opts.StopGain <= 0 || H.evaluations().size() < MinEvals)
      return std::nullopt;
    if (H.evaluations().size() == CheckedAt)
      return LowGainChecks >= ChecksToStop ? std::optional<std::string>(StopWhy)
                                           : std::nullopt;
    CheckedAt = H.evaluations().size();
    // A model can be confidently wrong on a rugged space: it is asked only
    // while the measurements themselves have stopped improving.
    if (recentGain(H) >= Opts.StopGain) {
      LowGainChecks = 0;
      return std::nullopt;
    }
    if (!buildTrainingSet(H))
      return std::nullopt;
    refit();
    double MaxEI = 0;
    // Its own random candidates: checking must not change the proposals.
    for (const SearchPoint &P : candidatePool(H, StopSampler)) {
      double Mean, Sd;
      GP.predict(features(P), Mean, Sd);
      MaxEI = std::max(MaxEI, expectedImprovement(Mean, Sd, BestY, 0));
    }
    // exp(EI * sd of the log times) - 1: the expected relative gain.
    double Gain = std::expm1(MaxEI * LogSd);
    if (Gain >= Opts.StopGain) {
      LowGainChecks = 0;
      return std::nullopt;
    }
    if (++LowGainChecks < ChecksToStop)
      return std::nullopt;
    char Buf[160];
    std::snprintf(Buf, sizeof Buf,
                  "after %zu evaluations the model expects at most %.2f%% "
                  "from any unmeasured candidate",
                  H.evaluations().size(), 100 * Gain);
    StopWhy = Buf;
    return StopWhy;
  }

private:
  /// How much faster the best of all evaluations is than the best before
  /// the last half of them (0 when that earlier best is no worse).
  static double recentGain(const SearchHistory &H) {
    const std::vector<Evaluation> &E = H.evaluations();
    size_t Earlier = E.size() - E.size() / 2;
    double Before = INFINITY, Now = INFINITY;
    for (size_t I = 0; I < E.size(); ++I) {
      if (E[I].rejected())
        continue;
      Now = std::min(Now, E[I].Cost);
      if (I < Earlier)
        Before = std::min(Before, E[I].Cost);
    }
    if (!std::isfinite(Now))
      return INFINITY;
    return std::isfinite(Before) ? Before / Now - 1 : INFINITY;
  }

  Vec features(const SearchPoint &P) const {
    std::vector<uint32_t> L = Space.levelsOf(P);
    Vec F(L.size());
    for (size_t D = 0; D < L.size(); ++D) {
      size_t N = Space.params()[D].Domain.size();
      F[D] = N > 1 ? static_cast<double>(L[D]) / static_cast<double>(N - 1) : 0;
    }
    return F;
  }

  /// A spread-out random start: each point is the one farthest from those
  /// already chosen among a few random candidates (greedy maximin).
  void addInitialDesign(const SearchHistory &H, size_t Max,
                        std::vector<SearchPoint> &Out,
                        std::set<SearchPoint> &Batch) {
    while (Out.size() < Max &&
           H.numProposed() + Out.size() < Opts.InitialSamples) {
      std::vector<SearchPoint> Cands = Sampler.sample(H, 16);
      std::optional<SearchPoint> Best;
      double BestDist = -1;
      for (const SearchPoint &C : Cands) {
        if (Batch.count(C))
          continue;
        double D = distanceToSeen(features(C), H, Out);
        if (D > BestDist) {
          BestDist = D;
          Best = C;
        }
      }
      if (!Best)
        Best = Sampler.draw(H, Batch);
      if (!Best)
        return;
      Batch.insert(*Best);
      Out.push_back(*Best);
    }
  }

  double distanceToSeen(const Vec &F, const SearchHistory &H,
                        const std::vector<SearchPoint> &Out) const {
    double Min = INFINITY;
    auto Visit = [&](const SearchPoint &P) {
      Vec G = features(P);
      double S = 0;
      for (size_t D = 0; D < F.size(); ++D)
        S += (F[D] - G[D]) * (F[D] - G[D]);
      Min = std::min(Min, S);
    };
    for (const SearchPoint &P : H.proposed())
      Visit(P);
    for (const SearchPoint &P : Out)
      Visit(P);
    return Min;
  }

  void fillRandom(const SearchHistory &H, size_t Max,
                  std::vector<SearchPoint> &Out, std::set<SearchPoint> &Batch) {
    while (Out.size() < Max) {
      std::optional<SearchPoint> P = Sampler.draw(H, Batch);
      if (!P)
        return;
      Batch.insert(*P);
      Out.push_back(std::move(*P));
    }
  }

  /// Standardised log times; rejected points at the worst time seen.
  /// Returns false when fewer than two points ran.
  bool buildTrainingSet(const SearchHistory &H) {
    X.clear();
    Y.clear();
    double Worst = -INFINITY;
    size_t Finite = 0;
    for (const Evaluation &E : H.evaluations())
      if (!E.rejected()) {
        Worst = std::max(Worst, std::log(std::max(E.Cost, 1e-300)));
        ++Finite;
      }
    if (Finite < 2)
      return false;
    for (const Evaluation &E : H.evaluations()) {
      X.push_back(features(E.Point));
      Y.push_back(E.rejected() ? Worst : std::log(std::max(E.Cost, 1e-300)));
    }
    double Mean = 0, Var = 0;
    for (double V : Y)
      Mean += V;
    Mean /= Y.size();
    for (double V : Y)
      Var += (V - Mean) * (V - Mean);
    double Sd = std::sqrt(Var / Y.size());
    if (!(Sd > 1e-12))
      Sd = 1;
    LogSd = Sd;
    BestY = INFINITY;
    for (size_t I = 0; I < Y.size(); ++I) {
      Y[I] = (Y[I] - Mean) / Sd;
      if (!H.evaluations()[I].rejected())
        BestY = std::min(BestY, Y[I]);
    }
    return true;
  }

  double logLikelihood(const Vec &Ls, double Noise) {
    GP.setHyper(Ls, Noise);
    return GP.fit(X, Y);
  }

  /// Maximises the marginal likelihood: a shared length scale first, then
  /// each parameter's own, then the noise, over small grids.
  void fitHyperparameters() {
    static const double Scales[] = {0.1, 0.2, 0.35, 0.6, 1.0, 1.8, 3.5};
    static const double Noises[] = {1e-4, 1e-3, 1e-2, 5e-2, 0.2};
    size_t D = Space.numParams();
    double BestLL = logLikelihood(LengthScales, Noise);
    auto Try = [&](const Vec &Ls, double N) {
      double LL = logLikelihood(Ls, N);
      if (LL > BestLL) {
        BestLL = LL;
        LengthScales = Ls;
        Noise = N;
      }
    };
    for (double S : Scales)
      Try(Vec(D, S), Noise);
    for (int Sweep = 0; Sweep < 2; ++Sweep) {
      for (size_t I = 0; I < D; ++I)
        for (double S : Scales) {
          Vec Ls = LengthScales;
          Ls[I] = S;
          Try(Ls, Noise);
        }
      for (double N : Noises)
        Try(LengthScales, N);
    }
    refit();
  }

  /// Refits with the chosen hyperparameters, adding noise until the kernel
  /// matrix factorises (near-duplicate features with long length scales).
  void refit() {
    for (double N = Noise; N < 10; N *= 10) {
      GP.setHyper(LengthScales, N);
      if (GP.fit(X, Y) > -INFINITY)
        return;
    }
  }

  /// Random unseen points plus every one-parameter change of the best few.
  std::vector<SearchPoint> candidatePool(const SearchHistory &H,
                                         FeasibleSampler &From) {
    std::vector<SearchPoint> Pool = From.sample(H, Opts.Candidates);
    std::set<SearchPoint> InPool(Pool.begin(), Pool.end());
    std::vector<const Evaluation *> Top;
    for (const Evaluation &E : H.evaluations())
      if (!E.rejected())
        Top.push_back(&E);
    std::stable_sort(Top.begin(), Top.end(),
                     [](const Evaluation *A, const Evaluation *B) {
                       return A->Cost < B->Cost;
                     });
    if (Top.size() > 5)
      Top.resize(5);
    auto Add = [&](const std::vector<uint32_t> &N) {
      SearchPoint P = Space.pointAt(N);
      if (H.wasProposed(P) || InPool.count(P) || !Space.isFeasible(P))
        return;
      InPool.insert(P);
      Pool.push_back(std::move(P));
    };
    for (const Evaluation *E : Top) {
      std::vector<uint32_t> L = Space.levelsOf(E->Point);
      for (size_t D = 0; D < L.size(); ++D)
        for (uint32_t V = 0; V < Space.params()[D].Domain.size(); ++V) {
          std::vector<uint32_t> N = L;
          N[D] = V;
          if (V != L[D])
            Add(N);
        }
    }
    // Parameters interact (work-group shape with coarsening, tile with
    // local memory): also step two parameters at once around the best.
    if (!Top.empty()) {
      std::vector<uint32_t> L = Space.levelsOf(Top.front()->Point);
      for (size_t A = 0; A < L.size(); ++A)
        for (size_t B = A + 1; B < L.size(); ++B)
          for (int DA : {-1, 1})
            for (int DB : {-1, 1}) {
              std::vector<uint32_t> N = L;
              if (!step(N, A, DA) || !step(N, B, DB))
                continue;
              Add(N);
            }
    }
    return Pool;
  }

  bool step(std::vector<uint32_t> &L, size_t D, int By) const {
    int64_t V = static_cast<int64_t>(L[D]) + By;
    if (V < 0 || V >= static_cast<int64_t>(Space.params()[D].Domain.size()))
      return false;
    L[D] = static_cast<uint32_t>(V);
    return true;
  }

  /// Pending points of earlier batches enter at their predicted mean.
  void addPending(const SearchHistory &H) {
    std::set<SearchPoint> Done;
    for (const Evaluation &E : H.evaluations())
      Done.insert(E.Point);
    for (const SearchPoint &P : H.proposed())
      if (!Done.count(P))
        believe(P);
  }

  void believe(const SearchPoint &P) {
    Vec F = features(P);
    double Mean, Sd;
    GP.predict(F, Mean, Sd);
    X.push_back(std::move(F));
    Y.push_back(Mean);
    refit();
  }

  std::optional<SearchPoint> bestCandidate(const std::vector<SearchPoint> &Pool,
                                           const std::set<SearchPoint> &Batch) {
    std::optional<size_t> Best;
    double BestEI = -1;
    for (size_t I = 0; I < Pool.size(); ++I) {
      if (Batch.count(Pool[I]))
        continue;
      double Mean, Sd;
      GP.predict(features(Pool[I]), Mean, Sd);
      double EI = expectedImprovement(Mean, Sd, BestY, 0.01);
      if (EI > BestEI) {
        BestEI = EI;
        Best = I;
      }
    }
    if (!Best)
      return std::nullopt;
    return Pool[*Best];
  }

  const ParameterSpace &Space;
  BayesianOptions Opts;
  Rng R;
  FeasibleSampler Sampler;
  Rng StopRng;
  FeasibleSampler StopSampler;
  GaussianProcess GP;
  Vec LengthScales;
  double Noise = 1e-3;
  std::vector<Vec> X;
  Vec Y;
  double BestY = 0;
  double LogSd = 1; ///< the standard deviation the log times were scaled by
  size_t CheckedAt = 0;     ///< evaluations at the last predictsNoGain check
  unsigned LowGainChecks = 0;
  static constexpr unsigned ChecksToStop = 3;
  std::string StopWhy;
  size_t FittedOn = 0; ///< training-set size at the last hyperparameter fit
};

} // namespace

std::unique_ptr<SearchStrategy>
clopt::createBayesianStrategy(const ParameterSpace &Space, uint64_t Seed,
                              BayesianOptions Opts) {
  return std::make_unique<BayesianStrategy>(Space, Seed, Opts);
}
