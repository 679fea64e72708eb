// Launched as exactly n x m work-items (no guard), reading A up to row m:
// with A given n*n elements, the problem cannot be set up once m > n.
#pragma clopt tune global(n, m) sizes(n = 48, m = 40)
__kernel void t2d(__global const float *A, __global float *B, int n, int m) {
  int i = get_global_id(0);
  int j = get_global_id(1);
  float s = 0.0f;
  for (int k = 0; k < n; k++)
    s += A[j * n + k] * A[k * n + i];
  B[j * n + i] = s;
}
