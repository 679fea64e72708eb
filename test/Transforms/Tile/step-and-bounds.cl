// A loop with a lower bound, an inclusive upper bound and a step: the tile
// covers tile-size iterations (step * size elements), the remainder is
// guarded by the original bound (k <= M becomes k < M + 1).
// RUN: clopt rewrite %s --set tile.k=4 -Rpass=tile 2>&1 | FileCheck %s

__kernel void strided(__global const float *a, __global float *out, int M) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 3; k <= M; k += 2)
    s += a[k] * i;
  out[i] = s;
}

// CHECK: step-and-bounds.cl:[[@LINE-5]]:3: remark: tiled loop 'k' by 4 [-Rpass=tile]
// CHECK-LABEL: {{^}}__kernel void strided(
// CHECK:      {{^}}  for (int k0 = 3; k0 < M + 1; k0 += 8) {
// CHECK-NEXT: {{^}}    for (int k = k0; k < k0 + 8 && k < M + 1; k += 2) {
// CHECK-NEXT: {{^}}      s += a[k] * i;
