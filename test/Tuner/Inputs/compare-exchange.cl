// A bitonic step at distance s whose last work-item pairs the last element
// with one past the end: it reads that element and writes back the larger
// of the two.
#pragma clopt tune global(n) sizes(n = 1000, s = 1) buffers(a = 2 * n - 1)
__kernel void exchange_u(__global uint *a, int n, uint s) {
  uint t = get_global_id(0);
  uint l = (t / s) * 2 * s + t % s;
  uint x = a[l], y = a[l + s];
  a[l] = min(x, y);
  a[l + s] = max(x, y);
}

#pragma clopt tune global(n) sizes(n = 1000, s = 1) buffers(a = 2 * n - 1)
__kernel void exchange_f(__global float *a, int n, uint s) {
  uint t = get_global_id(0);
  uint l = (t / s) * 2 * s + t % s;
  float x = a[l], y = a[l + s];
  a[l] = fmin(x, y);
  a[l + s] = fmax(x, y);
}
