// The header comment lists the passes with every parameter (defaults
// filled in) and the launch geometry; tiling leaves the geometry alone.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 | FileCheck %s

// CHECK:      {{^}}// clopt: kernel 'matmul'
// CHECK-NEXT: {{^}}//   tile: k=16
// CHECK-NEXT: {{^}}//   launch: global[0] = G0; global[1] = G1
// CHECK-NEXT: {{^}}__kernel void matmul(
