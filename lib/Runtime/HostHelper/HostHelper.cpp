//===- HostHelper.cpp - Launch a tuned kernel from an application ---------===//

#include "clopt/Runtime/HostHelper/HostHelper.h"
#include "clopt/Runtime/Device/Device.h"

#include <cstring>
#include <fstream>
#include <sstream>

using namespace clopt;

StatusOr<TunedProgram> TunedProgram::load(const std::string &ClPath,
                                          const std::string &SidecarPath) {
  TunedProgram P;
  P.Path = ClPath;
  std::ifstream In(ClPath, std::ios::binary);
  if (!In)
    return Status::error(ClPath + ": cannot read the tuned kernel file");
  std::ostringstream SS;
  SS << In.rdbuf();
  P.Source = SS.str();
  std::string Side = SidecarPath.empty() ? ClPath + ".yaml" : SidecarPath;
  StatusOr<TunedSidecar> S = readTunedSidecar(Side);
  if (!S.ok())
    return S.status();
  P.Sidecar = *S;
  return P;
}

Status TunedProgram::build(cl_context Ctx, cl_device_id Dev, const std::string &Options,
                           bool UseCache) {
  DeviceInfo Info = queryDeviceInfo(Dev);
  if (!OtherDeviceAllowed)
    for (const TunedKernel &K : Sidecar.Kernels) {
      // An untuned kernel (no parameters) is the original: any device.
      if (K.isOriginal() || K.Device.empty() || K.Device == Info.Name)
        continue;
      return Status::error(Path + ": kernel '" + K.Name + "' was tuned for device '" +
                           K.Device + "', not for '" + Info.Name +
                           "'; tune it on this device (clopt --device), or call "
                           "TunedProgram::allowOtherDevice() to run it anyway");
    }
  std::unique_ptr<BinaryCache> Cache;
  if (UseCache)
    Cache = std::make_unique<BinaryCache>(BinaryCache::defaultDir());
  StatusOr<BuiltProgram> B = buildProgram(Ctx, Dev, Info, Source, Options, Cache.get());
  if (!B.ok())
    return Status::error(Path + ": build failed: " + B.message());
  Program = std::make_shared<ClProgram>(std::move(B->Program));
  Device = Dev;
  CacheHit = B->CacheHit;
  return Status::success();
}

StatusOr<TunedKernelLauncher> TunedProgram::kernel(const std::string &Name) const {
  if (!Program)
    return Status::error(Path + ": build() the program before creating kernels");
  cl_int Err = CL_SUCCESS;
  cl_kernel K = clCreateKernel(Program->get(), Name.c_str(), &Err);
  if (Err != CL_SUCCESS)
    return Status::error(Path + ": kernel '" + Name + "': " + clErrorName(Err));
  TunedKernelLauncher L;
  L.Program = Program;
  L.Shared = std::make_shared<TunedKernelLauncher::SharedKernel>(K);
  const TunedKernel *T = Sidecar.find(Name);
  // A sidecar left from another run beside a newer OUT.cl would launch the
  // kernel with the geometry of another variant.
  if (std::string Why = checkStatedLaunch(Source, Name, T); !Why.empty())
    return Status::error(Path + ": " + Why);
  if (T) {
    L.Info = *T;
  } else {
    L.Info.Name = Name; // untuned: the original geometry
    L.Info.Geometry.WorkDim = 0;
  }
  return L;
}

static std::optional<int64_t> intValue(ElemType T, size_t Size, const void *V) {
  if (isFloatType(T) || !V || Size != elemTypeSize(T))
    return std::nullopt;
  switch (T) {
  case ElemType::Char: { int8_t X; std::memcpy(&X, V, 1); return X; }
  case ElemType::UChar: { uint8_t X; std::memcpy(&X, V, 1); return X; }
  case ElemType::Short: { int16_t X; std::memcpy(&X, V, 2); return X; }
  case ElemType::UShort: { uint16_t X; std::memcpy(&X, V, 2); return X; }
  case ElemType::Int: { int32_t X; std::memcpy(&X, V, 4); return X; }
  case ElemType::UInt: { uint32_t X; std::memcpy(&X, V, 4); return X; }
  case ElemType::Long: { int64_t X; std::memcpy(&X, V, 8); return X; }
  case ElemType::ULong: {
    uint64_t X;
    std::memcpy(&X, V, 8);
    // Past INT64_MAX it would read as negative: `G0 >= (n)` would hold for
    // n = (ulong)-1 and the variant compute ids the original does not.
    if (X > static_cast<uint64_t>(INT64_MAX))
      return std::nullopt;
    return static_cast<int64_t>(X);
  }
  default: return std::nullopt;
  }
}

/// Why the preconditions cannot read integer scalar A set to Value of Size
/// bytes, for which intValue() gave nothing.
static std::string unreadableWhy(const TunedArg &A, size_t Size, const void *Value) {
  if (Size != elemTypeSize(A.Type))
    return "was set with " + std::to_string(Size) + " bytes, but the sidecar declares it " +
           elemTypeName(A.Type) + " (expected " + std::to_string(elemTypeSize(A.Type)) +
           " bytes)";
  uint64_t X = 0;
  if (Value)
    std::memcpy(&X, Value, 8);
  return "is " + std::to_string(X) + ", beyond the 64-bit signed range preconditions are "
         "evaluated in";
}

