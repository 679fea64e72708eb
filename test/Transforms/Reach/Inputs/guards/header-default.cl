#include "default.h"
#pragma clopt tune global(n) sizes(n = 256)
__kernel void k(__global const float *a, __global float *b, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    for (int t = 0; t < BS; t++)
      s += a[i * BS + t];
    b[i] = s;
  }
}
