// Points as lanes after local and private: the register tile of 2 x 4
// points becomes 2 rows of float4. The __local tile row is read with one
// vload4, the accumulators are float4, and each row of C is one vstore4
// when its 4 points are valid, scalar stores of the valid lanes otherwise.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set local.A=1 \
// RUN:   --set local.B=1 --set coarsen.d0=4 --set coarsen.d1=2 --set coarsen.dist=block \
// RUN:   --set private.hoist=1 --set vector.width=4 --set wgshape.d0=8 --set wgshape.d1=8 \
// RUN:   -Rpass=vector 2>&1 | FileCheck %s --check-prefix=GEMM
// GEMM: remark: the 4 points of each work-item along dimension 0 are the lanes of vector values [-Rpass=vector]
// GEMM: //   launch: global[0] = roundUp(ceil(G0 / 4), 8), local[0] = 8; global[1] = roundUp(ceil(G1 / 2), 8), local[1] = 8
// GEMM: const int grp_first_0 = get_group_id(0) * 32;
// GEMM: const int first_0 = get_global_id(0) * 4;
// GEMM: int j = first_0;
// GEMM-NOT: j_1
// GEMM: float4 sum_0 = (float4)(0.0f);
// GEMM: float4 sum_1 = (float4)(0.0f);
// GEMM: lm_B[cp_1][cp_0] = {{.*}}B[N * (k0 + cp_1) + (grp_first_0 + cp_0)]
// GEMM: float a_reg_0 = lm_A[lid_1 * 2][k - k0];
// GEMM: float4 b_reg = vload4(0, &lm_B[k - k0][lid_0 * 4]);
// GEMM-NEXT: sum_0 += a_reg_0 * b_reg;
// GEMM-NEXT: sum_1 += a_reg_1 * b_reg;
// GEMM: if (i_0 < N && j < N && j + 3 < N) {
// GEMM-NEXT: vstore4(sum_0, 0, C + (i_0 * N + j));
// GEMM-NEXT: } else {
// GEMM-NEXT: if (i_0 < N && j < N) {
// GEMM-NEXT: C[i_0 * N + j] = sum_0.s0;
// GEMM: if (i_0 < N && j + 3 < N) {
// GEMM-NEXT: C[i_0 * N + (j + 3)] = sum_0.s3;

// Without local memory the B row is read from global memory: one vload4
// where the 4 columns are valid, else each lane's own guarded load.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=8 --set coarsen.d0=4 \
// RUN:   --set coarsen.d1=4 --set coarsen.dist=block --set private.hoist=1 --set vector.width=4 \
// RUN:   | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: float4 b_reg = j < N && j + 3 < N ? vload4(0, B + (k * N + j)) : (float4)(j < N ? B[k * N + j] : 0, j + 1 < N ? B[k * N + (j + 1)] : 0, j + 2 < N ? B[k * N + (j + 2)] : 0, j + 3 < N ? B[k * N + (j + 3)] : 0);

// A data-dependent branch has no vector form: the load is one vload4, and
// each lane runs its own if/else on its component.
// RUN: clopt rewrite %inputs/kernels/threshold.cl --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set vector.width=4 | FileCheck %s --check-prefix=BRANCH
// BRANCH: float4 v = i < N && i + 3 < N ? vload4(0, in + i) : (float4)(i < N ? in[i] : 0,
// BRANCH: if (v.s0 > t) {
// BRANCH-NEXT: if (i < N) {
// BRANCH-NEXT: out[i] = v.s0 - t;
// BRANCH: if (v.s3 > t) {
// BRANCH-NEXT: if (i + 3 < N) {
// BRANCH-NEXT: out[i + 3] = v.s3 - t;

// Transpose stores H elements apart from lane to lane: the row is read
// with one vload4 and each lane stores its component.
// RUN: clopt rewrite %inputs/kernels/transpose.cl --set coarsen.d0=4 --set private.hoist=1 \
// RUN:   --set vector.width=4 | FileCheck %s --check-prefix=SCATTER
// SCATTER: if (x < W && x + 3 < W && y < H) {
// SCATTER: float4 lanes = vload4(0, in + (y * W + x));
// SCATTER-NEXT: out[x * H + y] = lanes.s0;
// SCATTER-NEXT: out[(x + 1) * H + y] = lanes.s1;
// SCATTER: } else {
// SCATTER-NEXT: if (x < W && y < H) {
// SCATTER-NEXT: out[x * H + y] = in[y * W + x];
