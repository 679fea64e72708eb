// A column sum (PolyBench's A^T r, the sum of a volume over its z planes):
// the loads that differ between outputs are contiguous in get_global_id(0),
// not in the loop's counter, so the lanes of one output would read a column
// apart. With layout=outputs neighbouring work-items compute neighbouring
// outputs (slot = lid % outputs), each lane strides over the loop, and the
// partials meet as [lane][slot], so each step of the tree touches
// neighbouring words. It is the layout's default where no load that
// differs between outputs runs along the loop (--list-params), and any size
// is computed as the original does (the verify runs: 1, 37 and 300 columns,
// fewer rows than lanes, more than a work-group of columns).
// RUN: clopt rewrite %s --kernel colsum --set reduce.layout=outputs --set reduce.wg=8 \
// RUN:   --set reduce.outputs=32 | FileCheck %s
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=PARAMS
// RUN: clopt verify %s --kernel colsum --set reduce.layout=outputs --set reduce.wg=8 \
// RUN:   --set reduce.outputs=32 --size nx=3 --size ny=37 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel colsum --set reduce.layout=outputs --set reduce.wg=4 \
// RUN:   --set reduce.outputs=64 --size nx=100 --size ny=300 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel colsum --set reduce.layout=outputs --set reduce.wg=64 \
// RUN:   --set reduce.outputs=16 --size nx=1 --size ny=1 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel colmax --set reduce.layout=outputs --set reduce.wg=16 \
// RUN:   --set reduce.outputs=16 --size n=45 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel colsum --set reduce.layout=lanes --set reduce.wg=32 \
// RUN:   --set reduce.outputs=2 --size nx=45 --size ny=45 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not clopt rewrite %s --kernel colsum --set reduce.layout=outputs --set reduce.wg=8 \
// RUN:   --set reduce.outputs=4 2>&1 | FileCheck %s --check-prefix=SHAPE
// A layout set alone: the parameters not set take the values nearest their
// defaults that suit it (the defaults suit the kernel's default layout),
// and a remark says which.
// RUN: clopt rewrite %s --kernel colsum --set reduce.layout=lanes -Rpass-analysis=reduce \
// RUN:   2>&1 | FileCheck %s --check-prefix=FIT-LANES
// RUN: clopt verify %s --kernel colsum --set reduce.layout=lanes --size nx=45 --size ny=45 \
// RUN:   2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt rewrite %s --kernel mixed --set reduce.layout=outputs -Rpass-analysis=reduce \
// RUN:   2>&1 | FileCheck %s --check-prefix=FIT-OUTPUTS
// RUN: clopt verify %s --kernel mixed --set reduce.layout=outputs --size n=45 \
// RUN:   2>&1 | FileCheck %s --check-prefix=VERIFY

#pragma clopt tune global(ny) sizes(nx = 64, ny = 96)
__kernel void colsum(__global const float *A, __global const float *r,
                     __global float *s, int nx, int ny) {
  int j = get_global_id(0);
  if (j < ny) {
    float acc = 0.0f;
    for (int i = 0; i < nx; i++)
      acc += r[i] * A[i * ny + j];
    s[j] = acc;
  }
}

// No load runs along the loop: layout=outputs is the only layout.
#pragma clopt tune global(n) sizes(n = 64)
__kernel void colmax(__global const float *A, __global float *m, int n) {
  int j = get_global_id(0);
  if (j < n) {
    float best = -INFINITY;
    for (int k = 0; k < n; ++k)
      best = fmax(best, A[k * n + j]);
    m[j] = best;
  }
}

// A row of A (along the loop) times a column of B (along the outputs).
#pragma clopt tune global(n) sizes(n = 64)
__kernel void mixed(__global const float *A, __global const float *B,
                    __global float *d, int n) {
  int j = get_global_id(0);
  if (j < n) {
    float acc = 0.0f;
    for (int k = 0; k < n; ++k)
      acc += A[j * n + k] * B[k * n + j];
    d[j] = acc;
  }
}

// CHECK:      {{^}}//   reduce: wg=8 outputs=32 subgroup=0 layout=outputs
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0 * 8, 256), local[0] = 256; requires G0 >= (ny);
// CHECK:      {{^}}__attribute__((reqd_work_group_size(256, 1, 1)))
// CHECK-LABEL: {{^}}__kernel void colsum(
// CHECK:      {{^}}  __local float [[RED:red_acc]][8][32];
// CHECK-NEXT: {{^}}  const int lane = get_local_id(0) / 32;
// CHECK-NEXT: {{^}}  const int slot = get_local_id(0) % 32;
// CHECK-NEXT: {{^}}  int j = get_group_id(0) * 32 + slot;
// CHECK:      {{^}}    for (int i = lane; i < nx; i += 8) {
// CHECK-NEXT: {{^}}      [[PART:part_acc]] += r[i] * A[i * ny + j];
// CHECK:      {{^}}  [[RED]][lane][slot] = [[PART]];
// CHECK-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  if (lane < 4) {
// CHECK-NEXT: {{^}}    [[PART]] = [[PART]] + [[RED]][lane + 4][slot];
// CHECK-NEXT: {{^}}    [[RED]][lane][slot] = [[PART]];
// CHECK:      {{^}}  if (valid && lane == 0) {
// CHECK-NEXT: {{^}}    acc = acc + [[PART]];
// CHECK-NEXT: {{^}}    s[j] = acc;

// Both layouts for colsum (r[i] runs along the loop, but is the same for
// every output), only one for colmax; both for mixed, where A's row differs
// between outputs and runs along the loop: lanes by default.
// PARAMS-LABEL: kernel colsum
// PARAMS:       reduce.layout = lanes|outputs (default outputs)
// PARAMS-LABEL: kernel colmax
// PARAMS:       reduce.layout = outputs (default outputs)
// PARAMS-LABEL: kernel mixed
// PARAMS:       reduce.wg = 2|4|8|16|32|64|128|256|512 (default 64)
// PARAMS:       reduce.layout = lanes|outputs (default lanes)

// VERIFY: {{^}}PASS {{colsum|colmax|mixed}}: every written buffer matches

// FIT-LANES:      remark: parameters not set take reduce.wg=32 reduce.outputs=8: their defaults break a constraint with the values set [-Rpass-analysis=reduce]
// FIT-LANES:      {{^}}//   reduce: wg=32 outputs=8 subgroup=0 layout=lanes
// FIT-OUTPUTS:    remark: parameters not set take reduce.outputs=16: their defaults break a constraint with the values set [-Rpass-analysis=reduce]
// FIT-OUTPUTS:    {{^}}//   reduce: wg=64 outputs=16 subgroup=0 layout=outputs

// SHAPE: constraint 'layout-shape' of pass 'reduce' does not hold for the --set values: reduce.layout=lanes needs reduce.wg >= 32 and reduce.outputs <= 8 (e.g. --set reduce.wg=64 --set reduce.outputs=1); reduce.layout=outputs needs reduce.outputs >= 16 and reduce.wg <= 64 (e.g. --set reduce.wg=8 --set reduce.outputs=32)
