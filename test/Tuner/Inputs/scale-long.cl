__kernel void scale(__global float *a, long n) {
  long i = get_global_id(0);
  if (i < n)
    a[i] *= 2.0f;
}
