//===- SearchConvergence.cpp - Evaluations each strategy needs ------------===//
//
// Runs every search strategy over many seeds on synthetic spaces shaped like
// clopt's real ones and prints, per space and strategy, how many evaluations
// it took to find a point within 5% of the best point of the space.
//
// The cost models are analytic stand-ins for measured kernel times: they
// have the features that make tuning spaces hard (a narrow good region,
// interactions between work-group shape, coarsening and local memory,
// constraint-pruned and run-time-rejected points, a few percent of timing
// noise), not the absolute numbers of a particular device.
//
// Usage: clopt-search-convergence [SEEDS [MAX-EVALUATIONS [SPACE-PREFIX]]]
//        (defaults: 50 seeds, 10000 evaluations, every space)
// Output: a markdown table (bench/results/search-convergence.md).
//
//===----------------------------------------------------------------------===//

#include "clopt/Search/Search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using namespace clopt;

namespace {

/// Deterministic multiplicative noise for a point of an instance: the same
/// point always measures the same, so "the best point" is well defined.
double noise(const SearchPoint &P, uint64_t Instance, double Sigma) {
  uint64_t H = 0xcbf29ce484222325ULL ^ Instance;
  for (int64_t V : P) {
    H ^= static_cast<uint64_t>(V);
    H *= 0x100000001b3ULL;
    H ^= H >> 29;
  }
  // Two uniform draws -> a normal one (Box-Muller).
  double U1 = ((H >> 11) + 0.5) * 0x1.0p-53;
  H *= 0x9e3779b97f4a7c15ULL;
  double U2 = ((H >> 11) + 0.5) * 0x1.0p-53;
  double Z = std::sqrt(-2 * std::log(U1)) * std::cos(6.283185307179586 * U2);
  return std::exp(Sigma * Z);
}

struct Bench {
  std::string Name;
  ParameterSpace Space;
  std::function<double(const SearchPoint &, uint64_t Instance)> Cost;
};

/// SGEMM 2048^3 with tile + local + coarsen + unroll + work-group shape.
Bench gemm() {
  Bench B;
  B.Name = "gemm (tile.k, coarsen.x/y, wg.x/y, unroll, local)";
  ParameterSpace &S = B.Space;
  S.addParam("tile.k", {4, 8, 16, 32, 64});
  S.addParam("coarsen.x", {1, 2, 4, 8});
  S.addParam("coarsen.y", {1, 2, 4, 8});
  S.addParam("wg.x", {4, 8, 16, 32});
  S.addParam("wg.y", {4, 8, 16, 32});
  S.addParam("unroll.factor", {1, 2, 4, 8});
  S.addParam("local.enable", {0, 1});
  S.addConstraint("unroll divides tile",
                  [](const SearchPoint &P) { return P[5] <= P[0]; });
  // Device limits: 256 work-items, 48 KiB of local memory.
  S.setDeviceLimit([](const SearchPoint &P) -> std::string {
    if (P[3] * P[4] > 256)
      return "work-group size";
    int64_t Bytes = P[6] ? (P[3] * P[1] + P[4] * P[2]) * P[0] * 4 : 0;
    return Bytes > 48 * 1024 ? "local memory" : "";
  });
  B.Cost = [](const SearchPoint &P, uint64_t Inst) {
    double Tk = P[0], Cx = P[1], Cy = P[2], Wx = P[3], Wy = P[4], U = P[5];
    bool Local = P[6];
    const double N = 2048;
    // A 8x8 register tile needs more registers than the device has.
    if (Cx * Cy >= 64)
      return RejectedCost;
    double Items = Wx * Wy;
    // Compute: ILP from the register tile, unrolling, occupancy.
    double Ilp = std::min(1.0, std::sqrt(Cx * Cy / 16.0));
    double Unroll = U == 1 ? 0.75 : U == 2 ? 0.88 : U == 4 ? 1.0 : 0.96;
    double Occ = Items < 64 ? 0.4 + 0.6 * Items / 64 : Items > 128 ? 0.9 : 1;
    double Spill = Cx * Cy >= 32 ? 1.6 : 1;
    double Compute = 2 * N * N * N / (10e12 * Ilp * Unroll * Occ) * Spill;
    // Memory: reuse across the register tile, and across the work-group
    // when the tiles are staged in local memory.
    double ReuseA = Local ? Wy * Cy : Cy, ReuseB = Local ? Wx * Cx : Cx;
    double Bytes = 4 * N * N * N * (1 / ReuseA + 1 / ReuseB);
    double Memory = Bytes / 1.5e12;
    // Local memory costs barriers per k-tile and occupancy when large.
    double Barriers = 0;
    if (Local) {
      double Groups = (N / (Wx * Cx)) * (N / (Wy * Cy));
      Barriers = Groups * (N / Tk) * 2e-8 / 132;
      double Lm = (Wx * Cx + Wy * Cy) * Tk * 4;
      Compute *= 1 + std::max(0.0, Lm / (48 * 1024) - 0.5);
    } else {
      Memory *= 1 + 0.3 * std::log2(64 / Tk) / 4; // tile.k still helps caching
    }
    double T = std::max(Compute, Memory) + 0.2 * std::min(Compute, Memory) +
               Barriers;
    return T * noise(P, Inst, 0.03);
  };
  return B;
}

/// Matvec 16384^2 restructured as a work-group reduction.
Bench matvec() {
  Bench B;
  B.Name = "matvec reduction (wg, rows/group, unroll, vector)";
  ParameterSpace &S = B.Space;
  S.addParam("reduce.wg", {32, 64, 128, 256, 512, 1024});
  S.addParam("reduce.rows", {1, 2, 4, 8, 16});
  S.addParam("unroll.factor", {1, 2, 4, 8});
  S.addParam("vector.width", {1, 2, 4, 8});
  S.setDeviceLimit([](const SearchPoint &P) -> std::string {
    return P[0] * P[1] > 1024 ? "work-group size" : "";
  });
  B.Cost = [](const SearchPoint &P, uint64_t Inst) {
    double Wg = P[0], Rows = P[1], U = P[2], V = P[3];
    if (V * U >= 64)
      return RejectedCost; // build failure: too many live vectors
    const double N = 16384;
    double Bytes = 4 * N * N;
    // Bandwidth efficiency: coalescing improves with vectors to 4, groups
    // need enough work-items in flight, too few groups idle the device.
    double Vec = V == 1 ? 0.55 : V == 2 ? 0.8 : V == 4 ? 1.0 : 0.92;
    double Groups = N / Rows;
    double Fill = std::min(1.0, Groups * Wg * Rows / (132.0 * 2048));
    double Lat = std::min(1.0, 0.55 + 0.15 * std::log2(U) + 0.1 * std::log2(Wg / 32));
    double Eff = Vec * Fill * std::min(1.0, Lat);
    double Reduce = (N / Rows) * std::log2(Wg) * 3e-9 / 132;
    return (Bytes / (3e12 * Eff) + Reduce) * noise(P, Inst, 0.03);
  };
  return B;
}

/// A 3D 7-point stencil with a 2D work-group tile, z coarsening and halos in
/// local memory.
Bench stencil() {
  Bench B;
  B.Name = "stencil 3D (wg.x/y, coarsen.z, local, unroll)";
  ParameterSpace &S = B.Space;
  S.addParam("wg.x", {1, 2, 4, 8, 16, 32, 64});
  S.addParam("wg.y", {1, 2, 4, 8, 16, 32, 64});
  S.addParam("coarsen.z", {1, 2, 4, 8, 16, 32});
  S.addParam("local.enable", {0, 1});
  S.addParam("unroll.factor", {1, 2, 4});
  S.addConstraint("unroll divides coarsen.z",
                  [](const SearchPoint &P) { return P[4] <= P[2]; });
  S.setDeviceLimit([](const SearchPoint &P) -> std::string {
    if (P[0] * P[1] > 1024)
      return "work-group size";
    int64_t Bytes = P[3] ? (P[0] + 2) * (P[1] + 2) * 3 * 4 : 0;
    return Bytes > 48 * 1024 ? "local memory" : "";
  });
  B.Cost = [](const SearchPoint &P, uint64_t Inst) {
    double Wx = P[0], Wy = P[1], Cz = P[2], U = P[4];
    bool Local = P[3];
    const double N = 512;
    double Items = Wx * Wy;
    if (Items < 4)
      return RejectedCost; // times out: far too little parallel work
    double Coalesce = std::min(1.0, Wx / 32);
    double Halo = Local ? (Wx + 2) * (Wy + 2) / Items : 3.0;
    double Reuse = 1 + (Cz > 1 ? 2.0 * (1 - 1 / Cz) : 0);
    double Bytes = 8 * N * N * N * (Halo + 1) / Reuse;
    double Eff = (0.3 + 0.7 * Coalesce) *
                 (Items < 64 ? 0.5 + Items / 128 : Items > 512 ? 0.85 : 1);
    double Groups = (N / Wx) * (N / Wy) * (N / Cz);
    double Fill = std::min(1.0, Groups * Items / (132.0 * 2048));
    double Unroll = U == 1 ? 1 : U == 2 ? 0.95 : 0.93;
    double Sync = Local ? Groups * Cz * 1e-8 / 132 : 0;
    return (Bytes / (3e12 * Eff * Fill) * Unroll + Sync) *
           noise(P, Inst, 0.03);
  };
  return B;
}

struct Row {
  StrategyKind Kind;
  std::vector<double> ToWithin5; ///< per seed; INFINITY = not reached
  double Seconds = 0;
};

double percentile(std::vector<double> V, double Q) {
  std::sort(V.begin(), V.end());
  size_t I = std::min(V.size() - 1, static_cast<size_t>(Q * (V.size() - 1) + 0.5));
  return V[I];
}

std::string fmt(double V) {
  if (!std::isfinite(V))
    return "not reached";
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.0f", V);
  return Buf;
}

/// The best cost of an instance and how many points are within 5% of it.
std::pair<double, size_t> bestOf(const Bench &B, uint64_t Inst) {
  std::vector<double> Costs;
  Search All(B.Space, createStrategy(StrategyKind::Exhaustive, B.Space, 0), {});
  runSearch(All, [&](const SearchPoint &P) {
    double C = B.Cost(P, Inst);
    Costs.push_back(C);
    return C;
  }, 256);
  double Best = All.best()->Cost;
  size_t Near = std::count_if(Costs.begin(), Costs.end(),
                              [&](double C) { return C <= 1.05 * Best; });
  return {Best, Near};
}

void runBench(const Bench &B, int Seeds, uint64_t Cap) {
  uint64_t Feasible = *B.Space.countFeasible();
  size_t Near = 0;
  for (int Seed = 1; Seed <= Seeds; ++Seed)
    Near += bestOf(B, Seed).second;
  std::printf("\n### %s\n\n%llu points, %llu feasible after pruning, on "
              "average %.1f of them within 5%% of the best; %d seeds (each "
              "seed also changes the timing noise); stop at %llu "
              "evaluations.\n\n",
              B.Name.c_str(),
              static_cast<unsigned long long>(B.Space.cartesianSize()),
              static_cast<unsigned long long>(Feasible),
              double(Near) / Seeds, Seeds,
              static_cast<unsigned long long>(Cap));
  AutoChoice Auto = chooseAuto(B.Space, {});
  std::printf("`auto` picks %s with %llu evaluations (%s).\n\n",
              strategyName(Auto.Kind),
              static_cast<unsigned long long>(Auto.Budget.Evaluations),
              Auto.Why.c_str());
  std::printf("| strategy | median | 90th percentile | worst | within cap "
              "| within %llu (auto's budget) | ms per run |\n"
              "|---|---|---|---|---|---|---|\n",
              static_cast<unsigned long long>(Auto.Budget.Evaluations));
  for (StrategyKind K : {StrategyKind::Exhaustive, StrategyKind::Random,
                         StrategyKind::Genetic, StrategyKind::Bayesian}) {
    Row R{K, {}, 0};
    for (int Seed = 1; Seed <= Seeds; ++Seed) {
      uint64_t Inst = static_cast<uint64_t>(Seed);
      // The best point of this instance, by enumeration.
      double Best = bestOf(B, Inst).first;
      auto T0 = std::chrono::steady_clock::now();
      Search S(B.Space, createStrategy(K, B.Space, Seed * 7919), {Cap});
      double Reached = INFINITY;
      uint64_t N = 0;
      while (!S.done() && !std::isfinite(Reached))
        for (const SearchPoint &P : S.next(1)) {
          double C = B.Cost(P, Inst);
          S.report(P, C);
          ++N;
          if (C <= 1.05 * Best)
            Reached = static_cast<double>(N);
        }
      R.Seconds += std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - T0)
                       .count();
      R.ToWithin5.push_back(Reached);
    }
    int Hit = 0, HitAuto = 0;
    for (double V : R.ToWithin5) {
      Hit += std::isfinite(V);
      HitAuto += V <= static_cast<double>(Auto.Budget.Evaluations);
    }
    std::printf("| %s | %s | %s | %s | %d/%d | %d/%d | %.0f |\n",
                strategyName(K), fmt(percentile(R.ToWithin5, 0.5)).c_str(),
                fmt(percentile(R.ToWithin5, 0.9)).c_str(),
                fmt(percentile(R.ToWithin5, 1.0)).c_str(), Hit, Seeds,
                HitAuto, Seeds, 1000 * R.Seconds / Seeds);
    std::fflush(stdout);
  }
}

} // namespace

int main(int Argc, char **Argv) {
  int Seeds = Argc > 1 ? std::atoi(Argv[1]) : 50;
  uint64_t Cap = Argc > 2 ? std::strtoull(Argv[2], nullptr, 10) : 10000;
  const char *Only = Argc > 3 ? Argv[3] : "";
  std::printf("## Evaluations to reach within 5%% of the best point\n");
  for (Bench B : {gemm(), matvec(), stencil()})
    if (!*Only || B.Name.find(Only) == 0)
      runBench(B, Seeds, Cap);
  return 0;
}
