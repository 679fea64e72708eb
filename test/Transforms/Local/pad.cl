// pad=1 adds a column to 2D tiles (bank conflicts); the copy is unchanged.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set local.pad=1 --set wgshape.d0=8 --set wgshape.d1=8 | FileCheck %s

// CHECK:      {{^}}//   local memory: 1120 bytes
// CHECK:      {{^}}  __local float lm_A[8][17];
// CHECK-NEXT: {{^}}  __local float lm_B[16][9];
// CHECK:      {{^}}    for (int cp = lid; cp < 128; cp += 64) {
// CHECK-NEXT: {{^}}      const int cp_1 = cp / 16;
