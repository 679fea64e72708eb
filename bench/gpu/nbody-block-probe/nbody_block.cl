// n-body in the reduce form with register blocking: L lanes share each
// output's j loop (as clopt's reduce pass does), and every lane computes P
// outputs, so one load of pos[j] serves P interactions instead of one.
// Macros: P (outputs per lane), L (lanes per output block), WG (work-group
// size, a multiple of L), U (unroll of the j loop).
__attribute__((reqd_work_group_size(WG, 1, 1)))
__kernel void nbody(__global const float4 *pos, __global float4 *acc, int N,
                    float eps2) {
  __local float4 red[WG];
  const int lid = get_local_id(0);
  const int lane = lid % L;
  const int i0 = (get_group_id(0) * (WG / L) + lid / L) * P;
  float4 pi[P];
  float4 a[P];
#pragma unroll
  for (int p = 0; p < P; ++p) {
    pi[p] = pos[min(i0 + p, N - 1)];
    a[p] = (float4)(0.0f);
  }
#pragma unroll U
  for (int j = lane; j < N; j += L) {
    const float4 pj = pos[j];
#pragma unroll
    for (int p = 0; p < P; ++p) {
      const float4 d = pj - pi[p];
      const float r2 = eps2 + d.x * d.x + d.y * d.y + d.z * d.z;
      const float inv = rsqrt(r2);
      a[p] += d * (pj.w * inv * inv * inv);
    }
  }
#pragma unroll
  for (int p = 0; p < P; ++p) {
    a[p].w = 0.0f;
    red[lid] = a[p];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = L / 2; s > 0; s >>= 1) {
      if (lane < s)
        red[lid] += red[lid + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && i0 + p < N)
      acc[i0 + p] = red[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
