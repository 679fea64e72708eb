// Without a guard the extra points of the last work-item cannot be
// excluded: the variant requires G0 % 4 == 0. get_global_size(0) keeps its
// original meaning (the new global size times the factor).
// RUN: clopt rewrite %s --set coarsen.d0=4 | FileCheck %s

__kernel void rev(__global const float *in, __global float *out) {
  int i = get_global_id(0);
  int n = get_global_size(0);
  out[i] = in[n - 1 - i];
}

// CHECK:      {{^}}//   launch: global[0] = ceil(G0 / 4), requires G0 % 4 == 0
// CHECK:      {{^}}    int i = first_0 + pt_0;
// CHECK-NEXT: {{^}}    int n = (get_global_size(0) * 4);
// CHECK-NEXT: {{^}}    out[i] = in[n - 1 - i];
