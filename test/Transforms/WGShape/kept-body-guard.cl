// RUN: clopt rewrite %s --kernel guarded --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=ROUND
// RUN: clopt rewrite %s --kernel early_return --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=ROUND
// RUN: clopt rewrite %s --kernel final_return --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=ROUND
// RUN: clopt rewrite %s --kernel load_before --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel store_after --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel reads_in_guard --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel global_size --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel helper_call --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel switch_after --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel divides_before --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=EXACT
// RUN: clopt rewrite %s --kernel divides_by_constant --set wgshape.d0=32 -o - | FileCheck %s --check-prefix=ROUND
// RUN: clopt verify %s --kernel guarded --set wgshape.d0=32 --size n=45 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel early_return --set wgshape.d0=32 --size n=1 | FileCheck %s --check-prefix=PASS
// RUN: clopt verify %s --kernel final_return --set wgshape.d0=32 --size n=45 | FileCheck %s --check-prefix=PASS
// A kernel kept as written (here each holds a private array, which the
// nest does not represent) may still get a fixed work-group shape. Its
// launch is rounded up past the host's global size only where the
// kernel's own guard provably holds back every work-item past it: before
// the guard only declarations that neither read memory nor have a side
// effect, a guard that reads no memory, the guard last (a final `return;`
// aside) or an early return, and no call to a helper function or to get_global_size anywhere. The
// incomplete nest alone would have trusted the guard of switch_after (it
// drops the switch it cannot represent), global_size and helper_call. An
// integer division before the guard is harmless only by a constant other
// than 0: `(n - i)` is 0 for the work-item i = n that the original never
// ran.

#pragma clopt tune global(n) sizes(n = 64)
__kernel void guarded(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {a[i], 1.0f};
    y[i] = t[0] + t[1];
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void early_return(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float t[2] = {a[i], 1.0f};
  y[i] = t[0] + t[1];
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void final_return(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {a[i], 1.0f};
    y[i] = t[0] + t[1];
  }
  return;
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void load_before(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  float v = a[i];
  if (i < n) {
    float t[2] = {v, 1.0f};
    y[i] = t[0] + t[1];
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void store_after(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {a[i], 1.0f};
    y[i] = t[0] + t[1];
  }
  y[0] = 0.0f;
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void reads_in_guard(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (a[i] > -1.0f && i < n) {
    float t[2] = {a[i], 1.0f};
    y[i] = t[0] + t[1];
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void global_size(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {a[i], (float)get_global_size(0)};
    y[i] = t[0] + t[1];
  }
}

float first(const float *t) { return t[0]; }

#pragma clopt tune global(n) sizes(n = 64)
__kernel void helper_call(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {a[i], 1.0f};
    y[i] = first(t) + t[1];
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void switch_after(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float t[2] = {a[i], 1.0f};
    y[i] = t[0] + t[1];
  }
  switch (n) {
  default:
    y[i] = 2.0f;
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void divides_before(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  int q = (n * 7 + 3) / (n - i);
  if (q > -5 && i < n) {
    float t[2] = {a[i], (float)q};
    y[i] = t[0] + t[1];
  }
}

#pragma clopt tune global(n) sizes(n = 64)
__kernel void divides_by_constant(__global const float *a, __global float *y, int n) {
  int i = get_global_id(0);
  int pair = i / 2;
  if (i < n) {
    float t[2] = {a[i], (float)pair};
    y[i] = t[0] + t[1];
  }
}

// ROUND: {{^}}// clopt: kernel '{{.*}}'
// ROUND-NEXT: {{^}}//   wgshape: d0=32
// ROUND-NEXT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32; requires G0 >= (n); no global work offset{{$}}
// ROUND-NEXT: {{^}}__attribute__((reqd_work_group_size(32, 1, 1)))

// EXACT: {{^}}//   launch: global[0] = roundUp(G0, 32), local[0] = 32, requires G0 % 32 == 0; no global work offset{{$}}

// PASS: PASS {{.*}} global [{{[0-9]+}}], variant global [{{32|64}}]
