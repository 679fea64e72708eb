// A macro the kernel's code uses, whose value names a variable the kernel
// declares (`#define SETUP int w = 3`), needs no check that the name stays
// undefined: a build that defines it renames the declaration and its uses
// alike, in the original's expansion and in the rewritten text. A macro a
// conditional tests is another matter: `#if USE_W` with USE_W naming `w`
// takes the other branch once w is defined, so that check stays. A macro
// met in code and in a conditional keeps one check of its value.
// RUN: clopt rewrite %s --kernel declared --set coarsen.d0=2 | FileCheck %s --check-prefix=DECL
// RUN: clopt rewrite %s --kernel tested --set coarsen.d0=2 | FileCheck %s --check-prefix=TESTED
// RUN: clopt rewrite %s --kernel twice --set coarsen.d0=2 | FileCheck %s --check-prefix=TWICE
// RUN: clopt verify %s --kernel declared --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel tested --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel twice --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS

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
// DECL:       {{^}}// clopt: kernel 'declared'
// TESTED:     {{^}}#ifdef w
// TESTED-NEXT: {{^}}#error "clopt: kernel 'tested' was tuned without w defined
// TESTED:     {{^}}// clopt: kernel 'tested'
// TWICE:      {{^}}#error "clopt: kernel 'twice' was tuned with K = 4
// TWICE-NOT:  {{^}}#error "clopt: kernel 'twice' was tuned with K = 4
// TWICE:      {{^}}// clopt: kernel 'twice'
// PASS: PASS {{declared|tested|twice}}: every written buffer matches
