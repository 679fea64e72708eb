// Parboil-style 7-point 3-D stencil on the interior, ids in three dimensions
// offset by one.
__kernel void stencil7(__global const float *A0, __global float *Anext,
                       float c0, float c1, int nx, int ny, int nz) {
  int i = get_global_id(0) + 1;
  int j = get_global_id(1) + 1;
  int k = get_global_id(2) + 1;
  if (i < nx - 1 && j < ny - 1 && k < nz - 1) {
    int idx = (k * ny + j) * nx + i;
    Anext[idx] = c1 * (A0[idx - 1] + A0[idx + 1] + A0[idx - nx] +
                       A0[idx + nx] + A0[idx - nx * ny] + A0[idx + nx * ny]) -
                 c0 * A0[idx];
  }
}
