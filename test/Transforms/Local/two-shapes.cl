// SYRK reads A at two shapes (row i and row j): one tile per shape.
// RUN: clopt rewrite %s --set tile.k=8 --set local.A=1 --set wgshape.d0=8 --set wgshape.d1=4 -Rpass=local 2>&1 | FileCheck %s

__kernel void syrk(__global const float *A, __global float *C, int N, int K) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = 0; k < K; ++k)
      sum += A[i * K + k] * A[j * K + k];
    C[i * N + j] = sum;
  }
}

// CHECK-DAG: two-shapes.cl:10:14: remark: cached 'A' in local memory (4 x 8 elements per work-group) [-Rpass=local]
// CHECK-DAG: two-shapes.cl:10:29: remark: cached 'A' in local memory (8 x 8 elements per work-group) [-Rpass=local]
// CHECK-LABEL: {{^}}__kernel void syrk(
// CHECK:       {{^}}  __local float lm_A[{{[48]}}][8];
// CHECK-NEXT:  {{^}}  __local float lm_A_1[{{[48]}}][8];
// CHECK:       {{^}}      sum += lm_A{{(_1)?}}[lid_1][k - k0] * lm_A{{(_1)?}}[lid_0][k - k0];
