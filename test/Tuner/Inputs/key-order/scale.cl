// The first header to define S wins: swapping the headers' contents
// changes what the kernel computes.
#include "a.h"
#include "b.h"
__kernel void scale(__global const float *x, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = S * x[i];
}
