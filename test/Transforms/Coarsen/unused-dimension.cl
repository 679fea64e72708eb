// The original launch has a dimension the kernel never reads: each of its
// work-items repeats the work. The variant launched that dimension 1 wide,
// so an atomic_inc counted once where the original counted N times
// ("c[0]: expected 5 got 3"). It keeps the original's global size there.
// RUN: clopt verify %s --kernel=counts --set coarsen.d0=1 --size N=3 | FileCheck %s --check-prefix=COUNTS
// COUNTS: PASS counts: every written buffer matches {{.*}}; global [3, 3], variant global [3, 3]
// RUN: clopt verify %s --kernel=repeats --set coarsen.d0=2 --set wgshape.d0=8 --size N=17 \
// RUN:   | FileCheck %s --check-prefix=REPEATS
// REPEATS: PASS repeats: every written buffer matches {{.*}}; global [17, 4], variant global [16, 4]

#pragma clopt tune global(N, N) sizes(N = 20) buffers(c = N)
__kernel void counts(__global int *c, int N) {
  int i = get_global_id(0);
  if (i < N)
    atomic_inc(&c[i]);
}

#pragma clopt tune global(N, 4) sizes(N = 20)
__kernel void repeats(__global const float *a, __global float *b, int N) {
  int i = get_global_id(0);
  if (i < N)
    b[i] = 2.0f * a[i];
}
