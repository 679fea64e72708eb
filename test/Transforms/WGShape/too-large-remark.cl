// The named constraint on the work-group size is checked: a shape beyond
// 1024 work-items given with --set is an error that names it.
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set wgshape.d0=256 --set wgshape.d1=8 2>&1 | FileCheck %s

// CHECK: clopt: error: constraint 'max-work-group-size' of pass 'wgshape' does not hold for the --set values: d0*d1*d2 <= 1024
// CHECK-NOT: {{^}}__attribute__((reqd_work_group_size
