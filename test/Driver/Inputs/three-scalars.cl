// Three integer scalars and a float one, none given (verify-problem-spec.test).
__kernel void strided(__global const float *x, __global float *y, int n, int offset,
                      int stride, float a) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = a * x[offset + i * stride];
}
