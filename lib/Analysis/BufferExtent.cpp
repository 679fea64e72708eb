//===- BufferExtent.cpp - How many elements a kernel can touch ------------===//
//
// Interval arithmetic over the affine index: each variable ranges over a
// box (ids over the global size, loop counters over the hull of their
// bounds), and each term c*v contributes [min(c*lo, c*hi), max(c*lo, c*hi)],
// so negative coefficients and triangular loops are over-approximated, never
// under-approximated.
//
//===----------------------------------------------------------------------===//

#include "clopt/Analysis/BufferExtent.h"

#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <limits>

using namespace clopt;
using namespace llvm;

namespace {
struct Interval {
  int64_t Lo = 0;
  int64_t Hi = 0;
};

class ExtentEvaluator {
public:
  ExtentEvaluator(const KernelInfo &K, const ExtentInputs &In,
                  std::string Array)
      : K(K), In(In), Array(std::move(Array)) {
    Values = In.Scalars;
    for (size_t D = 0; D < In.GlobalSize.size(); ++D) {
      std::string Dim = "(" + std::to_string(D) + ")";
      Values["get_global_size" + Dim] = In.GlobalSize[D];
      if (D < In.LocalSize.size() && In.LocalSize[D] > 0) {
        Values["get_local_size" + Dim] = In.LocalSize[D];
        Values["get_num_groups" + Dim] =
            (In.GlobalSize[D] + In.LocalSize[D] - 1) / In.LocalSize[D];
      }
    }
  }

  Expected<Interval> range(const AffineExpr &E, unsigned Depth = 0) {
    Expected<int64_t> C = value(E.getConstant());
    if (!C)
      return C.takeError();
    Interval R{*C, *C};
    for (const auto &[V, Coeff] : E.coeffs()) {
      Expected<int64_t> Cv = value(Coeff);
      if (!Cv)
        return Cv.takeError();
      Expected<Interval> VR = varRange(V, Depth);
      if (!VR)
        return VR.takeError();
      int64_t A, B;
      if (MulOverflow(*Cv, VR->Lo, A) || MulOverflow(*Cv, VR->Hi, B))
        return overflow();
      if (AddOverflow(R.Lo, std::min(A, B), R.Lo) ||
          AddOverflow(R.Hi, std::max(A, B), R.Hi))
        return overflow();
    }
    return R;
  }

  /// How many values E can take at most: the product of the sizes of the
  /// ranges of the variables it depends on (a column read `a[n * i + t]`
  /// takes G0 values, however far apart). INT64_MAX when that overflows.
  Expected<int64_t> points(const AffineExpr &E) {
    int64_t N = 1;
    for (const auto &[V, Coeff] : E.coeffs()) {
      Expected<int64_t> Cv = value(Coeff);
      if (!Cv)
        return Cv.takeError();
      if (*Cv == 0)
        continue;
      Expected<Interval> VR = varRange(V, 0);
      if (!VR)
        return VR.takeError();
      int64_t Size;
      if (SubOverflow(VR->Hi, VR->Lo, Size) || AddOverflow(Size, int64_t(1), Size) ||
          MulOverflow(N, Size, N))
        return std::numeric_limits<int64_t>::max();
    }
    return N;
  }

  /// The largest index of A when it is reached for certain (see
  /// BufferExtent::ProvenElements); nullopt when that cannot be shown. The
  /// interval of an affine index over a box is exact when every variable
  /// takes every value of its range, which holds for global ids, for local
  /// and group ids when the local size is known, and for the counters of
  /// the rectangular loops checked here.
  std::optional<int64_t> provenMax(const MemoryAccess &A) {
    if (A.Conditional || !A.Index || !A.Function.empty())
      return std::nullopt;
    for (unsigned L : A.Loops)
      if (!runsEveryIteration(L))
        return std::nullopt;
    for (const auto &KV : A.Index->coeffs()) {
      const IndexVar &V = KV.first;
      bool LocalKnown = V.Dim < In.LocalSize.size() && In.LocalSize[V.Dim] > 0;
      if ((V.Kind == IndexVarKind::LocalId || V.Kind == IndexVarKind::GroupId) &&
          !LocalKnown)
        return std::nullopt;
      if (V.Kind == IndexVarKind::LoopCounter &&
          std::find(A.Loops.begin(), A.Loops.end(), V.Dim) == A.Loops.end())
        return std::nullopt;
    }
    Expected<Interval> R = range(*A.Index);
    if (!R) {
      consumeError(R.takeError()); // no proof is not an error here
      return std::nullopt;
    }
    return R->Hi;
  }

  Error fail(const Twine &Why) const {
    return createStringError(inconvertibleErrorCode(),
                             "cannot infer the length of '" + Array + "': " +
                                 Why + "; give it with --buffer " + Array +
                                 "=LENGTH");
  }

  Error overflow() const { return fail("its largest index overflows 64 bits"); }

private:
  /// Loop L has step 1, bounds that do not depend on other loops' counters,
  /// and runs at least once: its counter takes every value of its range.
  bool runsEveryIteration(unsigned L) {
    if (L >= K.Loops.size())
      return false;
    const LoopInfo &Loop = K.Loops[L];
    if (!Loop.Canonical || Loop.Step != 1 || !Loop.Lower || !Loop.Upper)
      return false;
    for (const AffineExpr *B : {&*Loop.Lower, &*Loop.Upper})
      for (const auto &KV : B->coeffs())
        if (KV.first.Kind == IndexVarKind::LoopCounter)
          return false;
    Expected<Interval> Lo = range(*Loop.Lower);
    Expected<Interval> Hi = range(*Loop.Upper);
    if (!Lo || !Hi) {
      consumeError(Lo.takeError());
      consumeError(Hi.takeError());
      return false;
    }
    return Lo->Hi < Hi->Lo;
  }

