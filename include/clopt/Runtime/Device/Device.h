//===- Device.h - OpenCL platforms, devices and builds -----------*- C++ -*-===//
#ifndef CLOPT_RUNTIME_DEVICE_H
#define CLOPT_RUNTIME_DEVICE_H

#include "clopt/Runtime/Device/OpenCL.h"
#include "clopt/Runtime/Support/BinaryCache.h"
#include "clopt/Runtime/Support/DeviceInfo.h"
#include "clopt/Runtime/Support/Status.h"
#include <vector>

namespace clopt {

struct Device {
  DeviceInfo Info;
  cl_platform_id Platform = nullptr;
  cl_device_id Id = nullptr;
};

/// Every device of every platform, numbered across platforms in the order
/// the ICD loader reports them. No platform at all is an empty list.
StatusOr<std::vector<Device>> enumerateDevices();
/// enumerateDevices + selectDevice.
StatusOr<Device> findDevice(const DeviceSelector &Sel);
/// Queries a device the application already holds (host helper).
DeviceInfo queryDeviceInfo(cl_device_id Dev);

/// A context with one in-order queue that records profiling timestamps.
struct DeviceContext {
  ClContext Context;
  ClQueue Queue;
};
StatusOr<DeviceContext> createContext(const Device &D);

struct BuiltProgram {
  ClProgram Program;
  bool CacheHit = false;
  double BuildMs = 0;
};

/// Builds Source for the device, through Cache when given: a cached binary
/// is loaded instead of compiling; a fresh build is stored, unless
/// TimeoutMs is set and the build took longer (a build timeout reported for
/// it must hold again when the variant is retried, not be answered from
/// the cache). A failed build's error carries the build log (trimmed to its
/// first lines).
StatusOr<BuiltProgram> buildProgram(cl_context Ctx, cl_device_id Dev,
                                    const DeviceInfo &Info,
                                    const std::string &Source,
                                    const std::string &Options,
                                    const BinaryCache *Cache,
                                    unsigned TimeoutMs = 0);

/// CL_KERNEL_WORK_GROUP_SIZE and friends for one kernel on one device.
struct KernelWorkInfo {
  uint64_t WorkGroupSize = 0;
  uint64_t LocalMemBytes = 0;
  uint64_t PreferredMultiple = 0;
  uint64_t PrivateMemBytes = 0;
};
StatusOr<KernelWorkInfo> queryKernelWorkInfo(cl_kernel K, cl_device_id Dev);

} // namespace clopt

#endif // CLOPT_RUNTIME_DEVICE_H
