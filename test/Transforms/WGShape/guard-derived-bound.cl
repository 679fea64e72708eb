// A guard that bounds the ids by an expression of the global size (an
// interior test `i < n - 1`, Rodinia's `id < size - 1 - t`) lets a changed
// launch be rounded up: the variant requires at least that many work-items
// (and, for an id compared unsigned, the bound not negative, below which
// every id would pass it),
// which the hosts of these kernels launch (n, or n rounded up to a
// work-group), instead of exactly the global size.
// RUN: clopt rewrite %s --kernel=interior --set coarsen.d0=4 -o - \
// RUN:   | FileCheck %s --check-prefix=INTERIOR
// INTERIOR: launch: global[0] = ceil(G0 / 4); requires G0 >= (n - 1); no global work offset
// RUN: clopt rewrite %s --kernel=fan --set wgshape.d0=64 -o - | FileCheck %s --check-prefix=FAN
// FAN: requires G0 >= ((size - 1) - t); no global work offset
// RUN: clopt verify %s --kernel=interior --set coarsen.d0=4 --size n=1 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=interior --set coarsen.d0=4 --size n=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=interior --set coarsen.d0=4 --size n=1001 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=interior --set coarsen.d0=4 --global 1024 --size n=1001 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=fan --set wgshape.d0=64 --size size=37 --size t=5 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=fan --set coarsen.d0=2 --global 64 --size size=37 --size t=0 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=unsigned_id --set coarsen.d0=4 --size n=9 --size t=2 \
// RUN:   | FileCheck %s --check-prefix=PASS
// PASS: PASS {{.*}}: every written buffer matches
// A size_t id compares unsigned: at t = n the bound -1 would admit every
// id, and the variant is refused there rather than run.
// RUN: not clopt verify %s --kernel=unsigned_id --set coarsen.d0=4 --size n=9 --size t=9 \
// RUN:   | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: NOT RUN unsigned_id: constraints: precondition '(G0 >= ((n - 1) - t)) && (((n - 1) - t) >= 0)' does not hold
// A bound that does not name the global size says nothing about the
// launch: exactly the global size, as before.
// RUN: clopt rewrite %s --kernel=other --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=OTHER
// OTHER: requires G0 == (n)
// Nor is a bound the host helper would evaluate otherwise than the kernel
// (found by review): an octal literal (IntExpr reads 010 as ten), a
// parameter named G0 (a precondition reads it as the launch size), int and
// long parameters together (an int product wraps in the kernel only).
// RUN: clopt rewrite %s --kernel=octal --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=OTHER
// RUN: clopt rewrite %s --kernel=named_g0 --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=OTHER
// RUN: clopt rewrite %s --kernel=widths --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=OTHER
// RUN: clopt verify %s --kernel=octal --set coarsen.d0=4 --size n=101 --size m=9 | FileCheck %s --check-prefix=PASS
// A global size that is a parameter named G0 cannot be told from the
// launch size in a precondition (`G0 >= (G0)` held always): the launch
// needs an exact multiple, as for a numeric global size.
// RUN: clopt rewrite %s --kernel=global_g0 --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=GLOBAL-G0
// GLOBAL-G0: launch: global[0] = ceil(G0 / 4), requires G0 % 4 == 0; no global work offset

#pragma clopt tune global(n) sizes(n = 4096)
__kernel void interior(__global const float *A, __global float *B, int n) {
  int i = get_global_id(0);
  if (i > 0 && i < n - 1)
    B[i] = 0.25f * (A[i - 1] + 2.0f * A[i] + A[i + 1]);
}

#pragma clopt tune global(size) sizes(size = 1024, t = 3)
__kernel void fan(__global float *m, __global const float *a, int size, int t) {
  int id = get_global_id(0);
  if (id < size - 1 - t)
    m[size * (id + t + 1) + t] = a[size * (id + t + 1) + t] / a[size * t + t];
}

#pragma clopt tune global(n) sizes(n = 4096, t = 1) buffers(A = n, B = n)
__kernel void unsigned_id(__global const float *A, __global float *B, int n, int t) {
  size_t i = get_global_id(0);
  if (i < n - 1 - t)
    B[i] = A[i] * 2.0f;
}

#pragma clopt tune global(n) sizes(n = 4096, m = 4000)
__kernel void other(__global const float *A, __global float *B, int n, int m) {
  int i = get_global_id(0);
  if (i < m - 1)
    B[i] = A[i] * 2.0f;
}

#pragma clopt tune global(n) sizes(n = 100, m = 9) buffers(A = n, B = n)
__kernel void octal(__global const float *A, __global float *B, int n, int m) {
  int i = get_global_id(0);
  if (i < n + m - 010)
    B[i] = A[i] * 2.0f + 1.0f;
}

#pragma clopt tune global(n) sizes(n = 101, G0 = 3) buffers(A = n, B = n)
__kernel void named_g0(__global const float *A, __global float *B, int n, int G0) {
  int i = get_global_id(0);
  if (i < n - G0)
    B[i] = A[i] * 2.0f;
}

#pragma clopt tune global(n) sizes(n = 100, m = 3, L = 0) buffers(A = n, B = n)
__kernel void widths(__global const float *A, __global float *B, int n, int m, long L) {
  int i = get_global_id(0);
  if (i < n + m * m + L)
    B[i] = A[i] * 2.0f;
}

#pragma clopt tune global(G0) sizes(G0 = 100) buffers(A = G0, B = G0)
__kernel void global_g0(__global const float *A, __global float *B, int G0) {
  int i = get_global_id(0);
  if (i < G0)
    B[i] = A[i] * 2.0f;
}
