// fmax and fmin skip NaNs, and give NaN only where both arguments are: a
// row that starts from NaN and holds only NaN stays NaN. Lanes that started
// from -INFINITY passed it on, and `m = fmax(m, part_m)` turned the row's
// NaN into -inf. Their identity is NaN. Rows (3 elements): all NaN, NaN
// between numbers, numbers between NaN, no NaN.
// RUN: clopt verify %s --kernel=rowfmax --set reduce.wg=32 --size M=4 --size N=3 \
// RUN:   --input A=%S/Inputs/nan-rows.bin | FileCheck %s
// RUN: clopt verify %s --kernel=rowfmin --set reduce.wg=64 --set reduce.outputs=4 --size M=4 --size N=3 \
// RUN:   --input A=%S/Inputs/nan-rows.bin | FileCheck %s
// CHECK: PASS row{{.*}}: every written buffer matches

#pragma clopt tune global(M) sizes(M = 64, N = 1000)
__kernel void rowfmax(__global const float *A, __global float *out, int M, int N) {
  int i = get_global_id(0);
  if (i < M) {
    float m = A[i * N];
    for (int k = 1; k < N; ++k)
      m = fmax(m, A[i * N + k]);
    out[i] = m;
  }
}

#pragma clopt tune global(M) sizes(M = 64, N = 1000)
__kernel void rowfmin(__global const float *A, __global float *out, int M, int N) {
  int i = get_global_id(0);
  if (i < M) {
    float m = A[i * N];
    for (int k = 1; k < N; ++k)
      m = fmin(m, A[i * N + k]);
    out[i] = m;
  }
}
