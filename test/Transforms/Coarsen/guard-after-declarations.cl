// The kernel's guard bounds the points even when declarations with a value
// come before it (`int best = 0;`, as Rodinia's kmeans writes it) or a
// `return;` ends the kernel: such a declaration moves to the top of the
// guard's body, where only the points that use it evaluate it, and a
// rounded-up launch then needs only G0 >= n (a host launching a multiple of
// its work-group size past n, as Rodinia's does, runs the tuned kernel).
// Not where the guard or a coordinate reads the variable, nor where its
// value is computed by a call or an assignment: there the launch must be
// exact (G0 == n), as before.
// RUN: clopt rewrite %s --kernel value_before --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=MOVED
// RUN: clopt rewrite %s --kernel final_return --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=ROUND
// RUN: clopt rewrite %s --kernel read_before --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=READ
// RUN: clopt rewrite %s --kernel guard_reads_it --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel call_before --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel assigns_before --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt verify %s --kernel value_before --set coarsen.d0=4 --set wgshape.d0=32 --size n=45 --size m=5 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel value_before --set coarsen.d0=4 --size n=1 --size m=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel final_return --set coarsen.d0=4 --set wgshape.d0=32 --size n=33 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel read_before --set coarsen.d0=4 --set wgshape.d0=32 --size n=45 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel assigns_before --set coarsen.d0=4 --size n=37 | FileCheck %s --check-prefix=PASS
// A declaration that may divide by 0 for a point past n never stays where
// such points evaluate it, coordinate or not: it moves into the kernel's
// guard, or, where the guard reads it, into the guard the launch adds.
// RUN: clopt rewrite %s --kernel divides_before --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=DIV
// RUN: clopt rewrite %s --kernel guard_reads_quotient --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=DIVGUARD
// RUN: clopt rewrite %s --kernel no_guard_divides --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=DIVNOGUARD
// RUN: clopt verify %s --kernel divides_before --set coarsen.d0=4 --size n=33 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel guard_reads_quotient --set coarsen.d0=4 --size n=33 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel no_guard_divides --set coarsen.d0=4 --size n=33 | FileCheck %s --check-prefix=PASS
// The host's launch past n (Rodinia's rounds npoints up to its block size),
// through the rewritten file and the sidecar a tuning run would write:
// RUN: rm -rf %t && mkdir -p %t
// RUN: clopt rewrite %s --kernel value_before --set coarsen.d0=4 --set wgshape.d0=32 -o %t/v.cl
// RUN: %python -c "import sys; open(sys.argv[1], 'w').write('clopt_tuned: 1\nclopt_version: \"0.1.0\"\nsource: v.cl\nkernels:\n  - name: value_before\n    device: any\n    platform: any\n    driver: any\n    parameters: {coarsen.d0: 4, wgshape.d0: 32}\n    args:\n      - {name: x, kind: buffer, type: float}\n      - {name: out, kind: buffer, type: int}\n      - {name: n, kind: scalar, type: int}\n      - {name: m, kind: scalar, type: int}\n    geometry:\n      work_dim: 1\n      dims:\n        - {divisor: 4, multiplier: 1, local: 32, required_multiple: 1}\n    preconditions: [\"G0 >= (n)\"]\n    problem: {global: [256], sizes: {n: 256, m: 5}}\n    original_ms: 1\n    tuned_ms: 1\n    speedup: 1\n')" %t/v.cl.yaml
// RUN: clopt verify %s --kernel value_before --variant %t/v.cl --size n=2000 --size m=5 --global 2048 | FileCheck %s --check-prefix=PASS

// MOVED: launch: global[0] = ceil(G0 / 4); requires G0 >= (n);
// MOVED: if (i < n) {
// MOVED-NEXT: int best = 0;
// MOVED-NEXT: for (int c = 0; c < m; c++) {
#pragma clopt tune global(n) sizes(n = 256, m = 5)
__kernel void value_before(__global const float *x, __global int *out, int n,
                           int m) {
  unsigned int i = get_global_id(0);
  int best = 0;
  if (i < n) {
    for (int c = 0; c < m; c++)
      if (x[c * n + i] > 0.5f)
        best = c;
    out[i] = best;
  }
}

// ROUND: launch: global[0] = ceil(G0 / 4); requires G0 >= (n);
// ROUND-NOT: {{^ *}}return;
#pragma clopt tune global(n) sizes(n = 256)
__kernel void final_return(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = 2.0f * x[i];
  return;
}

// The read runs only for the points that pass the guard: the original's
// extra work-items read x[i] past n, the variant's do not.
// READ: launch: global[0] = ceil(G0 / 4); requires G0 >= (n);
// READ: if (i < n) {
// READ-NEXT: float v = x[i];
#pragma clopt tune global(n) sizes(n = 256)
__kernel void read_before(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  float v = x[i];
  if (i < n)
    y[i] = v + 1.0f;
}

// EXACT: launch: global[0] = ceil(G0 / 4); requires G0 == (n);
#pragma clopt tune global(n) sizes(n = 256)
__kernel void guard_reads_it(__global const float *x, __global float *y,
                             int n) {
  int i = get_global_id(0);
  int last = n - 1;
  if (i <= last)
    y[i] = 2.0f * x[i];
}

#pragma clopt tune global(n) sizes(n = 256)
__kernel void call_before(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  float s = sqrt((float)n);
  if (i < n)
    y[i] = s * x[i];
}

#pragma clopt tune global(n) sizes(n = 256)
__kernel void assigns_before(__global const float *x, __global float *y,
                             int n) {
  int i = get_global_id(0);
  int k;
  int twice = (k = 2);
  if (i < n)
    y[i] = twice * k * x[i];
}

// DIV: launch: global[0] = ceil(G0 / 4); requires G0 >= (n);
// DIV: if (i < n) {
// DIV-NEXT: int q = 1000 / (n - i);
#pragma clopt tune global(n) sizes(n = 256)
__kernel void divides_before(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  int q = 1000 / (n - i);
  if (i < n)
    y[i] = q * x[i];
}

// DIVGUARD: launch: global[0] = ceil(G0 / 4); requires G0 == (n);
// DIVGUARD: if (first_0 + pt_0 < (n)) {
// DIVGUARD-NEXT: int q = 1000 / (n - i);
// DIVGUARD-NEXT: if (i < n && q > 0) {
#pragma clopt tune global(n) sizes(n = 256)
__kernel void guard_reads_quotient(__global const float *x, __global float *y,
                                   int n) {
  int i = get_global_id(0);
  int q = 1000 / (n - i);
  if (i < n && q > 0)
    y[i] = q * x[i];
}

// DIVNOGUARD: launch: global[0] = ceil(G0 / 4); requires G0 == (n);
// DIVNOGUARD: if (first_0 + pt_0 < (n)) {
// DIVNOGUARD-NEXT: int q = 1000 / (n + 1 - i);
#pragma clopt tune global(n) sizes(n = 256)
__kernel void no_guard_divides(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  int q = 1000 / (n + 1 - i);
  y[i] = q * x[i];
}

// PASS: PASS
