// Operators the nest imports from clang's opcodes: GNU `__extension__` is
// its operand (it only silences pedantic warnings); prefix and postfix
// increments, compound assignments, shifts, bitwise and logical operators
// and member accesses print as written.
// RUN: clopt rewrite %s --set coarsen.d0=2 2>&1 | FileCheck %s
// RUN: clopt verify %s --global n --size n=77 --set coarsen.d0=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY

// CHECK-LABEL: const int first_0 = get_global_id(0) * 2;
// CHECK: a[{{.*}}] = (a[{{.*}}] * 2.0f);
// CHECK: b[{{.*}}] = (b[{{.*}}] << 1 | 1) ^ ~n;
// CHECK: for (int k = 0; k < 3; ++k)
// CHECK: acc += v.x;
// CHECK: acc -= v.y--;
// CHECK: if (!(k > 0) || acc >= 0.0f)
// CHECK: acc *= 2.0f;
// VERIFY: PASS ops: every written buffer matches

__kernel void ops(__global float *a, __global int *b, __global const float2 *p,
                  int n) {
  int i = get_global_id(0);
  if (i < n) {
    a[i] = __extension__ (a[i] * 2.0f);
    b[i] = (b[i] << 1 | 1) ^ ~n;
    float2 v = p[i];
    float acc = 0.0f;
    for (int k = 0; k < 3; ++k) {
      acc += v.x;
      acc -= v.y--;
      if (!(k > 0) || acc >= 0.0f)
        acc *= 2.0f;
    }
    a[i] += acc;
  }
}
