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
