// A loop whose bound may sit at the top of its counter's type: the original
// never computes past M, but a tile counter stepping by 16 would wrap after
// the last tile (restarting the loop at a small k0), and reduce's lanes
// stepping by 32 likewise.
#pragma clopt tune global(N) sizes(N = 256, M = 1000) buffers(x = N + 8, y = N)
__kernel void uovf(__global const float *x, __global float *y, int N, uint M) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (uint k = M - 7u; k < M; ++k)
      s += x[i + k - M + 7] * 3.0f;
    y[i] = s;
  }
}
