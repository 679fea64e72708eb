// A loop that counts down from an argument (`k = K - 1; k >= 0`) is bounded
// by it as much as one that counts up to it: specialize offers K (it said
// "no integer argument bounds a loop"), and in the special path the count
// from a constant start (2 + 1) cannot overflow, so unroll applies there
// (it said the count "could overflow where the loop does not"). Checked
// against the original at K on and off the special value.
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=LIST
// RUN: clopt rewrite %s --kernel=countdown --set specialize.K=3 --set unroll.full=1 -o - \
// RUN:   | FileCheck %s
// RUN: clopt verify %s --kernel=countdown --set specialize.K=3 --set unroll.full=1 \
// RUN:   --size N=70 --size K=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=countdown --set specialize.K=3 --set unroll.full=1 \
// RUN:   --size N=70 --size K=5 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=countdown --set specialize.K=3 --set unroll.full=1 \
// RUN:   --size N=1 --size K=0 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=from_seven --set unroll.full=1 --size N=33 \
// RUN:   | FileCheck %s --check-prefix=PASS7

#pragma clopt tune global(N) sizes(N = 64, K = 3) buffers(x = N)
__kernel void countdown(__global const float *x, __global float *y, int N, int K) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = K - 1; k >= 0; --k)
      s = s * 0.5f + x[(i + k) % N];
    y[i] = s;
  }
}

// From a constant start: eight iterations, unrolled.
#pragma clopt tune global(N) sizes(N = 64) buffers(x = N + 8)
__kernel void from_seven(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 7; k >= 0; --k)
      s = s * 0.5f + x[i + k];
    y[i] = s;
  }
}

// LIST-LABEL: kernel countdown
// LIST: specialize.K = {{.*}}(default 3)
// CHECK:      if (K == 3) {
// CHECK:        k = 2 - 0;
// CHECK:        k = 2 - 1;
// CHECK:        k = 2 - 2;
// CHECK-NOT:    k = 2 - 3;
// CHECK:      } else {
// PASS: PASS countdown: every written buffer matches
// PASS7: PASS from_seven: every written buffer matches
