// A parameter without a name (C23; clang accepts it in OpenCL C with a
// warning) cannot be read by the kernel. The nest verifier used to reject
// the imported nest ("variable #1 has no name"), and the tuner asked for a
// value of scalar argument ''; the host passes any value, the tuner 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: clopt rewrite %s --set coarsen.d0=4 2>&1 | FileCheck %s --check-prefix=REWRITE
// RUN: clopt %s -o %t/out.cl --global 1000 --size n=3 --budget 4 --db %t/db.yaml 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TUNE
// RUN: clopt verify %s --global 1000 --size n=3 --set coarsen.d0=4 --set vector.width=4 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VERIFY

// REWRITE-NOT: verifier
// REWRITE: kernel void fill(global float *a, global float *, int, int n) {
// REWRITE: for (int pt_0 = 0; pt_0 < 4; ++pt_0)
// REWRITE: a[first_0 + pt_0] = n;

// TUNE-NOT: no value for scalar argument
// TUNE: wrote {{.*}}out.cl
// VERIFY: PASS fill: every written buffer matches

kernel void fill(global float *a, global float *, int, int n) {
  a[get_global_id(0)] = n;
}
