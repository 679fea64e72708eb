// A store whose target is in parentheses, as an indexing macro writes it
// (`#define AT(f, q, i) ((f)[(q) * n + (i)])`, `AT(dst, q, i) = ...`), is a
// store: the nest once kept `(dst[...])` as a read, private held it in a
// register, and its output `(value) = ...` did not parse ("expression is
// not assignable", the pass skipped with an internal error).
// RUN: clopt rewrite %s --set coarsen.d0=2 --set private.hoist=1 -Rpass-missed=private -o - 2>&1 | FileCheck %s --implicit-check-not="warning:"
// RUN: clopt verify %s --set coarsen.d0=2 --set private.hoist=1 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set coarsen.d0=2 --set private.hoist=1 --size n=4 | FileCheck %s --check-prefix=PASS
// CHECK: //   private: hoist=1
// CHECK: dst[(q_0) * n + (i_0)] = f_0 - omega * (f_0 - 0.2f * rho_0);
// CHECK: dst[(q_0) * n + (i_0)]++;
// PASS: PASS collide:

#define AT(f, q, i) ((f)[(q) * n + (i)])

#pragma clopt tune global(n) sizes(n = 64, omega = 1.2)
__kernel void collide(__global const float *src, __global float *dst, int n, float omega) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float rho = 0.0f;
  for (int q = 0; q < 5; q++)
    rho += AT(src, q, i);
  for (int q = 0; q < 5; q++) {
    float f = AT(src, q, i);
    AT(dst, q, i) = f - omega * (f - 0.2f * rho);
    (AT(dst, q, i))++;
  }
}
