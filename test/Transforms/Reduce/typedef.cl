// An accumulator declared with a typedef of float is a float accumulator:
// the reduction's partial sums and __local array use the type clang gives
// it, and the result matches the original at a size no work-group divides.
// RUN: clopt rewrite %s --set reduce.wg=64 | FileCheck %s
// RUN: clopt verify %s --set reduce.wg=64 --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK:      {{^}}  __local float red_sum[64];
// CHECK:      {{^}}  float part_sum = 0.0f;
// CHECK:      {{^}}  real_t sum;
// VERIFY: PASS matvec: every written buffer matches

typedef float real_t;

#pragma clopt tune global(N) sizes(N = 4096)
__kernel void matvec(__global const real_t *A, __global const real_t *x,
                     __global real_t *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    real_t sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * x[k];
    y[i] = sum;
  }
}
