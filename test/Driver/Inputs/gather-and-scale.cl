// Two kernels, one of which reads an index buffer (bad-buffer-name.test).
#pragma clopt tune global(n) sizes(n = 64)
__kernel void gather(__global const int *idx, __global const float *x, __global float *y,
                     int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = x[idx[i] % n];
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void scale(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = 2.0f * x[i];
}
