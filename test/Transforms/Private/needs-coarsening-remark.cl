// A register tile needs a block of points per work-item.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set private.hoist=1 -Rpass-missed=private 2>&1 | FileCheck %s

// CHECK: remark: constraint 'needs-coarsening' does not hold: a register tile needs a block of points: some coarsen.dN > 1 [-Rpass-missed=private]
// CHECK: {{^}}//   launch: global[0] = G0; global[1] = G1
