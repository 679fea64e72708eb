//===- LaunchGeometry.h - NDRange of a tuned kernel --------------*- C++ -*-===//
//
// A tuned kernel is launched with a different NDRange than the original. The
// geometry says, per dimension, how to derive it from the original global
// size G_d:
//
//   global_d = roundUp(ceilDiv(G_d, Divisor_d) * Multiplier_d, Local_d)
//   local_d  = Local_d            (0: the implementation chooses; NULL local)
//
// plus the preconditions a variant may need: G_d % RequiredMultiple_d == 0,
// and Conditions over the kernel's scalar arguments and G0..G2 (for example
// "G0 == (N)" when the variant's bound on dimension 0 came from the problem
// spec's global size rather than from a guard in the kernel).
// This header is plain C++: lib/Runtime and applications use it without LLVM.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_LAUNCHGEOMETRY_H
#define CLOPT_RUNTIME_LAUNCHGEOMETRY_H

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace clopt {

struct DimGeometry {
  uint64_t Divisor = 1;     ///< work per item along this dimension (coarsening)
  uint64_t Multiplier = 1;  ///< items per original point (e.g. reduction lanes)
  uint64_t Local = 0;       ///< fixed local size; 0 = not fixed
  uint64_t RequiredMultiple = 1; ///< precondition on G_d

  bool operator==(const DimGeometry &O) const {
    return Divisor == O.Divisor && Multiplier == O.Multiplier &&
           Local == O.Local && RequiredMultiple == O.RequiredMultiple;
  }
};

struct LaunchGeometry {
  unsigned WorkDim = 1;
  std::array<DimGeometry, 3> Dims;
  /// Preconditions beyond the multiples, as expressions over the kernel's
  /// integer scalar arguments and G0..G2 (the original global size).
  std::vector<std::string> Conditions;

  /// True when the variant is launched exactly like the original (its
  /// Conditions may still restrict the sizes it is valid for).
  bool isIdentity() const { return Dims == LaunchGeometry().Dims; }
  /// True when all local sizes are fixed (the host must pass them).
  bool hasFixedLocal() const;
  /// "" when every divisor, multiplier, local size and required multiple is
  /// at most 2^31 and all but the local size are positive (a geometry read
  /// from a file may hold anything); otherwise which value of which
  /// dimension is not.
  std::string checkValues() const;
  /// Checks the preconditions for the original global size; on failure
  /// returns a message such as "global size 0 (1000) must be a multiple of 64".
  /// Every size must fit int64_t (preconditions read them as signed).
  std::string checkPreconditions(const std::array<uint64_t, 3> &Global) const;
  /// Derives the launch sizes. Local is all zeros when !hasFixedLocal().
  /// A dimension past WorkDim (one the kernel never reads) keeps the
  /// original's global size, with local 1 when the local sizes are fixed:
  /// its work-items repeat the work as the original's did. Returns "" or,
  /// where a derived global size would not fit int64_t, which dimension's.
  std::string compute(const std::array<uint64_t, 3> &OriginalGlobal,
                      std::array<uint64_t, 3> &Global,
                      std::array<uint64_t, 3> &Local) const;
  /// "global[0] = roundUp(ceil(G0 / 4), 64); local[0] = 64" per dimension.
  std::string describe() const;

  bool operator==(const LaunchGeometry &O) const {
    return WorkDim == O.WorkDim && Dims == O.Dims && Conditions == O.Conditions;
  }
};

} // namespace clopt

#endif // CLOPT_RUNTIME_LAUNCHGEOMETRY_H
