// RUN: clopt rewrite %inputs/kernels/conv2d.cl --set specialize.R=2 --set local.filt=1 --set local.in=0 --set tile.dy=8 --set tile.dx=8 --set wgshape.d0=16 --set wgshape.d1=8 -o - | FileCheck %s
// RUN: clopt verify %inputs/kernels/conv2d.cl --set specialize.R=2 --set local.filt=1 --set local.in=0 --set tile.dy=8 --set tile.dx=8 --set wgshape.d0=16 --set wgshape.d1=8 --size W=77 --size H=45 --size R=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %inputs/kernels/conv2d.cl --set specialize.R=2 --set local.filt=1 --set local.in=0 --set tile.dy=8 --set tile.dx=8 --set wgshape.d0=16 --set wgshape.d1=8 --size W=77 --size H=45 --size R=3 | FileCheck %s --check-prefix=PASS
// The paths may apply different passes (here, on the suite's convolution,
// only the general one caches the filter): a __local array must be
// declared at the kernel's scope, so it moves before the branch, and the
// comment names each path's passes.

// CHECK:      //   specialize: R=2 (other values take the general path)
// CHECK-NEXT: //   general path: tile, local, wgshape
// CHECK-NEXT: //   local memory: 32 bytes
// CHECK:      __attribute__((reqd_work_group_size(16, 8, 1)))
// CHECK:      int W, int H, int R) {
// CHECK-NEXT:   __local float lm_filt[1][8];
// CHECK-NEXT:   if (R == 2) {
// CHECK-NOT:    lm_filt
// CHECK:        } else {
// CHECK-NOT:    __local
// CHECK:        lm_filt[
// CHECK:        barrier(CLK_LOCAL_MEM_FENCE);

// PASS: PASS conv2d: every written buffer matches
