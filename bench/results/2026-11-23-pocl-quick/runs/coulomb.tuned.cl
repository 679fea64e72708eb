// Tuned by clopt 0.1.0 from coulomb.cl.
//
// Kernel 'coulomb' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: NA=256, NX=128, NY=96, global [128, 96]
//   passes: tile(a=128) coarsen(d0=4, d1=16, dist=cyclic) private(hoist=0)
//   speedup: 48.45x (0.3898 ms vs 18.89 ms for the original)
//   launch: global[0] = ceil(G0 / 4); global[1] = ceil(G1 / 16)
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in coulomb.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// Direct Coulomb summation: the electrostatic potential on an NX x NY grid
// (one plane, at height 2 above the atoms' z range of [-1, 1]) from NA point
// charges, one work-item per grid point. atoms holds (x, y, z, charge).
#pragma clopt tune global(NX, NY) sizes(NX = 256, NY = 256, NA = 1024)
// clopt: kernel 'coulomb'
//   tile: a=128
//   coarsen: d0=4 d1=16 dist=cyclic
//   private: hoist=0
//   launch: global[0] = ceil(G0 / 4); global[1] = ceil(G1 / 16)
__kernel void coulomb(__global const float4 *atoms, __global float *pot,
                      int NX, int NY, int NA, float spacing) {
  const int first_0 = get_group_id(0) * get_local_size(0) * 4 + get_local_id(0);
  const int first_1 = get_group_id(1) * get_local_size(1) * 16 + get_local_id(1);
  int x_0 = first_0;
  int x_1 = first_0 + get_local_size(0);
  int x_2 = first_0 + 2 * get_local_size(0);
  int x_3 = first_0 + 3 * get_local_size(0);
  int y_0 = first_1;
  int y_1 = first_1 + get_local_size(1);
  int y_2 = first_1 + 2 * get_local_size(1);
  int y_3 = first_1 + 3 * get_local_size(1);
  int y_4 = first_1 + 4 * get_local_size(1);
  int y_5 = first_1 + 5 * get_local_size(1);
  int y_6 = first_1 + 6 * get_local_size(1);
  int y_7 = first_1 + 7 * get_local_size(1);
  int y_8 = first_1 + 8 * get_local_size(1);
  int y_9 = first_1 + 9 * get_local_size(1);
  int y_10 = first_1 + 10 * get_local_size(1);
  int y_11 = first_1 + 11 * get_local_size(1);
  int y_12 = first_1 + 12 * get_local_size(1);
  int y_13 = first_1 + 13 * get_local_size(1);
  int y_14 = first_1 + 14 * get_local_size(1);
  int y_15 = first_1 + 15 * get_local_size(1);
  float cx_0 = x_0 * spacing;
  float cx_1 = x_1 * spacing;
  float cx_2 = x_2 * spacing;
  float cx_3 = x_3 * spacing;
  float cy_0 = y_0 * spacing;
  float cy_1 = y_1 * spacing;
  float cy_2 = y_2 * spacing;
  float cy_3 = y_3 * spacing;
  float cy_4 = y_4 * spacing;
  float cy_5 = y_5 * spacing;
  float cy_6 = y_6 * spacing;
  float cy_7 = y_7 * spacing;
  float cy_8 = y_8 * spacing;
  float cy_9 = y_9 * spacing;
  float cy_10 = y_10 * spacing;
  float cy_11 = y_11 * spacing;
  float cy_12 = y_12 * spacing;
  float cy_13 = y_13 * spacing;
  float cy_14 = y_14 * spacing;
  float cy_15 = y_15 * spacing;
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
  float e_4_0 = 0.0f;
  float e_4_1 = 0.0f;
  float e_4_2 = 0.0f;
  float e_4_3 = 0.0f;
  float e_5_0 = 0.0f;
  float e_5_1 = 0.0f;
  float e_5_2 = 0.0f;
  float e_5_3 = 0.0f;
  float e_6_0 = 0.0f;
  float e_6_1 = 0.0f;
  float e_6_2 = 0.0f;
  float e_6_3 = 0.0f;
  float e_7_0 = 0.0f;
  float e_7_1 = 0.0f;
  float e_7_2 = 0.0f;
  float e_7_3 = 0.0f;
  float e_8_0 = 0.0f;
  float e_8_1 = 0.0f;
  float e_8_2 = 0.0f;
  float e_8_3 = 0.0f;
  float e_9_0 = 0.0f;
  float e_9_1 = 0.0f;
  float e_9_2 = 0.0f;
  float e_9_3 = 0.0f;
  float e_10_0 = 0.0f;
  float e_10_1 = 0.0f;
  float e_10_2 = 0.0f;
  float e_10_3 = 0.0f;
  float e_11_0 = 0.0f;
  float e_11_1 = 0.0f;
  float e_11_2 = 0.0f;
  float e_11_3 = 0.0f;
  float e_12_0 = 0.0f;
  float e_12_1 = 0.0f;
  float e_12_2 = 0.0f;
  float e_12_3 = 0.0f;
  float e_13_0 = 0.0f;
  float e_13_1 = 0.0f;
  float e_13_2 = 0.0f;
  float e_13_3 = 0.0f;
  float e_14_0 = 0.0f;
  float e_14_1 = 0.0f;
  float e_14_2 = 0.0f;
  float e_14_3 = 0.0f;
  float e_15_0 = 0.0f;
  float e_15_1 = 0.0f;
  float e_15_2 = 0.0f;
  float e_15_3 = 0.0f;
  for (int a0 = 0; a0 < NA; a0 += 128) {
    for (int a = a0; a < a0 + 128 && a < NA; ++a) {
      float4 at_0_0 = atoms[a];
      float4 at_0_1 = atoms[a];
      float4 at_0_2 = atoms[a];
      float4 at_0_3 = atoms[a];
      float4 at_1_0 = atoms[a];
      float4 at_1_1 = atoms[a];
      float4 at_1_2 = atoms[a];
      float4 at_1_3 = atoms[a];
      float4 at_2_0 = atoms[a];
      float4 at_2_1 = atoms[a];
      float4 at_2_2 = atoms[a];
      float4 at_2_3 = atoms[a];
      float4 at_3_0 = atoms[a];
      float4 at_3_1 = atoms[a];
      float4 at_3_2 = atoms[a];
      float4 at_3_3 = atoms[a];
      float4 at_4_0 = atoms[a];
      float4 at_4_1 = atoms[a];
      float4 at_4_2 = atoms[a];
      float4 at_4_3 = atoms[a];
      float4 at_5_0 = atoms[a];
      float4 at_5_1 = atoms[a];
      float4 at_5_2 = atoms[a];
      float4 at_5_3 = atoms[a];
      float4 at_6_0 = atoms[a];
      float4 at_6_1 = atoms[a];
      float4 at_6_2 = atoms[a];
      float4 at_6_3 = atoms[a];
      float4 at_7_0 = atoms[a];
      float4 at_7_1 = atoms[a];
      float4 at_7_2 = atoms[a];
      float4 at_7_3 = atoms[a];
      float4 at_8_0 = atoms[a];
      float4 at_8_1 = atoms[a];
      float4 at_8_2 = atoms[a];
      float4 at_8_3 = atoms[a];
      float4 at_9_0 = atoms[a];
      float4 at_9_1 = atoms[a];
      float4 at_9_2 = atoms[a];
      float4 at_9_3 = atoms[a];
      float4 at_10_0 = atoms[a];
      float4 at_10_1 = atoms[a];
      float4 at_10_2 = atoms[a];
      float4 at_10_3 = atoms[a];
      float4 at_11_0 = atoms[a];
      float4 at_11_1 = atoms[a];
      float4 at_11_2 = atoms[a];
      float4 at_11_3 = atoms[a];
      float4 at_12_0 = atoms[a];
      float4 at_12_1 = atoms[a];
      float4 at_12_2 = atoms[a];
      float4 at_12_3 = atoms[a];
      float4 at_13_0 = atoms[a];
      float4 at_13_1 = atoms[a];
      float4 at_13_2 = atoms[a];
      float4 at_13_3 = atoms[a];
      float4 at_14_0 = atoms[a];
      float4 at_14_1 = atoms[a];
      float4 at_14_2 = atoms[a];
      float4 at_14_3 = atoms[a];
      float4 at_15_0 = atoms[a];
      float4 at_15_1 = atoms[a];
      float4 at_15_2 = atoms[a];
      float4 at_15_3 = atoms[a];
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
      float dx_4_0 = cx_0 - at_4_0.x;
      float dx_4_1 = cx_1 - at_4_1.x;
      float dx_4_2 = cx_2 - at_4_2.x;
      float dx_4_3 = cx_3 - at_4_3.x;
      float dx_5_0 = cx_0 - at_5_0.x;
      float dx_5_1 = cx_1 - at_5_1.x;
      float dx_5_2 = cx_2 - at_5_2.x;
      float dx_5_3 = cx_3 - at_5_3.x;
      float dx_6_0 = cx_0 - at_6_0.x;
      float dx_6_1 = cx_1 - at_6_1.x;
      float dx_6_2 = cx_2 - at_6_2.x;
      float dx_6_3 = cx_3 - at_6_3.x;
      float dx_7_0 = cx_0 - at_7_0.x;
      float dx_7_1 = cx_1 - at_7_1.x;
      float dx_7_2 = cx_2 - at_7_2.x;
      float dx_7_3 = cx_3 - at_7_3.x;
      float dx_8_0 = cx_0 - at_8_0.x;
      float dx_8_1 = cx_1 - at_8_1.x;
      float dx_8_2 = cx_2 - at_8_2.x;
      float dx_8_3 = cx_3 - at_8_3.x;
      float dx_9_0 = cx_0 - at_9_0.x;
      float dx_9_1 = cx_1 - at_9_1.x;
      float dx_9_2 = cx_2 - at_9_2.x;
      float dx_9_3 = cx_3 - at_9_3.x;
      float dx_10_0 = cx_0 - at_10_0.x;
      float dx_10_1 = cx_1 - at_10_1.x;
      float dx_10_2 = cx_2 - at_10_2.x;
      float dx_10_3 = cx_3 - at_10_3.x;
      float dx_11_0 = cx_0 - at_11_0.x;
      float dx_11_1 = cx_1 - at_11_1.x;
      float dx_11_2 = cx_2 - at_11_2.x;
      float dx_11_3 = cx_3 - at_11_3.x;
      float dx_12_0 = cx_0 - at_12_0.x;
      float dx_12_1 = cx_1 - at_12_1.x;
      float dx_12_2 = cx_2 - at_12_2.x;
      float dx_12_3 = cx_3 - at_12_3.x;
      float dx_13_0 = cx_0 - at_13_0.x;
      float dx_13_1 = cx_1 - at_13_1.x;
      float dx_13_2 = cx_2 - at_13_2.x;
      float dx_13_3 = cx_3 - at_13_3.x;
      float dx_14_0 = cx_0 - at_14_0.x;
      float dx_14_1 = cx_1 - at_14_1.x;
      float dx_14_2 = cx_2 - at_14_2.x;
      float dx_14_3 = cx_3 - at_14_3.x;
      float dx_15_0 = cx_0 - at_15_0.x;
      float dx_15_1 = cx_1 - at_15_1.x;
      float dx_15_2 = cx_2 - at_15_2.x;
      float dx_15_3 = cx_3 - at_15_3.x;
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
      float dy_4_0 = cy_4 - at_4_0.y;
      float dy_4_1 = cy_4 - at_4_1.y;
      float dy_4_2 = cy_4 - at_4_2.y;
      float dy_4_3 = cy_4 - at_4_3.y;
      float dy_5_0 = cy_5 - at_5_0.y;
      float dy_5_1 = cy_5 - at_5_1.y;
      float dy_5_2 = cy_5 - at_5_2.y;
      float dy_5_3 = cy_5 - at_5_3.y;
      float dy_6_0 = cy_6 - at_6_0.y;
      float dy_6_1 = cy_6 - at_6_1.y;
      float dy_6_2 = cy_6 - at_6_2.y;
      float dy_6_3 = cy_6 - at_6_3.y;
      float dy_7_0 = cy_7 - at_7_0.y;
      float dy_7_1 = cy_7 - at_7_1.y;
      float dy_7_2 = cy_7 - at_7_2.y;
      float dy_7_3 = cy_7 - at_7_3.y;
      float dy_8_0 = cy_8 - at_8_0.y;
      float dy_8_1 = cy_8 - at_8_1.y;
      float dy_8_2 = cy_8 - at_8_2.y;
      float dy_8_3 = cy_8 - at_8_3.y;
      float dy_9_0 = cy_9 - at_9_0.y;
      float dy_9_1 = cy_9 - at_9_1.y;
      float dy_9_2 = cy_9 - at_9_2.y;
      float dy_9_3 = cy_9 - at_9_3.y;
      float dy_10_0 = cy_10 - at_10_0.y;
      float dy_10_1 = cy_10 - at_10_1.y;
      float dy_10_2 = cy_10 - at_10_2.y;
      float dy_10_3 = cy_10 - at_10_3.y;
      float dy_11_0 = cy_11 - at_11_0.y;
      float dy_11_1 = cy_11 - at_11_1.y;
      float dy_11_2 = cy_11 - at_11_2.y;
      float dy_11_3 = cy_11 - at_11_3.y;
      float dy_12_0 = cy_12 - at_12_0.y;
      float dy_12_1 = cy_12 - at_12_1.y;
      float dy_12_2 = cy_12 - at_12_2.y;
      float dy_12_3 = cy_12 - at_12_3.y;
      float dy_13_0 = cy_13 - at_13_0.y;
      float dy_13_1 = cy_13 - at_13_1.y;
      float dy_13_2 = cy_13 - at_13_2.y;
      float dy_13_3 = cy_13 - at_13_3.y;
      float dy_14_0 = cy_14 - at_14_0.y;
      float dy_14_1 = cy_14 - at_14_1.y;
      float dy_14_2 = cy_14 - at_14_2.y;
      float dy_14_3 = cy_14 - at_14_3.y;
      float dy_15_0 = cy_15 - at_15_0.y;
      float dy_15_1 = cy_15 - at_15_1.y;
      float dy_15_2 = cy_15 - at_15_2.y;
      float dy_15_3 = cy_15 - at_15_3.y;
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
      float dz_4_0 = 2.0f - at_4_0.z;
      float dz_4_1 = 2.0f - at_4_1.z;
      float dz_4_2 = 2.0f - at_4_2.z;
      float dz_4_3 = 2.0f - at_4_3.z;
      float dz_5_0 = 2.0f - at_5_0.z;
      float dz_5_1 = 2.0f - at_5_1.z;
      float dz_5_2 = 2.0f - at_5_2.z;
      float dz_5_3 = 2.0f - at_5_3.z;
      float dz_6_0 = 2.0f - at_6_0.z;
      float dz_6_1 = 2.0f - at_6_1.z;
      float dz_6_2 = 2.0f - at_6_2.z;
      float dz_6_3 = 2.0f - at_6_3.z;
      float dz_7_0 = 2.0f - at_7_0.z;
      float dz_7_1 = 2.0f - at_7_1.z;
      float dz_7_2 = 2.0f - at_7_2.z;
      float dz_7_3 = 2.0f - at_7_3.z;
      float dz_8_0 = 2.0f - at_8_0.z;
      float dz_8_1 = 2.0f - at_8_1.z;
      float dz_8_2 = 2.0f - at_8_2.z;
      float dz_8_3 = 2.0f - at_8_3.z;
      float dz_9_0 = 2.0f - at_9_0.z;
      float dz_9_1 = 2.0f - at_9_1.z;
      float dz_9_2 = 2.0f - at_9_2.z;
      float dz_9_3 = 2.0f - at_9_3.z;
      float dz_10_0 = 2.0f - at_10_0.z;
      float dz_10_1 = 2.0f - at_10_1.z;
      float dz_10_2 = 2.0f - at_10_2.z;
      float dz_10_3 = 2.0f - at_10_3.z;
      float dz_11_0 = 2.0f - at_11_0.z;
      float dz_11_1 = 2.0f - at_11_1.z;
      float dz_11_2 = 2.0f - at_11_2.z;
      float dz_11_3 = 2.0f - at_11_3.z;
      float dz_12_0 = 2.0f - at_12_0.z;
      float dz_12_1 = 2.0f - at_12_1.z;
      float dz_12_2 = 2.0f - at_12_2.z;
      float dz_12_3 = 2.0f - at_12_3.z;
      float dz_13_0 = 2.0f - at_13_0.z;
      float dz_13_1 = 2.0f - at_13_1.z;
      float dz_13_2 = 2.0f - at_13_2.z;
      float dz_13_3 = 2.0f - at_13_3.z;
      float dz_14_0 = 2.0f - at_14_0.z;
      float dz_14_1 = 2.0f - at_14_1.z;
      float dz_14_2 = 2.0f - at_14_2.z;
      float dz_14_3 = 2.0f - at_14_3.z;
      float dz_15_0 = 2.0f - at_15_0.z;
      float dz_15_1 = 2.0f - at_15_1.z;
      float dz_15_2 = 2.0f - at_15_2.z;
      float dz_15_3 = 2.0f - at_15_3.z;
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
      e_4_0 += at_4_0.w * rsqrt(dx_4_0 * dx_4_0 + dy_4_0 * dy_4_0 + dz_4_0 * dz_4_0);
      e_4_1 += at_4_1.w * rsqrt(dx_4_1 * dx_4_1 + dy_4_1 * dy_4_1 + dz_4_1 * dz_4_1);
      e_4_2 += at_4_2.w * rsqrt(dx_4_2 * dx_4_2 + dy_4_2 * dy_4_2 + dz_4_2 * dz_4_2);
      e_4_3 += at_4_3.w * rsqrt(dx_4_3 * dx_4_3 + dy_4_3 * dy_4_3 + dz_4_3 * dz_4_3);
      e_5_0 += at_5_0.w * rsqrt(dx_5_0 * dx_5_0 + dy_5_0 * dy_5_0 + dz_5_0 * dz_5_0);
      e_5_1 += at_5_1.w * rsqrt(dx_5_1 * dx_5_1 + dy_5_1 * dy_5_1 + dz_5_1 * dz_5_1);
      e_5_2 += at_5_2.w * rsqrt(dx_5_2 * dx_5_2 + dy_5_2 * dy_5_2 + dz_5_2 * dz_5_2);
      e_5_3 += at_5_3.w * rsqrt(dx_5_3 * dx_5_3 + dy_5_3 * dy_5_3 + dz_5_3 * dz_5_3);
      e_6_0 += at_6_0.w * rsqrt(dx_6_0 * dx_6_0 + dy_6_0 * dy_6_0 + dz_6_0 * dz_6_0);
      e_6_1 += at_6_1.w * rsqrt(dx_6_1 * dx_6_1 + dy_6_1 * dy_6_1 + dz_6_1 * dz_6_1);
      e_6_2 += at_6_2.w * rsqrt(dx_6_2 * dx_6_2 + dy_6_2 * dy_6_2 + dz_6_2 * dz_6_2);
      e_6_3 += at_6_3.w * rsqrt(dx_6_3 * dx_6_3 + dy_6_3 * dy_6_3 + dz_6_3 * dz_6_3);
      e_7_0 += at_7_0.w * rsqrt(dx_7_0 * dx_7_0 + dy_7_0 * dy_7_0 + dz_7_0 * dz_7_0);
      e_7_1 += at_7_1.w * rsqrt(dx_7_1 * dx_7_1 + dy_7_1 * dy_7_1 + dz_7_1 * dz_7_1);
      e_7_2 += at_7_2.w * rsqrt(dx_7_2 * dx_7_2 + dy_7_2 * dy_7_2 + dz_7_2 * dz_7_2);
      e_7_3 += at_7_3.w * rsqrt(dx_7_3 * dx_7_3 + dy_7_3 * dy_7_3 + dz_7_3 * dz_7_3);
      e_8_0 += at_8_0.w * rsqrt(dx_8_0 * dx_8_0 + dy_8_0 * dy_8_0 + dz_8_0 * dz_8_0);
      e_8_1 += at_8_1.w * rsqrt(dx_8_1 * dx_8_1 + dy_8_1 * dy_8_1 + dz_8_1 * dz_8_1);
      e_8_2 += at_8_2.w * rsqrt(dx_8_2 * dx_8_2 + dy_8_2 * dy_8_2 + dz_8_2 * dz_8_2);
      e_8_3 += at_8_3.w * rsqrt(dx_8_3 * dx_8_3 + dy_8_3 * dy_8_3 + dz_8_3 * dz_8_3);
      e_9_0 += at_9_0.w * rsqrt(dx_9_0 * dx_9_0 + dy_9_0 * dy_9_0 + dz_9_0 * dz_9_0);
      e_9_1 += at_9_1.w * rsqrt(dx_9_1 * dx_9_1 + dy_9_1 * dy_9_1 + dz_9_1 * dz_9_1);
      e_9_2 += at_9_2.w * rsqrt(dx_9_2 * dx_9_2 + dy_9_2 * dy_9_2 + dz_9_2 * dz_9_2);
      e_9_3 += at_9_3.w * rsqrt(dx_9_3 * dx_9_3 + dy_9_3 * dy_9_3 + dz_9_3 * dz_9_3);
      e_10_0 += at_10_0.w * rsqrt(dx_10_0 * dx_10_0 + dy_10_0 * dy_10_0 + dz_10_0 * dz_10_0);
      e_10_1 += at_10_1.w * rsqrt(dx_10_1 * dx_10_1 + dy_10_1 * dy_10_1 + dz_10_1 * dz_10_1);
      e_10_2 += at_10_2.w * rsqrt(dx_10_2 * dx_10_2 + dy_10_2 * dy_10_2 + dz_10_2 * dz_10_2);
      e_10_3 += at_10_3.w * rsqrt(dx_10_3 * dx_10_3 + dy_10_3 * dy_10_3 + dz_10_3 * dz_10_3);
      e_11_0 += at_11_0.w * rsqrt(dx_11_0 * dx_11_0 + dy_11_0 * dy_11_0 + dz_11_0 * dz_11_0);
      e_11_1 += at_11_1.w * rsqrt(dx_11_1 * dx_11_1 + dy_11_1 * dy_11_1 + dz_11_1 * dz_11_1);
      e_11_2 += at_11_2.w * rsqrt(dx_11_2 * dx_11_2 + dy_11_2 * dy_11_2 + dz_11_2 * dz_11_2);
      e_11_3 += at_11_3.w * rsqrt(dx_11_3 * dx_11_3 + dy_11_3 * dy_11_3 + dz_11_3 * dz_11_3);
      e_12_0 += at_12_0.w * rsqrt(dx_12_0 * dx_12_0 + dy_12_0 * dy_12_0 + dz_12_0 * dz_12_0);
      e_12_1 += at_12_1.w * rsqrt(dx_12_1 * dx_12_1 + dy_12_1 * dy_12_1 + dz_12_1 * dz_12_1);
      e_12_2 += at_12_2.w * rsqrt(dx_12_2 * dx_12_2 + dy_12_2 * dy_12_2 + dz_12_2 * dz_12_2);
      e_12_3 += at_12_3.w * rsqrt(dx_12_3 * dx_12_3 + dy_12_3 * dy_12_3 + dz_12_3 * dz_12_3);
      e_13_0 += at_13_0.w * rsqrt(dx_13_0 * dx_13_0 + dy_13_0 * dy_13_0 + dz_13_0 * dz_13_0);
      e_13_1 += at_13_1.w * rsqrt(dx_13_1 * dx_13_1 + dy_13_1 * dy_13_1 + dz_13_1 * dz_13_1);
      e_13_2 += at_13_2.w * rsqrt(dx_13_2 * dx_13_2 + dy_13_2 * dy_13_2 + dz_13_2 * dz_13_2);
      e_13_3 += at_13_3.w * rsqrt(dx_13_3 * dx_13_3 + dy_13_3 * dy_13_3 + dz_13_3 * dz_13_3);
      e_14_0 += at_14_0.w * rsqrt(dx_14_0 * dx_14_0 + dy_14_0 * dy_14_0 + dz_14_0 * dz_14_0);
      e_14_1 += at_14_1.w * rsqrt(dx_14_1 * dx_14_1 + dy_14_1 * dy_14_1 + dz_14_1 * dz_14_1);
      e_14_2 += at_14_2.w * rsqrt(dx_14_2 * dx_14_2 + dy_14_2 * dy_14_2 + dz_14_2 * dz_14_2);
      e_14_3 += at_14_3.w * rsqrt(dx_14_3 * dx_14_3 + dy_14_3 * dy_14_3 + dz_14_3 * dz_14_3);
      e_15_0 += at_15_0.w * rsqrt(dx_15_0 * dx_15_0 + dy_15_0 * dy_15_0 + dz_15_0 * dz_15_0);
      e_15_1 += at_15_1.w * rsqrt(dx_15_1 * dx_15_1 + dy_15_1 * dy_15_1 + dz_15_1 * dz_15_1);
      e_15_2 += at_15_2.w * rsqrt(dx_15_2 * dx_15_2 + dy_15_2 * dy_15_2 + dz_15_2 * dz_15_2);
      e_15_3 += at_15_3.w * rsqrt(dx_15_3 * dx_15_3 + dy_15_3 * dy_15_3 + dz_15_3 * dz_15_3);
    }
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
  if (x_0 < NX && y_4 < NY) {
    pot[y_4 * NX + x_0] = e_4_0;
  }
  if (x_1 < NX && y_4 < NY) {
    pot[y_4 * NX + x_1] = e_4_1;
  }
  if (x_2 < NX && y_4 < NY) {
    pot[y_4 * NX + x_2] = e_4_2;
  }
  if (x_3 < NX && y_4 < NY) {
    pot[y_4 * NX + x_3] = e_4_3;
  }
  if (x_0 < NX && y_5 < NY) {
    pot[y_5 * NX + x_0] = e_5_0;
  }
  if (x_1 < NX && y_5 < NY) {
    pot[y_5 * NX + x_1] = e_5_1;
  }
  if (x_2 < NX && y_5 < NY) {
    pot[y_5 * NX + x_2] = e_5_2;
  }
  if (x_3 < NX && y_5 < NY) {
    pot[y_5 * NX + x_3] = e_5_3;
  }
  if (x_0 < NX && y_6 < NY) {
    pot[y_6 * NX + x_0] = e_6_0;
  }
  if (x_1 < NX && y_6 < NY) {
    pot[y_6 * NX + x_1] = e_6_1;
  }
  if (x_2 < NX && y_6 < NY) {
    pot[y_6 * NX + x_2] = e_6_2;
  }
  if (x_3 < NX && y_6 < NY) {
    pot[y_6 * NX + x_3] = e_6_3;
  }
  if (x_0 < NX && y_7 < NY) {
    pot[y_7 * NX + x_0] = e_7_0;
  }
  if (x_1 < NX && y_7 < NY) {
    pot[y_7 * NX + x_1] = e_7_1;
  }
  if (x_2 < NX && y_7 < NY) {
    pot[y_7 * NX + x_2] = e_7_2;
  }
  if (x_3 < NX && y_7 < NY) {
    pot[y_7 * NX + x_3] = e_7_3;
  }
  if (x_0 < NX && y_8 < NY) {
    pot[y_8 * NX + x_0] = e_8_0;
  }
  if (x_1 < NX && y_8 < NY) {
    pot[y_8 * NX + x_1] = e_8_1;
  }
  if (x_2 < NX && y_8 < NY) {
    pot[y_8 * NX + x_2] = e_8_2;
  }
  if (x_3 < NX && y_8 < NY) {
    pot[y_8 * NX + x_3] = e_8_3;
  }
  if (x_0 < NX && y_9 < NY) {
    pot[y_9 * NX + x_0] = e_9_0;
  }
  if (x_1 < NX && y_9 < NY) {
    pot[y_9 * NX + x_1] = e_9_1;
  }
  if (x_2 < NX && y_9 < NY) {
    pot[y_9 * NX + x_2] = e_9_2;
  }
  if (x_3 < NX && y_9 < NY) {
    pot[y_9 * NX + x_3] = e_9_3;
  }
  if (x_0 < NX && y_10 < NY) {
    pot[y_10 * NX + x_0] = e_10_0;
  }
  if (x_1 < NX && y_10 < NY) {
    pot[y_10 * NX + x_1] = e_10_1;
  }
  if (x_2 < NX && y_10 < NY) {
    pot[y_10 * NX + x_2] = e_10_2;
  }
  if (x_3 < NX && y_10 < NY) {
    pot[y_10 * NX + x_3] = e_10_3;
  }
  if (x_0 < NX && y_11 < NY) {
    pot[y_11 * NX + x_0] = e_11_0;
  }
  if (x_1 < NX && y_11 < NY) {
    pot[y_11 * NX + x_1] = e_11_1;
  }
  if (x_2 < NX && y_11 < NY) {
    pot[y_11 * NX + x_2] = e_11_2;
  }
  if (x_3 < NX && y_11 < NY) {
    pot[y_11 * NX + x_3] = e_11_3;
  }
  if (x_0 < NX && y_12 < NY) {
    pot[y_12 * NX + x_0] = e_12_0;
  }
  if (x_1 < NX && y_12 < NY) {
    pot[y_12 * NX + x_1] = e_12_1;
  }
  if (x_2 < NX && y_12 < NY) {
    pot[y_12 * NX + x_2] = e_12_2;
  }
  if (x_3 < NX && y_12 < NY) {
    pot[y_12 * NX + x_3] = e_12_3;
  }
  if (x_0 < NX && y_13 < NY) {
    pot[y_13 * NX + x_0] = e_13_0;
  }
  if (x_1 < NX && y_13 < NY) {
    pot[y_13 * NX + x_1] = e_13_1;
  }
  if (x_2 < NX && y_13 < NY) {
    pot[y_13 * NX + x_2] = e_13_2;
  }
  if (x_3 < NX && y_13 < NY) {
    pot[y_13 * NX + x_3] = e_13_3;
  }
  if (x_0 < NX && y_14 < NY) {
    pot[y_14 * NX + x_0] = e_14_0;
  }
  if (x_1 < NX && y_14 < NY) {
    pot[y_14 * NX + x_1] = e_14_1;
  }
  if (x_2 < NX && y_14 < NY) {
    pot[y_14 * NX + x_2] = e_14_2;
  }
  if (x_3 < NX && y_14 < NY) {
    pot[y_14 * NX + x_3] = e_14_3;
  }
  if (x_0 < NX && y_15 < NY) {
    pot[y_15 * NX + x_0] = e_15_0;
  }
  if (x_1 < NX && y_15 < NY) {
    pot[y_15 * NX + x_1] = e_15_1;
  }
  if (x_2 < NX && y_15 < NY) {
    pot[y_15 * NX + x_2] = e_15_2;
  }
  if (x_3 < NX && y_15 < NY) {
    pot[y_15 * NX + x_3] = e_15_3;
  }
}

