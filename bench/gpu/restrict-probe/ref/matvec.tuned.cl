// Tuned by clopt 0.1.0 from matvec.cl.
//
// Kernel 'matvec' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=16384, global [16384]
//   passes: reduce(wg=128, outputs=1, subgroup=0) unroll(factor=4, full=1)
//   speedup: 6.43x (0.3508 ms vs 2.256 ms for the original)
//   measured: median of 5 interleaved rounds; bound 6.42x at 96.9% confidence
//   launch: global[0] = roundUp(G0 * 128, 128), local[0] = 128; requires N <= 2147483520; no global work offset
//   preconditions: N <= 2147483520 (G0..G2: the original global size)
//
// The launch geometry is also in matvec.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// y = A * x for an N x N matrix, one work-item per row.
#pragma clopt tune global(N) sizes(N = 4096)
// clopt: kernel 'matvec'
//   reduce: wg=128 outputs=1 subgroup=0
//   unroll: factor=4 full=1
//   launch: global[0] = roundUp(G0 * 128, 128), local[0] = 128; requires N <= 2147483520; no global work offset
//   local memory: 512 bytes
//   floating point: reduce reassociated sums; results differ from the original's in rounding, and more where terms cancel
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  __local float red_sum[128];
  const int lane = get_local_id(0);
  int i = get_group_id(0);
  float part_sum = 0.0f;
  const bool valid = i < N;
  float sum;
  if (valid) {
    sum = 0.0f;
    {
      int k = lane;
      for (; k + 384L < N; k += 512) {
        part_sum += A[i * N + k] * x[k];
        part_sum += A[i * N + (k + 128)] * x[k + 128];
        part_sum += A[i * N + (k + 256)] * x[k + 256];
        part_sum += A[i * N + (k + 384)] * x[k + 384];
      }
      for (; k < N; k += 128) {
        part_sum += A[i * N + k] * x[k];
      }
    }
  }
  // combine the lanes' partial sum
  red_sum[lane] = part_sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 64) {
    part_sum = part_sum + red_sum[lane + 64];
    red_sum[lane] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 32) {
    part_sum = part_sum + red_sum[lane + 32];
    red_sum[lane] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 16) {
    part_sum = part_sum + red_sum[lane + 16];
    red_sum[lane] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 8) {
    part_sum = part_sum + red_sum[lane + 8];
    red_sum[lane] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 4) {
    part_sum = part_sum + red_sum[lane + 4];
    red_sum[lane] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 2) {
    part_sum = part_sum + red_sum[lane + 2];
    red_sum[lane] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane == 0) {
    part_sum = part_sum + red_sum[lane + 1];
  }
  if (valid && lane == 0) {
    sum = sum + part_sum;
    y[i] = sum;
  }
}

