// An int argument of 2e9: 1.25 times it does not fit an int.
#pragma clopt tune global(n) sizes(n = 1024, s = 2000000000)
__kernel void bigs(__global float *y, __global const float *x, int n, int s) {
  int i = get_global_id(0);
  y[i] = x[i] * (float)(s - i) + (float)(s % 7);
}
