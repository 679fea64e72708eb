// Sum of an NX x NY x NZ volume over its z planes: each work-item walks
// down one column of the volume (DepthPat).
#pragma clopt tune global(NX, NY) sizes(NX = 256, NY = 256, NZ = 64)
__kernel void zsum(__global const float *vol, __global float *out, int NX,
                   int NY, int NZ) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < NX && y < NY) {
    float sum = 0.0f;
    for (int z = 0; z < NZ; ++z)
      sum += vol[(z * NY + y) * NX + x];
    out[y * NX + x] = sum;
  }
}
