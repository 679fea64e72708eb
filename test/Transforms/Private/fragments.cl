// With coarsen.chunk=4 the registers of a work-item's points along a
// dimension are runs of 4 consecutive elements of a __local tile (B's
// rows; A's once its tile is stored transposed): private reads each run
// with one vload4 into a fragment and takes the registers from its lanes
// (the outer-product form: per k, a column fragment of A and a row
// fragment of B, then the rank-1 update). vload=0 keeps scalar reads; so
// does an A tile that is not transposed (its run is not contiguous).
// A tile read by fragments is declared 16-byte aligned: vload4 needs only
// element alignment, and without more a compiler reads it element by
// element; the SCALAR run keeps the type's own alignment.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.transpose=1 --set coarsen.d0=8 --set coarsen.d1=4 --set coarsen.dist=cyclic --set coarsen.chunk=4 --set private.hoist=1 --set wgshape.d0=4 --set wgshape.d1=4 -Rpass=private 2>&1 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.transpose=0 --set coarsen.d0=8 --set coarsen.d1=4 --set coarsen.dist=cyclic --set coarsen.chunk=4 --set private.hoist=1 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s --check-prefix=NOTRANS
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.transpose=1 --set coarsen.d0=8 --set coarsen.d1=4 --set coarsen.dist=cyclic --set coarsen.chunk=4 --set private.hoist=1 --set private.vload=0 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s --check-prefix=SCALAR

// CHECK:      remark: read 3 register fragment(s) per iteration with vloadN [-Rpass=private]
// CHECK:      {{^}}//   private: hoist=1 vload=1
// CHECK:      {{^}}  const int first_0 = get_group_id(0) * 32 + get_local_id(0) * 4;
// CHECK:      {{^}}  __local float lm_A[8][16] __attribute__((aligned(16)));
// CHECK-NEXT: {{^}}  __local float lm_B[8][32] __attribute__((aligned(16)));
// CHECK:      {{^}}    for (int k = k0; k < k0 + 8 && k < N; ++k) {
// CHECK-NEXT: {{^}}      float4 a_frag = vload4(0, &lm_A[k - k0][lid_1 * 4]);
// CHECK-NEXT: {{^}}      float4 b_frag = vload4(0, &lm_B[k - k0][lid_0 * 4]);
// CHECK-NEXT: {{^}}      float4 b_frag_1 = vload4(0, &lm_B[k - k0][lid_0 * 4 + 16]);
// CHECK-NEXT: {{^}}      float a_reg_0 = a_frag.s0;
// CHECK:      {{^}}      float a_reg_3 = a_frag.s3;
// CHECK-NEXT: {{^}}      float b_reg_0 = b_frag.s0;
// CHECK:      {{^}}      float b_reg_4 = b_frag_1.s0;
// CHECK:      {{^}}      float b_reg_7 = b_frag_1.s3;
// CHECK-NEXT: {{^}}      sum_0_0 += a_reg_0 * b_reg_0;

// NOTRANS:      {{^}}    for (int k = k0; k < k0 + 8 && k < N; ++k) {
// NOTRANS-NEXT: {{^}}      float4 b_frag = vload4(0, &lm_B[k - k0][lid_0 * 4]);
// NOTRANS-NEXT: {{^}}      float4 b_frag_1 = vload4(0, &lm_B[k - k0][lid_0 * 4 + 16]);
// NOTRANS-NEXT: {{^}}      float a_reg_0 = lm_A[lid_1 * 4][k - k0];
// NOTRANS-NEXT: {{^}}      float a_reg_1 = lm_A[lid_1 * 4 + 1][k - k0];

// SCALAR-NOT: vload4
// SCALAR:     {{^}}  __local float lm_B[8][32];
// SCALAR:     {{^}}      float b_reg_4 = lm_B[k - k0][lid_0 * 4 + 16];
// SCALAR-NOT: vload4
