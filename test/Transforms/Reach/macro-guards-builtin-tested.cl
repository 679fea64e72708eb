// A conditional that tests a builtin's name decides which branch is built
// by whether the driver defines the builtin as a macro: clopt's parse has
// no `max` macro, PoCL's headers do. The rewrite, written from clopt's
// branch, keeps the guard that stops a build where the other branch would
// be taken (without it the rewrite built on PoCL and computed `+ 2` where
// the original computes `+ 1`: 37 of 37 elements wrong). A builtin called
// through a macro has no guard (macro-guards-builtins.cl).
// RUN: clopt rewrite %s --set coarsen.d0=2 --set coarsen.dist=block -o %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: not clopt verify %s --set coarsen.d0=2 --set coarsen.dist=block --size N=37 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STOP

#pragma clopt tune global(N) sizes(N = 1024)
__kernel void mg(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
#ifdef max
    out[i] = in[i] + 1.0f;
#else
    out[i] = in[i] + 2.0f;
#endif
  }
}

// CHECK: {{^}}#ifdef max
// CHECK-NEXT: {{^}}#error "clopt: this file was tuned without -Dmax

// STOP: was tuned without {{(-D)?}}max
// STOP-NOT: correctness
