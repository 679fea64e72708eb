// `if (i <= n - 1)` is `i < n`: the requirement on the launch reads
// `G0 >= (n)`, not `G0 >= (n - 1 + 1)`, also written `i <= (n - 1)`, and
// `i <= n - 2` gives `n - 1`.
// Every form matches the original at sizes no group divides.
// RUN: clopt rewrite %s --kernel last --global n --size n=100 --set wgshape.d0=64 | FileCheck %s --check-prefix=LAST
// RUN: clopt rewrite %s --kernel paren --global n --size n=100 --set wgshape.d0=64 | FileCheck %s --check-prefix=LAST
// RUN: clopt verify %s --kernel paren --global n --size n=37 --set wgshape.d0=64 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel two --global n --size n=100 --set wgshape.d0=64 | FileCheck %s --check-prefix=TWO
// RUN: clopt rewrite %s --kernel area --global "n*m" --size n=10 --size m=10 --set wgshape.d0=64 \
// RUN:   | FileCheck %s --check-prefix=AREA
// RUN: clopt verify %s --kernel last --global n --size n=37 --set wgshape.d0=64 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel two --global n --size n=37 --set wgshape.d0=64 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel area --global "n*m" --size n=7 --size m=5 --set wgshape.d0=64 \
// RUN:   | FileCheck %s --check-prefix=PASS

__kernel void last(__global float *o, int n) {
  int i = get_global_id(0);
  if (i <= n - 1)
    o[i] = 1.0f;
}

__kernel void paren(__global float *o, int n) {
  int i = get_global_id(0);
  if (i <= (n - 1))
    o[i] = 1.5f;
}

__kernel void two(__global float *o, int n) {
  int i = get_global_id(0);
  if (i <= n - 2)
    o[i] = 2.0f;
}

__kernel void area(__global float *o, int n, int m) {
  int i = get_global_id(0);
  if (i <= n * m - 1)
    o[i] = 3.0f;
}

// LAST: requires G0 >= (n);
// TWO: requires G0 >= (n - 1);
// AREA: requires G0 >= (n * m);
// PASS: PASS {{last|paren|two|area}}: every written buffer matches
