// `true` and `false` (Rodinia's BFS sets its masks with them) are the
// constants 1 and 0: every pass but wgshape refused the kernel with
// "expression of kind 'CXXBoolLiteralExpr'".
// RUN: clopt rewrite %s --set coarsen.d0=2 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s
// RUN: clopt verify %s --set coarsen.d0=2 --size n=37 | FileCheck %s --check-prefix=PASS

#pragma clopt tune global(n) sizes(n = 64)
__kernel void masks(__global int *a, __global int *b, int n) {
  int i = get_global_id(0);
  if (i < n) {
    a[i] = true;
    b[i] = (a[i] > 3) == false;
  }
}

// CHECK:      a[i] = 1;
// CHECK-NEXT: b[i] = (a[i] > 3) == 0;
// PASS: PASS masks
