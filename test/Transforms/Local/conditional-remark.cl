// A stencil that reads its neighbours only for interior points: the tile
// with its halo cannot be bounded by what valid points read, so the array
// is not cached.
// RUN: clopt rewrite %s --set local.in=1 --set wgshape.d0=64 -Rpass-missed=local 2>&1 | FileCheck %s

__kernel void smooth(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i >= N)
    return;
  if (i == 0 || i == N - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

// CHECK: conditional-remark.cl:11:14: remark: not caching 'in': it is read under a condition, so its tile cannot be bounded [-Rpass-missed=local]
// CHECK: remark: no array cached in local memory [-Rpass-missed=local]
// CHECK-NOT: {{^ *}}__local
