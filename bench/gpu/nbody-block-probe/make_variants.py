#!/usr/bin/env python3
"""Writes nbody_block.cl with its macros set, one variant per (P, L, WG, U),
each with the .cl.yaml sidecar `clopt verify --variant` reads its launch
from: global[0] = roundUp(ceil(G0 / P) * L, WG), local[0] = WG.

usage: make_variants.py OUTDIR  (prints the variant names)"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
SHAPES = [(1, 32, 64, 8), (2, 32, 64, 8), (4, 32, 64, 4), (8, 32, 64, 2),
          (4, 32, 128, 4), (4, 16, 64, 4), (8, 16, 64, 2), (4, 8, 64, 4)]
SIDECAR = """clopt_tuned: 1
clopt_version: "0.1.0"
source: {name}.cl
kernels:
  - name: nbody
    args:
      - {{name: pos, kind: buffer, type: float}}
      - {{name: acc, kind: buffer, type: float}}
      - {{name: N, kind: scalar, type: int}}
      - {{name: eps2, kind: scalar, type: float}}
    geometry:
      work_dim: 1
      dims:
        - {{divisor: {P}, multiplier: {L}, local: {WG}, required_multiple: 1}}
"""
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
src = open(os.path.join(here, 'nbody_block.cl')).read()
for P, L, WG, U in SHAPES:
    name = f"p{P}-l{L}-wg{WG}-u{U}"
    head = f"#define P {P}\n#define L {L}\n#define WG {WG}\n#define U {U}\n"
    open(os.path.join(out, name + '.cl'), 'w').write(head + src)
    open(os.path.join(out, name + '.cl.yaml'), 'w').write(
        SIDECAR.format(name=name, P=P, L=L, WG=WG))
    print(name)
