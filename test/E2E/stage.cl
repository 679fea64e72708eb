// The stage pass verifies against the original on PoCL at sizes that are
// not multiples of the tile, with W != H, for every tile size and padding:
// the launch rounds up, the guard evaluated at the partner's coordinates
// drops the extra points, and every work-item reaches the barrier.
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=8 --set stage.pad=0 --size W=37 --size H=53 | FileCheck %s --check-prefix=T8
// T8: PASS transpose: every written buffer matches {{.*}} global [37, 53], variant global [40, 56];
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=16 --size W=100 --size H=7 | FileCheck %s --check-prefix=T16
// T16: PASS transpose: every written buffer matches {{.*}} global [100, 7], variant global [112, 16];
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=32 --set stage.pad=1 --size W=33 --size H=95 | FileCheck %s --check-prefix=T32
// T32: PASS transpose: every written buffer matches {{.*}} global [33, 95], variant global [64, 96];
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=16 --set stage.pad=0 --size W=1 --size H=45 | FileCheck %s --check-prefix=T16B
// T16B: PASS transpose: every written buffer matches {{.*}} global [1, 45], variant global [16, 48];
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=16 --set wgshape.d0=16 --set wgshape.d1=16 --size W=64 --size H=48 | FileCheck %s --check-prefix=TWG
// TWG: PASS transpose: every written buffer matches
// RUN: clopt verify %inputs/real/transpose_naive.cl --set stage.tile=16 --global width,height --size width=71 --size height=45 | FileCheck %s --check-prefix=NAIVE
// RUN: clopt verify %inputs/real/transpose_naive.cl --set stage.tile=32 --set stage.pad=0 --global width,height --size width=45 --size height=71 | FileCheck %s --check-prefix=NAIVE
// Several rows per work-item (work-group T x T/rows, rows T/rows apart).
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=32 --set stage.rows=4 --set stage.pad=0 --size W=37 --size H=53 | FileCheck %s --check-prefix=R4
// R4: PASS transpose: every written buffer matches {{.*}} global [37, 53], variant global [64, 16];
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=32 --set stage.rows=8 --size W=100 --size H=7 | FileCheck %s --check-prefix=R8
// R8: PASS transpose: every written buffer matches {{.*}} global [100, 7], variant global [128, 4];
// RUN: clopt verify %inputs/kernels/transpose.cl --set stage.tile=16 --set stage.rows=2 --set wgshape.d0=16 --set wgshape.d1=8 --size W=33 --size H=95 | FileCheck %s --check-prefix=R2
// R2: PASS transpose: every written buffer matches {{.*}} global [33, 95], variant global [48, 48];
// RUN: clopt verify %inputs/real/transpose_naive.cl --set stage.tile=32 --set stage.rows=4 --global width,height --size width=71 --size height=45 | FileCheck %s --check-prefix=NAIVE
// NAIVE: PASS transpose: every written buffer matches {{.*}} variant global [{{80, 48|64, 96|96, 16}}];

// A value computed by a loop, a leading `return` guard; with tile and
// unroll working inside that loop.
// RUN: clopt verify %s --kernel sum_transposed --set stage.tile=8 --global W,H --size W=29 --size H=19 --size K=3 | FileCheck %s --check-prefix=SUM
// RUN: clopt verify %s --kernel sum_transposed --set stage.tile=8 --set tile.k=2 --set unroll.factor=2 --global W,H --size W=29 --size H=19 --size K=5 | FileCheck %s --check-prefix=SUM
// RUN: clopt verify %s --kernel sum_transposed --set stage.tile=16 --set stage.rows=4 --global W,H --size W=29 --size H=19 --size K=5 | FileCheck %s --check-prefix=SUM4
// SUM4: PASS sum_transposed: every written buffer matches {{.*}} global [29, 19], variant global [32, 8];
// SUM: PASS sum_transposed: every written buffer matches {{.*}} global [29, 19], variant global [32, 24];
__kernel void sum_transposed(__global const float *in, __global float *out,
                             int W, int H, int K) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x >= W || y >= H)
    return;
  float s = 0.0f;
  for (int k = 0; k < K; ++k)
    s += in[(k * H + y) * W + x];
  out[x * H + y] = s;
}

// No guard of its own: --global W,H bounds it (ids used directly, so the
// partner's are size_t), and integer built-ins in the index.
// RUN: clopt verify %s --kernel unguarded --set stage.tile=16 --global W,H --size W=50 --size H=23 | FileCheck %s --check-prefix=UNGUARDED
// RUN: clopt verify %s --kernel unguarded --set stage.tile=16 --set stage.rows=2 --global W,H --size W=50 --size H=23 | FileCheck %s --check-prefix=UNGUARDED2
// UNGUARDED2: PASS unguarded: every written buffer matches {{.*}} global [50, 23], variant global [64, 16];
// UNGUARDED: PASS unguarded: every written buffer matches {{.*}} global [50, 23], variant global [64, 32];
__kernel void unguarded(__global const int *in, __global int *out, int W, int H) {
  out[mad24((int)get_global_id(0), H, (int)get_global_id(1))] =
      in[get_global_id(1) * W + get_global_id(0)] * 3;
}
