// subgroup=1: sub_group_reduce_add where the compiler defines
// cl_khr_subgroups, the local-memory tree otherwise; lane 0 combines the
// subgroups' results in order (which items form a subgroup is the
// device's choice). It needs one output per work-group.
// RUN: clopt rewrite %inputs/kernels/dotprod.cl --set reduce.wg=128 --set reduce.subgroup=1 | FileCheck %s
// RUN: not clopt rewrite %inputs/kernels/matvec.cl --set reduce.subgroup=1 --set reduce.outputs=2 \
// RUN:   2>&1 | FileCheck %s --check-prefix=CONFLICT

// CHECK:      {{^}}#ifdef cl_khr_subgroups
// CHECK-NEXT: {{^}}#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// CHECK-NEXT: {{^}}#endif
// CHECK-LABEL: {{^}}__kernel void dotprod(
// CHECK:      {{^}}#ifdef cl_khr_subgroups
// CHECK-NEXT: {{^}}  part_s = sub_group_reduce_add(part_s);
// CHECK-NEXT: {{^}}  if (get_sub_group_local_id() == 0) {
// CHECK-NEXT: {{^}}    red_s[get_sub_group_id()] = part_s;
// CHECK-NEXT: {{^}}  }
// CHECK-NEXT: {{^}}  barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT: {{^}}  if (lane == 0) {
// CHECK-NEXT: {{^}}    part_s = red_s[0];
// CHECK-NEXT: {{^}}    for (uint sg = 1; sg < get_num_sub_groups(); ++sg) {
// CHECK-NEXT: {{^}}      part_s = part_s + red_s[sg];
// CHECK:      {{^}}#else
// CHECK-NEXT: {{^}}  red_s[lane] = part_s;
// CHECK:      {{^}}#endif
// CHECK-NEXT: {{^}}  if (lane == 0) {
// CHECK-NEXT: {{^}}    s = s + part_s;
// CHECK-NEXT: {{^}}    out[0] = s;

// CONFLICT: clopt: error: constraint 'subgroup-one-output' of pass 'reduce' does not hold for the --set values: reduce.subgroup=1 needs reduce.outputs=1
