//===- OpenCL.h - The OpenCL C API, with owning handles ----------*- C++ -*-===//
//
// clopt targets OpenCL 1.2 (what every platform, PoCL and NVIDIA included,
// offers) through the ICD loader. Only lib/Runtime and programs that do not
// load LLVM may include this (see lib/Runtime/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//
#ifndef CLOPT_RUNTIME_OPENCL_H
#define CLOPT_RUNTIME_OPENCL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <string>
#include <utility>

namespace clopt {

/// "CL_OUT_OF_RESOURCES" for -5; "CL error -9999" for unknown codes.
std::string clErrorName(cl_int Err);

/// Owns one reference to an OpenCL object.
template <typename T, cl_int (*Release)(T)> class ClHandle {
public:
  ClHandle() = default;
  explicit ClHandle(T H) : H(H) {}
  ClHandle(ClHandle &&O) noexcept : H(std::exchange(O.H, nullptr)) {}
  ClHandle &operator=(ClHandle &&O) noexcept {
    reset(std::exchange(O.H, nullptr));
    return *this;
  }
  ClHandle(const ClHandle &) = delete;
  ClHandle &operator=(const ClHandle &) = delete;
  ~ClHandle() { reset(); }

  T get() const { return H; }
  explicit operator bool() const { return H != nullptr; }
  void reset(T New = nullptr) {
    if (H)
      Release(H);
    H = New;
  }

private:
  T H = nullptr;
};

using ClContext = ClHandle<cl_context, clReleaseContext>;
using ClQueue = ClHandle<cl_command_queue, clReleaseCommandQueue>;
using ClProgram = ClHandle<cl_program, clReleaseProgram>;
using ClKernel = ClHandle<cl_kernel, clReleaseKernel>;
using ClMem = ClHandle<cl_mem, clReleaseMemObject>;
using ClEvent = ClHandle<cl_event, clReleaseEvent>;

} // namespace clopt

#endif // CLOPT_RUNTIME_OPENCL_H
