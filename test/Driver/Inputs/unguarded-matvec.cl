// No guard: every work-item reads a whole row of A and writes y[i], so the
// original needs A to hold G0*N elements and y G0.
__kernel void mv(__global const float *A, __global const float *x,
                 __global float *y, int N) {
  int i = get_global_id(0);
  float sum = 0.0f;
  for (int k = 0; k < N; ++k)
    sum += A[i * N + k] * x[k];
  y[i] = sum;
}
