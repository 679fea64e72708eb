// A counter of type size_t is 32 or 64 bits by device: no precondition can
// keep its last tile from overflowing a width clopt does not know, and the
// reason says so (not that the bound `n`, an argument, is not one).
// RUN: clopt rewrite %s --list-params | FileCheck %s

#pragma clopt tune global(n) sizes(n = 256)
__kernel void gemv(__global const float *A, __global const float *X,
                   __global float *w, uint n) {
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  float acc = 0.0f;
  for (size_t j = 0; j < n; ++j)
    acc += A[i * n + j] * X[j];
  w[i] = acc;
}
// CHECK-NOT: tile.j
// CHECK: tile: not applicable: no loop can be tiled: the counter of loop 'j' has type 'size_t', whose width clopt does not know (size_t is 32 or 64 bits by device)
