// Which buffer holds indices into which: one derivation (KernelSignature.cpp,
// findIndexBuffers) read by `analyze` ("holds indices into") and by the
// tuner's test data.
// RUN: clopt analyze %s | FileCheck %s

// A loaded value is its buffer's, not its address's: rowptr indexes col and
// val, col indexes x; rowptr does not index x.
// CHECK-LABEL: kernel csr at
// CHECK:       rowptr {{.*}}; holds indices into col, val{{$}}
// CHECK:       col {{.*}}; holds indices into x{{$}}
__kernel void csr(__global const int *rowptr, __global const int *col,
                  __global const float *val, __global const float *x,
                  __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    for (int k = rowptr[i]; k < rowptr[i + 1]; ++k)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}

// A pointer into a buffer at a loaded offset: start indexes M.
// CHECK-LABEL: kernel segment at
// CHECK:       start {{.*}}; holds indices into M{{$}}
__kernel void segment(__global const float *M, __global const int *start,
                      __global float *out) {
  int i = get_global_id(0);
  __global const float *seg = M + start[i];
  out[i] = seg[0] + seg[1];
}

// A loaded value converted before it indexes: F indexes A.
// CHECK-LABEL: kernel converted at
// CHECK:       F {{.*}}; holds indices into A{{$}}
__kernel void converted(__global float *A, __global const float *F) {
  int i = get_global_id(0);
  A[(int)F[i]] = 1.0f;
}
