//===- JobData.cpp - Inputs, buffers and arguments of a job -----------------===//
//
// The data side of a job: the inputs generated (or read) for every
// argument, checked against the device's memory before anything is
// allocated; the device buffers, their pristine copies and uploads; the
// kernel arguments; and the data cache, which hands the reference's outputs
// to the next job of the same problem. See JobSession.h.
//
//===----------------------------------------------------------------------===//

#include "JobSession.h"

#include <string_view>
#include <sys/stat.h>

using namespace clopt;
using namespace clopt::jobrunner;

static uint64_t argSeed(uint64_t Seed, size_t Index) {
  return Seed * 1000003ULL + Index * 7919ULL + 1;
}
/// Checks, before anything is allocated, that the job's buffers can be
/// counted in bytes and fit the device's global memory: a job file with an
/// enormous count would otherwise wrap to a small buffer (and the kernel
/// would run past it) or exhaust the host's memory.
static Status checkBufferBytes(const Job &J, const DeviceInfo &D) {
  uint64_t Total = 0;
  for (const KernelArg &A : J.Args) {
    if (A.Kind != ArgKind::Buffer)
      continue;
    std::optional<uint64_t> Bytes = checkedMulUInt64(A.Count, elemTypeSize(A.Type));
    if (!Bytes || __builtin_add_overflow(Total, *Bytes, &Total))
      return Status::error("buffer '" + A.Name + "' (" + std::to_string(A.Count) + " " +
                           elemTypeName(A.Type) +
                           "): too large, its bytes do not fit a 64-bit size");
    if (D.GlobalMemBytes && *Bytes > D.GlobalMemBytes)
      return Status::error("buffer '" + A.Name + "' (" + std::to_string(A.Count) + " " +
                           elemTypeName(A.Type) + ", " + std::to_string(*Bytes) +
                           " bytes) is too large for the device's global memory (" +
                           std::to_string(D.GlobalMemBytes) + " bytes)");
  }
  if (D.GlobalMemBytes && Total > D.GlobalMemBytes)
    return Status::error("the buffers need " + std::to_string(Total) +
                         " bytes in all: too large for the device's global memory (" +
                         std::to_string(D.GlobalMemBytes) + " bytes)");
  return Status::success();
}

Status Session::prepareData() {
  if (Status S = checkBufferBytes(J, Dev.Info); !S.ok())
    return S;
  Initial.resize(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer)
      continue;
    if (A.Count == 0)
      return Status::error("buffer '" + A.Name + "' has no elements");
    switch (A.Init) {
    case InitKind::Random:
      Initial[I] = makeRandomData(A.Type, A.Count, argSeed(J.Seed, I));
      break;
    case InitKind::Range: {
      StatusOr<Bytes> B = makeRangeData(A.Type, A.Count, A.Lo, A.Hi, argSeed(J.Seed, I));
      if (!B.ok())
        return Status::error("buffer '" + A.Name + "': " + B.message());
      Initial[I] = std::move(*B);
      break;
    }
    case InitKind::File: {
      StatusOr<Bytes> B = loadDataFile(A.File, A.Type, A.Count);
      if (!B.ok())
        return Status::error("buffer '" + A.Name + "': " + B.message());
      Initial[I] = std::move(*B);
      break;
    }
    }
  }
  return Status::success();
}

Status Session::createBuffers() {
  Mems.resize(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer)
      continue;
    cl_int Err = CL_SUCCESS;
    Mems[I].reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_WRITE, Initial[I].size(),
                                 nullptr, &Err));
    if (Err != CL_SUCCESS)
      return Status::error("buffer '" + J.Args[I].Name + "' (" +
                           std::to_string(Initial[I].size()) + " bytes): " +
                           clErrorName(Err));
  }
  return Status::success();
}

