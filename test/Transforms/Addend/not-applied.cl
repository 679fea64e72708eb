// addend keeps a sum as written, with an analysis remark naming why, where
// regrouping could change more than its rounding: an addend that may have a side effect
// (evaluated in another order), an addend of another precision, an addend
// whose type the nest cannot prove (a macro). Integer sums (index
// arithmetic; a partial sum could overflow) and sums that would gain nothing
// stay silently: the second addend is not a product (`a * b + c` fuses
// already), or the plain addend is subtracted; a parenthesized group is one
// addend. The kernel still verifies.
// RUN: clopt rewrite %s --kernel kept --set addend.first=1 -Rpass=addend -Rpass-analysis=addend -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=WHY
// RUN: clopt rewrite %s --kernel kept --set addend.first=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=CODE
// RUN: clopt verify %s --kernel kept --set addend.first=1 --size N=45 --buffer a=N+3 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel none --set addend.first=1 -Rpass-missed=addend -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE
// A sum whose value decides an index, a branch or an integer is kept, also
// through a variable: rounded otherwise, (5 - 2) + 1e8 and (1e8 + 5) - 2
// pick elements 0 and 8, past the kernel's own check.
// RUN: clopt rewrite %s --kernel decides --set addend.first=1 -Rpass=addend -Rpass-analysis=addend -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=DECIDES
// RUN: clopt rewrite %s --kernel decides --set addend.first=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=DECIDES-CODE
// RUN: clopt verify %s --kernel decides --set addend.first=1 --size N=45 --buffer a=4*N --buffer t=16 | FileCheck %s --check-prefix=PASS
// Through a vector's component too: m.x is an index, and the variable is
// followed whole, so m.y's sum is kept as well.
// RUN: clopt rewrite %s --kernel component --set addend.first=1 -Rpass-missed=addend -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=COMPONENT

#define BIAS 2.0f
float twice(float v) { return 2.0f * v; }

#pragma clopt tune global(N) sizes(N = 64)
__kernel void kept(__global const float *a, __global float *out,
                   __global int *iout, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float p = a[x], q = a[x + 1];
    float s = p * p + q * q + 1.0f;
    int n = x * x + N * x + 3;
    float t = p * q + q * q + twice(p);
    float u = p * q + q * q + 0.5;
    float v = p * q + q * q + BIAS;
    float w = p * q + 1.0f + q * q;
    float y = p * q + q * q - 1.0f;
    float z = p * q + (q * q + 1.0f) * p;
    out[x] = s + t + (float)u + v + w + y + z;
    iout[x] = n;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void none(__global const float *a, __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N)
    out[x] = a[x] * a[x] + 1.0f;
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void decides(__global const float *a, __global const float *t,
                      __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float u = a[4 * x], v = a[4 * x + 1], w = a[4 * x + 2], z = a[4 * x + 3];
    float c = 100000000.0f;
    float r = 0.0f;
    if (u * v + w * z + c <= 100000000.0f)
      r = t[(int)(u * v + w * z + c) - 100000000 & 15];
    float h = u * u + v * v + 2.0f;
    int k = (int)(h * 3.0f);
    float g = u * w + v * z + 1.0f;
    out[x] = r + t[k & 15] + g;
  }
}

// DECIDES: :[[@LINE-9]]:5: remark: sum kept as written: its value decides an index, a branch or an integer
// DECIDES: :[[@LINE-9]]:7: remark: sum kept as written: its value decides an index, a branch or an integer
// DECIDES: :[[@LINE-9]]:11: remark: sum kept as written: its value decides an index, a branch or an integer
// DECIDES: :[[@LINE-8]]:11: remark: sum regrouped to add its plain addend first
#pragma clopt tune global(N) sizes(N = 64)
__kernel void component(__global const float *a, __global const float *t,
                        __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float p = a[x], q = a[x + 1];
    float2 m = (float2)(0.0f);
    m.x = p * p + q * q + 1.0f;
    m.y = p * q + q * q + 2.0f;
    out[x] = t[(int)m.x & 7] + m.y;
  }
}

// COMPONENT: :[[@LINE-6]]:5: remark: no sum can add its plain addend first: its value decides an index, a branch or an integer
// DECIDES-CODE: if (u * v + w * z + c <= 100000000.0f)
// DECIDES-CODE: r = t[(int)(u * v + w * z + c) - 100000000 & 15];
// DECIDES-CODE: float h = u * u + v * v + 2.0f;
// DECIDES-CODE: float g = 1.0f + u * w + v * z;
// WHY: remark: sum regrouped to add its plain addend first, so its products fuse
// WHY: remark: sum kept as written: an addend may have a side effect
// WHY: remark: sum kept as written: an addend has type 'float', not 'double'
// WHY: remark: sum kept as written: the type of an addend is not known to be 'float'
// WHY-NOT: remark
// CODE: float s = 1.0f + p * p + q * q;
// CODE-NEXT: int n = x * x + N * x + 3;
// CODE-NEXT: float t = p * q + q * q + twice(p);
// CODE-NEXT: float u = p * q + q * q + 0.5;
// CODE-NEXT: float v = p * q + q * q + BIAS;
// CODE-NEXT: float w = p * q + 1.0f + q * q;
// CODE-NEXT: float y = p * q + q * q - 1.0f;
// CODE-NEXT: float z = p * q + (q * q + 1.0f) * p;
// PASS: PASS {{.*}}: every written buffer matches
// NONE: remark: no sum of a proven floating-point type starts with two products and adds a plain addend later (`a * b + c * d + e`) [-Rpass-missed=addend]
