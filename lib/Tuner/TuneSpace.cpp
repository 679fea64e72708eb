//===- TuneSpace.cpp - The search space of one kernel ---------------------===//

#include "clopt/Tuner/TuneSpace.h"

#include <algorithm>
#include <cassert>

using namespace clopt;

static std::vector<int64_t> domainValues(const ParamSpec &P) {
  std::vector<int64_t> D;
  for (const ParamChoice &C : P.Domain)
    D.push_back(C.Value);
  return D;
}

TuneSpace::TuneSpace(std::vector<PassSpace> AllPasses) {
  // Only passes that apply and can be switched on (a pass is enabled by
  // setting one of its parameters) join the space.
  for (PassSpace &S : AllPasses)
    if (!S.NotApplicable && !S.Params.empty())
      Passes.push_back(std::move(S));
  for (const PassSpace &S : Passes) {
    size_t EnableIndex = Space.numParams();
    bool Added = Space.addParam(S.Pass + "." + EnableParam, {0, 1});
    assert(Added && "duplicate pass in the space");
    (void)Added;
    Slots.push_back({&S, nullptr, EnableIndex});
    std::vector<size_t> ParamIndices;
    for (const ParamSpec &P : S.Params) {
      size_t Index = Space.numParams();
      if (!Space.addParam(S.Pass + "." + P.Name, domainValues(P)))
        continue; // an empty or duplicated domain cannot be searched
      Slots.push_back({&S, &P, Index});
      ParamIndices.push_back(Index);
      Space.setActiveIf(Index, EnableIndex);
    }
    // A disabled pass keeps its parameters at their first value, so that the
    // points of one variant collapse into one.
    Space.addConstraint(S.Pass + "-off-canonical",
                        [this, EnableIndex, ParamIndices](const SearchPoint &P) {
                          if (P[EnableIndex])
                            return true;
                          for (size_t I : ParamIndices)
                            if (P[I] != Space.params()[I].Domain.front())
                              return false;
                          return true;
                        });
    for (const Constraint &C : S.Constraints) {
      std::string Pass = S.Pass;
      Space.addConstraint(S.Pass + "." + C.Name,
                          [this, EnableIndex, Holds = C.Holds](const SearchPoint &P) {
                            return !P[EnableIndex] || Holds(values(P));
                          });
    }
  }
}

ParamValues TuneSpace::values(const SearchPoint &P) const {
  ParamValues V;
  const PassSpace *Current = nullptr;
  bool Enabled = false;
  for (const Slot &S : Slots) {
    if (!S.Param) {
      Current = S.Pass;
      Enabled = P[S.Index] != 0;
      continue;
    }
    if (Enabled && S.Pass == Current)
      V.set(S.Pass->Pass, S.Param->Name, P[S.Index]);
  }
  return V;
}

std::optional<SearchPoint> TuneSpace::pointFor(const ParamValues &V) const {
  SearchPoint P(Space.numParams());
  // Every set value must belong to a parameter of the space.
  for (const auto &[Key, Value] : V.all()) {
    std::optional<size_t> I = Space.find(Key);
    if (!I)
      return std::nullopt;
    const std::vector<int64_t> &D = Space.params()[*I].Domain;
    if (std::find(D.begin(), D.end(), Value) == D.end())
      return std::nullopt;
  }
  for (const Slot &S : Slots) {
    const std::string &Pass = S.Pass->Pass;
    if (!S.Param) {
      P[S.Index] = V.enables(Pass) ? 1 : 0;
      continue;
    }
    if (!V.enables(Pass)) {
      P[S.Index] = Space.params()[S.Index].Domain.front();
      continue;
    }
    P[S.Index] = V.getOr(Pass, S.Param->Name, S.Param->Default);
  }
  if (!Space.contains(P))
    return std::nullopt;
  return P;
}

SearchPoint TuneSpace::originalPoint() const {
  SearchPoint P(Space.numParams());
  for (size_t I = 0; I < P.size(); ++I)
    P[I] = Space.params()[I].Domain.front();
  for (const Slot &S : Slots)
    if (!S.Param)
      P[S.Index] = 0;
  return P;
}

std::vector<std::pair<std::string, int64_t>>
TuneSpace::configuration(const SearchPoint &P) const {
  std::vector<std::pair<std::string, int64_t>> C;
  for (size_t I = 0; I < Space.numParams(); ++I)
    C.push_back({Space.params()[I].Name, P[I]});
  return C;
}
