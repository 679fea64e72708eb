// Work-item functions with a dimension other than 0, 1 or 2 (a uint: -1 is
// huge) return 0 or 1 in OpenCL; the nest cannot represent them, so the
// kernel is left as written, with a remark (they used to crash or allocate
// without bound).
// RUN: clopt rewrite %s --kernel five --set tile.k=2 -Rpass-missed=tile 2>&1 | FileCheck %s --check-prefix=FIVE
// RUN: clopt rewrite %s --kernel minus --set tile.k=2 --set coarsen.d0=2 2>&1 | FileCheck %s --check-prefix=MINUS
// RUN: clopt rewrite %s --kernel huge --set tile.k=2 2>&1 | FileCheck %s --check-prefix=HUGE

__kernel void five(__global float *A, int N) {
  int i = get_global_id(5);
  for (int k = 0; k < N; ++k)
    A[i + k] = 1.0f;
}

__kernel void minus(__global float *A, int N) {
  int i = get_global_id(0);
  for (int k = 0; k < N; ++k)
    A[i + k] = get_global_size(-1);
}

__kernel void huge(__global float *A, int N) {
  int i = get_global_id(100000000);
  for (int k = 0; k < N; ++k)
    A[i + k] = 1.0f;
}

// FIVE: remark: 'get_global_id' with a dimension other than 0, 1 or 2 [-Rpass-missed=tile]
// FIVE-LABEL: {{^}}__kernel void five(
// FIVE-NEXT: {{^}}  int i = get_global_id(5);
// FIVE-NEXT: {{^}}  for (int k = 0; k < N; ++k)
// MINUS-LABEL: {{^}}__kernel void minus(
// MINUS-NOT: k0
// MINUS: A[i + k] = get_global_size(-1);
// HUGE-LABEL: {{^}}__kernel void huge(
// HUGE-NEXT: {{^}}  int i = get_global_id(100000000);
