// Tuned by clopt 0.1.0 from conv1d.cl.
//
// Kernel 'conv1d' on pthread-skylake-avx512-AMD EPYC (Portable Computing Language), driver 3.1+debian:
//   problem: N=262144, R=3, global [262144]
//   passes: coarsen(d0=16, dist=block) private(hoist=1) vector(width=16) wgshape(d0=2)
//   speedup: 3.39x (0.1736 ms vs 0.5884 ms for the original)
//   launch: global[0] = roundUp(ceil(G0 / 16), 2), local[0] = 2
//   preconditions: none (G0..G2: the original global size)
//
// The launch geometry is also in conv1d.tuned.cl.yaml; clopt's host helper (clopt/Runtime/HostHelper.h) applies it.

// 1D convolution with a (2R+1)-tap filter; in holds N + 2R samples (the
// input padded by R on each side), out holds N.
#pragma clopt tune global(N) sizes(N = 4096, R = 3)
// clopt: kernel 'conv1d'
//   coarsen: d0=16 dist=block
//   private: hoist=1
//   vector: width=16
//   wgshape: d0=2
//   launch: global[0] = roundUp(ceil(G0 / 16), 2), local[0] = 2
__attribute__((reqd_work_group_size(2, 1, 1)))
__kernel void conv1d(__global const float *in, __global const float *filt,
                     __global float *out, int N, int R) {
  const int first_0 = get_global_id(0) * 16;
  int i = first_0;
  float16 sum = (float16)(0.0f);
  for (int k = 0; k < 2 * R + 1; ++k) {
    float filt_reg = filt[k];
    sum += (i < N && i + 15 < N ? vload16(0, in + (i + k)) : (float16)(i < N ? in[i + k] : 0, i + 1 < N ? in[i + 1 + k] : 0, i + 2 < N ? in[i + 2 + k] : 0, i + 3 < N ? in[i + 3 + k] : 0, i + 4 < N ? in[i + 4 + k] : 0, i + 5 < N ? in[i + 5 + k] : 0, i + 6 < N ? in[i + 6 + k] : 0, i + 7 < N ? in[i + 7 + k] : 0, i + 8 < N ? in[i + 8 + k] : 0, i + 9 < N ? in[i + 9 + k] : 0, i + 10 < N ? in[i + 10 + k] : 0, i + 11 < N ? in[i + 11 + k] : 0, i + 12 < N ? in[i + 12 + k] : 0, i + 13 < N ? in[i + 13 + k] : 0, i + 14 < N ? in[i + 14 + k] : 0, i + 15 < N ? in[i + 15 + k] : 0)) * filt_reg;
  }
  if (i < N && i + 15 < N) {
    vstore16(sum, 0, out + i);
  } else {
    if (i < N) {
      out[i] = sum.s0;
    }
    if (i + 1 < N) {
      out[i + 1] = sum.s1;
    }
    if (i + 2 < N) {
      out[i + 2] = sum.s2;
    }
    if (i + 3 < N) {
      out[i + 3] = sum.s3;
    }
    if (i + 4 < N) {
      out[i + 4] = sum.s4;
    }
    if (i + 5 < N) {
      out[i + 5] = sum.s5;
    }
    if (i + 6 < N) {
      out[i + 6] = sum.s6;
    }
    if (i + 7 < N) {
      out[i + 7] = sum.s7;
    }
    if (i + 8 < N) {
      out[i + 8] = sum.s8;
    }
    if (i + 9 < N) {
      out[i + 9] = sum.s9;
    }
    if (i + 10 < N) {
      out[i + 10] = sum.sa;
    }
    if (i + 11 < N) {
      out[i + 11] = sum.sb;
    }
    if (i + 12 < N) {
      out[i + 12] = sum.sc;
    }
    if (i + 13 < N) {
      out[i + 13] = sum.sd;
    }
    if (i + 14 < N) {
      out[i + 14] = sum.se;
    }
    if (i + 15 < N) {
      out[i + 15] = sum.sf;
    }
  }
}

