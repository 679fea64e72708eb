// An argument may be named like any parameter word: `general` is the
// argument here, the general path's passes are `general-path` (no
// identifier), and the special path is for the argument's value.
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt rewrite %s --set specialize.general=4 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// RUN: clopt verify %s --set specialize.general=4 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 --size general=4 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set specialize.general=4 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 --size general=1 | FileCheck %s --check-prefix=PASS
#pragma clopt tune global(W, H) sizes(W = 128, H = 128, general = 4)
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int general) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 2 * general + 1; ++dy)
      for (int dx = 0; dx < 2 * general + 1; ++dx)
        sum += in[(y + dy) * (W + 2 * general) + x + dx] * filt[dy * (2 * general + 1) + dx];
    out[y * W + x] = sum;
  }
}

// SPACE:      specialize.general = 0|1|2|3|4|5|6|7|8|9|10|11|12|13|14|15 (default 4): a path for this value of general
// SPACE-NEXT: specialize.general-path = 0|1 (default 1)

// CHECK:      //   specialize: general=4 (other values take the general path)
// CHECK-NEXT: //   general path: coarsen
// CHECK:        if (general == 4) {
// CHECK:        } else {

// PASS: PASS conv2d: every written buffer matches
