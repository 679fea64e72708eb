/* OpenCL copy bandwidth and FP32 rate: the ceilings of memory-bound and
 * compute-bound kernels.
 *
 * Measures clEnqueueCopyBuffer and a float4 copy kernel on one device, with
 * profiling events, and prints GB/s counting bytes read + written (the same
 * convention as the benchmark tables); then a kernel of independent fma
 * chains, sized to run a few milliseconds, for the FP32 rate (an fma counts
 * as two flops). Plain C + OpenCL: no LLVM.
 *
 * usage: copy_bandwidth [DEVICE_INDEX] [MIB]   (device index across platforms)
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(E)                                                               \
  do {                                                                         \
    cl_int err_ = (E);                                                         \
    if (err_ != CL_SUCCESS) {                                                  \
      fprintf(stderr, "copy_bandwidth: %s failed: %d\n", #E, err_);            \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

static const char *Source =
    "__kernel void copy_f32x4(__global const float4 *in, __global float4 *out)"
    "{ size_t i = get_global_id(0); out[i] = in[i]; }\n"
    /* Independent chains hide the fma latency (float8: explicit lanes for
       CPU drivers, one register each on a GPU); a and b are arguments, so
       nothing folds. */
    "__kernel void fma_f32(__global float *out, float a, float b) {"
    "  float8 x0 = (float8)(get_global_id(0)) + (float8)(0, 1, 2, 3, 4, 5, 6, 7);"
    "  float8 x1 = x0 + 8.0f, x2 = x0 + 16.0f, x3 = x0 + 24.0f;"
    "  float8 va = (float8)(a), vb = (float8)(b);"
    "  for (int i = 0; i < FMA_ITERS; ++i) {"
    "    x0 = fma(x0, va, vb); x1 = fma(x1, va, vb);"
    "    x2 = fma(x2, va, vb); x3 = fma(x3, va, vb);"
    "  }"
    "  float8 s = x0 + x1 + x2 + x3;"
    "  out[get_global_id(0)] = s.s0 + s.s1 + s.s2 + s.s3 + s.s4 + s.s5 + s.s6 + s.s7;"
    "}";

enum { FmaIters = 1024, FmaChains = 32 };

static cl_device_id pickDevice(int Wanted, char *Name, size_t NameLen) {
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
      if (Index == Wanted) {
        clGetDeviceInfo(Devices[D], CL_DEVICE_NAME, NameLen, Name, NULL);
        return Devices[D];
      }
  }
  fprintf(stderr, "copy_bandwidth: no device %d (%d devices)\n", Wanted, Index);
  exit(1);
}

static int cmpDouble(const void *A, const void *B) {
  double X = *(const double *)A, Y = *(const double *)B;
  return (X > Y) - (X < Y);
}

static double eventMs(cl_event E) {
  cl_ulong Start, End;
  CHECK(clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_START, sizeof Start,
                                &Start, NULL));
  CHECK(clGetEventProfilingInfo(E, CL_PROFILING_COMMAND_END, sizeof End, &End,
                                NULL));
  return (End - Start) * 1e-6;
}

enum { Reps = 20 };

/* One timed launch of fma_f32 over Global work-items, in ms. */
static double fmaLaunchMs(cl_command_queue Q, cl_kernel K, size_t Global) {
  cl_event E;
  CHECK(clEnqueueNDRangeKernel(Q, K, 1, NULL, &Global, NULL, 0, NULL, &E));
  CHECK(clFinish(Q));
  double Ms = eventMs(E);
  clReleaseEvent(E);
  return Ms;
}

/* The FP32 rate: grows the launch until it takes about 5 ms (a GPU needs
   millions of work-items to fill; a CPU would take seconds for as many), then
   prints the median of Reps launches. */
