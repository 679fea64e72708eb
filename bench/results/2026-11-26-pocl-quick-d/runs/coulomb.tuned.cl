// Tuned by clopt 0.1.0 from coulomb.cl.
//
// Kernel 'coulomb' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: NA=256, NX=128, NY=96, global [128, 96]
//   passes: coarsen(d0=4, d1=4, dist=cyclic, chunk=2) private(hoist=1, vload=1, window=1) wgshape(d0=16, d1=16)
//   speedup: 6.23x (0.6094 ms vs 3.795 ms for the original)
//   measured: median of 5 interleaved rounds; bound 6.17x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 4), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 4), 16), local[1] = 16; requires G0 >= (NX); requires G1 >= (NY); no global work offset
//   preconditions: G0 >= (NX), G1 >= (NY) (G0..G2: the original global size)
//
// The launch geometry is also in coulomb.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// Direct Coulomb summation: the electrostatic potential on an NX x NY grid
// (one plane, at height 2 above the atoms' z range of [-1, 1]) from NA point
// charges, one work-item per grid point. atoms holds (x, y, z, charge).
#pragma clopt tune global(NX, NY) sizes(NX = 256, NY = 256, NA = 1024)
// clopt: kernel 'coulomb'
//   coarsen: d0=4 d1=4 dist=cyclic chunk=2
//   private: hoist=1 vload=1 window=1
//   wgshape: d0=16 d1=16
//   launch: global[0] = roundUp(ceil(G0 / 4), 16), local[0] = 16; global[1] = roundUp(ceil(G1 / 4), 16), local[1] = 16; requires G0 >= (NX); requires G1 >= (NY); no global work offset
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void coulomb(__global const float4 *atoms, __global float *pot,
                      int NX, int NY, int NA, float spacing) {
  const int first_0 = get_group_id(0) * 64 + get_local_id(0) * 2;
  const int first_1 = get_group_id(1) * 64 + get_local_id(1) * 2;
  int x_0 = first_0;
  int x_1 = first_0 + 1;
  int x_2 = first_0 + 32;
  int x_3 = first_0 + 33;
  int y_0 = first_1;
  int y_1 = first_1 + 1;
  int y_2 = first_1 + 32;
  int y_3 = first_1 + 33;
  float cx_0 = x_0 * spacing;
  float cx_1 = x_1 * spacing;
  float cx_2 = x_2 * spacing;
  float cx_3 = x_3 * spacing;
  float cy_0 = y_0 * spacing;
  float cy_1 = y_1 * spacing;
  float cy_2 = y_2 * spacing;
  float cy_3 = y_3 * spacing;
  float e_0_0 = 0.0f;
  float e_0_1 = 0.0f;
  float e_0_2 = 0.0f;
  float e_0_3 = 0.0f;
  float e_1_0 = 0.0f;
  float e_1_1 = 0.0f;
  float e_1_2 = 0.0f;
  float e_1_3 = 0.0f;
  float e_2_0 = 0.0f;
  float e_2_1 = 0.0f;
  float e_2_2 = 0.0f;
  float e_2_3 = 0.0f;
  float e_3_0 = 0.0f;
  float e_3_1 = 0.0f;
  float e_3_2 = 0.0f;
  float e_3_3 = 0.0f;
  for (int a = 0; a < NA; ++a) {
    float4 atoms_reg = atoms[a];
    float4 at_0_0 = atoms_reg;
    float4 at_0_1 = atoms_reg;
    float4 at_0_2 = atoms_reg;
    float4 at_0_3 = atoms_reg;
    float4 at_1_0 = atoms_reg;
    float4 at_1_1 = atoms_reg;
    float4 at_1_2 = atoms_reg;
    float4 at_1_3 = atoms_reg;
    float4 at_2_0 = atoms_reg;
    float4 at_2_1 = atoms_reg;
    float4 at_2_2 = atoms_reg;
    float4 at_2_3 = atoms_reg;
    float4 at_3_0 = atoms_reg;
    float4 at_3_1 = atoms_reg;
    float4 at_3_2 = atoms_reg;
    float4 at_3_3 = atoms_reg;
    float dx_0_0 = cx_0 - at_0_0.x;
    float dx_0_1 = cx_1 - at_0_1.x;
    float dx_0_2 = cx_2 - at_0_2.x;
    float dx_0_3 = cx_3 - at_0_3.x;
    float dx_1_0 = cx_0 - at_1_0.x;
    float dx_1_1 = cx_1 - at_1_1.x;
    float dx_1_2 = cx_2 - at_1_2.x;
    float dx_1_3 = cx_3 - at_1_3.x;
    float dx_2_0 = cx_0 - at_2_0.x;
    float dx_2_1 = cx_1 - at_2_1.x;
    float dx_2_2 = cx_2 - at_2_2.x;
    float dx_2_3 = cx_3 - at_2_3.x;
    float dx_3_0 = cx_0 - at_3_0.x;
    float dx_3_1 = cx_1 - at_3_1.x;
    float dx_3_2 = cx_2 - at_3_2.x;
    float dx_3_3 = cx_3 - at_3_3.x;
    float dy_0_0 = cy_0 - at_0_0.y;
    float dy_0_1 = cy_0 - at_0_1.y;
    float dy_0_2 = cy_0 - at_0_2.y;
    float dy_0_3 = cy_0 - at_0_3.y;
    float dy_1_0 = cy_1 - at_1_0.y;
    float dy_1_1 = cy_1 - at_1_1.y;
    float dy_1_2 = cy_1 - at_1_2.y;
    float dy_1_3 = cy_1 - at_1_3.y;
    float dy_2_0 = cy_2 - at_2_0.y;
    float dy_2_1 = cy_2 - at_2_1.y;
    float dy_2_2 = cy_2 - at_2_2.y;
    float dy_2_3 = cy_2 - at_2_3.y;
    float dy_3_0 = cy_3 - at_3_0.y;
    float dy_3_1 = cy_3 - at_3_1.y;
    float dy_3_2 = cy_3 - at_3_2.y;
    float dy_3_3 = cy_3 - at_3_3.y;
    float dz_0_0 = 2.0f - at_0_0.z;
    float dz_0_1 = 2.0f - at_0_1.z;
    float dz_0_2 = 2.0f - at_0_2.z;
    float dz_0_3 = 2.0f - at_0_3.z;
    float dz_1_0 = 2.0f - at_1_0.z;
    float dz_1_1 = 2.0f - at_1_1.z;
    float dz_1_2 = 2.0f - at_1_2.z;
    float dz_1_3 = 2.0f - at_1_3.z;
    float dz_2_0 = 2.0f - at_2_0.z;
    float dz_2_1 = 2.0f - at_2_1.z;
    float dz_2_2 = 2.0f - at_2_2.z;
    float dz_2_3 = 2.0f - at_2_3.z;
    float dz_3_0 = 2.0f - at_3_0.z;
    float dz_3_1 = 2.0f - at_3_1.z;
    float dz_3_2 = 2.0f - at_3_2.z;
    float dz_3_3 = 2.0f - at_3_3.z;
    e_0_0 += at_0_0.w * rsqrt(dx_0_0 * dx_0_0 + dy_0_0 * dy_0_0 + dz_0_0 * dz_0_0);
    e_0_1 += at_0_1.w * rsqrt(dx_0_1 * dx_0_1 + dy_0_1 * dy_0_1 + dz_0_1 * dz_0_1);
    e_0_2 += at_0_2.w * rsqrt(dx_0_2 * dx_0_2 + dy_0_2 * dy_0_2 + dz_0_2 * dz_0_2);
    e_0_3 += at_0_3.w * rsqrt(dx_0_3 * dx_0_3 + dy_0_3 * dy_0_3 + dz_0_3 * dz_0_3);
    e_1_0 += at_1_0.w * rsqrt(dx_1_0 * dx_1_0 + dy_1_0 * dy_1_0 + dz_1_0 * dz_1_0);
    e_1_1 += at_1_1.w * rsqrt(dx_1_1 * dx_1_1 + dy_1_1 * dy_1_1 + dz_1_1 * dz_1_1);
    e_1_2 += at_1_2.w * rsqrt(dx_1_2 * dx_1_2 + dy_1_2 * dy_1_2 + dz_1_2 * dz_1_2);
    e_1_3 += at_1_3.w * rsqrt(dx_1_3 * dx_1_3 + dy_1_3 * dy_1_3 + dz_1_3 * dz_1_3);
    e_2_0 += at_2_0.w * rsqrt(dx_2_0 * dx_2_0 + dy_2_0 * dy_2_0 + dz_2_0 * dz_2_0);
    e_2_1 += at_2_1.w * rsqrt(dx_2_1 * dx_2_1 + dy_2_1 * dy_2_1 + dz_2_1 * dz_2_1);
    e_2_2 += at_2_2.w * rsqrt(dx_2_2 * dx_2_2 + dy_2_2 * dy_2_2 + dz_2_2 * dz_2_2);
    e_2_3 += at_2_3.w * rsqrt(dx_2_3 * dx_2_3 + dy_2_3 * dy_2_3 + dz_2_3 * dz_2_3);
    e_3_0 += at_3_0.w * rsqrt(dx_3_0 * dx_3_0 + dy_3_0 * dy_3_0 + dz_3_0 * dz_3_0);
    e_3_1 += at_3_1.w * rsqrt(dx_3_1 * dx_3_1 + dy_3_1 * dy_3_1 + dz_3_1 * dz_3_1);
    e_3_2 += at_3_2.w * rsqrt(dx_3_2 * dx_3_2 + dy_3_2 * dy_3_2 + dz_3_2 * dz_3_2);
    e_3_3 += at_3_3.w * rsqrt(dx_3_3 * dx_3_3 + dy_3_3 * dy_3_3 + dz_3_3 * dz_3_3);
  }
  if (x_0 < NX && y_0 < NY) {
    pot[y_0 * NX + x_0] = e_0_0;
  }
  if (x_1 < NX && y_0 < NY) {
    pot[y_0 * NX + x_1] = e_0_1;
  }
  if (x_2 < NX && y_0 < NY) {
    pot[y_0 * NX + x_2] = e_0_2;
  }
  if (x_3 < NX && y_0 < NY) {
    pot[y_0 * NX + x_3] = e_0_3;
  }
  if (x_0 < NX && y_1 < NY) {
    pot[y_1 * NX + x_0] = e_1_0;
  }
  if (x_1 < NX && y_1 < NY) {
    pot[y_1 * NX + x_1] = e_1_1;
  }
  if (x_2 < NX && y_1 < NY) {
    pot[y_1 * NX + x_2] = e_1_2;
  }
  if (x_3 < NX && y_1 < NY) {
    pot[y_1 * NX + x_3] = e_1_3;
  }
  if (x_0 < NX && y_2 < NY) {
    pot[y_2 * NX + x_0] = e_2_0;
  }
  if (x_1 < NX && y_2 < NY) {
    pot[y_2 * NX + x_1] = e_2_1;
  }
  if (x_2 < NX && y_2 < NY) {
    pot[y_2 * NX + x_2] = e_2_2;
  }
  if (x_3 < NX && y_2 < NY) {
    pot[y_2 * NX + x_3] = e_2_3;
  }
  if (x_0 < NX && y_3 < NY) {
    pot[y_3 * NX + x_0] = e_3_0;
  }
  if (x_1 < NX && y_3 < NY) {
    pot[y_3 * NX + x_1] = e_3_1;
  }
  if (x_2 < NX && y_3 < NY) {
    pot[y_3 * NX + x_2] = e_3_2;
  }
  if (x_3 < NX && y_3 < NY) {
    pot[y_3 * NX + x_3] = e_3_3;
  }
}

