// coarsen + local without private: the point loops move inside the tile
// loop (every work-item reaches the barriers); per-point values that live
// across the loops become arrays indexed by the point.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.pad=0 --set coarsen.d0=2 --set coarsen.d1=2 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s

// CHECK:      {{^}}  __local float lm_A[8][8];
// CHECK-NEXT: {{^}}  __local float lm_B[8][8];
// CHECK-NEXT: {{^}}  const int lid = lid_1 * 4 + lid_0;
// CHECK-NEXT: {{^}}  float sum[2][2];
// CHECK-NEXT: {{^}}  for (int pt_1 = 0; pt_1 < 2; ++pt_1) {
// CHECK-NEXT: {{^}}    for (int pt_0 = 0; pt_0 < 2; ++pt_0) {
// CHECK-NEXT: {{^}}      sum[pt_1][pt_0] = 0.0f;
// CHECK:      {{^}}    barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}    for (int pt_1 = 0; pt_1 < 2; ++pt_1) {
// CHECK-NEXT: {{^}}      for (int pt_0 = 0; pt_0 < 2; ++pt_0) {
// CHECK-NEXT: {{^}}        for (int k = k0; k < k0 + 8 && k < N; ++k) {
// CHECK-NEXT: {{^}}          sum[pt_1][pt_0] += lm_A[lid_1 * 2 + pt_1][k - k0] * lm_B[k - k0][lid_0 * 2 + pt_0];
// CHECK:      {{^}}        int j = first_0 + pt_0;
// CHECK-NEXT: {{^}}        int i = first_1 + pt_1;
// CHECK-NEXT: {{^}}        if (i < N && j < N) {
// CHECK-NEXT: {{^}}          C[i * N + j] = sum[pt_1][pt_0];
