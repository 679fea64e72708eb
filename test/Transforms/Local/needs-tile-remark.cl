// Caching A and B needs the k loop tiled: --set values that break the
// constraint are an error that names it (the tuner never proposes them).
// RUN: not clopt rewrite %inputs/kernels/matmul.cl --set local.pad=0 2>&1 | FileCheck %s

// CHECK: clopt: error: constraint 'local-A-needs-tile-k' of pass 'local' does not hold for the --set values: caching 'A' needs loop 'k' tiled (tile.k > 1) (local values with defaults: A=1 B=1 pad=0 transpose=0 vcopy=1)
// CHECK-NOT: {{^ *}}__local
// CHECK-NOT: {{^}}__attribute__((reqd_work_group_size
