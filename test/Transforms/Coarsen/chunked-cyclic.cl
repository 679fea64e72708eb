// coarsen.chunk: with dist=cyclic, each work-item owns runs of `chunk`
// consecutive points, and the runs of the items of a group interleave
// (item l: first + l*H, then + L*H per run). chunk=1 is plain cyclic; a
// dimension with fewer points than the chunk takes them as one run.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=8 --set coarsen.d1=2 --set coarsen.dist=cyclic --set coarsen.chunk=4 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=8 --set coarsen.dist=cyclic --set coarsen.chunk=4 --set wgshape.d0=16 | FileCheck %s --check-prefix=FIXED
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=4 --set coarsen.d1=4 --set coarsen.dist=cyclic --set coarsen.chunk=2 --set private.hoist=0 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s --check-prefix=UNROLLED
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=8 --set coarsen.chunk=4 --set coarsen.dist=block 2>&1 | FileCheck %s --check-prefix=BLOCK
// A chunk set without a distribution: dist, not set, takes cyclic (its
// default, block, breaks the constraint with the chunk), and a remark says so.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=8 --set coarsen.chunk=4 -Rpass-analysis=coarsen 2>&1 | FileCheck %s --check-prefix=FIT

// CHECK:      {{^}}//   coarsen: d0=8 d1=2 dist=cyclic chunk=4
// CHECK:      {{^}}  const int first_0 = get_group_id(0) * get_local_size(0) * 8 + get_local_id(0) * 4;
// CHECK-NEXT: {{^}}  const int first_1 = get_group_id(1) * get_local_size(1) * 2 + get_local_id(1) * 2;
// CHECK-NEXT: {{^}}  for (int pt_1 = 0; pt_1 < 2; ++pt_1) {
// CHECK-NEXT: {{^}}    for (int pt_0 = 0; pt_0 < 8; ++pt_0) {
// CHECK-NEXT: {{^}}      int j = first_0 + ((pt_0 / 4) * (get_local_size(0) * 4) + pt_0 % 4);
// CHECK-NEXT: {{^}}      int i = first_1 + pt_1;

// FIXED:      {{^}}//   launch: global[0] = roundUp(ceil(G0 / 8), 16), local[0] = 16
// FIXED:      {{^}}  const int first_0 = get_group_id(0) * 128 + get_local_id(0) * 4;
// FIXED-NEXT: {{^}}  for (int pt_0 = 0; pt_0 < 8; ++pt_0) {
// FIXED-NEXT: {{^}}    int j = first_0 + ((pt_0 / 4) * 64 + pt_0 % 4);

// UNROLLED:      {{^}}  const int first_0 = get_group_id(0) * 16 + get_local_id(0) * 2;
// UNROLLED:      {{^}}  int j_0 = first_0;
// UNROLLED-NEXT: {{^}}  int j_1 = first_0 + 1;
// UNROLLED-NEXT: {{^}}  int j_2 = first_0 + 8;
// UNROLLED-NEXT: {{^}}  int j_3 = first_0 + 9;

// BLOCK: constraint 'chunk-needs-cyclic' of pass 'coarsen' does not hold
// FIT: remark: parameters not set take coarsen.dist=cyclic: their defaults break a constraint with the values set [-Rpass-analysis=coarsen]
// FIT: {{^}}//   coarsen: d0=8 d1=1 dist=cyclic chunk=4
