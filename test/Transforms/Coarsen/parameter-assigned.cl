// A kernel that changes a scalar parameter keeps it as work-item state: with
// several points per work-item each point started from the value the
// previous one left (`s = s + 1` grew point by point: 12 of 17 elements
// wrong), and a guard `i < N` after `N = N + 1` admitted points past the
// buffers. The passes that read parameters as shared values do not apply,
// and say why.
// RUN: clopt rewrite %s --kernel=grows --set coarsen.d0=4 -Rpass-missed=coarsen -o %t.cl 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// REMARK: remark: the kernel changes its parameter 's'; the passes read parameters as values every point shares [-Rpass-missed=coarsen]
// RUN: clopt rewrite %s --kernel=bound --list-params | FileCheck %s --check-prefix=LIST
// LIST: coarsen: not applicable: the kernel changes its parameter 'N'
// wgshape keeps the body as written, and still applies.
// RUN: clopt verify %s --kernel=grows --set wgshape.d0=8 --global 16 --size N=16 --size s=0.5 \
// RUN:   | FileCheck %s --check-prefix=PASS
// PASS: PASS grows: every written buffer matches

#pragma clopt tune global(N) sizes(N = 100)
__kernel void grows(__global const float *a, __global float *b, int N, float s) {
  int i = get_global_id(0);
  if (i < N) {
    s = s + 1.0f;
    b[i] = a[i] + s;
  }
}

#pragma clopt tune global(N) sizes(N = 100)
__kernel void bound(__global const float *a, __global float *b, int N) {
  int i = get_global_id(0);
  if (i < N) {
    b[i] = a[i] * 2.0f + 1.0f;
    N = N + 1;
  }
}
