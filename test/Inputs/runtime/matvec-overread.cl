// A matvec that is right in every element of y but reads one element past
// the end of x (and times it by zero): the buffers proper cannot show it,
// where memory past x holds a finite value.
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
      sum += A[i * N + k] * x[k];
    y[i] = sum + 0.0f * x[N];
  }
}
