// The named constraint on the work-group size is checked: a shape beyond
// 1024 work-items is refused with a remark.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set wgshape.d0=256 --set wgshape.d1=8 -Rpass-missed=wgshape 2>&1 | FileCheck %s

// CHECK: remark: constraint 'max-work-group-size' does not hold: d0*d1*d2 <= 1024 {{.*}}[-Rpass-missed=wgshape]
// CHECK-NOT: {{^}}__attribute__((reqd_work_group_size
