// Ids offset by a uniform value (`int i = get_global_id(0) + 1`, Parboil's
// and Rodinia's interior points, LU's `k + 1 + get_global_id(0)`): the
// guard `i < n - 1` admits the ids below n - 1 - 1, so a changed launch
// computes what the original did wherever the host launches at least that
// many, `requires G0 >= (n - 1 - 1)`, which holds wherever it launches the
// global size `n - 2`. Before, the launch had to be exactly `n - 2`. The
// bound is taken where its difference from the global size is one
// non-negative constant at every size (a launch of `n - 3` gets the exact
// form, and so does an unsigned coordinate, which compares unsigned, or a
// scaled id); the bound written otherwise than the global size (`n - 2 >
// i` in `global(n - 2)`) likewise. Each is verified at sizes whose global
// is not a multiple of the work-group, and with the host launching more.
// RUN: clopt rewrite %s --kernel interior --set coarsen.d0=4 --set wgshape.d0=16 \
// RUN:   | FileCheck %s --check-prefix=INTERIOR
// INTERIOR: launch: global[0] = roundUp(ceil(G0 / 4), 16), local[0] = 16; requires G0 >= (n - 1 - 1); requires G0 + (1) <= 2147483585; no global work offset
// RUN: clopt rewrite %s --kernel trailing --set wgshape.d0=16 | FileCheck %s --check-prefix=TRAILING
// TRAILING: launch: global[0] = roundUp(G0, 16), local[0] = 16; requires G0 >= (n - (k + 1)); requires G0 + (k + 1) <= 2147483633; no global work offset
// RUN: clopt rewrite %s --kernel shifted --set wgshape.d0=16 | FileCheck %s --check-prefix=SHIFTED
// SHIFTED: launch: global[0] = roundUp(G0, 16), local[0] = 16; requires G0 >= (n + 1); no global work offset
// RUN: clopt rewrite %s --kernel unsigned_id --set wgshape.d0=16 | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: requires G0 == (n - 2);
// RUN: clopt rewrite %s --kernel scaled --set wgshape.d0=16 | FileCheck %s --check-prefix=SCALED
// SCALED: requires G0 == (n / 2);
// RUN: clopt rewrite %s --kernel rewritten --set wgshape.d0=16 | FileCheck %s --check-prefix=REWRITTEN
// REWRITTEN: requires G0 >= (n - 2);
// The ids a rounded-up launch adds must not wrap past INT_MAX (a wrapped id
// is negative and passes the guard): `G0 + (k + 1) <= INT_MAX - 14` for
// groups of 16, so an offset near INT_MAX is refused, not run wrong; and an
// argument wider than the id (a long offset truncated into an int) gives
// the exact launch.
// RUN: not clopt verify %s --kernel near_top --set wgshape.d0=16 --size k=2147483637 \
// RUN:   --size n=2147483647 --buffer out=64 | FileCheck %s --check-prefix=WRAP
// WRAP: NOT RUN near_top: constraints: precondition '(G0 >= (n - (k + 1))) && (G0 + (k + 1) <= 2147483633)' does not hold
// RUN: clopt verify %s --kernel near_top --set wgshape.d0=16 --size k=2147483600 \
// RUN:   --size n=2147483609 --buffer out=64 | FileCheck %s --check-prefix=PASS
// The sum's wrap point is that of the narrowest type it passes through: a
// long id that went through an int wraps at INT_MAX; one that went through
// a uint would turn a negative sum into a large one (exact launch).
// RUN: clopt rewrite %s --kernel widened --set wgshape.d0=16 | FileCheck %s --check-prefix=WIDENED
// WIDENED: requires G0 >= (n - k); requires G0 + (k) <= 2147483633;
// RUN: not clopt verify %s --kernel widened --set wgshape.d0=16 --size k=2147483637 \
// RUN:   --size n=2147483640 --buffer out=64 | FileCheck %s --check-prefix=WIDENED-WRAP
// WIDENED-WRAP: NOT RUN widened: constraints: precondition '(G0 >= (n - k)) && (G0 + (k) <= 2147483633)' does not hold
// RUN: clopt rewrite %s --kernel through_uint --set wgshape.d0=16 | FileCheck %s --check-prefix=UINT
// UINT: requires G0 == (n - k);
// RUN: clopt rewrite %s --kernel through_short --set wgshape.d0=16 | FileCheck %s --check-prefix=SHORT
// SHORT: requires G0 == (n - k);
// RUN: clopt rewrite %s --kernel narrowed --set wgshape.d0=16 | FileCheck %s --check-prefix=NARROWED
// NARROWED: requires G0 == (n - k);
// An inclusive bound, `i <= n - 2`, is `i < n - 1`.
// RUN: clopt rewrite %s --kernel inclusive --set wgshape.d0=16 | FileCheck %s --check-prefix=INCLUSIVE
// INCLUSIVE: requires G0 >= (n - 1 - 1); requires G0 + (1) <= 2147483633;
// RUN: clopt verify %s --kernel inclusive --set wgshape.d0=16 --set coarsen.d0=2 --size n=37 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel inclusive --set wgshape.d0=16 --size n=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel interior --set wgshape.d0=16 --global "n - 3" \
// RUN:   | FileCheck %s --check-prefix=FEWER
// FEWER: requires G0 == (n - 3);
//
// RUN: clopt verify %s --kernel interior --set coarsen.d0=4 --set wgshape.d0=16 --size n=39 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel interior --set coarsen.d0=2 --set coarsen.dist=cyclic \
// RUN:   --set wgshape.d0=8 --size n=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel interior --set wgshape.d0=32 --size n=100 --global n \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel trailing --set coarsen.d0=4 --set wgshape.d0=16 --size n=77 \
// RUN:   --size k=20 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel shifted --set coarsen.d0=4 --set wgshape.d0=16 --size n=37 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel rewritten --set wgshape.d0=16 --size n=45 \
// RUN:   | FileCheck %s --check-prefix=PASS
// PASS: PASS {{.*}}: every written buffer matches

