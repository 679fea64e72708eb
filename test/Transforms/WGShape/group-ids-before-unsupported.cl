// The order of the constructs does not matter: a work-group id read before
// the construct the nest cannot represent keeps the shape as well.
// RUN: clopt rewrite %s --set wgshape.d0=128 -Rpass-missed=wgshape -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt verify %s --global N --local 64 --size N=1024 --set wgshape.d0=128 \
// RUN:   | FileCheck %s --check-prefix=OK

__kernel void k(__global float *out, __global const float *in, int N) {
  int g = get_group_id(0) * 64 + get_local_id(0);
  float t[2];
  t[0] = in[0];
  t[1] = 1.0f;
  if (g < N)
    out[g] = t[0] + t[g & 1];
}

// CHECK-NOT: {{^}}__attribute__
// CHECK:     {{^}}__kernel void k(
// CHECK-NOT: {{^}}__attribute__
// REMARK: group-ids-before-unsupported.cl:[[#@LINE-11]]:34: remark: kernel uses 'get_local_id': it already organises its work-groups [-Rpass-missed=wgshape]
// OK: PASS k:
