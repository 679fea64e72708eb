// The stage pass applies only where the analysis proves it legal and
// useful; everywhere else --list-params says why (the reason the tuner and
// `clopt rewrite --set stage.tile=...` report too).
// RUN: clopt rewrite %s --list-params | FileCheck %s
// RUN: clopt rewrite %s --kernel in_place --set stage.tile=16 -Rpass-missed=stage -o - 2>&1 | FileCheck %s --check-prefix=UNCHANGED

// The stored array is read too (in place): no proof that no work-item reads
// what another stores.
// CHECK-LABEL: kernel in_place
// CHECK: stage: not applicable: 'a' is also read; staging its store would need proof that no work-item reads what another stores [store-aliases-load]
__kernel void in_place(__global float *a, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    a[x * H + y] = a[y * W + x];
}
// UNCHANGED: refuse.cl:15:5: remark: 'a' is also read; {{.*}} [-Rpass-missed=stage]
// UNCHANGED-NOT: __local
// UNCHANGED-NOT: barrier
// UNCHANGED: {{^}}    a[x * H + y] = a[y * W + x];

// CHECK-LABEL: kernel copy
// CHECK: stage: not applicable: the store to 'out' is already coalesced along dimension 0 [not-profitable]
__kernel void copy(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[y * W + x] = in[y * W + x];
}

// CHECK-LABEL: kernel one_dim
// CHECK: stage: not applicable: kernel has a 1-D index space; staging a store through a tile needs 2-D [work-dim-mismatch]
__kernel void one_dim(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i * N] = in[i];
}

// CHECK-LABEL: kernel synchronised
// CHECK: stage: not applicable: kernel already synchronises work-items with barriers [uses-barrier]
__kernel void synchronised(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (x < W && y < H)
    out[x * H + y] = in[y * W + x];
}

// CHECK-LABEL: kernel local_ids
// CHECK: stage: not applicable: kernel uses 'get_local_id': it already organises its work-groups [uses-group-ids]
__kernel void local_ids(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[x * H + y] = in[y * W + x] + get_local_id(0);
}

// CHECK-LABEL: kernel two_stores
// CHECK: stage: not applicable: kernel stores to global memory 2 times; staging needs exactly one store [not-one-store]
__kernel void two_stores(__global const float *in, __global float *out,
                         __global float *out2, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    out[x * H + y] = in[y * W + x];
    out2[x * H + y] = 2.0f * in[y * W + x];
  }
}

// Not every valid point stores: the partner could not tell.
// CHECK-LABEL: kernel conditional_store
// CHECK: stage: not applicable: the store to 'out' is not a plain assignment that every valid point runs once (it is under a condition, in a loop, or part of another expression) [not-one-store]
__kernel void conditional_store(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    float v = in[y * W + x];
    if (v > 0.0f)
      out[x * H + y] = v;
  }
}

// A work-item that returns would not reach the barrier.
// CHECK-LABEL: kernel returns
// CHECK: stage: not applicable: kernel returns here; every work-item must reach the barrier {{.*}} [unsupported-kernel]
__kernel void returns(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H) {
    for (int k = 0; k < 4; ++k)
      if (in[y * W + k] < 0.0f)
        return;
    out[x * H + y] = in[y * W + x];
  }
}

// Both sides strided along dimension 0: staging the store leaves the load.
// CHECK-LABEL: kernel strided_load
// CHECK: stage: not applicable: the load of 'in' is strided along dimension 0; staging the store would leave it uncoalesced [not-profitable]
__kernel void strided_load(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[x * H + y] = in[x * W + y];
}

// Strided along dimension 1 too: a tile row would not be contiguous.
// CHECK-LABEL: kernel not_contiguous
// CHECK: stage: not applicable: the store to 'out' is not contiguous along dimension 1 (out[2*H*gid(0) + 2*gid(1)]): staging would not make it coalesced [not-profitable]
__kernel void not_contiguous(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[2 * (x * H + y)] = in[y * W + x];
}

// CHECK-LABEL: kernel no_store
// CHECK: stage: not applicable: kernel stores nothing to global memory [not-one-store]
__kernel void no_store(__global const float *in, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  float v = in[y * W + x];
}

// The index reads a variable that changes: the partner cannot compute it.
// CHECK-LABEL: kernel moving_index
// CHECK: stage: not applicable: {{.*}}
__kernel void moving_index(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  int o = x * H;
  o += y;
  if (x < W && y < H)
    out[o] = in[y * W + x];
}

// A helper may have effects: the partner does not call it again.
// CHECK-LABEL: kernel helper_index
// CHECK: stage: not applicable: the index of 'out' cannot be computed by another work-item: it calls 'idx' [unknown-access]
int idx(int a, int b, int n) { return a * n + b; }
__kernel void helper_index(__global const float *in, __global float *out, int W, int H) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < W && y < H)
    out[idx(x, y, H)] = in[y * W + x];
}
