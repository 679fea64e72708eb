// Tuned by clopt 0.1.0 from rowsum.cl.
//
// Kernel 'rowsum' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: M=1024, N=1024, global [1024]
//   no variant beat the original (0.5237 ms); the original kernel is kept.
//
// The launch geometry is also in rowsum.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// Sum of every row of an N x M matrix (row-major), one work-item per row.
#pragma clopt tune global(N) sizes(N = 4096, M = 4096)
__kernel void rowsum(__global const float *A, __global float *sums, int N,
                     int M) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < M; ++k)
      s += A[i * M + k];
    sums[i] = s;
  }
}
