// Kernels that already organise their work-groups are left alone by every
// pass: barriers, __local memory, local or group ids, atomics.
// RUN: clopt rewrite %s --kernel sync --set tile.k=4 --set local.pad=0 -Rpass-missed=.* 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: clopt rewrite %s --kernel lids --set coarsen.d0=2 -Rpass-missed=coarsen 2>&1 | FileCheck %s --check-prefix=LID
// RUN: clopt rewrite %s --kernel atom --set wgshape.d0=64 -Rpass-missed=wgshape 2>&1 | FileCheck %s --check-prefix=ATOM

__kernel void sync(__global float *v, int n) {
  int i = get_global_id(0);
  for (int k = 0; k < n; ++k)
    v[i] += 1.0f;
  barrier(CLK_GLOBAL_MEM_FENCE);
}

__kernel void lids(__global float *v) {
  v[get_global_id(0)] = get_local_id(0);
}

__kernel void atom(__global int *count) {
  atomic_inc(count);
}

// BARRIER: refuse-barrier.cl:7:1: remark: kernel already synchronises work-items with barriers [-Rpass-missed=tile]
// BARRIER: refuse-barrier.cl:7:1: remark: kernel already synchronises work-items with barriers [-Rpass-missed=local]
// LID: refuse-barrier.cl:15:25: remark: kernel uses 'get_local_id': it already organises its work-groups [-Rpass-missed=coarsen]
// ATOM: refuse-barrier.cl:19:3: remark: kernel calls 'atomic_inc' [-Rpass-missed=wgshape]
