// SYRK: C = alpha * A * A^T + beta * C, C is N x N, A is N x K (row-major).
#pragma clopt tune global(N, N) sizes(N = 256, K = 256)
__kernel void syrk(__global const float *A, __global float *C, int N, int K,
                   float alpha, float beta) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = 0; k < K; ++k)
      sum += A[i * K + k] * A[j * K + k];
    C[i * N + j] = alpha * sum + beta * C[i * N + j];
  }
}
