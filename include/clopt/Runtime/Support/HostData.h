//===- HostData.h - Element types, seeded inputs, output comparison -*- C++ -*-===//
//
// Everything about buffer contents that needs no device: the element types a
// kernel argument can have, the seeded random initial data (never all zeros),
// and the comparison of a variant's output against the reference output.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_HOSTDATA_H
#define CLOPT_RUNTIME_HOSTDATA_H

#include "clopt/Runtime/Support/Status.h"
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace clopt {

enum class ElemType {
  Char, UChar, Short, UShort, Int, UInt, Long, ULong, Half, Float, Double
};
constexpr size_t NumElemTypes = static_cast<size_t>(ElemType::Double) + 1;
constexpr ElemType AllElemTypes[] = {
    ElemType::Char, ElemType::UChar, ElemType::Short, ElemType::UShort,
    ElemType::Int,  ElemType::UInt,  ElemType::Long,  ElemType::ULong,
    ElemType::Half, ElemType::Float, ElemType::Double};
static_assert(std::size(AllElemTypes) == NumElemTypes, "every element type, once");

/// "float", "uint", ...: OpenCL's names, as used in job files.
const char *elemTypeName(ElemType T);
/// Accepts OpenCL spellings ("unsigned int", "uint", "signed char", ...).
StatusOr<ElemType> parseElemType(const std::string &Name);
unsigned elemTypeSize(ElemType T);
bool isFloatType(ElemType T);
bool isSignedType(ElemType T);
/// Whether V is a value of integer type T (true for the float types).
bool fitsIntType(ElemType T, int64_t V);

/// An allocator whose elements start uninitialized where std::allocator
/// would zero them (`Bytes B(N)`, `resize`): every buffer of a job is
/// written in full before it is read (generated, loaded, read back), and
/// zeroing hundreds of MB on one thread first cost a GPU job about 90 ms
/// per 256 MB buffer before the parallel fill.
template <typename T> struct UninitializedAllocator : std::allocator<T> {
  template <typename U> struct rebind {
    using other = UninitializedAllocator<U>;
  };
  UninitializedAllocator() = default;
  template <typename U> UninitializedAllocator(const UninitializedAllocator<U> &) {}
  template <typename U> void construct(U *P) noexcept { ::new (static_cast<void *>(P)) U; }
  template <typename U, typename... Args> void construct(U *P, Args &&...A) {
    ::new (static_cast<void *>(P)) U(std::forward<Args>(A)...);
  }
};
using Bytes = std::vector<unsigned char, UninitializedAllocator<unsigned char>>;

/// Uniform values, deterministic in Seed: floats in [-1, 1], signed integers
/// in [-8, 8], unsigned ones in [0, 15] (small, so integer kernels do not
/// overflow). Never all zeros.
Bytes makeRandomData(ElemType T, uint64_t Count, uint64_t Seed);
/// Integers uniform in [Lo, Hi] (index buffers). Lo <= Hi must fit T.
StatusOr<Bytes> makeRangeData(ElemType T, uint64_t Count, int64_t Lo,
                              int64_t Hi, uint64_t Seed);
/// Reads Count elements of raw little-endian data from Path; the file must
/// hold at least that many.
StatusOr<Bytes> loadDataFile(const std::string &Path, ElemType T,
                             uint64_t Count);

/// A float result passes when |actual - expected| <= Rel * |expected| +
/// Abs * rms(expected): the relative part allows for reassociated sums, the
/// absolute floor (scaled by the buffer's magnitude) for results that cancel
/// to near zero. Integers must match exactly (Rel and Abs are ignored).
struct Tolerance {
  double Rel = 0;
  double Abs = 0;
  bool operator==(const Tolerance &O) const { return Rel == O.Rel && Abs == O.Abs; }
};
/// float: 1e-3 / 1e-4; double: 1e-9 / 1e-11; half: 1e-2 / 1e-2.
Tolerance defaultTolerance(ElemType T);
/// The absolute part of a float element's bound: Tol.Abs scaled by the
/// reference output's finiteRms. An element passes when
/// |a - e| <= Tol.Rel * |e| + toleranceFloor(Tol, rms).
double toleranceFloor(const Tolerance &Tol, double ExpectedRms);

struct Comparison {
  bool Match = true;
  uint64_t Mismatches = 0;
  /// The element with the largest error relative to its bound (for integers,
  /// the first mismatch); meaningful when !Match.
  uint64_t WorstIndex = 0;
  std::string Expected, Actual;
  double WorstRelError = 0;
  /// The worst element's |a - e|, and whether its e is 0 (then its
  /// relative error means nothing and describe() gives the absolute one).
  double WorstAbsError = 0;
  bool WorstExpectedZero = false;
  /// Largest |a - e| / |e| over the elements whose relative bound
  /// (Tol.Rel * |e|) is at least the absolute floor; the others are judged
  /// by the floor alone (0 for integers).
  double MaxRelError = 0;
  /// The worst element's error over its bound (floats; infinite for a
  /// non-finite mismatch, 0 for integers): what mergeComparison compares.
  double WorstRatio = 0;

  /// "y[37]: expected 12.5 got 12.7 (rel 1.6e-02), 3 of 64 elements differ"
  std::string describe(const std::string &Buffer) const;
};

Comparison compareData(ElemType T, const Bytes &Expected, const Bytes &Actual,
                       const Tolerance &Tol);
/// The same with Expected's finiteRms already known: a job compares every
/// variant with one reference output. Large buffers are compared in chunks
/// on several threads; the result is the same as one pass.
Comparison compareData(ElemType T, const Bytes &Expected, const Bytes &Actual,
                       const Tolerance &Tol, double ExpectedRms);

/// Elements [Begin, End) of the buffers compared as compareData compares
/// them all (a buffer read back in pieces is compared piece by piece as
/// they arrive); merge the pieces' results in index order with
/// mergeComparison for the result of compareData.
Comparison compareDataRange(ElemType T, const Bytes &Expected, const Bytes &Actual,
                            const Tolerance &Tol, double ExpectedRms, uint64_t Begin,
                            uint64_t End);
/// Adds the comparison of the range that follows Into's to Into.
void mergeComparison(Comparison &Into, Comparison Next);

/// Root mean square of the finite elements of a float buffer (the scale of
/// the tolerance's absolute floor); 0 for integer types and empty buffers.
double finiteRms(ElemType T, const Bytes &B);

/// IEEE half <-> float (for half buffers on the host).
float halfToFloat(uint16_t H);
uint16_t floatToHalf(float F);

} // namespace clopt

#endif // CLOPT_RUNTIME_HOSTDATA_H
