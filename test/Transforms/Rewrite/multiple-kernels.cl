// With several kernels, --kernel chooses one; the others are kept as they
// are. Without --kernel, clopt asks for it.
// RUN: clopt rewrite %s --kernel second --set unroll.factor=2 | FileCheck %s
// RUN: not clopt rewrite %s --set unroll.factor=2 2>&1 | FileCheck %s --check-prefix=ERR

__kernel void first(__global float *a, int n) {
  int i = get_global_id(0);
  for (int k = 0; k < n; ++k)
    a[i] += 1.0f;
}

__kernel void second(__global float *a, int n) {
  int i = get_global_id(0);
  for (int k = 0; k < n; ++k)
    a[i] *= 2.0f;
}

// CHECK:      {{^}}__kernel void first(__global float *a, int n) {
// CHECK-NEXT: {{^}}  int i = get_global_id(0);
// CHECK-NEXT: {{^}}  for (int k = 0; k < n; ++k)
// CHECK-NEXT: {{^}}    a[i] += 1.0f;
// CHECK:      {{^}}// clopt: kernel 'second'
// CHECK:      {{^}}      for (; k + 1L < n; k += 2) {

// ERR: clopt: error: {{.*}}multiple-kernels.cl: 2 kernels; choose one with --kernel (kernels: first, second)
