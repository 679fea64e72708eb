// coarsen 2 x 2 + private: the point block becomes a register tile inside
// the k loop: four accumulators, and A[i][k] / B[k][j] loaded once per row /
// column into registers. The guard became per-point validity: loads check
// the coordinates they depend on, stores the whole point.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=2 --set coarsen.d1=2 --set private.hoist=1 -Rpass=private 2>&1 | FileCheck %s

// CHECK: matmul.cl:10:5: remark: register tile of 2 x 2 points per work-item inside loop 'k' [-Rpass=private]
// CHECK: matmul.cl:10:5: remark: kept 2 reused load(s) per iteration in registers [-Rpass=private]
// CHECK-LABEL: {{^}}__kernel void matmul(
// CHECK:      {{^}}  const int first_0 = get_global_id(0) * 2;
// CHECK-NEXT: {{^}}  const int first_1 = get_global_id(1) * 2;
// CHECK-NEXT: {{^}}  int j_0 = first_0;
// CHECK-NEXT: {{^}}  int j_1 = first_0 + 1;
// CHECK-NEXT: {{^}}  int i_0 = first_1;
// CHECK-NEXT: {{^}}  int i_1 = first_1 + 1;
// CHECK-NEXT: {{^}}  float sum_0_0 = 0.0f;
// CHECK-NEXT: {{^}}  float sum_0_1 = 0.0f;
// CHECK-NEXT: {{^}}  float sum_1_0 = 0.0f;
// CHECK-NEXT: {{^}}  float sum_1_1 = 0.0f;
// CHECK-NEXT: {{^}}  for (int k = 0; k < N; ++k) {
// CHECK-NEXT: {{^}}    float a_reg_0 = (i_0 < N ? A[i_0 * N + k] : 0);
// CHECK-NEXT: {{^}}    float a_reg_1 = (i_1 < N ? A[i_1 * N + k] : 0);
// CHECK-NEXT: {{^}}    float b_reg_0 = (j_0 < N ? B[k * N + j_0] : 0);
// CHECK-NEXT: {{^}}    float b_reg_1 = (j_1 < N ? B[k * N + j_1] : 0);
// CHECK-NEXT: {{^}}    sum_0_0 += a_reg_0 * b_reg_0;
// CHECK-NEXT: {{^}}    sum_0_1 += a_reg_0 * b_reg_1;
// CHECK-NEXT: {{^}}    sum_1_0 += a_reg_1 * b_reg_0;
// CHECK-NEXT: {{^}}    sum_1_1 += a_reg_1 * b_reg_1;
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  if (i_0 < N && j_0 < N) {
// CHECK-NEXT: {{^}}    C[i_0 * N + j_0] = sum_0_0;
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  if (i_0 < N && j_1 < N) {
// CHECK-NEXT: {{^}}    C[i_0 * N + j_1] = sum_0_1;
