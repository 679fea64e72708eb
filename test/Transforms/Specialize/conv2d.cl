// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt rewrite %s --set specialize.R=2 --set unroll.full=1 --set coarsen.d0=4 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// The special path at its value and the general one at others, at ragged
// sizes (coarsened by 4: 77 leaves a remainder).
// RUN: clopt verify %s --set specialize.R=2 --set unroll.full=1 --set coarsen.d0=4 --size W=77 --size H=45 --size R=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set specialize.R=2 --set unroll.full=1 --set coarsen.d0=4 --size W=77 --size H=45 --size R=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set specialize.R=2 --set unroll.full=1 --set coarsen.d0=4 --size W=77 --size H=45 --size R=0 | FileCheck %s --check-prefix=PASS
// general-path=0: the general path runs the special path's passes too (unroll
// here); by default it leaves out private and unroll.
// RUN: clopt rewrite %s --set specialize.R=2 --set specialize.general-path=0 --set unroll.full=1 --set coarsen.d0=4 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=FULL
// RUN: clopt verify %s --set specialize.R=2 --set specialize.general-path=0 --set unroll.full=1 --set coarsen.d0=4 --size W=77 --size H=45 --size R=3 | FileCheck %s --check-prefix=PASS
// The kernel's launch line is the joined kernel's, the general path's: a
// tiled loop whose bound reads R gives it a condition the special path
// (constant taps, not tiled) lacks, and the sidecar states it too.
// RUN: clopt rewrite %s --set specialize.R=2 --set tile.dx=128 --set tile.dy=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=TILED
// RUN: clopt verify %s --set specialize.R=2 --set tile.dx=128 --set tile.dy=1 --size W=77 --size H=45 --size R=3 | FileCheck %s --check-prefix=PASS
// Any small value may be set by hand, whatever the problem's value.
// RUN: clopt rewrite %s --set specialize.R=3 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=THREE
// Alone (no other pass), the paths are the kernel as written and with R = 2.
// RUN: clopt verify %s --set specialize.R=2 --size W=33 --size H=17 --size R=1 | FileCheck %s --check-prefix=PASS
// Out of the domain: sizes are not specialized.
// RUN: not clopt rewrite %s --set specialize.R=16 2>&1 | FileCheck %s --check-prefix=RANGE

#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = -R; dy <= R; ++dy)
      for (int dx = 0; dx < 2 * R + 1; ++dx)
        sum += in[(y + dy + R) * (W + 2 * R) + x + dx] * filt[(dy + R) * (2 * R + 1) + dx];
    out[y * W + x] = sum;
  }
}

// SPACE:      specialize:
// SPACE-NEXT:   specialize.R = 0|1|2|3|4|5|6|7|8|9|10|11|12|13|14|15 (default 2): a path for this value of R
// SPACE-NEXT:   specialize.general-path = 0|1 (default 1): 1: the general path leaves out private and unroll

// The special path reads R as 2: constant bounds (folded, so the taps
// unroll), the general path under else reads R, coarsened (the launch is
// the same) but not unrolled.
// CHECK:      //   specialize: R=2 (other values take the general path)
// CHECK-NEXT: //   general path: coarsen
// CHECK:      __kernel void conv2d({{.*}}
// CHECK-NEXT: {{.*}}int W, int H, int R) {
// CHECK-NEXT:   if (R == 2) {
// CHECK:          for (int dy = (-2); dy <= 2; ++dy) {
// CHECK-NEXT:       sum += in[(y + dy + 2) * (W + 4) + x + 0] * filt[(dy + 2) * 5 + 0];
// CHECK:            sum += in[(y + dy + 2) * (W + 4) + x + 4] * filt[(dy + 2) * 5 + 4];
// CHECK-NEXT:     }
// CHECK:        } else {
// CHECK:          for (int dy = -R; dy <= R; ++dy) {
// CHECK-NEXT:       for (int dx = 0; dx < 2 * R + 1; ++dx) {
// CHECK:        }
// CHECK-NEXT: }

// FULL:      //   specialize: R=2 (other values take the general path)
// FULL-NOT:  //   general path:
// FULL:        } else {
// FULL:          for (int dy = -R; dy <= R; ++dy) {
// FULL:              for (; dx + 3L < 2 * R + 1; dx += 4) {
// FULL:              for (; dx < 2 * R + 1; ++dx) {

// TILED:      //   general path: tile
// TILED-NEXT: //   launch: global[0] = G0; global[1] = G1; requires (2*R + 1) <= 2147483520; no global work offset

// PASS: PASS conv2d: every written buffer matches

// THREE: if (R == 3) {
// THREE: for (int dx = 0; dx < 7; ++dx)

// RANGE: invalid value '16' for 'specialize.R' (valid: 0|1|2|3|4|5|6|7|8|9|10|11|12|13|14|15)
