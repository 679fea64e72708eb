// Every sum overflows to inf; summed in another order, some become NaN.
#pragma clopt tune global(N) sizes(N = 256)
__kernel void ovf(__global const float *A, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[i * N + k] * 1.0e38f;
    y[i] = s;
  }
}
