// A kernel that states its work-group size with reqd_work_group_size keeps
// the attribute, so every launch of a variant must use that size. The
// passes that reshape the launch (coarsen, vector, local, stage, reduce,
// wgshape) do not apply: a coarsened variant was launched without a local
// size and failed with CL_INVALID_WORK_GROUP_SIZE, in verify and in every
// evaluation of the search. Passes that leave the launch alone still apply.
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=LIST
// RUN: clopt rewrite %s --set coarsen.d0=4 -Rpass-missed=coarsen -o %t.cl 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=KEPT < %t.cl
// RUN: clopt rewrite %s --set unroll.factor=2 -o - | FileCheck %s --check-prefix=UNROLL

#pragma clopt tune global(N) sizes(N = 256, M = 64)
__attribute__((reqd_work_group_size(16, 1, 1)))
__kernel void rq(__global const float *x, __global float *y, int N, int M) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < M; ++k)
      s += x[(i + k) % N];
    y[i] = s;
  }
}

// LIST: local: not applicable: kernel already states its work-group size with 'reqd_work_group_size' [uses-group-ids]
// LIST: coarsen: not applicable: kernel already states its work-group size with 'reqd_work_group_size' [uses-group-ids]
// LIST: reduce: not applicable: kernel already states its work-group size with 'reqd_work_group_size' [uses-group-ids]
// LIST: vector: not applicable: kernel already states its work-group size with 'reqd_work_group_size' [uses-group-ids]
// LIST: unroll:
// LIST-NEXT: unroll.factor =
// LIST: stage: not applicable: kernel already states its work-group size
// LIST: wgshape: not applicable: kernel already states its work-group size
// REMARK: stated-work-group-size.cl:15:15: remark: kernel already states its work-group size with 'reqd_work_group_size' [-Rpass-missed=coarsen]
// KEPT: {{^}}//   launch: global[0] = G0{{$}}
// KEPT: {{^}}__attribute__((reqd_work_group_size(16, 1, 1)))
// UNROLL: //   unroll: factor=2
// UNROLL: {{^}}__attribute__((reqd_work_group_size(16, 1, 1)))
