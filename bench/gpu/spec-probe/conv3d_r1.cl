// conv3d.cl with the radius fixed at 1 in the body, folded to literals (R
// stays in the signature, unused).
#pragma clopt tune global(NX, NY, NZ) sizes(NX = 64, NY = 64, NZ = 64, R = 1)
__kernel void conv3d(__global const float *in, __global const float *filt,
                     __global float *out, int NX, int NY, int NZ, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int z = get_global_id(2);
  if (x < NX && y < NY && z < NZ) {
    int PX = NX + 2;
    int PY = NY + 2;
    float sum = 0.0f;
    for (int dz = 0; dz < 3; ++dz)
      for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 3; ++dx)
          sum += in[((z + dz) * PY + y + dy) * PX + x + dx] *
                 filt[(dz * 3 + dy) * 3 + dx];
    out[(z * NY + y) * NX + x] = sum;
  }
}
