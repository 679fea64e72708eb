// A guard by a constant (`j >= W` with `#define W 37`), with the global size
// given as a number: the guard bounds the points at any launch, so a
// changed launch requires at least that many ids (G0 >= (37)), which the
// tuning size 37 meets. Before, it required an exact multiple of the
// work-items' factors (G0 % 2 == 0), which 37 is not, and the tuner
// rejected every such variant at its own size. A guard by an argument
// cannot be compared with the number (at w = 100 a launch of 64 computes a
// prefix): an exact multiple still, as is a constant above the number.
// RUN: clopt rewrite %s --kernel=transpose_sq --set coarsen.d0=2 -o - | FileCheck %s --check-prefix=LITERAL
// LITERAL: launch: global[0] = ceil(G0 / 2); global[1] = G1; requires G0 >= (37); no global work offset
// RUN: clopt verify %s --kernel=transpose_sq --set coarsen.d0=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=transpose_sq --set coarsen.d0=2 --global 53,rows --size rows=5 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=transpose_sq --set coarsen.d0=4 --set wgshape.d0=8 \
// RUN:   --global 40,rows --size rows=9 | FileCheck %s --check-prefix=PASS
// Given as 31, below the constant, the number cannot be such a launch: an
// exact multiple, which 31 is not.
// RUN: not clopt verify %s --kernel=transpose_sq --set coarsen.d0=2 --global 31,rows \
// RUN:   | FileCheck %s --check-prefix=FEWER
// FEWER: NOT RUN transpose_sq: constraints: precondition '(G0 % 2 == 0)' does not hold
// RUN: clopt rewrite %s --kernel=by_arg --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=ARG
// ARG: launch: global[0] = ceil(G0 / 4), requires G0 % 4 == 0; no global work offset
// RUN: clopt verify %s --kernel=by_arg --set coarsen.d0=4 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel=above --set coarsen.d0=4 -o - | FileCheck %s --check-prefix=ABOVE
// ABOVE: launch: global[0] = ceil(G0 / 4), requires G0 % 4 == 0; no global work offset
// PASS: PASS {{.*}}: every written buffer matches

#define W 37
#define IDX(i, j) ((i) * W + (j))

float sq(float v) { return v * v; }

#pragma clopt tune global(37, rows) sizes(rows = 17) buffers(a = 37 * rows, b = 37 * rows)
__kernel void transpose_sq(__global const float *a, __global float *b, int rows) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (j >= W || i >= rows)
    return;
  b[j * rows + i] = sq(a[IDX(i, j)]);
}

#pragma clopt tune global(64) sizes(w = 50) buffers(a = 64, b = 64)
__kernel void by_arg(__global const float *a, __global float *b, int w) {
  int j = get_global_id(0);
  if (j < w)
    b[j] = a[j] * 3.0f;
}

#pragma clopt tune global(32) buffers(a = 64, b = 64)
__kernel void above(__global const float *a, __global float *b) {
  int j = get_global_id(0);
  if (j < 40)
    b[j] = a[j] * 3.0f;
}

// Its only size bounded by the constant: no smaller problem exists for a
// variant that changes the launch (test/Tuner/reverify-constant-guard.test).
#pragma clopt tune global(37) buffers(a = 37, b = 37)
__kernel void only_constant(__global const float *a, __global float *b) {
  int j = get_global_id(0);
  if (j >= W)
    return;
  b[j] = a[j] * 2.0f + 1.0f;
}

// Given as a number above the constant: the variant still requires only
// G0 >= (37), and re-verification keeps 38 (the smaller size it would
// take, 35, is no launch the variant accepts).
#pragma clopt tune global(38) buffers(a = 38, b = 38)
__kernel void above_constant(__global const float *a, __global float *b) {
  int j = get_global_id(0);
  if (j >= W)
    return;
  b[j] = a[j] * 2.0f + 1.0f;
}
