// PolyBench MVT: x1 += A*y1 and x2 += A^T*y2. Rows are walked with pointer
// arithmetic (*(p + k)); the file holds both kernels.
__kernel void mvt_kernel1(__global const float *a, __global float *x1,
                          __global const float *y1, int n) {
  int i = get_global_id(0);
  if (i < n) {
    __global const float *p = a + i * n;
    float sum = x1[i];
    for (int k = 0; k < n; k++)
      sum += *(p + k) * *(y1 + k);
    x1[i] = sum;
  }
}

__kernel void mvt_kernel2(__global const float *a, __global float *x2,
                          __global const float *y2, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float sum = x2[i];
    for (int k = 0; k < n; k++)
      sum += *(a + k * n + i) * y2[k];
    x2[i] = sum;
  }
}
