// A regrouped sum may not decide anything discrete: floor, ceil, round,
// trunc, rint, fract, fmod and the like jump where their argument crosses a
// point, so one ulp of regrouping became a whole unit (floor gave 4 where
// the original gave 5: a*b = 2.1228454, c*d = 1.7e-07, e = 2.8771541).
// addend and accumulate leave such sums alone.
// RUN: clopt rewrite %s --kernel=quant --set addend.first=1 -Rpass-missed=addend -o - 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ADDEND
// ADDEND-NOT: floor(e[i] +
// ADDEND: out[i] = floor(a[i] * b[i] + c[i] * d[i] + e[i]);
// RUN: clopt verify %s --kernel=quant --set wgshape.d0=1 --size N=1 --input a=%S/Inputs/step-a.bin \
// RUN:   --input b=%S/Inputs/step-b.bin --input c=%S/Inputs/step-c.bin --input d=%S/Inputs/step-d.bin \
// RUN:   --input e=%S/Inputs/step-e.bin | FileCheck %s --check-prefix=PASS
// PASS: PASS quant: every written buffer matches
// RUN: clopt rewrite %s --kernel=accq --list-params | FileCheck %s --check-prefix=ACC
// ACC-LABEL: kernel accq
// ACC: accumulate: not applicable

#pragma clopt tune global(N) sizes(N = 1024)
__kernel void quant(__global const float *a, __global const float *b, __global const float *c,
                    __global const float *d, __global const float *e, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N)
    out[i] = floor(a[i] * b[i] + c[i] * d[i] + e[i]);
}

#pragma clopt tune global(N) sizes(N = 1024)
__kernel void accq(__global const float *a, __global const float *b, __global const float *c,
                   __global const float *d, __global const float *e, __global float *out, int N) {
  int i = get_global_id(0);
  if (i < N) {
    float s = e[i];
    s += a[i] * b[i] + c[i] * d[i];
    out[i] = floor(s);
  }
}
