// Tiling strip-mines the loop: the tile loop takes the original bounds, the
// loop inside runs one tile and is also bounded by the original bound.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=32 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 | FileCheck %s --check-prefix=T8

// CHECK-LABEL: {{^}}__kernel void matmul(
// CHECK:       {{^}}    float sum = 0.0f;
// CHECK-NEXT:  {{^}}    for (int k0 = 0; k0 < N; k0 += 32) {
// CHECK-NEXT:  {{^}}      for (int k = k0; k < k0 + 32 && k < N; ++k) {
// CHECK-NEXT:  {{^}}        sum += A[i * N + k] * B[k * N + j];
// CHECK-NEXT:  {{^}}      }
// CHECK-NEXT:  {{^}}    }
// CHECK-NEXT:  {{^}}    C[i * N + j] = sum;

// T8:      {{^}}    for (int k0 = 0; k0 < N; k0 += 8) {
// T8-NEXT: {{^}}      for (int k = k0; k < k0 + 8 && k < N; ++k) {
