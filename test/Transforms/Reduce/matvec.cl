// Matvec with one work-item per row: 64 lanes cooperate on each row, stride
// over k (coalesced), and combine their partials in __local memory with a
// tree of sequential addressing, a barrier between steps; lane 0 runs the
// epilogue. With outputs=4, one work-group computes 4 rows.
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set reduce.wg=64 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set reduce.wg=32 --set reduce.outputs=4 \
// RUN:   | FileCheck %s --check-prefix=OUT4

// CHECK:      {{^}}//   reduce: wg=64 outputs=1 subgroup=0
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0 * 64, 64), local[0] = 64
// CHECK-NEXT: {{^}}//   local memory: 256 bytes
// CHECK-NEXT: {{^}}//   floating point: reduce reassociated sums
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(64, 1, 1)))
// CHECK-LABEL: {{^}}__kernel void matvec(
// CHECK:      {{^}}  __local float [[RED:red_sum]][64];
// CHECK-NEXT: {{^}}  const int lane = get_local_id(0);
// CHECK-NEXT: {{^}}  int i = get_group_id(0);
// CHECK-NEXT: {{^}}  float [[PART:part_sum]] = 0.0f;
// CHECK-NEXT: {{^}}  const bool valid = i < N;
// CHECK-NEXT: {{^}}  float sum;
// CHECK-NEXT: {{^}}  if (valid) {
// CHECK-NEXT: {{^}}    sum = 0.0f;
// CHECK-NEXT: {{^}}    for (int k = lane; k < N; k += 64) {
// CHECK-NEXT: {{^}}      [[PART]] += A[i * N + k] * x[k];
// CHECK:      {{^}}  [[RED]][lane] = [[PART]];
// CHECK-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  if (lane < 32) {
// CHECK-NEXT: {{^}}    [[PART]] = [[PART]] + [[RED]][lane + 32];
// CHECK-NEXT: {{^}}    [[RED]][lane] = [[PART]];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK:      {{^}}  if (lane < 2) {
// CHECK:      {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  if (lane == 0) {
// CHECK-NEXT: {{^}}    [[PART]] = [[PART]] + [[RED]][lane + 1];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  if (valid && lane == 0) {
// CHECK-NEXT: {{^}}    sum = sum + [[PART]];
// CHECK-NEXT: {{^}}    y[i] = sum;
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}

// OUT4:      {{^}}//   launch: global[0] = roundUp(G0 * 32, 128), local[0] = 128
// OUT4:      {{^}}__attribute__((reqd_work_group_size(128, 1, 1)))
// OUT4:      {{^}}  __local float red_sum[4][32];
// OUT4-NEXT: {{^}}  const int lane = get_local_id(0) % 32;
// OUT4-NEXT: {{^}}  const int slot = get_local_id(0) / 32;
// OUT4-NEXT: {{^}}  int i = get_group_id(0) * 4 + slot;
// OUT4:      {{^}}  red_sum[slot][lane] = part_sum;
// OUT4:      {{^}}    part_sum = part_sum + red_sum[slot][lane + 16];
