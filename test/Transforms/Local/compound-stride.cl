// A stride that is a sum of parameters (a padded row, W + 2*R) still gives
// a 2D tile; the copy multiplies by the parenthesised stride. The tile sits
// in the innermost tiled loop (dx); the counter of the loop around it (dy)
// is fixed during one tile.
// RUN: clopt rewrite %s --set tile.dy=2 --set tile.dx=4 --set local.in=1 --set local.filt=0 --set wgshape.d0=8 --set wgshape.d1=8 | FileCheck %s

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

// CHECK-LABEL: {{^}}__kernel void conv2d(
// CHECK:       {{^}}  __local float lm_in[8][11];
// CHECK:       {{^}}      for (int dx0 = 0; dx0 < 2 * R + 1; dx0 += 4) {
// CHECK-NEXT:  {{^}}        if (grp_first_1 + dy + 7 <= {{.*}} && grp_first_0 + dx0 + 10 <= {{.*}}) {
// CHECK-NEXT:  {{^}}          for (int cp = lid; cp < 88; cp += 64) {
// CHECK:       {{^}}            lm_in[cp_1][cp_0] = in[(2*R + W) * (grp_first_1 + dy + cp_1) + (grp_first_0 + dx0 + cp_0)];
// CHECK:       {{^}}            lm_in[cp_1][cp_0] = {{.*}} ? in[(2*R + W) * (grp_first_1 + dy + cp_1) + (grp_first_0 + dx0 + cp_0)] : 0;
// CHECK:       {{^}}            sum += lm_in[lid_1][lid_0 + (dx - dx0)] * {{.*}}filt[dy * (2 * R + 1) + dx]{{.*}};
