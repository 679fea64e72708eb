// local.vcopy=4: each step of a cooperative copy moves 4 consecutive
// elements of a tile row. Where the whole tile lies within bounds (one
// test per tile, at the tile's extreme corners) no element is tested;
// elsewhere, when all 4 are in bounds (each lane's check; the
// shared conjuncts once) one vector read takes them and one vstore4 writes
// them, or 4 scalar stores into a transposed tile; at the edges the lanes
// are copied one by one as in the scalar copy. The read goes through a
// float4 pointer where the address is 16-byte aligned (one load on drivers
// that split a vload4) and is a vload4 elsewhere (element alignment is all
// vloadN needs, so any N works). A tile whose rows are not a multiple of 4
// long (conv2d's halo: 39) is copied element by element, with a remark.
// A tile written by vstore4 is declared 16-byte aligned, so that a device
// compiler may make it one wide store where the column is a multiple of 4.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.vcopy=4 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set local.vcopy=4 --set local.transpose=1 --set wgshape.d0=4 --set wgshape.d1=4 | FileCheck %s --check-prefix=TRANS
// RUN: clopt rewrite %inputs/kernels/conv2d.cl --set tile.dy=8 --set tile.dx=8 --set local.in=1 --set local.filt=0 --set local.vcopy=4 --set wgshape.d0=32 --set wgshape.d1=8 -Rpass-analysis=local 2>&1 | FileCheck %s --check-prefix=HALO

// CHECK:      {{^}}//   local: A=1 B=1 pad=0 transpose=0 vcopy=4
// CHECK:      {{^}}  __local float lm_A[4][8] __attribute__((aligned(16)));
// CHECK:      {{^}}    if (grp_first_1 + 3 < N && k0 + 7 < N) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 8; cp += 16) {
// CHECK-NEXT: {{^}}        const int cp_1 = cp / 2;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 2 * 4;
// CHECK-NEXT: {{^}}        __global const float *const cp_p = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
// CHECK-NEXT: {{^}}        const float4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__global const float4 *)cp_p : vload4(0, cp_p);
// CHECK-NEXT: {{^}}        vstore4(cp_v, 0, &lm_A[cp_1][cp_0]);
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    } else {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 8; cp += 16) {
// CHECK-NEXT: {{^}}        const int cp_1 = cp / 2;
// CHECK-NEXT: {{^}}        const int cp_0 = cp % 2 * 4;
// CHECK-NEXT: {{^}}        if (grp_first_1 + cp_1 < N && k0 + cp_0 < N && k0 + (cp_0 + 1) < N && k0 + (cp_0 + 2) < N && k0 + (cp_0 + 3) < N) {
// CHECK-NEXT: {{^}}          __global const float *const cp_p_1 = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
// CHECK-NEXT: {{^}}          const float4 cp_v_1 = (uintptr_t)cp_p_1 % 16 == 0 ? *(__global const float4 *)cp_p_1 : vload4(0, cp_p_1);
// CHECK-NEXT: {{^}}          vstore4(cp_v_1, 0, &lm_A[cp_1][cp_0]);
// CHECK-NEXT: {{^}}        } else {
// CHECK-NEXT: {{^}}          lm_A[cp_1][cp_0] = (grp_first_1 + cp_1 < N && k0 + cp_0 < N) ? A[N * (grp_first_1 + cp_1) + (k0 + cp_0)] : 0;
// CHECK-NEXT: {{^}}          lm_A[cp_1][cp_0 + 1] = (grp_first_1 + cp_1 < N && k0 + (cp_0 + 1) < N) ? A[N * (grp_first_1 + cp_1) + (k0 + (cp_0 + 1))] : 0;
// CHECK:      {{^}}    if (k0 + 7 < N && grp_first_0 + 3 < N) {
// CHECK:      {{^}}        const int cp_0 = 0;
// CHECK-NEXT: {{^}}        __global const float *const cp_p_2 = B + (N * (k0 + cp_1) + (grp_first_0 + cp_0));
// CHECK-NEXT: {{^}}        const float4 cp_v_2 = (uintptr_t)cp_p_2 % 16 == 0 ? *(__global const float4 *)cp_p_2 : vload4(0, cp_p_2);
// CHECK-NEXT: {{^}}        vstore4(cp_v_2, 0, &lm_B[cp_1][cp_0]);

// TRANS:      {{^}}  __local float lm_A[8][4];{{$}}
// TRANS:      {{^}}        __global const float *const cp_p = A + (N * (grp_first_1 + cp_1) + (k0 + cp_0));
// TRANS-NEXT: {{^}}        const float4 cp_v = (uintptr_t)cp_p % 16 == 0 ? *(__global const float4 *)cp_p : vload4(0, cp_p);
// TRANS-NEXT: {{^}}        lm_A[cp_0][cp_1] = cp_v.s0;
// TRANS-NEXT: {{^}}        lm_A[cp_0 + 1][cp_1] = cp_v.s1;
// TRANS-NEXT: {{^}}        lm_A[cp_0 + 2][cp_1] = cp_v.s2;
// TRANS-NEXT: {{^}}        lm_A[cp_0 + 3][cp_1] = cp_v.s3;

// HALO: remark: copying 'in' element by element: vcopy=4 needs tile rows contiguous in global memory and a multiple of that many elements long [-Rpass-analysis=local]
// HALO-NOT: vload4
