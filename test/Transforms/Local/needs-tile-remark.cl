// Caching A and B needs the k loop tiled: the constraint says so, local is
// skipped (and so is the work-group shape it would have needed).
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set local.pad=0 -Rpass-missed=local 2>&1 | FileCheck %s

// CHECK: remark: constraint 'local-A-needs-tile-k' does not hold: caching 'A' needs loop 'k' tiled (tile.k > 1) [-Rpass-missed=local]
// CHECK: remark: constraint 'local-B-needs-tile-k' does not hold: caching 'B' needs loop 'k' tiled (tile.k > 1) [-Rpass-missed=local]
// CHECK-NOT: {{^ *}}__local
// CHECK-NOT: {{^}}__attribute__((reqd_work_group_size
