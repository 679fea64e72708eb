// The original computes its index in 64 bits (`(size_t)y * S + x`), so it
// reaches elements past INT_MAX; the tile's copy rebuilt the index from its
// affine form in int and overflowed there (a crash at S = 2147483600, where
// the original ran). The copy computes in 64 bits where the original does.
// RUN: clopt rewrite %s --set local.in=1 --set wgshape.d0=16 --set wgshape.d1=2 -o - \
// RUN:   | FileCheck %s
// CHECK: lm_in[cp_1][cp_0] = in[(long)S * (grp_first_1 + cp_1) + (long)(grp_first_0 + cp_0)];
// RUN: clopt verify %s --set local.in=1 --set wgshape.d0=16 --set wgshape.d1=2 --size W=37 \
// RUN:   --size S=100 | FileCheck %s --check-prefix=PASS
// PASS: PASS rowsmooth: every written buffer matches
// An int index stays int.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.A=1 --set wgshape.d0=8 \
// RUN:   --set wgshape.d1=8 -o - | FileCheck %s --check-prefix=NARROW --implicit-check-not='(long)N'
// NARROW: __local float lm_A[8][8];

#pragma clopt tune global(W, 2) sizes(W = 64, S = 4096) buffers(in = S + W + 3, out = 2 * W)
__kernel void rowsmooth(__global const uchar *in, __global int *out, int W, int S) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < 2) {
    int s = 0;
    for (int k = 0; k < 4; ++k)
      s += in[(size_t)y * S + x + k];
    out[y * W + x] = s;
  }
}
