// A kernel whose bound M may be any 64-bit value: the tuning size puts it
// at the limit, where no larger size exists.
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N, long M) {
  int i = get_global_id(0);
  if (i < N && i < M) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * x[k];
    y[i] = sum;
  }
}
