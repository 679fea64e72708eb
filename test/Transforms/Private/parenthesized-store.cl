// A store whose target is in parentheses, as an indexing macro writes it
// (`#define AT(f, q, i) ((f)[(q) * n + (i)])`, `AT(dst, q, i) = ...`), is a
// store: the nest once kept `(dst[...])` as a read, private held it in a
// register, and its output `(value) = ...` did not parse ("expression is
// not assignable", the pass skipped with an internal error).
// RUN: clopt rewrite %s --kernel collide --set coarsen.d0=2 --set private.hoist=1 -Rpass-missed=private -o - 2>&1 | FileCheck %s --implicit-check-not="warning:"
// RUN: clopt verify %s --kernel collide --set coarsen.d0=2 --set private.hoist=1 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel collide --set coarsen.d0=2 --set private.hoist=1 --size n=4 | FileCheck %s --check-prefix=PASS
// CHECK: //   private: hoist=1
// CHECK: dst[(q_0) * n + (i_0)] = f_0 - omega * (f_0 - 0.2f * rho_0);
// CHECK: dst[(q_0) * n + (i_0)]++;
// PASS: PASS collide:
// A component store (`AT(dst, q, i).x = ...`, `dst[k].y += ...`) writes dst
// as well: predicated as a load, its target became `(valid ? dst[k] : 0).x`
// (no lvalue, the pass skipped), and dst could be held in a register.
// RUN: clopt rewrite %s --kernel components --set coarsen.d0=2 --set private.hoist=1 -o - 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COMPONENTS --implicit-check-not="warning:"
// COMPONENTS: //   private: hoist=1
// COMPONENTS: if (i_0 < n) {
// COMPONENTS-NEXT: (dst[(q) * n + (i_0)]).x = f_0.x * 2.0f;
// COMPONENTS: if (i_1 < n) {
// COMPONENTS-NEXT: (dst[(q) * n + (i_1)]).x = f_1.x * 2.0f;
// COMPONENTS: if (i_0 < n) {
// COMPONENTS-NEXT: dst[q * n + i_0].y += f_0.y;
// RUN: clopt verify %s --kernel components --set coarsen.d0=2 --set private.hoist=1 --size n=37 \
// RUN:   | FileCheck %s --check-prefix=PASS-COMPONENTS
// RUN: clopt verify %s --kernel components --set coarsen.d0=2 --set private.hoist=1 --size n=3 \
// RUN:   | FileCheck %s --check-prefix=PASS-COMPONENTS
// PASS-COMPONENTS: PASS components:

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

#pragma clopt tune global(n) sizes(n = 64)
__kernel void components(__global const float4 *src, __global float4 *dst, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  for (int q = 0; q < 3; q++) {
    float4 f = AT(src, q, i);
    AT(dst, q, i).x = f.x * 2.0f;
    dst[q * n + i].y += f.y;
  }
}
