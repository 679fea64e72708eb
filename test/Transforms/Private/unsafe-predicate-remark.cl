// The guard cannot become per-point validity when the body divides by a
// loaded value (a point outside the guard could trap): private is skipped
// and the coarsened loops stay.
// RUN: clopt rewrite %s --kernel ratio --set coarsen.d0=2 --set private.hoist=1 -Rpass-missed=private 2>&1 | FileCheck %s

__kernel void ratio(__global const int *a, __global const int *b,
                    __global int *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = a[i] / b[i];
}

// CHECK: unsafe-predicate-remark.cl:9:3: remark: kernel divides by a value that is not a constant; running it for points outside the guard could trap [-Rpass-missed=private]
// CHECK: {{^}}  for (int pt_0 = 0; pt_0 < 2; ++pt_0) {
