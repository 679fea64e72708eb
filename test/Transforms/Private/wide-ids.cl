// The ids are long: the block's first row (first_1), which the register
// window reads rows from in place of `y`, is long too, so the window's
// arithmetic is exact (wide signed) and no row index is truncated past 2^31
// points (Coarsen/wide-ids.cl).
// RUN: clopt rewrite %s --set coarsen.d1=4 --set private.hoist=1 -Rpass=private -o - 2>&1 \
// RUN:   | FileCheck %s
// RUN: clopt verify %s --set coarsen.d1=4 --set private.hoist=1 --size W=37 --size H=23 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set coarsen.d1=4 --set private.hoist=1 --size W=5 --size H=2 \
// RUN:   | FileCheck %s --check-prefix=PASS

// CHECK:      remark: register window along dimension 1: loop 'dy' written out for 6 rows
// CHECK:      {{^}}  const long first_1 = get_global_id(1) * 4;
// CHECK:      {{^}}    float in_r0 = x < W && first_1 < H ? in[first_1 * (W + 2) + x + dx] : 0;
// PASS: PASS blur: every written buffer matches

#pragma clopt tune global(W, H) sizes(W = 64, H = 64)
__kernel void blur(__global const float *in, __global const float *filt,
                   __global float *out, long W, long H) {
  long x = get_global_id(0);
  long y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx)
        sum += in[(y + dy) * (W + 2) + x + dx] * filt[dy * 3 + dx];
    out[y * W + x] = sum;
  }
}
