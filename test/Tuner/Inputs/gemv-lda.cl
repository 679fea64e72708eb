// BLAS-style gemv (transposed): column j of A starts at j*lda, and BLAS
// requires lda >= M. Re-verification moves M alone above lda, where this
// kernel reads past A.
#pragma clopt tune global(N) sizes(M = 64, N = 64, lda = 64) buffers(A = N*lda, x = M, y = N)
__kernel void gemvT(int M, int N, __global const float *A, int lda,
                    __global const float *x, __global float *y) {
  int j = get_global_id(0);
  if (j >= N)
    return;
  float s = 0.0f;
  for (int i = 0; i < M; i++)
    s += A[j * lda + i] * x[i];
  y[j] = s;
}
