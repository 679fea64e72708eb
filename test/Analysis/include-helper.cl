// RUN: clopt analyze -I %S/Inputs %s | FileCheck %s
// An access inside a helper from an -I header is analysed at the call and
// its position names the header.
#include "index-helpers.h"

__kernel void copy2d(__global const float *in, __global float *out, int W) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  out[y * W + x] = load2d(in, y, x, W);
}

// CHECK-LABEL: kernel copy2d at
// CHECK:       accesses:
// CHECK-NEXT:    {{.*}}include-helper.cl:9:3     out  write  out[W*gid(1) + gid(0)]  SinglePat  coalesced
// CHECK-NEXT:    {{.*}}index-helpers.h:3:10  in   read   in[W*gid(1) + gid(0)]   SinglePat  coalesced  in load2d()
