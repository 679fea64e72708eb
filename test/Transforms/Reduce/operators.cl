// Each operator combines with its own identity: 0 for sums, 1 for
// products, NAN for fmax/fmin (their identity), INT_MIN/INT_MAX for integer
// max/min. Several accumulators of one loop get one tree each.
// RUN: clopt rewrite %s --kernel rowprod --set reduce.wg=32 | FileCheck %s --check-prefix=MUL
// RUN: clopt rewrite %s --kernel rowmin --set reduce.wg=32 | FileCheck %s --check-prefix=MIN
// RUN: clopt rewrite %inputs/kernels/rowstats.cl --set reduce.wg=32 | FileCheck %s --check-prefix=TWO

__kernel void rowprod(__global const float *A, __global float *p, int N, int M) {
  int i = get_global_id(0);
  if (i < N) {
    float q = 1.0f;
    for (int k = 0; k < M; ++k)
      q *= A[i * M + k];
    p[i] = q;
  }
}

__kernel void rowmin(__global const int *A, __global int *lo, int N, int M) {
  int i = get_global_id(0);
  if (i < N) {
    int m = A[i * M];
    for (int k = 1; k < M; ++k)
      m = min(m, A[i * M + k]);
    lo[i] = m;
  }
}

// MUL:      {{^}}  float part_q = 1.0f;
// MUL:      {{^}}    part_q = part_q * red_q[lane + 16];
// MUL:      {{^}}    q = q * part_q;

// MIN:      {{^}}  int part_m = INT_MAX;
// MIN:      {{^}}    for (int k = 1 + lane; k < M; k += 32) {
// MIN-NEXT: {{^}}      part_m = min(part_m, A[i * M + k]);
// MIN:      {{^}}    part_m = min(part_m, red_m[lane + 16]);
// MIN:      {{^}}    m = min(m, part_m);

// TWO:      {{^}}  __local float red_sum[32];
// TWO-NEXT: {{^}}  __local float red_m[32];
// TWO:      {{^}}  float part_sum = 0.0f;
// TWO-NEXT: {{^}}  float part_m = NAN;
// TWO:      {{^}}      part_sum += v;
// TWO-NEXT: {{^}}      part_m = fmax(part_m, v);
// TWO:      {{^}}    part_m = fmax(part_m, red_m[lane + 16]);
// TWO:      {{^}}  if (valid && lane == 0) {
// TWO-NEXT: {{^}}    sum = sum + part_sum;
// TWO-NEXT: {{^}}    m = fmax(m, part_m);
// TWO-NEXT: {{^}}    sums[i] = sum;
// TWO-NEXT: {{^}}    maxes[i] = m;
