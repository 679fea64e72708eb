// Without a guard (and without --global) nothing excludes the work-items a
// rounded-up launch adds: the geometry requires an exact multiple instead.
// With a symbolic --global the body is bounded by it, and the variant states
// that the host must launch exactly that size. A numeric --global is the
// tuning size, not a bound: it never reaches the code, so a variant stays
// correct at every launch size its precondition allows.
// RUN: clopt rewrite %s --set wgshape.d0=64 | FileCheck %s
// RUN: clopt rewrite %s --set wgshape.d0=64 --global n | FileCheck %s --check-prefix=GLOBAL
// RUN: clopt rewrite %s --set wgshape.d0=64 --global 512 | FileCheck %s --check-prefix=NUMBER

__kernel void scale(__global float *v, float a, int n) {
  int i = get_global_id(0);
  v[i] = a * v[i];
}

// CHECK:      {{^}}//   launch: global[0] = roundUp(G0, 64), local[0] = 64, requires G0 % 64 == 0; no global work offset{{$}}
// CHECK:      {{^}}  v[i] = a * v[i];

// GLOBAL:      {{^}}//   launch: global[0] = roundUp(G0, 64), local[0] = 64; requires G0 == (n); no global work offset{{$}}
// GLOBAL:      {{^}}  int i = get_global_id(0);
// GLOBAL-NEXT: {{^}}  if (get_global_id(0) < (n)) {
// GLOBAL-NEXT: {{^}}    v[i] = a * v[i];

// NUMBER:      {{^}}//   launch: global[0] = roundUp(G0, 64), local[0] = 64, requires G0 % 64 == 0; no global work offset{{$}}
// NUMBER-NOT:  {{<}} (512)
// NUMBER:      {{^}}  v[i] = a * v[i];
