// clopt: kernel 'gather'
//   coarsen: x=2
//   launch: global[0] = ceil(G0 / 2); no global work offset
// gather with each work-item handling two consecutive outputs.
__kernel void gather(__global const float *src, __global const int *idx,
                     __global float *dst, int N) {
  int i0 = get_global_id(0) * 2;
  for (int r = 0; r < 2; ++r) {
    int i = i0 + r;
    if (i < N)
      dst[i] = src[idx[i]];
  }
}
