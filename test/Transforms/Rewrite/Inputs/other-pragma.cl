// The pragma sizes `first` only; `second` has no spec of its own.
#pragma clopt tune global(n) sizes(n = 100)
__kernel void first(__global float *v, int n) {
  int i = get_global_id(0);
  if (i < n)
    v[i] = 2.0f * v[i];
}

__kernel void second(__global float *v, float a, int n) {
  int i = get_global_id(0);
  v[i] = a * v[i];
}
