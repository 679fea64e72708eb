// RUN: clopt analyze %s | FileCheck %s
// Which for loops are canonical, their bounds, and why the others are not.

__kernel void loops(__global float *A, __global const int *len, int N, int S) {
  int i = get_global_id(0);
  for (int a = 0; a < N; ++a)
    for (int b = a; b <= N - 1; b += 4)
      A[a * N + b] = 0.0f;
  for (int c = 0; c != N; c++)
    A[c] = 1.0f;
  for (int d = 0; d < N; d += S)
    A[d] = 2.0f;
  for (int e = N - 1; e >= 0; --e)
    A[e] = 3.0f;
  for (int f = 0; f < len[i]; ++f)
    A[i * N + f] = 4.0f;
  for (int g = 0; g < N; ++g) {
    if (A[g] < 0.0f)
      break;
    A[g] = 5.0f;
  }
  for (int h = 0; h < N; ++h)
    h += 1;
  int w = 0;
  while (w < N)
    A[w++] = 6.0f;
}

// CHECK-LABEL: kernel loops at
// CHECK:      loops:
// CHECK-NEXT:   L0  a     [0, N) step 1  {{.*}}loops.cl:6:3   canonical
// CHECK-NEXT:   L1    b   [a, N) step 4  {{.*}}loops.cl:7:5   canonical
// CHECK-NEXT:   L2  c     [0, N) step 1  {{.*}}loops.cl:9:3   canonical
// CHECK-NEXT:   L3  d     ?              {{.*}}loops.cl:11:3  not canonical: loop 'd' steps by 'S', which is not an integer constant: its iteration count needs a division (only unroll handles the loop) (d = S*d_it)
// CHECK-NEXT:   L4  e_it  [0, N) step 1  {{.*}}loops.cl:13:3  canonical (counts down: e = -e_it + (N - 1))
// CHECK-NEXT:   L5  f     ?              {{.*}}loops.cl:15:3  not canonical: upper bound of loop 'f' depends on a value loaded from 'len'
// CHECK-NEXT:   L6  g     [0, N) step 1  {{.*}}loops.cl:17:3  not canonical: loop may exit early ('break' in its body)
// CHECK-NEXT:   L7  h     ?              {{.*}}loops.cl:22:3  not canonical: loop 'h' assigns its counter in the body
// CHECK-NEXT:   L8  -     ?              {{.*}}loops.cl:25:3  not canonical: 'while' loop: its trip count is not analysed
// CHECK:      accesses:
// CHECK-NEXT:   {{.*}}loops.cl:8:7    A    write  A[N*a + b]          InnerPat   broadcast  reuse
// CHECK-NEXT:   {{.*}}loops.cl:10:5   A    write  A[c]                InnerPat   broadcast  reuse
// CHECK-NEXT:   {{.*}}loops.cl:12:5   A    write  A[S*d_it]           InnerPat   broadcast  reuse
// CHECK-NEXT:   {{.*}}loops.cl:14:5   A    write  A[-e_it + (N - 1)]  InnerPat   broadcast  reuse
// CHECK-NEXT:   {{.*}}loops.cl:15:23  len  read   len[gid(0)]         SinglePat  coalesced
// CHECK-NEXT:   {{.*}}loops.cl:16:5   A    write  A[?]                unknown    unknown
// CHECK-NEXT:   {{.*}}loops.cl:18:9   A    read   A[g]                InnerPat   broadcast  reuse
// CHECK-NEXT:   {{.*}}loops.cl:20:5   A    write  A[g]                InnerPat   broadcast  reuse conditional
// CHECK-NEXT:   {{.*}}loops.cl:26:5   A    write  A[?]                unknown    unknown    conditional
// CHECK:      flags: barrier no, atomics no, local memory no, data-dependent branch yes
// CHECK:      unknowns:
// CHECK:        {{.*}}loops.cl:11:3: loop 'd' steps by 'S', which is not an integer constant: its iteration count needs a division (only unroll handles the loop)
// CHECK:        {{.*}}loops.cl:16:5: index of 'A' depends on 'f', the counter of a loop that is not canonical
// CHECK:        {{.*}}loops.cl:18:9: condition of 'if' depends on a value loaded from 'A'
// CHECK:        {{.*}}loops.cl:19:7: loop 'g' may exit early ('break' in its body)
// CHECK:        {{.*}}loops.cl:26:5: index of 'A' is not affine: 'w++'
