// A launch rounded up past the global size relies on the kernel's guard to
// exclude the extra work-items. A guard that bounds the ids by something
// else than the global size admitted them: a transpose whose guard names
// the sizes the other way round (x < H in a launch W wide), a guard by
// another size (i < M in a launch N long), and an unsigned interior test
// that wraps (i - 1u < n - 2u admits every id at n = 1). The variants wrote
// past the end of `out` at sizes the promise covered, under "preconditions:
// none". Now the global size's own bound is added where the guard is not
// exactly `id < global size`, with the precondition that states it; a guard
// that is (`i < N` in a launch N long) is left alone.
// RUN: clopt rewrite %s --kernel=trswap --set wgshape.d0=16 --set wgshape.d1=16 -o - \
// RUN:   | FileCheck %s --check-prefix=SWAP
// SWAP: launch: global[0] = roundUp(G0, 16), local[0] = 16; global[1] = roundUp(G1, 16), local[1] = 16; requires G0 == (W); requires G1 == (H)
// SWAP: if (x < H && y < W && (get_global_id(0) < (W) && get_global_id(1) < (H))) {
// RUN: clopt verify %s --kernel=trswap --set wgshape.d0=16 --set wgshape.d1=16 \
// RUN:   --size W=17 --size H=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=trswap --set coarsen.d0=2 --set coarsen.d1=2 \
// RUN:   --size W=3 --size H=17 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=other --set coarsen.d0=4 --set wgshape.d0=32 \
// RUN:   --size N=17 --size M=40 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=wraps --set wgshape.d0=64 --size n=1 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=wraps --set wgshape.d0=64 --size n=2 | FileCheck %s --check-prefix=PASS
// PASS: PASS {{.*}}: every written buffer matches
// RUN: clopt rewrite %s --kernel=wraps --set wgshape.d0=64 -o - | FileCheck %s --check-prefix=WRAPS
// WRAPS: requires G0 == (n)
// WRAPS: if (i - 1u < n - 2u && get_global_id(0) < (n)) {
// A guard cannot be compared with a global size written as a number (or
// over sizes the kernel never receives): the launch then needs an exact
// multiple. An id held in a type narrower than int wraps (a char id is
// -128 at 128), so its guard bounds nothing.
// RUN: clopt rewrite %s --kernel=numeric --set wgshape.d0=8 -o - | FileCheck %s --check-prefix=NUMERIC
// NUMERIC: launch: global[0] = roundUp(G0, 8), local[0] = 8, requires G0 % 8 == 0; no global work offset
// RUN: not clopt verify %s --kernel=numeric --set wgshape.d0=8 --global 998 --size N=1000 \
// RUN:   | FileCheck %s --check-prefix=MULTIPLE
// MULTIPLE: NOT RUN numeric: constraints: precondition '(G0 % 8 == 0)' does not hold
// RUN: clopt rewrite %s --kernel=narrow --set wgshape.d0=256 -o - | FileCheck %s --check-prefix=NARROW
// NARROW: requires G0 == (N)
// NARROW: if (i < N && get_global_id(0) < (N)) {
// Its index is not affine (a char holds the id), so the lengths are given.
// RUN: clopt verify %s --kernel=narrow --set wgshape.d0=256 --size N=100 --buffer a=N --buffer b=N | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel=exact --set wgshape.d0=64 -o - | FileCheck %s --check-prefix=EXACT
// EXACT: launch: global[0] = roundUp(G0, 64), local[0] = 64; requires G0 >= (N); no global work offset
// EXACT: if (i < N) {

#pragma clopt tune global(W, H) sizes(W = 256, H = 256)
__kernel void trswap(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < H && y < W)
    out[x * W + y] = in[y * H + x];
}

#pragma clopt tune global(N) sizes(N = 64, M = 100)
__kernel void other(__global const float *in, __global float *out, int N, int M) {
  int i = get_global_id(0);
  if (i < M) {
    float s = 0.0f;
    for (int k = 0; k < 8; ++k)
      s += in[i * 8 + k];
    out[i] = s;
  }
}

#pragma clopt tune global(n) sizes(n = 1024)
__kernel void wraps(__global const float *in, __global float *out, uint n) {
  uint i = get_global_id(0);
  if (i - 1u < n - 2u)
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

#pragma clopt tune global(N) sizes(N = 1024)
__kernel void exact(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = 2.0f * in[i];
}

#pragma clopt tune global(1000) sizes(N = 1000) buffers(a = N, b = N)
__kernel void numeric(__global const float *a, __global float *b, int N) {
  int i = get_global_id(0);
  if (i < N)
    b[i] = a[i] * 2.0f + 1.0f;
}

#pragma clopt tune global(N) sizes(N = 100)
__kernel void narrow(__global const float *a, __global float *b, int N) {
  char i = get_global_id(0);
  if (i < N)
    b[i] = a[i] * 2.0f;
}
