// A work-group id read in a helper the kernel calls ties the kernel to its
// work-group shape just as a read in the kernel does, whether the nest can
// represent the body or not (the body passes: Coarsen/group-ids-in-helper.cl).
// RUN: clopt rewrite %s --set wgshape.d0=128 -Rpass-missed=wgshape -o - 2>%t.err \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.err

int lane(void) { return get_local_id(0); }

__kernel void h(__global int *out, int N) {
  int g = get_global_id(0);
  if (g < N)
    out[g] = lane();
}

// CHECK-NOT: {{^}}__attribute__
// CHECK:     {{^}}__kernel void h(
// CHECK-NOT: {{^}}__attribute__
// REMARK: group-ids-in-helper.cl:[[#@LINE-11]]:25: remark: helper 'lane' calls get_local_id: it ties the kernel to its work-group shape [-Rpass-missed=wgshape]
