// Tuned by clopt 0.1.0 from conv1d.cl.
//
// Kernel 'conv1d' on NVIDIA H100 80GB HBM3 (NVIDIA CUDA), driver 580.159.04:
//   problem: N=67108864, R=3, global [67108864]
//   passes: coarsen(d0=8, dist=cyclic, chunk=1) private(hoist=0, vload=1, window=2) unroll(factor=16, full=1) wgshape(d0=256)
//   speedup: 1.58x (0.1812 ms vs 0.2855 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.57x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 256), local[0] = 256; requires G0 >= (N); no global work offset
//   preconditions: G0 >= (N) (G0..G2: the original global size)
//
// The launch geometry is also in conv1d.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 1D convolution with a (2R+1)-tap filter; in holds N + 2R samples (the
// input padded by R on each side), out holds N.
#pragma clopt tune global(N) sizes(N = 4096, R = 3)
// clopt: kernel 'conv1d'
//   coarsen: d0=8 dist=cyclic chunk=1
//   private: hoist=0 vload=1 window=2
//   unroll: factor=16 full=1
//   wgshape: d0=256
//   launch: global[0] = roundUp(ceil(G0 / 8), 256), local[0] = 256; requires G0 >= (N); no global work offset
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void conv1d(__global const float *in, __global const float *filt,
                     __global float *out, int N, int R) {
  const int first_0 = get_group_id(0) * 2048 + get_local_id(0);
  int i_0 = first_0;
  int i_1 = first_0 + 256;
  int i_2 = first_0 + 512;
  int i_3 = first_0 + 768;
  int i_4 = first_0 + 1024;
  int i_5 = first_0 + 1280;
  int i_6 = first_0 + 1536;
  int i_7 = first_0 + 1792;
  float sum_0 = 0.0f;
  float sum_1 = 0.0f;
  float sum_2 = 0.0f;
  float sum_3 = 0.0f;
  float sum_4 = 0.0f;
  float sum_5 = 0.0f;
  float sum_6 = 0.0f;
  float sum_7 = 0.0f;
  {
    int k = 0;
    for (; k + 15L < 2 * R + 1; k += 16) {
      sum_0 += (i_0 < N ? in[i_0 + k] : 0) * filt[k];
      sum_1 += (i_1 < N ? in[i_1 + k] : 0) * filt[k];
      sum_2 += (i_2 < N ? in[i_2 + k] : 0) * filt[k];
      sum_3 += (i_3 < N ? in[i_3 + k] : 0) * filt[k];
      sum_4 += (i_4 < N ? in[i_4 + k] : 0) * filt[k];
      sum_5 += (i_5 < N ? in[i_5 + k] : 0) * filt[k];
      sum_6 += (i_6 < N ? in[i_6 + k] : 0) * filt[k];
      sum_7 += (i_7 < N ? in[i_7 + k] : 0) * filt[k];
      sum_0 += (i_0 < N ? in[i_0 + (k + 1)] : 0) * filt[k + 1];
      sum_1 += (i_1 < N ? in[i_1 + (k + 1)] : 0) * filt[k + 1];
      sum_2 += (i_2 < N ? in[i_2 + (k + 1)] : 0) * filt[k + 1];
      sum_3 += (i_3 < N ? in[i_3 + (k + 1)] : 0) * filt[k + 1];
      sum_4 += (i_4 < N ? in[i_4 + (k + 1)] : 0) * filt[k + 1];
      sum_5 += (i_5 < N ? in[i_5 + (k + 1)] : 0) * filt[k + 1];
      sum_6 += (i_6 < N ? in[i_6 + (k + 1)] : 0) * filt[k + 1];
      sum_7 += (i_7 < N ? in[i_7 + (k + 1)] : 0) * filt[k + 1];
      sum_0 += (i_0 < N ? in[i_0 + (k + 2)] : 0) * filt[k + 2];
      sum_1 += (i_1 < N ? in[i_1 + (k + 2)] : 0) * filt[k + 2];
      sum_2 += (i_2 < N ? in[i_2 + (k + 2)] : 0) * filt[k + 2];
      sum_3 += (i_3 < N ? in[i_3 + (k + 2)] : 0) * filt[k + 2];
      sum_4 += (i_4 < N ? in[i_4 + (k + 2)] : 0) * filt[k + 2];
      sum_5 += (i_5 < N ? in[i_5 + (k + 2)] : 0) * filt[k + 2];
      sum_6 += (i_6 < N ? in[i_6 + (k + 2)] : 0) * filt[k + 2];
      sum_7 += (i_7 < N ? in[i_7 + (k + 2)] : 0) * filt[k + 2];
      sum_0 += (i_0 < N ? in[i_0 + (k + 3)] : 0) * filt[k + 3];
      sum_1 += (i_1 < N ? in[i_1 + (k + 3)] : 0) * filt[k + 3];
      sum_2 += (i_2 < N ? in[i_2 + (k + 3)] : 0) * filt[k + 3];
      sum_3 += (i_3 < N ? in[i_3 + (k + 3)] : 0) * filt[k + 3];
      sum_4 += (i_4 < N ? in[i_4 + (k + 3)] : 0) * filt[k + 3];
      sum_5 += (i_5 < N ? in[i_5 + (k + 3)] : 0) * filt[k + 3];
      sum_6 += (i_6 < N ? in[i_6 + (k + 3)] : 0) * filt[k + 3];
      sum_7 += (i_7 < N ? in[i_7 + (k + 3)] : 0) * filt[k + 3];
      sum_0 += (i_0 < N ? in[i_0 + (k + 4)] : 0) * filt[k + 4];
      sum_1 += (i_1 < N ? in[i_1 + (k + 4)] : 0) * filt[k + 4];
      sum_2 += (i_2 < N ? in[i_2 + (k + 4)] : 0) * filt[k + 4];
      sum_3 += (i_3 < N ? in[i_3 + (k + 4)] : 0) * filt[k + 4];
      sum_4 += (i_4 < N ? in[i_4 + (k + 4)] : 0) * filt[k + 4];
      sum_5 += (i_5 < N ? in[i_5 + (k + 4)] : 0) * filt[k + 4];
      sum_6 += (i_6 < N ? in[i_6 + (k + 4)] : 0) * filt[k + 4];
      sum_7 += (i_7 < N ? in[i_7 + (k + 4)] : 0) * filt[k + 4];
      sum_0 += (i_0 < N ? in[i_0 + (k + 5)] : 0) * filt[k + 5];
      sum_1 += (i_1 < N ? in[i_1 + (k + 5)] : 0) * filt[k + 5];
      sum_2 += (i_2 < N ? in[i_2 + (k + 5)] : 0) * filt[k + 5];
      sum_3 += (i_3 < N ? in[i_3 + (k + 5)] : 0) * filt[k + 5];
      sum_4 += (i_4 < N ? in[i_4 + (k + 5)] : 0) * filt[k + 5];
      sum_5 += (i_5 < N ? in[i_5 + (k + 5)] : 0) * filt[k + 5];
      sum_6 += (i_6 < N ? in[i_6 + (k + 5)] : 0) * filt[k + 5];
      sum_7 += (i_7 < N ? in[i_7 + (k + 5)] : 0) * filt[k + 5];
      sum_0 += (i_0 < N ? in[i_0 + (k + 6)] : 0) * filt[k + 6];
      sum_1 += (i_1 < N ? in[i_1 + (k + 6)] : 0) * filt[k + 6];
      sum_2 += (i_2 < N ? in[i_2 + (k + 6)] : 0) * filt[k + 6];
      sum_3 += (i_3 < N ? in[i_3 + (k + 6)] : 0) * filt[k + 6];
      sum_4 += (i_4 < N ? in[i_4 + (k + 6)] : 0) * filt[k + 6];
      sum_5 += (i_5 < N ? in[i_5 + (k + 6)] : 0) * filt[k + 6];
      sum_6 += (i_6 < N ? in[i_6 + (k + 6)] : 0) * filt[k + 6];
      sum_7 += (i_7 < N ? in[i_7 + (k + 6)] : 0) * filt[k + 6];
      sum_0 += (i_0 < N ? in[i_0 + (k + 7)] : 0) * filt[k + 7];
      sum_1 += (i_1 < N ? in[i_1 + (k + 7)] : 0) * filt[k + 7];
      sum_2 += (i_2 < N ? in[i_2 + (k + 7)] : 0) * filt[k + 7];
      sum_3 += (i_3 < N ? in[i_3 + (k + 7)] : 0) * filt[k + 7];
      sum_4 += (i_4 < N ? in[i_4 + (k + 7)] : 0) * filt[k + 7];
      sum_5 += (i_5 < N ? in[i_5 + (k + 7)] : 0) * filt[k + 7];
      sum_6 += (i_6 < N ? in[i_6 + (k + 7)] : 0) * filt[k + 7];
      sum_7 += (i_7 < N ? in[i_7 + (k + 7)] : 0) * filt[k + 7];
      sum_0 += (i_0 < N ? in[i_0 + (k + 8)] : 0) * filt[k + 8];
      sum_1 += (i_1 < N ? in[i_1 + (k + 8)] : 0) * filt[k + 8];
      sum_2 += (i_2 < N ? in[i_2 + (k + 8)] : 0) * filt[k + 8];
      sum_3 += (i_3 < N ? in[i_3 + (k + 8)] : 0) * filt[k + 8];
      sum_4 += (i_4 < N ? in[i_4 + (k + 8)] : 0) * filt[k + 8];
      sum_5 += (i_5 < N ? in[i_5 + (k + 8)] : 0) * filt[k + 8];
      sum_6 += (i_6 < N ? in[i_6 + (k + 8)] : 0) * filt[k + 8];
      sum_7 += (i_7 < N ? in[i_7 + (k + 8)] : 0) * filt[k + 8];
      sum_0 += (i_0 < N ? in[i_0 + (k + 9)] : 0) * filt[k + 9];
      sum_1 += (i_1 < N ? in[i_1 + (k + 9)] : 0) * filt[k + 9];
      sum_2 += (i_2 < N ? in[i_2 + (k + 9)] : 0) * filt[k + 9];
      sum_3 += (i_3 < N ? in[i_3 + (k + 9)] : 0) * filt[k + 9];
      sum_4 += (i_4 < N ? in[i_4 + (k + 9)] : 0) * filt[k + 9];
      sum_5 += (i_5 < N ? in[i_5 + (k + 9)] : 0) * filt[k + 9];
      sum_6 += (i_6 < N ? in[i_6 + (k + 9)] : 0) * filt[k + 9];
      sum_7 += (i_7 < N ? in[i_7 + (k + 9)] : 0) * filt[k + 9];
      sum_0 += (i_0 < N ? in[i_0 + (k + 10)] : 0) * filt[k + 10];
      sum_1 += (i_1 < N ? in[i_1 + (k + 10)] : 0) * filt[k + 10];
      sum_2 += (i_2 < N ? in[i_2 + (k + 10)] : 0) * filt[k + 10];
      sum_3 += (i_3 < N ? in[i_3 + (k + 10)] : 0) * filt[k + 10];
      sum_4 += (i_4 < N ? in[i_4 + (k + 10)] : 0) * filt[k + 10];
      sum_5 += (i_5 < N ? in[i_5 + (k + 10)] : 0) * filt[k + 10];
      sum_6 += (i_6 < N ? in[i_6 + (k + 10)] : 0) * filt[k + 10];
      sum_7 += (i_7 < N ? in[i_7 + (k + 10)] : 0) * filt[k + 10];
      sum_0 += (i_0 < N ? in[i_0 + (k + 11)] : 0) * filt[k + 11];
      sum_1 += (i_1 < N ? in[i_1 + (k + 11)] : 0) * filt[k + 11];
      sum_2 += (i_2 < N ? in[i_2 + (k + 11)] : 0) * filt[k + 11];
      sum_3 += (i_3 < N ? in[i_3 + (k + 11)] : 0) * filt[k + 11];
      sum_4 += (i_4 < N ? in[i_4 + (k + 11)] : 0) * filt[k + 11];
      sum_5 += (i_5 < N ? in[i_5 + (k + 11)] : 0) * filt[k + 11];
      sum_6 += (i_6 < N ? in[i_6 + (k + 11)] : 0) * filt[k + 11];
      sum_7 += (i_7 < N ? in[i_7 + (k + 11)] : 0) * filt[k + 11];
      sum_0 += (i_0 < N ? in[i_0 + (k + 12)] : 0) * filt[k + 12];
      sum_1 += (i_1 < N ? in[i_1 + (k + 12)] : 0) * filt[k + 12];
      sum_2 += (i_2 < N ? in[i_2 + (k + 12)] : 0) * filt[k + 12];
      sum_3 += (i_3 < N ? in[i_3 + (k + 12)] : 0) * filt[k + 12];
      sum_4 += (i_4 < N ? in[i_4 + (k + 12)] : 0) * filt[k + 12];
      sum_5 += (i_5 < N ? in[i_5 + (k + 12)] : 0) * filt[k + 12];
      sum_6 += (i_6 < N ? in[i_6 + (k + 12)] : 0) * filt[k + 12];
      sum_7 += (i_7 < N ? in[i_7 + (k + 12)] : 0) * filt[k + 12];
      sum_0 += (i_0 < N ? in[i_0 + (k + 13)] : 0) * filt[k + 13];
      sum_1 += (i_1 < N ? in[i_1 + (k + 13)] : 0) * filt[k + 13];
      sum_2 += (i_2 < N ? in[i_2 + (k + 13)] : 0) * filt[k + 13];
      sum_3 += (i_3 < N ? in[i_3 + (k + 13)] : 0) * filt[k + 13];
      sum_4 += (i_4 < N ? in[i_4 + (k + 13)] : 0) * filt[k + 13];
      sum_5 += (i_5 < N ? in[i_5 + (k + 13)] : 0) * filt[k + 13];
      sum_6 += (i_6 < N ? in[i_6 + (k + 13)] : 0) * filt[k + 13];
      sum_7 += (i_7 < N ? in[i_7 + (k + 13)] : 0) * filt[k + 13];
      sum_0 += (i_0 < N ? in[i_0 + (k + 14)] : 0) * filt[k + 14];
      sum_1 += (i_1 < N ? in[i_1 + (k + 14)] : 0) * filt[k + 14];
      sum_2 += (i_2 < N ? in[i_2 + (k + 14)] : 0) * filt[k + 14];
      sum_3 += (i_3 < N ? in[i_3 + (k + 14)] : 0) * filt[k + 14];
      sum_4 += (i_4 < N ? in[i_4 + (k + 14)] : 0) * filt[k + 14];
      sum_5 += (i_5 < N ? in[i_5 + (k + 14)] : 0) * filt[k + 14];
      sum_6 += (i_6 < N ? in[i_6 + (k + 14)] : 0) * filt[k + 14];
      sum_7 += (i_7 < N ? in[i_7 + (k + 14)] : 0) * filt[k + 14];
      sum_0 += (i_0 < N ? in[i_0 + (k + 15)] : 0) * filt[k + 15];
      sum_1 += (i_1 < N ? in[i_1 + (k + 15)] : 0) * filt[k + 15];
      sum_2 += (i_2 < N ? in[i_2 + (k + 15)] : 0) * filt[k + 15];
      sum_3 += (i_3 < N ? in[i_3 + (k + 15)] : 0) * filt[k + 15];
      sum_4 += (i_4 < N ? in[i_4 + (k + 15)] : 0) * filt[k + 15];
      sum_5 += (i_5 < N ? in[i_5 + (k + 15)] : 0) * filt[k + 15];
      sum_6 += (i_6 < N ? in[i_6 + (k + 15)] : 0) * filt[k + 15];
      sum_7 += (i_7 < N ? in[i_7 + (k + 15)] : 0) * filt[k + 15];
    }
    for (; k < 2 * R + 1; ++k) {
      sum_0 += (i_0 < N ? in[i_0 + k] : 0) * filt[k];
      sum_1 += (i_1 < N ? in[i_1 + k] : 0) * filt[k];
      sum_2 += (i_2 < N ? in[i_2 + k] : 0) * filt[k];
      sum_3 += (i_3 < N ? in[i_3 + k] : 0) * filt[k];
      sum_4 += (i_4 < N ? in[i_4 + k] : 0) * filt[k];
      sum_5 += (i_5 < N ? in[i_5 + k] : 0) * filt[k];
      sum_6 += (i_6 < N ? in[i_6 + k] : 0) * filt[k];
      sum_7 += (i_7 < N ? in[i_7 + k] : 0) * filt[k];
    }
  }
  if (i_0 < N) {
    out[i_0] = sum_0;
  }
  if (i_1 < N) {
    out[i_1] = sum_1;
  }
  if (i_2 < N) {
    out[i_2] = sum_2;
  }
  if (i_3 < N) {
    out[i_3] = sum_3;
  }
  if (i_4 < N) {
    out[i_4] = sum_4;
  }
  if (i_5 < N) {
    out[i_5] = sum_5;
  }
  if (i_6 < N) {
    out[i_6] = sum_6;
  }
  if (i_7 < N) {
    out[i_7] = sum_7;
  }
}

