// A loop that counts with a variable declared before it (`int j = 0;
// for (j = 0; ...)`) cannot take the register tile inside: the declaration
// is one of the points' own statements, so sharing the loop among the
// points wrote one declaration per point into one scope ("redefinition of
// 'j'", the pass then skipped with an internal error). private now keeps
// the tile outside that loop and says why; the variant verifies.
// RUN: clopt rewrite %s --set coarsen.d0=4 --set private.hoist=1 -Rpass-analysis=private -Rpass-missed=private -o - 2>&1 >/dev/null | FileCheck %s
// RUN: clopt verify %s --set coarsen.d0=4 --set private.hoist=1 --size N=37 --buffer a=N+6 | FileCheck %s --check-prefix=PASS

#pragma clopt tune global(N) sizes(N = 64)
__kernel void declared_before(__global const float *a, __global float *out,
                              int N) {
  int x = get_global_id(0);
  if (x < N) {
    float u = 0.5f;
    for (int k = 0; k < 6; ++k) {
      int j = 0;
      for (j = 0; j < 2; ++j)
        u += a[x + j] * a[x + k];
    }
    out[x] = u;
  }
}

// CHECK-NOT: internal error
// CHECK: remark: register tile stays outside the loop: loop 'j' counts with a variable declared before it, which the work-item's points cannot share
// CHECK-NOT: internal error
// PASS: PASS {{.*}}: every written buffer matches
