// RUN: clopt verify %s --kernel in_range --set wgshape.d0=32 | FileCheck %s
// RUN: not clopt verify %s --kernel out_of_range --set wgshape.d0=32 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ASK
// A buffer value used as an index into a private array through `v % C` or
// `v & M` of an unsigned v stays inside the array whatever the data (C no
// larger than the array, M smaller): random data is fine. With a larger C
// clopt asks for the data instead of running out of bounds.

#pragma clopt tune global(rows) sizes(rows = 64, n = 37) buffers(data = rows * n, hist = rows * 16)
__kernel void in_range(__global const uchar *data, __global int *hist, int rows,
                       int n) {
  int r = get_global_id(0);
  if (r < rows) {
    int bins[16] = {0};
    for (int k = 0; k < n; k++) {
      bins[data[r * n + k] % 16]++;
      bins[data[r * n + k] & 15] += 2;
    }
    for (int b = 0; b < 16; b++)
      hist[r * 16 + b] = bins[b];
  }
}

#pragma clopt tune global(rows) sizes(rows = 64, n = 37) buffers(data = rows * n, hist = rows * 16)
__kernel void out_of_range(__global const uchar *data, __global int *hist,
                           int rows, int n) {
  int r = get_global_id(0);
  if (r < rows) {
    int bins[16] = {0};
    for (int k = 0; k < n; k++)
      bins[data[r * n + k] % 17]++;
    for (int b = 0; b < 16; b++)
      hist[r * 16 + b] = bins[b];
  }
}

// CHECK: PASS in_range:
// ASK: buffer 'data' of kernel 'out_of_range' holds indices or loop bounds that clopt cannot keep in range with random data
