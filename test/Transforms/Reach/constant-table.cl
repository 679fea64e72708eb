// A table at program scope (`__constant float W[8]`) is memory the nest does
// not know: the passes say so, naming it, not a pointer.
// RUN: clopt rewrite %s --list-params | FileCheck %s

__constant float W[8] = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f};
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void ctab(__global const float *a, __global float *b, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < 8; ++k)
      s += W[k] * a[(i + k) % N];
    b[i] = s;
  }
}

// CHECK-LABEL: kernel ctab
// CHECK-NOT:   pointer that is not a kernel parameter
// CHECK:       coarsen: not applicable: {{.*}}reads the program-scope __constant array 'W'
// CHECK-NOT:   pointer that is not a kernel parameter
