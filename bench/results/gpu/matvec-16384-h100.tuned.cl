// Tuned by clopt 0.1.0 from matvec.cl.
//
// Kernel 'matvec' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=16384, global [16384]
//   passes: reduce(wg=256, outputs=1, subgroup=1) unroll(factor=8, full=0)
//   speedup: 6.50x (0.3497 ms vs 2.274 ms for the original)
//   launch: global[0] = roundUp(G0 * 256, 256), local[0] = 256
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in matvec.auto.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// y = A * x for an N x N matrix, one work-item per row.
#pragma clopt tune global(N) sizes(N = 4096)
// clopt: kernel 'matvec'
//   reduce: wg=256 outputs=1 subgroup=1
//   unroll: factor=8 full=0
//   launch: global[0] = roundUp(G0 * 256, 256), local[0] = 256
//   local memory: 1024 bytes
#ifdef cl_khr_subgroups
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#endif
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  __local float red_sum[256];
  const int lane = get_local_id(0);
  int i = get_group_id(0);
  float part_sum = 0.0f;
  const bool valid = i < N;
  float sum;
  if (valid) {
    sum = 0.0f;
    {
      int k = lane;
      for (; k + 1792 < N; k += 2048) {
        part_sum += A[i * N + k] * x[k];
        part_sum += A[i * N + (k + 256)] * x[k + 256];
        part_sum += A[i * N + (k + 512)] * x[k + 512];
        part_sum += A[i * N + (k + 768)] * x[k + 768];
        part_sum += A[i * N + (k + 1024)] * x[k + 1024];
        part_sum += A[i * N + (k + 1280)] * x[k + 1280];
        part_sum += A[i * N + (k + 1536)] * x[k + 1536];
        part_sum += A[i * N + (k + 1792)] * x[k + 1792];
      }
      for (; k < N; k += 256) {
        part_sum += A[i * N + k] * x[k];
      }
    }
  }
  // combine the lanes' partial sum
#ifdef cl_khr_subgroups
  part_sum = sub_group_reduce_add(part_sum);
  if (get_sub_group_local_id() == 0) {
    red_sum[get_sub_group_id()] = part_sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane == 0) {
    part_sum = red_sum[0];
    for (uint sg = 1; sg < get_num_sub_groups(); ++sg) {
      part_sum = part_sum + red_sum[sg];
    }
  }
#else
  red_sum[lane] = part_sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 128) {
    part_sum = part_sum + red_sum[lane + 128];
    red_sum[lane] = part_sum;
  }
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
#endif
  if (valid && lane == 0) {
    sum = sum + part_sum;
    y[i] = sum;
  }
}

