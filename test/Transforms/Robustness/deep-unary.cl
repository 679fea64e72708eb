// 10000 nested unary minuses overflowed clang's stack inside clopt; the
// parser now runs with a stack sized from the input.
// RUN: %python -c "print('__kernel void k(__global float *A, __global float *B) {\n  int i = get_global_id(0);\n  B[i] = ' + '- ' * 10000 + 'A[i];\n}')" > %t.cl
// RUN: clopt rewrite %t.cl --set coarsen.d0=2 -Rpass-missed=coarsen 2>&1 | FileCheck %s

// CHECK: remark: kernel not analysable: statements or expressions nest deeper than 2000 levels [-Rpass-missed=coarsen]
// CHECK-LABEL: {{^}}__kernel void k(
