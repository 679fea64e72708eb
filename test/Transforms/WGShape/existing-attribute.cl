// A kernel that already states its work-group size keeps it: a second,
// conflicting attribute would not compile, and the body may rely on the
// size it states. Both the launch-only round (the private array) and the
// full nest refuse.
// RUN: clopt rewrite %s --kernel kept --set wgshape.d0=128 -Rpass-missed=wgshape -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=KEPT-REMARK < %t.err
// RUN: clopt rewrite %s --kernel nest --set wgshape.d0=128 -Rpass-missed=wgshape -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=NEST-REMARK < %t.err

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void kept(__global float *out, __global const float *in, int n) {
  float t[2];
  t[0] = in[0];
  t[1] = 1.0f;
  int i = get_global_id(0);
  if (i < n)
    out[i] = t[0] + t[i & 1];
}

__attribute__((work_group_size_hint(64, 1, 1)))
__kernel void nest(__global float *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = 2.0f * out[i];
}

// Each kernel keeps its one attribute as written, and gets no other.
// CHECK-NOT:  {{^}}__attribute__
// CHECK:      {{^}}__attribute__((reqd_work_group_size(64, 1, 1)))
// CHECK-NEXT: {{^}}__kernel void kept(
// CHECK-NOT:  {{^}}__attribute__
// CHECK:      {{^}}__attribute__((work_group_size_hint(64, 1, 1)))
// CHECK-NEXT: {{^}}__kernel void nest(
// CHECK-NOT:  {{^}}__attribute__
// KEPT-REMARK: existing-attribute.cl:13:15: remark: kernel already states its work-group size with 'reqd_work_group_size' [-Rpass-missed=wgshape]
// NEST-REMARK: existing-attribute.cl:23:15: remark: kernel already states its work-group size with 'work_group_size_hint' [-Rpass-missed=wgshape]
