#pragma clopt tune global(N) sizes(N = 256)
__kernel void lower(__global const float *A, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < i; ++k)
      s += A[i * N + k];
    y[i] = s;
  }
}
