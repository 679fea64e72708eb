// Tuned by clopt 0.1.0 from rowsum.cl.
//
// Kernel 'rowsum' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: M=1024, N=1024, global [1024]
//   passes: tile(k=64) coarsen(d0=8, dist=cyclic, chunk=8) private(hoist=1, vload=1, window=2) wgshape(d0=2)
//   speedup: 1.74x (0.257 ms vs 0.4465 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.68x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 2), local[0] = 2; requires G0 >= (N); requires M <= 2147483584; no global work offset
//   preconditions: G0 >= (N), M <= 2147483584 (G0..G2: the original global size)
//
// The launch geometry is also in rowsum.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// Sum of every row of an N x M matrix (row-major), one work-item per row.
#pragma clopt tune global(N) sizes(N = 4096, M = 4096)
// clopt: kernel 'rowsum'
//   tile: k=64
//   coarsen: d0=8 dist=cyclic chunk=8
//   private: hoist=1 vload=1 window=2
//   wgshape: d0=2
//   launch: global[0] = roundUp(ceil(G0 / 8), 2), local[0] = 2; requires G0 >= (N); requires M <= 2147483584; no global work offset
__attribute__((reqd_work_group_size(2, 1, 1)))
__kernel void rowsum(__global const float *A, __global float *sums, int N,
                     int M) {
  const int first_0 = get_group_id(0) * 16 + get_local_id(0) * 8;
  int i_0 = first_0;
  int i_1 = first_0 + 1;
  int i_2 = first_0 + 2;
  int i_3 = first_0 + 3;
  int i_4 = first_0 + 4;
  int i_5 = first_0 + 5;
  int i_6 = first_0 + 6;
  int i_7 = first_0 + 7;
  float s_0 = 0.0f;
  float s_1 = 0.0f;
  float s_2 = 0.0f;
  float s_3 = 0.0f;
  float s_4 = 0.0f;
  float s_5 = 0.0f;
  float s_6 = 0.0f;
  float s_7 = 0.0f;
  for (int k0 = 0; k0 < M; k0 += 64) {
    for (int k = k0; k < k0 + 64 && k < M; ++k) {
      s_0 += (i_0 < N ? A[i_0 * M + k] : 0);
      s_1 += (i_1 < N ? A[i_1 * M + k] : 0);
      s_2 += (i_2 < N ? A[i_2 * M + k] : 0);
      s_3 += (i_3 < N ? A[i_3 * M + k] : 0);
      s_4 += (i_4 < N ? A[i_4 * M + k] : 0);
      s_5 += (i_5 < N ? A[i_5 * M + k] : 0);
      s_6 += (i_6 < N ? A[i_6 * M + k] : 0);
      s_7 += (i_7 < N ? A[i_7 * M + k] : 0);
    }
  }
  if (i_0 < N) {
    sums[i_0] = s_0;
  }
  if (i_1 < N) {
    sums[i_1] = s_1;
  }
  if (i_2 < N) {
    sums[i_2] = s_2;
  }
  if (i_3 < N) {
    sums[i_3] = s_3;
  }
  if (i_4 < N) {
    sums[i_4] = s_4;
  }
  if (i_5 < N) {
    sums[i_5] = s_5;
  }
  if (i_6 < N) {
    sums[i_6] = s_6;
  }
  if (i_7 < N) {
    sums[i_7] = s_7;
  }
}

