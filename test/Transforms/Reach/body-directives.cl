// A rewritten body is printed with its macros expanded and its directives
// gone. A directive whose effect that would lose keeps the body passes off
// the kernel, with the directive in the reason: #undef or a #define that
// later code reads (the next kernel saw another W: every element differed),
// a #pragma (FP_CONTRACT OFF was dropped, so a*b - a*b stopped being 0). A
// new constant only the body uses is expanded and fine, and so are
// conditionals: the branch taken is written in, and the macro guards at the
// top of the file (macro-guards.cl) stop a build that would take another.
// RUN: clopt rewrite %s --list-params 2>/dev/null | FileCheck %s
// RUN: clopt rewrite %s --kernel=undef --set unroll.factor=2 --set wgshape.d0=4 -o %t.undef.cl
// RUN: clopt verify %s --kernel=after --variant %t.undef.cl --size n=100 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel=contract --set unroll.factor=2 --set wgshape.d0=4 --size n=20 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel=local_constant --set unroll.factor=2 -o - | FileCheck %s --check-prefix=LOCAL
// PASS: PASS

#define W 8

#pragma clopt tune global(n) sizes(n = 64)
__kernel void undef(__global const float *x, __global float *y, int n) {
#undef W
#define W 4
  int i = get_global_id(0);
  if (i < n)
    for (int k = 0; k < 4; ++k)
      y[i] += x[i] * W;
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void after(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = x[i] * W;
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void contract(__global const float *a, __global const float *b, __global float *c,
                       int n) {
#pragma OPENCL FP_CONTRACT OFF
  int i = get_global_id(0);
  if (i < n)
    for (int k = 0; k < 2; ++k)
      c[i] = a[i] * b[i] - a[i] * b[i];
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void shared_define(__global const float *x, __global float *y, int n) {
#define V 3
  int i = get_global_id(0);
  if (i < n)
    y[i] = x[i] * V;
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void redefine(__global const float *x, __global float *y, int n) {
#define W 5
  int i = get_global_id(0);
  if (i < n)
    y[i] = x[i] * W;
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void conditional(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
#ifdef SQUARE
    y[i] = x[i] * x[i];
#else
    y[i] = x[i];
#endif
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void local_constant(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
#define TAPS 4
    float s = 0.0f;
    for (int k = 0; k < TAPS; ++k)
      s += x[i] * k;
    y[i] = s;
  }
}

__kernel void uses_v(__global float *y) { y[0] = V; }

// CHECK-LABEL: kernel undef
// CHECK: tile: not applicable: kernel body holds the directive '#undef W': a rewritten body is printed without its directives, which would change how it, or the code after it, compiles
// CHECK: wgshape:
// CHECK-NEXT: wgshape.d0 =
// CHECK-LABEL: kernel contract
// CHECK: unroll: not applicable: kernel body holds the directive '#pragma OPENCL FP_CONTRACT OFF'
// CHECK-LABEL: kernel shared_define
// CHECK: coarsen: not applicable: kernel body holds the directive '#define V 3': code outside the kernel uses 'V'
// CHECK-LABEL: kernel redefine
// CHECK: coarsen: not applicable: kernel body holds the directive '#define W 5', which redefines 'W'
// CHECK-LABEL: kernel conditional
// CHECK: coarsen:
// CHECK-NEXT: coarsen.d0 =
// CHECK-LABEL: kernel local_constant
// CHECK: unroll:
// CHECK-NEXT: unroll.factor =
// LOCAL: unroll: factor=2
// LOCAL: s += x[i] * k;
