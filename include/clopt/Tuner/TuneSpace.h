//===- TuneSpace.h - The search space of one kernel --------------*- C++ -*-===//
//
// Turns the passes' declarations for a kernel (listParameterSpace: per pass,
// its parameters with domains and its named constraints) into a
// ParameterSpace for the search strategies, without naming any pass.
//
// Every pass that applies and declares parameters contributes
//
//   PASS.enable in {0, 1}          (the tuner's own switch, never emitted)
//   PASS.PARAM  in its domain      (one per declared parameter)
//
// so that every subset of passes is explored. A point with PASS.enable = 0
// must hold each PASS.PARAM at the first value of its domain: points that
// differ only in the parameters of a disabled pass would build the same
// variant, and this constraint prunes them before anything is generated.
// The passes' own constraints hold over the values of the enabled passes.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_TUNER_TUNESPACE_H
#define CLOPT_TUNER_TUNESPACE_H

#include "clopt/Search/Search.h"
#include "clopt/Transforms/Pass.h"
#include <string>
#include <utility>
#include <vector>

namespace clopt {

struct KernelInfo;

/// Starting points for a nest the analysis proves GEMM-class: inside one
/// loop, one read array is indexed by the loop and the id of one output
/// dimension only (A[i][k]: reused along the other), another by the loop and
/// the other dimension only (B[k][j]). The seeds are the register-tile
/// shapes known to work for that reuse pattern (128 x 128 work-group tiles,
/// 8 x 8 / 8 x 16 register tiles, k tile 32, both tiles in __local memory,
/// vloadN fragments), derived from the accesses, never from a name. Empty
/// for every other kernel. The search still measures them like any point.
std::vector<ParamValues> registerTileSeeds(const KernelInfo &K);

/// Starting points for a nest the analysis proves reads a window of
/// neighbours: every access coalesced or uniform along dimension 0, and a
/// read that moves by one element per work-item along dimension 0 and with
/// a canonical loop's counter (a convolution's taps). The seeds coarsen
/// along dimension 0 with the cyclic distribution, unroll the tap loop and
/// give the work-group a row shape. Empty for GEMM-class nests and every
/// other kernel.
std::vector<ParamValues> neighbourWindowSeeds(const KernelInfo &K);

/// Whether Pass joins a search: it applies and has a parameter to set
/// (TuneSpace keeps only such passes).
bool joinsTheSearch(const PassSpace &Pass);
/// Whether no pass of Passes joins a search: the space is empty, and a
/// complete search evaluates nothing.
bool noPassApplies(const std::vector<PassSpace> &Passes);

class TuneSpace {
public:
  /// Suffix of the per-pass switch: "tile.enable".
  static constexpr const char *EnableParam = "enable";

  explicit TuneSpace(std::vector<PassSpace> Passes);
  TuneSpace(const TuneSpace &) = delete;
  TuneSpace &operator=(const TuneSpace &) = delete;

  ParameterSpace &space() { return Space; }
  const ParameterSpace &space() const { return Space; }
  const std::vector<PassSpace> &passes() const { return Passes; }

  /// The pipeline's values for a point: the parameters of enabled passes.
  ParamValues values(const SearchPoint &P) const;
  /// The point that enables exactly the passes set in V (their parameters
  /// from V, defaults filled in); nullopt when V names something outside the
  /// space or a value outside a domain.
  std::optional<SearchPoint> pointFor(const ParamValues &V) const;
  /// Each of Seeds preceded by a copy that also enables every pass whose
  /// parameters the search keeps at their defaults (facts of the problem,
  /// ParamSpec::SearchesDefaultOnly: specialize), when there is one: such a
  /// pass gives the others constants to work with. Seeds unchanged when no
  /// such pass applies.
  std::vector<ParamValues> withFactPasses(const std::vector<ParamValues> &Seeds) const;
  /// Seeds with every pass of the space that asks for it
  /// (PassSpace::SeedEnabled: accumulate, addend) enabled at its defaults,
  /// where the seed leaves the pass unset and the result is a feasible
  /// point of the space.
  std::vector<ParamValues> withSeededPasses(const std::vector<ParamValues> &Seeds) const;
  /// The original kernel: every pass disabled.
  SearchPoint originalPoint() const;
  /// "pass.param" -> value of every search parameter (for reports).
  std::vector<std::pair<std::string, int64_t>> configuration(const SearchPoint &P) const;

private:
  struct Slot {
    const PassSpace *Pass;
    const ParamSpec *Param; ///< null for PASS.enable
    size_t Index;           ///< in the ParameterSpace
  };
  std::vector<PassSpace> Passes;
  std::vector<Slot> Slots;
  ParameterSpace Space;
};

} // namespace clopt

#endif // CLOPT_TUNER_TUNESPACE_H
