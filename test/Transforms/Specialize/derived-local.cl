// RUN: clopt rewrite %s --set specialize.R=1 --set unroll.full=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// RUN: clopt verify %s --set specialize.R=1 --set unroll.full=1 --set coarsen.d0=4 --size NX=37 --size NY=20 --size NZ=9 --size R=1 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --set specialize.R=1 --set unroll.full=1 --set coarsen.d0=4 --size NX=37 --size NY=20 --size NZ=9 --size R=2 | FileCheck %s --check-prefix=PASS
// The radius reaches the loops through locals (F = 2 * R + 1): R bounds
// them all the same, and once R is written as 1 the locals that became
// constants are written as literals too, so the tap loops have constant
// trip counts. A local assigned later (G) keeps its name.

#pragma clopt tune global(NX, NY, NZ) sizes(NX = 64, NY = 64, NZ = 64, R = 1) \
    buffers(in = (NX + 2 * R) * (NY + 2 * R) * (NZ + 2 * R), filt = (2 * R + 1) * (2 * R + 1) * (2 * R + 1), out = NX * NY * NZ)
__kernel void conv3d(__global const float *in, __global const float *filt,
                     __global float *out, int NX, int NY, int NZ, int R) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int z = get_global_id(2);
  if (x < NX && y < NY && z < NZ) {
    int PX = NX + 2 * R;
    int PY = NY + 2 * R;
    int F = 2 * R + 1;
    int G = F;
    G = G + 0;
    float sum = 0.0f;
    for (int dz = 0; dz < F; ++dz)
      for (int dy = 0; dy < G; ++dy)
        for (int dx = 0; dx < F; ++dx)
          sum += in[((z + dz) * PY + y + dy) * PX + x + dx] *
                 filt[(dz * F + dy) * F + dx];
    out[(z * NY + y) * NX + x] = sum;
  }
}

// CHECK:      if (R == 1) {
// CHECK:        int PX = NX + 2;
// CHECK:        int F = 3;
// CHECK-NEXT:   int G = 3;
// CHECK-NEXT:   G = G + 0;
// CHECK:        for (int dz = 0; dz < 3; ++dz) {
// CHECK-NEXT:     for (int dy = 0; dy < G; ++dy) {
// CHECK-NEXT:       sum += in[((z + dz) * PY + y + dy) * PX + x + 0] * filt[(dz * 3 + dy) * 3 + 0];
// CHECK:        } else {
// CHECK:        int F = 2 * R + 1;
// CHECK:        for (int dz = 0; dz < F; ++dz) {

// PASS: PASS conv3d: every written buffer matches
