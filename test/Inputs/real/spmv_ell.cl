// Parboil-style ELL/JDS SpMV: per-row lengths come from a buffer and the
// matrix is stored column-major over rows.
__kernel void spmv_ell(__global const float *data, __global const int *indices,
                       __global const int *rowLength, __global const float *x,
                       __global float *y, int dim) {
  int row = get_global_id(0);
  if (row < dim) {
    float sum = 0.0f;
    int len = rowLength[row];
    for (int k = 0; k < len; k++)
      sum += data[k * dim + row] * x[indices[k * dim + row]];
    y[row] = sum;
  }
}
