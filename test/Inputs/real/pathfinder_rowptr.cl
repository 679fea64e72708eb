// Rodinia-style dynamic programming step: the cheapest of three neighbours
// of the previous row, with row pointers for the previous and current rows.
__kernel void pathfinder_step(__global const int *wall, __global const int *prev,
                              __global int *next, int cols, int row) {
  int x = get_global_id(0);
  if (x < cols) {
    __global const int *wrow = wall + row * cols;
    int best = prev[x];
    if (x > 0)
      best = min(best, prev[x - 1]);
    if (x < cols - 1)
      best = min(best, prev[x + 1]);
    next[x] = best + wrow[x];
  }
}
