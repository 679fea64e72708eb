// A kernel that keeps its id in 64 bits (`size_t r = get_global_id(0)`)
// computes points past INT_MAX. The work-item's first point was an int
// (`const int first_0 = get_global_id(0) * 4`), which truncated them: at
// R = 3e9 the points past 2^31 wrote out[] at wrong places. The generated
// coordinate has the type the kernel gives its ids: size_t here, the
// variable's own type where every id is converted straight to one (long,
// uint, int: the original's own narrowing is kept), size_t where the id is
// used as it is. No precondition on the global size is added.
// RUN: clopt rewrite %s --kernel sparse --set coarsen.d0=4 | FileCheck %s --check-prefix=BLOCK
// RUN: clopt rewrite %s --kernel sparse --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   | FileCheck %s --check-prefix=CYCLIC
// RUN: clopt rewrite %s --kernel sparse --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set coarsen.chunk=2 --set wgshape.d0=16 | FileCheck %s --check-prefix=CHUNK
// RUN: clopt rewrite %s --kernel own --set coarsen.d0=2 --set coarsen.d1=2 --set coarsen.d2=2 \
// RUN:   | FileCheck %s --check-prefix=OWN
// RUN: clopt rewrite %s --kernel mixed --set coarsen.d0=2 --set coarsen.d1=2 \
// RUN:   | FileCheck %s --check-prefix=MIXED
// The wide form is the original's at sizes a test can run (the same kernel
// with a divisor of 700000000 and R = 3e9 passes too, in 20 s on two cores:
// too slow for the suite).
// RUN: clopt verify %s --kernel sparse --set coarsen.d0=4 --size R=1403 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel sparse --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set wgshape.d0=16 --size R=1403 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel sparse --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set coarsen.chunk=2 --set wgshape.d0=16 --size R=1403 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel own --set coarsen.d0=2 --set coarsen.d1=2 --set coarsen.d2=2 \
// RUN:   --size N=7 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel mixed --set coarsen.d0=2 --set coarsen.d1=2 \
// RUN:   --size N=9 | FileCheck %s --check-prefix=PASS

// BLOCK:      {{^}}//   launch: global[0] = ceil(G0 / 4); requires G0 >= (R); no global work offset
// BLOCK:      {{^}}  const size_t first_0 = get_global_id(0) * 4;
// BLOCK-NEXT: {{^}}  for (int pt_0 = 0; pt_0 < 4; ++pt_0) {
// BLOCK-NEXT: {{^}}    size_t r = first_0 + pt_0;
// CYCLIC:      {{^}}  const size_t first_0 = get_group_id(0) * get_local_size(0) * 4 + get_local_id(0);
// CYCLIC:      {{^}}    size_t r = first_0 + pt_0 * get_local_size(0);
// CHUNK:       {{^}}  const size_t first_0 = get_group_id(0) * 64 + get_local_id(0) * 2;
// PASS: PASS {{.*}}: every written buffer matches

#pragma clopt tune global(R) sizes(R = 1403) buffers(out = R / 700 + 1)
__kernel void sparse(__global ulong *out, ulong R) {
  size_t r = get_global_id(0);
  if (r >= R) return;
  if (r % 700UL == 7UL) out[r / 700UL] = r;
}

// Each dimension's ids converted to one type: that type.
// OWN:      {{^}}  const long first_0 = get_global_id(0) * 2;
// OWN-NEXT: {{^}}  const uint first_1 = get_global_id(1) * 2;
// OWN-NEXT: {{^}}  const int first_2 = get_global_id(2) * 2;
#pragma clopt tune global(N, N, N) sizes(N = 16)
__kernel void own(__global int *out, int N) {
  long x = get_global_id(0);
  uint y = get_global_id(1);
  int z = (int)get_global_id(2);
  if (x < N && y < N && z < N)
    out[(z * N + y) * N + x] = x - y + z;
}

// Two types for one dimension's ids, or an id used as it is: size_t.
// MIXED:      {{^}}  const size_t first_0 = get_global_id(0) * 2;
// MIXED-NEXT: {{^}}  const size_t first_1 = get_global_id(1) * 2;
#pragma clopt tune global(N, N) sizes(N = 16)
__kernel void mixed(__global int *out, int N) {
  int x = get_global_id(0);
  long x2 = get_global_id(0);
  if (x < N && get_global_id(1) < N)
    out[get_global_id(1) * N + x] = x2 * 3;
}
