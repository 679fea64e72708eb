// PolyBench-style GEMM, C = alpha*A*B + beta*C, one work-item per element of
// C. The row of A is reached through a row pointer, as hand-written kernels
// often do.
__kernel void gemm(__global const float *A, __global const float *B,
                   __global float *C, float alpha, float beta,
                   int NI, int NJ, int NK) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < NI && j < NJ) {
    __global const float *a_row = A + i * NK;
    float acc = 0.0f;
    for (int k = 0; k < NK; k++)
      acc += a_row[k] * B[k * NJ + j];
    C[i * NJ + j] = beta * C[i * NJ + j] + alpha * acc;
  }
}