void Session::createPristineCopies() {
  uint64_t Total = 0;
  for (const Bytes &B : Initial)
    Total += B.size();
  // The copies double the job's device memory: only where that leaves room
  // (a quarter of the device's memory at most), else transfers from the host.
  if (Total == 0 || (Dev.Info.GlobalMemBytes && Total * 4 > Dev.Info.GlobalMemBytes))
    return;
  std::vector<ClMem> Copies(J.Args.size());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer)
      continue;
    cl_int Err = CL_SUCCESS;
    Copies[I].reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_ONLY, Initial[I].size(),
                                   nullptr, &Err));
    if (Err == CL_SUCCESS)
      Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Copies[I].get(), CL_TRUE, 0,
                                 Initial[I].size(), Initial[I].data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return; // no room after all: keep restoring from the host
  }
  Pristine = std::move(Copies);
}

Status Session::enqueueRestore(bool CheckedOnly, std::vector<ClEvent> *Copies) {
  for (size_t I = 0; I < J.Args.size() && !Pristine.empty(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || (CheckedOnly && !A.Check))
      continue;
    cl_event E = nullptr;
    cl_int Err = clEnqueueCopyBuffer(Ctx.Queue.get(), Pristine[I].get(), Mems[I].get(), 0,
                                     0, Initial[I].size(), 0, nullptr,
                                     Copies ? &E : nullptr);
    if (E)
      Copies->emplace_back(E);
    if (Err != CL_SUCCESS)
      return Status::error("restoring buffer '" + A.Name + "': " + clErrorName(Err));
  }
  return Status::success();
}

Status Session::upload(bool CheckedOnly) {
  if (!Pristine.empty()) {
    if (Status S = enqueueRestore(CheckedOnly); !S.ok())
      return S;
    // In order: the next kernel starts after the copies; finishing here
    // reports a failed copy as the copy's error, not the kernel's.
    if (cl_int Err = clFinish(Ctx.Queue.get()); Err != CL_SUCCESS)
      return Status::error(std::string("restoring buffers: ") + clErrorName(Err));
    return Status::success();
  }
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || (CheckedOnly && !A.Check))
      continue;
    cl_int Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Mems[I].get(), CL_TRUE, 0,
                                      Initial[I].size(), Initial[I].data(), 0, nullptr,
                                      nullptr);
    if (Err != CL_SUCCESS)
      return Status::error("writing buffer '" + A.Name + "': " + clErrorName(Err));
  }
  return Status::success();
}

template <typename T> static std::vector<unsigned char> bytesOf(T V) {
  std::vector<unsigned char> B(sizeof(T));
  std::memcpy(B.data(), &V, sizeof(T));
  return B;
}

/// The bytes of a floating-point scalar, or of a vector's lanes one after
/// another ("0.5,1.25,0.75,1": a float4).
static StatusOr<std::vector<unsigned char>> floatBytes(const KernelArg &A) {
  std::vector<unsigned char> Bytes;
  std::string_view Rest = A.Value;
  while (true) {
    size_t Comma = Rest.find(',');
    StatusOr<double> D = parseFiniteDouble(std::string(Rest.substr(0, Comma)));
    if (!D.ok())
      return Status::error("scalar '" + A.Name + "': " + D.message());
    std::vector<unsigned char> Lane =
        A.Type == ElemType::Float    ? bytesOf<float>(static_cast<float>(*D))
        : A.Type == ElemType::Double ? bytesOf<double>(*D)
                                     : bytesOf<uint16_t>(floatToHalf(static_cast<float>(*D)));
    Bytes.insert(Bytes.end(), Lane.begin(), Lane.end());
    if (Comma == std::string_view::npos)
      return Bytes;
    Rest.remove_prefix(Comma + 1);
  }
}

static StatusOr<std::vector<unsigned char>> scalarBytes(const KernelArg &A) {
  if (isFloatType(A.Type))
    return floatBytes(A);
  StatusOr<int64_t> Parsed = parseInt64(A.Value);
  if (!Parsed.ok())
    return Status::error("scalar '" + A.Name + "': " + Parsed.message());
  int64_t V = *Parsed;
  switch (A.Type) {
  case ElemType::Char: return bytesOf<int8_t>(static_cast<int8_t>(V));
  case ElemType::UChar: return bytesOf<uint8_t>(static_cast<uint8_t>(V));
  case ElemType::Short: return bytesOf<int16_t>(static_cast<int16_t>(V));
  case ElemType::UShort: return bytesOf<uint16_t>(static_cast<uint16_t>(V));
  case ElemType::Int: return bytesOf<int32_t>(static_cast<int32_t>(V));
  case ElemType::UInt: return bytesOf<uint32_t>(static_cast<uint32_t>(V));
  case ElemType::Long: return bytesOf<int64_t>(V);
  case ElemType::ULong: return bytesOf<uint64_t>(static_cast<uint64_t>(V));
  default: break;
  }
  return Status::error("scalar '" + A.Name + "': unsupported type");
}

