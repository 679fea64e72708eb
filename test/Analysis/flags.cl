// RUN: clopt analyze %s | FileCheck %s
// Kernel flags that limit transforms: barriers, atomics, local memory, and
// an atomic update whose index is data dependent.

__kernel void histogram(__global const int *data, __global int *bins, int N,
                        __local int *scratch) {
  int i = get_global_id(0);
  int l = get_local_id(0);
  scratch[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < N)
    atomic_add(&bins[data[i]], 1);
  atomic_inc(bins + l);
}

__kernel void plain(__global float *A) {
  A[get_global_id(0)] = 1.0f;
}

// CHECK-LABEL: kernel histogram at
// CHECK:       work-item calls: get_global_id(0) at 7:11, get_local_id(0) at 8:11
// CHECK:       accesses:
// CHECK-NEXT:    {{.*}}flags.cl:12:16  bins  read-write  bins[?]        unknown    unknown    conditional
// CHECK-NEXT:    {{.*}}flags.cl:12:22  data  read        data[gid(0)]   SinglePat  coalesced  conditional
// CHECK-NEXT:    {{.*}}flags.cl:13:14  bins  read-write  bins[lid(0)]   SinglePat  coalesced
// CHECK:       flags: barrier yes, atomics yes, local memory yes, data-dependent branch no
// CHECK:       unknowns:
// CHECK-NEXT:    {{.*}}flags.cl:12:16: index of 'bins' depends on a value loaded from 'data'

// CHECK-LABEL: kernel plain at
// CHECK:       flags: barrier no, atomics no, local memory no, data-dependent branch no
