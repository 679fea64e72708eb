//===- HostHelper.h - Launch a tuned kernel from an application ---*- C++ -*-===//
//
// clopt writes OUT.cl and OUT.cl.yaml. An application loads both, builds the
// program for its own context and device, sets the kernel's arguments exactly
// as it did for the original kernel (the signature never changes), and
// launches with the ORIGINAL global size; the helper applies the recorded
// launch geometry and checks the variant's preconditions:
//
//   auto P = clopt::TunedProgram::load("matvec.tuned.cl");   // + .cl.yaml
//   if (!P.ok()) die(P.message());
//   if (clopt::Status S = P->build(Ctx, Dev); !S.ok()) die(S.message());
//   auto K = P->kernel("matvec");
//   K->setArg(0, BufA); K->setArg(1, BufX); K->setArg(2, BufY); K->setArg(3, N);
//   K->launch(Queue, {N});                        // original global size
//   // A kernel that needs its work-group size: K->setOriginalLocal({64});
//
// Plain C++17 and OpenCL; never loads LLVM. Link with cloptHostHelper
// (clopt::HostHelper from find_package(clopt), or pkg-config clopt-hosthelper).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_HOSTHELPER_H
#define CLOPT_RUNTIME_HOSTHELPER_H

#include "clopt/Runtime/Device/OpenCL.h"
#include "clopt/Runtime/Support/Status.h"
#include "clopt/Runtime/Support/TunedSidecar.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clopt {

class TunedKernelLauncher;

class TunedProgram {
public:
  /// Reads ClPath and its sidecar (default: ClPath + ".yaml"). A kernel the
  /// sidecar does not list is launched like the original.
  static StatusOr<TunedProgram> load(const std::string &ClPath,
                                     const std::string &SidecarPath = "");

  /// Builds for Dev in Ctx. Uses the binary cache (BinaryCache.h) unless
  /// UseCache is false. Refuses a kernel tuned for another device (the
  /// sidecar names the device) unless allowOtherDevice() was called.
  Status build(cl_context Ctx, cl_device_id Dev, const std::string &Options = "",
               bool UseCache = true);
  /// Lets build() accept kernels tuned on another device: they compute the
  /// same results, but their launch geometry may not suit (or fit) this one
  /// and their speed was measured elsewhere.
  void allowOtherDevice(bool Allow = true) { OtherDeviceAllowed = Allow; }
  /// Whether the last build() loaded a cached binary.
  bool builtFromCache() const { return CacheHit; }

  /// A launcher for kernel Name; build() first.
  StatusOr<TunedKernelLauncher> kernel(const std::string &Name) const;

  const TunedSidecar &sidecar() const { return Sidecar; }
  const std::string &source() const { return Source; }

private:
  std::string Path;
  std::string Source;
  TunedSidecar Sidecar;
  std::shared_ptr<ClProgram> Program;
  cl_device_id Device = nullptr;
  bool CacheHit = false;
  bool OtherDeviceAllowed = false;
};

/// Copies of a launcher are handles to one kernel, like copies of a
/// cl_kernel: an argument set through one is set for all.
class TunedKernelLauncher {
public:
  /// Set integer scalar arguments through setArg, not clSetKernelArg on the
  /// handle: the helper checks the preconditions with the values it saw.
  /// nullptr for a launcher not obtained from TunedProgram::kernel().
  cl_kernel handle() const { return Shared ? Shared->Kernel.get() : nullptr; }
  /// What clopt recorded for this kernel (identity geometry if untuned).
  const TunedKernel &info() const { return Info; }

  /// Like clSetKernelArg; also remembers integer scalars for preconditions.
  Status setArg(cl_uint Index, size_t Size, const void *Value);
  Status setArg(cl_uint Index, cl_mem Buffer) {
    return setArg(Index, sizeof(cl_mem), &Buffer);
  }
  template <typename T> Status setArg(cl_uint Index, const T &Value) {
    return setArg(Index, sizeof(T), &Value);
  }
  /// A __local pointer argument of Bytes bytes.
  Status setLocalArg(cl_uint Index, size_t Bytes) {
    return setArg(Index, Bytes, nullptr);
  }

  /// The local size the application gave the original kernel (empty: it
  /// passed NULL). Used where the kernel is launched like the original: left
  /// as it was (untuned, not listed by the sidecar, kept by clopt), or a
  /// variant whose launch is the original's and fixes no local size. A
  /// kernel that needs its work-group size (__local scratch sized by it,
  /// reqd_work_group_size) then runs as it did. Ignored elsewhere: the
  /// variant's own geometry decides.
  void setOriginalLocal(std::vector<size_t> Local) { OriginalLocal = std::move(Local); }

  /// The NDRange the tuned kernel needs for OriginalGlobal; Local is empty
  /// when the implementation may choose.
  Status launchSizes(const std::vector<size_t> &OriginalGlobal,
                     std::vector<size_t> &Global, std::vector<size_t> &Local) const;

  /// Checks the preconditions, then enqueues with the derived sizes.
  /// OriginalGlobal has 1 to 3 dimensions: any number for a kernel launched
  /// like the original (kept by clopt, or not listed by the sidecar); for a
  /// variant its work_dim, optionally followed by dimensions of size 1.
  Status launch(cl_command_queue Queue, const std::vector<size_t> &OriginalGlobal,
                cl_uint NumWait = 0, const cl_event *WaitList = nullptr,
                cl_event *Event = nullptr) const;

private:
  friend class TunedProgram;
  /// An error for a default-constructed launcher, which has no kernel.
  Status checkObtained() const;
  /// Why scalar A, which a precondition reads, has no value.
  Status unsetScalar(const TunedArg &A) const;
  /// The kernel and the integer scalars set on it, which the preconditions
  /// read: shared by every copy, as the cl_kernel's arguments are.
  struct SharedKernel {
    explicit SharedKernel(cl_kernel K) : Kernel(K) {}
    ClKernel Kernel;
    SizeEnv Scalars;
    /// Integer scalars last set with a value the preconditions cannot read
    /// (another size than the sidecar's type has; a ulong beyond the 64-bit
    /// signed range they are evaluated in), and why.
    std::map<std::string, std::string> Unreadable;
  };
  std::shared_ptr<ClProgram> Program; ///< Keeps the program alive.
  std::shared_ptr<SharedKernel> Shared;
  TunedKernel Info;
  std::vector<size_t> OriginalLocal;
};

} // namespace clopt

#endif // CLOPT_RUNTIME_HOSTHELPER_H
