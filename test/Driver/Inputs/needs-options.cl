// VAL comes from -DVAL=..., the header from -I.
#include "defs.h"
__kernel void k(__global float *A) {
  A[get_global_id(0) * STRIDE] = VAL;
}
