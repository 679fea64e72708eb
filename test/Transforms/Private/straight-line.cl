// Without a loop the block is unrolled into straight-line code, one guarded
// statement per point.
// RUN: clopt rewrite %s --set coarsen.d0=2 --set coarsen.d1=2 --set private.hoist=1 | FileCheck %s

__kernel void transpose(__global const float *in, __global float *out, int W,
                        int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[x * H + y] = in[y * W + x];
}

// CHECK-LABEL: {{^}}__kernel void transpose(
// CHECK:      {{^}}  int y_1 = first_1 + 1;
// CHECK-NEXT: {{^}}  if (x_0 < W && y_0 < H) {
// CHECK-NEXT: {{^}}    out[x_0 * H + y_0] = in[y_0 * W + x_0];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  if (x_1 < W && y_0 < H) {
// CHECK-NEXT: {{^}}    out[x_1 * H + y_0] = in[y_0 * W + x_1];
