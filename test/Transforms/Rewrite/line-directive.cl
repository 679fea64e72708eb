// Positions of the nest and of the analysis are one function's: physical
// lines, so a remark lands on the construct it names even after a #line
// directive (which clang's printer then applies once: 501 below is line 11
// of this file).
// RUN: clopt rewrite %s --set coarsen.d0=2 -Rpass-missed=coarsen 2>&1 >/dev/null \
// RUN:   | FileCheck %s
// CHECK:      line-directive.cl:501:25: remark: kernel uses 'get_local_id': it already organises its work-groups [-Rpass-missed=coarsen]
// CHECK-NEXT: 501 |   v[get_global_id(0)] = get_local_id(0);
#line 500
__kernel void lids(__global float *v) {
  v[get_global_id(0)] = get_local_id(0);
}
