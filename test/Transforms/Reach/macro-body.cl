// RUN: clopt rewrite %s --set coarsen.d0=2 -Rpass-missed=coarsen -o %t.body.cl 2>%t.err
// RUN: diff %s %t.body.cl
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt rewrite %s --set wgshape.d0=32 -o - | FileCheck %s
// RUN: clopt verify %s --set wgshape.d0=32 --size n=96 | FileCheck %s --check-prefix=OK
// RUN: clopt verify %s --set wgshape.d0=32 --size n=97 | FileCheck %s --check-prefix=OK
// A body that comes from a macro: the kernel's text ends with the macro's
// invocation, not at the brace's expansion point (an end taken there cut
// "BODY" in two, an internal error "does not parse"). The body passes do
// not apply; wgshape writes its attribute before `__kernel`.

#define BODY { int i = get_global_id(0); if (i < n) a[i] *= 2.0f; }

#pragma clopt tune global(n) sizes(n = 64)
__kernel void scale(__global float *a, int n) BODY

// REMARK: macro-body.cl:[[@LINE-2]]:1: remark: kernel is defined by macro 'BODY' [-Rpass-missed=coarsen]
// CHECK:      {{^}}#pragma clopt tune
// CHECK-NEXT: {{^}}// clopt: kernel 'scale'
// CHECK-NEXT: {{^}}//   wgshape: d0=32
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32; requires G0 >= (n); no global work offset{{$}}
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 1, 1)))
// CHECK-NEXT: {{^}}__kernel void scale(__global float *a, int n) BODY{{$}}
// OK: PASS scale:
