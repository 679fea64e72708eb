// The passes rewrite `for` loops only; a kernel with a while, do-while or
// switch is kept, and the reason names the statement in the kernel's terms
// (not clang's class name).
// RUN: clopt rewrite %s --list-params | FileCheck %s

#pragma clopt tune global(n) sizes(n = 1024, w = 4) buffers(in = n + w)
__kernel void movavg(__global const float *in, __global float *out, int n, int w) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    int k = 0;
    while (k < w) {
      s += in[i + k];
      k++;
    }
    out[i] = s / w;
  }
}
// CHECK-LABEL: kernel movavg
// CHECK: tile: not applicable: a while loop (the passes rewrite for loops only) [unsupported-kernel]

#pragma clopt tune global(n) sizes(n = 1024, w = 4) buffers(in = n + w)
__kernel void movavg_do(__global const float *in, __global float *out, int n, int w) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    int k = 0;
    do {
      s += in[i + k];
    } while (++k < w);
    out[i] = s / w;
  }
}
// CHECK-LABEL: kernel movavg_do
// CHECK: tile: not applicable: a do-while loop (the passes rewrite for loops only) [unsupported-kernel]

#pragma clopt tune global(n) sizes(n = 1024, m = 1)
__kernel void pick(__global const float *in, __global float *out, int n, int m) {
  int i = get_global_id(0);
  if (i < n) {
    switch (m) {
    case 0:
      out[i] = in[i];
      break;
    default:
      out[i] = 2.0f * in[i];
    }
  }
}
// CHECK-LABEL: kernel pick
// CHECK: tile: not applicable: a switch statement [unsupported-kernel]
