// Two kernels in one file: both are tuned and both land in OUT.cl.
#pragma clopt tune global(N) sizes(N = 64)
__kernel void rowsum(__global const float *A, __global float *s, int N) {
  int i = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < N; ++k)
    acc += A[i * N + k];
  s[i] = acc;
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void colsum(__global const float *A, __global float *s, int N) {
  int j = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < N; ++k)
    acc += A[k * N + j];
  s[j] = acc;
}