#pragma clopt tune global(n - 2) sizes(n = 64)
__kernel void interior(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0) + 1;
  if (i < n - 1)
    out[i] = in[i - 1] + in[i] + in[i + 1];
}

// An offset given by an argument, in a sum the id is on the right of.
#pragma clopt tune global(n - k - 1) sizes(n = 64, k = 5)
__kernel void trailing(__global float *a, int k, int n) {
  int j = k + 1 + get_global_id(0);
  if (j < n)
    a[j] = a[j] - a[k] * 0.5f;
}

// A negative offset: i = id - 1 < n admits n + 1 ids.
#pragma clopt tune global(n + 1) sizes(n = 64)
__kernel void shifted(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0) - 1;
  if (i < n && i >= 0)
    out[i] = 2.0f * in[i];
}

#pragma clopt tune global(n - 2) sizes(n = 64)
__kernel void inclusive(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0) + 1;
  if (n - 2 >= i)
    out[i] = in[i - 1] * in[i + 1];
}

// Writes by the id alone, so that an offset near INT_MAX can be run.
#pragma clopt tune global(n - k - 1) sizes(n = 64, k = 5)
__kernel void near_top(__global float *out, int k, int n) {
  int j = k + 1 + get_global_id(0);
  if (j < n)
    out[get_global_id(0)] = 1.0f;
}

#pragma clopt tune global(n - k) sizes(n = 64, k = 5)
__kernel void widened(__global float *out, int k, int n) {
  long j = (int)(k + get_global_id(0));
  if (j < n)
    out[get_global_id(0)] = 1.0f;
}

#pragma clopt tune global(n - k) sizes(n = 64, k = 5)
__kernel void through_uint(__global float *out, int k, int n) {
  long j = (uint)(k + get_global_id(0));
  if (j < n)
    out[get_global_id(0)] = 1.0f;
}

#pragma clopt tune global(n - k) sizes(n = 64, k = 5)
__kernel void through_short(__global float *out, int k, int n) {
  int j = (short)(k + get_global_id(0));
  if (j < n)
    out[get_global_id(0)] = 1.0f;
}

#pragma clopt tune global(n - k) sizes(n = 64, k = 5)
__kernel void narrowed(__global float *out, long k, long n) {
  int i = get_global_id(0) + k;
  if (i < n)
    out[get_global_id(0)] = 1.0f;
}

#pragma clopt tune global(n - 2) sizes(n = 64)
__kernel void unsigned_id(__global const float *in, __global float *out, uint n) {
  uint i = get_global_id(0) + 1;
  if (i < n - 1)
    out[i] = in[i] * 3.0f;
}

#pragma clopt tune global(n / 2) sizes(n = 64)
__kernel void scaled(__global const float *in, __global float *out, int n) {
  int i = 2 * get_global_id(0) + 1;
  if (i < n)
    out[i] = in[i] + 1.0f;
}

#pragma clopt tune global(n - 2) sizes(n = 64)
__kernel void rewritten(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  if (n - 2 > i)
    out[i] = in[i] * in[i];
}
