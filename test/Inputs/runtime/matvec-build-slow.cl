// matvec coarsened by 2 (matvec-coarsen2.cl) whose compilation takes 2.5 s more
// when CLOPT_WORKER_DEBUG_BUILD_FAULTS is set (lib/Runtime/Device/VariantBuild.cpp):
// clopt-debug: slow-build-ms=2500
__kernel void matvec(__global const float *A, __global const float *x,
                     __global float *y, int N) {
  int i0 = get_global_id(0) * 2;
  for (int r = 0; r < 2; ++r) {
    int i = i0 + r;
    if (i < N) {
      float sum = 0.0f;
      for (int k = 0; k < N; ++k)
        sum += A[i * N + k] * x[k];
      y[i] = sum;
    }
  }
}
