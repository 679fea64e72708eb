// The square root of a negative number on the generated inputs.
__kernel void shifted_sqrt(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = sqrt(x[i] - 10.0f);
}
