// A __local tile is copied by the whole work-group inside the loops around
// the reads it serves, so each work-item must run those loops alike. Where
// a loop's bounds read the work-item's id (PolyBench's correlation: `for
// (j2 = j1 + 1; j2 < m; j2++)`, or a loop inside one that does), an array
// read only there is not offered (`local.data` would never apply); one also
// read in a loop whose bounds do not vary is.
// RUN: clopt rewrite %s --list-params | FileCheck %s

#pragma clopt tune global(m) sizes(m = 64, n = 32)
__kernel void correlation(__global float *symmat, __global const float *data,
                          int m, int n) {
  int j1 = get_global_id(0);
  if (j1 < m - 1) {
    for (int j2 = j1 + 1; j2 < m; j2++) {
      float s = 0.0f;
      for (int i = 0; i < n; i++)
        s += data[i * m + j1] * data[i * m + j2];
      symmat[j1 * m + j2] = s;
    }
  }
}
// CHECK-LABEL: kernel correlation
// CHECK: local: not applicable: no array to cache in local memory ('symmat': {{.*}}; 'data': it is read only in loop 'j2', whose bounds differ between the work-items of a group (a group copies one tile for all of them)) [no-reuse]

// The inner loop's bounds are uniform, but it runs inside one whose are not.
#pragma clopt tune global(m) sizes(m = 64, n = 32)
__kernel void inside_varying(__global float *out, __global const float *data,
                             int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    float s = 0.0f;
    for (int k = 0; k < j; k++)
      for (int i = 0; i < n; i++)
        s += data[i * m + j] * data[i];
    out[j] = s;
  }
}
// CHECK-LABEL: kernel inside_varying
// CHECK: local: not applicable: {{.*}}'data': it is read only in loop 'k', whose bounds differ between the work-items of a group

#pragma clopt tune global(m) sizes(m = 64, n = 32)
__kernel void uniform(__global float *out, __global const float *data, int m,
                      int n) {
  int j = get_global_id(0);
  if (j < m) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
      s += data[i * m + j] * data[i];
    out[j] = s;
  }
}
// CHECK-LABEL: kernel uniform
// CHECK: local.data = 0|1

// Read in a loop whose bounds vary and in one whose do not: the tile serves
// the second, and the array is offered.
// RUN: clopt verify %s --kernel mixed --set local.x=1 --set tile.k_2=16 --size n=100 | FileCheck %s --check-prefix=PASS
#pragma clopt tune global(n) sizes(n = 256)
__kernel void mixed(__global const float *x, __global const float *A,
                    __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    for (int k = 0; k < i; k++)
      s += x[k];
    for (int k = 0; k < n; k++)
      s += x[k] * A[i * n + k];
    y[i] = s;
  }
}
// CHECK-LABEL: kernel mixed
// CHECK: local.x = 0|1
// PASS: PASS mixed
