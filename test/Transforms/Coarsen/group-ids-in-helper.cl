// A helper that reads the work-group (get_local_id, get_group_id,
// get_local_size, get_num_groups) ties the kernel to its work-group shape as
// much as the same call in the kernel's body: coarsening gave each
// work-item several points, so the helper's local id no longer matched the
// point (verify: 252 of 256 elements differed). Every pass that changes a
// work-item's points or the launch refuses such a kernel, with the reason;
// the passes that keep both still apply (helper-loop below). get_work_dim,
// which no pass changes, is left to them.
// RUN: clopt rewrite %s --kernel=lid --set coarsen.d0=2 -Rpass-missed=coarsen -o - 2>%t.err \
// RUN:   | FileCheck %s --check-prefix=KEPT
// RUN: FileCheck %s --check-prefix=LID < %t.err
// RUN: clopt rewrite %s --kernel=grp --set vector.width=4 --set coarsen.d0=4 \
// RUN:   -Rpass-missed=vector -o %t.grp.cl 2>&1 | FileCheck %s --check-prefix=GRP
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=LIST
// RUN: clopt rewrite %s --kernel=dim --set coarsen.d0=2 -o - | FileCheck %s --check-prefix=DIM
// RUN: clopt rewrite %s --kernel=loop --set tile.k=4 --set unroll.factor=2 -o - \
// RUN:   | FileCheck %s --check-prefix=LOOP
// RUN: clopt verify %s --kernel=loop --set tile.k=4 --set unroll.factor=2 --size N=37 --size M=19 \
// RUN:   | FileCheck %s --check-prefix=LOOP-PASS

inline float lidf(void) { return (float)get_local_id(0); }
inline float grpf(void) { return (float)get_group_id(0); }
inline float lszf(void) { return (float)get_local_size(0); }
inline float ngf(void) { return (float)get_num_groups(0); }
inline float dimf(void) { return (float)get_work_dim(); }

#pragma clopt tune global(N) sizes(N = 256)
__kernel void lid(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = x[i] + lidf();
}

#pragma clopt tune global(N) sizes(N = 256)
__kernel void grp(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = x[i] + grpf();
}

#pragma clopt tune global(N) sizes(N = 256)
__kernel void lsz(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = x[i] + lszf();
}

#pragma clopt tune global(N) sizes(N = 256)
__kernel void ng(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = x[i] + ngf();
}

inline int row(void) { return get_global_id(0); }

#pragma clopt tune global(N) sizes(N = 256, M = 16)
__kernel void loop(__global const float *x, __global float *y, int N, int M) {
  int i = row();
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < M; ++k)
      s += x[k] * (float)(i + k);
    y[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 256)
__kernel void dim(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = x[i] + dimf();
}

// KEPT: clopt: kernel 'lid' (no pass applied)
// KEPT: y[i] = x[i] + lidf();
// LID: group-ids-in-helper.cl:[[@LINE-56]]:41: remark: helper 'lidf' calls get_local_id: it ties the kernel to its work-group shape [-Rpass-missed=coarsen]
// GRP: remark: helper 'grpf' calls get_group_id: it ties the kernel to its work-group shape [-Rpass-missed=vector]
// LIST-LABEL: kernel lid
// LIST: coarsen: not applicable: helper 'lidf' calls get_local_id: it ties the kernel to its work-group shape [uses-group-ids]
// LIST: wgshape: not applicable:
// LIST-LABEL: kernel lsz
// LIST: coarsen: not applicable: helper 'lszf' calls get_local_size: it ties
// LIST-LABEL: kernel ng
// LIST: coarsen: not applicable: helper 'ngf' calls get_num_groups: it ties
// LIST-LABEL: kernel loop
// LIST: tile.k =
// LIST: coarsen: not applicable: helper 'row' calls get_global_id
// LIST: unroll.factor =
// LIST-LABEL: kernel dim
// LIST: coarsen:
// LIST-NEXT: coarsen.d0 =
// DIM: // clopt: kernel 'dim'
// DIM: coarsen: d0=2
// LOOP: tile: k=4
// LOOP: unroll: factor=2
// LOOP: int i = row();
// LOOP-PASS: PASS loop: every written buffer matches
