// y = A * x, one work-item per row.
#pragma clopt tune global(N) sizes(N = 256)
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * x[k];
    y[i] = sum;
  }
}
