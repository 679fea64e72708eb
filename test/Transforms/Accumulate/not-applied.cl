// accumulate keeps a sum as written, with an analysis remark naming why,
// where splitting could change more than the rounding of the sum: an integer
// accumulator (signed overflow in a partial sum), a term that reads the
// accumulator or has a side effect, a term of another precision (a double
// product added into a float, a float sum into a double), a term whose type
// the nest cannot prove (a macro). The splittable sum of the same loop is
// split, and the variant verifies. A kernel with nothing to split says so.
// RUN: clopt rewrite %s --kernel kept --set accumulate.split=1 -Rpass=accumulate -Rpass-analysis=accumulate -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=WHY
// RUN: clopt rewrite %s --kernel kept --set accumulate.split=1 -o - | grep -v '^// [A-Z][A-Z0-9-]*:' | FileCheck %s --check-prefix=CODE
// RUN: clopt verify %s --kernel kept --set accumulate.split=1 --size N=45 --buffer a=N+5 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel vol --set accumulate.split=1 -Rpass-missed=accumulate -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=VOL
// RUN: clopt rewrite %s --kernel single --set accumulate.split=1 -Rpass-missed=accumulate -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=SINGLE
// An accumulator whose value decides a branch or an index (also through a
// variable assigned from it) is kept: rounded otherwise, it could take
// another branch or read another element.
// RUN: clopt rewrite %s --kernel decides --set accumulate.split=1 -Rpass=accumulate -Rpass-analysis=accumulate -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=DECIDES
// RUN: clopt verify %s --kernel decides --set accumulate.split=1 --size N=45 --buffer a=N+4 --buffer t=8 | FileCheck %s --check-prefix=PASS

#define SCALE 2.0f
float triple(float v) { return v * 3.0f; }

#pragma clopt tune global(N) sizes(N = 64)
__kernel void kept(__global const float *a, __global float *out,
                   __global int *iout, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float s = 0.0f;
    float u = 0.0f;
    double d = 0.0;
    int n = 0;
    float t = 0.0f;
    for (int k = 0; k < 4; ++k) {
      s += a[x + k] * a[x] + a[x + k + 1];
      n += x * 2 + k;
      u += u * a[x + k] + a[x + k + 1];
      u += a[x + k] + (t = a[x + k + 2]);
      u += triple(a[x + k]) + a[x];
      u += a[x + k] * 2.0 + a[x + k + 1];
      d += a[x + k] * a[x] + a[x + k + 1];
      u += a[x + k] + SCALE;
    }
    out[x] = s + u + (float)d + t;
    iout[x] = n;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void vol(__global const float *a, __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    volatile float s = 0.0f;
    for (int k = 0; k < 4; ++k)
      s += a[x + k] * a[x] + a[x + 1];
    out[x] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void single(__global const float *a, __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float s = 0.0f;
    for (int k = 0; k < 4; ++k)
      s += a[x + k] * a[x];
    out[x] = s;
  }
}

#pragma clopt tune global(N) sizes(N = 64)
__kernel void decides(__global const float *a, __global const float *t,
                      __global float *out, int N) {
  int x = get_global_id(0);
  if (x < N) {
    float s = 0.0f, i = 0.0f, f = 0.0f;
    for (int k = 0; k < 4; ++k) {
      s += a[x + k] * a[x] + a[x + k + 1];
      i += a[x + k] * 2.0f + a[x];
      f += a[x + k] * a[x + 1] + a[x];
    }
    float j = i * 4.0f;
    out[x] = (s > 0.0f ? t[(int)j & 7] : 0.0f) + f;
  }
}

// DECIDES: remark: sum added into 's' kept as written: the value of 's' decides an index, a branch or an integer
// DECIDES: remark: sum added into 'i' kept as written: the value of 'i' decides an index, a branch or an integer
// DECIDES: remark: sum added into 'f' split into 2 accumulations
// WHY: remark: sum added into 's' split into 2 accumulations
// WHY: remark: sum added into 'n' kept as written: 'n' is not a floating-point variable
// WHY: remark: sum added into 'u' kept as written: a term reads 'u'
// WHY: remark: sum added into 'u' kept as written: a term may have a side effect
// WHY: remark: sum added into 'u' kept as written: a term may have a side effect
// WHY: remark: sum added into 'u' kept as written: a term has type 'double', not 'float'
// WHY: remark: sum added into 'd' kept as written: a term has type 'float', not 'double'
// WHY: remark: sum added into 'u' kept as written: the type of a term is not known to be 'float'
// CODE: s += a[x + k] * a[x];
// CODE-NEXT: s += a[x + k + 1];
// CODE-NEXT: n += x * 2 + k;
// CODE-NEXT: u += u * a[x + k] + a[x + k + 1];
// CODE-NEXT: u += a[x + k] + (t = a[x + k + 2]);
// CODE-NEXT: u += triple(a[x + k]) + a[x];
// CODE-NEXT: u += a[x + k] * 2.0 + a[x + k + 1];
// CODE-NEXT: d += a[x + k] * a[x] + a[x + k + 1];
// CODE-NEXT: u += a[x + k] + SCALE;
// PASS: PASS {{.*}}: every written buffer matches
// VOL: remark: no accumulated sum can be split: 's' is not a private, non-volatile variable [-Rpass-missed=accumulate]
// SINGLE: remark: no sum is added into an accumulator (`acc += a * b + c * d`) [-Rpass-missed=accumulate]
