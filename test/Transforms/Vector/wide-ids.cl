// The ids are size_t: lane 0's coordinate (first_0), whether the points
// are the lanes of a work-item's block or of a register tile, is size_t
// too. An int truncated it past 2^31 points (Coarsen/wide-ids.cl).
// RUN: clopt rewrite %s --kernel saxpy --set coarsen.d0=4 --set vector.width=4 \
// RUN:   | FileCheck %s --check-prefix=POINTS
// RUN: clopt verify %s --kernel saxpy --set coarsen.d0=4 --set vector.width=4 --size N=1001 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel matmul --set tile.k=8 --set coarsen.d0=4 --set coarsen.d1=2 \
// RUN:   --set private.hoist=1 --set vector.width=4 -Rpass=vector 2>&1 | FileCheck %s --check-prefix=LANES
// RUN: clopt verify %s --kernel matmul --set tile.k=8 --set coarsen.d0=4 --set coarsen.d1=2 \
// RUN:   --set private.hoist=1 --set vector.width=4 --size N=37 | FileCheck %s --check-prefix=PASS

// POINTS:      {{^}}  const size_t first_0 = get_global_id(0) * 4;
// POINTS-NEXT: {{^}}  size_t i = first_0;
// LANES:       remark: the 4 points of each work-item along dimension 0 are the lanes of vector values [-Rpass=vector]
// LANES:       {{^}}  const size_t first_0 = get_global_id(0) * 4;
// LANES-NEXT:  {{^}}  const size_t first_1 = get_global_id(1) * 2;
// LANES-NEXT:  {{^}}  size_t j = first_0;
// PASS: PASS {{.*}}: every written buffer matches

#pragma clopt tune global(N) sizes(N = 1000)
__kernel void saxpy(__global const float *x, __global float *y, float a,
                    ulong N) {
  size_t i = get_global_id(0);
  if (i < N)
    y[i] = a * x[i] + y[i];
}

#pragma clopt tune global(N, N) sizes(N = 64)
__kernel void matmul(__global const float *A, __global const float *B,
                     __global float *C, ulong N) {
  size_t j = get_global_id(0);
  size_t i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (ulong k = 0; k < N; ++k)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
