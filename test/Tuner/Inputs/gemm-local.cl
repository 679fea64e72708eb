// A GEMM launched as M x N work-items with a host work-group size (--local
// 8,4); K is no global size.
#pragma clopt tune global(M, N) sizes(M = 40, N = 24, K = 36)
__kernel void gemm(__global const float *A, __global const float *B, __global float *C, int M, int N, int K) {
  int i = get_global_id(0);
  int j = get_global_id(1);
  float acc = 0.0f;
  for (int k = 0; k < K; k++)
    acc += A[k * M + i] * B[j * K + k];
  C[j * M + i] = acc;
}
