// RUN: clopt rewrite %s --kernel inc --set wgshape.d0=32 --set coarsen.d0=2 \
// RUN:   -Rpass-missed='.*' -Rpass='.*' -o %t.inc.cl 2>%t.inc.err
// RUN: diff %s %t.inc.cl
// RUN: FileCheck %s --check-prefix=INC < %t.inc.err
// RUN: clopt rewrite %s --kernel first --set wgshape.d0=32 -Rpass-missed='.*' \
// RUN:   -Rpass='.*' -o %t.first.cl 2>%t.first.err
// RUN: diff %s %t.first.cl
// RUN: FileCheck %s --check-prefix=FIRST < %t.first.err
// RUN: clopt rewrite %s --kernel second --set wgshape.d0=32 -Rpass-missed='.*' \
// RUN:   -Rpass='.*' -o %t.second.cl 2>%t.second.err
// RUN: diff %s %t.second.cl
// RUN: FileCheck %s --check-prefix=SECOND < %t.second.err
// A macro that holds more than the kernel: an attribute written before
// the invocation would attach to the helper or to the other kernel, and
// the kernel's text cannot be replaced alone. Nothing applies, each pass
// says why, and the file is kept as written.

#define WITH_HELPER(name) int helper_##name(int x) { return x + 1; } \
  __kernel void name(__global float *a, int n)
WITH_HELPER(inc) { int i = get_global_id(0); if (i < n) a[i] = helper_inc(i); }

#define TWO \
  __kernel void first(__global float *a, int n) { int i = get_global_id(0); if (i < n) a[i] = 1.0f; } \
  __kernel void second(__global float *a, int n) { int i = get_global_id(0); if (i < n) a[i] = 2.0f; }
TWO

// INC: remark: kernel is defined by macro 'WITH_HELPER' [-Rpass-missed=coarsen]
// INC: remark: kernel is defined by macro 'WITH_HELPER' after other code: no attribute can be written before the kernel alone [-Rpass-missed=wgshape]
// INC-NOT: -Rpass=
// FIRST: remark: kernel is defined by macro 'TWO' together with other code: the kernel's text cannot be replaced alone [-Rpass-missed=wgshape]
// FIRST-NOT: -Rpass=
// SECOND: remark: kernel is defined by macro 'TWO' after other code: no attribute can be written before the kernel alone [-Rpass-missed=wgshape]
// SECOND-NOT: -Rpass=
