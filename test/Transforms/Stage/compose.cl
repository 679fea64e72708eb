// stage with the passes around it: wgshape must agree with the tile (then
// it states the work-group, once); coarsening, vector, local, private and
// reduce change the body stage works on, and a constraint keeps them apart.
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=8 --set wgshape.d0=8 --set wgshape.d1=8 -o - | FileCheck %s
// RUN: not clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=8 --set wgshape.d0=16 -o /dev/null 2>&1 | FileCheck %s --check-prefix=WG
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=16 --set stage.rows=2 --set wgshape.d0=16 --set wgshape.d1=8 -o - | FileCheck %s --check-prefix=ROWS
// RUN: not clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=16 --set coarsen.d0=2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=COARSEN
// RUN: not clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=16 --set vector.width=4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=VECTOR

// CHECK:      {{^}}//   stage: tile=8 pad=1
// CHECK-NEXT: {{^}}//   wgshape: d0=8 d1=8
// CHECK:      {{^}}__attribute__((reqd_work_group_size(8, 8, 1)))
// CHECK-NOT:  reqd_work_group_size
// CHECK:      {{^}}  __local float st_out[8][9];

// ROWS:      {{^}}//   stage: tile=16 pad=1 rows=2
// ROWS-NEXT: {{^}}//   wgshape: d0=16 d1=8
// ROWS:      {{^}}__attribute__((reqd_work_group_size(16, 8, 1)))
// ROWS-NOT:  reqd_work_group_size

// WG: error: constraint 'work-group-is-tile' of pass 'stage' does not hold for the --set values: with wgshape set, wgshape.d0 = stage.tile and wgshape.d1 = stage.tile / stage.rows
// COARSEN: error: constraint 'one-point-per-work-item' of pass 'stage' does not hold
// VECTOR: error: constraint 'one-point-per-work-item' of pass 'stage' does not hold
