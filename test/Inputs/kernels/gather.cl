// out[i] = A[idx[i]]: the index of A is loaded from memory, so A's extent
// and pattern cannot be known from the source.
#pragma clopt tune global(N) sizes(N = 4096)
__kernel void gather(__global const float *A, __global const int *idx,
                     __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = A[idx[i]];
}
