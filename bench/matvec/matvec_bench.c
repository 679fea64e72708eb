/* Times a matvec kernel (signature: A, x, y, int N) from a .cl file with
 * profiling events and prints the achieved bandwidth, counting the bytes
 * the kernel must move: A and x read, y written. The first run's y is
 * compared with the naive kernel's (given as REF.cl) so that a wrong
 * variant cannot report a number. Plain C + OpenCL: no LLVM.
 *
 * usage: matvec_bench DEVICE FILE.cl REF.cl N GLOBAL LOCAL [REPS]
 *        (LOCAL 0 = let the implementation choose)
 * prints: "matvec N=... ms=... GBs=... maxrel=..."
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(E)                                                               \
  do {                                                                         \
    cl_int err_ = (E);                                                         \
    if (err_ != CL_SUCCESS) {                                                  \
      fprintf(stderr, "matvec_bench: %s failed: %d\n", #E, err_);              \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static cl_device_id pickDevice(int Wanted) {
  cl_platform_id Platforms[16];
  cl_uint NP = 0;
  CHECK(clGetPlatformIDs(16, Platforms, &NP));
  int Index = 0;
  for (cl_uint P = 0; P < NP; ++P) {
    cl_device_id Devices[16];
    cl_uint ND = 0;
    if (clGetDeviceIDs(Platforms[P], CL_DEVICE_TYPE_ALL, 16, Devices, &ND))
      continue;
    for (cl_uint D = 0; D < ND; ++D, ++Index)
      if (Index == Wanted)
        return Devices[D];
  }
  fprintf(stderr, "matvec_bench: no device %d\n", Wanted);
  exit(1);
}

static char *readFile(const char *Path) {
  FILE *F = fopen(Path, "rb");
  if (!F) {
    fprintf(stderr, "matvec_bench: cannot read %s\n", Path);
    exit(1);
  }
  fseek(F, 0, SEEK_END);
  long Len = ftell(F);
  fseek(F, 0, SEEK_SET);
  char *S = malloc(Len + 1);
  if (fread(S, 1, Len, F) != (size_t)Len)
    exit(1);
  S[Len] = 0;
  fclose(F);
  return S;
}

static cl_kernel build(cl_context Ctx, cl_device_id Dev, const char *Path) {
  const char *Src = readFile(Path);
  cl_int Err;
  cl_program P = clCreateProgramWithSource(Ctx, 1, &Src, NULL, &Err);
  CHECK(Err);
  if (clBuildProgram(P, 1, &Dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) {
    char Log[16384];
    clGetProgramBuildInfo(P, Dev, CL_PROGRAM_BUILD_LOG, sizeof(Log), Log, NULL);
    fprintf(stderr, "matvec_bench: %s does not build:\n%s\n", Path, Log);
    exit(1);
  }
  cl_kernel K = clCreateKernel(P, "matvec", &Err);
  CHECK(Err);
  return K;
}

static double run(cl_command_queue Q, cl_kernel K, cl_mem A, cl_mem X, cl_mem Y,
                  int N, size_t Global, size_t Local) {
  CHECK(clSetKernelArg(K, 0, sizeof(cl_mem), &A));
  CHECK(clSetKernelArg(K, 1, sizeof(cl_mem), &X));
  CHECK(clSetKernelArg(K, 2, sizeof(cl_mem), &Y));
  CHECK(clSetKernelArg(K, 3, sizeof(int), &N));
  cl_event E;
  CHECK(clEnqueueNDRangeKernel(Q, K, 1, NULL, &Global, Local ? &Local : NULL,
                               0, NULL, &E));
  CHECK(clWaitForEvents(1, &E));
  cl_ulong T0, T1;
  CHECK(clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_START, sizeof(T0), &T0, NULL));
  CHECK(clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_END, sizeof(T1), &T1, NULL));
  clReleaseEvent(E);
  return (T1 - T0) * 1e-6;
}

static int cmpDouble(const void *A, const void *B) {
  double X = *(const double *)A, Y = *(const double *)B;
  return X < Y ? -1 : X > Y;
}

int main(int Argc, char **Argv) {
  if (Argc < 7) {
    fprintf(stderr, "usage: matvec_bench DEVICE FILE.cl REF.cl N GLOBAL LOCAL [REPS]\n");
    return 2;
  }
  int Dev = atoi(Argv[1]);
  int N = atoi(Argv[4]);
  size_t Global = strtoull(Argv[5], NULL, 10), Local = strtoull(Argv[6], NULL, 10);
  int Reps = Argc > 7 ? atoi(Argv[7]) : 10;
  cl_device_id D = pickDevice(Dev);
  cl_int Err;
  cl_context Ctx = clCreateContext(NULL, 1, &D, NULL, NULL, &Err);
  CHECK(Err);
  cl_command_queue Q = clCreateCommandQueue(Ctx, D, CL_QUEUE_PROFILING_ENABLE, &Err);
  CHECK(Err);
  size_t NN = (size_t)N * N;
  float *HA = malloc(NN * sizeof(float)), *HX = malloc(N * sizeof(float));
  float *HY = malloc(N * sizeof(float)), *HR = malloc(N * sizeof(float));
  unsigned S = 12345;
  for (size_t I = 0; I < NN; ++I) {
    S = S * 1103515245u + 12345u;
    HA[I] = (float)((S >> 9) & 0xffff) / 65536.0f - 0.5f;
  }
  for (int I = 0; I < N; ++I)
    HX[I] = (float)((I * 7919) % 1000) / 1000.0f - 0.5f;
  cl_mem A = clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                            NN * sizeof(float), HA, &Err);
  CHECK(Err);
  cl_mem X = clCreateBuffer(Ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                            N * sizeof(float), HX, &Err);
  CHECK(Err);
  cl_mem Y = clCreateBuffer(Ctx, CL_MEM_READ_WRITE, N * sizeof(float), NULL, &Err);
  CHECK(Err);

  // Reference: the naive kernel, one work-item per row.
  cl_kernel Ref = build(Ctx, D, Argv[3]);
  run(Q, Ref, A, X, Y, N, (size_t)N, 0);
  CHECK(clEnqueueReadBuffer(Q, Y, CL_TRUE, 0, N * sizeof(float), HR, 0, NULL, NULL));
  float Zero = 0;
  CHECK(clEnqueueFillBuffer(Q, Y, &Zero, sizeof(float), 0, N * sizeof(float), 0, NULL, NULL));

  cl_kernel K = build(Ctx, D, Argv[2]);
  run(Q, K, A, X, Y, N, Global, Local); // warm-up, and the checked result
  CHECK(clEnqueueReadBuffer(Q, Y, CL_TRUE, 0, N * sizeof(float), HY, 0, NULL, NULL));
  // Reassociation changes low bits; rows whose sum nearly cancels make an
  // element-wise relative error meaningless, so the bound is relative to the
  // largest result.
  double MaxDiff = 0, Scale = 1e-30;
  for (int I = 0; I < N; ++I) {
    MaxDiff = fmax(MaxDiff, fabs(HY[I] - HR[I]));
    Scale = fmax(Scale, fabs(HR[I]));
  }
  double MaxRel = MaxDiff / Scale;
  if (MaxRel > 1e-4) {
    fprintf(stderr, "matvec_bench: %s differs from %s (max rel error %g)\n",
            Argv[2], Argv[3], MaxRel);
    return 1;
  }
  double *Ms = malloc(Reps * sizeof(double));
  for (int R = 0; R < Reps; ++R)
    Ms[R] = run(Q, K, A, X, Y, N, Global, Local);
  qsort(Ms, Reps, sizeof(double), cmpDouble);
  double Med = Ms[Reps / 2];
  double Bytes = (NN + 2.0 * N) * sizeof(float);
  printf("matvec N=%d ms=%.4f GBs=%.1f maxrel=%.1e\n", N, Med,
         Bytes / (Med * 1e-3) / 1e9, MaxRel);
  return 0;
}
