// Euclidean norm of each row of an N x M matrix, one work-item per row;
// the epilogue scales and combines with the previous value.
#pragma clopt tune global(N) sizes(N = 1024, M = 1000)
__kernel void rownorm(__global const float *A, __global float *norms, int N,
                      int M, float alpha) {
  int i = get_global_id(0);
  if (i >= N)
    return;
  float ss = 0.0f;
  for (int k = 0; k < M; ++k) {
    float v = A[i * M + k];
    ss = fma(v, v, ss);
  }
  norms[i] = alpha * sqrt(ss) + norms[i];
}
