// 3D convolution of an NX x NY x NZ volume with a (2R+1)^3 filter; in is the
// volume padded by R on every side, row-major with x fastest.
#pragma clopt tune global(NX, NY, NZ) sizes(NX = 64, NY = 64, NZ = 64, R = 1)
__kernel void conv3d(__global const float *in, __global const float *filt,
                     __global float *out, int NX, int NY, int NZ, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int z = get_global_id(2);
  if (x < NX && y < NY && z < NZ) {
    int PX = NX + 2 * R;
    int PY = NY + 2 * R;
    int F = 2 * R + 1;
    float sum = 0.0f;
    for (int dz = 0; dz < F; ++dz)
      for (int dy = 0; dy < F; ++dy)
        for (int dx = 0; dx < F; ++dx)
          sum += in[((z + dz) * PY + y + dy) * PX + x + dx] *
                 filt[(dz * F + dy) * F + dx];
    out[(z * NY + y) * NX + x] = sum;
  }
}
