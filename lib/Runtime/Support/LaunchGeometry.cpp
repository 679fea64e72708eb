//===- LaunchGeometry.cpp - NDRange of a tuned kernel ---------------------===//

#include "clopt/Runtime/Support/LaunchGeometry.h"

#include <algorithm>
#include <optional>
#include <sstream>

using namespace clopt;

// Sizes are uint64_t but must fit int64_t: preconditions read G0..G2 as
// signed integers, and a size_t of 2^64 - 3 is a negative int passed by
// mistake, not a size.
static constexpr uint64_t MaxSize = INT64_MAX;

/// Sidecars and database entries are read from files; no transform derives
/// a factor or work-group extent anywhere near this.
static constexpr uint64_t MaxFactor = uint64_t(1) << 31;

/// ceil(A / B) without the overflow of (A + B - 1) / B.
static uint64_t ceilDiv(uint64_t A, uint64_t B) { return A / B + (A % B != 0); }

/// A rounded up to a multiple of M (M == 0: A); nullopt when it overflows.
static std::optional<uint64_t> roundUp(uint64_t A, uint64_t M) {
  if (M == 0)
    return A;
  uint64_t V;
  if (__builtin_mul_overflow(ceilDiv(A, M), M, &V))
    return std::nullopt;
  return V;
}

/// The global size of dimension D for the original's G; nullopt when a step
/// overflows or the result does not fit int64_t.
static std::optional<uint64_t> derivedGlobal(uint64_t G, const DimGeometry &D) {
  uint64_t Items;
  if (__builtin_mul_overflow(ceilDiv(G, D.Divisor), D.Multiplier, &Items))
    return std::nullopt;
  std::optional<uint64_t> Global = roundUp(Items, D.Local);
  if (!Global || *Global > MaxSize)
    return std::nullopt;
  return Global;
}

bool LaunchGeometry::hasFixedLocal() const {
  for (unsigned D = 0; D < WorkDim; ++D)
    if (Dims[D].Local == 0)
      return false;
  return true;
}

std::string LaunchGeometry::checkValues() const {
  struct Value {
    const char *Name;
    uint64_t V;
    // A zero local size means the implementation's choice; a zero divisor
    // would divide by zero when the launch is derived.
    bool MayBeZero;
  };
  for (unsigned D = 0; D < WorkDim; ++D) {
    const DimGeometry &G = Dims[D];
    const Value Values[] = {{"divisor", G.Divisor, false},
                            {"multiplier", G.Multiplier, false},
                            {"local", G.Local, true},
                            {"required_multiple", G.RequiredMultiple, false}};
    for (const Value &Val : Values) {
      std::string Where = std::string(Val.Name) + " " + std::to_string(Val.V) +
                          " of dimension " + std::to_string(D);
      if (Val.V == 0 && !Val.MayBeZero)
        return Where + " must be positive";
      if (Val.V > MaxFactor)
        return Where + " is larger than " + std::to_string(MaxFactor);
    }
  }
  return "";
}

std::string
LaunchGeometry::checkPreconditions(const std::array<uint64_t, 3> &Global) const {
  for (unsigned D = 0; D < 3; ++D)
    if (Global[D] > MaxSize)
      return "global size " + std::to_string(D) + " (" + std::to_string(Global[D]) +
             ") is larger than " + std::to_string(MaxSize) +
             " (a negative value passed as size_t?)";
  for (unsigned D = 0; D < WorkDim; ++D) {
    uint64_t M = Dims[D].RequiredMultiple;
    if (M > 1 && Global[D] % M != 0)
      return "global size " + std::to_string(D) + " (" +
             std::to_string(Global[D]) + ") must be a multiple of " +
             std::to_string(M);
  }
  return "";
}

std::string LaunchGeometry::compute(const std::array<uint64_t, 3> &OriginalGlobal,
                                    std::array<uint64_t, 3> &Global,
                                    std::array<uint64_t, 3> &Local) const {
  bool Fixed = hasFixedLocal();
  for (unsigned D = 0; D < 3; ++D) {
    if (D >= WorkDim) {
      // A dimension the kernel never reads: launched as the original was,
      // since every work-item along it repeats the work (an atomic_inc
      // counted once per work-item along it; one work-item counted once).
      Global[D] = std::max<uint64_t>(1, OriginalGlobal[D]);
      Local[D] = Fixed ? 1 : 0;
      continue;
    }
    const DimGeometry &G = Dims[D];
    std::optional<uint64_t> Derived = derivedGlobal(OriginalGlobal[D], G);
    if (!Derived)
      return "global size " + std::to_string(D) + " (" +
             std::to_string(OriginalGlobal[D]) +
             ") is too large: the variant's global size overflows";
    Global[D] = *Derived;
    Local[D] = Fixed ? G.Local : 0;
  }
  return "";
}

std::string LaunchGeometry::describe() const {
  std::ostringstream OS;
  for (unsigned D = 0; D < WorkDim; ++D) {
    const DimGeometry &G = Dims[D];
    if (D)
      OS << "; ";
    std::string Expr = "G" + std::to_string(D);
    if (G.Divisor != 1)
      Expr = "ceil(" + Expr + " / " + std::to_string(G.Divisor) + ")";
    if (G.Multiplier != 1)
      Expr += " * " + std::to_string(G.Multiplier);
    if (G.Local)
      Expr = "roundUp(" + Expr + ", " + std::to_string(G.Local) + ")";
    OS << "global[" << D << "] = " << Expr;
    if (G.Local)
      OS << ", local[" << D << "] = " << G.Local;
    if (G.RequiredMultiple > 1)
      OS << ", requires G" << D << " % " << G.RequiredMultiple << " == 0";
  }
  for (const std::string &C : Conditions)
    OS << "; requires " << C;
  return OS.str();
}
