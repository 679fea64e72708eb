// A cooperative copy tests each element it loads (some valid point reads
// it); where the group's whole tile passes those tests, one test per tile
// replaces them. Each test is a comparison of affine functions of the
// element's coordinates, so it holds on the whole box of the tile exactly
// when it holds at the corner where it is hardest to satisfy (the largest
// coordinates for `cp < N`). The tests stay, unchanged, in the copy that
// runs otherwise. Verified where some groups take one copy and some the
// other, and where every group takes the checked one.
// RUN: clopt rewrite %inputs/kernels/conv1d.cl --set tile.k=4 --set local.in=1 \
// RUN:   --set local.filt=1 --set wgshape.d0=16 | FileCheck %s
// RUN: clopt verify %inputs/kernels/conv1d.cl --set tile.k=4 --set local.in=1 \
// RUN:   --set local.filt=1 --set wgshape.d0=16 --size N=77 --size R=3 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %inputs/kernels/conv1d.cl --set tile.k=4 --set local.in=1 \
// RUN:   --set local.filt=1 --set wgshape.d0=16 --size N=5 --size R=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %inputs/kernels/matmul.cl --set tile.k=16 --set local.vcopy=4 \
// RUN:   --set local.transpose=1 --set coarsen.d0=4 --set coarsen.d1=4 \
// RUN:   --set coarsen.dist=cyclic --set coarsen.chunk=4 --size N=77 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY
// RUN: clopt verify %inputs/kernels/conv2d.cl --set tile.dy=4 --set tile.dx=4 \
// RUN:   --set local.in=1 --set local.filt=1 --set wgshape.d0=16 --set wgshape.d1=8 \
// RUN:   --size W=77 --size H=45 --size R=2 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK:      {{^}}    if (grp_first_0 + k0 + 18 <= (grp_first_0 + 15 < N - 1 ? grp_first_0 + 15 : N - 1) + (k0 + 3 < 2 * R + 1 - 1 ? k0 + 3 : 2 * R + 1 - 1)) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 19; cp += 16) {
// CHECK-NEXT: {{^}}        lm_in[cp] = in[grp_first_0 + k0 + cp];
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    } else {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 19; cp += 16) {
// CHECK-NEXT: {{^}}        lm_in[cp] = (grp_first_0 + k0 + cp <= {{.*}}) ? in[grp_first_0 + k0 + cp] : 0;
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}    }
// CHECK-NEXT: {{^}}    if (k0 + 3 < 2 * R + 1) {
// CHECK-NEXT: {{^}}      for (int cp = lid; cp < 4; cp += 16) {
// CHECK-NEXT: {{^}}        lm_filt[cp] = filt[k0 + cp];
// VERIFY: PASS {{.*}}: every written buffer matches
