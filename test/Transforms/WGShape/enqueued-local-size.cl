// The analysis and the nest builder read one table of work-item functions:
// get_enqueued_local_size (OpenCL 2.0) is one, so a kernel that reads it
// depends on its work-group shape and no pass changes that shape.
// RUN: clopt rewrite %s -cl-std=CL2.0 --set wgshape.d0=64 -Rpass-missed=wgshape 2>&1 \
// RUN:   | FileCheck %s
// CHECK:     enqueued-local-size.cl:[[#@LINE+3]]:25: remark: kernel uses 'get_enqueued_local_size': it already organises its work-groups [-Rpass-missed=wgshape]
// CHECK-NOT: {{^}}__attribute__
__kernel void shape(__global int *v) {
  v[get_global_id(0)] = get_enqueued_local_size(0);
}
