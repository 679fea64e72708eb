// A block of 4 x 4 consecutive points and two nested tap loops of constant
// trip count (5 x 5): private writes both loops out as one register window
// of (4 + 5 - 1) x (4 + 5 - 1) copies. Each input element is read once per
// work-item, before the row of copies that uses it; where the row is valid
// for every point along dimension 0 its 8 elements are two 4-wide reads,
// through a float4 pointer when the address is aligned to 16 bytes.
// RUN: clopt rewrite %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// Each point adds its terms in the original's order: the same bits at
// ragged sizes, rows whose starts are aligned or not (W + 4 = 41 or 68),
// fewer rows or columns than the block, and a single point.
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=64 --size H=9 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=3 --size H=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=1 --size H=1 | FileCheck %s --check-prefix=PASS
// Without vector reads the registers stay in the copies; cyclic points are
// consecutive along a dimension whose group is one item wide.
// RUN: clopt rewrite %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --set private.vload=0 -Rpass=private -o - 2>&1 | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=NOVEC
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --set private.vload=0 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=8 --set coarsen.d1=2 --set coarsen.dist=cyclic --set wgshape.d0=1 --set wgshape.d1=16 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// window=1 keeps the window along one loop.
// RUN: clopt rewrite %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --set private.window=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=ONE
// RUN: clopt verify %s --kernel blur5 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --set private.window=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// A read one element to the right of the row's start: rows start at
// addresses the 16-byte test rejects as often as not, and vload4 reads them.
// RUN: clopt verify %s --kernel shifted --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel shifted --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=60 --size H=7 | FileCheck %s --check-prefix=PASS
// A store in the tap loop: the reads cannot move before the row (the
// window still applies, each copy reading its own); bytes have no 16-byte
// vector of the width the reads need: the registers stay in the copies.
// RUN: clopt rewrite %s --kernel stores_in_taps --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=STORES
// RUN: clopt verify %s --kernel stores_in_taps --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel bytes --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=BYTES
// RUN: clopt verify %s --kernel bytes --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// The 3-D convolution: the window spans the two inner tap loops inside the
// third.
// RUN: clopt verify %inputs/kernels/conv3d.cl --set specialize.R=1 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --set unroll.full=1 --size NX=13 --size NY=7 --size NZ=11 --size R=1 | FileCheck %s --check-prefix=PASS3
// RUN: clopt verify %inputs/kernels/conv3d.cl --set specialize.R=1 --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --set unroll.full=1 --size NX=13 --size NY=7 --size NZ=11 --size R=2 | FileCheck %s --check-prefix=PASS3
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void blur5(__global const float *in, __global const float *filt,
                    __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 5; ++dy)
      for (int dx = 0; dx < 5; ++dx)
        sum += in[(y + dy) * (W + 4) + x + dx] * filt[dy * 5 + dx];
    out[y * W + x] = sum;
  }
}

// CHECK: remark: register window along dimensions 1 and 0: loops 'dy' and 'dx' written out for 8 x 8 copies, 1 read(s) per copy shared by the points
// CHECK: remark: read 8 row(s) of the window with vector loads (aligned where the address allows)
// Row 3: its registers; where the row is valid for the block's last point
// along dimension 0 and its first along 1 that has a tap there, two 4-wide
// reads, through a float4 pointer when the row's address is aligned to 16
// bytes (one test per row), with vload4 otherwise; each element guarded by
// its own copy's first point elsewhere.
// CHECK: float in_r3c0;
// CHECK: float in_r3c7;
// CHECK-NEXT: if (first_0 + 3 < W && first_1 < H) {
// CHECK-NEXT: __global const float *const in_row3_p = in + ((first_1 + 3) * (W + 4) + first_0);
// CHECK-NEXT: if ((uintptr_t)in_row3_p % 16 == 0) {
// CHECK-NEXT: const float4 in_row3_v = *(__global const float4 *)in_row3_p;
// CHECK-NEXT: in_r3c0 = in_row3_v.s0;
// CHECK: in_r3c3 = in_row3_v.s3;
// CHECK-NEXT: const float4 in_row3_v_1 = *(__global const float4 *)(in_row3_p + 4);
// CHECK: in_r3c7 = in_row3_v_1.s3;
// CHECK-NEXT: } else {
// CHECK-NEXT: const float4 in_row3_v_2 = vload4(0, in_row3_p);
// CHECK: const float4 in_row3_v_3 = vload4(0, in_row3_p + 4);
// CHECK: in_r3c7 = in_row3_v_3.s3;
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: in_r3c0 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0] : 0;
// CHECK: in_r3c5 = first_0 + 1 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + (first_0 + 1) + 4] : 0;
// CHECK: in_r3c7 = first_0 + 3 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + (first_0 + 3) + 4] : 0;
// CHECK-NEXT: }
// Copy (3, 4): the points with a tap there, each at its own (dy, dx).
// CHECK: sum_3_3 += in_r3c3 * filt[0 * 5 + 0];
// CHECK-NEXT: }
// CHECK-NEXT: {
// CHECK-NEXT: sum_0_0 += in_r3c4 * filt[3 * 5 + 4];
// CHECK-NEXT: sum_0_1 += in_r3c4 * filt[3 * 5 + 3];
// CHECK: sum_3_3 += in_r3c4 * filt[0 * 5 + 1];
// CHECK-NEXT: }

// NOVEC: remark: register window along dimensions 1 and 0
// NOVEC-NOT: row(s) of the window with vector loads
// NOVEC: float in_r3c4 = first_0 < W && first_1 < H ? in[(first_1 + 3) * (W + 4) + first_0 + 4] : 0;
// NOVEC-NOT: in_row3_v

// ONE: remark: register window along dimension 0: loop 'dx' written out for 8 rows

// PASS: PASS
// PASS3: PASS conv3d

#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void shifted(__global const float *in, __global const float *filt,
                      __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx)
        sum += in[(y + dy) * (W + 3) + x + dx + 1] * filt[dy * 3 + dx];
    out[y * W + x] = sum;
  }
}

// STORES: remark: register window along dimensions 1 and 0
// STORES-NOT: row(s) of the window with vector loads
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void stores_in_taps(__global const float *in, __global const float *filt,
                             __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx) {
        sum += in[(y + dy) * (W + 2) + x + dx] * filt[dy * 3 + dx];
        out[y * W + x] = sum;
      }
  }
}

// BYTES: remark: register window along dimensions 1 and 0
// BYTES-NOT: row(s) of the window with vector loads
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void bytes(__global const uchar *in, __global const float *filt,
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
