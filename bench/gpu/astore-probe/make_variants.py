"""Variants of the suite's tuned SGEMM kernel (tuned.cl, taken from run d's
runs.tar.gz) that change only how the transposed A tile is stored into
local memory:
  rows8: a warp's 32 copies cover 8 rows x 4 k-groups (4-way bank conflicts
         on the transposed stores instead of 8-way);
  pad4:  A's tile rows are 132 floats (16-byte aligned still);
  rows8-pad4: both (2-way conflicts).
Writes tuned.cl, NAME.cl and their .cl.yaml files beside this script."""
import os
import tarfile

here = os.path.dirname(os.path.abspath(__file__))
runs = os.path.join(here, '..', '..', 'results', '2026-11-24-h100-d', 'part-gemm',
                    'runs.tar.gz')
with tarfile.open(runs) as tar:
    src = tar.extractfile('runs/sgemm.tuned.cl').read().decode()
    yaml = tar.extractfile('runs/sgemm.tuned.cl.yaml').read().decode()
open(os.path.join(here, 'tuned.cl'), 'w').write(src)
open(os.path.join(here, 'tuned.cl.yaml'), 'w').write(yaml)
OLD_MAP = "      const int cp_1 = cp / 8;\n      const int cp_0 = cp % 8 * 4;\n"
NEW_MAP = ("      const int cp_1 = cp / 32 % 16 * 8 + cp % 8;\n"
           "      const int cp_0 = (cp / 512 * 4 + cp % 32 / 8) * 4;\n")
OLD_DECL = "__local float lm_A[32][128]"
NEW_DECL = "__local float lm_A[32][132]"
assert src.count(OLD_MAP) == 1 and src.count(OLD_DECL) == 1
variants = {
    'rows8': src.replace(OLD_MAP, NEW_MAP),
    'pad4': src.replace(OLD_DECL, NEW_DECL),
    'rows8-pad4': src.replace(OLD_MAP, NEW_MAP).replace(OLD_DECL, NEW_DECL),
}
for name, text in variants.items():
    open(os.path.join(here, name + '.cl'), 'w').write(text)
    open(os.path.join(here, name + '.cl.yaml'), 'w').write(
        yaml.replace('source: sgemm.tuned.cl', 'source: %s.cl' % name))
