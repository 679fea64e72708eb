// A leading `if (...) return;` is the kernel's guard: it becomes a guard
// around the point's body (continue with the next point, not return).
// RUN: clopt rewrite %s --set coarsen.d0=2 | FileCheck %s

__kernel void inc(__global float *v, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  v[i] += 1.0f;
}

// CHECK:      {{^}}//   launch: global[0] = ceil(G0 / 2); no global work offset{{$}}
// CHECK:      {{^}}    int i = first_0 + pt_0;
// CHECK-NEXT: {{^}}    if (i < n) {
// CHECK-NEXT: {{^}}      v[i] += 1.0f;
