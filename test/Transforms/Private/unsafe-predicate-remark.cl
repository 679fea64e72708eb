// The guard cannot become per-point validity when the body divides by a
// loaded value (a point outside the guard could trap) or returns early
// elsewhere: private is skipped and the coarsened loops stay.
// RUN: clopt rewrite %s --kernel ratio --set coarsen.d0=2 --set private.hoist=1 -Rpass-missed=private 2>&1 | FileCheck %s
// RUN: clopt rewrite %s --kernel early --set coarsen.d0=2 --set private.hoist=1 -Rpass-missed=coarsen 2>&1 | FileCheck %s --check-prefix=EARLY

__kernel void ratio(__global const int *a, __global const int *b,
                    __global int *out, int n) {
  int i = get_global_id(0);
  if (i < n)
    out[i] = a[i] / b[i];
}

__kernel void early(__global float *v, int n) {
  int i = get_global_id(0);
  if (v[i] < 0.0f)
    return;
  v[i] = sqrt(v[i]);
}

// CHECK: unsafe-predicate-remark.cl:10:3: remark: kernel divides by a value that is not a constant; running it for points outside the guard could trap [-Rpass-missed=private]
// CHECK: {{^}}  for (int pt_0 = 0; pt_0 < 2; ++pt_0) {
// EARLY: unsafe-predicate-remark.cl:17:5: remark: kernel returns here: a work-item computing several points cannot return early (only a leading `if (i >= N) return;` guard can) [-Rpass-missed=coarsen]
