// RUN: clopt rewrite %s --set specialize.R=2 --set local.filt=1 --set local.in=0 --set tile.dy=8 --set tile.dx=8 --set wgshape.d0=16 --set wgshape.d1=8 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// RUN: clopt verify %s --set specialize.R=2 --set local.filt=1 --set local.in=0 --set tile.dy=8 --set tile.dx=8 --set wgshape.d0=16 --set wgshape.d1=8 --size W=77 --size H=45 --size R=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set specialize.R=2 --set local.filt=1 --set local.in=0 --set tile.dy=8 --set tile.dx=8 --set wgshape.d0=16 --set wgshape.d1=8 --size W=77 --size H=45 --size R=3 | FileCheck %s --check-prefix=PASS
// The paths may apply different passes (here only the general one caches
// the filter): a __local array must be declared at the kernel's scope, so
// it moves before the branch, and the comment names each path's passes.

#pragma clopt tune global(W, H) sizes(W = 512, H = 512, R = 2)
__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float sum = 0.0f;
    for (int dy = 0; dy < 2 * R + 1; ++dy)
      for (int dx = 0; dx < 2 * R + 1; ++dx)
        sum += in[(y + dy) * (W + 2 * R) + x + dx] * filt[dy * (2 * R + 1) + dx];
    out[y * W + x] = sum;
  }
}

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
