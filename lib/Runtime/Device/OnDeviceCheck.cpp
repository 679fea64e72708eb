//===- OnDeviceCheck.cpp - Screen a variant's outputs on the device -------===//
//
// See OnDeviceCheck.h. The screening kernels restate the host comparison
// (compareFloatRange and allWithinBound in Support/HostData.cpp) in OpenCL
// C; a change to one is a change to the other.
//
//===----------------------------------------------------------------------===//

#include "OnDeviceCheck.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace clopt;
using namespace clopt::jobrunner;

/// Work-items of a screening launch, each with its partial result: enough
/// to keep a GPU's memory system busy, few enough that reading the partials
/// back (12 bytes each) costs nothing next to the outputs.
static constexpr uint64_t ScreenItems = 32768;

/// Per element type: the element as it is loaded (its bits, so that a
/// subnormal is seen before a device that flushes them could turn it into
/// zero), its value in double precision, and whether the value is
/// subnormal. An element is in doubt unless both values are finite and not
/// subnormal and the error is within the bound shortened by a relative
/// 2^-30: rounding the bound differently from the host (a contracted
/// multiply-add) can then only send an element to the host, never pass one
/// the host would fail. The error and the relative error are the host's
/// expressions, exactly rounded in double.
static const char *const ScreenSource = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

#define F32_VALUE(P, i) ((double)as_float(P[i]))
#define F32_SUBNORMAL(P, i) ((P[i] & 0x7f800000u) == 0 && (P[i] & 0x007fffffu) != 0)
#define F64_VALUE(P, i) as_double(P[i])
#define F64_SUBNORMAL(P, i)                                                      \
  ((P[i] & 0x7ff0000000000000ul) == 0 && (P[i] & 0x000ffffffffffffful) != 0)
#define F16_VALUE(P, i) ((double)vload_half(i, P))
/* Every half, subnormal or not, is a normal float: vload_half is exact. */
#define NEVER(P, i) 0

#define SCREEN_FLOAT(NAME, ELEM, VALUE, SUBNORMAL)                              \
  kernel void NAME(global const ELEM *E, global const ELEM *A, ulong N,        \
                   double Rel, double Floor, global uint *Doubt,                \
                   global double *MaxRel) {                                      \
    uint doubt = 0;                                                              \
    double worst = 0.0;                                                          \
    for (ulong i = get_global_id(0); i < N; i += get_global_size(0)) {           \
      double e = VALUE(E, i), a = VALUE(A, i);                                   \
      double err = fabs(a - e);                                                  \
      double rel = e != 0.0 && Rel * fabs(e) >= Floor ? err / fabs(e) : 0.0;     \
      double bound = Rel * fabs(e) + Floor;                                      \
      bound = bound - bound * 0x1p-30;                                           \
      doubt |= !isfinite(e) | !isfinite(a) | SUBNORMAL(E, i) | SUBNORMAL(A, i) | \
               !(err <= bound);                                                  \
      worst = worst < rel ? rel : worst;                                         \
    }                                                                            \
    Doubt[get_global_id(0)] = doubt;                                             \
    MaxRel[get_global_id(0)] = worst;                                            \
  }

#define SCREEN_BITS(NAME, ELEM)                                                  \
  kernel void NAME(global const ELEM *E, global const ELEM *A, ulong N,        \
                   double Rel, double Floor, global uint *Doubt,                \
                   global double *MaxRel) {                                      \
    uint doubt = 0;                                                              \
    for (ulong i = get_global_id(0); i < N; i += get_global_size(0))             \
      doubt |= E[i] != A[i];                                                     \
    Doubt[get_global_id(0)] = doubt;                                             \
    MaxRel[get_global_id(0)] = 0.0;                                              \
  }

SCREEN_FLOAT(screen_f32, uint, F32_VALUE, F32_SUBNORMAL)
SCREEN_FLOAT(screen_f64, ulong, F64_VALUE, F64_SUBNORMAL)
SCREEN_FLOAT(screen_f16, half, F16_VALUE, NEVER)
SCREEN_BITS(screen_b8, uchar)
SCREEN_BITS(screen_b16, ushort)
SCREEN_BITS(screen_b32, uint)
SCREEN_BITS(screen_b64, ulong)
)CL";

/// The screening kernel for elements of type T.
static const char *screenKernelName(ElemType T) {
  switch (T) {
  case ElemType::Float: return "screen_f32";
  case ElemType::Double: return "screen_f64";
  case ElemType::Half: return "screen_f16";
  default: break;
  }
  switch (elemTypeSize(T)) {
  case 1: return "screen_b8";
  case 2: return "screen_b16";
  case 4: return "screen_b32";
  default: return "screen_b64";
  }
}

uint64_t jobrunner::deviceCheckMinBytes(const DeviceInfo &Info) {
  if (const char *Env = std::getenv("CLOPT_DEVICE_CHECK_MIN_BYTES")) {
    char *End = nullptr;
    errno = 0;
    unsigned long long Bytes = std::strtoull(Env, &End, 10);
    if (std::isdigit(static_cast<unsigned char>(*Env)) && !*End && errno == 0)
      return Bytes;
    std::fprintf(stderr,
                 "clopt-worker: CLOPT_DEVICE_CHECK_MIN_BYTES='%s' is not a byte count; "
                 "ignored\n",
                 Env);
  }
  return Info.Type == "cpu" ? UINT64_MAX : uint64_t(4) << 20;
}

