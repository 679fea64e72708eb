// Softmax-style row maximum: the running maximum starts at -FLT_MAX and the
// row is reached with &x[row * n].
__kernel void row_max(__global const float *x, __global float *rmax, int rows,
                      int n) {
  int r = get_global_id(0);
  if (r < rows) {
    __global const float *xr = &x[r * n];
    float m = -FLT_MAX;
    for (int k = 0; k < n; ++k)
      m = fmax(m, xr[k]);
    rmax[r] = m;
  }
}
