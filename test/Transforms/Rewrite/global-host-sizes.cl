// A global size over sizes the kernel never receives (W and H are the
// host's): rewrite and verify --set read it as the tuner does, a size that
// bounds nothing in the body, so the same --set gives the same kernel
// everywhere. The variant needs an exact multiple instead, and verify
// refuses a size that breaks it.
// RUN: clopt rewrite %s --set coarsen.d0=4 -o %t.cl
// RUN: FileCheck %s --check-prefix=LAUNCH < %t.cl
// RUN: not clopt verify %s --set coarsen.d0=4 --size W=7 --size H=3 --size n=5 \
// RUN:   | FileCheck %s --check-prefix=REFUSED
// RUN: clopt verify %s --set coarsen.d0=4 --size W=8 --size H=3 --size n=5 \
// RUN:   | FileCheck %s --check-prefix=PASS
// A name that is neither an argument nor a size is still a mistake, and
// the error names it, not the size beside it.
// RUN: not clopt rewrite %s --global 'W * M' --set coarsen.d0=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TYPO
// Sizes given on the command line (as to the tuner, which takes them there
// too) are read the same: the same kernel as from the pragma; without them
// the error says how to give them.
// RUN: clopt rewrite %S/Inputs/rowsum-no-pragma.cl --global 'W * H' --size W=64 \
// RUN:   --size H=64 --size n=64 --set coarsen.d0=4 -o %t.cli.cl
// RUN: FileCheck %s --check-prefix=LAUNCH < %t.cli.cl
// RUN: not clopt rewrite %S/Inputs/rowsum-no-pragma.cl --global 'W * H' \
// RUN:   --set coarsen.d0=4 2>&1 | FileCheck %s --check-prefix=NO-SIZES

// LAUNCH: //   launch: global[0] = ceil(G0 / 4), requires G0 % 4 == 0; no global work offset
// REFUSED: NOT RUN rowsum: constraints: precondition '(G0 % 4 == 0)' does not hold
// PASS: PASS rowsum: every written buffer matches
// TYPO: clopt: error: --global expression 'W * M' uses 'M', which is neither a scalar parameter of kernel 'rowsum' (scalars: n) nor a size of the problem (H, W, n)
// NO-SIZES: clopt: error: --global expression 'W * H' uses 'W', which is not a scalar parameter of kernel 'rowsum' (scalars: n); a size it does not receive needs --size NAME=VALUE

#pragma clopt tune global(W * H) sizes(W = 64, H = 64, n = 64)
__kernel void rowsum(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < n; ++k)
    s += x[i * n + k];
  y[i] = s;
}
