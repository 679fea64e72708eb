#!/usr/bin/env python3
"""Markdown table of tuning runs (bench/tune-suite.sh, bench/gpu/run.sh).

usage: tune-table.py DIR [TITLE]

DIR holds, per tuned file STEM and strategy S (auto, exhaustive):
  STEM.S.cl       clopt's output (its header comment gives, per kernel, the
                  problem, the times and the speedup)
  STEM.S.log      clopt's stderr (the summary line gives the evaluations)
  STEM.S.seconds  wall-clock seconds of the run
A run that failed has no .cl; its row says so.
"""
import os
import re
import sys

KERNEL = re.compile(r"^// Kernel '(\w+)' on (.*), driver (.*):$")
PROBLEM = re.compile(r"^//   problem: (.*)$")
SPEEDUP = re.compile(r"^//   speedup: ([0-9.]+)x \(([0-9.e+-]+) ms vs ([0-9.e+-]+) ms")
KEPT = re.compile(r"^//   no variant beat the original \(([0-9.e+-]+) ms\)")
PASSES = re.compile(r"^//   passes: (.*)$")
EVALS = re.compile(r"^(\w+): .*\[(\d+) evaluated")


def parse_output(path):
    """kernel -> dict(problem, naive, tuned, speedup, passes), device."""
    kernels, device, cur = {}, "", None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.startswith("//"):
                break
            m = KERNEL.match(line)
            if m:
                cur = kernels.setdefault(m.group(1), {"passes": "-"})
                device = f"{m.group(2)}, driver {m.group(3)}"
                continue
            if cur is None:
                continue
            if m := PROBLEM.match(line):
                cur["problem"] = m.group(1)
            elif m := SPEEDUP.match(line):
                cur["speedup"] = float(m.group(1))
                cur["tuned"] = float(m.group(2))
                cur["naive"] = float(m.group(3))
            elif m := KEPT.match(line):
                cur["speedup"] = 1.0
                cur["naive"] = cur["tuned"] = float(m.group(1))
            elif m := PASSES.match(line):
                cur["passes"] = m.group(1)
    return kernels, device


def read(path, default=""):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return default


def main():
    root = sys.argv[1]
    title = sys.argv[2] if len(sys.argv) > 2 else "clopt tuning"
    stems = sorted({n.split(".")[0] for n in os.listdir(root) if n.endswith(".log")})
    rows, device = [], ""
    for stem in stems:
        runs = {}
        for strat in ("auto", "exhaustive"):
            out = os.path.join(root, f"{stem}.{strat}.cl")
            log = read(os.path.join(root, f"{stem}.{strat}.log"))
            secs = read(os.path.join(root, f"{stem}.{strat}.seconds"), "").strip()
            evals = {m.group(1): m.group(2) for m in map(EVALS.match, log.splitlines()) if m}
            kernels, dev = parse_output(out) if os.path.exists(out) else ({}, "")
            device = device or dev
            err = ""
            if not kernels:
                last = [l for l in log.splitlines() if "error" in l]
                err = last[-1].replace("clopt: error: ", "") if last else "no output"
                err = "error: " + err.replace("|", "/")[:48] + ("..." if len(err) > 48 else "")
            runs[strat] = (kernels, evals, secs, err)
        names = sorted(set(runs["auto"][0]) | set(runs["exhaustive"][0])) or [stem]
        for k in names:
            rows.append((stem, k, runs))
    out = [f"# {title}", "", f"Device: {device or 'unknown'}", "",
           "| kernel | size | naive ms | tuned ms (auto) | speedup auto | speedup exhaustive "
           "| evaluations auto / exh. | seconds auto / exh. | passes (auto) |",
           "|---|---|---|---|---|---|---|---|---|"]
    for stem, k, runs in rows:
        a, e = runs["auto"], runs["exhaustive"]
        ka, ke = a[0].get(k), e[0].get(k)
        ref = ka or ke or {}
        def sp(r, run):
            return f"{r['speedup']:.2f}x" if r and "speedup" in r else (run[3] or "-")
        out.append("| {} | {} | {} | {} | {} | {} | {} / {} | {} / {} | {} |".format(
            k if k == stem else f"{stem}:{k}", ref.get("problem", "-"),
            f"{ref['naive']:.4g}" if "naive" in ref else "-",
            f"{ka['tuned']:.4g}" if ka and "tuned" in ka else "-",
            sp(ka, a), sp(ke, e), a[1].get(k, "-"), e[1].get(k, "-"),
            a[2] or "-", e[2] or "-", ka["passes"] if ka else "-"))
    print("\n".join(out))


if __name__ == "__main__":
    main()
