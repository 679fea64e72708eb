// RUN: clopt rewrite %s --set coarsen.d0=2 --set tile.k=4 -Rpass-missed='coarsen|tile' \
// RUN:   -o %t.body.cl 2>%t.err
// RUN: diff %s %t.body.cl
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt rewrite %s --set wgshape.d0=32 -Rpass=wgshape -o - 2>%t.wg.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WG < %t.wg.err
// RUN: clopt verify %s --set wgshape.d0=32 --global n --size n=96 | FileCheck %s --check-prefix=OK
// A kernel whose signature comes from a macro has no text of its own for
// the body passes to replace (its body used to be re-printed after the
// macro's invocation): they do not apply, and the file is kept as written.
// wgshape only writes an attribute, and the declaration is the first thing
// the macro expands to, so the attribute goes before the invocation.

#define KERNEL(name) __kernel void name(__global float *a, int n)

KERNEL(scale) { int i = get_global_id(0); if (i < n) a[i] *= 2.0f; }

// REMARK: macro-signature.cl:[[@LINE-2]]:1: remark: kernel is defined by macro 'KERNEL' [-Rpass-missed=tile]
// REMARK: macro-signature.cl:[[@LINE-3]]:1: remark: kernel is defined by macro 'KERNEL' [-Rpass-missed=coarsen]
// CHECK:      {{^}}#define KERNEL(name)
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// clopt: kernel 'scale'
// CHECK-NEXT: {{^}}//   wgshape: d0=32
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32, requires G0 % 32 == 0; no global work offset{{$}}
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 1, 1)))
// CHECK-NEXT: {{^}}KERNEL(scale) { int i = get_global_id(0); if (i < n) a[i] *= 2.0f; }
// WG: remark: work-group shape fixed to (32, 1, 1) [-Rpass=wgshape]
// OK: PASS scale:
