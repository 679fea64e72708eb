// The ids are size_t: the work-group's first point (grp_first_d), from
// which each work-item finds its partner's point, is size_t too. An int
// truncated it past 2^31 points (Coarsen/wide-ids.cl).
// RUN: clopt rewrite %s --set stage.tile=16 | FileCheck %s
// RUN: clopt verify %s --set stage.tile=16 --size W=37 --size H=23 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set stage.tile=8 --set stage.rows=2 --size W=37 --size H=23 \
// RUN:   | FileCheck %s --check-prefix=PASS

// CHECK:      {{^}}  const int lid_0 = get_local_id(0);
// CHECK-NEXT: {{^}}  const size_t grp_first_0 = get_group_id(0) * 16;
// CHECK-NEXT: {{^}}  const int lid_1 = get_local_id(1);
// CHECK-NEXT: {{^}}  const size_t grp_first_1 = get_group_id(1) * 16;
// CHECK:      {{^}}  size_t x_t = grp_first_0 + lid_1;
// CHECK-NEXT: {{^}}  size_t y_t = grp_first_1 + lid_0;
// PASS: PASS transpose: every written buffer matches

#pragma clopt tune global(W, H) sizes(W = 100, H = 77)
__kernel void transpose(__global const float *in, __global float *out, ulong W,
                        ulong H) {
  size_t x = get_global_id(0);
  size_t y = get_global_id(1);
  if (x < W && y < H)
    out[x * H + y] = in[y * W + x];
}
