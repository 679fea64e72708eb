// Each work-item computes a 2 x 4 block of consecutive points: the global
// size shrinks by the factors, the original body runs once per point with
// the ids replaced by the point's coordinates, and the guard excludes the
// points beyond N.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=4 --set coarsen.d1=2 | FileCheck %s

// CHECK:      {{^}}//   coarsen: d0=4 d1=2 dist=block
// CHECK-NEXT: {{^}}//   launch: global[0] = ceil(G0 / 4); global[1] = ceil(G1 / 2)
// CHECK-LABEL: {{^}}__kernel void matmul(
// CHECK:      {{^}}  const int first_0 = get_global_id(0) * 4;
// CHECK-NEXT: {{^}}  const int first_1 = get_global_id(1) * 2;
// CHECK-NEXT: {{^}}  for (int pt_1 = 0; pt_1 < 2; ++pt_1) {
// CHECK-NEXT: {{^}}    for (int pt_0 = 0; pt_0 < 4; ++pt_0) {
// CHECK-NEXT: {{^}}      int j = first_0 + pt_0;
// CHECK-NEXT: {{^}}      int i = first_1 + pt_1;
// CHECK-NEXT: {{^}}      if (i < N && j < N) {
// CHECK:      {{^}}        C[i * N + j] = sum;
