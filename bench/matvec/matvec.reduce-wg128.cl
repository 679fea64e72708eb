// y = A * x for an N x N matrix, one work-item per row (the naive kernel).
#pragma clopt tune global(N) sizes(N = 4096)
// clopt: kernel 'matvec'
//   reduce: wg=128 outputs=1 subgroup=0
//   launch: global[0] = roundUp(G0 * 128, 128), local[0] = 128
//   local memory: 512 bytes
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
    for (int k = lane; k < N; k += 128) {
      part_sum += A[i * N + k] * x[k];
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

