// RUN: clopt analyze %s | FileCheck %s
// Every index the analysis cannot decompose is unknown, with the reason
// naming the source entity.

int twice(int v) { return 2 * v; }
int pick(int a, int b) {
  if (a > b)
    return a;
  return b;
}

__kernel void reasons(__global float *A, __global const float *F, int N,
                      float s) {
  int i = get_global_id(0);
  int t = 0;
  for (int k = 0; k < N; ++k)
    t = k;
  A[i % N] = 0.0f;
  A[(int)(s * i)] = 1.0f;
  A[i > 4 ? i : 4] = 2.0f;
  A[t] = 3.0f;
  A[(int)F[i]] = 4.0f;
  A[twice(i) + 1] = 5.0f;
  A[pick(i, N)] = 6.0f;
  A[i >> 1] = 7.0f;
  A[i << 1] = 8.0f;
}

// CHECK-LABEL: kernel reasons at
// CHECK:      {{.*}}non-affine.cl:23:3  A  write  A[2*gid(0) + 1]
// CHECK:      {{.*}}non-affine.cl:26:3  A  write  A[2*gid(0)]
// CHECK:      unknowns:
// CHECK-NEXT:   {{.*}}non-affine.cl:18:3: index of 'A' is not affine: 'i % N' takes a remainder
// CHECK-NEXT:   {{.*}}non-affine.cl:19:3: index of 'A' is not affine: '(int)(s * i)' converts a floating-point value
// CHECK-NEXT:   {{.*}}non-affine.cl:20:3: index of 'A' is not affine: 'i > 4 ? i : 4' selects between values
// CHECK-NEXT:   {{.*}}non-affine.cl:21:3: index of 'A' depends on 't', which is assigned more than once
// CHECK-NEXT:   {{.*}}non-affine.cl:22:3: index of 'A' is not affine: '(int)F[i]' converts a floating-point value
// CHECK-NEXT:   {{.*}}non-affine.cl:24:3: index of 'A' depends on the value returned by 'pick', which has several return statements
// CHECK-NEXT:   {{.*}}non-affine.cl:25:3: index of 'A' is not affine: 'i >> 1' uses an operator that is not affine
