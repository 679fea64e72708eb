// Hand-written probe: 5x5 convolution with a register window along x as well
// as along y. Each work-item computes an XB x YB tile of outputs; every input
// row it touches is read once (XB + 4 values) and serves every output of the
// tile that uses it. Question: does cutting the loads per output (5 scalar
// loads per row per output in the y-window-only kernel, (XB + 4) / XB here,
// fewer load instructions still with VEC) make the kernel faster, i.e. do L1
// load wavefronts rather than DRAM limit it?
//
// Same signature and result as the naive kernel
// (test/Inputs/kernels/conv2d.cl): `in` is the image padded by R on every
// side, row pitch P = W + 2R, (H + 2R) rows; `out` is W x H.
//
// R is kept as a parameter for the signature only: the probe is written for
// R == 2 (the 5 x 5 window is unrolled at compile time), and with any other
// R it returns without writing, so verify at R != 2 reports FAIL. Run it with
// R=2 only.
//
// Per output the terms are added in the naive kernel's order (dy outer, dx
// inner, starting from 0.0f, in the same `sum += in * filt` form so that any
// contraction into fma is the same), so the result is bit-identical to it.
//
// Macros (prepended by run.sh):
//   XB  consecutive x outputs per work-item: 1, 2, 4, 8
//   YB  consecutive rows per work-item: 4, 8, 16
//   VEC how a row segment of XB + 4 values is read:
//       0 scalar loads
//       1 vload4 chunks (+ vload2 / scalar tail): only 4-byte alignment is
//         known, so the compiler may split them; whether it does is part of
//         the question
//       2 aligned float4 loads through a `__global const float4 *`; needs
//         XB % 4 == 0 (x0 = XB * id is then a multiple of 4, so the segment
//         x0 .. x0 + XB + 3 is exactly XB / 4 + 1 aligned chunks whenever the
//         row start is a multiple of 4 floats, i.e. when P % 4 == 0)
//   WST stores of a tile row: 0 scalar; 1 float4 chunks in VEC's style
//       (vstore4 for VEC=1, aligned float4 for VEC=2); needs XB % 4 == 0
//       and VEC > 0. Default: 1 where allowed. Wide loads make each work-item
//       own XB consecutive outputs, so scalar stores of a warp are strided by
//       XB; WST separates the cost of that from the cost of the loads.
//
// Ragged edges: a work-item whose tile is cut by W or H computes but never
// stores the points past the edge, and never reads past the padded input
// (rows < H + 4, columns < W + 4): its rows are limited to the valid ones,
// and a tile cut by W reads its row segments with guarded scalar loads (the
// wide paths are taken only by full tiles, whose segments end at or before
// column W + 3 of their row).
#ifndef XB
#define XB 4
#endif
#ifndef YB
#define YB 8
#endif
#ifndef VEC
#define VEC 0
#endif
#ifndef WST
#if VEC > 0 && XB % 4 == 0
#define WST 1
#else
#define WST 0
#endif
#endif
#if VEC == 2 && XB % 4 != 0
#error "VEC=2 needs XB % 4 == 0 (aligned float4 chunks)"
#endif
#if WST && (VEC == 0 || XB % 4 != 0)
#error "WST=1 needs VEC > 0 and XB % 4 == 0"
#endif

#define SEG (XB + 4) // input values per row segment

