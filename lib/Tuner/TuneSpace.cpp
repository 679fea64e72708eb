//===- TuneSpace.cpp - The search space of one kernel ---------------------===//

#include "clopt/Tuner/TuneSpace.h"
#include "clopt/Analysis/KernelModel.h"
#include "clopt/Transforms/Pipeline.h"

#include <algorithm>
#include <optional>
#include <set>
#include <cassert>

using namespace clopt;

static std::vector<int64_t> domainValues(const ParamSpec &P) {
  if (P.SearchesDefaultOnly)
    return {P.Default};
  std::vector<int64_t> D;
  for (const ParamChoice &C : P.Domain)
    D.push_back(C.Value);
  return D;
}

bool clopt::joinsTheSearch(const PassSpace &Pass) {
  // A pass is enabled by setting one of its parameters.
  return !Pass.NotApplicable && !Pass.Params.empty();
}

bool clopt::noPassApplies(const std::vector<PassSpace> &Passes) {
  return llvm::none_of(Passes, joinsTheSearch);
}

TuneSpace::TuneSpace(std::vector<PassSpace> AllPasses) {
  for (PassSpace &S : AllPasses)
    if (joinsTheSearch(S))
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

std::vector<ParamValues>
TuneSpace::withFactPasses(const std::vector<ParamValues> &Seeds) const {
  ParamValues Facts;
  for (const PassSpace &S : Passes)
    if (llvm::all_of(S.Params, [](const ParamSpec &P) { return P.SearchesDefaultOnly; }))
      for (const ParamSpec &P : S.Params)
        Facts.set(S.Pass, P.Name, P.Default);
  if (Facts.all().empty())
    return Seeds;
  std::vector<ParamValues> Out;
  for (const ParamValues &Seed : Seeds) {
    ParamValues Twin = Seed;
    Twin.merge(Facts);
    Out.push_back(std::move(Twin));
    Out.push_back(Seed);
  }
  return Out;
}

std::vector<ParamValues>
TuneSpace::withSeededPasses(const std::vector<ParamValues> &Seeds) const {
  std::vector<ParamValues> Out = Seeds;
  for (const PassSpace &S : Passes) {
    if (!S.SeedEnabled)
      continue;
    for (ParamValues &Seed : Out) {
      if (Seed.enables(S.Pass))
        continue;
      ParamValues With = Seed;
      for (const ParamSpec &P : S.Params)
        With.set(S.Pass, P.Name, P.Default);
      // Where the pass's constraints reject it, the seed stays as it was.
      std::optional<SearchPoint> P = pointFor(With);
      if (P && Space.isFeasible(*P))
        Seed = std::move(With);
    }
  }
  return Out;
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

namespace {
/// A read indexed by Loop's counter and by the global id of exactly one of
/// dimensions 0 and 1 (its reuse runs along the other).
struct OperandAccess {
  std::string Array;
  unsigned IdDim = 0;
  /// Contiguous along the loop (A[i*K + k]): `local.transpose` applies.
  bool LoopContiguous = false;
};
} // namespace

static std::optional<OperandAccess> operandOf(const KernelInfo &K,
                                              const MemoryAccess &MA,
                                              unsigned Loop) {
  if (MA.Kind != AccessKind::Read || !MA.Index || MA.ParamIndex >= K.Params.size())
    return std::nullopt;
  bool UsesLoop = false, UnitLoop = false;
  unsigned Ids = 0;
  for (const auto &[V, C] : MA.Index->coeffs()) {
    if (V.Kind == IndexVarKind::LoopCounter) {
      UsesLoop |= V.Dim == Loop;
      UnitLoop |= V.Dim == Loop && C.getConstant() == std::optional<int64_t>(1);
    }
    else if (V.Kind == IndexVarKind::GlobalId && V.Dim < 2)
      Ids |= 1u << V.Dim;
    else
      return std::nullopt; // local or group ids, a third dimension
  }
  if (!UsesLoop || (Ids != 1 && Ids != 2))
    return std::nullopt;
  return OperandAccess{K.Params[MA.ParamIndex].Name, Ids == 1 ? 0u : 1u, UnitLoop};
}

/// Bytes of the operand tiles of a TileK-deep work-group tile of Extent0 x
/// Extent1 points, at most: the padding column lengthens one side of each
/// (which one depends on the layout).
static int64_t operandTileBytes(const KernelInfo &K,
                                const std::set<std::pair<std::string, unsigned>> &Tiles,
                                int64_t TileK, int64_t Extent0, int64_t Extent1,
                                int64_t Pad) {
  int64_t Bytes = 0;
  for (const auto &[Array, IdDim] : Tiles) {
    const KernelParam *P = K.findParam(Array);
    int64_t Elem = P && P->ElementSize ? static_cast<int64_t>(P->ElementSize) : 4;
    Bytes += (TileK + Pad) * ((IdDim == 0 ? Extent0 : Extent1) + Pad) * Elem;
  }
  return Bytes;
}

std::vector<ParamValues> clopt::registerTileSeeds(const KernelInfo &K) {
  // Find a canonical loop with an operand along each output dimension.
  const LoopInfo *Loop = nullptr;
  std::set<std::string> Arrays;
  // The operand tiles the local pass will make: one per array and output
  // dimension (syr2k's A B^T + B A^T has four).
  std::set<std::pair<std::string, unsigned>> Tiles;
  bool Transposable = false;
  for (const LoopInfo &L : K.Loops) {
    if (!L.Canonical || L.Counter.empty())
      continue;
    unsigned Dims = 0;
    std::set<std::string> Found;
    std::set<std::pair<std::string, unsigned>> FoundTiles;
    bool AnyContiguous = false;
    for (const MemoryAccess &MA : K.Accesses)
      if (std::optional<OperandAccess> O = operandOf(K, MA, L.Number)) {
        Dims |= 1u << O->IdDim;
        Found.insert(O->Array);
        FoundTiles.insert({O->Array, O->IdDim});
        AnyContiguous |= O->LoopContiguous;
      }
    if (Dims == 3) {
      Loop = &L;
      Arrays = std::move(Found);
      Tiles = std::move(FoundTiles);
      Transposable = AnyContiguous;
      break;
    }
  }
  if (!Loop)
    return {};
  struct Shape {
    int64_t TileK, D0, D1, Wg0, Wg1, Chunk, Transpose, Pad, Hoist, Unroll, Full,
        VCopy;
  };
  // Chunked-cyclic 8 x 8 on 16 x 16 items (128 x 128), with and without the
  // padding column; the reference 8 x 16 tile in both orientations; a
  // smaller k tile (more groups per multiprocessor); a 64 x 64 tile for
  // problems with too few 128 x 128 tiles to fill a large GPU (1024^2 has
  // 64); a 32 x 64 tile with a 64-deep k tile, the best of those shapes at
  // 1024^2 on the H100 (fewer barriers per flop: 0.0946 ms against 0.102
  // with k = 32, bench/results/2026-11-25-h100-bisect/gemm1024*.txt); and
  // the plain cyclic tile that the search found before fragments existed.
  static const Shape Shapes[] = {
      {32, 8, 8, 16, 16, 4, 1, 0, 1, 8, 0, 4},
      {32, 8, 8, 16, 16, 4, 1, 1, 1, 8, 0, 4},
      {32, 16, 8, 8, 16, 4, 1, 0, 1, 8, 0, 4},
      {32, 8, 16, 16, 8, 4, 1, 0, 1, 8, 0, 4},
      {16, 8, 8, 16, 16, 4, 1, 0, 1, 16, 1, 4},
      {32, 4, 4, 16, 16, 4, 1, 0, 1, 8, 0, 4},
      {64, 4, 4, 8, 16, 4, 1, 1, 1, 8, 0, 4},
      {32, 8, 8, 16, 16, 1, 0, 1, 0, 16, 1, 1},
  };
  std::vector<ParamValues> Seeds;
  for (Shape S : Shapes) {
    // A shape whose tiles would not fit the local memory of common GPUs
    // takes a shorter k tile: the search's run-time check would only
    // reject it.
    while (S.TileK > 8 && operandTileBytes(K, Tiles, S.TileK, S.D0 * S.Wg0,
                                           S.D1 * S.Wg1, S.Pad) > MaxLocalTileBytes) {
      S.TileK /= 2;
      S.Unroll = std::min(S.Unroll, S.TileK);
    }
    ParamValues V;
    V.set("tile", Loop->Counter, S.TileK);
    for (const std::string &A : Arrays)
      V.set("local", A, 1);
    // Only offered where an operand is contiguous along the loop; where
    // none is, the fragments of both operands are contiguous already.
    if (Transposable)
      V.set("local", "transpose", S.Transpose);
    V.set("local", "pad", S.Pad);
    V.set("local", "vcopy", S.VCopy);
    V.set("coarsen", "d0", S.D0);
    V.set("coarsen", "d1", S.D1);
    V.set("coarsen", "dist", 1);
    V.set("coarsen", "chunk", S.Chunk);
    V.set("private", "hoist", S.Hoist);
    V.set("unroll", "factor", S.Unroll);
    V.set("unroll", "full", S.Full);
    V.set("wgshape", "d0", S.Wg0);
    V.set("wgshape", "d1", S.Wg1);
    Seeds.push_back(std::move(V));
  }
  return Seeds;
}

/// Whether V is the counter of one of K's canonical loops.
static bool isCanonicalLoopCounter(const KernelInfo &K, const IndexVar &V) {
  return V.Kind == IndexVarKind::LoopCounter &&
         llvm::any_of(K.Loops, [&](const LoopInfo &L) {
           return L.Number == V.Dim && L.Canonical;
         });
}

/// Whether every access is coalesced or the same for all work-items along
/// dimension 0, and some read inside a canonical loop moves by one element
/// per work-item along dimension 0 and with the loop's counter: a window of
/// neighbours (taps, a filter) read by consecutive work-items.
static bool readsNeighbourWindow(const KernelInfo &K) {
  bool Window = false;
  for (const MemoryAccess &MA : K.Accesses) {
    if (MA.Coalesce != Coalescing::Coalesced && MA.Coalesce != Coalescing::Broadcast)
      return false;
    if (MA.Kind != AccessKind::Read || !MA.Index ||
        MA.Index->coeff(IndexVar::globalId(0)) != ParamPoly::constant(1))
      continue;
    for (const auto &[V, C] : MA.Index->coeffs())
      Window |= isCanonicalLoopCounter(K, V);
  }
  return Window;
}

/// Whether some read moves with dimension A as with one canonical loop's
/// counter and with dimension B as with another's (along dimension 0, by
/// one element): two tap loops of a convolution, which private's window
/// can write out together.
static bool readsTwoDimensionalWindow(const KernelInfo &K, unsigned A,
                                      unsigned B) {
  for (const MemoryAccess &MA : K.Accesses) {
    if (MA.Kind != AccessKind::Read || !MA.Index)
      continue;
    ParamPoly AlongA = MA.Index->coeff(IndexVar::globalId(A));
    ParamPoly AlongB = MA.Index->coeff(IndexVar::globalId(B));
    if (AlongA.isZero() || AlongB.isZero() ||
        (A == 0 && AlongA != ParamPoly::constant(1)))
      continue;
    std::set<unsigned> TapsA, TapsB;
    for (const auto &[V, C] : MA.Index->coeffs()) {
      if (!isCanonicalLoopCounter(K, V))
        continue;
      if (C == AlongA)
        TapsA.insert(V.Dim);
      if (C == AlongB)
        TapsB.insert(V.Dim);
    }
    for (unsigned TA : TapsA)
      for (unsigned TB : TapsB)
        if (TA != TB)
          return true;
  }
  return false;
}

std::vector<ParamValues> clopt::neighbourWindowSeeds(const KernelInfo &K) {
  if (!readsNeighbourWindow(K) || !registerTileSeeds(K).empty())
    return {};
  // Several points per work-item along dimension 0, interleaved with the
  // group's other items (cyclic: every load stays coalesced), jammed into
  // the tap loops by private (hoist=0: the points share each filter load
  // without holding the window in registers; without the jam the points
  // run one after the other and the seed was slower than the original),
  // the tap loop unrolled, and a work-group that is a row of 64 or 256
  // items. On the H100 the 5x5 convolution's searches ended there
  // (0.33-0.35 ms, 2.5x, bench/results/2026-11-24-h100-eval-b) and the
  // 7-tap one at 8 / 16 / 256 (2026-11-24-h100-b), but a 30 s search did
  // not always reach them. With the radius specialized, blocks of two rows
  // (or planes) per item were faster still: 8 x 2 points 0.291 ms against
  // 0.302 for 8 x 1 on the 5x5, 4 x 1 x 2 0.094 ms against 0.102 for
  // 4 x 1 x 1 on the 3^3 (bench/results/2026-11-24-h100-f/window-seeds.txt);
  // they are seeded where the kernel has that dimension.
  //
  // With a constant tap loop (the radius specialized), private writes a
  // register window along the outermost dimension when its points are
  // consecutive (a work-group one item wide there) and hoist=1: each input
  // row is read once for the block's rows. On the H100 2 x 8 points took
  // 0.233 ms on the 5x5 (0.290 for the best shape without the window),
  // 1 x 16 0.0764 ms on the 3^3 (0.093), 2 x 8 0.0782; the 3x3 gained 2%
  // (bench/results/2026-11-24-h100-g/register-window.txt). Those shapes go
  // first, along the kernel's outermost dimension. In 3-D a group four
  // items tall along dimension 1 shares their rows' overlap in L1 (1 x 16
  // planes: 0.0741 ms against 0.0765 one item tall; register-window-
  // wgshape.txt beside it).
  //
  // Where a read has a tap loop along dimension 0 and another along 1 (with
  // both constant), a block of consecutive points along the two
  // (dist=block) gets a window over both loops whose
  // rows private reads as aligned vectors (vload=1): 4 x 4 points per
  // work-item were the fastest hand-written form of the 5x5 on the H100,
  // 0.194 ms against 0.231 for the y window alone
  // (bench/results/2026-11-26-h100-xwindow). They come after the windows
  // along one loop, whose code is smaller: on PoCL (2 cores, a first batch
  // of 4) the 3^3 convolution's first batch of two-loop windows took 18 s
  // of an 8 s budget and none beat the original
  // (bench/results/2026-11-26-pocl-quick-c). In 3-D, where
  // a read also has tap loops along dimensions 1 and 2, 1 x 4 x 4 points
  // get a window over those two: 0.0678 ms on the 3^3 against 0.0777 for
  // the window of 8 planes that the searches chose
  // (bench/results/2026-11-26-h100-conv3d-window).
  enum class Form { Grid, Window, Window2D, Window2DOuter };
  struct Shape {
    int64_t Points[3], Unroll, Wg0;
    // Window: Points[1] go along the outermost dimension, hoist=1;
    // Window2D: points along dimensions 0 and 1, dist=block, hoist=1;
    // Window2DOuter: the same along dimensions 1 and 2.
    Form F;
  };
  static const Shape Shapes[] = {
      {{2, 8, 1}, 8, 64, Form::Window},   {{1, 16, 1}, 8, 64, Form::Window},
      {{4, 4, 1}, 8, 64, Form::Window2D}, {{4, 8, 1}, 8, 64, Form::Window2D},
      {{1, 4, 4}, 8, 64, Form::Window2DOuter},
      {{8, 1, 1}, 8, 64, Form::Grid},     {{8, 2, 1}, 8, 64, Form::Grid},
      {{4, 1, 2}, 8, 64, Form::Grid},     {{4, 1, 1}, 8, 64, Form::Grid},
      {{8, 1, 1}, 16, 256, Form::Grid}};
  unsigned Outer = 0;
  for (unsigned D : K.IdDims)
    Outer = std::max(Outer, D);
  bool TapLoops01 = readsTwoDimensionalWindow(K, 0, 1);
  bool TapLoops12 = readsTwoDimensionalWindow(K, 1, 2);
  std::vector<ParamValues> Seeds;
  for (const Shape &Sh : Shapes) {
    Shape S = Sh;
    bool Window = S.F != Form::Grid;
    bool TwoLoops = S.F == Form::Window2D || S.F == Form::Window2DOuter;
    if ((S.F == Form::Window2D && !TapLoops01) ||
        (S.F == Form::Window2DOuter && !TapLoops12))
      continue;
    if (S.F == Form::Window) {
      if (Outer == 0)
        continue;
      std::swap(S.Points[1], S.Points[Outer]);
    }
    bool HasDims = true;
    for (unsigned D = 1; D < 3; ++D)
      HasDims &= S.Points[D] == 1 || llvm::is_contained(K.IdDims, D);
    if (!HasDims)
      continue;
    ParamValues V;
    for (unsigned D = 0; D < 3; ++D)
      if (S.Points[D] > 1)
        V.set("coarsen", "d" + std::to_string(D), S.Points[D]);
    V.set("coarsen", "dist", TwoLoops ? 0 : 1);
    V.set("private", "hoist", Window ? 1 : 0);
    V.set("private", "vload", TwoLoops ? 1 : 0);
    V.set("unroll", "factor", S.Unroll);
    // Tap loops with constant trip counts (a specialized radius) unroll
    // whole; others by the factor.
    V.set("unroll", "full", 1);
    V.set("wgshape", "d0", S.Wg0);
    for (unsigned D = 1; D < 3; ++D)
      if (llvm::is_contained(K.IdDims, D))
        V.set("wgshape", "d" + std::to_string(D),
              S.F == Form::Window && Outer == 2 && D == 1 ? 4 : 1);
    Seeds.push_back(std::move(V));
  }
  return Seeds;
}
