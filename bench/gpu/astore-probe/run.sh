#!/usr/bin/env bash
# Times the suite's tuned SGEMM kernel against variants that store the
# transposed A tile with fewer bank conflicts (make_variants.py), each checked
# against the naive kernel by clopt verify --time; twice, interleaved.
#   bash bench/gpu/astore-probe/run.sh BIN DEVICE [N]
here=$(cd "$(dirname "$0")" && pwd)
K=$here/../../../test/Inputs/kernels/matmul.cl
python3 "$here/make_variants.py"
for round in 1 2; do
  for v in tuned rows8 pad4 rows8-pad4; do
    echo "== $v (round $round)"
    "$1/clopt" verify "$K" --variant "$here/$v.cl" --time --device "$2" --size N=${3:-4096} 2>&1 | tail -2
  done
done
