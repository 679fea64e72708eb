// PolyBench doitgen: sum[r][q][p] = sum_s A[r][q][s] * C4[s][p], one
// work-item per (p, q, r) with ids in three dimensions, indexed through the
// header's 3-D macro.
#include "real_idx.h"

__kernel void doitgen(__global const float *A, __global const float *C4,
                      __global float *sum, int nr, int nq, int np) {
  int p = get_global_id(0);
  int q = get_global_id(1);
  int r = get_global_id(2);
  if (p < np && q < nq && r < nr) {
    float acc = 0.0f;
    for (int s = 0; s < np; s++)
      acc += A[IDX3(r, q, s, nq, np)] * C4[IDX2(s, p, np)];
    sum[IDX3(r, q, p, nq, np)] = acc;
  }
}
