// RUN: clopt rewrite %s --list-params | FileCheck %s --check-prefix=SPACE
// RUN: clopt verify %s --kernel indexes_converted_load --set specialize.R=3 --size N=50 --size R=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel indexes_converted_load --set specialize.R=3 --size N=50 --size R=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel int_min --set specialize.R=2 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=MIN
// RUN: clopt rewrite %s --kernel negative_long --set specialize.R=2 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=LONG
// RUN: clopt verify %s --kernel negative_long --set specialize.R=2 --size N=50 --size R=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel short_arg --set specialize.R=2 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=SHORT
// RUN: clopt verify %s --kernel short_arg --set specialize.R=2 --size N=50 --size R=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel two --set specialize.A=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=TWO
// RUN: clopt verify %s --kernel two --set specialize.A=1 --size N=50 --size A=1 --size B=3 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel two --set specialize.A=1 --size N=50 --size A=1 --size B=2 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel two --set specialize.A=1 --size N=50 --size A=2 --size B=3 | FileCheck %s --check-prefix=PASS
// The special path keeps every expression's type and value: literals with
// the type's suffix, negative ones in parentheses, a type's minimum
// written so that it stays of its type; an argument that reaches
// floating-point arithmetic is left alone (the device may fold 3 * 0.1f
// otherwise than it computes R * 0.1f).

#pragma clopt tune global(N) sizes(N = 64, R = 3)
__kernel void to_float(__global const float *in, __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t < R; ++t)
      s += in[i + t] * (R * 0.1f);
    out[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64, R = 3)
__kernel void assigned_to_float(__global const float *in, __global float *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    int F;
    F = 2 * R;
    float s = 0.0f;
    for (int t = 0; t < R; ++t)
      s += in[i + t];
    out[i] = s + F * 0.1f;
  }
}

// R only chooses the elements whose values are converted: the loads read
// the same memory on either path, nothing computed from R is a float.
#pragma clopt tune global(N) sizes(N = 64, R = 3) buffers(in = N * (2 * R + 1))
__kernel void indexes_converted_load(__global const int *in, __global float *out, int N,
                                     int R) {
  int i = get_global_id(0);
  if (i < N) {
    int F = 2 * R + 1;
    float s = 0.0f;
    for (int t = 0; t < F; ++t)
      s += (float)in[i * F + t];
    out[i] = s;
  }
}

// An address is computed from its index: R reaches the float here.
#pragma clopt tune global(N) sizes(N = 64, R = 3)
__kernel void address_to_float(__global const float *in, __global float *out, int N,
                               int R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t < R; ++t)
      s += in[i + t];
    out[i] = s * (float)(&in[R] - in);
  }
}

#pragma clopt tune global(N) sizes(N = 64, R = 2)
__kernel void int_min(__global const int *in, __global int *out, int N, int R) {
  int i = get_global_id(0);
  if (i < N) {
    int s = 0;
    for (int t = 0; t < R; ++t)
      s += in[i + t];
    int low = R - 2147483647 - 3;
    out[i] = s + low / 2;
  }
}

#pragma clopt tune global(N) sizes(N = 64, R = 2)
__kernel void negative_long(__global const long *in, __global long *out, int N, long R) {
  int i = get_global_id(0);
  if (i < N) {
    long s = 0;
    for (long t = 0; t < R; ++t)
      s += in[i + t];
    long v = in[i];
    out[i] = s + v-(R-3);
  }
}

#pragma clopt tune global(N) sizes(N = 64, R = 2)
__kernel void short_arg(__global const float *in, __global float *out, int N, short R) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t < R; ++t)
      s += in[i + t];
    out[i] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64, A = 1, B = 3)
__kernel void two(__global const float *in, __global float *out, int N, int A, int B) {
  int i = get_global_id(0);
  if (i < N) {
    float s = 0.0f;
    for (int t = 0; t <= A + B; ++t)
      s += in[i + t];
    out[i] = s;
  }
}

// SPACE-LABEL: kernel to_float
// SPACE-NEXT:  specialize: not applicable: no argument to specialize: 'R' reaches floating-point arithmetic
// SPACE-LABEL: kernel assigned_to_float
// SPACE-NEXT:  specialize: not applicable: no argument to specialize: 'R' reaches floating-point arithmetic
// SPACE-LABEL: kernel indexes_converted_load
// SPACE-NEXT:  specialize:
// SPACE-NEXT:    specialize.R = {{.*}} (default 3)
// SPACE-LABEL: kernel address_to_float
// SPACE-NEXT:  specialize: not applicable: no argument to specialize: 'R' reaches floating-point arithmetic
// SPACE-LABEL: kernel two
// SPACE-NEXT:  specialize:
// SPACE-NEXT:    specialize.A = {{.*}} (default 1)
// SPACE-NEXT:    specialize.B = {{.*}} (default 3)

// MIN:      int low = (-2147483647 - 1);
// MIN-NEXT: out[i] = s + (-1073741824);
// LONG:     out[i] = s + v - (-1L);
// No other pass applied: the header says what specialize did, not
// "(no pass applied)"; a short is written by a cast to the plain type.
// SHORT:      {{^}}// clopt: kernel 'short_arg'{{$}}
// SHORT-NEXT: {{^}}//   specialize: R=2 (other values take the general path)
// SHORT:      if (R == ((short)2)) {
// SHORT:        for (int t = 0; t < 2; ++t)

// TWO:      if (A == 1 && B == 3) {
// TWO:        for (int t = 0; t <= 4; ++t)

// PASS: PASS {{[a-z_]+}}: every written buffer matches
