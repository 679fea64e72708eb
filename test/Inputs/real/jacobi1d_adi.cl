// PolyBench/GPU jacobi1d (double, two kernels) and adi-style column sweep.
#define DATA_TYPE double

__kernel void runJacobi1D_kernel1(__global DATA_TYPE *A, __global DATA_TYPE *B,
                                  int n) {
  int i = get_global_id(0);
  if ((i > 0) && (i < (n - 1))) {
    B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
  }
}

__kernel void runJacobi1D_kernel2(__global DATA_TYPE *A, __global DATA_TYPE *B,
                                  int n) {
  int j = get_global_id(0);
  if ((j > 0) && (j < (n - 1))) {
    A[j] = B[j];
  }
}

// adi kernel1 (PolyBench/GPU): each work-item sweeps one row forward.
__kernel void adi_kernel1(__global DATA_TYPE *A, __global DATA_TYPE *B,
                          __global DATA_TYPE *X, int n) {
  int i1 = get_global_id(0);
  if (i1 < n) {
    for (int i2 = 1; i2 < n; i2++) {
      X[i1 * n + i2] = X[i1 * n + i2] - X[i1 * n + (i2 - 1)] * A[i1 * n + i2] / B[i1 * n + (i2 - 1)];
      B[i1 * n + i2] = B[i1 * n + i2] - A[i1 * n + i2] * A[i1 * n + i2] / B[i1 * n + (i2 - 1)];
    }
  }
}
