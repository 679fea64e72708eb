// Where contiguity is not proven the pass does not apply and says why.
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=STRIDED
// RUN: clopt rewrite %inputs/kernels/gather.cl --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=INDIRECT
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set vector.width=4 -Rpass=vector 2>&1 | FileCheck %s --check-prefix=CYCLIC
// RUN: clopt rewrite %inputs/kernels/nbody.cl --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set vector.width=4 -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=FLOAT4
// RUN: clopt rewrite %inputs/kernels/zsum.cl --set coarsen.d0=4 --set coarsen.dist=cyclic \
// RUN:   --set private.hoist=1 --set vector.width=4 -Rpass-missed=vector 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOLANES
// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=LIST

// The transposed store is H elements apart from one point to the next.
// STRIDED: transpose.cl:9:5: remark: store to 'out' is not contiguous along dimension 0 [-Rpass-missed=vector]
// STRIDED: {{^}}    for (int pt_0 = 0; pt_0 < 4; ++pt_0) {

// INDIRECT: gather.cl:{{[0-9]+}}:{{[0-9]+}}: remark: index of 'A' is not contiguous along dimension 0 [-Rpass-missed=vector]

// Cyclic points are a work-group apart: only the k loop is vectorized.
// CYCLIC: remark: loop 'k' reads 4 consecutive elements per step with vload4 [-Rpass=vector]
// CYCLIC-NOT: vstore4

// After private (predicated points), a per-point value that is already a
// vector has no wider vector type.
// FLOAT4: remark: 'pi' has type 'float4', which has no vector of 4 [-Rpass-missed=vector]

// Cyclic points are a work-group apart: they are not lanes.
// NOLANES: remark: nothing to vectorize: no loop reads contiguous elements, and no block of 4 consecutive points along dimension 0 (coarsen.d0=4 dist=block) [-Rpass-missed=vector]
// NOLANES-NOT: vload4

__kernel void column(__global const float *A, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i * N] = 2.0f * A[i * N];
}
// LIST-LABEL: kernel column
// LIST: vector: not applicable: no access is contiguous: {{.*}} [unknown-access]
