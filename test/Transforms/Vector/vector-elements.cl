// An array whose elements are vectors already (char2, short4) is not
// widened: the remark says so, in place of "'b' has no vector element
// type", which read as the opposite of the truth. The rest of the variant
// still runs, and matches the original at ragged sizes.
// RUN: clopt verify %s --kernel transpose_c2 --global W,H --size W=37 --size H=5 \
// RUN:   --set coarsen.d0=2 --set coarsen.d1=2 --set vector.width=2 2>&1 | FileCheck %s --check-prefix=C2
// RUN: clopt verify %s --kernel sum_s4 --global n --size n=37 --set coarsen.d0=2 \
// RUN:   --set vector.width=2 2>&1 | FileCheck %s --check-prefix=S4

__kernel void transpose_c2(__global const char2 *a, __global char2 *b, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    b[x * H + y] = a[y * W + x];
}

__kernel void sum_s4(__global const short4 *a, __global short4 *b, int n) {
  int x = get_global_id(0);
  if (x < n)
    b[x] = a[x] + a[x + 1];
}

// C2: remark: vector not applied: 'b' already holds vectors (char2); its elements are not widened into vectors of vectors
// C2: PASS transpose_c2: every written buffer matches
// S4: remark: vector not applied: 'b' already holds vectors (short4); its elements are not widened into vectors of vectors
// S4: PASS sum_s4: every written buffer matches
