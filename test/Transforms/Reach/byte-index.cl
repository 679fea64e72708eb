// RUN: clopt verify %s --kernel lut --set wgshape.d0=32 | FileCheck %s --check-prefix=LUT
// RUN: not clopt verify %s --kernel short_table --set wgshape.d0=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ASK
// A uchar value takes every value from 0 to 255, all inside a table of 256
// elements (a lookup table, a local histogram): random data is fine. A
// table of 255 elements is not, and clopt asks for the data.

#pragma clopt tune global(n) sizes(n = 4096) buffers(data = n)
__kernel void lut(__global const uchar *data, __global float *out, int n) {
  float table[256];
  int i = get_global_id(0);
  for (int k = 0; k < 256; k++)
    table[k] = k * 0.5f;
  if (i < n)
    out[i] = table[data[i]];
}

#pragma clopt tune global(n) sizes(n = 4096) buffers(data = n)
__kernel void short_table(__global const uchar *data, __global float *out, int n) {
  float table[255];
  int i = get_global_id(0);
  for (int k = 0; k < 255; k++)
    table[k] = k * 0.5f;
  if (i < n)
    out[i] = table[data[i]];
}

// LUT: PASS lut:
// ASK: buffer 'data' of kernel 'short_table' holds indices or loop bounds that clopt cannot keep in range with random data
