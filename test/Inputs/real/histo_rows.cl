// Per-row 16-bin histogram of byte data: the bin counters live in a private
// array set to zero with {0}.
#define BINS 16
__kernel void row_histogram(__global const uchar *data, __global int *hist,
                            int rows, int n) {
  int r = get_global_id(0);
  if (r < rows) {
    int bins[BINS] = {0};
    for (int k = 0; k < n; k++)
      bins[data[r * n + k] % BINS]++;
    for (int b = 0; b < BINS; b++)
      hist[r * BINS + b] = bins[b];
  }
}
