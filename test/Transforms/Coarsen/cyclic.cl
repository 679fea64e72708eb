// Cyclic distribution: the items of a work-group interleave, so that
// neighbouring items still touch neighbouring points (coalesced). With a
// fixed work-group shape the stride is a constant.
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set coarsen.d0=4 --set coarsen.dist=cyclic | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set coarsen.d0=4 --set coarsen.dist=cyclic --set wgshape.d0=32 | FileCheck %s --check-prefix=FIXED

// CHECK:      {{^}}  const int first_0 = get_group_id(0) * get_local_size(0) * 4 + get_local_id(0);
// CHECK-NEXT: {{^}}  for (int pt_0 = 0; pt_0 < 4; ++pt_0) {
// CHECK-NEXT: {{^}}    int i = first_0 + pt_0 * get_local_size(0);

// FIXED:      {{^}}//   launch: global[0] = roundUp(ceil(G0 / 4), 32), local[0] = 32
// FIXED:      {{^}}  const int first_0 = get_group_id(0) * 128 + get_local_id(0);
// FIXED-NEXT: {{^}}  for (int pt_0 = 0; pt_0 < 4; ++pt_0) {
// FIXED-NEXT: {{^}}    int i = first_0 + pt_0 * 32;
