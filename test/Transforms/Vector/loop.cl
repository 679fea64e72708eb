// A loop whose loads are contiguous in its counter reads N elements per
// step with vloadN(0, p + index), which needs only element alignment; its
// copies use the components, and a scalar loop finishes the rest.
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set vector.width=4 | FileCheck %s
// RUN: clopt rewrite %inputs/kernels/matvec.cl --set vector.width=16 | FileCheck %s --check-prefix=W16

// CHECK-LABEL: {{^}}__kernel void matvec(
// CHECK:      {{^}}      int k = 0;
// CHECK-NEXT: {{^}}      for (; k + 3L < N; k += 4) {
// CHECK-NEXT: {{^}}        float4 A_v = vload4(0, A + (i * N + k));
// CHECK-NEXT: {{^}}        float4 x_v = vload4(0, x + k);
// CHECK-NEXT: {{^}}        sum += A_v.s0 * x_v.s0;
// CHECK-NEXT: {{^}}        sum += A_v.s1 * x_v.s1;
// CHECK-NEXT: {{^}}        sum += A_v.s2 * x_v.s2;
// CHECK-NEXT: {{^}}        sum += A_v.s3 * x_v.s3;
// CHECK-NEXT: {{^}}      }
// CHECK-NEXT: {{^}}      for (; k < N; ++k) {
// CHECK-NEXT: {{^}}        sum += A[i * N + k] * x[k];

// W16:        {{^}}      for (; k + 15L < N; k += 16) {
// W16:        {{^}}        sum += A_v.sf * x_v.sf;
