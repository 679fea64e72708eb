// The passes rewrite work-item ids in the kernel's own body: coarsening
// gives each work-item several points, wgshape rounds the global size up.
// A helper the kernel calls would keep reading the original ids (the
// coarsened kernel wrote half of y at N = 77) or the rounded-up size (x
// read at gsz() - 1 - i moved with it), so a kernel whose helpers call a
// work-item function is kept as written, with the reason.
// RUN: clopt rewrite %s --kernel=hg --set coarsen.d0=2 -Rpass-missed=coarsen -o - 2>%t.err \
// RUN:   | FileCheck %s --check-prefix=GID
// RUN: FileCheck %s --check-prefix=GID-REMARK < %t.err
// RUN: clopt rewrite %s --kernel=hgs --set wgshape.d0=16 -Rpass-missed=wgshape -o - 2>%t2.err \
// RUN:   | FileCheck %s --check-prefix=GSIZE
// RUN: FileCheck %s --check-prefix=GSIZE-REMARK < %t2.err

int myid(void) { return get_global_id(0); }
int gsz(void) { return get_global_size(0); }

#pragma clopt tune global(N) sizes(N = 4096)
__kernel void hg(__global const float *x, __global float *y, int N) {
  int i = myid();
  if (i < N)
    y[i] = x[i] * 3.0f;
}

#pragma clopt tune global(N) sizes(N = 4096) buffers(x = N + 256, y = N)
__kernel void hgs(__global const float *x, __global float *y, int N) {
  int i = get_global_id(0);
  if (i < N)
    y[i] = x[gsz() - 1 - i];
}

// GID-NOT: coarsen:
// GID: {{^}}  int i = myid();
// GID-REMARK: global-ids-in-helper.cl:14:25: remark: helper 'myid' calls get_global_id, which clopt rewrites only in the kernel's own body [-Rpass-missed=coarsen]
// GSIZE-NOT: reqd_work_group_size
// GSIZE: {{^}}    y[i] = x[gsz() - 1 - i];
// GSIZE-REMARK: global-ids-in-helper.cl:15:24: remark: helper 'gsz' calls get_global_size, which clopt rewrites only in the kernel's own body [-Rpass-missed=wgshape]
