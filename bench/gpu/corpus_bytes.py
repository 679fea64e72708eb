#!/usr/bin/env python3
"""Completes a corpus table (bench/gpu/corpus.sh) whose tune output gave no
byte count, with the bytes that clopt counts for the same kernels at the same
sizes on another device (the count depends on the problem, not the device):

  corpus_bytes.py GPU.md BYTES.md COPY_GB_S > TABLE.md

GPU.md is the device's corpus.md; BYTES.md a corpus.md from
`tune_corpus.py --grow K` at the same K on any device (its "bytes counted"
column). Each row gets bytes / the device's kept-or-tuned time as its
achieved bandwidth, and that as a fraction of COPY_GB_S.
"""
import sys


def rows(path):
    header, out = None, {}
    for line in open(path):
        cells = [c.strip() for c in line.split("|")[1:-1]]
        if not cells or set(cells[0]) <= {"-"}:
            continue
        if cells[0] == "kernel":
            header = cells
            continue
        out[cells[0]] = dict(zip(header, cells))
    return out


def main():
    gpu, counted, copy = rows(sys.argv[1]), rows(sys.argv[2]), float(sys.argv[3])
    print("| kernel | result | original ms | tuned ms | speedup | bytes counted | "
          "achieved GB/s | of copy bandwidth |")
    print("|---|---|---|---|---|---|---|---|")
    for name, g in gpu.items():
        b = counted.get(name, {}).get("bytes counted", "-")
        orig, best = g["original ms"], g["tuned ms"]
        speed = (f"{float(orig) / float(best):.2f}x" if "-" not in (orig, best) else "-")
        rate = frac = "-"
        if b not in ("-", "") and best != "-":
            gbs = int(b) / (float(best) / 1e3) / 1e9
            rate, frac = f"{gbs:.0f}", f"{100 * gbs / copy:.0f}%"
        result = g["result"].split(" with ")[0]
        print(f"| {name} | {result} | {orig} | {best} | {speed} | {b} | {rate} | {frac} |")


if __name__ == "__main__":
    main()