  Expected<int64_t> value(const ParamPoly &P) const {
    std::string Missing;
    if (std::optional<int64_t> V = P.evaluate(Values, &Missing))
      return *V;
    if (Missing.empty())
      return overflow();
    if (StringRef(Missing).starts_with("get_"))
      return fail("its index uses " + Missing + ", which is not known before "
                  "the launch");
    return createStringError(inconvertibleErrorCode(),
                             "cannot infer the length of '" + Array +
                                 "': its index uses '" + Missing +
                                 "'; give a value with --size " + Missing +
                                 "=VALUE");
  }

  Expected<int64_t> globalSize(unsigned D) const {
    if (D < In.GlobalSize.size() && In.GlobalSize[D] > 0)
      return In.GlobalSize[D];
    return fail("its index uses work-item ids of dimension " +
                Twine(D) + " but no global size was given for it");
  }

  Expected<Interval> varRange(const IndexVar &V, unsigned Depth) {
    switch (V.Kind) {
    case IndexVarKind::GlobalId: {
      Expected<int64_t> G = globalSize(V.Dim);
      if (!G)
        return G.takeError();
      return Interval{0, *G - 1};
    }
    case IndexVarKind::LocalId:
    case IndexVarKind::GroupId: {
      Expected<int64_t> G = globalSize(V.Dim);
      if (!G)
        return G.takeError();
      // Without the local size, both are below the global size.
      int64_t Max = *G - 1;
      if (V.Dim < In.LocalSize.size() && In.LocalSize[V.Dim] > 0) {
        int64_t L = In.LocalSize[V.Dim];
        Max = V.Kind == IndexVarKind::LocalId ? L - 1 : (*G + L - 1) / L - 1;
      }
      return Interval{0, Max};
    }
    case IndexVarKind::LoopCounter:
      return counterRange(V, Depth);
    }
    llvm_unreachable("covered switch");
  }

  Expected<Interval> counterRange(const IndexVar &V, unsigned Depth) {
    if (V.Dim >= K.Loops.size() || Depth > K.Loops.size())
      return fail("loop '" + V.Name + "' is not known");
    const LoopInfo &L = K.Loops[V.Dim];
    if (!L.Lower || !L.Upper)
      return fail("the bounds of loop '" + V.Name + "' are not known");
    Expected<Interval> Lo = range(*L.Lower, Depth + 1);
    if (!Lo)
      return Lo.takeError();
    Expected<Interval> Hi = range(*L.Upper, Depth + 1);
    if (!Hi)
      return Hi.takeError();
    // The counter stays below the largest upper bound; a loop that may not
    // run at all still counts its first value (an over-estimate).
    return Interval{Lo->Lo, std::max(Lo->Lo, Hi->Hi - 1)};
  }

  const KernelInfo &K;
  const ExtentInputs &In;
  std::string Array;
  std::map<std::string, int64_t> Values;
};
} // namespace

Expected<BufferExtent> clopt::computeBufferExtent(const KernelInfo &K,
                                                  unsigned ParamIndex,
                                                  const ExtentInputs &In) {
  if (ParamIndex >= K.Params.size() || !K.Params[ParamIndex].IsPointer)
    return createStringError(inconvertibleErrorCode(),
                             "parameter %u of '%s' is not a pointer",
                             ParamIndex, K.Name.c_str());
  BufferExtent Result;
  Result.ParamIndex = ParamIndex;
  Result.Array = K.Params[ParamIndex].Name;
  ExtentEvaluator Eval(K, In, Result.Array);
  bool Any = false;
  for (const MemoryAccess &A : K.Accesses) {
    if (A.ParamIndex != ParamIndex)
      continue;
    if (!A.Index)
      return Eval.fail(A.Why.Message);
    Expected<Interval> R = Eval.range(*A.Index);
    if (!R)
      return R.takeError();
    // The elements up to the largest index: one more than it, which must
    // itself fit (an index range that reaches INT64_MAX does not).
    int64_t End;
    if (AddOverflow(R->Hi, int64_t(1), End))
      return Eval.overflow();
    if (std::optional<int64_t> Max = Eval.provenMax(A);
        Max && *Max < End && *Max + 1 > Result.ProvenElements) {
      Result.ProvenElements = *Max + 1;
      Result.ProvenAt = A.Pos;
      Result.ProvenKind = A.Kind;
    }
    Expected<int64_t> Points = Eval.points(*A.Index);
    if (!Points)
      return Points.takeError();
    if (AddOverflow(Result.IndexValues, *Points, Result.IndexValues))
      Result.IndexValues = std::numeric_limits<int64_t>::max();
    Result.MinIndex = Any ? std::min(Result.MinIndex, R->Lo) : R->Lo;
    Result.Elements = std::max<int64_t>(Any ? Result.Elements : 0, End);
    Any = true;
  }
  return Result;
}
