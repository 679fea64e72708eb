// local.transpose=1 stores a 2D tile whose contiguous dimension is a loop's
// (A[i*N + k]: lm_A[k][i]) transposed, so that the rows a work-item reads
// are contiguous in __local memory; the copy still reads global memory in
// its rows (coalesced) and only the __local subscripts swap. B's tile is
// already contiguous along an id and stays. The parameter exists only where
// such an access exists.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set local.transpose=1 --set local.pad=1 --set wgshape.d0=8 --set wgshape.d1=8 -Rpass=local 2>&1 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matmul.cl --list-params | FileCheck %s --check-prefix=LIST
// RUN: clopt rewrite %inputs/kernels/conv2d.cl --list-params \
// RUN:   | FileCheck %s --check-prefix=NOLIST --implicit-check-not=local.transpose

// CHECK:      remark: cached 'A' in local memory (16 x 8 elements per work-group, stored transposed) [-Rpass=local]
// CHECK:      remark: cached 'B' in local memory (16 x 8 elements per work-group) [-Rpass=local]
// CHECK:      {{^}}//   local: A=1 B=1 pad=1 transpose=1 vcopy=1
// CHECK:      {{^}}  __local float lm_A[16][9];
// CHECK-NEXT: {{^}}  __local float lm_B[16][9];
// CHECK:      {{^}}    if (grp_first_1 + 7 < N && k0 + 15 < N) {
// CHECK:      {{^}}        lm_A[cp_0][cp_1] = A[N * (grp_first_1 + cp_1) + (k0 + cp_0)];
// CHECK:      {{^}}    } else {
// CHECK:      {{^}}        const int cp_1 = cp / 16;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 16;
// CHECK-NEXT: {{^}}        lm_A[cp_0][cp_1] = (grp_first_1 + cp_1 < N && k0 + cp_0 < N) ? A[N * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
// CHECK:      {{^}}        lm_B[cp_1][cp_0] =
// CHECK:      {{^}}      sum += lm_A[k - k0][lid_1] * lm_B[k - k0][lid_0];

// LIST: local.transpose = 0|1 (default 0)
// NOLIST: kernel conv2d
// NOLIST: local.pad = 
