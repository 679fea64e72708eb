// The reduction states the work-group size it needs; a kernel that already
// states one keeps it, and reduce does not apply (two attributes would
// conflict).
// RUN: clopt rewrite %s --set reduce.wg=64 -Rpass-missed=reduce -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err

__attribute__((reqd_work_group_size(1, 1, 1)))
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * x[k];
    y[i] = sum;
  }
}

// CHECK-NOT:  {{^}}__attribute__
// CHECK:      {{^}}__attribute__((reqd_work_group_size(1, 1, 1)))
// CHECK-NEXT: {{^}}__kernel void matvec(
// CHECK-NOT:  {{^}}__attribute__
// CHECK:      {{^}}    float sum = 0.0f;
// REMARK: existing-attribute.cl:9:15: remark: kernel already states its work-group size with 'reqd_work_group_size' [-Rpass-missed=reduce]
