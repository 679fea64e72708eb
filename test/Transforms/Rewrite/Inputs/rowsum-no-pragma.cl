// rowsum of global-host-sizes.cl without its pragma: the sizes come from the
// command line.
__kernel void rowsum(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += x[i * n + k];
  y[i] = s;
}
