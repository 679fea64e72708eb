// A matvec that is right in every element of y but writes past its end:
// the last work-item scribbles 16 floats beyond y.
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * x[k];
    y[i] = sum;
    if (i == N - 1)
      for (int k = 1; k <= 16; ++k)
        y[i + k] = 12345.0f;
  }
}
