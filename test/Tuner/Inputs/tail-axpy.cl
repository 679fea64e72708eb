// One step of a sweep launched once per k with a shrinking NDRange: the
// work-items cover i = k .. n-1.
__kernel void tail_axpy(__global const float *x, __global float *y, int n, int k) {
  int i = get_global_id(0) + k;
  if (i < n)
    y[i] += 2.0f * x[i];
}
