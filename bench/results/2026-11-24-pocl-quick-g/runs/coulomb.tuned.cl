// Tuned by clopt 0.1.0 from coulomb.cl.
//
// Kernel 'coulomb' on pthread-skylake-avx512-Intel(R) Xeon(R) Processor (Portable Computing Language), driver 3.1+debian:
//   problem: NA=256, NX=128, NY=96, global [128, 96]
//   passes: tile(a=2) coarsen(d0=2, d1=8, dist=cyclic, chunk=8) private(hoist=1, vload=0) unroll(factor=2, full=0)
//   speedup: 4.33x (0.6974 ms vs 3.022 ms for the original)
//   measured: median of 5 interleaved rounds; bound 4.31x at 96.9% confidence
//   launch: global[0] = ceil(G0 / 2); global[1] = ceil(G1 / 8)
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in coulomb.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// Direct Coulomb summation: the electrostatic potential on an NX x NY grid
// (one plane, at height 2 above the atoms' z range of [-1, 1]) from NA point
// charges, one work-item per grid point. atoms holds (x, y, z, charge).
#pragma clopt tune global(NX, NY) sizes(NX = 256, NY = 256, NA = 1024)
// clopt: kernel 'coulomb'
//   tile: a=2
//   coarsen: d0=2 d1=8 dist=cyclic chunk=8
//   private: hoist=1 vload=0
//   unroll: factor=2 full=0
//   launch: global[0] = ceil(G0 / 2); global[1] = ceil(G1 / 8)
__kernel void coulomb(__global const float4 *atoms, __global float *pot,
                      int NX, int NY, int NA, float spacing) {
  const int first_0 = get_group_id(0) * get_local_size(0) * 2 + get_local_id(0) * 2;
  const int first_1 = get_group_id(1) * get_local_size(1) * 8 + get_local_id(1) * 8;
  int x_0 = first_0;
  int x_1 = first_0 + 1;
  int y_0 = first_1;
  int y_1 = first_1 + 1;
  int y_2 = first_1 + 2;
  int y_3 = first_1 + 3;
  int y_4 = first_1 + 4;
  int y_5 = first_1 + 5;
  int y_6 = first_1 + 6;
  int y_7 = first_1 + 7;
  float cx_0 = x_0 * spacing;
  float cx_1 = x_1 * spacing;
  float cy_0 = y_0 * spacing;
  float cy_1 = y_1 * spacing;
  float cy_2 = y_2 * spacing;
  float cy_3 = y_3 * spacing;
  float cy_4 = y_4 * spacing;
  float cy_5 = y_5 * spacing;
  float cy_6 = y_6 * spacing;
  float cy_7 = y_7 * spacing;
  float e_0_0 = 0.0f;
  float e_0_1 = 0.0f;
  float e_1_0 = 0.0f;
  float e_1_1 = 0.0f;
  float e_2_0 = 0.0f;
  float e_2_1 = 0.0f;
  float e_3_0 = 0.0f;
  float e_3_1 = 0.0f;
  float e_4_0 = 0.0f;
  float e_4_1 = 0.0f;
  float e_5_0 = 0.0f;
  float e_5_1 = 0.0f;
  float e_6_0 = 0.0f;
  float e_6_1 = 0.0f;
  float e_7_0 = 0.0f;
  float e_7_1 = 0.0f;
  for (int a0 = 0; a0 < NA; a0 += 2) {
    {
      int a = a0;
      float4 atoms_reg;
      float4 at_0_0;
      float4 at_0_1;
      float4 at_1_0;
      float4 at_1_1;
      float4 at_2_0;
      float4 at_2_1;
      float4 at_3_0;
      float4 at_3_1;
      float4 at_4_0;
      float4 at_4_1;
      float4 at_5_0;
      float4 at_5_1;
      float4 at_6_0;
      float4 at_6_1;
      float4 at_7_0;
      float4 at_7_1;
      float dx_0_0;
      float dx_0_1;
      float dx_1_0;
      float dx_1_1;
      float dx_2_0;
      float dx_2_1;
      float dx_3_0;
      float dx_3_1;
      float dx_4_0;
      float dx_4_1;
      float dx_5_0;
      float dx_5_1;
      float dx_6_0;
      float dx_6_1;
      float dx_7_0;
      float dx_7_1;
      float dy_0_0;
      float dy_0_1;
      float dy_1_0;
      float dy_1_1;
      float dy_2_0;
      float dy_2_1;
      float dy_3_0;
      float dy_3_1;
      float dy_4_0;
      float dy_4_1;
      float dy_5_0;
      float dy_5_1;
      float dy_6_0;
      float dy_6_1;
      float dy_7_0;
      float dy_7_1;
      float dz_0_0;
      float dz_0_1;
      float dz_1_0;
      float dz_1_1;
      float dz_2_0;
      float dz_2_1;
      float dz_3_0;
      float dz_3_1;
      float dz_4_0;
      float dz_4_1;
      float dz_5_0;
      float dz_5_1;
      float dz_6_0;
      float dz_6_1;
      float dz_7_0;
      float dz_7_1;
      for (; a + 1L < a0 + 2 && a + 1L < NA; a += 2) {
        atoms_reg = atoms[a];
        at_0_0 = atoms_reg;
        at_0_1 = atoms_reg;
        at_1_0 = atoms_reg;
        at_1_1 = atoms_reg;
        at_2_0 = atoms_reg;
        at_2_1 = atoms_reg;
        at_3_0 = atoms_reg;
        at_3_1 = atoms_reg;
        at_4_0 = atoms_reg;
        at_4_1 = atoms_reg;
        at_5_0 = atoms_reg;
        at_5_1 = atoms_reg;
        at_6_0 = atoms_reg;
        at_6_1 = atoms_reg;
        at_7_0 = atoms_reg;
        at_7_1 = atoms_reg;
        dx_0_0 = cx_0 - at_0_0.x;
        dx_0_1 = cx_1 - at_0_1.x;
        dx_1_0 = cx_0 - at_1_0.x;
        dx_1_1 = cx_1 - at_1_1.x;
        dx_2_0 = cx_0 - at_2_0.x;
        dx_2_1 = cx_1 - at_2_1.x;
        dx_3_0 = cx_0 - at_3_0.x;
        dx_3_1 = cx_1 - at_3_1.x;
        dx_4_0 = cx_0 - at_4_0.x;
        dx_4_1 = cx_1 - at_4_1.x;
        dx_5_0 = cx_0 - at_5_0.x;
        dx_5_1 = cx_1 - at_5_1.x;
        dx_6_0 = cx_0 - at_6_0.x;
        dx_6_1 = cx_1 - at_6_1.x;
        dx_7_0 = cx_0 - at_7_0.x;
        dx_7_1 = cx_1 - at_7_1.x;
        dy_0_0 = cy_0 - at_0_0.y;
        dy_0_1 = cy_0 - at_0_1.y;
        dy_1_0 = cy_1 - at_1_0.y;
        dy_1_1 = cy_1 - at_1_1.y;
        dy_2_0 = cy_2 - at_2_0.y;
        dy_2_1 = cy_2 - at_2_1.y;
        dy_3_0 = cy_3 - at_3_0.y;
        dy_3_1 = cy_3 - at_3_1.y;
        dy_4_0 = cy_4 - at_4_0.y;
        dy_4_1 = cy_4 - at_4_1.y;
        dy_5_0 = cy_5 - at_5_0.y;
        dy_5_1 = cy_5 - at_5_1.y;
        dy_6_0 = cy_6 - at_6_0.y;
        dy_6_1 = cy_6 - at_6_1.y;
        dy_7_0 = cy_7 - at_7_0.y;
        dy_7_1 = cy_7 - at_7_1.y;
        dz_0_0 = 2.0f - at_0_0.z;
        dz_0_1 = 2.0f - at_0_1.z;
        dz_1_0 = 2.0f - at_1_0.z;
        dz_1_1 = 2.0f - at_1_1.z;
        dz_2_0 = 2.0f - at_2_0.z;
        dz_2_1 = 2.0f - at_2_1.z;
        dz_3_0 = 2.0f - at_3_0.z;
        dz_3_1 = 2.0f - at_3_1.z;
        dz_4_0 = 2.0f - at_4_0.z;
        dz_4_1 = 2.0f - at_4_1.z;
        dz_5_0 = 2.0f - at_5_0.z;
        dz_5_1 = 2.0f - at_5_1.z;
        dz_6_0 = 2.0f - at_6_0.z;
        dz_6_1 = 2.0f - at_6_1.z;
        dz_7_0 = 2.0f - at_7_0.z;
        dz_7_1 = 2.0f - at_7_1.z;
        e_0_0 += at_0_0.w * rsqrt(dx_0_0 * dx_0_0 + dy_0_0 * dy_0_0 + dz_0_0 * dz_0_0);
        e_0_1 += at_0_1.w * rsqrt(dx_0_1 * dx_0_1 + dy_0_1 * dy_0_1 + dz_0_1 * dz_0_1);
        e_1_0 += at_1_0.w * rsqrt(dx_1_0 * dx_1_0 + dy_1_0 * dy_1_0 + dz_1_0 * dz_1_0);
        e_1_1 += at_1_1.w * rsqrt(dx_1_1 * dx_1_1 + dy_1_1 * dy_1_1 + dz_1_1 * dz_1_1);
        e_2_0 += at_2_0.w * rsqrt(dx_2_0 * dx_2_0 + dy_2_0 * dy_2_0 + dz_2_0 * dz_2_0);
        e_2_1 += at_2_1.w * rsqrt(dx_2_1 * dx_2_1 + dy_2_1 * dy_2_1 + dz_2_1 * dz_2_1);
        e_3_0 += at_3_0.w * rsqrt(dx_3_0 * dx_3_0 + dy_3_0 * dy_3_0 + dz_3_0 * dz_3_0);
        e_3_1 += at_3_1.w * rsqrt(dx_3_1 * dx_3_1 + dy_3_1 * dy_3_1 + dz_3_1 * dz_3_1);
        e_4_0 += at_4_0.w * rsqrt(dx_4_0 * dx_4_0 + dy_4_0 * dy_4_0 + dz_4_0 * dz_4_0);
        e_4_1 += at_4_1.w * rsqrt(dx_4_1 * dx_4_1 + dy_4_1 * dy_4_1 + dz_4_1 * dz_4_1);
        e_5_0 += at_5_0.w * rsqrt(dx_5_0 * dx_5_0 + dy_5_0 * dy_5_0 + dz_5_0 * dz_5_0);
        e_5_1 += at_5_1.w * rsqrt(dx_5_1 * dx_5_1 + dy_5_1 * dy_5_1 + dz_5_1 * dz_5_1);
        e_6_0 += at_6_0.w * rsqrt(dx_6_0 * dx_6_0 + dy_6_0 * dy_6_0 + dz_6_0 * dz_6_0);
        e_6_1 += at_6_1.w * rsqrt(dx_6_1 * dx_6_1 + dy_6_1 * dy_6_1 + dz_6_1 * dz_6_1);
        e_7_0 += at_7_0.w * rsqrt(dx_7_0 * dx_7_0 + dy_7_0 * dy_7_0 + dz_7_0 * dz_7_0);
        e_7_1 += at_7_1.w * rsqrt(dx_7_1 * dx_7_1 + dy_7_1 * dy_7_1 + dz_7_1 * dz_7_1);
        atoms_reg = atoms[a + 1];
        at_0_0 = atoms_reg;
        at_0_1 = atoms_reg;
        at_1_0 = atoms_reg;
        at_1_1 = atoms_reg;
        at_2_0 = atoms_reg;
        at_2_1 = atoms_reg;
        at_3_0 = atoms_reg;
        at_3_1 = atoms_reg;
        at_4_0 = atoms_reg;
        at_4_1 = atoms_reg;
        at_5_0 = atoms_reg;
        at_5_1 = atoms_reg;
        at_6_0 = atoms_reg;
        at_6_1 = atoms_reg;
        at_7_0 = atoms_reg;
        at_7_1 = atoms_reg;
        dx_0_0 = cx_0 - at_0_0.x;
        dx_0_1 = cx_1 - at_0_1.x;
        dx_1_0 = cx_0 - at_1_0.x;
        dx_1_1 = cx_1 - at_1_1.x;
        dx_2_0 = cx_0 - at_2_0.x;
        dx_2_1 = cx_1 - at_2_1.x;
        dx_3_0 = cx_0 - at_3_0.x;
        dx_3_1 = cx_1 - at_3_1.x;
        dx_4_0 = cx_0 - at_4_0.x;
        dx_4_1 = cx_1 - at_4_1.x;
        dx_5_0 = cx_0 - at_5_0.x;
        dx_5_1 = cx_1 - at_5_1.x;
        dx_6_0 = cx_0 - at_6_0.x;
        dx_6_1 = cx_1 - at_6_1.x;
        dx_7_0 = cx_0 - at_7_0.x;
        dx_7_1 = cx_1 - at_7_1.x;
        dy_0_0 = cy_0 - at_0_0.y;
        dy_0_1 = cy_0 - at_0_1.y;
        dy_1_0 = cy_1 - at_1_0.y;
        dy_1_1 = cy_1 - at_1_1.y;
        dy_2_0 = cy_2 - at_2_0.y;
        dy_2_1 = cy_2 - at_2_1.y;
        dy_3_0 = cy_3 - at_3_0.y;
        dy_3_1 = cy_3 - at_3_1.y;
        dy_4_0 = cy_4 - at_4_0.y;
        dy_4_1 = cy_4 - at_4_1.y;
        dy_5_0 = cy_5 - at_5_0.y;
        dy_5_1 = cy_5 - at_5_1.y;
        dy_6_0 = cy_6 - at_6_0.y;
        dy_6_1 = cy_6 - at_6_1.y;
        dy_7_0 = cy_7 - at_7_0.y;
        dy_7_1 = cy_7 - at_7_1.y;
        dz_0_0 = 2.0f - at_0_0.z;
        dz_0_1 = 2.0f - at_0_1.z;
        dz_1_0 = 2.0f - at_1_0.z;
        dz_1_1 = 2.0f - at_1_1.z;
        dz_2_0 = 2.0f - at_2_0.z;
        dz_2_1 = 2.0f - at_2_1.z;
        dz_3_0 = 2.0f - at_3_0.z;
        dz_3_1 = 2.0f - at_3_1.z;
        dz_4_0 = 2.0f - at_4_0.z;
        dz_4_1 = 2.0f - at_4_1.z;
        dz_5_0 = 2.0f - at_5_0.z;
        dz_5_1 = 2.0f - at_5_1.z;
        dz_6_0 = 2.0f - at_6_0.z;
        dz_6_1 = 2.0f - at_6_1.z;
        dz_7_0 = 2.0f - at_7_0.z;
        dz_7_1 = 2.0f - at_7_1.z;
        e_0_0 += at_0_0.w * rsqrt(dx_0_0 * dx_0_0 + dy_0_0 * dy_0_0 + dz_0_0 * dz_0_0);
        e_0_1 += at_0_1.w * rsqrt(dx_0_1 * dx_0_1 + dy_0_1 * dy_0_1 + dz_0_1 * dz_0_1);
        e_1_0 += at_1_0.w * rsqrt(dx_1_0 * dx_1_0 + dy_1_0 * dy_1_0 + dz_1_0 * dz_1_0);
        e_1_1 += at_1_1.w * rsqrt(dx_1_1 * dx_1_1 + dy_1_1 * dy_1_1 + dz_1_1 * dz_1_1);
        e_2_0 += at_2_0.w * rsqrt(dx_2_0 * dx_2_0 + dy_2_0 * dy_2_0 + dz_2_0 * dz_2_0);
        e_2_1 += at_2_1.w * rsqrt(dx_2_1 * dx_2_1 + dy_2_1 * dy_2_1 + dz_2_1 * dz_2_1);
        e_3_0 += at_3_0.w * rsqrt(dx_3_0 * dx_3_0 + dy_3_0 * dy_3_0 + dz_3_0 * dz_3_0);
        e_3_1 += at_3_1.w * rsqrt(dx_3_1 * dx_3_1 + dy_3_1 * dy_3_1 + dz_3_1 * dz_3_1);
        e_4_0 += at_4_0.w * rsqrt(dx_4_0 * dx_4_0 + dy_4_0 * dy_4_0 + dz_4_0 * dz_4_0);
        e_4_1 += at_4_1.w * rsqrt(dx_4_1 * dx_4_1 + dy_4_1 * dy_4_1 + dz_4_1 * dz_4_1);
        e_5_0 += at_5_0.w * rsqrt(dx_5_0 * dx_5_0 + dy_5_0 * dy_5_0 + dz_5_0 * dz_5_0);
        e_5_1 += at_5_1.w * rsqrt(dx_5_1 * dx_5_1 + dy_5_1 * dy_5_1 + dz_5_1 * dz_5_1);
        e_6_0 += at_6_0.w * rsqrt(dx_6_0 * dx_6_0 + dy_6_0 * dy_6_0 + dz_6_0 * dz_6_0);
        e_6_1 += at_6_1.w * rsqrt(dx_6_1 * dx_6_1 + dy_6_1 * dy_6_1 + dz_6_1 * dz_6_1);
        e_7_0 += at_7_0.w * rsqrt(dx_7_0 * dx_7_0 + dy_7_0 * dy_7_0 + dz_7_0 * dz_7_0);
        e_7_1 += at_7_1.w * rsqrt(dx_7_1 * dx_7_1 + dy_7_1 * dy_7_1 + dz_7_1 * dz_7_1);
      }
      for (; a < a0 + 2 && a < NA; ++a) {
        atoms_reg = atoms[a];
        at_0_0 = atoms_reg;
        at_0_1 = atoms_reg;
        at_1_0 = atoms_reg;
        at_1_1 = atoms_reg;
        at_2_0 = atoms_reg;
        at_2_1 = atoms_reg;
        at_3_0 = atoms_reg;
        at_3_1 = atoms_reg;
        at_4_0 = atoms_reg;
        at_4_1 = atoms_reg;
        at_5_0 = atoms_reg;
        at_5_1 = atoms_reg;
        at_6_0 = atoms_reg;
        at_6_1 = atoms_reg;
        at_7_0 = atoms_reg;
        at_7_1 = atoms_reg;
        dx_0_0 = cx_0 - at_0_0.x;
        dx_0_1 = cx_1 - at_0_1.x;
        dx_1_0 = cx_0 - at_1_0.x;
        dx_1_1 = cx_1 - at_1_1.x;
        dx_2_0 = cx_0 - at_2_0.x;
        dx_2_1 = cx_1 - at_2_1.x;
        dx_3_0 = cx_0 - at_3_0.x;
        dx_3_1 = cx_1 - at_3_1.x;
        dx_4_0 = cx_0 - at_4_0.x;
        dx_4_1 = cx_1 - at_4_1.x;
        dx_5_0 = cx_0 - at_5_0.x;
        dx_5_1 = cx_1 - at_5_1.x;
        dx_6_0 = cx_0 - at_6_0.x;
        dx_6_1 = cx_1 - at_6_1.x;
        dx_7_0 = cx_0 - at_7_0.x;
        dx_7_1 = cx_1 - at_7_1.x;
        dy_0_0 = cy_0 - at_0_0.y;
        dy_0_1 = cy_0 - at_0_1.y;
        dy_1_0 = cy_1 - at_1_0.y;
        dy_1_1 = cy_1 - at_1_1.y;
        dy_2_0 = cy_2 - at_2_0.y;
        dy_2_1 = cy_2 - at_2_1.y;
        dy_3_0 = cy_3 - at_3_0.y;
        dy_3_1 = cy_3 - at_3_1.y;
        dy_4_0 = cy_4 - at_4_0.y;
        dy_4_1 = cy_4 - at_4_1.y;
        dy_5_0 = cy_5 - at_5_0.y;
        dy_5_1 = cy_5 - at_5_1.y;
        dy_6_0 = cy_6 - at_6_0.y;
        dy_6_1 = cy_6 - at_6_1.y;
        dy_7_0 = cy_7 - at_7_0.y;
        dy_7_1 = cy_7 - at_7_1.y;
        dz_0_0 = 2.0f - at_0_0.z;
        dz_0_1 = 2.0f - at_0_1.z;
        dz_1_0 = 2.0f - at_1_0.z;
        dz_1_1 = 2.0f - at_1_1.z;
        dz_2_0 = 2.0f - at_2_0.z;
        dz_2_1 = 2.0f - at_2_1.z;
        dz_3_0 = 2.0f - at_3_0.z;
        dz_3_1 = 2.0f - at_3_1.z;
        dz_4_0 = 2.0f - at_4_0.z;
        dz_4_1 = 2.0f - at_4_1.z;
        dz_5_0 = 2.0f - at_5_0.z;
        dz_5_1 = 2.0f - at_5_1.z;
        dz_6_0 = 2.0f - at_6_0.z;
        dz_6_1 = 2.0f - at_6_1.z;
        dz_7_0 = 2.0f - at_7_0.z;
        dz_7_1 = 2.0f - at_7_1.z;
        e_0_0 += at_0_0.w * rsqrt(dx_0_0 * dx_0_0 + dy_0_0 * dy_0_0 + dz_0_0 * dz_0_0);
        e_0_1 += at_0_1.w * rsqrt(dx_0_1 * dx_0_1 + dy_0_1 * dy_0_1 + dz_0_1 * dz_0_1);
        e_1_0 += at_1_0.w * rsqrt(dx_1_0 * dx_1_0 + dy_1_0 * dy_1_0 + dz_1_0 * dz_1_0);
        e_1_1 += at_1_1.w * rsqrt(dx_1_1 * dx_1_1 + dy_1_1 * dy_1_1 + dz_1_1 * dz_1_1);
        e_2_0 += at_2_0.w * rsqrt(dx_2_0 * dx_2_0 + dy_2_0 * dy_2_0 + dz_2_0 * dz_2_0);
        e_2_1 += at_2_1.w * rsqrt(dx_2_1 * dx_2_1 + dy_2_1 * dy_2_1 + dz_2_1 * dz_2_1);
        e_3_0 += at_3_0.w * rsqrt(dx_3_0 * dx_3_0 + dy_3_0 * dy_3_0 + dz_3_0 * dz_3_0);
        e_3_1 += at_3_1.w * rsqrt(dx_3_1 * dx_3_1 + dy_3_1 * dy_3_1 + dz_3_1 * dz_3_1);
        e_4_0 += at_4_0.w * rsqrt(dx_4_0 * dx_4_0 + dy_4_0 * dy_4_0 + dz_4_0 * dz_4_0);
        e_4_1 += at_4_1.w * rsqrt(dx_4_1 * dx_4_1 + dy_4_1 * dy_4_1 + dz_4_1 * dz_4_1);
        e_5_0 += at_5_0.w * rsqrt(dx_5_0 * dx_5_0 + dy_5_0 * dy_5_0 + dz_5_0 * dz_5_0);
        e_5_1 += at_5_1.w * rsqrt(dx_5_1 * dx_5_1 + dy_5_1 * dy_5_1 + dz_5_1 * dz_5_1);
        e_6_0 += at_6_0.w * rsqrt(dx_6_0 * dx_6_0 + dy_6_0 * dy_6_0 + dz_6_0 * dz_6_0);
        e_6_1 += at_6_1.w * rsqrt(dx_6_1 * dx_6_1 + dy_6_1 * dy_6_1 + dz_6_1 * dz_6_1);
        e_7_0 += at_7_0.w * rsqrt(dx_7_0 * dx_7_0 + dy_7_0 * dy_7_0 + dz_7_0 * dz_7_0);
        e_7_1 += at_7_1.w * rsqrt(dx_7_1 * dx_7_1 + dy_7_1 * dy_7_1 + dz_7_1 * dz_7_1);
      }
    }
  }
  if (x_0 < NX && y_0 < NY) {
    pot[y_0 * NX + x_0] = e_0_0;
  }
  if (x_1 < NX && y_0 < NY) {
    pot[y_0 * NX + x_1] = e_0_1;
  }
  if (x_0 < NX && y_1 < NY) {
    pot[y_1 * NX + x_0] = e_1_0;
  }
  if (x_1 < NX && y_1 < NY) {
    pot[y_1 * NX + x_1] = e_1_1;
  }
  if (x_0 < NX && y_2 < NY) {
    pot[y_2 * NX + x_0] = e_2_0;
  }
  if (x_1 < NX && y_2 < NY) {
    pot[y_2 * NX + x_1] = e_2_1;
  }
  if (x_0 < NX && y_3 < NY) {
    pot[y_3 * NX + x_0] = e_3_0;
  }
  if (x_1 < NX && y_3 < NY) {
    pot[y_3 * NX + x_1] = e_3_1;
  }
  if (x_0 < NX && y_4 < NY) {
    pot[y_4 * NX + x_0] = e_4_0;
  }
  if (x_1 < NX && y_4 < NY) {
    pot[y_4 * NX + x_1] = e_4_1;
  }
  if (x_0 < NX && y_5 < NY) {
    pot[y_5 * NX + x_0] = e_5_0;
  }
  if (x_1 < NX && y_5 < NY) {
    pot[y_5 * NX + x_1] = e_5_1;
  }
  if (x_0 < NX && y_6 < NY) {
    pot[y_6 * NX + x_0] = e_6_0;
  }
  if (x_1 < NX && y_6 < NY) {
    pot[y_6 * NX + x_1] = e_6_1;
  }
  if (x_0 < NX && y_7 < NY) {
    pot[y_7 * NX + x_0] = e_7_0;
  }
  if (x_1 < NX && y_7 < NY) {
    pot[y_7 * NX + x_1] = e_7_1;
  }
}

