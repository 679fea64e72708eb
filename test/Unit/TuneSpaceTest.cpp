//===- TuneSpaceTest.cpp - The tuner's search space over pass declarations ===//

#include "clopt/Tuner/TuneSpace.h"
#include "clopt/Tuner/Tuner.h"

#include "gtest/gtest.h"

using namespace clopt;

namespace {

ParamSpec param(const std::string &Name, std::vector<int64_t> Values, int64_t Default) {
  ParamSpec P;
  P.Name = Name;
  for (int64_t V : Values)
    P.Domain.push_back(ParamChoice{V, ""});
  P.Default = Default;
  return P;
}

/// tile.k in {1,2,4}; unroll.factor in {1,2,4} with "factor divides tile.k"
/// when tile is on; a pass that does not apply; a pass without parameters.
std::vector<PassSpace> syntheticPasses() {
  PassSpace Tile;
  Tile.Pass = "tile";
  Tile.Params.push_back(param("k", {1, 2, 4}, 2));
  PassSpace Skip;
  Skip.Pass = "local";
  Skip.NotApplicable = Reject{RejectKind::NoReuse, "nothing is reused", {}};
  Skip.Params.push_back(param("A", {0, 1}, 0));
  PassSpace Empty;
  Empty.Pass = "empty";
  PassSpace Unroll;
  Unroll.Pass = "unroll";
  Unroll.Params.push_back(param("factor", {1, 2, 4}, 2));
  Unroll.Constraints.push_back(
      Constraint{"divides-tile", "unroll.factor divides tile.k", [](const ParamValues &V) {
                   std::optional<int64_t> K = V.get("tile", "k");
                   return !K || *K % V.getOr("unroll", "factor", 1) == 0;
                 }});
  return {Tile, Skip, Empty, Unroll};
}

TEST(TuneSpaceTest, OnlyApplicablePassesWithParametersAndASwitchEach) {
  TuneSpace S(syntheticPasses());
  const ParameterSpace &P = S.space();
  ASSERT_EQ(P.numParams(), 4u);
  EXPECT_EQ(P.params()[0].Name, "tile.enable");
  EXPECT_EQ(P.params()[1].Name, "tile.k");
  EXPECT_EQ(P.params()[2].Name, "unroll.enable");
  EXPECT_EQ(P.params()[3].Name, "unroll.factor");
  ASSERT_EQ(S.passes().size(), 2u);
}

TEST(TuneSpaceTest, DisabledPassesKeepCanonicalValues) {
  TuneSpace S(syntheticPasses());
  const ParameterSpace &P = S.space();
  // tile off with k != first value: the same variant as k = 1; pruned.
  EXPECT_FALSE(P.isFeasible({0, 2, 0, 1}));
  EXPECT_TRUE(P.isFeasible({0, 1, 0, 1}));
  // Every variant once: tile off (1) or on (3) x unroll off (1) or on (3),
  // minus the on/on pairs the constraint forbids (k=1: f=2,4; k=2: f=4).
  EXPECT_EQ(P.countFeasible(), std::optional<uint64_t>(4 * 4 - 3));
}

TEST(TuneSpaceTest, ConstraintsHoldOnlyForEnabledPasses) {
  TuneSpace S(syntheticPasses());
  const ParameterSpace &P = S.space();
  EXPECT_FALSE(P.isFeasible({1, 2, 1, 4}));
  EXPECT_TRUE(P.isFeasible({1, 4, 1, 4}));
  // Unroll alone: nothing to divide.
  EXPECT_TRUE(P.isFeasible({0, 1, 1, 4}));
}

TEST(TuneSpaceTest, ValuesRoundTrip) {
  TuneSpace S(syntheticPasses());
  SearchPoint Pt = {1, 4, 0, 1};
  ParamValues V = S.values(Pt);
  EXPECT_TRUE(V.enables("tile"));
  EXPECT_FALSE(V.enables("unroll"));
  EXPECT_EQ(V.get("tile", "k"), std::optional<int64_t>(4));
  EXPECT_EQ(S.pointFor(V), std::optional<SearchPoint>(Pt));

  EXPECT_TRUE(S.values(S.originalPoint()).all().empty());
  EXPECT_EQ(S.pointFor(ParamValues()), std::optional<SearchPoint>(S.originalPoint()));

  ParamValues Unknown;
  Unknown.set("local", "A", 1);
  EXPECT_FALSE(S.pointFor(Unknown));
  ParamValues OutOfDomain;
  OutOfDomain.set("tile", "k", 3);
  EXPECT_FALSE(S.pointFor(OutOfDomain));
}

TEST(TuneSpaceTest, ConfigurationNamesEverySearchParameter) {
  TuneSpace S(syntheticPasses());
  auto C = S.configuration({1, 2, 1, 2});
  ASSERT_EQ(C.size(), 4u);
  EXPECT_EQ(C[1], (std::pair<std::string, int64_t>{"tile.k", 2}));
}

/// A pass whose only parameter is a fact of the problem (specialize.R: the
/// value the kernel gets a path for), before the synthetic passes.
std::vector<PassSpace> passesWithFact() {
  PassSpace Special;
  Special.Pass = "specialize";
  Special.Params.push_back(param("R", {0, 1, 2, 3}, 2));
  Special.Params.back().SearchesDefaultOnly = true;
  std::vector<PassSpace> All = syntheticPasses();
  All.insert(All.begin(), Special);
  return All;
}

TEST(TuneSpaceTest, FactsAreSearchedAtTheirDefaultOnly) {
  TuneSpace S(passesWithFact());
  const ParameterSpace &P = S.space();
  ASSERT_EQ(P.params()[1].Name, "specialize.R");
  EXPECT_EQ(P.params()[1].Domain, (std::vector<int64_t>{2}));
  // Twice the variants of the synthetic passes: with and without the path.
  EXPECT_EQ(P.countFeasible(), std::optional<uint64_t>(2 * (4 * 4 - 3)));
  ParamValues Other;
  Other.set("specialize", "R", 3);
  EXPECT_FALSE(S.pointFor(Other)) << "a value the problem does not have";
}

TEST(TuneSpaceTest, SeedsGetATwinWithTheFactsFirst) {
  ParamValues Seed;
  Seed.set("tile", "k", 4);
  TuneSpace S(passesWithFact());
  std::vector<ParamValues> Out = S.withFactPasses({Seed});
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_EQ(Out[0].get("specialize", "R"), std::optional<int64_t>(2));
  EXPECT_EQ(Out[0].get("tile", "k"), std::optional<int64_t>(4));
  EXPECT_EQ(Out[1], Seed);
  EXPECT_TRUE(S.pointFor(Out[0]));

  TuneSpace Without(syntheticPasses());
  EXPECT_EQ(Without.withFactPasses({Seed}), std::vector<ParamValues>{Seed});
}

TEST(TuneSpaceTest, SeedsEnableThePassesThatAskForIt) {
  std::vector<PassSpace> All = passesWithFact();
  PassSpace Split;
  Split.Pass = "accumulate";
  Split.Params.push_back(param("split", {1, 2}, 1));
  Split.SeedEnabled = true;
  All.push_back(Split);
  TuneSpace S(std::move(All));
  ParamValues Seed;
  Seed.set("tile", "k", 4);
  std::vector<ParamValues> Out = S.withSeededPasses({Seed});
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].get("accumulate", "split"), std::optional<int64_t>(1));
  EXPECT_EQ(Out[0].get("tile", "k"), std::optional<int64_t>(4));
  EXPECT_TRUE(S.pointFor(Out[0]));

  // A seed that sets the pass keeps its value; with the facts' twins, both
  // copies have the pass.
  ParamValues Set = Seed;
  Set.set("accumulate", "split", 2);
  EXPECT_EQ(S.withSeededPasses({Set}), std::vector<ParamValues>{Set});
  std::vector<ParamValues> Twins = S.withFactPasses(S.withSeededPasses({Seed}));
  ASSERT_EQ(Twins.size(), 2u);
  for (const ParamValues &V : Twins) {
    EXPECT_EQ(V.get("accumulate", "split"), std::optional<int64_t>(1));
    EXPECT_TRUE(S.pointFor(V));
  }
  EXPECT_EQ(Twins[0].get("specialize", "R"), std::optional<int64_t>(2));

  // Not where the space lacks the pass (the seed would fall outside it).
  TuneSpace Without(syntheticPasses());
  EXPECT_EQ(Without.withSeededPasses({Seed}), std::vector<ParamValues>{Seed});

  // Nor where the pass's constraint rejects the seed with it.
  std::vector<PassSpace> Constrained = syntheticPasses();
  Split.Constraints.push_back(
      {"needs-tile-2", "tile.k == 2", [](const ParamValues &V) {
         return V.getOr("tile", "k", 2) == 2;
       }});
  Constrained.push_back(Split);
  TuneSpace C(std::move(Constrained));
  EXPECT_EQ(C.withSeededPasses({Seed}), std::vector<ParamValues>{Seed});
  ParamValues Two;
  Two.set("tile", "k", 2);
  EXPECT_EQ(C.withSeededPasses({Two})[0].get("accumulate", "split"),
            std::optional<int64_t>(1));
}

TEST(FaultInjectionTest, Parse) {
  llvm::Expected<FaultInjection> F = parseFaultInjection("hang:3");
  ASSERT_TRUE(bool(F));
  EXPECT_EQ(F->What, FaultInjection::Hang);
  EXPECT_EQ(F->Variant, 3u);
  for (const char *Bad : {"hang", "hang:0", "melt:1", "wrong:x"}) {
    llvm::Expected<FaultInjection> B = parseFaultInjection(Bad);
    EXPECT_FALSE(bool(B)) << Bad;
    llvm::consumeError(B.takeError());
  }
}

} // namespace
