// Full unrolling writes the counter's values as literals of the counter's
// type: with a uint counter `i - 1 < 2` stays an unsigned comparison (false
// at i = 0). A bound written as a hexadecimal literal above INT_MAX has an
// unsigned type in C, so its value is not taken as the loop's: that loop
// is unrolled by the factor, not fully (it runs -2 .. 0, not "0 times").
// RUN: clopt rewrite %s --kernel unsigned_counter --set unroll.full=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// RUN: clopt verify %s --kernel unsigned_counter --set unroll.full=1 --size N=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel hex_bound --set unroll.full=1 --size N=37 --buffer in=N+4 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel hex_bound --set unroll.full=1 -Rpass=unroll -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=HEX

#pragma clopt tune global(N) sizes(N = 64)
__kernel void unsigned_counter(__global const float *in, __global float *out,
                               int N) {
  int x = get_global_id(0);
  if (x < N) {
    float s = 0.0f;
    for (uint i = 0; i < 3; ++i)
      if (i - 1 < 2)
        s += in[x + i];
    out[x] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void hex_bound(__global const float *in, __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float s = 0.0f;
    for (int i = 0xFFFFFFFE; i < 1; ++i)
      s += in[x + i + 2] * (float)(i + 3);
    out[x] = s;
  }
}

// CHECK-LABEL: __kernel void unsigned_counter(
// CHECK: if ((uint)0 - 1 < 2)
// CHECK: if ((uint)2 - 1 < 2)
// HEX-NOT: fully unrolled
// HEX: remark: unrolled loop 'i' by 4
// PASS: PASS {{.*}}: every written buffer matches