Status Session::setArgs(cl_kernel K, std::string &Msg) {
  cl_uint NumArgs = 0;
  clGetKernelInfo(K, CL_KERNEL_NUM_ARGS, sizeof(NumArgs), &NumArgs, nullptr);
  if (NumArgs != J.Args.size())
    return Status::error("the kernel takes " + std::to_string(NumArgs) +
                         " arguments, the job gives " + std::to_string(J.Args.size()));
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    cl_int Err = CL_SUCCESS;
    cl_uint Idx = static_cast<cl_uint>(I);
    if (A.Kind == ArgKind::Buffer) {
      cl_mem M = Mems[I].get();
      Err = clSetKernelArg(K, Idx, sizeof(cl_mem), &M);
    } else if (A.Kind == ArgKind::Local) {
      Err = clSetKernelArg(K, Idx, A.LocalBytes, nullptr);
    } else {
      StatusOr<std::vector<unsigned char>> B = scalarBytes(A);
      if (!B.ok())
        return B.status();
      Err = clSetKernelArg(K, Idx, B->size(), B->data());
    }
    if (Err != CL_SUCCESS)
      return Status::error("argument " + std::to_string(I) + " ('" + A.Name +
                           "'): " + clErrorName(Err));
  }
  (void)Msg;
  return Status::success();
}

/// The sections of a data cache file for J: every checked buffer's output
/// from the reference's run. The inputs are not kept: they are made again
/// over the cores, the same bytes for the same seed (HostData.h), in about
/// the time it takes to read them back, and writing them tripled the file
/// (on PoCL at 8192^2, 1.9 s to write 805 MB, 0.37 s to read them back).
static std::vector<DataSection> dataSections(const Job &J, std::vector<Bytes> &Expected) {
  std::vector<DataSection> Sections;
  for (size_t I = 0; I < J.Args.size(); ++I)
    if (J.Args[I].Kind == ArgKind::Buffer && J.Args[I].Check)
      Sections.push_back({static_cast<uint32_t>(I), DataRole::Expected, &Expected[I]});
  return Sections;
}

std::optional<double> Session::readCachedData() {
  if (J.DataCacheDir.empty() || J.Mode == JobMode::BuildOnly)
    return std::nullopt;
  // Nothing is allocated for a job whose buffers cannot be: prepareData
  // reports it.
  if (!checkBufferBytes(J, Dev.Info).ok())
    return std::nullopt;
  std::string Key = dataCacheKey(J, Dev.Info, ReferenceText);
  std::string Path = dataCachePath(J.DataCacheDir, Key);
  struct stat St;
  if (::stat(Path.c_str(), &St) != 0)
    return std::nullopt; // the first job of the search
  Expected.assign(J.Args.size(), Bytes());
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    if (A.Count == 0)
      return std::nullopt;
    Expected[I].resize(A.Count * elemTypeSize(A.Type));
  }
  StatusOr<double> Ms = readDataCache(Path, Key, dataSections(J, Expected));
  if (Ms.ok())
    return *Ms;
  std::fprintf(stderr,
               "clopt-worker: note: data cache not used: %s; running the original again\n",
               Ms.message().c_str());
  Expected.clear();
  return std::nullopt;
}

void Session::writeCachedData(double ReferenceMs) {
  std::string Key = dataCacheKey(J, Dev.Info, ReferenceText);
  Status S = writeDataCache(dataCachePath(J.DataCacheDir, Key), Key, ReferenceMs,
                            dataSections(J, Expected));
  if (!S.ok())
    std::fprintf(stderr, "clopt-worker: note: data cache not written: %s\n",
                 S.message().c_str());
}
