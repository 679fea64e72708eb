// A loop that counts with a variable declared before it (`int j = 0;
// for (j = 0; ...)`) cannot take the register tile inside: the declaration
// is one of the points' own statements, so sharing the loop among the
// points wrote one declaration per point into one scope ("redefinition of
// 'j'", the pass then skipped with an internal error). private now keeps
// the tile outside that loop and says why; the variant verifies. With one
// point per work-item the declaration is printed once, so local still
// moves its tiles inside such a loop (outer_counter).
// RUN: clopt rewrite %s --kernel declared_before --set coarsen.d0=4 --set private.hoist=1 -Rpass-analysis=private -Rpass-missed=private -o - 2>&1 >/dev/null | FileCheck %s
// RUN: clopt verify %s --kernel declared_before --set coarsen.d0=4 --set private.hoist=1 --size N=37 --buffer a=N+6 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel outer_counter --set tile.k=8 --set local.pad=0 --set wgshape.d0=4 --set wgshape.d1=4 -Rpass=local -Rpass-missed=local -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=LOCAL
// RUN: clopt verify %s --kernel outer_counter --set tile.k=8 --set local.pad=0 --set wgshape.d0=4 --set wgshape.d1=4 --size N=37 | FileCheck %s --check-prefix=PASS

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

#pragma clopt tune global(N, N) sizes(N = 64)
__kernel void outer_counter(__global const float *A, __global const float *B,
                            __global float *C, int N) {
  int col = get_global_id(0);
  int row = get_global_id(1);
  if (row < N && col < N) {
    float sum = 0.0f;
    int r;
    for (r = 0; r < 2; ++r)
      for (int k = 0; k < N; ++k)
        sum += A[row * N + k] * B[k * N + col] * (r + 1);
    C[row * N + col] = sum;
  }
}

// CHECK-NOT: internal error
// CHECK: remark: register tile stays outside the loop: loop 'j' counts with a variable declared before it, which the work-item's points cannot share
// CHECK-NOT: internal error
// LOCAL-NOT: counts with a variable declared before it
// LOCAL: remark: cached 'A' in local memory
// LOCAL: remark: cached 'B' in local memory
// LOCAL-NOT: counts with a variable declared before it
// PASS: PASS {{.*}}: every written buffer matches
