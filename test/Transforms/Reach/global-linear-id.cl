// get_global_linear_id() is the work-item's place in the whole launch: a
// work-item computing several points gave each the same id (coarsen.d0=2
// wrote 80 of 80 elements to the wrong place), and a launch rounded up
// moves every row's ids. No body pass applies; wgshape keeps the global
// size as it is (an exact multiple).
// RUN: clopt rewrite %s --cl-std=CL3.0 --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt rewrite %s --cl-std=CL3.0 --set wgshape.d0=8 --set wgshape.d1=1 -o - \
// RUN:   | FileCheck %s --check-prefix=WG
// RUN: clopt verify %s --cl-std=CL3.0 --set wgshape.d0=8 --set wgshape.d1=1 --size w=16 \
// RUN:   --size h=5 | FileCheck %s --check-prefix=PASS
// RUN: not clopt verify %s --cl-std=CL3.0 --set wgshape.d0=8 --set wgshape.d1=1 --size w=13 \
// RUN:   --size h=5 | FileCheck %s --check-prefix=EXACT

#pragma clopt tune global(w, h) sizes(w = 16, h = 16) buffers(out = w * h)
__kernel void lin(__global const float *a, __global float *out, int w, int h) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x < w && y < h)
    out[get_global_linear_id()] = a[y * w + x] + 1.0f;
}

// SPACE: coarsen: not applicable: kernel uses 'get_global_linear_id': a point's linear id depends on the launch's shape [unsupported-kernel]
// WG: //   launch: global[0] = roundUp(G0, 8), local[0] = 8, requires G0 % 8 == 0; global[1] = roundUp(G1, 1), local[1] = 1; no global work offset
// PASS: PASS lin:
// EXACT: precondition '(G0 % 8 == 0)' does not hold
