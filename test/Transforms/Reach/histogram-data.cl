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

// A global histogram (AMD's): `bins[data[i] % nbins]`, bins a buffer. The
// random data are drawn in [0, length of bins), and `v % m` or `v & m` of
// such a value is no larger than it: random data is fine there too.
// RUN: clopt verify %s --kernel global_bins --variant %s --size n=1000 --size nbins=7 \
// RUN:   | FileCheck %s --check-prefix=GLOBAL
// RUN: not clopt verify %s --kernel global_bins_by_data --variant %s --size n=1000 --size nbins=7 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ASK2
#pragma clopt tune global(n) sizes(n = 4096, nbins = 64) buffers(bins = nbins)
__kernel void global_bins(__global const uint *data, __global uint *bins, int n,
                          int nbins) {
  int i = get_global_id(0);
  if (i < n) {
    uint v = data[i] & 1023u;
    atomic_inc(&bins[data[i] % nbins]);
    atomic_add(&bins[v % nbins], 2u);
  }
}
// GLOBAL: PASS global_bins:

// The modulus is itself read from memory: not kept in range.
#pragma clopt tune global(n) sizes(n = 4096, nbins = 64) buffers(bins = nbins, mods = n)
__kernel void global_bins_by_data(__global const uint *data, __global const uint *mods,
                                  __global uint *bins, int n, int nbins) {
  int i = get_global_id(0);
  if (i < n)
    atomic_inc(&bins[data[i] & mods[i]]);
}
// ASK2: kernel 'global_bins_by_data' hold{{s?}} indices or loop bounds that clopt cannot keep in range with random data
