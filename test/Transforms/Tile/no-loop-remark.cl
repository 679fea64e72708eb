// A kernel without loops has nothing to tile: the pass is skipped with a
// remark and the kernel is printed unchanged.
// RUN: clopt rewrite %s --set tile.k=16 -Rpass-missed=tile 2>&1 | FileCheck %s

__kernel void saxpy(__global const float *x, __global float *y, float a) {
  int i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

// CHECK: no-loop-remark.cl:[[@LINE-5]]:1: remark: kernel has no loop to tile [-Rpass-missed=tile]
// CHECK:      {{^}}// clopt: kernel 'saxpy' (no pass applied)
// CHECK:      {{^}}__kernel void saxpy(
// CHECK-NEXT: {{^}}  int i = get_global_id(0);
// CHECK-NEXT: {{^}}  y[i] = a * x[i] + y[i];
// CHECK-NEXT: {{^}}}
