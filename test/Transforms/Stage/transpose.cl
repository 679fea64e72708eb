// stage.tile=T stages the naive transpose's strided store through a T x T
// (+pad) __local tile: the value goes to the tile under the kernel's guard,
// every work-item reaches the barrier, then each stores the point of its
// partner (lid_1, lid_0) under the guard at the partner's coordinates.
// The work-group is the tile (reqd_work_group_size), the launch rounds the
// global size up to multiples of T, so ragged sizes are covered.
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=16 -Rpass=stage -o - 2>&1 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=32 --set stage.pad=0 -o - | FileCheck %s --check-prefix=T32
// RUN: clopt rewrite %inputs/real/transpose_naive.cl --set stage.tile=8 -o - | FileCheck %s --check-prefix=NAIVE
// RUN: clopt rewrite %inputs/kernels/transpose.cl --list-params | FileCheck %s --check-prefix=LIST
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set stage.tile=32 --set stage.rows=4 -o - | FileCheck %s --check-prefix=ROWS

// CHECK:      transpose.cl:9:5: remark: staged the store to 'out' through a 16 x 17 __local tile [-Rpass=stage]
// CHECK:      {{^}}//   stage: tile=16 pad=1
// CHECK-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 16), local[0] = 16; global[1] = roundUp(G1, 16), local[1] = 16
// CHECK-NEXT: {{^}}//   local memory: 1088 bytes
// CHECK-NEXT: {{^}}__attribute__((reqd_work_group_size(16, 16, 1)))
// CHECK-NEXT: {{^}}__kernel void transpose(
// CHECK:      {{^}}  const int lid_0 = get_local_id(0);
// CHECK-NEXT: {{^}}  const int grp_first_0 = get_group_id(0) * 16;
// CHECK-NEXT: {{^}}  const int lid_1 = get_local_id(1);
// CHECK-NEXT: {{^}}  const int grp_first_1 = get_group_id(1) * 16;
// CHECK-NEXT: {{^}}  __local float st_out[16][17];
// CHECK-NEXT: {{^}}  int x = get_global_id(0);
// CHECK-NEXT: {{^}}  int y = get_global_id(1);
// CHECK-NEXT: {{^}}  if (x < W && y < H) {
// CHECK-NEXT: {{^}}    st_out[lid_1][lid_0] = in[y * W + x];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  // store the point of work-item (lid_1, lid_0): consecutive lid_0, consecutive addresses
// CHECK-NEXT: {{^}}  int x_t = grp_first_0 + lid_1;
// CHECK-NEXT: {{^}}  int y_t = grp_first_1 + lid_0;
// CHECK-NEXT: {{^}}  if (x_t < W && y_t < H) {
// CHECK-NEXT: {{^}}    out[x_t * H + y_t] = st_out[lid_0][lid_1];
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}}

// T32:      {{^}}//   local memory: 4096 bytes
// T32-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 32, 1)))
// T32:      {{^}}  __local float st_out[32][32];

// A coordinate computed inside the guard (index_out) is recomputed for the
// partner from its mirrors, inside the partner's guard, as the original
// computes it only for valid points; unsigned stays unsigned.
// NAIVE:      {{^}}    st_odata[lid_1][lid_0] = idata[index_in];
// NAIVE:      {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// NAIVE:      {{^}}  unsigned int xIndex_t = grp_first_0 + lid_1;
// NAIVE-NEXT: {{^}}  unsigned int yIndex_t = grp_first_1 + lid_0;
// NAIVE-NEXT: {{^}}  if (xIndex_t < width && yIndex_t < height) {
// NAIVE-NEXT: {{^}}    unsigned int index_out_t = yIndex_t + height * xIndex_t;
// NAIVE-NEXT: {{^}}    odata[index_out_t] = st_odata[lid_0][lid_1];

// Several rows per work-item (the classic 32 x 8 work-group, four points
// each): the work-item's rows are T/rows apart (cyclic), so that both
// phases keep consecutive lid_0 on consecutive addresses.
// ROWS:      {{^}}//   stage: tile=32 pad=1 rows=4
// ROWS-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32; global[1] = roundUp(ceil(G1 / 4), 8), local[1] = 8
// ROWS-NEXT: {{^}}//   local memory: 4224 bytes
// ROWS-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 8, 1)))
// ROWS:      {{^}}  const int first_1 = get_group_id(1) * 32 + get_local_id(1);
// ROWS-NEXT: {{^}}  __local float st_out[32][33];
// ROWS-NEXT: {{^}}  for (int pt_1 = 0; pt_1 < 4; ++pt_1) {
// ROWS-NEXT: {{^}}    int x = get_global_id(0);
// ROWS-NEXT: {{^}}    int y = first_1 + pt_1 * 8;
// ROWS-NEXT: {{^}}    if (x < W && y < H) {
// ROWS-NEXT: {{^}}      st_out[lid_1 + pt_1 * 8][lid_0] = in[y * W + x];
// ROWS-NEXT: {{^}}    }
// ROWS-NEXT: {{^}}  }
// ROWS-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// ROWS-NEXT: {{^}}  // store tile column lid_1 + r * 8, row lid_0 (the points of other work-items): consecutive lid_0, consecutive addresses
// ROWS-NEXT: {{^}}  for (int r = 0; r < 4; ++r) {
// ROWS-NEXT: {{^}}    int x_t = grp_first_0 + (lid_1 + r * 8);
// ROWS-NEXT: {{^}}    int y_t = grp_first_1 + lid_0;
// ROWS-NEXT: {{^}}    if (x_t < W && y_t < H) {
// ROWS-NEXT: {{^}}      out[x_t * H + y_t] = st_out[lid_0][lid_1 + r * 8];
// ROWS-NEXT: {{^}}    }
// ROWS-NEXT: {{^}}  }
// ROWS-NEXT: {{^}}}

// LIST:      stage.tile = 8|16|32 (default 16)
// LIST-NEXT: stage.pad = 0|1 (default 1)
// LIST-NEXT: stage.rows = 1|2|4|8 (default 1)
// LIST-NEXT: constraint work-group-is-tile: with wgshape set, wgshape.d0 = stage.tile and wgshape.d1 = stage.tile / stage.rows
// LIST-NEXT: constraint one-point-per-work-item:
