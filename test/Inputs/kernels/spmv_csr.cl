// Sparse matrix-vector product in CSR form: the loop bounds and the index
// of x are loaded from memory.
#pragma clopt tune global(N) sizes(N = 4096)
__kernel void spmv_csr(__global const int *rowptr, __global const int *col,
                       __global const float *val, __global const float *x,
                       __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    for (int p = rowptr[i]; p < rowptr[i + 1]; ++p)
      sum += val[p] * x[col[p]];
    y[i] = sum;
  }
}
