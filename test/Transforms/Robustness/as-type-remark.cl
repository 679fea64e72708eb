// A kernel that reads a value's bits as another type (as_int) is not
// rewritten, and the reason names what it wrote: it said "expression of
// kind 'AsTypeExpr'".
// RUN: clopt rewrite %s --list-params | FileCheck %s
// CHECK: tile: not applicable: as_int(...), a value's bits read as another type [unsupported-kernel]

#pragma clopt tune global(n) sizes(n = 64, s = 3, m = 8)
__kernel void bits(__global const float *a, __global float *o, int n, int m, uint s) {
  int i = get_global_id(0);
  if (i < n) {
    float acc = 0.0f;
    for (int k = 0; k < m; k++)
      acc += a[as_int(s) + i + k];
    o[i] = acc;
  }
}
