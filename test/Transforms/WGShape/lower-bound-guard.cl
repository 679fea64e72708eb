// A guard rounds the launch up only in the dimensions it bounds from above:
// `x >= 0` lets the added work-items run, so that dimension needs an exact
// multiple; `y < H` excludes them. A comparison over a value that does not
// grow with the id (`N - 1 - id`) or over a narrowed id (`(short)id`)
// bounds nothing either.
// RUN: clopt rewrite %s --kernel lower --set wgshape.d0=16 --set wgshape.d1=16 | FileCheck %s --check-prefix=LOWER
// RUN: clopt rewrite %s --kernel reversed --set wgshape.d0=64 | FileCheck %s --check-prefix=REVERSED
// RUN: clopt rewrite %s --kernel narrowed --set wgshape.d0=64 | FileCheck %s --check-prefix=NARROWED
// RUN: clopt rewrite %s --kernel upper --set wgshape.d0=64 | FileCheck %s --check-prefix=UPPER

// LOWER: launch: global[0] = roundUp(G0, 16), local[0] = 16, requires G0 % 16 == 0; global[1] = roundUp(G1, 16), local[1] = 16; no global work offset{{$}}
__kernel void lower(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x >= 0 && y < H)
    out[x * H + y] = in[y * W + x];
}

// REVERSED: requires G0 % 64 == 0
__kernel void reversed(__global float *v, int N) {
  int i = N - 1 - (int)get_global_id(0);
  if (i < N)
    v[i] = 2.0f * v[i];
}

// NARROWED: requires G0 % 64 == 0
__kernel void narrowed(__global float *v, int N) {
  int i = (short)get_global_id(0);
  if (i < N)
    v[i] = 2.0f * v[i];
}

// UPPER: launch: global[0] = roundUp(G0, 64), local[0] = 64; no global work offset{{$}}
__kernel void upper(__global float *v, int N) {
  int i = (int)get_global_id(0);
  if (i < N)
    v[i] = 2.0f * v[i];
}
