// A kernel kept as written because of a construct the nest cannot represent
// (the private array) must not get a new work-group shape when it reads its
// work-group ids after that construct: the nest stops recording reasons at
// the first one, so the shape facts are collected by a scan of their own.
// RUN: clopt rewrite %s --set wgshape.d0=128 -Rpass-missed=wgshape -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt verify %s --global N --local 64 --size N=1024 --set wgshape.d0=128 \
// RUN:   | FileCheck %s --check-prefix=OK

__kernel void k(__global float *out, __global const float *in, int N) {
  float t[2];
  t[0] = in[0];
  t[1] = 1.0f;
  int g = get_group_id(0) * 64 + get_local_id(0);
  if (g < N)
    out[g] = t[0] + t[g & 1];
}

// CHECK-NOT: {{^}}__attribute__
// CHECK:     {{^}}__kernel void k(
// CHECK-NOT: {{^}}__attribute__
// REMARK: group-ids-after-unsupported.cl:[[#@LINE-8]]:11: remark: kernel uses 'get_group_id': it already organises its work-groups [-Rpass-missed=wgshape]
// OK: PASS k:
