// CSR sparse matrix-vector product: rowptr bounds a loop, so random rowptr
// data would read far out of bounds; clopt must ask for real data.
__kernel void spmv(__global const int *rowptr, __global const int *col,
                   __global const float *val, __global const float *x,
                   __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = rowptr[i]; k < rowptr[i + 1]; ++k)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}
