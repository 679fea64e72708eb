// Direct Coulomb summation: the electrostatic potential on an NX x NY grid
// (one plane, at height 2 above the atoms' z range of [-1, 1]) from NA point
// charges, one work-item per grid point. atoms holds (x, y, z, charge).
#pragma clopt tune global(NX, NY) sizes(NX = 256, NY = 256, NA = 1024)
__kernel void coulomb(__global const float4 *atoms, __global float *pot,
                      int NX, int NY, int NA, float spacing) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < NX && y < NY) {
    float cx = x * spacing;
    float cy = y * spacing;
    float e = 0.0f;
    for (int a = 0; a < NA; ++a) {
      float4 at = atoms[a];
      float dx = cx - at.x;
      float dy = cy - at.y;
      float dz = 2.0f - at.z;
      e += at.w * rsqrt(dx * dx + dy * dy + dz * dz);
    }
    pot[y * NX + x] = e;
  }
}
