// Nesting just below the limit (a 1990-term sum in a loop) is analysed and
// rewritten by every pass without exhausting the stack.
// RUN: %python -c "print('__kernel void k(__global float *A, __global float *B, int N) {\n  int i = get_global_id(0);\n  if (i < N) {\n    float s = 0.0f;\n    for (int k = 0; k < N; ++k)\n      s += ' + ' + '.join('A[i + %%d]' %% (t %% 7) for t in range(1990)) + ' + A[k];\n    B[i] = s;\n  }\n}')" > %t.cl
// RUN: clopt rewrite %t.cl --set tile.k=4 --set unroll.factor=2 --set coarsen.d0=2 --set private.hoist=1 --set local.A=1 -Rpass=tile 2>&1 | FileCheck %s

// CHECK: remark: tiled loop 'k' by 4 [-Rpass=tile]
// CHECK-LABEL: {{^}}__kernel void k(
