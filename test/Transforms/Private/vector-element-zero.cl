// A guarded read of a vector whose element is narrower than int (uchar4,
// char4) yields a zero of its own type where its point is not valid:
// `c ? src[i] : (uchar4)(0)`. An int 0 there does not compile ("scalar
// operand type has greater rank than the type of the vector element"), so
// private's registers, its register window and local's copies of such
// arrays were skipped as internal errors, and a third of a tune's budget
// went to variants that could not be built. Every form matches the
// original at sizes no block divides.
// RUN: clopt rewrite %s --kernel gray --set coarsen.d0=2 --set private.hoist=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOIST
// RUN: clopt rewrite %s --kernel blur4 --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set private.window=2 2>&1 | FileCheck %s --check-prefix=WINDOW
// RUN: clopt rewrite %s --kernel blur4 --set local.src=1 --set wgshape.d0=16 \
// RUN:   --set wgshape.d1=4 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: clopt verify %s --kernel gray --set coarsen.d0=2 --set private.hoist=1 --size n=37 \
// RUN:   2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel gray --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set private.hoist=1 --set private.vload=1 --size n=37 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel blur4 --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set private.window=2 --size W=37 --size H=5 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel blur4 --set coarsen.d0=4 --set coarsen.d1=2 --set private.hoist=1 \
// RUN:   --set private.window=1 --size W=37 --size H=5 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel blur4 --set local.src=1 --set local.vcopy=4 --set local.pad=1 \
// RUN:   --set wgshape.d0=16 --set wgshape.d1=4 --size W=37 --size H=5 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --kernel sat --set vector.width=4 --set coarsen.d0=4 --size n=37 \
// RUN:   2>&1 | FileCheck %s --check-prefix=VERIFY

#pragma clopt tune global(n) sizes(n = 256)
__kernel void gray(__global const uchar4 *src, __global uchar *dst, int n) {
  int i = get_global_id(0);
  if (i < n) {
    uchar4 p = src[i];
    dst[i] = (p.x + p.y + p.z) / 3;
  }
}

#pragma clopt tune global(W, H) sizes(W = 64, H = 48)
__kernel void blur4(__global const uchar4 *src, __global uchar4 *dst, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    int4 acc = (int4)(0);
    for (int dy = 0; dy < 3; ++dy)
      for (int dx = 0; dx < 3; ++dx)
        acc += convert_int4(src[(y + dy) * (W + 2) + x + dx]);
    dst[y * W + x] = convert_uchar4_sat(acc / 9);
  }
}

// add_sat of char4 saturates at 127 only if its operands stay char4.
#pragma clopt tune global(n) sizes(n = 256)
__kernel void sat(__global const char4 *src, __global char4 *dst, int n) {
  int i = get_global_id(0);
  if (i < n)
    dst[i] = add_sat(src[i], src[i + 1]);
}

// HOIST:     {{^}}  uchar4 p_0 = (i_0 < n ? src[i_0] : (uchar4)(0));
// HOIST-NOT: does not parse
// WINDOW-NOT: does not parse
// WINDOW:    {{^}}      uchar4 src_r0 = {{.*}} ? src[{{.*}}] : (uchar4)(0);
// LOCAL-NOT: does not parse
// LOCAL:     {{^}}      lm_src[cp_1][cp_0] = {{.*}} ? src[{{.*}}] : (uchar4)(0);
// VERIFY: {{^}}PASS {{gray|blur4|sat}}: every written buffer matches
