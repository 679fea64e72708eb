// coarsen.d0=4 with vector.width=4: the work-item's 4 consecutive points
// are the lanes of float4 values. B's row is contiguous along dimension 0
// (vload4), A's element is the same for the 4 points (scalar, widened by
// OpenCL), C gets one vstore4. When the last points of a row are beyond N,
// a scalar loop over the lanes runs the original code. The k loop also
// reads A four elements at a time.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=4 --set vector.width=4 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/saxpy.cl --set coarsen.d0=8 --set vector.width=8 | FileCheck %s --check-prefix=SAXPY

// CHECK:      {{^}}//   vector: width=4
// CHECK-NEXT: {{^}}//   launch: global[0] = ceil(G0 / 4)
// CHECK-LABEL: {{^}}__kernel void matmul(
// CHECK-NEXT: {{^}}                     __global float *C, int N) {
// CHECK-NEXT: {{^}}  const int first_0 = get_global_id(0) * 4;
// CHECK-NEXT: {{^}}  int j = first_0;
// CHECK-NEXT: {{^}}  int i = get_global_id(1);
// CHECK-NEXT: {{^}}  if (i < N && j < N && j + 3 < N) {
// CHECK-NEXT: {{^}}    float4 sum = (float4)(0.0f);
// CHECK:      {{^}}      for (; k + 3L < N; k += 4) {
// CHECK-NEXT: {{^}}        float4 A_v = vload4(0, A + (i * N + k));
// CHECK-NEXT: {{^}}        sum += A_v.s0 * vload4(0, B + (k * N + j));
// CHECK-NEXT: {{^}}        sum += A_v.s1 * vload4(0, B + ((k + 1) * N + j));
// CHECK:      {{^}}      for (; k < N; ++k) {
// CHECK-NEXT: {{^}}        sum += A[i * N + k] * vload4(0, B + (k * N + j));
// CHECK:      {{^}}    vstore4(sum, 0, C + (i * N + j));
// CHECK-NEXT: {{^}}  } else {
// CHECK-NEXT: {{^}}    for (int lane = 0; lane < 4; ++lane) {
// CHECK-NEXT: {{^}}      int j = first_0 + lane;
// CHECK-NEXT: {{^}}      int i = get_global_id(1);
// CHECK-NEXT: {{^}}      if (i < N && j < N) {
// CHECK-NEXT: {{^}}        float sum = 0.0f;
// CHECK:      {{^}}        C[i * N + j] = sum;

// SAXPY:      {{^}}  if (i < N && i + 7 < N) {
// SAXPY-NEXT: {{^}}    vstore8(a * vload8(0, x + i) + vload8(0, y + i), 0, y + i);
// SAXPY-NEXT: {{^}}  } else {
