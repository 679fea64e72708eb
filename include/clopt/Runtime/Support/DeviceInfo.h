//===- DeviceInfo.h - What clopt knows about an OpenCL device ----*- C++ -*-===//
//
// Plain data (no OpenCL types) so that the clopt driver, which must not call
// OpenCL, can read the worker's device list and select from it.
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_DEVICEINFO_H
#define CLOPT_RUNTIME_DEVICEINFO_H

#include "clopt/Runtime/Support/Status.h"
#include <cstdint>
#include <string>
#include <vector>

namespace clopt {

struct DeviceInfo {
  unsigned Index = 0;         ///< Across all platforms, in enumeration order.
  unsigned PlatformIndex = 0;
  std::string Platform;       ///< CL_PLATFORM_NAME
  std::string Name;           ///< CL_DEVICE_NAME
  std::string Vendor;
  std::string Type;           ///< "gpu", "cpu", "accelerator", "custom"
  std::string DriverVersion;  ///< CL_DRIVER_VERSION
  std::string Version;        ///< CL_DEVICE_VERSION
  unsigned ComputeUnits = 0;
  uint64_t GlobalMemBytes = 0;
  uint64_t LocalMemBytes = 0;
  uint64_t MaxWorkGroupSize = 0;
  std::vector<uint64_t> MaxWorkItemSizes;
  /// Device-level SIMD width where an extension reports it (NVIDIA warp,
  /// AMD wavefront); 0 = unknown here, ask the kernel
  /// (CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE).
  uint64_t PreferredWorkGroupMultiple = 0;

  bool operator==(const DeviceInfo &O) const;
};

/// How the user picks a device: an index across platforms, or substrings of
/// the platform and/or device name (case-insensitive). Empty = the first.
struct DeviceSelector {
  int Index = -1;
  std::string Platform;
  std::string Name;

  bool isDefault() const { return Index < 0 && Platform.empty() && Name.empty(); }
  bool operator==(const DeviceSelector &O) const {
    return Index == O.Index && Platform == O.Platform && Name == O.Name;
  }
  /// "device 2", "device matching 'pthread' on platform matching 'Portable'"
  std::string describe() const;
};

/// Picks the device; the error names every available one, e.g.
/// "device index 3 is out of range; available devices:\n  0: ...".
StatusOr<DeviceInfo> selectDevice(const std::vector<DeviceInfo> &Devices,
                                  const DeviceSelector &Sel);

/// One line per device for error messages and `clopt devices`.
std::string formatDeviceList(const std::vector<DeviceInfo> &Devices);
/// The aligned table `clopt devices` prints.
std::string formatDeviceTable(const std::vector<DeviceInfo> &Devices);

/// YAML: `devices: [{index: 0, platform: ..., ...}]`.
std::string emitDevicesYaml(const std::vector<DeviceInfo> &Devices);
StatusOr<std::vector<DeviceInfo>> parseDevicesYaml(const std::string &Text);

} // namespace clopt

#endif // CLOPT_RUNTIME_DEVICEINFO_H
