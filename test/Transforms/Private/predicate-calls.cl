// Per-point validity runs the guard's body for every point of a work-item,
// the loads of points outside the guard yielding 0. Calls must not run
// there: a built-in that writes (vstore2, vstore_half, write_imagef) runs
// only for valid points, like a store; a function of the program on the
// made-up zeros may never end (steps(0) loops forever) or index outside its
// array, so the pass does not apply, with the reason.
// RUN: clopt rewrite %s --kernel vst --global N --set coarsen.d0=2 --set private.hoist=1 -o - \
// RUN:   | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=VSTORE
// RUN: clopt verify %s --kernel vst --global N --size N=5 --buffer out=2*N \
// RUN:   --set coarsen.d0=2 --set private.hoist=1 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel vsh --global N --size N=5 --buffer out=N \
// RUN:   --set coarsen.d0=2 --set private.hoist=0 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel imgw --global N --set coarsen.d0=2 --set private.hoist=1 -o - \
// RUN:   | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=IMAGE
// RUN: clopt rewrite %s --kernel collatz --global N --set coarsen.d0=2 --set private.hoist=0 \
// RUN:   -Rpass-missed=private -o %t.cl 2>&1 | FileCheck %s --check-prefix=HELPER
// A statement whose writing built-in sits inside an expression (`c ?
// vstore2(...) : vstore2(...)`) writes as a store does: it runs only for
// valid points (before, the pass did not apply).
// RUN: clopt rewrite %s --kernel nested --global N --set coarsen.d0=2 --set private.hoist=0 -o - \
// RUN:   | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=NESTED
// RUN: clopt verify %s --kernel nested --global N --size N=5 --buffer out=2*N \
// RUN:   --set coarsen.d0=2 --set private.hoist=0 | FileCheck %s --check-prefix=PASS
// The remarks say where a helper's loop is (and name a reduction loop that
// has no counter as what it is).
// RUN: clopt rewrite %s --kernel collatz --list-params | FileCheck %s --check-prefix=LIST
// A built-in that reads through a pointer is a load predication cannot
// guard: vload4 for a point outside the guard read past 'b'.
// RUN: clopt rewrite %s --kernel vl --global N --set coarsen.d0=2 --set private.hoist=1 \
// RUN:   -Rpass-missed=private -o %t.cl 2>&1 | FileCheck %s --check-prefix=VLOAD

__kernel void vst(__global const float *a, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float2 v;
    v.x = a[i];
    v.y = a[i] * 2.0f;
    vstore2(v, i, out);
  }
}

__kernel void vsh(__global const float *a, __global half *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float v = a[i] * 2.0f;
    vstore_half(v, i, out);
  }
}

__kernel void imgw(__write_only image2d_t im, __global const float *a, int N) {
  int i = get_global_id(0);
  if (i < N) {
    int2 c;
    c.x = i;
    c.y = 0;
    float4 v;
    v.x = a[i];
    v.y = 0.0f;
    v.z = 0.0f;
    v.w = 1.0f;
    write_imagef(im, c, v);
  }
}

int steps(int x) {
  int c = 0;
  while (x != 1) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    c++;
  }
  return c;
}

__kernel void collatz(__global const int *a, __global int *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    int t = steps(a[i]);
    out[i] = t;
  }
}

__kernel void nested(__global const float *a, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float2 v;
    v.x = a[i];
    v.y = 1.0f;
    (i & 1) ? vstore2(v, i, out) : vstore2(v * 2.0f, i, out);
  }
}

__kernel void vl(__global const float *b, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float4 v = vload4(i, b);
    vstore4(v * 2.0f, i, out);
  }
}

// VSTORE:      if (i_0 < N) {
// VSTORE-NEXT:   vstore2(v_0, i_0, out);
// VSTORE-NEXT: }
// VSTORE-NEXT: if (i_1 < N) {
// VSTORE-NEXT:   vstore2(v_1, i_1, out);
// PASS: PASS
// IMAGE:      if (i_0 < N) {
// IMAGE-NEXT:   write_imagef(im, c_0, v_0);
// HELPER: predicate-calls.cl:{{[0-9]+}}:9: remark: kernel calls 'steps' here; for a point outside the guard it would run on made-up values (a loop in it may never end) [-Rpass-missed=private]
// NESTED:      if (i_1 < N) {
// NESTED-NEXT:   (i_1 & 1) ? vstore2(v_1, i_1, out) : vstore2(v_1 * 2.0f, i_1, out);
// VLOAD: predicate-calls.cl:{{[0-9]+}}:12: remark: kernel calls 'vload4' here; for a point outside the guard it would read outside its buffer [-Rpass-missed=private]
// LIST: tile: not applicable: loop is not canonical: in helper 'steps': 'while' loop: its trip count is not analysed
// LIST: reduce: not applicable: the reduction loop (a 'while' or 'do' loop) is not canonical
