// A macro the kernel's code uses, whose value names a variable the kernel
// declares (`#define SETUP int w = 3`), gets no `#ifdef w` check of its
// own; a macro a conditional tests does: `#if USE_W` with USE_W naming `w`
// takes the other branch once w is defined. A macro met in code and in a
// conditional keeps one check of its value. One check before each kernel
// stops a build that defines any name the kernel declares: a build with
// -Dw=pt_0 made the original's `w` the rewritten body's point counter
// (wrong results), -Di=first_0 crashed; no working build of the original
// needs such a macro. The point counters themselves avoid the file's
// names (`pt_0_1` where SETUP declares `pt_0`).
// RUN: clopt rewrite %s --kernel declared --set coarsen.d0=2 | FileCheck %s --check-prefix=DECL
// RUN: clopt rewrite %s --kernel tested --set coarsen.d0=2 | FileCheck %s --check-prefix=TESTED
// RUN: clopt rewrite %s --kernel twice --set coarsen.d0=2 | FileCheck %s --check-prefix=TWICE
// RUN: clopt verify %s --kernel declared --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel tested --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel twice --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel declared -Dw=pt_0 --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel declared -Dw=pt_0 --set coarsen.d0=2 | FileCheck %s --check-prefix=COUNTER

#define SETUP int w = 3
#define SCALE factor
#pragma clopt tune global(n) sizes(n = 64)
__kernel void declared(__global const float *in, __global float *out, int n,
                       float factor) {
  int i = get_global_id(0);
  SETUP;
  if (i < n)
    out[i] = in[i] * w * SCALE;
}

#define USE_W w
#pragma clopt tune global(n) sizes(n = 64)
__kernel void tested(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
  int w = 2;
  if (i < n)
#if USE_W
    out[i] = in[i] * w;
#else
    out[i] = in[i];
#endif
}

#define K 4
#pragma clopt tune global(n) sizes(n = 64)
__kernel void twice(__global const float *in, __global float *out, int n) {
  int i = get_global_id(0);
#if K > 2
  if (i < n)
    out[i] = in[i] * K;
#endif
}

// DECL-NOT:   {{^}}#ifdef w
// DECL-NOT:   {{^}}#ifdef factor
// DECL:       {{^}}#if defined(factor) || defined(i) || defined(in) || defined(n) || defined(out) || defined(w)
// DECL-NEXT:  {{^}}#error "clopt: kernel 'declared' was tuned with none of the names it declares defined as a macro
// DECL:       {{^}}// clopt: kernel 'declared'
// TESTED:     {{^}}#ifdef w
// TESTED-NEXT: {{^}}#error "clopt: kernel 'tested' was tuned without w defined
// TESTED:     {{^}}// clopt: kernel 'tested'
// TWICE:      {{^}}#error "clopt: kernel 'twice' was tuned with K = 4
// TWICE-NOT:  {{^}}#error "clopt: kernel 'twice' was tuned with K = 4
// TWICE:      {{^}}// clopt: kernel 'twice'
// COUNTER:   {{^}}  for (int pt_0_1 = 0; pt_0_1 < 2; ++pt_0_1) {
// COUNTER:   {{^}}    int pt_0 = 3;
// PASS: PASS {{declared|tested|twice}}: every written buffer matches
