// Unrolling by 4: the main loop runs four copies of the body with k, k + 1,
// k + 2, k + 3; the remainder loop finishes what is left. The counter lives
// in a block so that its scope does not change.
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set unroll.factor=4 | FileCheck %s

// CHECK-LABEL: {{^}}__kernel void matvec(
// CHECK:      {{^}}    float sum = 0.0f;
// CHECK-NEXT: {{^}}    {
// CHECK-NEXT: {{^}}      int k = 0;
// CHECK-NEXT: {{^}}      for (; k + 3L < N; k += 4) {
// CHECK-NEXT: {{^}}        sum += A[i * N + k] * x[k];
// CHECK-NEXT: {{^}}        sum += A[i * N + (k + 1)] * x[k + 1];
// CHECK-NEXT: {{^}}        sum += A[i * N + (k + 2)] * x[k + 2];
// CHECK-NEXT: {{^}}        sum += A[i * N + (k + 3)] * x[k + 3];
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}      for (; k < N; ++k) {
// CHECK-NEXT: {{^}}        sum += A[i * N + k] * x[k];
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    y[i] = sum;
