// A loop with a constant trip count no longer than the tile is left alone.
// RUN: clopt rewrite %s --set tile.k=8 -Rpass-analysis=tile -Rpass-missed=tile 2>&1 | FileCheck %s

__kernel void taps(__global const float *in, __global float *out) {
  int i = get_global_id(0);
  float s = 0.0f;
  for (int k = 0; k < 5; ++k)
    s += in[i + k];
  out[i] = s;
}

// CHECK: short-loop-remark.cl:[[@LINE-5]]:3: remark: loop 'k' runs 5 iterations; a tile of 8 would not split it [-Rpass-analysis=tile]
// CHECK: remark: no loop tiled: every tile size is 1 or covers the whole loop [-Rpass-missed=tile]
// CHECK: {{^}}  for (int k = 0; k < 5; ++k) {
