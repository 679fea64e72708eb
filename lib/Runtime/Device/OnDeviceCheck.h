//===- OnDeviceCheck.h - Screen a variant's outputs on the device -*- C++ -*-===//
//
// Private to lib/Runtime/Device. Reading an 8192^2 output back and comparing
// it on the host cost each variant about 35 + 38 ms on the GPU machine, two
// fifths of its evaluation. The check keeps the reference's outputs on the
// device and screens a variant's outputs there, in one pass over both
// buffers that leaves a few hundred KiB to read back: whether any element is
// in doubt, and the largest relative error.
//
// A clean screen is the host comparison's verdict: every element within its
// bound, and the largest relative error computed with the host's arithmetic
// (double precision, which OpenCL rounds as IEEE 754 does). Anything else,
// a mismatch or an element the screen cannot decide exactly (a subnormal
// float, an error within a hair of its bound), goes to the host comparison,
// which counts the mismatches and names the worst element.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_LIB_RUNTIME_DEVICE_ONDEVICECHECK_H
#define CLOPT_LIB_RUNTIME_DEVICE_ONDEVICECHECK_H

#include "clopt/Runtime/Device/Device.h"
#include "clopt/Runtime/Support/HostData.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace clopt {
namespace jobrunner {

/// Checked buffers of at least this many bytes are kept and screened on the
/// device: 4 MiB on a GPU or an accelerator; none on a CPU device, where a
/// read-back is a copy within the same memory and the screening program's
/// build would cost more than it saves. CLOPT_DEVICE_CHECK_MIN_BYTES (a
/// byte count) sets it for every device.
uint64_t deviceCheckMinBytes(const DeviceInfo &Info);

class OnDeviceCheck {
public:
  /// The check on Dev, or null where it cannot run: the device has no
  /// double precision, or the screening program does not build (named on
  /// stderr; the host comparison serves instead).
  static std::unique_ptr<OnDeviceCheck> create(const DeviceContext &Ctx, const Device &Dev,
                                               const BinaryCache *Cache);

  /// Keeps Expected, the reference's output of argument Arg (element type
  /// T), on the device. False when the device has no room for it: that
  /// buffer is then compared on the host.
  bool keep(size_t Arg, ElemType T, const Bytes &Expected);
  bool holds(size_t Arg) const { return Arg < Kept.size() && Kept[Arg].Mem; }

  struct Screen {
    /// Every element within its bound (integers: equal), none in doubt.
    bool Clean = false;
    /// Largest |a - e| / max(|e|, DBL_MIN) as the host computes it; set
    /// when Clean.
    double MaxRelError = 0;
  };
  /// Screens Actual, a variant's output of Arg, against the kept reference:
  /// float elements against Tol.Rel * |e| + Floor (toleranceFloor). A
  /// negative or non-finite tolerance is not screened (not Clean); an error
  /// is a failed launch or read.
  StatusOr<Screen> screen(size_t Arg, cl_mem Actual, const Tolerance &Tol, double Floor);

private:
  OnDeviceCheck(const DeviceContext &Ctx) : Ctx(Ctx) {}

  struct KeptOutput {
    ClMem Mem;
    ElemType Type = ElemType::Float;
    uint64_t Count = 0;
  };
  const DeviceContext &Ctx;
  ClProgram Program;
  /// The screening kernel of each element type, by ElemType.
  ClKernel Kernels[NumElemTypes];
  ClMem Doubt, MaxRel; ///< One partial result per work-item.
  std::vector<KeptOutput> Kept;
  bool FailureNoted = false; ///< A failed screen is named once on stderr.
};

} // namespace jobrunner
} // namespace clopt

#endif
