// A pass that refuses after it changed the nest leaves no trace: the output
// is the same as that of the pipeline without the pass (wgshape, which local
// enables, is set explicitly in both runs).
// RUN: clopt rewrite %s --set tile.k=2 --set wgshape.d0=64 --set local.A=1 > %t.with
// RUN: clopt rewrite %s --set tile.k=2 --set wgshape.d0=64 > %t.without
// RUN: diff %t.with %t.without

__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int j = get_global_id(0) + 1;
  if (j < N) {
    float s = 0.0f;
    for (int k = 0; k < N; ++k)
      s += A[j * N + k] * x[k];
    y[j] = s;
  }
}
