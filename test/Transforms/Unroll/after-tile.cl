// Unrolling the loop inside a tile keeps both bounds in each condition.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set unroll.factor=2 | FileCheck %s

// CHECK-LABEL: {{^}}__kernel void matmul(
// CHECK:      {{^}}    for (int k0 = 0; k0 < N; k0 += 16) {
// CHECK-NEXT: {{^}}      {
// CHECK-NEXT: {{^}}        int k = k0;
// CHECK-NEXT: {{^}}        for (; k + 1L < k0 + 16 && k + 1L < N; k += 2) {
// CHECK-NEXT: {{^}}          sum += A[i * N + k] * B[k * N + j];
// CHECK-NEXT: {{^}}          sum += A[i * N + (k + 1)] * B[(k + 1) * N + j];
// CHECK-NEXT: {{^}}        }
// CHECK-NEXT: {{^}}        for (; k < k0 + 16 && k < N; ++k) {
