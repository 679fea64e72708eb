// Literal bounds as C reads them: a negative lower bound, an octal count.
// RUN: clopt rewrite %s --kernel taps_from_minus_one --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=MINUS
// RUN: clopt verify %s --kernel taps_from_minus_one --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=9 | FileCheck %s --check-prefix=PASSM
// RUN: clopt rewrite %s --kernel octal_taps --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=OCTAL
// The kernel's own literals are left as written (a sum of them in int
// need not be their sum as the kernel computes it: here unsigned).
// RUN: clopt rewrite %s --kernel own_literals --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=OWN
// RUN: clopt verify %s --kernel own_literals --set coarsen.d1=4 --set private.hoist=1 --size W=8 --size H=11 --buffer "in=(H+4)*W" | FileCheck %s --check-prefix=PASSOWN
// RUN: clopt verify %s --kernel octal_taps --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=9 | FileCheck %s --check-prefix=PASSO

#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void taps_from_minus_one(__global const float *in,
                                  __global const float *filt,
                                  __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1) + 1;
  if (x < W && y <= H) {
    float sum = 0.0f;
    for (int dy = -1; dy < 2; ++dy)
      sum += in[(y + dy) * W + x] * filt[dy + 1];
    out[(y - 1) * W + x] = sum;
  }
}

#pragma clopt tune global(W, H) sizes(W = 16, H = 16)
__kernel void octal_taps(__global const float *in, __global float *out, int W,
                         int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 010; ++dy)
      s += in[(y + dy) * W + x];
    out[y * W + x] = s;
  }
}

// MINUS: remark: register window along dimension 1: loop 'dy' written out for 6 rows
// OCTAL: remark: register window along dimension 1: loop 'dy' written out for 11 rows
// PASSM: PASS taps_from_minus_one: every written buffer matches (max rel error 0.0e+00)
// PASSO: PASS octal_taps: every written buffer matches (max rel error 0.0e+00)

#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void own_literals(__global const float *in, __global float *out,
                           int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      s += in[(y + dy) * W + (uint)x + 2147483647 + 2147483647 + 2];
    out[y * W + x] = s;
  }
}
// OWN: remark: register window along dimension 1
// OWN: float in_r3 = {{.*}}in[(first_1 + 3) * W + (uint)x + 2147483647 + 2147483647 + 2]
// PASSOWN: PASS own_literals: every written buffer matches (max rel error 0.0e+00)
