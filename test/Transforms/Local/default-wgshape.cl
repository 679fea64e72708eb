// __local tiles are sized by the work-group: without wgshape, local takes
// the wgshape defaults (16 x 16 in 2D) and says so.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set local.pad=0 -Rpass-analysis=wgshape 2>&1 | FileCheck %s

// CHECK: remark: local memory needs a fixed work-group shape; using the wgshape defaults [-Rpass-analysis=wgshape]
// CHECK: {{^}}//   wgshape: d0=16 d1=16
// CHECK: {{^}}__attribute__((reqd_work_group_size(16, 16, 1)))
// CHECK: {{^}}  __local float lm_A[16][16];
