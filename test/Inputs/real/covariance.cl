// PolyBench covariance: column means, then the covariance of every pair of
// columns (upper triangle), each in its own kernel.
__kernel void mean_kernel(__global float *mean, __global const float *data,
                          float float_n, int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
      s += data[i * m + j];
    mean[j] = s / float_n;
  }
}

__kernel void covar_kernel(__global float *symmat, __global const float *data,
                           __global const float *mean, int m, int n) {
  int j1 = get_global_id(0);
  int j2 = get_global_id(1);
  if (j1 < m && j2 < m && j2 >= j1) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
      s += (data[i * m + j1] - mean[j1]) * (data[i * m + j2] - mean[j2]);
    symmat[j1 * m + j2] = s;
  }
}
