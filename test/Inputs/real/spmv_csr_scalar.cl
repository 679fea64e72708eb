// SHOC-style scalar CSR SpMV: the trip count of the row loop is read from
// the row-start buffer.
__kernel void spmv_csr_scalar(__global const float *val,
                              __global const float *vec,
                              __global const int *cols,
                              __global const int *rowDelimiters, int dim,
                              __global float *out) {
  int myRow = get_global_id(0);
  if (myRow < dim) {
    float t = 0.0f;
    int start = rowDelimiters[myRow];
    int end = rowDelimiters[myRow + 1];
    for (int j = start; j < end; j++) {
      int col = cols[j];
      t += val[j] * vec[col];
    }
    out[myRow] = t;
  }
}
