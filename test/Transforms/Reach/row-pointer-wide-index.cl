// RUN: clopt rewrite %s --set coarsen.d0=2 -o - | FileCheck %s
// RUN: clopt verify %s --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// A forwarded row pointer's offsets are summed in 64 bits: the original
// adds each int term to a pointer (in the address's width), so `row[k]`
// with `row = A + i * n` is right past 2^31 elements as long as i * n and
// k each fit an int; `A[(i * n) + (k)]` in int would overflow there. The
// first term is widened to long. A single term, or a sum that already has
// a 64-bit term, is left as written.

#pragma clopt tune global(n) sizes(n = 64)
__kernel void rows(__global const float *A, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    __global const float *row = A + i * n;
    __global const float *wide = A + (long)i * n;
    float s = 0.0f;
    for (int k = 0; k < n; k++)
      s += row[k] - *(row + k) + wide[k];
    y[i] = s + *row;
  }
}

// CHECK-LABEL: {{^}}__kernel void rows(
// CHECK:       {{^}}        s += A[(long)(i * n) + (k)] - A[(long)(i * n) + (k)] + A[((long)i * n) + (k)];
// CHECK:       {{^}}      y[i] = s + A[(i * n)];
// PASS: PASS rows:
