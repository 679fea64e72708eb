// A loop whose bound depends on the work-item (`j < i`) has no tile size
// tile could apply (no precondition over the arguments bounds its last
// tile): it gets no parameter, and with no other loop the pass is not
// applicable with the reason. Local asks no tiling of it: caching 'x'
// needs no `tile.j`.
// RUN: clopt rewrite %s --list-params | FileCheck %s

#pragma clopt tune global(N) sizes(N = 64)
__kernel void tri(__global const float *L, __global const float *x,
                  __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int j = 0; j < i; ++j)
      s += L[i * N + j] * x[j];
    y[i] = s + L[i * N + i] * x[i];
  }
}

// CHECK-LABEL: kernel tri
// CHECK-NOT:   tile.j
// CHECK-NOT:   needs-tile-j
// CHECK:       tile: not applicable: no loop can be tiled: a bound of loop 'j' is not an expression of scalar arguments
// CHECK-NOT:   tile.j
// CHECK-NOT:   needs-tile-j

// Only the loop over scalar arguments is offered.
#pragma clopt tune global(N) sizes(N = 64)
__kernel void two(__global const float *L, __global float *y, int N, int M) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int j = 0; j < i; ++j)
      s += L[j];
    for (int k = 0; k < M; ++k)
      s += L[k];
    y[i] = s;
  }
}

// CHECK-LABEL: kernel two
// CHECK-NOT:   tile.j
// CHECK:       tile.k =
// CHECK-NOT:   tile.j
