"""Variants of the suite's tuned SGEMM kernel (tuned.cl) that change only how
the transposed A tile is stored into local memory:
  rows8: a warp's 32 copies cover 8 rows x 4 k-groups (4-way bank conflicts
         on the transposed stores instead of 8-way);
  pad4:  A's tile rows are 132 floats (16-byte aligned still);
  rows8-pad4: both (2-way conflicts).
Writes NAME.cl and NAME.cl.yaml beside tuned.cl."""
import os
here = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(here, 'tuned.cl')).read()
yaml = open(os.path.join(here, 'tuned.cl.yaml')).read()
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
