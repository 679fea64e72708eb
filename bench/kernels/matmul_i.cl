// C = A * B for square N x N matrices, one work-item per element of C, with
// the row index i on dimension 0 (test/Inputs/kernels/matmul.cl has the
// column index j there): neighbouring work-items read neighbouring rows of A
// and write down a column of C.
#pragma clopt tune global(N, N) sizes(N = 256)
__kernel void matmul_i(__global const float *A, __global const float *B,
                       __global float *C, int N) {
  int i = get_global_id(0);
  int j = get_global_id(1);
  if (i < N && j < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * B[k * N + j];
    C[i * N + j] = sum;
  }
}
