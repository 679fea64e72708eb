// A volatile private variable stays volatile in every copy the passes make
// of it (here one per point of a cyclic coarsening, with the loads guarded
// by private): dropping the qualifier would let the compiler fold accesses
// the author asked to keep.
// RUN: clopt rewrite %s --set coarsen.d0=4 --set coarsen.dist=cyclic --set private.hoist=1 | FileCheck %s

// CHECK-LABEL: {{^}}__kernel void scale(
// CHECK:       {{^}}  const volatile int k = 3;
// CHECK:       {{^}}  volatile float t_0 = (i_0 < n ? x[i_0] : 0) * 2.0f;
// CHECK:       {{^}}  volatile float t_3 = (i_3 < n ? x[i_3] : 0) * 2.0f;
// CHECK-NOT:   {{^}}  float t_
// CHECK:       {{^}}    y[i_3] = t_3 + k;
__kernel void scale(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    volatile float t = x[i] * 2.0f;
    const volatile int k = 3;
    y[i] = t + k;
  }
}
