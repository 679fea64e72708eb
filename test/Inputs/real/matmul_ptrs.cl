// SDK-style naive SGEMM (C = A*B, row major) that walks A's row and B's
// column with two pointers and *(p + k) reads.
__kernel void sgemm_naive(__global const float *A, __global const float *B,
                          __global float *C, int M, int N, int K) {
  int col = get_global_id(0);
  int row = get_global_id(1);
  if (row < M && col < N) {
    __global const float *a = A + row * K;
    __global const float *b = B + col;
    float sum = 0.0f;
    for (int k = 0; k < K; ++k)
      sum += *(a + k) * *(b + k * N);
    C[row * N + col] = sum;
  }
}
