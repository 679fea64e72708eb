//===- DeviceInfo.cpp - Device lists, selection, YAML ---------------------===//

#include "clopt/Runtime/Support/DeviceInfo.h"
#include "YamlSupport.h"
#include "clopt/Runtime/Support/TextTable.h"

#include <algorithm>
#include <cctype>
#include <sstream>

using namespace clopt;
using namespace clopt::yaml;

bool DeviceInfo::operator==(const DeviceInfo &O) const {
  return Index == O.Index && PlatformIndex == O.PlatformIndex &&
         Platform == O.Platform && Name == O.Name && Vendor == O.Vendor &&
         Type == O.Type && DriverVersion == O.DriverVersion &&
         Version == O.Version && ComputeUnits == O.ComputeUnits &&
         GlobalMemBytes == O.GlobalMemBytes && LocalMemBytes == O.LocalMemBytes &&
         MaxWorkGroupSize == O.MaxWorkGroupSize &&
         MaxWorkItemSizes == O.MaxWorkItemSizes &&
         PreferredWorkGroupMultiple == O.PreferredWorkGroupMultiple;
}

std::string DeviceSelector::describe() const {
  if (Index >= 0)
    return "device " + std::to_string(Index);
  std::string S = "device";
  if (!Name.empty())
    S += " matching '" + Name + "'";
  if (!Platform.empty())
    S += " on platform matching '" + Platform + "'";
  return S == "device" ? "default device" : S;
}

static std::string lower(std::string S) {
  for (char &C : S)
    C = static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  return S;
}

static bool contains(const std::string &Hay, const std::string &Needle) {
  return lower(Hay).find(lower(Needle)) != std::string::npos;
}

std::string clopt::formatDeviceList(const std::vector<DeviceInfo> &Devices) {
  std::ostringstream OS;
  for (const DeviceInfo &D : Devices)
    OS << "  " << D.Index << ": " << D.Name << " (" << D.Type << ", platform '"
       << D.Platform << "', driver " << D.DriverVersion << ")\n";
  return OS.str();
}

StatusOr<DeviceInfo> clopt::selectDevice(const std::vector<DeviceInfo> &Devices,
                                         const DeviceSelector &Sel) {
  if (Devices.empty())
    return Status::error("no OpenCL device found (is an ICD such as "
                         "pocl-opencl-icd installed? see /etc/OpenCL/vendors)");
  std::string Available = "; available devices:\n" + formatDeviceList(Devices);
  if (!Available.empty() && Available.back() == '\n')
    Available.pop_back();
  if (Sel.Index >= 0) {
    if (static_cast<size_t>(Sel.Index) >= Devices.size())
      return Status::error("device index " + std::to_string(Sel.Index) +
                           " is out of range" + Available);
    return Devices[static_cast<size_t>(Sel.Index)];
  }
  for (const DeviceInfo &D : Devices) {
    if (!Sel.Platform.empty() && !contains(D.Platform, Sel.Platform))
      continue;
    if (!Sel.Name.empty() && !contains(D.Name, Sel.Name))
      continue;
    return D;
  }
  return Status::error("no " + Sel.describe() + Available);
}

static std::string bytesText(uint64_t B) {
  if (B >= (1ULL << 30) && B % (1ULL << 30) == 0)
    return std::to_string(B >> 30) + " GiB";
  if (B >= (1ULL << 20))
    return std::to_string(B >> 20) + " MiB";
  if (B >= 1024)
    return std::to_string(B >> 10) + " KiB";
  return std::to_string(B) + " B";
}

std::string clopt::formatDeviceTable(const std::vector<DeviceInfo> &Devices) {
  TextTable Table;
  Table.row({"index", "type", "CUs", "local mem", "max WG", "WG multiple",
             "device", "platform", "driver"});
  for (const DeviceInfo &D : Devices)
    Table.row({std::to_string(D.Index), D.Type, std::to_string(D.ComputeUnits),
               bytesText(D.LocalMemBytes), std::to_string(D.MaxWorkGroupSize),
               D.PreferredWorkGroupMultiple
                   ? std::to_string(D.PreferredWorkGroupMultiple)
                   : "per kernel",
               D.Name, D.Platform, D.DriverVersion});
  return Table.str();
}

std::string clopt::emitDevicesYaml(const std::vector<DeviceInfo> &Devices) {
  YAML::Emitter E;
  E << YAML::BeginMap << YAML::Key << "devices" << YAML::Value << YAML::BeginSeq;
  for (const DeviceInfo &D : Devices) {
    E << YAML::BeginMap;
    E << YAML::Key << "index" << YAML::Value << D.Index;
    E << YAML::Key << "platform_index" << YAML::Value << D.PlatformIndex;
    E << YAML::Key << "platform" << YAML::Value << D.Platform;
    E << YAML::Key << "name" << YAML::Value << D.Name;
    E << YAML::Key << "vendor" << YAML::Value << D.Vendor;
    E << YAML::Key << "type" << YAML::Value << D.Type;
    E << YAML::Key << "driver" << YAML::Value << D.DriverVersion;
    E << YAML::Key << "version" << YAML::Value << D.Version;
    E << YAML::Key << "compute_units" << YAML::Value << D.ComputeUnits;
    E << YAML::Key << "global_mem" << YAML::Value << D.GlobalMemBytes;
    E << YAML::Key << "local_mem" << YAML::Value << D.LocalMemBytes;
    E << YAML::Key << "max_work_group_size" << YAML::Value << D.MaxWorkGroupSize;
    emitSizes(E, "max_work_item_sizes", D.MaxWorkItemSizes);
    E << YAML::Key << "preferred_work_group_multiple" << YAML::Value
      << D.PreferredWorkGroupMultiple;
    E << YAML::EndMap;
  }
  E << YAML::EndSeq << YAML::EndMap;
  return std::string(E.c_str()) + "\n";
}

StatusOr<std::vector<DeviceInfo>> clopt::parseDevicesYaml(const std::string &Text) {
  try {
    YAML::Node R = YAML::Load(Text);
    std::vector<DeviceInfo> Out;
    if (!R.IsMap() || !R["devices"])
      return Status::error("not a device list");
    for (const YAML::Node &N : R["devices"]) {
      DeviceInfo D;
      D.Index = require<unsigned>(N, "index");
      D.PlatformIndex = get<unsigned>(N, "platform_index", 0);
      D.Platform = get<std::string>(N, "platform", "");
      D.Name = get<std::string>(N, "name", "");
      D.Vendor = get<std::string>(N, "vendor", "");
      D.Type = get<std::string>(N, "type", "");
      D.DriverVersion = get<std::string>(N, "driver", "");
      D.Version = get<std::string>(N, "version", "");
      D.ComputeUnits = get<unsigned>(N, "compute_units", 0);
      D.GlobalMemBytes = get<uint64_t>(N, "global_mem", 0);
      D.LocalMemBytes = get<uint64_t>(N, "local_mem", 0);
      D.MaxWorkGroupSize = get<uint64_t>(N, "max_work_group_size", 0);
      D.MaxWorkItemSizes = getSizes(N, "max_work_item_sizes");
      D.PreferredWorkGroupMultiple = get<uint64_t>(N, "preferred_work_group_multiple", 0);
      Out.push_back(D);
    }
    return Out;
  } catch (const FieldError &E) {
    return Status::error("device list: " + E.Message);
  } catch (const YAML::Exception &E) {
    return Status::error(std::string("device list: ") + E.what());
  }
}
