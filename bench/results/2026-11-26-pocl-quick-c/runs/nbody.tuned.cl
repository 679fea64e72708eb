// Tuned by clopt 0.1.0 from nbody.cl.
//
// Kernel 'nbody' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=2048, global [2048]
//   best candidate v9: 1.02x (bound 0.97x at 96.9% confidence over 5 interleaved rounds): no significant gain (the bound is not above 1x); the original kernel is kept (original: 5.26 ms).
//
// The launch geometry is also in nbody.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// All-pairs N-body accelerations: every work-item reads every body
// (InnerPat). pos holds (x, y, z, mass).
#pragma clopt tune global(N) sizes(N = 2048)
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int N,
                    float eps2) {
  int i = get_global_id(0);
  if (i < N) {
    float4 pi = pos[i];
    float4 a = (float4)(0.0f);
    for (int j = 0; j < N; ++j) {
      float4 pj = pos[j];
      float4 d = pj - pi;
      float r2 = d.x * d.x + d.y * d.y + d.z * d.z + eps2;
      float inv = rsqrt(r2);
      a += d * (pj.w * inv * inv * inv);
    }
    a.w = 0.0f;
    acc[i] = a;
  }
}
