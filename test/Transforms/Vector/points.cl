// coarsen.d0=4 with vector.width=4: the work-item's 4 consecutive points
// are the lanes of float4 values. B's row is contiguous along dimension 0
// (vload4), A's element is the same for the 4 points (scalar, widened by
// OpenCL), C gets one vstore4. When the last points of a row are beyond N,
// a scalar loop over the lanes runs the original code. The k loop also
// reads A four elements at a time.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=4 --set vector.width=4 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/saxpy.cl --set coarsen.d0=8 --set vector.width=8 | FileCheck %s --check-prefix=SAXPY
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=SCATTER
// RUN: clopt rewrite %inputs/kernels/gather.cl --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=GATHER
// RUN: clopt rewrite %s --kernel scale --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=GID

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

// A store H elements apart from lane to lane (transpose): the row is one
// vload4 and each lane stores its component.
// SCATTER:      {{^}}  if (x < W && x + 3 < W && y < H) {
// SCATTER-NEXT: {{^}}    float4 lanes = vload4(0, in + (y * W + x));
// SCATTER-NEXT: {{^}}    out[x * H + y] = lanes.s0;
// SCATTER-NEXT: {{^}}    out[(x + 1) * H + y] = lanes.s1;
// SCATTER:      {{^}}  } else {
// SCATTER-NEXT: {{^}}    for (int lane = 0; lane < 4; ++lane) {

// A load whose index is loaded (gather) is read lane by lane; the store is
// still one vstore4.
// GATHER:      {{^}}  if (i < N && i + 3 < N) {
// GATHER-NEXT: {{^}}    vstore4((float4)(A[idx[i]], A[idx[i + 1]], A[idx[i + 2]], A[idx[i + 3]]), 0, out + i);

// A guard on the id itself holds for every lane only when it holds for the
// last one too.
// GID:      {{^}}  const size_t first_0 = get_global_id(0) * 4;
// GID-NEXT: {{^}}  if (first_0 < N && first_0 + 3 < N) {
// GID-NEXT: {{^}}    vstore4(2.0f * vload4(0, x + (first_0)), 0, y + (first_0));
// GID-NEXT: {{^}}  } else {
// GID-NEXT: {{^}}    for (int lane = 0; lane < 4; ++lane) {
// GID-NEXT: {{^}}      if (first_0 + lane < N) {
__kernel void scale(__global const float *x, __global float *y, int N) {
  if (get_global_id(0) < N)
    y[get_global_id(0)] = 2.0f * x[get_global_id(0)];
}
