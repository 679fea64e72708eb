//===- WriteOverlap.cpp - Work-items that write the same element ----------===//
//
// A store `A[c_0*gid(0) + c_1*gid(1) + ... + k]` run by every work-item of a
// launch of global size G writes one element twice when some nonzero step
// d, with |d_i| < G_i, has sum(c_i*d_i) = 0. The dimension with the
// smallest |c| takes up the others' steps: for each step of the others
// (enumerated, up to a limit), it must be a multiple of that c and within
// its range.
//
//===----------------------------------------------------------------------===//

#include "clopt/Analysis/WriteOverlap.h"

#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cstdlib>
#include <functional>

using namespace clopt;

namespace {

/// One dimension the store's index moves along: its coefficient and the
/// number of work-items of the launch.
struct Axis {
  unsigned Dim;
  int64_t Coeff;
  int64_t Extent;
};

/// Steps tried before the search gives up (no claim either way).
constexpr uint64_t MaxSteps = 1u << 20;

/// The coefficients of Access's index per global-id dimension at Scalars,
/// when it is a store outside loops affine in global ids alone;
/// std::nullopt otherwise.
std::optional<std::vector<int64_t>>
storeCoefficients(const MemoryAccess &Access,
                  const std::map<std::string, int64_t> &Scalars, size_t Dims) {
  if (Access.Kind == AccessKind::Read || !Access.Index ||
      !Access.Loops.empty() || !Access.Function.empty() ||
      Access.IndexLoadedFrom >= 0)
    return std::nullopt;
  std::vector<int64_t> Coeffs(Dims, 0);
  for (const auto &[Var, Poly] : Access.Index->coeffs()) {
    if (Var.Kind != IndexVarKind::GlobalId || Var.Dim >= Dims)
      return std::nullopt;
    std::optional<int64_t> C = Poly.evaluate(Scalars);
    if (!C)
      return std::nullopt;
    Coeffs[Var.Dim] = *C;
  }
  return Coeffs;
}

/// A nonzero step between two work-items whose elements are the same, or
/// std::nullopt (none, or too many steps to try).
std::optional<std::vector<int64_t>> collidingStep(std::vector<Axis> Axes) {
  // One axis with a nonzero coefficient writes one element per work-item.
  if (Axes.size() < 2)
    return std::nullopt;
  llvm::sort(Axes, [](const Axis &A, const Axis &B) {
    return std::llabs(A.Coeff) < std::llabs(B.Coeff);
  });
  const Axis &Free = Axes.front();
  std::vector<int64_t> Step(Axes.size(), 0);
  uint64_t Tried = 0;
  bool GaveUp = false;
  // Steps of the axes after the first, the last axis' step positive (the
  // step and its negation are the same pair of work-items) unless it is 0.
  std::function<bool(size_t, bool)> Try = [&](size_t I, bool AnyNonzero) {
    if (I == Axes.size()) {
      if (!AnyNonzero)
        return false;
      if (++Tried > MaxSteps) {
        GaveUp = true;
        return false;
      }
      __int128 Sum = 0;
      for (size_t J = 1; J < Axes.size(); ++J)
        Sum += static_cast<__int128>(Axes[J].Coeff) * Step[J];
      if (Sum % Free.Coeff != 0)
        return false;
      __int128 D = -Sum / Free.Coeff;
      if (D <= -Free.Extent || D >= Free.Extent)
        return false;
      Step[0] = static_cast<int64_t>(D);
      return true;
    }
    int64_t Lo = I + 1 == Axes.size() ? 0 : -(Axes[I].Extent - 1);
    for (int64_t S = Lo; S < Axes[I].Extent && !GaveUp; ++S) {
      Step[I] = S;
      if (Try(I + 1, AnyNonzero || S != 0))
        return true;
    }
    return false;
  };
  if (!Try(1, false))
    return std::nullopt;
  std::vector<int64_t> ByDim(3, 0);
  for (size_t J = 0; J < Axes.size(); ++J)
    ByDim[Axes[J].Dim] = Step[J];
  return ByDim;
}

std::string pointText(const std::vector<uint64_t> &P) {
  std::string Out = "(";
  for (size_t I = 0; I < P.size(); ++I)
    Out += (I ? ", " : "") + std::to_string(P[I]);
  return Out + ")";
}

} // namespace

std::string WriteOverlap::str() const {
  return "work-items " + pointText(First) + " and " + pointText(Second) +
         (Conditional ? " may both write " : " both write ") + Array + "[" +
         std::to_string(Element) + "]";
}

/// How many work-items along dimension D may run a store: the launch's, or
/// under a condition the guard's bound where it is smaller. std::nullopt
/// for a store under a condition that does not compare the id with a
/// known size (`if (2*i >= n) return;`): which ids reach it is not known.
static std::optional<int64_t>
storeExtent(const KernelInfo &Kernel, const MemoryAccess &Access,
            const std::map<std::string, int64_t> &Scalars, unsigned D,
            uint64_t Global) {
  int64_t Extent = static_cast<int64_t>(Global);
  if (!Access.Conditional)
    return Extent;
  auto Bound = Kernel.GuardBounds.find(D);
  if (Bound == Kernel.GuardBounds.end())
    return std::nullopt;
  auto Value = Scalars.find(Bound->second);
  if (Value == Scalars.end())
    return std::nullopt;
  return std::clamp<int64_t>(Value->second, 0, Extent);
}

std::optional<WriteOverlap>
clopt::findWriteOverlap(const KernelInfo &Kernel,
                        const std::map<std::string, int64_t> &Scalars,
                        llvm::ArrayRef<uint64_t> Global) {
  size_t Dims = std::min<size_t>(Global.size(), 3);
  for (const MemoryAccess &Access : Kernel.Accesses) {
    std::optional<std::vector<int64_t>> Coeffs =
        storeCoefficients(Access, Scalars, Dims);
    if (!Coeffs)
      continue;
    std::vector<Axis> Axes;
    bool LeavesOutADimension = false, UnknownExtent = false;
    for (unsigned D = 0; D < Dims; ++D) {
      if (Global[D] > static_cast<uint64_t>(INT64_MAX / 2))
        return std::nullopt;
      if (Global[D] < 2)
        continue;
      std::optional<int64_t> Extent =
          storeExtent(Kernel, Access, Scalars, D, Global[D]);
      UnknownExtent |= !Extent;
      if (!Extent || *Extent < 2)
        continue;
      LeavesOutADimension |= (*Coeffs)[D] == 0;
      Axes.push_back({D, (*Coeffs)[D], *Extent});
    }
    if (LeavesOutADimension || UnknownExtent)
      continue;
    std::optional<std::vector<int64_t>> Step = collidingStep(Axes);
    if (!Step)
      continue;
    WriteOverlap W;
    W.Array = Access.Array;
    W.Pos = Access.Pos;
    W.Conditional = Access.Conditional;
    __int128 Element = 0;
    for (unsigned D = 0; D < Dims; ++D) {
      int64_t S = (*Step)[D];
      W.First.push_back(S < 0 ? static_cast<uint64_t>(-S) : 0);
      W.Second.push_back(W.First.back() + S);
      Element += static_cast<__int128>((*Coeffs)[D]) * W.First.back();
    }
    std::optional<int64_t> Constant = Access.Index->getConstant().evaluate(Scalars);
    if (!Constant)
      continue;
    Element += *Constant;
    if (Element < INT64_MIN || Element > INT64_MAX)
      continue;
    W.Element = static_cast<int64_t>(Element);
    return W;
  }
  return std::nullopt;
}
