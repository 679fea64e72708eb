// A register tile needs a block of points per work-item: --set values
// without one are an error that names the constraint, and nothing is written.
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set private.hoist=1 2>&1 | FileCheck %s

// CHECK: clopt: error: constraint 'needs-coarsening' of pass 'private' does not hold for the --set values: a register tile needs a block of points: some coarsen.dN > 1
// CHECK-NOT: launch:
