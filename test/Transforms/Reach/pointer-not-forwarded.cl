// RUN: clopt rewrite %s --list-params | FileCheck %s
// A pointer that moves, or whose offset changes after it was set, is not
// forwarded: the passes that rewrite the body say exactly why, and the
// work-group shape (which changes only the launch) still applies.

__kernel void walk(__global const float *M, __global float *out, int n) {
  int i = get_global_id(0);
  __global const float *p = M + i;
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    s += *p;
    p += n;
  }
  out[i] = s;
}

__kernel void shifted(__global const float *M, __global float *out, int n) {
  int i = get_global_id(0);
  __global const float *row = M + i * n;
  i = i + 1;
  out[i - 1] = row[0];
}

__kernel void loaded(__global const float *M, __global const int *start,
                     __global float *out) {
  int i = get_global_id(0);
  __global const float *seg = M + start[i];
  out[i] = seg[0] + seg[1];
}

// CHECK-LABEL: kernel walk
// CHECK:       tile: not applicable: pointer variable 'p': it is changed after its declaration [unsupported-kernel]
// CHECK:       wgshape:
// CHECK-NEXT:    wgshape.d0 =
// CHECK-LABEL: kernel shifted
// CHECK:       coarsen: not applicable: pointer variable 'row': 'i' changes after the pointer is set [unsupported-kernel]
// CHECK:       wgshape:
// CHECK-NEXT:    wgshape.d0 =
// CHECK-LABEL: kernel loaded
// CHECK:       coarsen: not applicable: pointer variable 'seg': its offset reads memory or is not arithmetic on variables [unsupported-kernel]
// CHECK:       wgshape:
// CHECK-NEXT:    wgshape.d0 =
