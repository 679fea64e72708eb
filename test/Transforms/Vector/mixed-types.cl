// Lanes meet a value of another type. C computes `255 - in[x]` on uchar in
// int (the integer promotions) and narrows it where it stores it; a vector
// computes in its lanes' type, and OpenCL rejects an int scalar with uchar4
// (the vector pass's output did not parse, and the pass was dropped with
// an internal error, silently without --remarks). The lanes now compute in
// the original's type, converted where it converts:
// convert_uchar4(255 - convert_int4(v)). A double operand makes the
// original compute in double: float lanes would round differently, so the
// lanes do not apply and say why.
// RUN: clopt rewrite %s --kernel inv3 --set coarsen.d0=4 --set vector.width=4 -Rpass=vector 2>&1 \
// RUN:   | FileCheck %s --check-prefix=INV
// RUN: clopt verify %s --kernel inv3 --set coarsen.d0=4 --set vector.width=4 --size N=1001 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel avg --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=AVG
// RUN: clopt verify %s --kernel avg --set coarsen.d0=4 --set vector.width=4 --size N=1001 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel neg --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=NEG
// RUN: clopt verify %s --kernel neg --set coarsen.d0=4 --set vector.width=4 --size N=1001 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel acc --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=ACC
// RUN: clopt verify %s --kernel acc --set coarsen.d0=4 --set vector.width=4 --size N=1001 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel wide --set coarsen.d0=4 --set vector.width=4 | FileCheck %s --check-prefix=WIDE
// RUN: clopt verify %s --kernel wide --set coarsen.d0=4 --set vector.width=4 --size N=1001 \
// RUN:   --size k=7 | FileCheck %s --check-prefix=PASS
// RUN: clopt rewrite %s --kernel affinef --set coarsen.d0=4 --set vector.width=4 \
// RUN:   | FileCheck %s --check-prefix=FLOAT
// RUN: clopt rewrite %s --kernel affine --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: clopt rewrite %s --kernel accdiv --set coarsen.d0=4 --set vector.width=4 \
// RUN:   -Rpass-missed=vector 2>&1 | FileCheck %s --check-prefix=DIV
// No rewrite here has an internal error.
// RUN: clopt rewrite %s --kernel affine --set coarsen.d0=4 --set vector.width=4 --remarks \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=NOERR --implicit-check-not='internal error'
// NOERR: remark: each work-item computes 4 points [-Rpass=coarsen]
// PASS: PASS {{.*}}: every written buffer matches

// INV: remark: the 4 points of each work-item along dimension 0 are the lanes of vector values [-Rpass=vector]
// INV: {{^}}    vstore4(convert_uchar4(255 - convert_int4(vload4(0, in + x))), 0, out + x);
#pragma clopt tune global(N) sizes(N = 4096) buffers(in = N, out = N)
__kernel void inv3(__global const uchar *in, __global uchar *out, int N) {
  int x = get_global_id(0);
  if (x < N) out[x] = 255 - in[x];
}

// The sum of two uchars is an int: the average of 200 and 100 is 150, not
// (300 mod 256) / 2.
// AVG: {{^}}    vstore4(convert_uchar4((convert_int4(vload4(0, a + x)) + convert_int4(vload4(0, b + x))) / 2), 0, o + x);
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void avg(__global const uchar *a, __global const uchar *b,
                  __global uchar *o, int N) {
  int x = get_global_id(0);
  if (x < N) o[x] = (a[x] + b[x]) / 2;
}

// NEG: {{^}}    vstore4(convert_short4(-convert_int4(vload4(0, a + x)) * 3), 0, o + x);
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void neg(__global const short *a, __global short *o, int N) {
  int x = get_global_id(0);
  if (x < N) o[x] = -a[x] * 3;
}

// `o += v` keeps the low bits whatever type v is computed in.
// ACC: {{^}}    vstore4(vload4(0, o + x) + (convert_uchar4(convert_int4(vload4(0, a + x)) * 7)), 0, o + x);
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void acc(__global const uchar *a, __global uchar *o, int N) {
  int x = get_global_id(0);
  if (x < N) o[x] += a[x] * 7;
}

// A long operand and a literal past INT_MAX: the original computes in long.
// WIDE: {{^}}    vstore4(convert_uint4(convert_long4(vload4(0, a + x)) / k + 3000000000), 0, o + x);
#pragma clopt tune global(N) sizes(N = 1000, k = 3)
__kernel void wide(__global const uint *a, __global uint *o, int N, long k) {
  int x = get_global_id(0);
  if (x < N) o[x] = a[x] / k + 3000000000;
}

// float operands and an int literal: float, as in the original.
// FLOAT: {{^}}    vstore4(vload4(0, a + x) * 0.5f + 1, 0, b + x);
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void affinef(__global const float *a, __global float *b, int N) {
  int x = get_global_id(0);
  if (x < N) b[x] = a[x] * 0.5f + 1;
}

// DOUBLE: mixed-types.cl:[[@LINE+4]]:14: remark: the original computes in 'double' where the lanes hold 'float' (an operand of another type): vectors of 'float' would round differently [-Rpass-missed=vector]
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void affine(__global const float *a, __global float *b, int N) {
  int x = get_global_id(0);
  if (x < N) b[x] = a[x] * 0.5 + 1;
}

// DIV: mixed-types.cl:[[@LINE+4]]:14: remark: '/=' on lanes of 'uchar' computes in 'int' in the original: the lanes' type would give another result [-Rpass-missed=vector]
#pragma clopt tune global(N) sizes(N = 1000)
__kernel void accdiv(__global const uchar *a, __global uchar *o, int N) {
  int x = get_global_id(0);
  if (x < N) o[x] /= a[x] + 1;
}
