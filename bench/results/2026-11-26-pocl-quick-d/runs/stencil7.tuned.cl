// Tuned by clopt 0.1.0 from stencil7.cl.
//
// Kernel 'stencil7' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: NX=64, NY=64, NZ=48, global [64, 64, 48]
//   no variant beat the original (0.1119 ms); the original kernel is kept.
//
// The launch geometry is also in stencil7.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 3D 7-point stencil on an NX x NY x NZ grid; boundary points are copied.
#pragma clopt tune global(NX, NY, NZ) sizes(NX = 64, NY = 64, NZ = 64)
__kernel void stencil7(__global const float *in, __global float *out, int NX,
                       int NY, int NZ, float c0, float c1) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int z = get_global_id(2);
  if (x >= NX || y >= NY || z >= NZ)
    return;
  int c = (z * NY + y) * NX + x;
  if (x == 0 || y == 0 || z == 0 || x == NX - 1 || y == NY - 1 || z == NZ - 1) {
    out[c] = in[c];
    return;
  }
  out[c] = c0 * in[c] + c1 * (in[c - 1] + in[c + 1] + in[c - NX] + in[c + NX] +
                              in[c - NX * NY] + in[c + NX * NY]);
}
