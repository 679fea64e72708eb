// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt rewrite %s --set coarsen.d0=2 --set unroll.factor=2 -o - | FileCheck %s
// RUN: clopt verify %s --set coarsen.d0=2 --set unroll.factor=2 --size n=37 | FileCheck %s --check-prefix=PASS
// Row pointers set once from a parameter plus an offset (A + i * n,
// &A[i * n], p - n) and reads through them (p[k], *(p + k), *p) become
// accesses to the parameter itself, so every pass sees through them.

#pragma clopt tune global(n) sizes(n = 64)
__kernel void rows(__global const float *A, __global const float *x,
                   __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    __global const float *row = A + i * n;
    __global const float *alt = &A[i * n];
    __global const float *prev = row - n;
    float s = 0.0f;
    for (int k = 0; k < n; k++)
      s += row[k] * *(x + k) + *(alt + k) + (i > 0 ? prev[k] : 0.0f);
    y[i] = s + *row;
  }
}

// SPACE-LABEL: kernel rows
// SPACE-NEXT:  specialize: not applicable: no argument to specialize: 'n' is 64, a size (only values 0 to 15 are specialized) [not-profitable]
// SPACE-NOT:   not applicable
// SPACE:       coarsen.d0 =

// CHECK-NOT: {{^}}    __global const float *row
// CHECK:     {{^}}    if (i < n) {
// CHECK-NEXT:{{^}}      float s = 0.0f;
// CHECK:     {{^}}          s += A[(long)(i * n) + (k)] * x[(k)] + A[(long)(i * n) + (k)] + (i > 0 ? A[(long)(i * n) - (n) + (k)] : 0.0f);
// CHECK-NEXT:{{^}}          s += A[(long)(i * n) + (k + 1)] * x[(k + 1)] + A[(long)(i * n) + (k + 1)] + (i > 0 ? A[(long)(i * n) - (n) + (k + 1)] : 0.0f);
// CHECK:     {{^}}      y[i] = s + A[(i * n)];
// PASS: PASS rows:
