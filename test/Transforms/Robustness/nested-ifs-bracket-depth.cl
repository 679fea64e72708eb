// 254 nested ifs: the tiled output nests deeper than clang's (and device
// compilers') limit of 256 brackets, so it does not parse. The pass is
// skipped with clang's reason and the pipeline runs once more without it; it
// used to rerun itself with memory growing without bound.
// RUN: %python -c "n = 254; print('__kernel void mv(__global const float *A, __global const float *x, __global float *y, int N) {\n  int i = get_global_id(0);\n  float s = 0.0f;\n' + ''.join('  if (i < N - %%d) {\n' %% j for j in range(n)) + '  for (int k = 0; k < N; ++k) s += A[i * N + k] * x[k];\n  y[i] = s;\n' + '  }\n' * n + '}')" > %t.cl
// RUN: clopt rewrite %t.cl --set tile.k=4 --set local.A=1 -Rpass-missed=tile 2>&1 | FileCheck %s
// The skip is a bug of clopt's, not a limit of the pass: it is a warning,
// printed without any -Rpass option too (a pass asked for with --set was
// dropped without a word).
// RUN: clopt rewrite %t.cl --set tile.k=4 --set local.A=1 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET

// QUIET: warning: internal error: the output of pass 'tile' on kernel 'mv' does not parse ({{.*}}); the pass is skipped [-Rpass-missed=tile]
// CHECK: warning: internal error: the output of pass 'tile' on kernel 'mv' does not parse ({{.*}}: error: bracket nesting level exceeded maximum of 256); the pass is skipped [-Rpass-missed=tile]
// CHECK-LABEL: {{^}}__kernel void mv(
// CHECK-NOT: k0
// CHECK: for (int k = 0; k < N; ++k)
