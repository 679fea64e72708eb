//===- OriginalCheck.cpp - Check the original in guard bands ----------------===//
//
// The check of the original (Job::CheckOriginal): NaN or Inf it computes
// from finite inputs, and accesses out of bounds, found by two runs with
// every buffer inside a larger one whose guard bands hold different
// canaries. See JobSession.h.
//
//===----------------------------------------------------------------------===//

#include "JobSession.h"

using namespace clopt;
using namespace clopt::jobrunner;

/// Bytes of guard band after every buffer (and at least this much before
/// it) in the check of the original.
static constexpr size_t GuardBytes = 4096;

unsigned char jobrunner::guardByte(GuardFill Fill, ElemType T, size_t Buffer) {
  unsigned char Step = static_cast<unsigned char>(Buffer % 16);
  switch (Fill) {
  case GuardFill::High:
    return 0x7f - Step;
  case GuardFill::NaN:
    return 0xff;
  case GuardFill::Low:
    break;
  }
  switch (T) {
  case ElemType::UChar:
  case ElemType::UShort:
  case ElemType::UInt:
  case ElemType::ULong:
    return 0x00; // the bottom of the type; the High band tells buffers apart
  case ElemType::Char:
  case ElemType::Short:
  case ElemType::Int:
  case ElemType::Long:
    return 0x80 + Step;
  case ElemType::Half:
  case ElemType::Float:
  case ElemType::Double:
    return 0xfb - Step;
  }
  return 0x00;
}

/// Element I of a floating-point buffer as a double; nullopt for integers.
static std::optional<double> floatElement(ElemType T, const Bytes &B, size_t I) {
  switch (T) {
  case ElemType::Float: {
    float F;
    std::memcpy(&F, B.data() + I * sizeof(F), sizeof(F));
    return F;
  }
  case ElemType::Double: {
    double D;
    std::memcpy(&D, B.data() + I * sizeof(D), sizeof(D));
    return D;
  }
  case ElemType::Half: {
    uint16_t H;
    std::memcpy(&H, B.data() + I * sizeof(H), sizeof(H));
    return halfToFloat(H);
  }
  default:
    return std::nullopt;
  }
}

/// "y[3] = inf": the first element of Out that is NaN or Inf where the
/// initial data In held a finite value; "" when none.
static std::string firstNonFinite(const KernelArg &A, const Bytes &Out, const Bytes &In) {
  size_t Elem = elemTypeSize(A.Type);
  size_t N = std::min(Out.size(), In.size()) / Elem;
  for (size_t I = 0; I < N; ++I) {
    std::optional<double> O = floatElement(A.Type, Out, I);
    if (!O)
      return "";
    if (std::isfinite(*O) || !std::isfinite(*floatElement(A.Type, In, I)))
      continue;
    return A.Name + "[" + std::to_string(I) + "] = " + (std::isnan(*O) ? "nan" : "inf");
  }
  return "";
}

/// "3 bytes past its end were changed", "1 byte ... was".
static std::string changedBytes(size_t N, const char *Where) {
  return std::to_string(N) + (N == 1 ? " byte " : " bytes ") + Where +
         (N == 1 ? " was changed" : " were changed");
}

