// Without a guard (and without --global) nothing excludes the work-items a
// rounded-up launch adds: the geometry requires an exact multiple instead.
// With --global the kernel gets the guard and the precondition goes away.
// RUN: clopt rewrite %s --set wgshape.d0=64 | FileCheck %s
// RUN: clopt rewrite %s --set wgshape.d0=64 --global n | FileCheck %s --check-prefix=GLOBAL

__kernel void scale(__global float *v, float a, int n) {
  int i = get_global_id(0);
  v[i] = a * v[i];
}

// CHECK:      {{^}}//   launch: global[0] = roundUp(G0, 64), local[0] = 64, requires G0 % 64 == 0
// CHECK:      {{^}}  v[i] = a * v[i];

// GLOBAL:      {{^}}//   launch: global[0] = roundUp(G0, 64), local[0] = 64{{$}}
// GLOBAL:      {{^}}  int i = get_global_id(0);
// GLOBAL-NEXT: {{^}}  if (get_global_id(0) < (n)) {
// GLOBAL-NEXT: {{^}}    v[i] = a * v[i];
