// C89-style kernels declare their loop counters apart (`int j;`, at the top
// or before the guard) and assign them in the loop (`for (j = 0; ...)`).
// Used nowhere else, the counter is the loop's own: the nest lets the loop
// declare it. Shared among a coarsened work-item's points, a counter
// declared apart was one variable per point ("array type 'int[2]' is not
// assignable": local was skipped with an internal error, and the tuner
// rejected every GEMM seed of such kernels as a compile error); a
// declaration before the guard hid the guard (a needless `G0 == (n)`).
// RUN: clopt rewrite %s --kernel mv --set tile.j=16 --set local.x=1 --set coarsen.d0=2 -o - \
// RUN:   | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// RUN: clopt verify %s --kernel mv --set tile.j=16 --set local.x=1 --set coarsen.d0=2 \
// RUN:   --size n=37 --size m=29 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel mv --set tile.j=8 --set local.x=1 --set local.A=1 --set coarsen.d0=4 \
// RUN:   --set private.hoist=1 --set unroll.factor=4 --size n=1 --size m=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel rows --set wgshape.d0=16 -o - | FileCheck %s --check-prefix=GUARD
// RUN: clopt verify %s --kernel rows --set wgshape.d0=16 --set coarsen.d0=2 --size n=37 \
// RUN:   | FileCheck %s --check-prefix=PASS
// A loop the nest cannot take apart (`j != m`) keeps its counter declared
// apart, and the other passes still apply (its declaration was dropped and
// every pass stopped on "reference to 'j' the nest does not know").
// RUN: clopt verify %s --kernel ne --global n --set coarsen.d0=2 --size n=5 --size m=7 \
// RUN:   | FileCheck %s --check-prefix=NE
// A counter read after its loop stays declared apart (its last value is
// the kernel's), and sharing the loop among points is refused with why.
// RUN: clopt rewrite %s --kernel after --set tile.j=16 --set local.x=1 --set coarsen.d0=2 \
// RUN:   -Rpass-missed=local -o %t.cl 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: clopt verify %s --kernel after --set tile.j=16 --set local.x=1 --set coarsen.d0=2 \
// RUN:   --size n=37 --size m=29 | FileCheck %s --check-prefix=PASS

#pragma clopt tune global(n) sizes(n = 256, m = 256)
__kernel void mv(__global const float *A, __global const float *x, __global float *y, int n, int m) {
  int i = get_global_id(0);
  if (i < n) {
    int j;
    for (j = 0; j < m; j++)
      y[i] += A[i * m + j] * x[j];
  }
}

#pragma clopt tune global(n) sizes(n = 128)
__kernel void rows(__global float *X, int n) {
  int i1 = get_global_id(0);
  int i2;
  if (i1 < n) {
    for (i2 = 1; i2 < n; i2++)
      X[i1 * n + i2] = X[i1 * n + i2] - X[i1 * n + (i2 - 1)];
  }
}

#pragma clopt tune global(n) sizes(n = 256, m = 256)
__kernel void after(__global const float *A, __global const float *x, __global float *y, int n, int m) {
  int i = get_global_id(0);
  if (i < n) {
    int j;
    float s = 0.0f;
    for (j = 0; j < m; j++)
      s += A[i * m + j] * x[j];
    y[i] = s + j;
  }
}

#pragma clopt tune global(n) sizes(n = 256, m = 64)
__kernel void ne(__global const float *A, __global float *y, int n, int m) {
  int i = get_global_id(0);
  int j;
  if (i < n) {
    float s = 0.0f;
    for (j = 0; j != m; j++)
      s += A[i * m + j];
    y[i] = s;
  }
}

// CHECK:      for (int j = j0; j < j0 + 16 && j < m; ++j) {
// PASS: PASS
// GUARD: //   launch: global[0] = roundUp(G0, 16), local[0] = 16; requires G0 >= (n); no global work offset
// AFTER: counter-declared-apart.cl:{{[0-9]+}}:5: remark: loop 'j' counts with a variable declared before it, which the work-item's points cannot share [-Rpass-missed=local]
// NE: PASS ne: {{.*}} variant global [3]
