//===- DevicesCommand.cpp - clopt devices, and device selection -----------===//
//
// The driver never calls OpenCL (a process with libclang-cpp loaded crashes
// inside PoCL); it asks clopt-worker for the device list.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "clopt/Tuner/Tuner.h"
#include "clopt/WorkerClient/WorkerClient.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace clopt {
namespace tool {

cl::SubCommand DevicesCmd("devices", "List OpenCL platforms and devices");

static StringOption
    DeviceOpt("device",
              cl::desc("OpenCL device: an index from `clopt devices`, or a "
                       "substring of the device name"),
              cl::value_desc("N|name"), cl::cat(Category),
              cl::sub(cl::SubCommand::getAll()));
static StringOption
    PlatformOpt("platform", cl::desc("Substring of the OpenCL platform name"),
                cl::value_desc("name"), cl::cat(Category),
                cl::sub(cl::SubCommand::getAll()));

enum class DevicesFormat { Text, Yaml };
static cl::opt<DevicesFormat> Format(
    "format", cl::desc("Output format: text or yaml"), cl::init(DevicesFormat::Text),
    cl::values(clEnumValN(DevicesFormat::Text, "text", "aligned table"),
               clEnumValN(DevicesFormat::Yaml, "yaml", "YAML for tools")),
    cl::cat(Category), cl::sub(DevicesCmd));

std::string workerPath() {
  std::string Self = sys::fs::getMainExecutable(nullptr, nullptr);
  return findWorker(Self);
}

Expected<DeviceSelector> deviceSelector() {
  DeviceSelector Sel;
  Sel.Platform = PlatformOpt;
  StringRef D = DeviceOpt;
  if (D.empty())
    return Sel;
  unsigned Index;
  if (!D.getAsInteger(10, Index)) {
    if (!PlatformOpt.empty())
      return createStringError(inconvertibleErrorCode(),
                               "--platform selects by name; give --device a name "
                               "substring too, or only --device INDEX");
    Sel.Index = static_cast<int>(Index);
    return Sel;
  }
  Sel.Name = D.str();
  return Sel;
}

Expected<std::vector<DeviceInfo>> listDevices() {
  std::string Worker = workerPath();
  if (!sys::fs::can_execute(Worker))
    return make_error<DeviceError>("cannot run the device worker '" + Worker +
                                   "' (set CLOPT_WORKER to its path)");
  StatusOr<std::vector<DeviceInfo>> Devices = listDevicesInWorker(Worker);
  if (!Devices.ok())
    return make_error<DeviceError>(Devices.message());
  return *Devices;
}

int runDevices() {
  Expected<std::vector<DeviceInfo>> Devices = listDevices();
  if (!Devices)
    return fail(Devices.takeError());
  Expected<DeviceSelector> Sel = deviceSelector();
  if (!Sel)
    return fail(Sel.takeError());
  std::vector<DeviceInfo> Shown = *Devices;
  // With a selector, show only what it picks, so users can test it.
  if (!Sel->isDefault()) {
    StatusOr<DeviceInfo> Picked = selectDevice(*Devices, *Sel);
    if (!Picked.ok())
      return fail(make_error<DeviceError>(Picked.message()));
    Shown = {*Picked};
  } else if (Devices->empty()) {
    return fail(make_error<DeviceError>("no OpenCL device found (is an ICD such as "
                                        "pocl-opencl-icd installed? see "
                                        "/etc/OpenCL/vendors)"));
  }
  outs() << (Format == DevicesFormat::Yaml ? emitDevicesYaml(Shown)
                                           : formatDeviceTable(Shown));
  return 0;
}

} // namespace tool
} // namespace clopt
