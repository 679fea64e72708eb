// HPL's running example: A (RowPat) and B (ColPat) are cached per tile of
// k. The work-group copies its 4 x 8 slice of A and 8 x 4 slice of B with
// all its work-items, coalesced along the rows, loading only elements some
// valid point reads; the compute reads the copies; barriers around.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.pad=0 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s

// CHECK:      {{^}}//   local: A=1 B=1 pad=0
// CHECK:      {{^}}//   local memory: 256 bytes
// CHECK-LABEL: {{^}}__kernel void matmul(
// CHECK:      {{^}}  const int grp_first_1 = get_group_id(1) * 4;
// CHECK:      {{^}}  __local float lm_A[4][8];
// CHECK-NEXT: {{^}}  __local float lm_B[8][4];
// CHECK-NEXT: {{^}}  const int lid = lid_1 * 4 + lid_0;
// CHECK-NEXT: {{^}}  float sum = 0.0f;
// CHECK-NEXT: {{^}}  for (int k0 = 0; k0 < N; k0 += 8) {
// CHECK-NEXT: {{^}}    if (grp_first_1 + 3 < N && k0 + 7 < N) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 32; cp += 16) {
// CHECK-NEXT: {{^}}        const int cp_1 = cp / 8;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 8;
// CHECK-NEXT: {{^}}        lm_A[cp_1][cp_0] = A[N * (grp_first_1 + cp_1) + (k0 + cp_0)];
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    } else {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 32; cp += 16) {
// CHECK-NEXT: {{^}}        const int cp_1 = cp / 8;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 8;
// CHECK-NEXT: {{^}}        lm_A[cp_1][cp_0] = (grp_first_1 + cp_1 < N && k0 + cp_0 < N) ? A[N * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    if (k0 + 7 < N && grp_first_0 + 3 < N) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 32; cp += 16) {
// CHECK-NEXT: {{^}}        const int cp_1 = cp / 4;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 4;
// CHECK-NEXT: {{^}}        lm_B[cp_1][cp_0] = B[N * (k0 + cp_1) + (grp_first_0 + cp_0)];
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    } else {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 32; cp += 16) {
// CHECK-NEXT: {{^}}        const int cp_1 = cp / 4;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 4;
// CHECK-NEXT: {{^}}        lm_B[cp_1][cp_0] = (k0 + cp_1 < N && grp_first_0 + cp_0 < N) ? B[N * (k0 + cp_1) + (grp_first_0 + cp_0)] : 0;
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}    for (int k = k0; k < k0 + 8 && k < N; ++k) {
// CHECK-NEXT: {{^}}      sum += lm_A[lid_1][k - k0] * lm_B[k - k0][lid_0];
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  }
// The guard became per-point validity: every work-item reaches the
// barriers, only valid points store.
// CHECK-NEXT: {{^}}  if (i < N && j < N) {
// CHECK-NEXT: {{^}}    C[i * N + j] = sum;
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}
