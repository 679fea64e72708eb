// clopt: kernel 'matvec'
//   coarsen: x=2
//   launch: global[0] = ceil(G0 / 2); no global work offset
// matvec with each work-item computing two consecutive rows (coarsened by 2
// along dimension 0). Launch: global[0] = ceil(G0 / 2); see the .yaml.
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
