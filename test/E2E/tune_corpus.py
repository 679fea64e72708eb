#!/usr/bin/env python3
"""Tunes every kernel of a corpus of kernel files on the default device.

Each FILE.cl comes with its problem spec FILE.cl.yaml; every kernel the spec
names is tuned alone (`--kernel NAME`) with a small budget, and the tune
re-verifies its winner at a smaller and a larger size before it may replace
the original. A line per kernel says what happened:

  CHANGED  file.cl:kernel 1.42x  passes: tile coarsen
  KEPT     file.cl:kernel (no variant beat the original)  not applicable: ...
  KEPT     file.cl:kernel no significant gain (the bound is not above 1x): best
           candidate v3: 1.06x (bound 0.98x ...)
  ERROR    file.cl:kernel <the message>

and, for a kernel left as written, which passes could not apply and why (the
reasons of `clopt rewrite --list-params`). A kernel is an ERROR when tuning
fails or when it is kept without a single pass that could apply and without
a reason for each pass that could not. The last line gives the totals; the
exit status is 1 when any kernel is an ERROR.

A file may name extra build options in a comment line
`// clopt-flags: -D NAME=VALUE ...` (what its host passes).

usage: tune_corpus.py --clopt PATH [--budget N] [--scale K | --grow K]
                      [--clopt-arg ARG]... [--copy-gbs X] [--stop-after SEC]
                      [--markdown OUT.md] FILE.cl...

--grow K multiplies every integer size above 64 by K (GPU-sized problems),
--clopt-arg passes an option to every clopt command (e.g. --device=H100),
--copy-gbs gives the device's copy bandwidth, so that the table shows each
kernel's achieved bandwidth (bytes read + written once, as clopt prints it)
as a fraction of it, and --stop-after starts no kernel after SEC seconds
(the rest are listed as SKIPPED, not as errors).
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time


def spec_kernels(path):
    """Kernel names under 'kernels:' in FILE.cl.yaml, in file order."""
    names = []
    try:
        lines = open(path + ".yaml").read().splitlines()
    except OSError:
        return names
    for line in lines:
        m = re.match(r"^  ([A-Za-z_]\w*):\s*$", line)
        if m:
            names.append(m.group(1))
    return names


def spec_sizes(path, kernel):
    """{name: integer value} of 'sizes:' under one kernel of FILE.cl.yaml."""
    text = open(path + ".yaml").read()
    m = re.search(rf"^  {re.escape(kernel)}:\s*$(.*?)(?=^  \S|\Z)", text, re.M | re.S)
    if not m or "inputs:" in m.group(1):
        return {}  # sizes tied to given data files stay as they are
    sizes = re.search(r"sizes:\s*\{([^}]*)\}", m.group(1))
    out = {}
    for item in (sizes.group(1).split(",") if sizes else []):
        name, _, value = item.partition(":")
        if re.fullmatch(r"\s*\d+\s*", value):
            out[name.strip()] = int(value)
    return out


def scaled_sizes(path, kernel, scale, grow=1):
    """--size options that divide every integer size above 64 by scale (a
    quick run: smaller problems, the same kernels and the same spec), or
    multiply it by grow (problems sized for a GPU)."""
    if scale == 1 and grow == 1:
        return []
    return [f"--size={name}={max(64, value // scale) * grow}"
            for name, value in spec_sizes(path, kernel).items() if value > 64]


def extra_flags(path):
    m = re.search(r"^//\s*clopt-flags:(.*)$", open(path).read(), re.M)
    return shlex.split(m.group(1)) if m else []


def pass_reasons(clopt, path, kernel, flags):
    """({pass: reason or None}) from `rewrite --list-params` for one kernel."""
    flags = [f for f in flags if not f.startswith(("--device", "--platform"))]
    out = subprocess.run([clopt, "rewrite", path, "--list-params"] + flags,
                         capture_output=True, text=True).stdout
    passes, current = {}, None
    for line in out.splitlines():
        m = re.match(r"^kernel (\S+)", line)
        if m:
            current = m.group(1)
            continue
        m = re.match(r"^  (\w+):( not applicable: (.*))?$", line)
        if m and current == kernel:
            passes[m.group(1)] = m.group(3)
    return passes


def tune(args, path, kernel, flags, work):
    out = os.path.join(work, f"{kernel}.tuned.cl")
    report = os.path.join(work, f"{kernel}.report.json")
    cmd = [args.clopt, path, "-o", out, "--kernel", kernel, "--budget",
           str(args.budget), "--db", os.path.join(work, "db.yaml"), "--seed",
           "1", "--emit-report", report] + flags
    if os.path.exists(report):
        os.remove(report)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr, cmd, report


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clopt", default="clopt")
    ap.add_argument("--budget", default="3")
    ap.add_argument("--markdown")
    ap.add_argument("--scale", type=int, default=1,
                    help="divide every integer size above 64 by this")
    ap.add_argument("--grow", type=int, default=1,
                    help="multiply every integer size above 64 by this")
    ap.add_argument("--clopt-arg", action="append", default=[],
                    help="an option for every clopt command (repeatable)")
    ap.add_argument("--copy-gbs", type=float,
                    help="the device's copy bandwidth in GB/s")
    ap.add_argument("--stop-after", type=float,
                    help="start no kernel after this many seconds")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    started = time.monotonic()

    rows = []
    counts = {"CHANGED": 0, "KEPT": 0, "ERROR": 0, "SKIPPED": 0}
    with tempfile.TemporaryDirectory(prefix="clopt-corpus-") as work:
        for path in args.files:
            flags = extra_flags(path)
            kernels = spec_kernels(path)
            if not kernels:
                print(f"ERROR    {os.path.basename(path)}: no kernel in its spec")
                counts["ERROR"] += 1
                continue
            for kernel in kernels:
                label = f"{os.path.basename(path)}:{kernel}"
                if args.stop_after and time.monotonic() - started > args.stop_after:
                    counts["SKIPPED"] += 1
                    print(f"SKIPPED  {label} (past --stop-after)")
                    continue
                passes = pass_reasons(args.clopt, path, kernel, flags + args.clopt_arg)
                usable = sorted(p for p, why in passes.items() if why is None)
                missing = {p: why for p, why in passes.items() if why}
                rc, text, cmd, report = tune(args, path, kernel,
                                             flags + args.clopt_arg +
                                             scaled_sizes(path, kernel, args.scale,
                                                          args.grow),
                                             work)
                timing = measured(text, kernel, report)
                speed = re.search(rf"^{re.escape(kernel)}: ([0-9.]+)x faster",
                                  text, re.M)
                applied = re.search(r"faster than the original (\(.*? vs .*?\)) "
                                    r"with (.*?) \[", text, re.M)
                if rc != 0:
                    status, detail = "ERROR", text.strip().splitlines()[-1:]
                    detail = detail[0] if detail else f"exit status {rc}"
                elif speed:
                    status = "CHANGED"
                    detail = (f"{speed.group(1)}x {applied.group(1)} with "
                              f"{applied.group(2)}" if applied else f"{speed.group(1)}x")
                elif not passes or (not usable and len(missing) != len(passes)):
                    status, detail = "ERROR", "kept, and no reason for every pass"
                else:
                    # A faster candidate that was not faster with confidence,
                    # or not by --min-speedup, is named with its numbers.
                    no_gain = re.search(rf"^{re.escape(kernel)}: (best candidate .*?): "
                                        r"no significant gain \((.*?)\); the original",
                                        text, re.M)
                    status, detail = "KEPT", (
                        f"no significant gain ({no_gain.group(2)}): {no_gain.group(1)}"
                        if no_gain else "no variant beat the original")
                counts[status] += 1
                print(f"{status:8} {label} {detail}")
                for p, why in missing.items():
                    print(f"           {p}: not applicable: {why}")
                if status == "ERROR":
                    print(f"           $ {' '.join(cmd)}")
                rows.append((label, status, detail, usable, missing, timing))
    total = sum(counts.values())
    print(f"{total} kernels: {counts['CHANGED']} changed, {counts['KEPT']} kept "
          f"with their reasons, {counts['ERROR']} errors"
          + (f", {counts['SKIPPED']} skipped" if counts["SKIPPED"] else ""))
    if args.markdown:
        write_markdown(args.markdown, rows, args.copy_gbs)
    return 1 if counts["ERROR"] else 0


def measured(text, kernel, report):
    """(original ms, kept or tuned ms, bytes counted, achieved GB/s) of one
    tune; None where it does not say. The times are those of the summary
    line (for a kept kernel, the original's time that its bandwidth was
    computed from); the bytes and the bandwidth come from the report."""
    k = re.escape(kernel)
    orig = re.search(rf"^clopt: {k}: original ([0-9.]+) ms", text, re.M)
    tuned = re.search(rf"^{k}: [0-9.]+x (?:faster than the original|the speed of the "
                      rf"original[^(]*) \(([0-9.]+) ms vs ([0-9.]+) ms\)", text, re.M)
    counted = achieved = None
    try:
        for entry in json.load(open(report))["clopt"]["kernels"]:
            if entry.get("name") == kernel:
                counted = entry.get("bytes_counted")
                achieved = entry.get("achieved_gb_s")
    except (OSError, ValueError, KeyError, TypeError):
        pass
    if tuned:
        orig_ms, best_ms = float(tuned.group(2)), float(tuned.group(1))
    elif counted and achieved:
        orig_ms = best_ms = counted / achieved / 1e6
    else:
        orig_ms = best_ms = float(orig.group(1)) if orig else None
    return orig_ms, best_ms, counted, achieved


def write_markdown(path, rows, copy_gbs=None):
    with open(path, "w") as f:
        f.write("| kernel | result | original ms | tuned ms | bytes counted | achieved GB/s | "
                "of copy bandwidth | applicable passes | not applicable (reason) |\n")
        f.write("|---|---|---|---|---|---|---|---|---|\n")
        for label, status, detail, usable, missing, timing in rows:
            why = "<br>".join(f"{p}: {w}" for p, w in missing.items()) or "-"
            orig_ms, best_ms, counted, gbs = timing
            fmt = lambda v: "-" if v is None else f"{v:.4g}"
            frac = f"{100 * gbs / copy_gbs:.0f}%" if gbs and copy_gbs else "-"
            f.write(f"| {label} | {status}: {detail} | {fmt(orig_ms)} | {fmt(best_ms)} | "
                    f"{counted or '-'} | {fmt(gbs)} | {frac} | {' '.join(usable) or '-'} | "
                    f"{why.replace('|', '/')} |\n")


if __name__ == "__main__":
    sys.exit(main())
