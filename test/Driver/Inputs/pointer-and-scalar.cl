// `idx` is a buffer of one kernel and a scalar of another; `x` holds floats
// in one and doubles in the other (bad-buffer-name.test).
#pragma clopt tune global(n) sizes(n = 64)
__kernel void gather(__global const int *idx, __global const float *x, __global float *y,
                     int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = x[idx[i] % n];
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void twice(__global const double *x, __global double *y, int n, int idx) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = idx * x[i];
}
