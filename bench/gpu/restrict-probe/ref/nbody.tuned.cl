// Tuned by clopt 0.1.0 from nbody.cl.
//
// Kernel 'nbody' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=65536, global [65536]
//   passes: reduce(wg=32, outputs=1, subgroup=0) unroll(factor=16, full=0) addend(first=1)
//   speedup: 1.95x (2.663 ms vs 5.185 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.94x at 96.9% confidence
//   launch: global[0] = roundUp(G0 * 32, 32), local[0] = 32; requires N <= 2147483616; no global work offset
//   preconditions: N <= 2147483616 (G0..G2: the original global size)
//
// The launch geometry is also in nbody.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// All-pairs N-body accelerations: every work-item reads every body
// (InnerPat). pos holds (x, y, z, mass).
#pragma clopt tune global(N) sizes(N = 2048)
// clopt: kernel 'nbody'
//   reduce: wg=32 outputs=1 subgroup=0
//   unroll: factor=16 full=0
//   addend: first=1
//   launch: global[0] = roundUp(G0 * 32, 32), local[0] = 32; requires N <= 2147483616; no global work offset
//   local memory: 512 bytes
//   floating point: reduce, addend reassociated sums; results differ from the original's in rounding, and more where terms cancel
__attribute__((reqd_work_group_size(32, 1, 1)))
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int N,
                    float eps2) {
  __local float4 red_a[32];
  const int lane = get_local_id(0);
  int i = get_group_id(0);
  float4 part_a = (float4)(0.0f);
  const bool valid = i < N;
  float4 pi;
  float4 a;
  if (valid) {
    pi = pos[i];
    a = (float4)0.0f;
    {
      int j = lane;
      float4 pj;
      float4 d;
      float r2;
      float inv;
      for (; j + 480L < N; j += 512) {
        pj = pos[j];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 32];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 64];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 96];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 128];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 160];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 192];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 224];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 256];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 288];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 320];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 352];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 384];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 416];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 448];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
        pj = pos[j + 480];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
      }
      for (; j < N; j += 32) {
        pj = pos[j];
        d = pj - pi;
        r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
        inv = rsqrt(r2);
        part_a += d * (pj.w * inv * inv * inv);
      }
    }
  }
  // set after the loop: the partial's w need not be kept
  part_a.w = 0.0f;
  // combine the lanes' partial a
  red_a[lane] = part_a;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 16) {
    part_a = part_a + red_a[lane + 16];
    red_a[lane] = part_a;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 8) {
    part_a = part_a + red_a[lane + 8];
    red_a[lane] = part_a;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 4) {
    part_a = part_a + red_a[lane + 4];
    red_a[lane] = part_a;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane < 2) {
    part_a = part_a + red_a[lane + 2];
    red_a[lane] = part_a;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lane == 0) {
    part_a = part_a + red_a[lane + 1];
  }
  if (valid && lane == 0) {
    a = a + part_a;
    a.w = 0.0f;
    acc[i] = a;
  }
}

