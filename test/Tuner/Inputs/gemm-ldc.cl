// Parboil's mysgemmNT: the leading dimensions are arguments of their own
// and the kernel has no guard (the host launches m x n work-items).
#define A(i, j) A[(i) + (j) * lda]
#define B(i, j) B[(i) + (j) * ldb]
#define C(i, j) C[(i) + (j) * ldc]
#pragma clopt tune global(m, n) sizes(m = 32, n = 24, k = 16, lda = 32, ldb = 24, ldc = 32)
__kernel void mysgemmNT(__global const float *A, int lda, __global const float *B,
                        int ldb, __global float *C, int ldc, int k, float alpha,
                        float beta, int m, int n) {
  float c = 0.0f;
  int mm = get_global_id(0);
  int nn = get_global_id(1);
  for (int i = 0; i < k; ++i)
    c += A(mm, i) * B(nn, i);
  C(mm, nn) = C(mm, nn) * beta + alpha * c;
}

// The same with a guard, as a host that rounds the launch up needs.
#pragma clopt tune global(m, n) sizes(m = 32, n = 24, k = 16, lda = 32, ldb = 24, ldc = 32)
__kernel void guarded(__global const float *A, int lda, __global const float *B,
                      int ldb, __global float *C, int ldc, int k, float alpha,
                      float beta, int m, int n) {
  int mm = get_global_id(0);
  int nn = get_global_id(1);
  if (mm < m && nn < n) {
    float c = 0.0f;
    for (int i = 0; i < k; ++i)
      c += A(mm, i) * B(nn, i);
    C(mm, nn) = C(mm, nn) * beta + alpha * c;
  }
}
