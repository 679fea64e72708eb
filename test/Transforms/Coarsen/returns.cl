// Returns that are not the guard become if/else, so that a work-item
// computing several points goes on with the next point.
// RUN: clopt rewrite %s --set coarsen.d0=2 | FileCheck %s

__kernel void clampsqrt(__global float *v, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  if (v[i] < 0.0f) {
    v[i] = 0.0f;
    return;
  }
  if (v[i] > 100.0f)
    return;
  v[i] = sqrt(v[i]);
}

// CHECK:      {{^}}    int i = first_0 + pt_0;
// CHECK-NEXT: {{^}}    if (i < n) {
// CHECK-NEXT: {{^}}      if (v[i] < 0.0f) {
// CHECK-NEXT: {{^}}        v[i] = 0.0f;
// CHECK-NEXT: {{^}}      } else {
// CHECK-NEXT: {{^}}        if (!(v[i] > 100.0f)) {
// CHECK-NEXT: {{^}}          v[i] = sqrt(v[i]);
// CHECK-NEXT: {{^}}        }
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
// CHECK-NOT:  {{^ *}}return;
