//===- VectorUtils.h - Index polynomials and vector syntax -------*- C++ -*-===//
//
// Private to lib/Transforms: what the vector pass's two halves (contiguous
// loops, and points as lanes) share: index expressions as integer
// polynomials, to tell the stride of an index in a counter or a lane, and
// the spelling of vloadN addresses and components.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_TRANSFORMS_VECTORUTILS_H
#define CLOPT_LIB_TRANSFORMS_VECTORUTILS_H

#include "clopt/Transforms/KernelNest.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clopt {
namespace nest {

/// An integer polynomial over opaque atoms (variables, names, calls), to
/// compare indices: enough to see that A[(k + 1) * N + j] is one element
/// after A[k * N + j].
struct Poly {
  std::map<std::vector<std::string>, int64_t> Terms;

  static Poly constant(int64_t C);
  static Poly atom(std::string A);
  Poly operator+(const Poly &O) const;
  Poly operator*(const Poly &O) const;
  Poly negate() const { return *this * constant(-1); }
  /// The coefficient of atom A if the polynomial is linear in A with a
  /// constant coefficient; nullopt otherwise.
  std::optional<int64_t> strideIn(const std::string &A) const;
};

/// E as a polynomial: + - * of integers, casts to integer types and
/// parentheses are followed; anything else is an opaque atom.
Poly toPoly(const ExprP &E);
/// A structural name for an opaque expression (equal for equal trees).
std::string atomName(const Expr &E);
/// The atom toPoly uses for a variable.
std::string varAtom(VarId V);

/// `p + index`, the address vloadN/vstoreN take.
ExprP vectorAddress(const std::string &Array, const ExprP &Index);
/// Declares `<Prefix>_p`, the address of W consecutive elements of Array
/// (a parameter in address space Space) from Index, and `<Prefix>_v`, the W
/// elements read through it; returns `<Prefix>_v`:
///
///   __global const float *const cp_p = A + (...);
///   const float4 cp_v = (uintptr_t)cp_p % 16 == 0
///                           ? *(__global const float4 *)cp_p : vload4(0, cp_p);
///
/// vloadW promises element alignment only, and drivers take it at its word:
/// NVIDIA's splits a vload4 of global memory into four loads, which cost a
/// GEMM 9-14% of its time on the H100 (bench/results/2026-11-24-h100-probes-c).
/// Where the address happens to be aligned to the vector (every row of a
/// matrix whose row length the width divides), a read through a vector
/// pointer is one load; elsewhere vloadW reads it. The test is on the
/// address itself, so nothing is assumed of the buffer or the sizes.
ExprP alignedVectorRead(KernelNest &N, const std::string &Array,
                        AddressSpace Space, const ValueType &Element,
                        const ExprP &Index, int64_t W, llvm::StringRef Prefix,
                        StmtList &Out);
/// Declares `Name`, the address Array + Index (a parameter in address
/// space Space, elements of type Element), into Out.
VarId declareElementPointer(KernelNest &N, const std::string &Array,
                            AddressSpace Space, const ValueType &Element,
                            const ExprP &Index, llvm::StringRef Name,
                            StmtList &Out);
/// `(uintptr_t)Ptr % Bytes == 0`.
ExprP isAlignedTo(const ExprP &Ptr, int64_t Bytes);
/// `*(__global const float4 *)Ptr`: the Vector at Ptr, which must be
/// aligned to it.
ExprP wholeVectorAt(AddressSpace Space, const ValueType &Vector,
                    const ExprP &Ptr);
/// `s0` ... `sf`: the component names of member().
std::string component(unsigned Lane);
/// A builtin that applies lane by lane to vector arguments (sqrt, fmin,
/// mad, ...), so that the vector form of a call is the same call.
bool isElementWiseBuiltin(llvm::StringRef Name);

/// The point mode of the vector pass: coarsen's block of Width consecutive
/// points along dimension 0 (dist=block) becomes the lanes of vector
/// values, before or after local and private jammed the points
/// (LaneVectorizer.h). A refusal leaves the nest's statements as they were.
std::optional<Reject> vectorizePoints(KernelNest &N, const PassContext &Ctx,
                                      int64_t Width);

} // namespace nest
} // namespace clopt

#endif