std::unique_ptr<OnDeviceCheck> OnDeviceCheck::create(const DeviceContext &Ctx,
                                                     const Device &Dev,
                                                     const BinaryCache *Cache) {
  // The host's arithmetic needs IEEE doubles: subnormals kept, infinities
  // and NaNs, round to nearest (required of a full-profile device with
  // doubles; an embedded one may lack any of them).
  constexpr cl_device_fp_config Needed = CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST;
  cl_device_fp_config Fp64 = 0;
  if (clGetDeviceInfo(Dev.Id, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof(Fp64), &Fp64, nullptr) !=
          CL_SUCCESS ||
      (Fp64 & Needed) != Needed)
    return nullptr;
  std::unique_ptr<OnDeviceCheck> C(new OnDeviceCheck(Ctx));
  StatusOr<BuiltProgram> B =
      buildProgram(Ctx.Context.get(), Dev.Id, Dev.Info, ScreenSource, "", Cache);
  if (!B.ok()) {
    std::fprintf(stderr, "clopt-worker: outputs are compared on the host: %s\n",
                 B.message().c_str());
    return nullptr;
  }
  C->Program = std::move(B->Program);
  cl_int Err = CL_SUCCESS;
  for (ElemType T : AllElemTypes) {
    ClKernel &K = C->Kernels[static_cast<size_t>(T)];
    if (Err == CL_SUCCESS)
      K.reset(clCreateKernel(C->Program.get(), screenKernelName(T), &Err));
  }
  if (Err == CL_SUCCESS)
    C->Doubt.reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_WRITE_ONLY,
                                  ScreenItems * sizeof(cl_uint), nullptr, &Err));
  if (Err == CL_SUCCESS)
    C->MaxRel.reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_WRITE_ONLY,
                                   ScreenItems * sizeof(cl_double), nullptr, &Err));
  if (Err != CL_SUCCESS) {
    std::fprintf(stderr, "clopt-worker: outputs are compared on the host: %s\n",
                 clErrorName(Err));
    return nullptr;
  }
  return C;
}

bool OnDeviceCheck::keep(size_t Arg, ElemType T, const Bytes &Expected) {
  if (Kept.size() <= Arg)
    Kept.resize(Arg + 1);
  KeptOutput &K = Kept[Arg];
  K = KeptOutput();
  if (Expected.empty())
    return false;
  cl_int Err = CL_SUCCESS;
  ClMem Mem(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_ONLY, Expected.size(), nullptr,
                           &Err));
  if (Err == CL_SUCCESS)
    Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Mem.get(), CL_TRUE, 0, Expected.size(),
                               Expected.data(), 0, nullptr, nullptr);
  if (Err != CL_SUCCESS)
    return false;
  K.Mem = std::move(Mem);
  K.Type = T;
  K.Count = Expected.size() / elemTypeSize(T);
  return true;
}

StatusOr<OnDeviceCheck::Screen> OnDeviceCheck::screen(size_t Arg, cl_mem Actual,
                                                      const Tolerance &Tol, double Floor) {
  const KeptOutput &K = Kept.at(Arg);
  // The margin below the bound is relative: it keeps the screen on the safe
  // side only for a bound of two non-negative terms. Any other tolerance is
  // left to the host (an unclean screen, not a failure).
  if (!(Tol.Rel >= 0 && Floor >= 0 && std::isfinite(Tol.Rel) && std::isfinite(Floor)))
    return Screen();
  cl_kernel Kernel = Kernels[static_cast<size_t>(K.Type)].get();
  cl_int Err = CL_SUCCESS;
  cl_mem Expected = K.Mem.get(), DoubtMem = Doubt.get(), MaxRelMem = MaxRel.get();
  cl_ulong Count = K.Count;
  cl_double Rel = Tol.Rel, Abs = Floor;
  const std::pair<size_t, const void *> Args[] = {
      {sizeof(cl_mem), &Expected}, {sizeof(cl_mem), &Actual},  {sizeof(cl_ulong), &Count},
      {sizeof(cl_double), &Rel},   {sizeof(cl_double), &Abs},  {sizeof(cl_mem), &DoubtMem},
      {sizeof(cl_mem), &MaxRelMem}};
  for (cl_uint I = 0; I < std::size(Args) && Err == CL_SUCCESS; ++I)
    Err = clSetKernelArg(Kernel, I, Args[I].first, Args[I].second);
  // A multiple of 256, so that the work-group size the implementation picks
  // can be large; at most 255 items without an element.
  size_t Items = std::min<uint64_t>(ScreenItems, (K.Count + 255) / 256 * 256);
  if (Err == CL_SUCCESS)
    Err = clEnqueueNDRangeKernel(Ctx.Queue.get(), Kernel, 1, nullptr, &Items, nullptr,
                                 0, nullptr, nullptr);
  std::vector<cl_uint> Doubts(Items);
  std::vector<cl_double> MaxRels(Items);
  if (Err == CL_SUCCESS)
    Err = clEnqueueReadBuffer(Ctx.Queue.get(), Doubt.get(), CL_FALSE, 0,
                              Items * sizeof(cl_uint), Doubts.data(), 0, nullptr, nullptr);
  if (Err == CL_SUCCESS)
    Err = clEnqueueReadBuffer(Ctx.Queue.get(), MaxRel.get(), CL_TRUE, 0,
                              Items * sizeof(cl_double), MaxRels.data(), 0, nullptr, nullptr);
  if (Err != CL_SUCCESS) {
    clFinish(Ctx.Queue.get()); // no read may still be writing into the vectors
    if (!FailureNoted)
      std::fprintf(stderr, "clopt-worker: screening on the device failed (%s); "
                           "the host compares instead\n", clErrorName(Err));
    FailureNoted = true;
    return Status::error(std::string("screening on the device: ") + clErrorName(Err));
  }
  Screen S;
  S.Clean = std::all_of(Doubts.begin(), Doubts.end(), [](cl_uint D) { return D == 0; });
  for (cl_double M : MaxRels)
    S.MaxRelError = std::max(S.MaxRelError, M);
  return S;
}
