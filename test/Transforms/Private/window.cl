// A block of 4 consecutive rows per work-item and a tap loop of constant
// trip count (3): private writes the loop out as a register window of
// 4 + 3 - 1 = 6 rows. Each input row is read once, under the validity of
// the first point that needs it, and serves every point with a tap there;
// a filter read (no coordinate) is the same expression for every point.
// RUN: clopt rewrite %s --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// The points' order of terms is the original's: the results are the same
// bits, at sizes with a partial block, fewer rows than the block, and an
// empty one.
// RUN: clopt verify %s --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set coarsen.d1=8 --set coarsen.d0=2 --set private.hoist=1 --set unroll.full=1 --size W=19 --size H=9 | FileCheck %s --check-prefix=PASS
// Cyclic points are consecutive along a dimension whose group is one item
// wide.
// RUN: clopt rewrite %s --set coarsen.d1=4 --set coarsen.dist=cyclic --set wgshape.d0=16 --set wgshape.d1=1 --set private.hoist=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=CYCLIC
// RUN: clopt verify %s --set coarsen.d1=4 --set coarsen.dist=cyclic --set wgshape.d0=16 --set wgshape.d1=1 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// Along dimension 0 with a block distribution (the window saves more reads
// per tap along the block of 4 than along the block of 2).
// RUN: clopt rewrite %s --set coarsen.d0=4 --set coarsen.d1=2 --set private.hoist=1 --set private.window=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=ALONG0
// RUN: clopt verify %s --set coarsen.d0=4 --set coarsen.d1=2 --set private.hoist=1 --set private.window=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// A specialized radius gives the tap loops constant trip counts: a window
// of planes in 3-D (the general path, at R = 2, has none) and along the
// one dimension of a 1-D convolution.
// RUN: clopt verify %inputs/kernels/conv3d.cl --set specialize.R=1 --set coarsen.d2=8 --set coarsen.d1=2 --set private.hoist=1 --set unroll.full=1 --size NX=13 --size NY=7 --size NZ=11 --size R=1 | FileCheck %s --check-prefix=PASS3
// RUN: clopt verify %inputs/kernels/conv3d.cl --set specialize.R=1 --set coarsen.d2=8 --set coarsen.d1=2 --set private.hoist=1 --set unroll.full=1 --size NX=13 --size NY=7 --size NZ=11 --size R=2 | FileCheck %s --check-prefix=PASS3
// RUN: clopt rewrite %inputs/kernels/conv3d.cl --set specialize.R=1 --set coarsen.d2=8 --set coarsen.d1=2 --set private.hoist=1 --set private.window=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=PLANES
// RUN: clopt verify %inputs/kernels/conv1d.cl --set specialize.R=3 --set coarsen.d0=4 --set private.hoist=1 --size N=101 --size R=3 | FileCheck %s --check-prefix=PASS1
// A window along dimension 0 leaves no vector lanes there (its copies run
// other points with their own taps): vector does not make them lanes.
// RUN: clopt rewrite %s --set coarsen.d0=4 --set private.hoist=1 --set vector.width=4 -Rpass-missed=vector -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=LANES
// RUN: clopt verify %s --set coarsen.d0=4 --set private.hoist=1 --set vector.width=4 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void blur(__global const float *in, __global const float *filt,
                   __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx)
        sum += in[(y + dy) * (W + 2) + x + dx] * filt[dy * 3 + dx];
    out[y * W + x] = sum;
  }
}

// CHECK: remark: register window along dimension 1: loop 'dy' written out for 6 rows, 1 read(s) per row shared by the points
// CHECK-LABEL: {{^}}__kernel void blur(
// CHECK:      {{^}}  for (int dx = 0; dx < 3; ++dx) {
// CHECK-NEXT: {{^}}    float in_r0 = x < W && first_1 < H ? in[first_1 * (W + 2) + x + dx] : 0;
// CHECK-NEXT: {{^}}    sum_0 += in_r0 * filt[0 * 3 + dx];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  for (int dx = 0; dx < 3; ++dx) {
// CHECK-NEXT: {{^}}    float in_r1 = x < W && first_1 < H ? in[(first_1 + 1) * (W + 2) + x + dx] : 0;
// CHECK-NEXT: {{^}}    sum_0 += in_r1 * filt[1 * 3 + dx];
// CHECK-NEXT: {{^}}    sum_1 += in_r1 * filt[0 * 3 + dx];
// CHECK-NEXT: {{^}}  }
// Row 3 is needed by points 1..3: point 1 (tap 2) makes the read.
// CHECK:      {{^}}    float in_r3 = x < W && first_1 + 1 < H ? in[(first_1 + 3) * (W + 2) + x + dx] : 0;
// CHECK-NEXT: {{^}}    sum_1 += in_r3 * filt[2 * 3 + dx];
// CHECK-NEXT: {{^}}    sum_2 += in_r3 * filt[1 * 3 + dx];
// CHECK-NEXT: {{^}}    sum_3 += in_r3 * filt[0 * 3 + dx];
// The last row serves point 3 alone.
// CHECK:      {{^}}    float in_r5 = x < W && first_1 + 3 < H ? in[(first_1 + 5) * (W + 2) + x + dx] : 0;
// CHECK-NEXT: {{^}}    sum_3 += in_r5 * filt[2 * 3 + dx];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  if (x < W && y_0 < H) {
// CHECK-NEXT: {{^}}    out[y_0 * W + x] = sum_0;

// CYCLIC: remark: register window along dimension 1
// ALONG0: remark: register window along dimension 0: loop 'dx' written out for 6 rows
// LANES: remark: {{.*}}the points along dimension 0 share a register window (private), so they cannot be vector lanes
// PLANES: remark: register window along dimension 2: loop 'dz' written out for 10 rows
// PASS3: PASS conv3d: every written buffer matches (max rel error 0.0e+00)
// PASS1: PASS conv1d: every written buffer matches (max rel error 0.0e+00)
// PASS: PASS blur: every written buffer matches (max rel error 0.0e+00)

