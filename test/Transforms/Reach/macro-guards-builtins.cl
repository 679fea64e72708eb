// A builtin the kernel calls through a macro of its own is not a macro in
// the parse, but it is one on PoCL, whose kernel headers rename about 950
// builtins (`#define clamp _cl_clamp`, `max`, `min`, `mad`, `sqrt`, ...).
// Guarding such a name as a macro the build options must leave undefined
// (`#ifdef max` / `#error`) stopped every build of the rewrite there: each
// variant was rejected as a compile error. The names of builtins, and
// anything else the OpenCL headers declare, are the implementation's and
// have no guard; a user's macro that a conditional tests still has one, and so
// does a builtin's name that one tests (macro-guards-builtin-tested.cl).
// RUN: clopt rewrite %s --set unroll.factor=2 -o %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: clopt verify %s --variant %t.cl --size n=100 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set wgshape.d0=32 | FileCheck %s --check-prefix=PASS
// RUN: not clopt verify %s -DNEGATE --variant %t.cl --size n=100 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STOP

#define MAXV(a, b) max((a), (b))
#define BORDER_REPLICATE(x, maxv) clamp((x), 0, (maxv) - 1)

#pragma clopt tune global(n) sizes(n = 256) buffers(a = n)
__kernel void k(__global const float *a, __global float *b, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    for (int t = -1; t <= 1; t++)
      s += MAXV(a[BORDER_REPLICATE(i + t, n)], 0.0f);
#if defined(NEGATE)
    s = -s;
#endif
    b[i] = s;
  }
}

// CHECK-NOT: {{^}}#ifdef max
// CHECK-NOT: {{^}}#ifdef clamp
// CHECK:     {{^}}#ifdef NEGATE
// CHECK-NEXT: {{^}}#error "clopt: this file was tuned without -DNEGATE
// CHECK-NOT: {{^}}#ifdef max
// CHECK-NOT: {{^}}#ifdef clamp
// CHECK:     {{^}}#ifdef NEGATE
// CHECK-NEXT: {{^}}#error "clopt: kernel 'k' was tuned without NEGATE defined
// CHECK-NOT: {{^}}#ifdef max
// CHECK-NOT: {{^}}#ifdef clamp
// CHECK:     b[i] = s;

// PASS: PASS k: every written buffer matches
// STOP: tuned without -DNEGATE
