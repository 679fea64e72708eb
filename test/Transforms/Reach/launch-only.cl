// RUN: clopt rewrite %s --set wgshape.d0=32 --set coarsen.d0=2 -Rpass-missed=coarsen \
// RUN:   -Rpass=wgshape -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt verify %s --set wgshape.d0=32 --size n=96 | FileCheck %s --check-prefix=OK
// RUN: clopt verify %s --set wgshape.d0=32 --size n=97 | FileCheck %s --check-prefix=OK
// A body the nest cannot represent (here a private array) is kept as
// written, but the work-group shape still applies: it changes only the
// launch. The kernel's guard holds back every effect of the work-items a
// rounded-up launch adds (WGShape/kept-body-guard.cl), so any n is taken.

#pragma clopt tune global(n) sizes(n = 64)
__kernel void pairs(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {0.0f, 0.0f};
    for (int j = 0; j < n; j++) {
      t[0] += a[i * n + j];
      t[1] += a[j * n + i];
    }
    y[i] = t[0] - t[1];
  }
}

// CHECK:      {{^}}#pragma clopt tune
// CHECK-NEXT: {{^}}// clopt: kernel 'pairs'
// CHECK-NEXT: {{^}}//   wgshape: d0=32
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32; requires G0 >= (n); no global work offset{{$}}
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 1, 1)))
// CHECK-NEXT: {{^}}__kernel void pairs(
// CHECK:      {{^}}    float t[2] = {0.0f, 0.0f};
// REMARK: {{.*}}launch-only.cl:[[@LINE-16]]:11: remark: private array 't' [-Rpass-missed=coarsen]
// REMARK: remark: work-group shape fixed to (32, 1, 1) [-Rpass=wgshape]
// OK: PASS pairs:
