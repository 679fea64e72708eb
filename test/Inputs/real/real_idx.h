// Indexing helpers shared by several kernels (as in many benchmark suites).
#ifndef REAL_IDX_H
#define REAL_IDX_H
#define IDX2(row, col, ld) ((row) * (ld) + (col))
#define IDX3(z, y, x, ny, nx) (((z) * (ny) + (y)) * (nx) + (x))
#endif
