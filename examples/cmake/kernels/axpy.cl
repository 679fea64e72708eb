// y = a * x + y, one work-item per element.
#include "ops.h"

#pragma clopt tune global(N) sizes(N = 4096)
__kernel void axpy(float a, __global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = axpy_op(a, x[i], y[i]);
}
