// RUN: clopt analyze %s | FileCheck %s
// Derived pointers: a row pointer computed once is followed; a pointer that
// is moved in a loop keeps its array but loses its offset.

__kernel void rows(__global const float *M, __global float *out, int width) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  __global const float *row = M + y * width;
  __global float *dst = &out[y * width];
  dst[x] = row[x] + *(row + x + 1) + (M + width)[x];
}

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

// CHECK-LABEL: kernel rows at
// CHECK:       accesses:
// CHECK-NEXT:    {{.*}}row-pointer.cl:10:3   out  write  out[width*gid(1) + gid(0)]      SinglePat  coalesced
// CHECK-NEXT:    {{.*}}row-pointer.cl:10:12  M    read   M[width*gid(1) + gid(0)]        SinglePat  coalesced
// CHECK-NEXT:    {{.*}}row-pointer.cl:10:21  M    read   M[width*gid(1) + gid(0) + 1]    SinglePat  coalesced
// CHECK-NEXT:    {{.*}}row-pointer.cl:10:38  M    read   M[gid(0) + width]               SinglePat  coalesced
// CHECK:       unknowns: none

// CHECK-LABEL: kernel walk at
// CHECK:       accesses:
// CHECK-NEXT:    {{.*}}row-pointer.cl:18:10  M    read   M[?]  unknown
// CHECK:       reductions:
// CHECK-NEXT:    s  add  across L0 (k)
// CHECK:       unknowns:
// CHECK-NEXT:    {{.*}}row-pointer.cl:18:10: index of 'M' depends on 'p', which is assigned more than once
