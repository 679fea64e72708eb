// Hand-written probe: the 7-point stencil in 2.5-D form. A work-group owns a
// TX x TY column of points and marches along z through ZB planes; the
// column's plane with its one-element halo is read into local memory once
// (double-buffered, one barrier a plane) and the z neighbours are carried in
// registers. Same arithmetic order as the original.
#ifndef TX
#define TX 32
#endif
#ifndef TY
#define TY 8
#endif
#ifndef ZB
#define ZB 16
#endif
#define LX (TX + 2)
#define LY (TY + 2)
__kernel void stencil7(__global const float *in, __global float *out, int NX,
                       int NY, int NZ, float c0, float c1) {
  __local float tile[2][LY][LX];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x0 = get_group_id(0) * TX, y0 = get_group_id(1) * TY;
  int x = x0 + lx, y = y0 + ly;
  int z0 = get_global_id(2) * ZB;
  if (z0 >= NZ)
    return;
  int zEnd = min(z0 + ZB, NZ);
  bool inside = x < NX && y < NY;
  bool edge = x == 0 || y == 0 || x == NX - 1 || y == NY - 1;
  long plane = (long)NX * NY;
  long c = (long)y * NX + x;
  float below = z0 > 0 && inside ? in[c + (z0 - 1) * plane] : 0.0f;
  float mid = inside ? in[c + z0 * plane] : 0.0f;
  for (int z = z0; z < zEnd; ++z) {
    __local float (*t)[LX] = tile[z & 1];
    for (int i = ly * TX + lx; i < LY * LX; i += TX * TY) {
      int iy = i / LX, ix = i - iy * LX;
      int gx = x0 + ix - 1, gy = y0 + iy - 1;
      t[iy][ix] = gx >= 0 && gy >= 0 && gx < NX && gy < NY
                      ? in[z * plane + (long)gy * NX + gx] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float above = z + 1 < NZ && inside ? in[c + (z + 1) * plane] : 0.0f;
    if (inside) {
      long o = c + z * plane;
      if (edge || z == 0 || z == NZ - 1)
        out[o] = mid;
      else
        out[o] = c0 * mid + c1 * (t[ly + 1][lx] + t[ly + 1][lx + 2] +
                                  t[ly][lx + 1] + t[ly + 2][lx + 1] +
                                  below + above);
    }
    below = mid;
    mid = above;
  }
}
