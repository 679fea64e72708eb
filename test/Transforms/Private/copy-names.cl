// Private's per-point copies are named <name>_<point> (acc_0, acc_1) unless
// that name is taken: by a variable of the kernel (`acc_0` beside `acc`,
// `i_0` beside `i`), or by a generated one (the first id `first_0` beside a
// variable `first`). Such a copy gets a fresh name, as generated variables
// do (`acc_p0`); before, the output redeclared the name, did not parse,
// and the pass was skipped as an internal fault.
// RUN: clopt rewrite %s --kernel taken --set coarsen.d0=2 --set private.hoist=1 -Rpass-missed=private 2>&1 | FileCheck %s
// RUN: clopt verify %s --kernel taken --set coarsen.d0=2 --set private.hoist=1 --size n=37 --size m=5 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel two_dims --set coarsen.d0=2 --set coarsen.d1=2 --set private.hoist=1 -Rpass-missed=private 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: clopt verify %s --kernel two_dims --set coarsen.d0=2 --set coarsen.d1=2 --set private.hoist=1 --size w=37 --size h=5 | FileCheck %s --check-prefix=PASS

#pragma clopt tune global(n) sizes(n = 64, m = 8)
__kernel void taken(__global const float *a, __global float *out, int n,
                    int m) {
  int i = get_global_id(0);
  if (i < n) {
    int i_0 = i * 2;
    float first = 0.0f;
    float acc = 0.0f;
    float acc_0 = 1.0f;
    for (int k = 0; k < m; ++k) {
      first = a[k];
      acc += first * a[i + k];
    }
    out[i] = acc + acc_0 + (float)i_0;
  }
}

// Two copies' names meet: `a` at point (1, 0) and `a_1` (which varies with
// x alone) at point 0 would both be `a_1_0`.
#pragma clopt tune global(w, h) sizes(w = 32, h = 8)
__kernel void two_dims(__global const float *in, __global float *out, int w,
                       int h) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  float a_1 = (float)x * 2.0f;
  if (x < w && y < h) {
    float a = in[y * w + x];
    out[y * w + x] = a + a_1 * (float)y;
  }
}

// CHECK-NOT:  warning:
// CHECK:      const int first_0 = get_global_id(0) * 2;
// CHECK:      int i_p0 = first_0;
// CHECK-NEXT: int i_1 = first_0 + 1;
// CHECK-NEXT: int i_0_0 = i_p0 * 2;
// CHECK-NEXT: int i_0_1 = i_1 * 2;
// CHECK-NEXT: float first_p0 = 0.0f;
// CHECK-NEXT: float first_1 = 0.0f;
// CHECK-NEXT: float acc_p0 = 0.0f;
// CHECK:      acc_p0 += first_p0 * (i_p0 < n ? a[i_p0 + k] : 0);
// CHECK:      out[i_p0] = acc_p0 + acc_0 + (float)i_0_0;

// TWO-NOT:    warning:
// TWO:        float a_1_0 = (float)x_0 * 2.0f;
// TWO-NEXT:   float a_1_1 = (float)x_1 * 2.0f;
// TWO:        float a_p1_0 = (x_0 < w && y_1 < h ? in[y_1 * w + x_0] : 0);
// TWO:        out[y_1 * w + x_0] = a_p1_0 + a_1_0 * (float)y_1;

// PASS:       PASS
