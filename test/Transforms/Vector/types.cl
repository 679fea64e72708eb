// The vector pass reads each variable's type from clang, not from its
// spelling: a typedef of float is a float (its lanes are declared float4,
// the scalar remainder keeps the source's `real_t`), while a size_t operand,
// whose width is the device's, is a type the lanes cannot share.
// RUN: clopt rewrite %s --kernel scale --set coarsen.d0=4 --set vector.width=4 \
// RUN:   | FileCheck %s
// RUN: clopt verify %s --kernel scale --global n --size n=77 --set coarsen.d0=4 \
// RUN:   --set vector.width=4 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt rewrite %s --kernel offset --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=SIZET

// CHECK:      {{^}}  if (i < n && i + 3 < n) {
// CHECK-NEXT: {{^}}    const float4 v = a * vload4(0, x + i);
// CHECK-NEXT: {{^}}    vstore4(v + 1.0f, 0, y + i);
// CHECK-NEXT: {{^}}  } else {
// CHECK:      {{^}}        const real_t v = a * x[i];
// VERIFY: PASS scale: every written buffer matches
// SIZET: types.cl:35:5: remark: the type of an operand the lanes share is not known: the vector form could compute in another type than the original [-Rpass-missed=vector]

typedef float real_t;

__kernel void scale(__global const real_t *x, __global real_t *y,
                    const real_t a, int n) {
  int i = get_global_id(0);
  if (i < n) {
    const real_t v = a * x[i];
    y[i] = v + 1.0f;
  }
}

__kernel void offset(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    size_t s = n;
    y[i] = x[i] + s;
  }
}
