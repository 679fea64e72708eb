//===- SearchDetail.h - Helpers shared by the search strategies -*- C++ -*-===//
//
// Private to lib/Search: a portable random number generator (the
// distributions of <random> are implementation-defined, so seeds would not
// reproduce across standard libraries) and a sampler of feasible points.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_RUNTIME_COMMON_SEARCHDETAIL_H
#define CLOPT_LIB_RUNTIME_COMMON_SEARCHDETAIL_H

#include "clopt/Search/Search.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace clopt {
namespace search_detail {

/// xoshiro256** seeded through splitmix64: small, fast, identical output on
/// every platform.
class Rng {
public:
  explicit Rng(uint64_t Seed);
  uint64_t next();
  /// Uniform in [0, N); N > 0.
  uint64_t below(uint64_t N);
  /// Uniform in [0, 1).
  double unit();
  bool chance(double P) { return unit() < P; }

private:
  uint64_t S[4];
};

/// Spaces up to this many cartesian points are enumerated once; larger ones
/// are sampled by rejection.
inline constexpr uint64_t EnumerationLimit = 1u << 18;

/// Draws feasible points that the history has not seen. In an enumerated
/// space the draw order is a seeded permutation of the feasible points, so
/// drawing until exhaustion visits each exactly once.
class FeasibleSampler {
public:
  FeasibleSampler(const ParameterSpace &Space, Rng &R);

  /// A feasible point not proposed in \p H (and not in \p Also), or nullopt
  /// when none is left (or, in a sampled space, none was found after many
  /// tries).
  std::optional<SearchPoint> draw(const SearchHistory &H,
                                  const std::set<SearchPoint> &Also = {});
  /// Up to \p N distinct random feasible unproposed points, not consuming
  /// the permutation (for candidate pools).
  std::vector<SearchPoint> sample(const SearchHistory &H, size_t N);
  /// Number of feasible points when the space is enumerated.
  std::optional<size_t> feasibleCount();

private:
  void enumerate();
  std::optional<SearchPoint> randomPoint();

  const ParameterSpace &Space;
  Rng &R;
  bool Enumerated = false;
  bool Small;
  std::vector<SearchPoint> Feasible; ///< shuffled
  size_t Cursor = 0;
};

/// Calls \p F on every point of the cartesian product in lexicographic order
/// of levels (last parameter fastest); stops early when F returns false.
template <typename Fn> void forEachPoint(const ParameterSpace &Space, Fn F) {
  size_t D = Space.numParams();
  if (D == 0)
    return;
  std::vector<uint32_t> L(D, 0);
  while (true) {
    if (!F(Space.pointAt(L)))
      return;
    size_t I = D;
    while (I > 0) {
      --I;
      if (++L[I] < Space.params()[I].Domain.size())
        break;
      L[I] = 0;
      if (I == 0)
        return;
    }
  }
}

} // namespace search_detail

std::unique_ptr<SearchStrategy>
createExhaustiveStrategy(const ParameterSpace &Space);
std::unique_ptr<SearchStrategy> createRandomStrategy(const ParameterSpace &Space,
                                                     uint64_t Seed);

} // namespace clopt

#endif // CLOPT_LIB_RUNTIME_COMMON_SEARCHDETAIL_H
