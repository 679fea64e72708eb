//===- TunedSidecar.h - OUT.cl.yaml, the machine-readable tuned output -*- C++ -*-===//
//
// Next to a tuned OUT.cl, clopt writes OUT.cl.yaml:
//
//   clopt_tuned: 1
//   clopt_version: 0.1.0
//   source: matvec.tuned.cl
//   kernels:
//     - name: matvec
//       device: pthread-skylake-avx512-...
//       platform: Portable Computing Language
//       driver: "3.1"
//       parameters: {coarsen.x: 2, unroll.factor: 4}   # in pipeline order
//       args:                       # the (unchanged) signature
//         - {name: A, kind: buffer, type: float}
//         - {name: N, kind: scalar, type: int}
//       geometry:                   # LaunchGeometry.h
//         work_dim: 1
//         dims: [{divisor: 2, multiplier: 1, local: 0, required_multiple: 1}]
//       preconditions: ["N % 2 == 0"]  # over scalar args and G0..G2
//       problem: {global: [4096], sizes: {N: 4096}}
//       original_ms: 1.9
//       tuned_ms: 0.8
//       speedup: 2.375
//       note: "search interrupted after 3 evaluations; not stored in the
//              tuning database"    # only when there is something to say
//
// The host helper (HostHelper.h) reads it to launch the tuned kernel with the
// original global size.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_TUNEDSIDECAR_H
#define CLOPT_RUNTIME_TUNEDSIDECAR_H

#include "clopt/Runtime/Support/HostData.h"
#include "clopt/Runtime/Support/IntExpr.h"
#include "clopt/Runtime/Support/Job.h"
#include "clopt/Runtime/Support/LaunchGeometry.h"
#include "clopt/Runtime/Support/Status.h"
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clopt {

struct TunedArg {
  std::string Name;
  ArgKind Kind = ArgKind::Buffer;
  ElemType Type = ElemType::Float; ///< Element type, or scalar type; unused for local.
  /// A scalar's lanes: 4 for a `float4` (and a `float3`, passed as 4).
  unsigned Lanes = 1;
  bool operator==(const TunedArg &O) const {
    return Name == O.Name && Kind == O.Kind &&
           (Kind == ArgKind::Local || (Type == O.Type && Lanes == O.Lanes));
  }
};

struct TunedKernel {
  std::string Name;
  std::string Device;
  std::string Platform;
  std::string Driver;
  /// "pass.param" -> value, in the order the passes applied them.
  std::vector<std::pair<std::string, std::string>> Parameters;
  std::vector<TunedArg> Args;
  LaunchGeometry Geometry;
  std::vector<std::string> Preconditions;
  std::vector<uint64_t> ProblemGlobal;
  std::map<std::string, std::string> ProblemSizes;
  double OriginalMs = 0;
  double TunedMs = 0;
  double Speedup = 0;
  /// Why the answer may not be the best one, e.g. an interrupted search;
  /// "" when there is nothing to say.
  std::string Note;

  bool operator==(const TunedKernel &O) const;
  /// True when clopt kept the original kernel (no parameters applied).
  bool isOriginal() const { return Parameters.empty(); }
  /// "" when the host may launch with a global size of Global's dimensions:
  /// any (1 to 3) for a kept original, as the original took; for a variant
  /// its WorkDim, optionally followed by dimensions of size 1.
  std::string checkDimensions(const std::vector<uint64_t> &Global) const;
  /// Checks the dimensions, Preconditions and the geometry's required
  /// multiples for the original global size and the scalar argument values.
  /// "" = all hold.
  std::string checkPreconditions(const std::vector<uint64_t> &OriginalGlobal,
                                 const SizeEnv &ScalarArgs) const;
};

struct TunedSidecar {
  /// File name of the tuned kernel described (OUT.cl); "" when it was
  /// written to standard output, and then not emitted.
  std::string Source;
  std::string CloptVersion;
  std::vector<TunedKernel> Kernels;

  const TunedKernel *find(const std::string &Name) const;
  bool operator==(const TunedSidecar &O) const {
    return Source == O.Source && CloptVersion == O.CloptVersion && Kernels == O.Kernels;
  }
};

/// The `clopt_tuned:` number written and the only one read.
constexpr int TunedSidecarFormat = 1;

std::string emitTunedSidecar(const TunedSidecar &S);
StatusOr<TunedSidecar> parseTunedSidecar(const std::string &Text,
                                         const std::string &Path);
StatusOr<TunedSidecar> readTunedSidecar(const std::string &Path);
/// Atomic (temporary file + rename).
Status writeTunedSidecar(const std::string &Path, const TunedSidecar &S);

/// The launch a kernel's own header comment in a tuned or rewritten file
/// states (`// clopt: kernel 'K'` ... `//   launch: global[0] = ceil(G0 / 4);
/// requires M <= ...; no global work offset`).
struct StatedLaunch {
  std::string Geometry;                ///< "global[0] = ceil(G0 / 4)"
  std::vector<std::string> Conditions; ///< each "; requires C"
};
/// nullopt when Source has no such header for Kernel (none written, or
/// removed by hand).
std::optional<StatedLaunch> statedLaunch(const std::string &Source,
                                         const std::string &Kernel);
/// Whether Stated is the launch of the original: the identity geometry of
/// WorkDim dimensions or fewer (a 1-D kernel given `--global N,1`).
bool isOriginalLaunch(const std::string &Stated, unsigned WorkDim);
/// "" when the header of Kernel in Source states the launch Listed records,
/// or the original's where Listed is null or untuned (WorkDim 0), or states
/// none; otherwise why the two disagree. A sidecar left from another run
/// beside a new OUT.cl would launch the new kernel with the old geometry.
std::string checkStatedLaunch(const std::string &Source, const std::string &Kernel,
                              const TunedKernel *Listed);

} // namespace clopt

#endif // CLOPT_RUNTIME_TUNEDSIDECAR_H
