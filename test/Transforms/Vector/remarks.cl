// Where the points cannot be lanes (or contiguity is not proven) the pass
// does not apply and says why.
// RUN: clopt rewrite %s --kernel select --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=SELECT
// RUN: clopt rewrite %s --kernel prefix --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=BOUNDS
// RUN: clopt rewrite %s --kernel ramp --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: clopt rewrite %s --kernel bump --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: clopt rewrite %s --kernel bump --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set vector.width=4 -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set vector.width=4 -Rpass=vector 2>&1 | FileCheck %s --check-prefix=CYCLIC
// RUN: clopt rewrite %inputs/kernels/nbody.cl --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set vector.width=4 -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=FLOAT4
// RUN: clopt rewrite %inputs/kernels/zsum.cl --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set private.hoist=1 --set vector.width=4 -Rpass-missed=vector 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOLANES
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=LIST

// A comparison of lane values has no vector form here (?: would need a
// vector condition): the points stay a scalar loop.
// SELECT: remarks.cl:{{[0-9]+}}:{{[0-9]+}}: remark: '?:' on values that differ between the lanes has no vector form here [-Rpass-missed=vector]
// SELECT: {{^}}    for (int pt_0 = 0; pt_0 < 4; ++pt_0) {

// Each lane would run its own number of iterations.
// BOUNDS: remarks.cl:{{[0-9]+}}:{{[0-9]+}}: remark: loop bounds differ between the lanes [-Rpass-missed=vector]
// BOUNDS: {{^}}    for (int pt_0 = 0; pt_0 < 4; ++pt_0) {

// The coordinate itself as a value would be (float4)(i, i + 1, ...): not
// written.
// VALUE: remarks.cl:{{[0-9]+}}:{{[0-9]+}}: remark: the coordinate 'i' is used as a value, not only as an index [-Rpass-missed=vector]

// `+=` to one element, the same value in every lane: once for the lanes
// would add it once, not once per point.
// SAME: remarks.cl:{{[0-9]+}}:{{[0-9]+}}: remark: every lane stores to the same element of 'total' [-Rpass-missed=vector]

// Cyclic points are a work-group apart: only the k loop is vectorized.
// CYCLIC: remark: loop 'k' reads 4 consecutive elements per step with vload4 [-Rpass=vector]
// CYCLIC-NOT: vstore4

// After private (predicated points), a per-point value that is already a
// vector has no wider vector type.
// FLOAT4: remark: 'pi' has type 'float4', which has no vector of 4 [-Rpass-missed=vector]

// Cyclic points are a work-group apart: they are not lanes.
// NOLANES: remark: nothing to vectorize: no loop reads contiguous elements, and the points along dimension 0 are a work-group apart (coarsen.dist=cyclic); vector lanes need 4 consecutive points (coarsen.d0=4 dist=block) [-Rpass-missed=vector]
// NOLANES-NOT: vload4

__kernel void column(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i * N] = 2.0f * A[i * N];
}
// LIST-LABEL: kernel column
// LIST: vector: not applicable: no access is contiguous: {{.*}} [unknown-access]

__kernel void select(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = in[i] > 0.0f ? in[i] : 0.0f;
}

__kernel void prefix(__global const float *in, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int k = 0; k < i; ++k)
      s += in[k];
    out[i] = s;
  }
}

__kernel void ramp(__global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = 0.5f * i;
}

__kernel void bump(__global const float *in, __global float *out,
                   __global float *total, int N) {
  int i = get_global_id(0);
  if (i < N) {
    out[i] = in[i];
    total[0] += in[0];
  }
}
