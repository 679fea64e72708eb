// dst[i] = src[idx[i]]: idx holds indices into src, so its test data must
// stay inside [0, length of src).
#pragma clopt tune global(N) sizes(N = 100, M = 37) buffers(src = M, idx = N, dst = N)
__kernel void gather(__global const float *src, __global const int *idx,
                     __global float *dst, int N) {
  int i = get_global_id(0);
  if (i < N) {
    int j = idx[i];
    dst[i] = src[j];
  }
}
