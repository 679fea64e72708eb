// Hand-written probe: the 3^3 convolution (radius 1 written in) in 2.5-D
// form. A work-group owns a TX x TY column of outputs and marches along z
// through ZB output planes; each input plane of its column, with the
// one-element halo, is read into local memory once (double-buffered, one
// barrier a plane), and each work-item carries the three partial sums its
// plane contributes to (z - 2, z - 1, z) in registers.
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
__kernel void conv3d(__global const float *in, __global const float *filt,
                     __global float *out, int NX, int NY, int NZ, int R) {
  __local float tile[2][LY][LX];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x0 = get_group_id(0) * TX, y0 = get_group_id(1) * TY;
  int x = x0 + lx, y = y0 + ly;
  int z0 = get_global_id(2) * ZB;
  if (z0 >= NZ) // uniform: the work-group is one item deep along z
    return;
  int zEnd = min(z0 + ZB, NZ);
  int PX = NX + 2, PY = NY + 2;
  float w[27];
#pragma unroll
  for (int i = 0; i < 27; ++i)
    w[i] = filt[i];
  bool inside = x < NX && y < NY;
  float done = 0.0f, next = 0.0f; // sums of outputs z - 2 and z - 1
  for (int p = z0; p < zEnd + 2; ++p) {
    __local float (*t)[LX] = tile[p & 1];
    for (int i = ly * TX + lx; i < LY * LX; i += TX * TY) {
      int iy = i / LX, ix = i - iy * LX;
      int gx = x0 + ix, gy = y0 + iy;
      t[iy][ix] = gx < PX && gy < PY ? in[((long)p * PY + gy) * PX + gx] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f;
#pragma unroll
    for (int dy = 0; dy < 3; ++dy)
#pragma unroll
      for (int dx = 0; dx < 3; ++dx) {
        float v = t[ly + dy][lx + dx];
        s0 += v * w[dy * 3 + dx];
        s1 += v * w[9 + dy * 3 + dx];
        s2 += v * w[18 + dy * 3 + dx];
      }
    // Plane p is tap dz of output p - dz.
    done += s2;
    if (p >= z0 + 2 && inside)
      out[((long)(p - 2) * NY + y) * NX + x] = done;
    done = next + s1;
    next = s0;
  }
}
