// clopt-example: runs the two kernels clopt pre-optimised at build time
// (kernels/matvec.tuned.cl, kernels/axpy.tuned.cl and their .cl.yaml) through
// clopt's host helper, at sizes that are not multiples of anything, and
// checks them against the host. The code is what it would be for the
// original kernels: the same arguments and the same global size.
//
//   clopt-example [PLATFORM_INDEX]
#include "clopt/Runtime/HostHelper/HostHelper.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static int fail(const std::string &Msg) {
  std::fprintf(stderr, "clopt-example: error: %s\n", Msg.c_str());
  return 1;
}

static bool close(float Got, float Want) {
  return std::fabs(Got - Want) <= 1e-4f * (1.0f + std::fabs(Want));
}

static const char *describe(const clopt::TunedKernelLauncher &K) {
  return K.info().Parameters.empty() ? "original" : "tuned";
}

int main(int Argc, char **Argv) {
  // Plain OpenCL set-up, as the application already has it.
  cl_uint NumPlatforms = 0;
  clGetPlatformIDs(0, nullptr, &NumPlatforms);
  std::vector<cl_platform_id> Platforms(NumPlatforms);
  if (NumPlatforms == 0 || clGetPlatformIDs(NumPlatforms, Platforms.data(), nullptr))
    return fail("no OpenCL platform");
  cl_uint Index = Argc > 1 ? static_cast<cl_uint>(std::atoi(Argv[1])) : 0;
  if (Index >= NumPlatforms)
    return fail("no platform " + std::to_string(Index));
  cl_device_id Dev;
  if (clGetDeviceIDs(Platforms[Index], CL_DEVICE_TYPE_ALL, 1, &Dev, nullptr))
    return fail("no OpenCL device");
  cl_int Err;
  cl_context Ctx = clCreateContext(nullptr, 1, &Dev, nullptr, nullptr, &Err);
  cl_command_queue Q = clCreateCommandQueue(Ctx, Dev, 0, &Err);
  if (Err != CL_SUCCESS)
    return fail("cannot create a context and queue");

  const std::string Includes = std::string("-I") + KERNEL_INCLUDE_DIR;
  auto Load = [&](const char *Name, clopt::TunedProgram &P) -> clopt::Status {
    clopt::StatusOr<clopt::TunedProgram> L =
        clopt::TunedProgram::load(std::string(TUNED_DIR) + "/" + Name);
    if (!L.ok())
      return clopt::Status::error(L.message());
    P = std::move(*L);
    return P.build(Ctx, Dev, Includes);
  };

  // y = A * x at N = 300.
  const int N = 300;
  std::vector<float> A(size_t(N) * N), X(N), Y(N, 0.0f);
  for (size_t I = 0; I < A.size(); ++I)
    A[I] = float(I % 7) - 3.0f;
  for (int I = 0; I < N; ++I)
    X[I] = float(I % 5) * 0.5f;
  clopt::TunedProgram MatvecP;
  if (clopt::Status S = Load("matvec.tuned.cl", MatvecP); !S.ok())
    return fail(S.message());
  clopt::StatusOr<clopt::TunedKernelLauncher> Matvec = MatvecP.kernel("matvec");
  if (!Matvec.ok())
    return fail(Matvec.message());
  cl_mem BA = clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             A.size() * sizeof(float), A.data(), &Err);
  cl_mem BX = clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             X.size() * sizeof(float), X.data(), &Err);
  cl_mem BY = clCreateBuffer(Ctx, CL_MEM_WRITE_ONLY, Y.size() * sizeof(float), nullptr,
                             &Err);
  // The same arguments and global size as for the original kernel.
  for (clopt::Status S : {Matvec->setArg(0, BA), Matvec->setArg(1, BX),
                          Matvec->setArg(2, BY), Matvec->setArg(3, N),
                          Matvec->launch(Q, {size_t(N)})})
    if (!S.ok())
      return fail(S.message());
  clEnqueueReadBuffer(Q, BY, CL_TRUE, 0, Y.size() * sizeof(float), Y.data(), 0, nullptr,
                      nullptr);
  for (int I = 0; I < N; ++I) {
    float Want = 0;
    for (int K = 0; K < N; ++K)
      Want += A[size_t(I) * N + K] * X[K];
    if (!close(Y[I], Want))
      return fail("matvec: y[" + std::to_string(I) + "] = " + std::to_string(Y[I]) +
                  ", expected " + std::to_string(Want));
  }
  std::printf("matvec: %s kernel, N = %d: correct\n", describe(*Matvec), N);

  // y = a * x + y at M = 1001.
  const int M = 1001;
  const float Alpha = 2.5f;
  std::vector<float> U(M), V(M), Out(M);
  for (int I = 0; I < M; ++I) {
    U[I] = float(I % 11);
    V[I] = 1.0f - float(I % 3);
  }
  clopt::TunedProgram AxpyP;
  if (clopt::Status S = Load("axpy.tuned.cl", AxpyP); !S.ok())
    return fail(S.message());
  clopt::StatusOr<clopt::TunedKernelLauncher> Axpy = AxpyP.kernel("axpy");
  if (!Axpy.ok())
    return fail(Axpy.message());
  cl_mem BU = clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                             U.size() * sizeof(float), U.data(), &Err);
  cl_mem BV = clCreateBuffer(Ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                             V.size() * sizeof(float), V.data(), &Err);
  for (clopt::Status S : {Axpy->setArg(0, Alpha), Axpy->setArg(1, BU),
                          Axpy->setArg(2, BV), Axpy->setArg(3, M),
                          Axpy->launch(Q, {size_t(M)})})
    if (!S.ok())
      return fail(S.message());
  clEnqueueReadBuffer(Q, BV, CL_TRUE, 0, Out.size() * sizeof(float), Out.data(), 0,
                      nullptr, nullptr);
  for (int I = 0; I < M; ++I)
    if (!close(Out[I], Alpha * U[I] + V[I]))
      return fail("axpy: y[" + std::to_string(I) + "] = " + std::to_string(Out[I]) +
                  ", expected " + std::to_string(Alpha * U[I] + V[I]));
  std::printf("axpy: %s kernel, N = %d: correct\n", describe(*Axpy), M);

  for (cl_mem B : {BA, BX, BY, BU, BV})
    clReleaseMemObject(B);
  clReleaseCommandQueue(Q);
  clReleaseContext(Ctx);
  return 0;
}
