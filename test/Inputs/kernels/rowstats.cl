// Per-row sum and maximum of an N x M matrix: two accumulators with
// different operators.
#pragma clopt tune global(N) sizes(N = 4096, M = 256)
__kernel void rowstats(__global const float *in, __global float *sums,
                       __global float *maxes, int N, int M) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    float m = -INFINITY;
    for (int k = 0; k < M; ++k) {
      float v = in[i * M + k];
      sum += v;
      m = fmax(m, v);
    }
    sums[i] = sum;
    maxes[i] = m;
  }
}
