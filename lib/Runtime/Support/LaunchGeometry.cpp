//===- LaunchGeometry.cpp - NDRange of a tuned kernel ---------------------===//

#include "clopt/Runtime/Support/LaunchGeometry.h"

#include <algorithm>
#include <sstream>

using namespace clopt;

static uint64_t ceilDiv(uint64_t A, uint64_t B) { return (A + B - 1) / B; }

static uint64_t roundUp(uint64_t A, uint64_t M) {
  return M == 0 ? A : ceilDiv(A, M) * M;
}

bool LaunchGeometry::hasFixedLocal() const {
  for (unsigned D = 0; D < WorkDim; ++D)
    if (Dims[D].Local == 0)
      return false;
  return true;
}

std::string
LaunchGeometry::checkPreconditions(const std::array<uint64_t, 3> &Global) const {
  for (unsigned D = 0; D < WorkDim; ++D) {
    uint64_t M = Dims[D].RequiredMultiple;
    if (M > 1 && Global[D] % M != 0)
      return "global size " + std::to_string(D) + " (" +
             std::to_string(Global[D]) + ") must be a multiple of " +
             std::to_string(M);
  }
  return "";
}

void LaunchGeometry::compute(const std::array<uint64_t, 3> &OriginalGlobal,
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
    uint64_t Items = ceilDiv(OriginalGlobal[D], G.Divisor) * G.Multiplier;
    Global[D] = roundUp(Items, G.Local);
    Local[D] = Fixed ? G.Local : 0;
  }
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
