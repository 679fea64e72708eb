// Passes that run the kernel's body for points outside its guard (local,
// private) make each load yield zero there, which a struct element does
// not have: `c ? p[i] : 0` does not compile. They are refused with the
// reason (they reported an internal error: the emitted kernel did not
// parse); coarsen, which keeps the guard per point, still applies.
// RUN: clopt rewrite %s --set tile.j=8 --set local.p=1 --set wgshape.d0=16 \
// RUN:   -Rpass-missed=local -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err
// RUN: clopt verify %s --set coarsen.d0=2 --size N=77 2>&1 | FileCheck %s --check-prefix=VERIFY

typedef struct { float x, y; } P;
#pragma clopt tune global(N) sizes(N = 1024)
__kernel void pairdist(__global const P *p, __global float *d, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int j = 0; j < N; ++j) {
      float dx = p[i].x - p[j].x;
      float dy = p[i].y - p[j].y;
      s += dx * dx + dy * dy;
    }
    d[i] = s;
  }
}

// CHECK-NOT: {{^}}  __local
// REMARK: struct-elements.cl:15:3: remark: kernel reads 'p', whose elements are P, not numbers: a load for a point outside the guard has no zero to yield [-Rpass-missed=local]
// VERIFY: PASS pairdist: every written buffer matches
