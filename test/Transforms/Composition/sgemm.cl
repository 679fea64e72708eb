// Naive matmul to a textbook tiled SGEMM: 128 x 128 work-group tile, k
// tile 32, 8 x 16 work-items, an 8 x 16 register tile per work-item, A and
// B tiles in local memory (padded), unrolled by 4 (the fastest shape of a
// tuned OpenCL GEMM on the H100: see docs/transforms/README.md).
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=32 --set local.pad=1 --set coarsen.d0=16 --set coarsen.d1=8 --set coarsen.dist=cyclic --set private.hoist=1 --set unroll.factor=4 --set wgshape.d0=8 --set wgshape.d1=16 | FileCheck %s

// CHECK:      {{^}}// clopt: kernel 'matmul'
// CHECK-NEXT: {{^}}//   tile: k=32
// CHECK-NEXT: {{^}}//   local: A=1 B=1 pad=1
// CHECK-NEXT: {{^}}//   coarsen: d0=16 d1=8 dist=cyclic
// CHECK-NEXT: {{^}}//   private: hoist=1
// CHECK-NEXT: {{^}}//   unroll: factor=4 full=0
// CHECK-NEXT: {{^}}//   wgshape: d0=8 d1=16
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(ceil(G0 / 16), 8), local[0] = 8; global[1] = roundUp(ceil(G1 / 8), 16), local[1] = 16
// CHECK-NEXT: {{^}}//   local memory: 33408 bytes
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(8, 16, 1)))
// CHECK-NEXT: {{^}}__kernel void matmul(
// CHECK:      {{^}}  const int first_0 = get_group_id(0) * 128 + get_local_id(0);
// CHECK:      {{^}}  const int first_1 = get_group_id(1) * 128 + get_local_id(1);
// CHECK:      {{^}}  int j_15 = first_0 + 120;
// CHECK:      {{^}}  int i_7 = first_1 + 112;
// CHECK-NEXT: {{^}}  __local float lm_A[128][33];
// CHECK-NEXT: {{^}}  __local float lm_B[32][129];
// CHECK:      {{^}}  float sum_7_15 = 0.0f;
// CHECK-NEXT: {{^}}  for (int k0 = 0; k0 < N; k0 += 32) {
// CHECK-NEXT: {{^}}    if (grp_first_1 + 127 < N && k0 + 31 < N) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 4096; cp += 128) {
// CHECK:      {{^}}    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}    {
// CHECK-NEXT: {{^}}      int k = k0;
// CHECK-NEXT: {{^}}      float a_reg_0;
// CHECK:      {{^}}      float b_reg_15;
// CHECK-NEXT: {{^}}      for (; k + 3L < k0 + 32 && k + 3L < N; k += 4) {
// CHECK-NEXT: {{^}}        a_reg_0 = lm_A[lid_1][k - k0];
// CHECK-NEXT: {{^}}        a_reg_1 = lm_A[lid_1 + 16][k - k0];
// CHECK:      {{^}}        b_reg_15 = lm_B[k - k0][lid_0 + 120];
// CHECK-NEXT: {{^}}        sum_0_0 += a_reg_0 * b_reg_0;
// CHECK-NEXT: {{^}}        sum_0_1 += a_reg_0 * b_reg_1;
// CHECK:      {{^}}        sum_7_15 += a_reg_7 * b_reg_15;
// CHECK-NEXT: {{^}}        a_reg_0 = lm_A[lid_1][k + 1 - k0];
// CHECK:      {{^}}      for (; k < k0 + 32 && k < N; ++k) {
// CHECK:      {{^}}    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  if (i_0 < N && j_0 < N) {
// CHECK-NEXT: {{^}}    C[i_0 * N + j_0] = sum_0_0;
// CHECK:      {{^}}  if (i_7 < N && j_15 < N) {
// CHECK-NEXT: {{^}}    C[i_7 * N + j_15] = sum_7_15;
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}
