//===- PatternClassifier.cpp - HPL patterns, coalescing and reuse ---------===//
//
// How a linearized index is read as a multi-dimensional subscript is
// documented in docs/patterns.md; the code follows that text.
//
//===----------------------------------------------------------------------===//

#include "KernelAnalyzer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <set>

using namespace clopt;
using namespace clopt::detail;

Pattern clopt::classifyPattern(const std::optional<AffineExpr> &E) {
  if (!E)
    return Pattern::Unknown;
  std::map<IndexVar, unsigned> Dims = indexDimensions(*E);
  std::set<unsigned> IdDims, CounterDims;
  for (const auto &[V, D] : Dims)
    (V.isWorkItemId() ? IdDims : CounterDims).insert(D);
  if (IdDims.empty() && CounterDims.empty())
    return Pattern::NoPat;
  if (CounterDims.empty())
    return Pattern::SinglePat;
  if (IdDims.empty())
    return Pattern::InnerPat;
  for (unsigned D : CounterDims)
    if (IdDims.count(D))
      return Pattern::RadiusPat;
  switch (*CounterDims.rbegin()) {
  case 0:
    return Pattern::RowPat;
  case 1:
    return Pattern::ColPat;
  default:
    return Pattern::DepthPat;
  }
}

static std::string idName(unsigned D) { return "gid(" + std::to_string(D) + ")"; }

/// Whether the work-items of one group touch common elements through E, and
/// why. Dims lists the dimensions a work-group spans.
static std::pair<bool, std::string> reuseOf(const AffineExpr &E,
                                            const std::vector<unsigned> &Dims) {
  if (Dims.empty())
    return {true, "the kernel uses no work-item id: every work-item touches "
                  "the same elements"};
  std::vector<std::string> Missing;
  std::vector<unsigned> MissingDims;
  for (unsigned D : Dims)
    if (E.idStride(D).isZero()) {
      Missing.push_back(idName(D));
      MissingDims.push_back(D);
    }
  if (!Missing.empty()) {
    std::string Along;
    for (unsigned D : MissingDims)
      Along += (Along.empty() ? "" : ", ") + std::to_string(D);
    return {true, "index does not depend on " + llvm::join(Missing, ", ") +
                      ": work-items along dim " + Along +
                      " touch the same elements"};
  }
  std::map<IndexVar, unsigned> VarDims = indexDimensions(E);
  std::map<unsigned, std::string> IdInDim;
  for (const auto &[V, D] : VarDims) {
    if (!V.isWorkItemId())
      continue;
    if (IdInDim.count(D))
      return {true, IdInDim[D] + " and " + V.str() +
                        " index the same dimension"};
    IdInDim[D] = V.str();
  }
  for (const auto &[V, D] : VarDims)
    if (!V.isWorkItemId() && IdInDim.count(D))
      return {true, IdInDim[D] + " and loop counter '" + V.Name +
                        "' index the same dimension: neighbouring work-items "
                        "touch overlapping elements"};
  return {false, "each work-item touches its own elements"};
}

void KernelAnalyzer::classifyAccesses() {
  for (MemoryAccess &A : Info.Accesses) {
    A.Pat = classifyPattern(A.Index);
    if (!A.Index) {
      A.Coalesce = Coalescing::Unknown;
      A.ReuseWhy = "index is not known";
      continue;
    }
    A.Dims = indexDimensions(*A.Index);
    A.Stride0 = A.Index->idStride(0);
    auto S = A.Stride0.getConstant();
    A.Coalesce = S && *S == 1   ? Coalescing::Coalesced
                 : S && *S == 0 ? Coalescing::Broadcast
                                : Coalescing::Strided;
    std::tie(A.Reuse, A.ReuseWhy) = reuseOf(*A.Index, Info.IdDims);
  }
}

static unsigned coalescingRank(Coalescing C) {
  switch (C) {
  case Coalescing::Coalesced:
    return 0;
  case Coalescing::Broadcast:
    return 1;
  case Coalescing::Strided:
    return 2;
  case Coalescing::Unknown:
    return 3;
  }
  llvm_unreachable("covered switch");
}

/// A stencil written out by hand (in[x-1] + in[x] + in[x+1]) touches the
/// same neighbourhood as a radius loop: references that differ only in
/// their constant part.
static unsigned distinctOffsets(const std::vector<const MemoryAccess *> &Refs) {
  std::map<std::map<IndexVar, ParamPoly>, std::set<ParamPoly>> Groups;
  unsigned Most = 0;
  for (const MemoryAccess *A : Refs) {
    if (!A->Index || A->Index->coeffs().empty())
      continue;
    auto &Set = Groups[A->Index->coeffs()];
    Set.insert(A->Index->getConstant());
    Most = std::max<unsigned>(Most, Set.size());
  }
  return Most;
}

void KernelAnalyzer::summarizeArrays() {
  for (const KernelParam &P : Info.Params) {
    std::vector<const MemoryAccess *> Refs;
    for (const MemoryAccess &A : Info.Accesses)
      if (A.ParamIndex == P.Index)
        Refs.push_back(&A);
    if (Refs.empty())
      continue;
    ArrayInfo AI;
    AI.ParamIndex = P.Index;
    AI.Array = P.Name;
    bool Reads = false, Writes = false;
    AI.Pat = Pattern::NoPat;
    AI.Coalesce = Coalescing::Coalesced;
    for (const MemoryAccess *A : Refs) {
      AI.Accesses.push_back(A->Number);
      Reads |= A->Kind != AccessKind::Write;
      Writes |= A->Kind != AccessKind::Read;
      if (static_cast<int>(A->Pat) > static_cast<int>(AI.Pat))
        AI.Pat = A->Pat;
      if (coalescingRank(A->Coalesce) > coalescingRank(AI.Coalesce))
        AI.Coalesce = A->Coalesce;
      if (A->Reuse && !AI.Reuse) {
        AI.Reuse = true;
        AI.ReuseWhy = A->ReuseWhy;
      }
    }
    AI.Kind = Reads && Writes ? AccessKind::ReadWrite
              : Writes        ? AccessKind::Write
                              : AccessKind::Read;
    unsigned Offsets = distinctOffsets(Refs);
    if (AI.Pat == Pattern::SinglePat && Offsets > 1) {
      AI.Pat = Pattern::RadiusPat;
      AI.Reuse = true;
      AI.ReuseWhy = "touched at " + std::to_string(Offsets) +
                    " constant offsets around the same point: neighbouring "
                    "work-items touch overlapping elements";
    }
    if (!AI.Reuse) {
      bool Unknown = llvm::any_of(Refs, [](const MemoryAccess *A) {
        return !A->Index;
      });
      AI.ReuseWhy = Unknown ? "an index is not known"
                            : "each work-item touches its own elements";
    }
    Info.Arrays.push_back(AI);
  }
}
