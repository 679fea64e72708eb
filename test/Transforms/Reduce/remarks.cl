// Where the pass cannot prove the rewrite keeps the result, it does not
// apply and says why.
// RUN: clopt rewrite %s --list-params | FileCheck %s
// RUN: clopt rewrite %s --kernel stride2 --set reduce.wg=32 -Rpass-missed=reduce 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STRIDE2
// RUN: not clopt rewrite %inputs/kernels/matvec.cl --set coarsen.d0=2 --set reduce.wg=32 \
// RUN:   2>&1 | FileCheck %s --check-prefix=COARSEN

// A value carried from one iteration to the next (a scan, not a reduction).
__kernel void carried(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  float prev = 0.0f;
  float s = 0.0f;
  for (int k = 0; k < N; ++k) {
    s += A[i * N + k] - prev;
    prev = A[i * N + k];
  }
  out[i] = s;
}
// CHECK-LABEL: kernel carried
// CHECK: reduce: not applicable: variable 'prev' carries a value from one iteration of loop 'k' to the next; only accumulators may [unsupported-kernel]

// A prologue store would run once per lane.
__kernel void prologue(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  out[i] = 0.0f;
  float s = 0.0f;
  for (int k = 0; k < N; ++k)
    s += A[i * N + k];
  out[i] = s;
}
// CHECK-LABEL: kernel prologue
// CHECK: reduce: not applicable: statement before the reduction loop writes memory; every lane would run it [unsafe-to-predicate]

// Not an operator the pass combines: no reduction is recognised.
__kernel void divide(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  float s = 1.0f;
  for (int k = 0; k < N; ++k)
    s /= A[i * N + k];
  out[i] = s;
}
// CHECK-LABEL: kernel divide
// CHECK: reduce: not applicable: kernel has no reduction: 's' changes across loop 'k', but not as a sum, product, min or max (`s += x`, `s *= x`, `s = max(s, x)`) [unsupported-kernel]

// A carried scalar the pass does not combine is named, with its loop.
__kernel void bitxor(__global const int *A, __global int *out, int N) {
  int i = get_global_id(0);
  int s = 0;
  for (int k = 0; k < N; ++k)
    s ^= A[i * N + k];
  out[i] = s;
}
// CHECK-LABEL: kernel bitxor
// CHECK: reduce: not applicable: kernel has no reduction: 's' changes across loop 'k', but not as a sum, product, min or max

__kernel void ternarymax(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  float m = A[i * N];
  for (int k = 1; k < N; ++k)
    m = A[i * N + k] > m ? A[i * N + k] : m;
  out[i] = m;
}
// CHECK-LABEL: kernel ternarymax
// CHECK: reduce: not applicable: kernel has no reduction: 'm' changes across loop 'k', but not as a sum, product, min or max

// No loop at all: nothing to accumulate across.
__kernel void noloop(__global const float *A, __global float *out) {
  int i = get_global_id(0);
  out[i] = A[i];
}
// CHECK-LABEL: kernel noloop
// CHECK: reduce: not applicable: kernel has no reduction: no scalar accumulates across a loop [no-loop]

// A histogram: atomics on a location that differs between work-items.
__kernel void histogram(__global const int *v, __global int *bins, int N) {
  int i = get_global_id(0);
  if (i < N)
    atomic_inc(&bins[v[i]]);
}
// CHECK-LABEL: kernel histogram
// CHECK: reduce: not applicable: atomics update a location that differs between work-items; only updates of one location are a reduction [uses-atomics]
// CHECK: private: not applicable: kernel calls 'atomic_inc' [uses-atomics]

// An atomic whose old value is used is not a reduction.
__kernel void ticket(__global int *counter, __global int *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = atomic_add(&counter[0], 1);
}
// CHECK-LABEL: kernel ticket
// CHECK: reduce: not applicable: the value returned by 'atomic_add' is used [uses-atomics]

__kernel void exchange(__global int *slot, int N) {
  int i = get_global_id(0);
  if (i < N)
    atomic_xchg(&slot[0], i);
}
// CHECK-LABEL: kernel exchange
// CHECK: reduce: not applicable: 'atomic_xchg' is not a reduction (add, sub, inc, dec, min, max) [uses-atomics]

// A loop the nest keeps as written (`!=`) has no bounds for the lanes to
// stride between (the lanes' loop lost its condition and never ended).
__kernel void notequal(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k != 9; ++k)
      s += x[i + k];
    y[i] = s;
  }
}
// CHECK-LABEL: kernel notequal
// CHECK: reduce: not applicable: the reduction loop 'k' is not canonical (`for (k = a; k < b; k += c)`) [non-canonical-loop]

// An atomic reduction that also reads its target sees the updates of the
// other work-items in an order the pass changes.
__kernel void readstarget(__global const int *x, volatile __global int *t, int N) {
  int i = get_global_id(0);
  if (i < N)
    atomic_max(t, *t + x[i]);
}
// CHECK-LABEL: kernel readstarget
// CHECK: reduce: not applicable: kernel reads 't', which its atomics update: it would see the updates in another order [uses-atomics]

// STRIDE2: remarks.cl:{{[0-9]+}}:5: remark: no load in loop 'k' is contiguous in 'k' or in get_global_id(0): neither lanes striding over the loop nor neighbouring outputs would read neighbouring elements [-Rpass-missed=reduce]
// COARSEN: clopt: error: constraint 'not-with-wgshape' of pass 'reduce' does not hold for the --set values: reduce fixes the work-group itself; coarsen, wgshape and local (which implies wgshape) cannot be combined

// Loops, but the sum goes into memory: not a reduction of reduce's, and the
// reason says so (not "no loop").
__kernel void memsum(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  out[i] = 0.0f;
  for (int k = 0; k < N; ++k)
    out[i] += A[i * N + k];
}
// CHECK-LABEL: kernel memsum
// CHECK: reduce: not applicable: kernel has no reduction: no scalar accumulates across its loops (a sum into memory, `C[i] += x`, is not reduced across work-items) [unsupported-kernel]

// Every other element in both directions: neither the lanes of one output
// nor neighbouring outputs would read neighbouring elements.
__kernel void stride2(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[2 * k * N + 2 * i];
    out[i] = s;
  }
}
// CHECK-LABEL: kernel stride2
// CHECK: reduce: not applicable: no load in loop 'k' is contiguous in 'k' or in get_global_id(0): neither lanes striding over the loop nor neighbouring outputs would read neighbouring elements [not-profitable]

// A loop that counts down reads its row backwards: the reason names the loop
// as written and says so (not that nothing is contiguous in its iteration
// number).
__kernel void countdown(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = N - 1; k >= 0; --k)
      s += A[i * N + k];
    out[i] = s;
  }
}
// CHECK-LABEL: kernel countdown
// CHECK: reduce: not applicable: loop 'k' counts down, and lanes striding over a loop are formed only where a load moves up by one element per iteration; no load is contiguous in get_global_id(0) either [not-profitable]
