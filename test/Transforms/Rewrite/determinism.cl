// Same input and parameters give byte-identical output.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set coarsen.d0=2 --set coarsen.d1=2 --set unroll.factor=2 --set wgshape.d0=8 --set wgshape.d1=8 -o %t.1.cl
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set tile.k=16 --set coarsen.d0=2 --set coarsen.d1=2 --set unroll.factor=2 --set wgshape.d0=8 --set wgshape.d1=8 -o %t.2.cl
// RUN: cmp %t.1.cl %t.2.cl
// The order of --set options does not matter either.
// RUN: clopt rewrite %inputs/kernels/matmul.cl --set wgshape.d1=8 --set wgshape.d0=8 --set unroll.factor=2 --set coarsen.d1=2 --set coarsen.d0=2 --set tile.k=16 -o %t.3.cl
// RUN: cmp %t.1.cl %t.3.cl
