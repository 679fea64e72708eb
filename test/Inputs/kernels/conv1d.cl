// 1D convolution with a (2R+1)-tap filter; in holds N + 2R samples (the
// input padded by R on each side), out holds N.
#pragma clopt tune global(N) sizes(N = 4096, R = 3)
__kernel void conv1d(__global const float *in, __global const float *filt,
                     __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float sum = 0.0f;
    for (int k = 0; k < 2 * R + 1; ++k)
      sum += in[i + k] * filt[k];
    out[i] = sum;
  }
}
