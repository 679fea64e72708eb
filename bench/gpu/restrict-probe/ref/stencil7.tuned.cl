// Tuned by clopt 0.1.0 from stencil7.cl.
//
// Kernel 'stencil7' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: NX=256, NY=256, NZ=256, global [256, 256, 256]
//   passes: coarsen(d0=1, d1=2, d2=2, dist=block, chunk=1) private(hoist=1, vload=1, window=1) wgshape(d0=128, d1=1, d2=1)
//   speedup: 1.31x (0.05845 ms vs 0.07672 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.31x at 96.9% confidence
//   launch: global[0] = roundUp(G0, 128), local[0] = 128; global[1] = roundUp(ceil(G1 / 2), 1), local[1] = 1; global[2] = roundUp(ceil(G2 / 2), 1), local[2] = 1; requires G0 >= (NX); requires G1 >= (NY); requires G2 >= (NZ); no global work offset
//   preconditions: G0 >= (NX), G1 >= (NY), G2 >= (NZ) (G0..G2: the original global size)
//
// The launch geometry is also in stencil7.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 3D 7-point stencil on an NX x NY x NZ grid; boundary points are copied.
#pragma clopt tune global(NX, NY, NZ) sizes(NX = 64, NY = 64, NZ = 64)
// clopt: kernel 'stencil7'
//   coarsen: d0=1 d1=2 d2=2 dist=block chunk=1
//   private: hoist=1 vload=1 window=1
//   wgshape: d0=128 d1=1 d2=1
//   launch: global[0] = roundUp(G0, 128), local[0] = 128; global[1] = roundUp(ceil(G1 / 2), 1), local[1] = 1; global[2] = roundUp(ceil(G2 / 2), 1), local[2] = 1; requires G0 >= (NX); requires G1 >= (NY); requires G2 >= (NZ); no global work offset
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void stencil7(__global const float *in, __global float *out, int NX,
                       int NY, int NZ, float c0, float c1) {
  const int first_1 = get_global_id(1) * 2;
  const int first_2 = get_global_id(2) * 2;
  int x = get_global_id(0);
  int y_0 = first_1;
  int y_1 = first_1 + 1;
  int z_0 = first_2;
  int z_1 = first_2 + 1;
  int c_0_0 = (z_0 * NY + y_0) * NX + x;
  int c_0_1 = (z_0 * NY + y_1) * NX + x;
  int c_1_0 = (z_1 * NY + y_0) * NX + x;
  int c_1_1 = (z_1 * NY + y_1) * NX + x;
  if (x == 0 || y_0 == 0 || z_0 == 0 || x == NX - 1 || y_0 == NY - 1 || z_0 == NZ - 1) {
    if (x < NX && y_0 < NY && z_0 < NZ) {
      out[c_0_0] = in[c_0_0];
    }
  } else {
    if (x < NX && y_0 < NY && z_0 < NZ) {
      out[c_0_0] = c0 * in[c_0_0] + c1 * (in[c_0_0 - 1] + in[c_0_0 + 1] + in[c_0_0 - NX] + in[c_0_0 + NX] + in[c_0_0 - NX * NY] + in[c_0_0 + NX * NY]);
    }
  }
  if (x == 0 || y_1 == 0 || z_0 == 0 || x == NX - 1 || y_1 == NY - 1 || z_0 == NZ - 1) {
    if (x < NX && y_1 < NY && z_0 < NZ) {
      out[c_0_1] = in[c_0_1];
    }
  } else {
    if (x < NX && y_1 < NY && z_0 < NZ) {
      out[c_0_1] = c0 * in[c_0_1] + c1 * (in[c_0_1 - 1] + in[c_0_1 + 1] + in[c_0_1 - NX] + in[c_0_1 + NX] + in[c_0_1 - NX * NY] + in[c_0_1 + NX * NY]);
    }
  }
  if (x == 0 || y_0 == 0 || z_1 == 0 || x == NX - 1 || y_0 == NY - 1 || z_1 == NZ - 1) {
    if (x < NX && y_0 < NY && z_1 < NZ) {
      out[c_1_0] = in[c_1_0];
    }
  } else {
    if (x < NX && y_0 < NY && z_1 < NZ) {
      out[c_1_0] = c0 * in[c_1_0] + c1 * (in[c_1_0 - 1] + in[c_1_0 + 1] + in[c_1_0 - NX] + in[c_1_0 + NX] + in[c_1_0 - NX * NY] + in[c_1_0 + NX * NY]);
    }
  }
  if (x == 0 || y_1 == 0 || z_1 == 0 || x == NX - 1 || y_1 == NY - 1 || z_1 == NZ - 1) {
    if (x < NX && y_1 < NY && z_1 < NZ) {
      out[c_1_1] = in[c_1_1];
    }
  } else {
    if (x < NX && y_1 < NY && z_1 < NZ) {
      out[c_1_1] = c0 * in[c_1_1] + c1 * (in[c_1_1 - 1] + in[c_1_1 + 1] + in[c_1_1 - NX] + in[c_1_1 + NX] + in[c_1_1 - NX * NY] + in[c_1_1 + NX * NY]);
    }
  }
}

