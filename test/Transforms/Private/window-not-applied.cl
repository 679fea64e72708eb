// Where private's register window does not apply, the tile is built
// without it and an analysis remark says why, kernel by kernel.
// RUN: clopt rewrite %s --kernel symbolic --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=SYMBOLIC
// RUN: clopt rewrite %s --kernel interior --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=INTERIOR
// RUN: clopt rewrite %s --kernel strided --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=STRIDED
// RUN: clopt rewrite %s --kernel clipped --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=CLIPPED
// RUN: clopt rewrite %s --kernel interior --set coarsen.d1=4 --set coarsen.dist=cyclic --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=CYCLIC
// RUN: clopt rewrite %s --kernel unsigned_bound --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=UNSIGNED
// RUN: clopt rewrite %s --kernel narrow --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=NARROW
// RUN: clopt rewrite %s --kernel hex_guard --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=UNSIGNED
// RUN: clopt rewrite %s --kernel unsigned_counter --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=UCOUNTER
// RUN: clopt rewrite %s --kernel nested_guards --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 -Rpass-analysis=private -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=NOLOOP
// The tiles are still correct.
// RUN: clopt verify %s --kernel nested_guards --set coarsen.d0=4 --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel hex_guard --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=11 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel unsigned_counter --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=11 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel unsigned_bound --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=11 | FileCheck %s --check-prefix=PASS
// A narrowing conversion keeps the index from being affine, so the lengths
// are given (they were inferred from y as if it were the id plus 200).
// RUN: clopt verify %s --kernel narrow --set coarsen.d1=4 --set private.hoist=1 --size W=4 --size H=64 --buffer in=258*W --buffer out=H*W | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel interior --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel clipped --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel strided --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS

// A radius not written in: no constant trip count (specialize gives one).
#pragma clopt tune global(W, H) sizes(W = 64, H = 64, R = 1)
__kernel void symbolic(__global const float *in, __global float *out, int W,
                       int H, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 2 * R + 1; ++dy)
      s += in[(y + dy) * W + x];
    out[y * W + x] = s;
  }
}
// SYMBOLIC: remark: no register window: loop 'dy' does not have a constant trip count of 2 to 16

// Valid rows are an interval, not a prefix of the block: the first point
// that needs a row need not be valid when a later one is.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void interior(__global const float *in, __global float *out, int W,
                       int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y >= 1 && y < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      s += in[(y + dy - 1) * W + x];
    out[y * W + x] = s;
  }
}
// INTERIOR: remark: no register window: the guard does not bound dimension 1 from above only
// CYCLIC: remark: no register window: no dimension of the block has consecutive points

// Rows 2y + dy: points share no row.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void strided(__global const float *in, __global float *out, int W,
                      int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      s += in[(2 * y + dy) * W + x];
    out[y * W + x] = s;
  }
}
// STRIDED: remark: no register window: no read that runs whenever the loop body does (not under an if or ?:, in a statement of its own) depends on dimension 1 and loop 'dy' through their sum only

// The row read runs under a condition of its own: the original may not
// make it, so it is not moved.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void clipped(__global const float *in, __global float *out, int W,
                      int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      if (y + dy < H)
        s += in[(y + dy) * W + x];
    out[y * W + x] = s;
  }
}
// CLIPPED: remark: no register window: no read that runs whenever the loop body does (not under an if or ?:, in a statement of its own) depends on dimension 1 and loop 'dy' through their sum only

// `y - 2 < H - 2` in unsigned arithmetic (H is a uint) holds for y in
// 2 .. H-1: an interval, not a prefix of the block.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void unsigned_bound(__global const float *in, __global float *out,
                             int W, uint H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y - 2 < H - 2) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      s += in[(y + dy) * W + x];
    out[y * W + x] = s;
  }
}
// UNSIGNED: remark: no register window: the guard does not bound dimension 1 from above only

// A coordinate of a narrow type wraps (y = 255 + 1 is 0) where its
// initializer does not: the read's row is not first + c + dy.
#pragma clopt tune global(W, H) sizes(W = 16, H = 64)
__kernel void narrow(__global const float *in, __global float *out, int W,
                     int H) {
  int x = get_global_id(0);
  int g = get_global_id(1);
  uchar y = get_global_id(1) + 200;
  if (x < W && g < H) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      s += in[(y + dy) * W + x];
    out[g * W + x] = s;
  }
}
// NARROW: remark: no register window: no read that runs whenever the loop body does (not under an if or ?:, in a statement of its own) depends on dimension 1 and loop 'dy' through their sum only

// 0xFFFFFFFF is an unsigned int: `y + 0xFFFFFFFF` is y - 1, wrapping at 0.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void hex_guard(__global const float *in, __global float *out, int W,
                        int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y + 0xFFFFFFFF < H - 3) {
    float s = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      s += in[(y + dy) * W + x];
    out[y * W + x] = s;
  }
}

// A uint tap counter: its values would become int literals, and
// `dy - 1 < 2` a signed comparison.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void unsigned_counter(__global const float *in, __global float *out,
                               int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float s = 0.0f;
    for (uint dy = 0; dy < 3; ++dy)
      s += in[(y + dy) * W + x] * (dy - 1 < 2 ? 1.0f : 2.0f);
    out[y * W + x] = s;
  }
}
// UCOUNTER: remark: no register window: loop 'dy' counts in a type other than a signed integer of 4 bytes or more

// Nested guards: the block's loop body stays outside the tap loops (the
// point loop holds the ifs), so there is no loop to write out.
#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void nested_guards(__global const float *in, __global const float *filt,
                            __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W)
    if (y < H) {
      float sum = 0.0f;
      for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 5; ++dx)
          sum += in[(y + dy) * (W + 4) + x + dx] * filt[dy * 5 + dx];
      out[y * W + x] = sum;
    }
}
// NOLOOP: remark: no register window and no reused loads: the block's points share no loop

// PASS: PASS {{.*}}: every written buffer matches
