// RUN: clopt rewrite %s --set coarsen.d0=2 -o - | FileCheck %s
// RUN: clopt verify %s --set coarsen.d0=2 --set wgshape.d0=16 --size n=77 --size m=24 | FileCheck %s --check-prefix=PASS
// A row pointer or an element's address passed to a built-in (vload4(0,
// row + k), vload4(0, &row[k])) becomes the parameter plus its offsets.

#pragma clopt tune global(n) sizes(n = 64) buffers(A = n * m, B = n)
__kernel void rowsum4(__global const float *A, __global float *B, int n, int m) {
  int i = get_global_id(0);
  if (i < n) {
    __global const float *row = A + i * m;
    float4 s = (float4)(0.0f);
    for (int k = 0; k + 4 <= m; k += 4)
      s += vload4(0, row + k) + vload4(0, &row[k]);
    B[i] = s.x + s.y + s.z + s.w;
  }
}

// CHECK:     {{^}}        s += vload4(0, A + (i * m) + k) + vload4(0, A + (i * m) + (k));
// PASS: PASS rowsum4:
