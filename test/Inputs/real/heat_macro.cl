// Rodinia-hotspot-style 2-D heat step; the indices come from a header's
// macros.
#include "real_idx.h"

__kernel void heat_step(__global const float *temp, __global const float *power,
                        __global float *out, int rows, int cols, float cap,
                        float rx, float ry) {
  int c = get_global_id(0);
  int r = get_global_id(1);
  if (r > 0 && c > 0 && r < rows - 1 && c < cols - 1) {
    float t = temp[IDX2(r, c, cols)];
    out[IDX2(r, c, cols)] =
        t + cap * (power[IDX2(r, c, cols)] +
                   (temp[IDX2(r + 1, c, cols)] + temp[IDX2(r - 1, c, cols)] -
                    2.0f * t) * ry +
                   (temp[IDX2(r, c + 1, cols)] + temp[IDX2(r, c - 1, cols)] -
                    2.0f * t) * rx);
  }
}