static void printFmaRate(cl_context Ctx, cl_command_queue Q, cl_program Prog,
                         cl_mem Out, size_t OutBytes) {
  (void)Ctx;
  cl_int Err;
  cl_kernel K = clCreateKernel(Prog, "fma_f32", &Err);
  CHECK(Err);
  float A = 0.999f, B = 0.001f;
  CHECK(clSetKernelArg(K, 0, sizeof Out, &Out));
  CHECK(clSetKernelArg(K, 1, sizeof A, &A));
  CHECK(clSetKernelArg(K, 2, sizeof B, &B));
  size_t Global = 1024, MaxGlobal = OutBytes / sizeof(float);
  fmaLaunchMs(Q, K, Global); /* warm-up: the first launch may compile */
  while (Global * 2 <= MaxGlobal && fmaLaunchMs(Q, K, Global) < 5.0)
    Global *= 2;
  double Ms[Reps];
  for (int R = 0; R < Reps; ++R)
    Ms[R] = fmaLaunchMs(Q, K, Global);
  qsort(Ms, Reps, sizeof(double), cmpDouble);
  double Flops = 2.0 * FmaChains * FmaIters * (double)Global;
  printf("fma_f32    %zu items  %.4f ms  %.1f GFLOP/s\n", Global, Ms[Reps / 2],
         Flops / (Ms[Reps / 2] * 1e6));
  clReleaseKernel(K);
}

int main(int argc, char **argv) {
  int DeviceIndex = argc > 1 ? atoi(argv[1]) : 0;
  size_t Bytes = (size_t)(argc > 2 ? atoi(argv[2]) : 512) << 20;
  char Name[256] = {0};
  cl_device_id Dev = pickDevice(DeviceIndex, Name, sizeof Name);
  cl_int Err;
  cl_context Ctx = clCreateContext(NULL, 1, &Dev, NULL, NULL, &Err);
  CHECK(Err);
  cl_command_queue Q =
      clCreateCommandQueue(Ctx, Dev, CL_QUEUE_PROFILING_ENABLE, &Err);
  CHECK(Err);
  cl_mem In = clCreateBuffer(Ctx, CL_MEM_READ_WRITE, Bytes, NULL, &Err);
  CHECK(Err);
  cl_mem Out = clCreateBuffer(Ctx, CL_MEM_READ_WRITE, Bytes, NULL, &Err);
  CHECK(Err);
  float Zero = 1.0f;
  CHECK(clEnqueueFillBuffer(Q, In, &Zero, sizeof Zero, 0, Bytes, 0, NULL, NULL));

  cl_program Prog = clCreateProgramWithSource(Ctx, 1, &Source, NULL, &Err);
  CHECK(Err);
  char Options[64];
  snprintf(Options, sizeof Options, "-DFMA_ITERS=%d", FmaIters);
  CHECK(clBuildProgram(Prog, 1, &Dev, Options, NULL, NULL));
  cl_kernel K = clCreateKernel(Prog, "copy_f32x4", &Err);
  CHECK(Err);
  CHECK(clSetKernelArg(K, 0, sizeof In, &In));
  CHECK(clSetKernelArg(K, 1, sizeof Out, &Out));
  size_t Global = Bytes / 16;

  double CopyMs[Reps], KernelMs[Reps];
  for (int R = -2; R < Reps; ++R) { /* two warm-up rounds */
    cl_event E1, E2;
    CHECK(clEnqueueCopyBuffer(Q, In, Out, 0, 0, Bytes, 0, NULL, &E1));
    CHECK(clEnqueueNDRangeKernel(Q, K, 1, NULL, &Global, NULL, 0, NULL, &E2));
    CHECK(clFinish(Q));
    if (R >= 0) {
      CopyMs[R] = eventMs(E1);
      KernelMs[R] = eventMs(E2);
    }
    clReleaseEvent(E1);
    clReleaseEvent(E2);
  }
  qsort(CopyMs, Reps, sizeof(double), cmpDouble);
  qsort(KernelMs, Reps, sizeof(double), cmpDouble);
  double Moved = 2.0 * (double)Bytes; /* read + written */
  printf("device: %s\n", Name);
  printf("copybuf    %zu MiB  %.4f ms  %.1f GB/s\n", Bytes >> 20,
         CopyMs[Reps / 2], Moved / (CopyMs[Reps / 2] * 1e6));
  printf("copy_f32x4 %zu MiB  %.4f ms  %.1f GB/s\n", Bytes >> 20,
         KernelMs[Reps / 2], Moved / (KernelMs[Reps / 2] * 1e6));
  printFmaRate(Ctx, Q, Prog, Out, Bytes);
  return 0;
}
