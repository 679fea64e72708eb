/* OpenCL copy bandwidth: the ceiling for memory-bound kernels.
 *
 * Measures clEnqueueCopyBuffer and a float4 copy kernel on one device, with
 * profiling events, and prints GB/s counting bytes read + written (the same
 * convention as the benchmark tables). Plain C + OpenCL: no LLVM.
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
    "{ size_t i = get_global_id(0); out[i] = in[i]; }";

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
  CHECK(clBuildProgram(Prog, 1, &Dev, "", NULL, NULL));
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
  return 0;
}
