// A rewritten body has the file's macros written in: the branch of an
// #ifdef that was taken, an integer macro's value. The same file built with
// other -D options would run that code where the original runs another
// (tuned with -DTS=8 -DSQUARE, built without: every element differed, and
// reads went past the rows). The rewritten file starts with one #error
// check per macro the build options decide: the -D ones it names, and those
// its conditionals test that were undefined (DEBUG); not the compiler's
// (cl_khr_fp64), nor a header's include guard, nor a -D it never names.
// RUN: clopt rewrite %s -DTS=8 -DSQUARE -DUNUSED=3 -I %S/Inputs --set vector.width=4 -o %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: not clopt verify %s --variant %t.cl -I %S/Inputs --size n=100 2>&1 | FileCheck %s --check-prefix=OTHER
// RUN: clopt verify %s -DTS=8 -DSQUARE -I %S/Inputs --variant %t.cl --size n=100 | FileCheck %s --check-prefix=PASS
// Without a pass the body is still printed anew, with its macros expanded:
// the guards are there too.
// RUN: clopt rewrite %s -DTS=8 -I %S/Inputs -o - | FileCheck %s --check-prefix=NONE

#include "guarded-header.h"
#ifndef TS
#define TS 4
#endif

#pragma clopt tune global(n) sizes(n = 256)
__kernel void k(__global const float *a, __global float *b, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float s = HEADER_SCALE;
#ifdef SQUARE
    for (int t = 0; t < TS; t++)
      s += a[i * TS + t] * a[i * TS + t];
#else
    for (int t = 0; t < TS; t++)
      s += a[i * TS + t];
#endif
#if defined(DEBUG) || defined(cl_khr_fp64)
    s += 0.0f;
#endif
    b[i] = s;
  }
}

// A one-word value is checked by its spelling (pasted onto a name only that
// spelling defines: 8u is not 8), an expression by its value.
// CHECK:      {{^}}// clopt: the kernels rewritten here have these macros' values written into them.
// CHECK-NEXT: {{^}}#define CLOPT_GUARD_CAT_(a, b) a##b
// CHECK-NEXT: {{^}}#define CLOPT_GUARD_CAT(a, b) CLOPT_GUARD_CAT_(a, b)
// CHECK-NEXT: {{^}}#define CLOPT_GUARD_SQUARE_1 1
// CHECK-NEXT: {{^}}#if !defined(SQUARE) || !CLOPT_GUARD_CAT(CLOPT_GUARD_SQUARE_, SQUARE)
// CHECK-NEXT: {{^}}#error "clopt: this file was tuned with -DSQUARE (built otherwise, its kernels would compute something else)"
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#undef CLOPT_GUARD_SQUARE_1
// CHECK-NEXT: {{^}}#define CLOPT_GUARD_TS_8 1
// CHECK-NEXT: {{^}}#if !defined(TS) || !CLOPT_GUARD_CAT(CLOPT_GUARD_TS_, TS)
// CHECK-NEXT: {{^}}#error "clopt: this file was tuned with -DTS=8
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#undef CLOPT_GUARD_TS_8
// CHECK-NEXT: {{^}}#undef CLOPT_GUARD_CAT
// CHECK-NEXT: {{^}}#undef CLOPT_GUARD_CAT_
// CHECK-NEXT: {{^}}#ifdef DEBUG
// CHECK-NEXT: {{^}}#error "clopt: this file was tuned without -DDEBUG
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}// A rewritten body
// Before the kernel, the checks of what its body saw (macro-guards-kernel.test).
// CHECK:      {{^}}#if !defined(TS) || !CLOPT_GUARD_CAT(CLOPT_GUARD_TS_, TS)
// CHECK-NEXT: {{^}}#error "clopt: kernel 'k' was tuned with TS = 8
// CHECK:      {{^}}#ifdef DEBUG
// CHECK-NEXT: {{^}}#error "clopt: kernel 'k' was tuned without DEBUG defined
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if defined(a) || defined(b) || defined(i) || defined(n) || defined(s) || defined(t)
// CHECK-NEXT: {{^}}#error "clopt: kernel 'k' was tuned with none of the names it declares defined as a macro
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}// clopt: kernel 'k'

// OTHER: this file was tuned with -DSQUARE
// PASS: PASS k: every written buffer matches
// NONE: {{^}}#if !defined(TS) || !CLOPT_GUARD_CAT(CLOPT_GUARD_TS_, TS)
// NONE: {{^}}// clopt: kernel 'k' (no pass applied)
// The tuner's output carries them too.
// RUN: clopt %s -DTS=8 -DSQUARE -I %S/Inputs -o %t.tuned.cl --budget 3 --seed 2 --min-speedup 0 \
// RUN:   --db %t.db.yaml -q
// RUN: FileCheck %s --check-prefix=TUNED < %t.tuned.cl
// TUNED: passes:
// TUNED: {{^}}#error "clopt: this file was tuned with -DSQUARE
// A -D whose value is a word (a type) is checked by pasting it onto a name
// only that value defines; an integer expression by its value.
// RUN: clopt rewrite %S/Inputs/typed.cl -DT=float -DW=2*2 --set unroll.factor=2 -o %t.typed.cl
// RUN: FileCheck %s --check-prefix=TYPED < %t.typed.cl
// TYPED: {{^}}#if !defined(T) || !CLOPT_GUARD_CAT(CLOPT_GUARD_T_, T)
// TYPED: {{^}}#if !defined(W) || (W) != (2*2)
// RUN: clopt verify %S/Inputs/typed.cl -DT=float -DW=4 --variant %t.typed.cl --size n=37 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: not clopt verify %S/Inputs/typed.cl -DT=double -DW=2*2 --variant %t.typed.cl --size n=37 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DOUBLE
// DOUBLE: this file was tuned with -DT=float
