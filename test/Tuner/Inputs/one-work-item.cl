#pragma clopt tune global(1) sizes(n = 4096)
__kernel void prefix(__global const float *x, __global float *y, int n) {
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += x[k];
    y[k] = s;
  }
}
