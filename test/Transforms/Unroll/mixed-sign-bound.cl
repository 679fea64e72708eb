// `int k < uint U` compares k as unsigned: a start of -2 ends the loop at
// once. Unrolled, the 64-bit test `k + 3L < U` held and four iterations ran
// (as did vector's and reduce's lanes): the loop is not canonical, with the
// reason, and every pass leaves it as it is.
// RUN: clopt rewrite %s --global N --kernel mixed --set unroll.factor=4 -Rpass-missed=unroll 2>&1 | FileCheck %s
// RUN: clopt verify %s --kernel mixed --global N --size N=5 --size S=-2 --size U=3 --buffer a=64*N+16 \
// RUN:   --set unroll.factor=4 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel mixed --global N --size N=5 --size S=-2 --size U=3 --buffer a=64*N+16 \
// RUN:   --set reduce.wg=32 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel mixed --global N --size N=5 --size S=-2 --size U=3 --buffer a=64*N+16 \
// RUN:   --set vector.width=4 | FileCheck %s --check-prefix=PASS
// From 0, an int counter is never negative; a char one wraps to -128 after
// 127 iterations, which ends the original loop (unrolled, the 64-bit test
// never did: the variant never ended).
// RUN: clopt rewrite %s --kernel narrow --global N --set unroll.factor=4 -Rpass-missed=unroll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NARROW
// RUN: clopt verify %s --kernel narrow --global N --size N=2 --size U=200 --buffer a=512 \
// RUN:   --set unroll.factor=4 --timeout-ms 5000 | FileCheck %s --check-prefix=PASS

__kernel void mixed(__global const float *a, __global float *out, int S, uint U, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = S; k < U; k++)
      s += a[i * 64 + k + 8];
    out[i] = s;
  }
}

__kernel void narrow(__global const float *a, __global float *out, uint U, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (char k = 0; k < U; k++)
      s += a[i * 256 + k + 128];
    out[i] = s;
  }
}

// CHECK: mixed-sign-bound.cl:24:5: remark: loop is not canonical: loop 'k' compares its signed counter, which may be negative, in an unsigned type: a negative counter there compares as a huge value [-Rpass-missed=unroll]
// PASS: {{^}}PASS {{mixed|narrow}}:
// NARROW: mixed-sign-bound.cl:{{[0-9]+}}:5: remark: loop is not canonical: loop 'k' compares its signed counter, which may be negative, in an unsigned type