StatusOr<std::string> Session::guardedRun(cl_kernel K, const Launch &L, unsigned TimeoutMs,
                                          GuardFill Fill, std::vector<Bytes> &Outputs,
                                          const std::string &Id, bool IsReference,
                                          unsigned AllowanceMs) {
  // A sub-buffer must start at a multiple of the device's base alignment.
  cl_uint AlignBits = 0;
  clGetDeviceInfo(Dev.Id, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof(AlignBits), &AlignBits,
                  nullptr);
  size_t Align = std::max<size_t>(1, AlignBits / 8);
  size_t Front = (GuardBytes + Align - 1) / Align * Align;
  std::vector<ClMem> Parents(J.Args.size()), Subs(J.Args.size());
  // Each buffer's bands by its place among the buffers (guardByte).
  std::vector<size_t> Ordinal(J.Args.size());
  for (size_t I = 0, N = 0; I < J.Args.size(); ++I)
    if (J.Args[I].Kind == ArgKind::Buffer)
      Ordinal[I] = N++;
  // The bands and the data are written to the device, and only the bands
  // and the checked buffers read back: a whole-buffer copy on the host each
  // way made each guarded run of the row sums at 16384^2 (a 1 GiB input)
  // take 2.5 s, for a kernel of 2 ms.
  for (size_t I = 0; I < J.Args.size(); ++I) {
    if (J.Args[I].Kind != ArgKind::Buffer)
      continue;
    size_t Size = Initial[I].size();
    Bytes Band(Front, guardByte(Fill, J.Args[I].Type, Ordinal[I]));
    cl_int Err = CL_SUCCESS;
    Parents[I].reset(clCreateBuffer(Ctx.Context.get(), CL_MEM_READ_WRITE,
                                    Front + Size + GuardBytes, nullptr, &Err));
    if (Err == CL_SUCCESS)
      Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Parents[I].get(), CL_TRUE, 0, Front,
                                 Band.data(), 0, nullptr, nullptr);
    if (Err == CL_SUCCESS && Size)
      Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Parents[I].get(), CL_TRUE, Front, Size,
                                 Initial[I].data(), 0, nullptr, nullptr);
    if (Err == CL_SUCCESS)
      Err = clEnqueueWriteBuffer(Ctx.Queue.get(), Parents[I].get(), CL_TRUE, Front + Size,
                                 GuardBytes, Band.data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return Status::error("guarded buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
    cl_buffer_region Region{Front, Size};
    Subs[I].reset(clCreateSubBuffer(Parents[I].get(), CL_MEM_READ_WRITE,
                                    CL_BUFFER_CREATE_TYPE_REGION, &Region, &Err));
    if (Err != CL_SUCCESS)
      return Status::error("guarded buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
  }
  std::swap(Mems, Subs);
  std::string Msg;
  Status Set = setArgs(K, Msg);
  StatusOr<double> Ran = Set.ok() ? runOnce(K, L, TimeoutMs, Id, IsReference, AllowanceMs)
                                  : StatusOr<double>(Set);
  std::swap(Mems, Subs);
  if (Status Back = setArgs(K, Msg); !Back.ok())
    return Back;
  if (!Ran.ok())
    return Ran.status();
  Outputs.assign(J.Args.size(), Bytes());
  auto Read = [&](size_t I, size_t Offset, Bytes &To) -> Status {
    if (To.empty())
      return Status::success();
    cl_int Err = clEnqueueReadBuffer(Ctx.Queue.get(), Parents[I].get(), CL_TRUE, Offset,
                                     To.size(), To.data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return Status::error("reading buffer '" + J.Args[I].Name + "': " + clErrorName(Err));
    return Status::success();
  };
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer)
      continue;
    size_t End = Front + Initial[I].size();
    Bytes Head(Front), Tail(GuardBytes);
    if (Status S = Read(I, 0, Head); !S.ok())
      return S;
    if (Status S = Read(I, End, Tail); !S.ok())
      return S;
    unsigned char Canary = guardByte(Fill, A.Type, Ordinal[I]);
    for (size_t B = 0; B < Front; ++B)
      if (Head[B] != Canary)
        return "writes out of bounds of buffer '" + A.Name + "': " +
               changedBytes(Front - B, "before its start");
    for (size_t B = Tail.size(); B > 0; --B)
      if (Tail[B - 1] != Canary)
        return "writes out of bounds of buffer '" + A.Name + "': up to " +
               changedBytes(B, "past its end");
    if (!A.Check)
      continue;
    Outputs[I].resize(Initial[I].size());
    if (Status S = Read(I, Front, Outputs[I]); !S.ok())
      return S;
  }
  return std::string();
}

/// What is wrong with the original on the job's inputs, or "": NaN or Inf
/// it computes from finite inputs, and accesses out of bounds, found by two
/// runs in guard bands holding values above and below the data (a write
/// changes a band; a read makes the outputs of the two runs differ).
StatusOr<std::string> Session::checkOriginal(cl_kernel K, const Launch &L,
                                             unsigned TimeoutMs) {
  std::vector<Bytes> First, Second;
  StatusOr<std::string> W = guardedRun(K, L, TimeoutMs, GuardFill::High, First);
  if (!W.ok() || !W->empty())
    return W;
  W = guardedRun(K, L, TimeoutMs, GuardFill::Low, Second);
  if (!W.ok() || !W->empty())
    return W;
  for (size_t I = 0; I < J.Args.size() && J.CheckOriginalReads; ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    Tolerance Tol = toleranceOf(A);
    Comparison C = compareData(A.Type, First[I], Second[I], Tol);
    if (!C.Match)
      return "reads out of bounds (or is not deterministic): '" + A.Name +
             "' comes out different when the memory just outside the buffers holds "
             "other data (" + C.describe(A.Name) + ")";
  }
  for (size_t I = 0; I < J.Args.size(); ++I) {
    const KernelArg &A = J.Args[I];
    if (A.Kind != ArgKind::Buffer || !A.Check)
      continue;
    if (std::string Bad = firstNonFinite(A, First[I], Initial[I]); !Bad.empty())
      return "produces NaN or Inf where the same element of its input was finite (" +
             Bad + ")";
  }
  return std::string();
}
