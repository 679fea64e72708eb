// Tuned by clopt 0.1.0 from conv1d.cl.
//
// Kernel 'conv1d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=262144, R=3, global [262144]
//   passes: coarsen(d0=4, dist=cyclic, chunk=1) private(hoist=0, vload=0, window=2) unroll(factor=8, full=1) wgshape(d0=64)
//   speedup: 2.28x (0.4124 ms vs 0.9389 ms for the original)
//   measured: median of 5 interleaved rounds; bound 1.25x at 96.9% confidence
//   launch: global[0] = roundUp(ceil(G0 / 4), 64), local[0] = 64; requires G0 >= (N); no global work offset
//   preconditions: G0 >= (N) (G0..G2: the original global size)
//
// The launch geometry is also in conv1d.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper/HostHelper.h) applies it.

// 1D convolution with a (2R+1)-tap filter; in holds N + 2R samples (the
// input padded by R on each side), out holds N.
#pragma clopt tune global(N) sizes(N = 4096, R = 3)
// clopt: kernel 'conv1d'
//   coarsen: d0=4 dist=cyclic chunk=1
//   private: hoist=0 vload=0 window=2
//   unroll: factor=8 full=1
//   wgshape: d0=64
//   launch: global[0] = roundUp(ceil(G0 / 4), 64), local[0] = 64; requires G0 >= (N); no global work offset
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void conv1d(__global const float *in, __global const float *filt,
                     __global float *out, int N, int R) {
  const int first_0 = get_group_id(0) * 256 + get_local_id(0);
  int i_0 = first_0;
  int i_1 = first_0 + 64;
  int i_2 = first_0 + 128;
  int i_3 = first_0 + 192;
  float sum_0 = 0.0f;
  float sum_1 = 0.0f;
  float sum_2 = 0.0f;
  float sum_3 = 0.0f;
  {
    int k = 0;
    for (; k + 7L < 2 * R + 1; k += 8) {
      sum_0 += (i_0 < N ? in[i_0 + k] : 0) * filt[k];
      sum_1 += (i_1 < N ? in[i_1 + k] : 0) * filt[k];
      sum_2 += (i_2 < N ? in[i_2 + k] : 0) * filt[k];
      sum_3 += (i_3 < N ? in[i_3 + k] : 0) * filt[k];
      sum_0 += (i_0 < N ? in[i_0 + (k + 1)] : 0) * filt[k + 1];
      sum_1 += (i_1 < N ? in[i_1 + (k + 1)] : 0) * filt[k + 1];
      sum_2 += (i_2 < N ? in[i_2 + (k + 1)] : 0) * filt[k + 1];
      sum_3 += (i_3 < N ? in[i_3 + (k + 1)] : 0) * filt[k + 1];
      sum_0 += (i_0 < N ? in[i_0 + (k + 2)] : 0) * filt[k + 2];
      sum_1 += (i_1 < N ? in[i_1 + (k + 2)] : 0) * filt[k + 2];
      sum_2 += (i_2 < N ? in[i_2 + (k + 2)] : 0) * filt[k + 2];
      sum_3 += (i_3 < N ? in[i_3 + (k + 2)] : 0) * filt[k + 2];
      sum_0 += (i_0 < N ? in[i_0 + (k + 3)] : 0) * filt[k + 3];
      sum_1 += (i_1 < N ? in[i_1 + (k + 3)] : 0) * filt[k + 3];
      sum_2 += (i_2 < N ? in[i_2 + (k + 3)] : 0) * filt[k + 3];
      sum_3 += (i_3 < N ? in[i_3 + (k + 3)] : 0) * filt[k + 3];
      sum_0 += (i_0 < N ? in[i_0 + (k + 4)] : 0) * filt[k + 4];
      sum_1 += (i_1 < N ? in[i_1 + (k + 4)] : 0) * filt[k + 4];
      sum_2 += (i_2 < N ? in[i_2 + (k + 4)] : 0) * filt[k + 4];
      sum_3 += (i_3 < N ? in[i_3 + (k + 4)] : 0) * filt[k + 4];
      sum_0 += (i_0 < N ? in[i_0 + (k + 5)] : 0) * filt[k + 5];
      sum_1 += (i_1 < N ? in[i_1 + (k + 5)] : 0) * filt[k + 5];
      sum_2 += (i_2 < N ? in[i_2 + (k + 5)] : 0) * filt[k + 5];
      sum_3 += (i_3 < N ? in[i_3 + (k + 5)] : 0) * filt[k + 5];
      sum_0 += (i_0 < N ? in[i_0 + (k + 6)] : 0) * filt[k + 6];
      sum_1 += (i_1 < N ? in[i_1 + (k + 6)] : 0) * filt[k + 6];
      sum_2 += (i_2 < N ? in[i_2 + (k + 6)] : 0) * filt[k + 6];
      sum_3 += (i_3 < N ? in[i_3 + (k + 6)] : 0) * filt[k + 6];
      sum_0 += (i_0 < N ? in[i_0 + (k + 7)] : 0) * filt[k + 7];
      sum_1 += (i_1 < N ? in[i_1 + (k + 7)] : 0) * filt[k + 7];
      sum_2 += (i_2 < N ? in[i_2 + (k + 7)] : 0) * filt[k + 7];
      sum_3 += (i_3 < N ? in[i_3 + (k + 7)] : 0) * filt[k + 7];
    }
    for (; k < 2 * R + 1; ++k) {
      sum_0 += (i_0 < N ? in[i_0 + k] : 0) * filt[k];
      sum_1 += (i_1 < N ? in[i_1 + k] : 0) * filt[k];
      sum_2 += (i_2 < N ? in[i_2 + k] : 0) * filt[k];
      sum_3 += (i_3 < N ? in[i_3 + k] : 0) * filt[k];
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
}