__kernel void conv2d(__global const float *in, __global const float *filt,
                     __global float *out, int W, int H, int R) {
  if (R != 2)
    return; // see the header: the probe is R == 2 only
  int x0 = get_global_id(0) * XB;
  int y0 = get_global_id(1) * YB;
  if (x0 >= W || y0 >= H)
    return;
  int P = W + 4;
  float f[25];
#pragma unroll
  for (int t = 0; t < 25; ++t)
    f[t] = filt[t];

  // Valid input columns of this item's segments (SEG unless cut by W) and
  // valid input rows; both bound every load below.
  int ncols = min(XB, W - x0) + 4;
  int rows = min(YB, H - y0) + 4;
  // One test per work-item (uniform over its rows) picks the unguarded
  // path; only the last tile along x of a ragged W fails it.
  bool full = ncols == SEG;
#if VEC == 2
  // Every row start (y0 + r) * P + x0 is a multiple of 4 floats iff P is (x0
  // is); the buffer's own alignment is checked too so the cast is never a
  // misaligned float4 access, whatever offset the host gave the buffer.
  bool fast = full && (P & 3) == 0 && ((size_t)in & 15) == 0;
#else
  bool fast = full;
#endif

  float sum[YB][XB];
#pragma unroll
  for (int c = 0; c < YB; ++c)
#pragma unroll
    for (int k = 0; k < XB; ++k)
      sum[c][k] = 0.0f;

#pragma unroll
  for (int r = 0; r < YB + 4; ++r) {
    if (r < rows) {
      const __global float *p = in + (y0 + r) * P + x0;
      float v[SEG];
      if (fast) {
#if VEC == 0
#pragma unroll
        for (int c = 0; c < SEG; ++c)
          v[c] = p[c];
#elif VEC == 1
#pragma unroll
        for (int q = 0; q < SEG / 4; ++q) {
          float4 t = vload4(q, p);
          v[4 * q + 0] = t.s0;
          v[4 * q + 1] = t.s1;
          v[4 * q + 2] = t.s2;
          v[4 * q + 3] = t.s3;
        }
#if SEG % 4 == 2
        float2 t2 = vload2(0, p + SEG - 2);
        v[SEG - 2] = t2.s0;
        v[SEG - 1] = t2.s1;
#elif SEG % 4 == 1
        v[SEG - 1] = p[SEG - 1];
#endif
#else // VEC == 2
        const __global float4 *p4 = (const __global float4 *)p;
#pragma unroll
        for (int q = 0; q < SEG / 4; ++q) {
          float4 t = p4[q];
          v[4 * q + 0] = t.s0;
          v[4 * q + 1] = t.s1;
          v[4 * q + 2] = t.s2;
          v[4 * q + 3] = t.s3;
        }
#endif
      } else {
        // A tile cut by W (or, for VEC=2, a row pitch that is not a multiple
        // of 4): scalar loads, none past column W + 3. The zeros feed only
        // outputs that are never stored.
#pragma unroll
        for (int c = 0; c < SEG; ++c) {
          v[c] = 0.0f;
          if (c < ncols)
            v[c] = p[c];
        }
      }
      // Row r is dy = r - c of output row c; r ascends, so each output gets
      // its dy terms in order, dx inner, as in the naive kernel.
#pragma unroll
      for (int c = 0; c < YB; ++c) {
        int dy = r - c;
        if (dy >= 0 && dy < 5) {
#pragma unroll
          for (int k = 0; k < XB; ++k)
#pragma unroll
            for (int dx = 0; dx < 5; ++dx)
              sum[c][k] += v[k + dx] * f[dy * 5 + dx];
        }
      }
    }
  }

  int nx = ncols - 4;
#if WST && VEC == 2
  // Output rows start at multiples of 4 floats iff W is.
  bool wide = full && (W & 3) == 0 && ((size_t)out & 15) == 0;
#elif WST
  bool wide = full;
#endif
#pragma unroll
  for (int c = 0; c < YB; ++c) {
    if (c < rows - 4) {
      __global float *o = out + (y0 + c) * W + x0;
#if WST
      if (wide) {
#pragma unroll
        for (int q = 0; q < XB / 4; ++q) {
          float4 t = (float4)(sum[c][4 * q + 0], sum[c][4 * q + 1],
                              sum[c][4 * q + 2], sum[c][4 * q + 3]);
#if VEC == 2
          ((__global float4 *)o)[q] = t;
#else
          vstore4(t, q, o);
#endif
        }
      } else
#endif
      {
#pragma unroll
        for (int k = 0; k < XB; ++k)
          if (k < nx)
            o[k] = sum[c][k];
      }
    }
  }
}
