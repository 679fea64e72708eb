// Hand-written probe: stencil7 with ZB consecutive z points per work-item and
// the z neighbours carried in registers (each plane read once per item
// column instead of three times). Same arithmetic order as the original.
#ifndef ZB
#define ZB 8
#endif
__kernel void stencil7(__global const float *in, __global float *out, int NX,
                       int NY, int NZ, float c0, float c1) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int z0 = get_global_id(2) * ZB;
  if (x >= NX || y >= NY || z0 >= NZ)
    return;
  int plane = NX * NY;
  int c = (z0 * NY + y) * NX + x;
  bool edge = x == 0 || y == 0 || x == NX - 1 || y == NY - 1;
  float below = z0 > 0 ? in[c - plane] : 0.0f;
  float mid = in[c];
#pragma unroll
  for (int k = 0; k < ZB; ++k) {
    int z = z0 + k;
    if (z >= NZ)
      break;
    float above = z + 1 < NZ ? in[c + plane] : 0.0f;
    if (edge || z == 0 || z == NZ - 1)
      out[c] = mid;
    else
      out[c] = c0 * mid + c1 * (in[c - 1] + in[c + 1] + in[c - NX] + in[c + NX] +
                                below + above);
    below = mid;
    mid = above;
    c += plane;
  }
}
