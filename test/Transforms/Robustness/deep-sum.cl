// A sum of 6000 terms nests 6000 levels deep: clang parses it (on a thread
// with a stack that grows with the input), and the kernel is reported as not
// analysable and left as written instead of overflowing the stack.
// RUN: %python -c "print('__kernel void k(__global float *A, __global float *B) {\n  int i = get_global_id(0);\n  B[i] = ' + ' + '.join('A[i + %%d]' %% (t %% 7) for t in range(6000)) + ';\n}')" > %t.cl
// RUN: clopt rewrite %t.cl --set tile.k=2 -Rpass-missed=tile 2>&1 | FileCheck %s
// RUN: clopt analyze %t.cl | FileCheck %s --check-prefix=ANALYZE

// CHECK: remark: kernel not analysable: statements or expressions nest deeper than 2000 levels [-Rpass-missed=tile]
// CHECK-LABEL: {{^}}__kernel void k(
// CHECK-NEXT: {{^}}  int i = get_global_id(0);
// ANALYZE: not analysable: statements or expressions nest deeper than 2000 levels
