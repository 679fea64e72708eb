#pragma clopt tune global(N) sizes(N = 256)
__kernel void k(__global float *A, int N) {
  int i = get_global_id(0) + get_global_id(-1);
  if (i < N) A[i] = 2.0f * A[i];
}
