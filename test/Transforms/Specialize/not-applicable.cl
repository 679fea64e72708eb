// RUN: clopt rewrite %s --list-params | FileCheck %s
// RUN: clopt rewrite %s --kernel unsigned_radius --set specialize.R=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=UINT
// RUN: clopt verify %s --kernel unsigned_radius --set specialize.R=1 --size N=50 --size R=2 | FileCheck %s --check-prefix=PASS
// What specialize needs, kernel by kernel: an integer argument that bounds
// a loop, a value below 16 in the problem spec, its text to replace (not
// in a macro) and no write to it.

#pragma clopt tune global(N) sizes(N = 64, R = 2)
__kernel void written(__global const float *in, __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    R = R + 1;
    for (int t = 0; t < R; ++t)
      s += in[i + t];
    out[i] = s;
  }
}

#define TAPS (2 * R + 1)
#pragma clopt tune global(N) sizes(N = 64, R = 2)
__kernel void in_macro(__global const float *in, __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t < TAPS; ++t)
      s += in[i + t];
    out[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64, K = 64)
__kernel void a_size(__global const float *in, __global float *out, int N, int K) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t < K; ++t)
      s += in[i * K + t];
    out[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void no_value(__global const float *in, __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t < R; ++t)
      s += in[i + t];
    out[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64, R = 1)
__kernel void unsigned_radius(__global const float *in, __global float *out, int N, uint R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (uint t = 0; t <= 2 * R; ++t)
      s += in[i + t];
    out[i] = s;
  }
}

// CHECK-LABEL: kernel written
// CHECK-NEXT:  specialize: not applicable: the kernel changes its parameter 'R'; the passes read parameters as values every point shares [unsupported-kernel]
// CHECK-LABEL: kernel in_macro
// CHECK-NEXT:  specialize: not applicable: no argument to specialize: 'R' is read inside a macro expansion [not-profitable]
// CHECK-LABEL: kernel a_size
// CHECK-NEXT:  specialize: not applicable: no argument to specialize: 'K' is 64, a size (only values 0 to 15 are specialized) [not-profitable]
// CHECK-LABEL: kernel no_value
// CHECK-NEXT:  specialize: not applicable: no argument to specialize: 'R' has no value in the problem spec [not-profitable]
// CHECK-LABEL: kernel unsigned_radius
// CHECK-NEXT:  specialize:
// CHECK-NEXT:    specialize.R = 0|1|{{.*}} (default 1)

// The literal keeps the argument's type (2 * R is unsigned).
// UINT:      if (R == 1u) {
// UINT:        for (uint t = 0; t <= 2u; ++t)
// UINT:      } else {
// UINT:        for (uint t = 0; t <= 2 * R; ++t)

// PASS: PASS unsigned_radius: every written buffer matches
