/* Times hand-written GEMM forms against a naive reference on one device.
 * usage: gemm_probe DEVICE N FILE KERNEL G0 G1 L0 L1 [BUILD_OPTIONS]
 * C = A * B, row-major N x N; the kernel has signature (A, B, C, N). */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define CHECK(E) do { cl_int e_ = (E); if (e_ != CL_SUCCESS) { fprintf(stderr, "%s: %d\n", #E, e_); exit(1);} } while (0)
static const char *Naive =
  "__kernel void naive(__global const float *A, __global const float *B, __global float *C, int N) {"
  " int j = get_global_id(0), i = get_global_id(1); if (i >= N || j >= N) return;"
  " float s = 0; for (int k = 0; k < N; ++k) s += A[i*N+k] * B[k*N+j]; C[i*N+j] = s; }";
static cl_device_id pick(int want) {
  cl_platform_id P[16]; cl_uint np; CHECK(clGetPlatformIDs(16, P, &np));
  int idx = 0;
  for (cl_uint p = 0; p < np; ++p) { cl_device_id D[16]; cl_uint nd = 0;
    if (clGetDeviceIDs(P[p], CL_DEVICE_TYPE_ALL, 16, D, &nd)) continue;
    for (cl_uint d = 0; d < nd; ++d, ++idx) if (idx == want) return D[d]; }
  fprintf(stderr, "no device %d\n", want); exit(1);
}
static char *slurp(const char *f) { FILE *fp = fopen(f, "rb"); if (!fp) { perror(f); exit(1);} fseek(fp,0,SEEK_END); long n = ftell(fp); rewind(fp); char *s = malloc(n+1); if (fread(s,1,n,fp) != (size_t)n) { perror(f); exit(1); } s[n]=0; fclose(fp); return s; }
static cl_kernel build(cl_context ctx, cl_device_id dev, const char *src, const char *name, const char *opts) {
  cl_int err; cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err); CHECK(err);
  if (clBuildProgram(p, 1, &dev, opts, NULL, NULL) != CL_SUCCESS) { char log[20000]; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL); fprintf(stderr, "build failed:\n%s\n", log); exit(1); }
  cl_kernel k = clCreateKernel(p, name, &err); CHECK(err); return k;
}
static int cmpd(const void *a, const void *b) { double x = *(const double*)a, y = *(const double*)b; return x < y ? -1 : x > y; }
static double timeit(cl_command_queue q, cl_kernel k, size_t *g, size_t *l, int reps) {
  double t[64]; for (int r = 0; r < reps + 1; ++r) { cl_event ev; CHECK(clEnqueueNDRangeKernel(q, k, 2, NULL, g, l, 0, NULL, &ev)); CHECK(clWaitForEvents(1, &ev)); cl_ulong a, b; clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof a, &a, NULL); clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof b, &b, NULL); if (r) t[r-1] = (b - a) * 1e-6; clReleaseEvent(ev); }
  qsort(t, reps, sizeof(double), cmpd); return t[reps/2];
}
int main(int argc, char **argv) {
  if (argc < 9) { fprintf(stderr, "usage\n"); return 2; }
  int devi = atoi(argv[1]), N = atoi(argv[2]); const char *file = argv[3], *name = argv[4];
  size_t g[2] = {atol(argv[5]), atol(argv[6])}, l[2] = {atol(argv[7]), atol(argv[8])};
  const char *opts = argc > 9 ? argv[9] : "";
  cl_device_id dev = pick(devi); cl_int err;
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err); CHECK(err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, CL_QUEUE_PROFILING_ENABLE, &err); CHECK(err);
  size_t n2 = (size_t)N * N; float *h = malloc(n2 * 4 * 3);
  srand(1); for (size_t i = 0; i < 2 * n2; ++i) h[i] = (float)rand() / RAND_MAX - 0.5f;
  cl_mem A = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n2*4, h, &err); CHECK(err);
  cl_mem B = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n2*4, h + n2, &err); CHECK(err);
  cl_mem C0 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n2*4, NULL, &err); CHECK(err);
  cl_mem C1 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n2*4, NULL, &err); CHECK(err);
  cl_kernel kn = build(ctx, dev, Naive, "naive", "");
  cl_kernel kt = build(ctx, dev, slurp(file), name, opts);
  cl_mem bufs0[3] = {A, B, C0}, bufs1[3] = {A, B, C1};
  for (int i = 0; i < 3; ++i) { CHECK(clSetKernelArg(kn, i, sizeof(cl_mem), &bufs0[i])); CHECK(clSetKernelArg(kt, i, sizeof(cl_mem), &bufs1[i])); }
  CHECK(clSetKernelArg(kn, 3, sizeof(int), &N)); CHECK(clSetKernelArg(kt, 3, sizeof(int), &N));
  size_t gn[2] = {(N + 15) / 16 * 16, (N + 15) / 16 * 16}, ln[2] = {16, 16};
  double tn = timeit(q, kn, gn, ln, 3), tt = timeit(q, kt, g, l, 15);
  float *c0 = h + 2 * n2, *c1 = malloc(n2 * 4);
  CHECK(clEnqueueReadBuffer(q, C0, CL_TRUE, 0, n2*4, c0, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(q, C1, CL_TRUE, 0, n2*4, c1, 0, NULL, NULL));
  double maxerr = 0; for (size_t i = 0; i < n2; ++i) { double e = fabs(c0[i] - c1[i]) / (fabs(c0[i]) + 1e-3); if (e > maxerr) maxerr = e; }
  double tf = 2.0 * N * N * (double)N / (tt * 1e-3) / 1e12;
  printf("%-28s %-40s N=%d naive %.3f ms  variant %.3f ms  %.2f TFLOP/s  maxrel %.2g %s\n", file, opts, N, tn, tt, tf, maxerr, maxerr < 1e-3 ? "PASS" : "FAIL");
  return 0;
}
