// Tuned by clopt 0.1.0 from conv1d.cl.
//
// Kernel 'conv1d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=262144, R=3, global [262144]
//   passes: coarsen(d0=8, dist=cyclic, chunk=2) private(hoist=1, vload=0) wgshape(d0=32)
//   speedup: 1.66x (0.3134 ms vs 0.5212 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.65x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 8), 32), local[0] = 32
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in conv1d.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 1D convolution with a (2R+1)-tap filter; in holds N + 2R samples (the
// input padded by R on each side), out holds N.
#pragma clopt tune global(N) sizes(N = 4096, R = 3)
// clopt: kernel 'conv1d'
//   coarsen: d0=8 dist=cyclic chunk=2
//   private: hoist=1 vload=0
//   wgshape: d0=32
//   launch: global[0] = roundUp(ceil(G0 / 8), 32), local[0] = 32
__attribute__((reqd_work_group_size(32, 1, 1)))
__kernel void conv1d(__global const float *in, __global const float *filt,
                     __global float *out, int N, int R) {
  const int first_0 = get_group_id(0) * 256 + get_local_id(0) * 2;
  int i_0 = first_0;
  int i_1 = first_0 + 1;
  int i_2 = first_0 + 64;
  int i_3 = first_0 + 65;
  int i_4 = first_0 + 128;
  int i_5 = first_0 + 129;
  int i_6 = first_0 + 192;
  int i_7 = first_0 + 193;
  float sum_0 = 0.0f;
  float sum_1 = 0.0f;
  float sum_2 = 0.0f;
  float sum_3 = 0.0f;
  float sum_4 = 0.0f;
  float sum_5 = 0.0f;
  float sum_6 = 0.0f;
  float sum_7 = 0.0f;
  for (int k = 0; k < 2 * R + 1; ++k) {
    float filt_reg = filt[k];
    sum_0 += (i_0 < N ? in[i_0 + k] : 0) * filt_reg;
    sum_1 += (i_1 < N ? in[i_1 + k] : 0) * filt_reg;
    sum_2 += (i_2 < N ? in[i_2 + k] : 0) * filt_reg;
    sum_3 += (i_3 < N ? in[i_3 + k] : 0) * filt_reg;
    sum_4 += (i_4 < N ? in[i_4 + k] : 0) * filt_reg;
    sum_5 += (i_5 < N ? in[i_5 + k] : 0) * filt_reg;
    sum_6 += (i_6 < N ? in[i_6 + k] : 0) * filt_reg;
    sum_7 += (i_7 < N ? in[i_7 + k] : 0) * filt_reg;
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

