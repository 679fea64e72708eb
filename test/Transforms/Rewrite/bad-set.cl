// Bad --set values: one error line that lists what is valid, exit 1, and
// nothing written.
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set tile.j=4 -o %t.cl 2>&1 | FileCheck %s --check-prefix=PARAM
// RUN: not test -e %t.cl
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set tile.k=3 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set tiling.k=4 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set tile 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set coarsen.dist=spread 2>&1 | FileCheck %s --check-prefix=LABEL
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --kernel nope --set tile.k=4 2>&1 | FileCheck %s --check-prefix=KERNEL

// PARAM: clopt: error: unknown parameter 'tile.j' for this kernel (tile takes: k=1|2|4|8|16|32|64|128)
// VALUE: clopt: error: invalid value '3' for 'tile.k' (valid: 1|2|4|8|16|32|64|128)
// PASS: clopt: error: unknown pass 'tiling' in 'tiling.k=4' (passes: specialize, tile, local, coarsen, reduce, private, vector, unroll, accumulate, addend, stage, wgshape)
// SYNTAX: clopt: error: malformed setting 'tile' (expected PASS.PARAM=VALUE)
// LABEL: clopt: error: invalid value 'spread' for 'coarsen.dist' (valid: block|cyclic)
// KERNEL: clopt: error: {{.*}}matmul.cl: no kernel 'nope' (kernels: matmul)

// A --global expression may only use scalar parameters.
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --global M --set coarsen.d0=2 2>&1 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: clopt: error: --global expression 'M' uses 'M', which is neither a scalar parameter of kernel 'matmul' (scalars: N) nor a size of the problem (N)