Status TunedKernelLauncher::checkObtained() const {
  if (!Shared)
    return Status::error("launcher not obtained from TunedProgram::kernel(): it has "
                         "no kernel");
  return Status::success();
}

Status TunedKernelLauncher::setArg(cl_uint Index, size_t Size, const void *Value) {
  if (Status S = checkObtained(); !S.ok())
    return S;
  cl_int Err = clSetKernelArg(handle(), Index, Size, Value);
  if (Err != CL_SUCCESS)
    return Status::error("kernel '" + Info.Name + "' argument " + std::to_string(Index) +
                         ": " + clErrorName(Err));
  if (Index >= Info.Args.size() || Info.Args[Index].Kind != ArgKind::Scalar)
    return Status::success();
  const TunedArg &A = Info.Args[Index];
  // A value of another size leaves nothing a precondition may read, not
  // the one set before.
  Shared->Scalars.erase(A.Name);
  Shared->Unreadable.erase(A.Name);
  if (std::optional<int64_t> V = intValue(A.Type, Size, Value))
    Shared->Scalars[A.Name] = *V;
  else if (!isFloatType(A.Type))
    Shared->Unreadable[A.Name] = unreadableWhy(A, Size, Value);
  return Status::success();
}

Status TunedKernelLauncher::unsetScalar(const TunedArg &A) const {
  auto Unreadable = Shared->Unreadable.find(A.Name);
  if (Unreadable == Shared->Unreadable.end())
    return Status::error("kernel '" + Info.Name + "': set argument '" + A.Name +
                         "' before launching (its precondition uses it)");
  return Status::error("kernel '" + Info.Name + "': argument '" + A.Name + "' " +
                       Unreadable->second + "; its precondition cannot read it");
}

Status TunedKernelLauncher::launchSizes(const std::vector<size_t> &OriginalGlobal,
                                        std::vector<size_t> &Global,
                                        std::vector<size_t> &Local) const {
  if (Status S = checkObtained(); !S.ok())
    return S;
  std::vector<uint64_t> G(OriginalGlobal.begin(), OriginalGlobal.end());
  // Also for a kernel the sidecar does not list (WorkDim 0), which goes no
  // further than this.
  if (std::string Why = Info.checkDimensions(G); !Why.empty())
    return Status::error(Why);
  Global.assign(OriginalGlobal.begin(), OriginalGlobal.end());
  Local.clear();
  if (!OriginalLocal.empty() && OriginalLocal.size() != OriginalGlobal.size())
    return Status::error("kernel '" + Info.Name + "': the original local size has " +
                         std::to_string(OriginalLocal.size()) +
                         " dimensions, the global size " +
                         std::to_string(OriginalGlobal.size()));
  // An untuned kernel, or one clopt kept as written: as the application
  // launches it. (A kept kernel's sidecar records the launch it was tuned
  // at, a `--local 64` as a fixed local size, which is not the application's.)
  if (Info.Geometry.WorkDim == 0 || Info.isOriginal()) {
    Local = OriginalLocal;
    return Status::success();
  }
  // Preconditions name scalar arguments; all of them must have been set.
  for (const TunedArg &A : Info.Args)
    if (A.Kind == ArgKind::Scalar && !isFloatType(A.Type) && !Shared->Scalars.count(A.Name))
      for (const std::string &P : Info.Preconditions)
        if (P.find(A.Name) != std::string::npos)
          return unsetScalar(A);
  std::string Why = Info.checkPreconditions(G, Shared->Scalars);
  if (!Why.empty())
    return Status::error(Why);
  std::array<uint64_t, 3> Orig = {1, 1, 1}, NG, NL;
  for (size_t D = 0; D < G.size(); ++D)
    Orig[D] = G[D];
  if (std::string Why = Info.Geometry.compute(Orig, NG, NL); !Why.empty())
    return Status::error("kernel '" + Info.Name + "': " + Why);
  Global.assign(NG.begin(), NG.begin() + static_cast<long>(G.size()));
  if (Info.Geometry.hasFixedLocal())
    Local.assign(NL.begin(), NL.begin() + static_cast<long>(G.size()));
  else if (Info.Geometry.isIdentity())
    Local = OriginalLocal; // launched like the original
  return Status::success();
}

Status TunedKernelLauncher::launch(cl_command_queue Queue,
                                   const std::vector<size_t> &OriginalGlobal,
                                   cl_uint NumWait, const cl_event *WaitList,
                                   cl_event *Event) const {
  std::vector<size_t> Global, Local;
  if (Status S = launchSizes(OriginalGlobal, Global, Local); !S.ok())
    return S;
  cl_int Err = clEnqueueNDRangeKernel(Queue, handle(),
                                      static_cast<cl_uint>(Global.size()), nullptr,
                                      Global.data(), Local.empty() ? nullptr : Local.data(),
                                      NumWait, WaitList, Event);
  if (Err != CL_SUCCESS)
    return Status::error("kernel '" + Info.Name + "': clEnqueueNDRangeKernel: " +
                         clErrorName(Err));
  return Status::success();
}
