//===- Device.cpp - OpenCL platforms, devices and builds ------------------===//

#include "clopt/Runtime/Device/Device.h"

#include <chrono>
#include <sstream>

using namespace clopt;

std::string clopt::clErrorName(cl_int Err) {
  switch (Err) {
#define CASE(X) case X: return #X;
    CASE(CL_SUCCESS)
    CASE(CL_DEVICE_NOT_FOUND)
    CASE(CL_DEVICE_NOT_AVAILABLE)
    CASE(CL_COMPILER_NOT_AVAILABLE)
    CASE(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    CASE(CL_OUT_OF_RESOURCES)
    CASE(CL_OUT_OF_HOST_MEMORY)
    CASE(CL_PROFILING_INFO_NOT_AVAILABLE)
    CASE(CL_MEM_COPY_OVERLAP)
    CASE(CL_IMAGE_FORMAT_MISMATCH)
    CASE(CL_IMAGE_FORMAT_NOT_SUPPORTED)
    CASE(CL_BUILD_PROGRAM_FAILURE)
    CASE(CL_MAP_FAILURE)
    CASE(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    CASE(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    CASE(CL_COMPILE_PROGRAM_FAILURE)
    CASE(CL_LINKER_NOT_AVAILABLE)
    CASE(CL_LINK_PROGRAM_FAILURE)
    CASE(CL_DEVICE_PARTITION_FAILED)
    CASE(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
    CASE(CL_INVALID_VALUE)
    CASE(CL_INVALID_DEVICE_TYPE)
    CASE(CL_INVALID_PLATFORM)
    CASE(CL_INVALID_DEVICE)
    CASE(CL_INVALID_CONTEXT)
    CASE(CL_INVALID_QUEUE_PROPERTIES)
    CASE(CL_INVALID_COMMAND_QUEUE)
    CASE(CL_INVALID_HOST_PTR)
    CASE(CL_INVALID_MEM_OBJECT)
    CASE(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
    CASE(CL_INVALID_IMAGE_SIZE)
    CASE(CL_INVALID_SAMPLER)
    CASE(CL_INVALID_BINARY)
    CASE(CL_INVALID_BUILD_OPTIONS)
    CASE(CL_INVALID_PROGRAM)
    CASE(CL_INVALID_PROGRAM_EXECUTABLE)
    CASE(CL_INVALID_KERNEL_NAME)
    CASE(CL_INVALID_KERNEL_DEFINITION)
    CASE(CL_INVALID_KERNEL)
    CASE(CL_INVALID_ARG_INDEX)
    CASE(CL_INVALID_ARG_VALUE)
    CASE(CL_INVALID_ARG_SIZE)
    CASE(CL_INVALID_KERNEL_ARGS)
    CASE(CL_INVALID_WORK_DIMENSION)
    CASE(CL_INVALID_WORK_GROUP_SIZE)
    CASE(CL_INVALID_WORK_ITEM_SIZE)
    CASE(CL_INVALID_GLOBAL_OFFSET)
    CASE(CL_INVALID_EVENT_WAIT_LIST)
    CASE(CL_INVALID_EVENT)
    CASE(CL_INVALID_OPERATION)
    CASE(CL_INVALID_GL_OBJECT)
    CASE(CL_INVALID_BUFFER_SIZE)
    CASE(CL_INVALID_MIP_LEVEL)
    CASE(CL_INVALID_GLOBAL_WORK_SIZE)
    CASE(CL_INVALID_PROPERTY)
    CASE(CL_INVALID_IMAGE_DESCRIPTOR)
    CASE(CL_INVALID_COMPILER_OPTIONS)
    CASE(CL_INVALID_LINKER_OPTIONS)
    CASE(CL_INVALID_DEVICE_PARTITION_COUNT)
#undef CASE
  default:
    return "CL error " + std::to_string(Err);
  }
}

static std::string platformString(cl_platform_id P, cl_platform_info What) {
  size_t N = 0;
  if (clGetPlatformInfo(P, What, 0, nullptr, &N) != CL_SUCCESS || N == 0)
    return "";
  std::string S(N, '\0');
  clGetPlatformInfo(P, What, N, &S[0], nullptr);
  while (!S.empty() && (S.back() == '\0' || S.back() == ' '))
    S.pop_back();
  return S;
}

static std::string deviceString(cl_device_id D, cl_device_info What) {
  size_t N = 0;
  if (clGetDeviceInfo(D, What, 0, nullptr, &N) != CL_SUCCESS || N == 0)
    return "";
  std::string S(N, '\0');
  clGetDeviceInfo(D, What, N, &S[0], nullptr);
  while (!S.empty() && (S.back() == '\0' || S.back() == ' '))
    S.pop_back();
  return S;
}

template <typename T> static T deviceValue(cl_device_id D, cl_device_info What) {
  T V{};
  if (clGetDeviceInfo(D, What, sizeof(T), &V, nullptr) != CL_SUCCESS)
    return T{};
  return V;
}

static std::string typeName(cl_device_type T) {
  if (T & CL_DEVICE_TYPE_GPU)
    return "gpu";
  if (T & CL_DEVICE_TYPE_CPU)
    return "cpu";
  if (T & CL_DEVICE_TYPE_ACCELERATOR)
    return "accelerator";
  return "custom";
}

// Vendor extensions that report the SIMD width at device level; elsewhere
// only CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE (per kernel) tells.
static constexpr cl_device_info WarpSizeNV = 0x4003;      // CL_DEVICE_WARP_SIZE_NV
static constexpr cl_device_info WavefrontAMD = 0x4043;    // CL_DEVICE_WAVEFRONT_WIDTH_AMD

DeviceInfo clopt::queryDeviceInfo(cl_device_id D) {
  DeviceInfo I;
  I.Name = deviceString(D, CL_DEVICE_NAME);
  I.Vendor = deviceString(D, CL_DEVICE_VENDOR);
  I.DriverVersion = deviceString(D, CL_DRIVER_VERSION);
  I.Version = deviceString(D, CL_DEVICE_VERSION);
  I.Type = typeName(deviceValue<cl_device_type>(D, CL_DEVICE_TYPE));
  I.ComputeUnits = deviceValue<cl_uint>(D, CL_DEVICE_MAX_COMPUTE_UNITS);
  I.GlobalMemBytes = deviceValue<cl_ulong>(D, CL_DEVICE_GLOBAL_MEM_SIZE);
  I.LocalMemBytes = deviceValue<cl_ulong>(D, CL_DEVICE_LOCAL_MEM_SIZE);
  I.MaxWorkGroupSize = deviceValue<size_t>(D, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  cl_uint Dims = deviceValue<cl_uint>(D, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS);
  if (Dims > 0 && Dims <= 16) {
    std::vector<size_t> Sizes(Dims);
    if (clGetDeviceInfo(D, CL_DEVICE_MAX_WORK_ITEM_SIZES, Dims * sizeof(size_t),
                        Sizes.data(), nullptr) == CL_SUCCESS)
      I.MaxWorkItemSizes.assign(Sizes.begin(), Sizes.end());
  }
  std::string Ext = deviceString(D, CL_DEVICE_EXTENSIONS);
  if (Ext.find("cl_nv_device_attribute_query") != std::string::npos)
    I.PreferredWorkGroupMultiple = deviceValue<cl_uint>(D, WarpSizeNV);
  else if (Ext.find("cl_amd_device_attribute_query") != std::string::npos)
    I.PreferredWorkGroupMultiple = deviceValue<cl_uint>(D, WavefrontAMD);
  cl_platform_id P = deviceValue<cl_platform_id>(D, CL_DEVICE_PLATFORM);
  if (P)
    I.Platform = platformString(P, CL_PLATFORM_NAME);
  return I;
}

StatusOr<std::vector<Device>> clopt::enumerateDevices() {
  cl_uint NumPlatforms = 0;
  cl_int Err = clGetPlatformIDs(0, nullptr, &NumPlatforms);
  // The ICD loader reports "no platform" as CL_PLATFORM_NOT_FOUND_KHR (-1001).
  if (Err == -1001 || NumPlatforms == 0)
    return std::vector<Device>();
  if (Err != CL_SUCCESS)
    return Status::error("clGetPlatformIDs: " + clErrorName(Err));
  std::vector<cl_platform_id> Platforms(NumPlatforms);
  clGetPlatformIDs(NumPlatforms, Platforms.data(), nullptr);
  std::vector<Device> Out;
  for (unsigned PI = 0; PI < NumPlatforms; ++PI) {
    cl_uint NumDevices = 0;
    if (clGetDeviceIDs(Platforms[PI], CL_DEVICE_TYPE_ALL, 0, nullptr, &NumDevices) !=
            CL_SUCCESS ||
        NumDevices == 0)
      continue;
    std::vector<cl_device_id> Ids(NumDevices);
    clGetDeviceIDs(Platforms[PI], CL_DEVICE_TYPE_ALL, NumDevices, Ids.data(), nullptr);
    for (cl_device_id Id : Ids) {
      Device D;
      D.Platform = Platforms[PI];
      D.Id = Id;
      D.Info = queryDeviceInfo(Id);
      D.Info.Index = static_cast<unsigned>(Out.size());
      D.Info.PlatformIndex = PI;
      Out.push_back(D);
    }
  }
  return Out;
}

StatusOr<Device> clopt::findDevice(const DeviceSelector &Sel) {
  StatusOr<std::vector<Device>> All = enumerateDevices();
  if (!All.ok())
    return All.status();
  std::vector<DeviceInfo> Infos;
  for (const Device &D : *All)
    Infos.push_back(D.Info);
  StatusOr<DeviceInfo> Picked = selectDevice(Infos, Sel);
  if (!Picked.ok())
    return Picked.status();
  return (*All)[Picked->Index];
}

StatusOr<DeviceContext> clopt::createContext(const Device &D) {
  cl_int Err = CL_SUCCESS;
  cl_context_properties Props[] = {
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(D.Platform), 0};
  DeviceContext C;
  C.Context.reset(clCreateContext(Props, 1, &D.Id, nullptr, nullptr, &Err));
  if (Err != CL_SUCCESS)
    return Status::error("clCreateContext: " + clErrorName(Err));
  C.Queue.reset(clCreateCommandQueue(C.Context.get(), D.Id, CL_QUEUE_PROFILING_ENABLE,
                                     &Err));
  if (Err != CL_SUCCESS)
    return Status::error("clCreateCommandQueue: " + clErrorName(Err));
  return C;
}

static std::string buildLog(cl_program P, cl_device_id Dev) {
  size_t N = 0;
  if (clGetProgramBuildInfo(P, Dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &N) != CL_SUCCESS)
    return "";
  std::string Log(N, '\0');
  clGetProgramBuildInfo(P, Dev, CL_PROGRAM_BUILD_LOG, N, &Log[0], nullptr);
  while (!Log.empty() && (Log.back() == '\0' || Log.back() == '\n' || Log.back() == ' '))
    Log.pop_back();
  return Log;
}

/// The first lines of a build log: enough to see the first error.
static std::string excerpt(const std::string &Log) {
  std::istringstream In(Log);
  std::string Line, Out;
  unsigned Lines = 0;
  while (std::getline(In, Line) && Lines < 12 && Out.size() < 1500) {
    if (Line.empty())
      continue;
    Out += (Out.empty() ? "" : "\n") + Line;
    ++Lines;
  }
  return Out;
}

static std::optional<Bytes> programBinary(cl_program P) {
  size_t Size = 0;
  if (clGetProgramInfo(P, CL_PROGRAM_BINARY_SIZES, sizeof(Size), &Size, nullptr) !=
          CL_SUCCESS ||
      Size == 0)
    return std::nullopt;
  Bytes B(Size);
  unsigned char *Ptr = B.data();
  if (clGetProgramInfo(P, CL_PROGRAM_BINARIES, sizeof(Ptr), &Ptr, nullptr) != CL_SUCCESS)
    return std::nullopt;
  return B;
}

static ClProgram loadFromBinary(cl_context Ctx, cl_device_id Dev, const Bytes &Bin,
                                const std::string &Options) {
  const unsigned char *Ptr = Bin.data();
  size_t Size = Bin.size();
  cl_int BinStatus = CL_SUCCESS, Err = CL_SUCCESS;
  ClProgram P(clCreateProgramWithBinary(Ctx, 1, &Dev, &Size, &Ptr, &BinStatus, &Err));
  if (Err != CL_SUCCESS || BinStatus != CL_SUCCESS)
    return ClProgram();
  if (clBuildProgram(P.get(), 1, &Dev, Options.c_str(), nullptr, nullptr) != CL_SUCCESS)
    return ClProgram();
  return P;
}

StatusOr<BuiltProgram> clopt::buildProgram(cl_context Ctx, cl_device_id Dev,
                                           const DeviceInfo &Info,
                                           const std::string &Source,
                                           const std::string &Options,
                                           const BinaryCache *Cache,
                                           unsigned TimeoutMs) {
  auto Start = std::chrono::steady_clock::now();
  auto Elapsed = [&] {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() -
                                                     Start)
        .count();
  };
  BinaryCacheKey Key{Info.Name, Info.Platform, Info.DriverVersion, Options, Source};
  BuiltProgram Out;
  if (!BinaryCache::cacheable(Source))
    Cache = nullptr;
  if (Cache) {
    // A binary the driver rejects (another driver build, corruption that
    // passed the checksum) is simply rebuilt from source below.
    if (std::optional<Bytes> Bin = Cache->load(Key)) {
      Out.Program = loadFromBinary(Ctx, Dev, *Bin, Options);
      if (Out.Program) {
        Out.CacheHit = true;
        Out.BuildMs = Elapsed();
        return Out;
      }
    }
  }
  const char *Src = Source.c_str();
  size_t Len = Source.size();
  cl_int Err = CL_SUCCESS;
  Out.Program.reset(clCreateProgramWithSource(Ctx, 1, &Src, &Len, &Err));
  if (Err != CL_SUCCESS)
    return Status::error("clCreateProgramWithSource: " + clErrorName(Err));
  Err = clBuildProgram(Out.Program.get(), 1, &Dev, Options.c_str(), nullptr, nullptr);
  if (Err != CL_SUCCESS) {
    std::string Log = excerpt(buildLog(Out.Program.get(), Dev));
    return Status::error(clErrorName(Err) + (Log.empty() ? "" : ":\n" + Log));
  }
  Out.BuildMs = Elapsed();
  if (Cache && (!TimeoutMs || Out.BuildMs <= TimeoutMs))
    if (std::optional<Bytes> Bin = programBinary(Out.Program.get()))
      (void)Cache->store(Key, *Bin); // a read-only cache only costs speed
  return Out;
}

StatusOr<KernelWorkInfo> clopt::queryKernelWorkInfo(cl_kernel K, cl_device_id Dev) {
  KernelWorkInfo I;
  size_t WG = 0, Mult = 0;
  cl_ulong Local = 0, Private = 0;
  cl_int Err = clGetKernelWorkGroupInfo(K, Dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof(WG),
                                        &WG, nullptr);
  if (Err != CL_SUCCESS)
    return Status::error("CL_KERNEL_WORK_GROUP_SIZE: " + clErrorName(Err));
  clGetKernelWorkGroupInfo(K, Dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof(Local), &Local,
                           nullptr);
  clGetKernelWorkGroupInfo(K, Dev, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                           sizeof(Mult), &Mult, nullptr);
  clGetKernelWorkGroupInfo(K, Dev, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof(Private),
                           &Private, nullptr);
  I.WorkGroupSize = WG;
  I.LocalMemBytes = Local;
  I.PreferredMultiple = Mult;
  I.PrivateMemBytes = Private;
  return I;
}
