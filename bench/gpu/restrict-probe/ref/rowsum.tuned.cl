// Tuned by clopt 0.1.0 from rowsum.cl.
//
// Kernel 'rowsum' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: M=16384, N=16384, global [16384]
//   passes: reduce(wg=128, outputs=1, subgroup=0) unroll(factor=4, full=1)
//   speedup: 6.04x (0.3505 ms vs 2.117 ms for the original)
//   measured: median of 5 interleaved rounds; bound 6.01x at 96.9% confidence
//   launch: global[0] = roundUp(G0 * 128, 128), local[0] = 128; requires M <= 2147483520; no global work offset
//   preconditions: M <= 2147483520 (G0..G2: the original global size)
//
// The launch geometry is also in rowsum.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// Sum of every row of an N x M matrix (row-major), one work-item per row.
#pragma clopt tune global(N) sizes(N = 4096, M = 4096)
// clopt: kernel 'rowsum'
//   reduce: wg=128 outputs=1 subgroup=0
//   unroll: factor=4 full=1
//   launch: global[0] = roundUp(G0 * 128, 128), local[0] = 128; requires M <= 2147483520; no global work offset
//   local memory: 512 bytes
//   floating point: reduce reassociated sums; results differ from the original's in rounding, and more where terms cancel
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void rowsum(__global const float *A, __global float *sums, int N,
                     int M) {
  __local float red_s[128];
  const int lane = get_local_id(0);
  int i = get_group_id(0);
  float part_s = 0.0f;
  const bool valid = i < N;
  float s;
  if (valid) {
    s = 0.0f;
    {
      int k = lane;
      for (; k + 384L < M; k += 512) {
        part_s += A[i * M + k];
        part_s += A[i * M + (k + 128)];
        part_s += A[i * M + (k + 256)];
        part_s += A[i * M + (k + 384)];
      }
      for (; k < M; k += 128) {
        part_s += A[i * M + k];
      }
    }
  }
  // combine the lanes' partial s
  red_s[lane] = part_s;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 64) {
    part_s = part_s + red_s[lane + 64];
    red_s[lane] = part_s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 32) {
    part_s = part_s + red_s[lane + 32];
    red_s[lane] = part_s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 16) {
    part_s = part_s + red_s[lane + 16];
    red_s[lane] = part_s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 8) {
    part_s = part_s + red_s[lane + 8];
    red_s[lane] = part_s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 4) {
    part_s = part_s + red_s[lane + 4];
    red_s[lane] = part_s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 2) {
    part_s = part_s + red_s[lane + 2];
    red_s[lane] = part_s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane == 0) {
    part_s = part_s + red_s[lane + 1];
  }
  if (valid && lane == 0) {
    s = s + part_s;
    sums[i] = s;
  }
}

