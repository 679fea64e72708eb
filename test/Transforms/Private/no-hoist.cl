// hoist=0 keeps the register tile but reads every operand where it is used.
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set coarsen.d0=2 --set private.hoist=0 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set coarsen.d0=2 --set private.hoist=1 | FileCheck %s --check-prefix=HOIST

// CHECK:      {{^}}  for (int k = 0; k < N; ++k) {
// CHECK-NEXT: {{^}}    sum_0 += (i_0 < N ? A[i_0 * N + k] : 0) * x[k];
// CHECK-NEXT: {{^}}    sum_1 += (i_1 < N ? A[i_1 * N + k] : 0) * x[k];
// CHECK-NEXT: {{^}}  }

// x[k] is the same for both rows: one register.
// HOIST:      {{^}}  for (int k = 0; k < N; ++k) {
// HOIST-NEXT: {{^}}    float x_reg = x[k];
// HOIST-NEXT: {{^}}    sum_0 += (i_0 < N ? A[i_0 * N + k] : 0) * x_reg;
// HOIST-NEXT: {{^}}    sum_1 += (i_1 < N ? A[i_1 * N + k] : 0) * x_reg;
