// A loop counter declared before its loop (`int k; for (k = 0; ...)`) and
// read after it. Tile sets it to the loop's lower bound before the tile
// loop: the loops inside set it only where a tile runs, and at M = 0 the
// original leaves k at 0 where the tiled kernel read it unset. The vector
// pass's scalar copy for partial blocks renames the declaration, and the
// loop follows it: unroll advanced the loop's old counter, so the copies of
// the body all read `k` (37.38 instead of 38.34 at N = 77, M = 37).
// (Stmt::clone copied every loop field but the counter to set, so the
// vector pass's scalar copy of a tiled loop lost `k = 0` again.)
// RUN: clopt rewrite %s --set tile.k=16 --set unroll.factor=4 | FileCheck %s
// RUN: clopt rewrite %s --set tile.k=16 --set coarsen.d0=2 --set vector.width=2 \
// RUN:   | FileCheck %s --check-prefix=LANES
// RUN: clopt verify %s --set tile.k=16 --set unroll.factor=4 --size N=77 --size M=0 \
// RUN:   --buffer A=1 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set tile.k=16 --set unroll.factor=4 --size N=77 --size M=37 \
// RUN:   2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set coarsen.d0=2 --set vector.width=2 --set unroll.factor=2 \
// RUN:   --size N=77 --size M=37 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %s --set tile.k=32 --set coarsen.d0=16 --set vector.width=16 \
// RUN:   --set unroll.factor=16 --size N=253 --size M=512 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK:      {{^}}    int k;
// CHECK-NEXT: {{^}}    k = 0;
// CHECK-NEXT: {{^}}    for (int k0 = 0; k0 < M; k0 += 16) {
// CHECK-NEXT: {{^}}      k = k0;
// The scalar copy of the vector pass's partial blocks is a clone: the
// counter's initialisation goes with it.
// LANES:      {{^}}    for (int lane = 0; lane < 2; ++lane) {
// LANES:      {{^}}        int k;
// LANES-NEXT: {{^}}        k = 0;
// LANES-NEXT: {{^}}        for (int k0 = 0; k0 < M; k0 += 16) {
// VERIFY: PASS kafter: every written buffer matches

#pragma clopt tune global(N) sizes(N = 256, M = 512)
__kernel void kafter(__global const float *A, __global float *y, int N, int M) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    int k;
    for (k = 0; k < M; ++k)
      s += A[i * M + k];
    y[i] = s + (float)k;
  }
}
