#pragma clopt tune global(N) sizes(N = 256, M = 256)
__kernel void rowsum(__global const float *A, __global float *sums, int N,
                     int M) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < M; ++k)
      s += A[i * M + k];
    sums[i] = s;
  }
}
