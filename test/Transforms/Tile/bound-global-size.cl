// A loop bounded by get_global_size(0) is constant for the launch, but a
// tile's overflow precondition is checked over the scalar arguments, which
// cannot state it (`(get_global_size(0)) <= 2147483640` made verify and the
// tuner reject every tiled variant as unevaluable): the loop is kept, and
// is not offered, with the reason.
// RUN: clopt rewrite %s --global 128,128 --set tile.k=8 -Rpass-missed=tile -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=SPACE

#pragma clopt tune global(N, N) sizes(N = 128)
__kernel void mmgs(__global const float *A, __global const float *B,
                   __global float *C) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  int n = get_global_size(0);
  float sum = 0.0f;
  for (int k = 0; k < n; ++k)
    sum += A[i * n + k] * B[k * n + j];
  C[i * n + j] = sum;
}

// CHECK-NOT: {{^}}//   tile:
// CHECK:     {{^}}  for (int k = 0; k < n; ++k)
// REMARK: bound-global-size.cl:18:3: remark: no loop can be tiled: a bound of loop 'k' is not an expression of scalar arguments
// SPACE-NOT: tile.k
// SPACE:     tile: not applicable: no loop can be tiled: a bound of loop 'k' is not an expression of scalar arguments
// SPACE-NOT: tile.k
