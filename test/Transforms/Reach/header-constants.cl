// RUN: clopt rewrite %s --set coarsen.d0=2 -o - | FileCheck %s
// RUN: clopt verify %s --set coarsen.d0=2 --set unroll.factor=2 --size n=77 | FileCheck %s --check-prefix=PASS
// Constants from the OpenCL headers keep their names in the rewritten body:
// INFINITY, NAN and HUGE_VALF expand to builtins the nest does not
// represent, and printing the name keeps the header's definition. Integer
// constants (INT_MAX, CHAR_BIT) are expanded, as passes read loop bounds,
// and so is a #define inside the kernel's body, which is not printed again.

#pragma clopt tune global(n) sizes(n = 256)
__kernel void macros(__global const float *a, __global float *y, __global int *z, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float lo = INFINITY;
    float hi = -HUGE_VALF;
    float q = NAN;
    int c = INT_MAX;
    for (int k = 0; k < n; k++) {
      lo = fmin(lo, a[k * n + i]);
      hi = fmax(hi, a[k * n + i] * M_PI_F);
      c = min(c, (int)(a[k * n + i] * 100.0f));
    }
    y[i] = lo + hi + (isnan(q) ? 1.0f : 0.0f) + FLT_EPSILON * MAXFLOAT * 0.0f;
#define LOCAL_SCALE 0.5f
    z[i] = c + CHAR_BIT + (int)(LOCAL_SCALE * 2.0f);
  }
}

// CHECK:      {{^}}      float lo = INFINITY;
// CHECK-NEXT: {{^}}      float hi = -HUGE_VALF;
// CHECK-NEXT: {{^}}      float q = NAN;
// CHECK-NEXT: {{^}}      int c = 2147483647;
// CHECK:      {{^}}        hi = fmax(hi, a[k * n + i] * M_PI_F);
// CHECK:      {{^}}      y[i] = lo + hi + (isnan(q) ? 1.0f : 0.0f) + FLT_EPSILON * MAXFLOAT * 0.0f;
// CHECK-NEXT: {{^}}      z[i] = c + 8 + (int)(0.5f * 2.0f);
// PASS: PASS macros:
