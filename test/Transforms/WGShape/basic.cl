// wgshape fixes the local size: reqd_work_group_size in the kernel, the
// global size rounded up to it in the geometry. The kernel's guard excludes
// the extra work-items, so no precondition is needed.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set wgshape.d0=32 --set wgshape.d1=4 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set wgshape.d0=128 | FileCheck %s --check-prefix=MV

// CHECK:      {{^}}//   wgshape: d0=32 d1=4
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32; global[1] = roundUp(G1, 4), local[1] = 4
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 4, 1)))
// CHECK-NEXT: {{^}}__kernel void matmul(

// MV:      {{^}}//   launch: global[0] = roundUp(G0, 128), local[0] = 128
// MV-NEXT: {{^}}__attribute__((reqd_work_group_size(128, 1, 1)))
