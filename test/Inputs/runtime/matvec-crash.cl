// Crashes the process that runs it: the store's address, 2^48 bytes past y,
// is not even a canonical x86-64 address (a driver fault on other devices).
// The store is under a condition, so the analysis cannot prove that it
// happens and the buffer-length check before the run lets it through.
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i = get_global_id(0);
  if (N > 0)
    y[((ulong)N << 40) + i] = A[i] * x[0];
}
