// PolyBench FDTD-2D field update on ey: the rows above and at the point are
// reached through pointers computed once.
__kernel void fdtd_ey(__global float *ey, __global const float *hz, int nx,
                      int ny) {
  int j = get_global_id(0);
  int i = get_global_id(1) + 1;
  if (i < nx && j < ny) {
    __global const float *hz_cur = hz + i * ny;
    __global const float *hz_up = hz_cur - ny;
    __global float *ey_row = ey + i * ny;
    ey_row[j] = ey_row[j] - 0.5f * (hz_cur[j] - hz_up[j]);
  }
}
