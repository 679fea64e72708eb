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

usage: tune_corpus.py --clopt PATH [--budget N] [--scale K] [--markdown OUT.md]
                      FILE.cl...
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile


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


def scaled_sizes(path, kernel, scale):
    """--size options that divide every integer size above 64 by scale
    (a quick run: smaller problems, the same kernels and the same spec)."""
    if scale == 1:
        return []
    return [f"--size={name}={max(64, value // scale)}"
            for name, value in spec_sizes(path, kernel).items() if value > 64]


def extra_flags(path):
    m = re.search(r"^//\s*clopt-flags:(.*)$", open(path).read(), re.M)
    return shlex.split(m.group(1)) if m else []


def pass_reasons(clopt, path, kernel, flags):
    """({pass: reason or None}) from `rewrite --list-params` for one kernel."""
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
    cmd = [args.clopt, path, "-o", out, "--kernel", kernel, "--budget",
           str(args.budget), "--db", os.path.join(work, "db.yaml"), "--seed",
           "1"] + flags
    proc = subprocess.run(cmd, capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr, cmd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clopt", default="clopt")
    ap.add_argument("--budget", default="3")
    ap.add_argument("--markdown")
    ap.add_argument("--scale", type=int, default=1,
                    help="divide every integer size above 64 by this")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()

    rows = []
    counts = {"CHANGED": 0, "KEPT": 0, "ERROR": 0}
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
                passes = pass_reasons(args.clopt, path, kernel, flags)
                usable = sorted(p for p, why in passes.items() if why is None)
                missing = {p: why for p, why in passes.items() if why}
                rc, text, cmd = tune(args, path, kernel,
                                     flags + scaled_sizes(path, kernel, args.scale),
                                     work)
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
                rows.append((label, status, detail, usable, missing))
    total = sum(counts.values())
    print(f"{total} kernels: {counts['CHANGED']} changed, {counts['KEPT']} kept "
          f"with their reasons, {counts['ERROR']} errors")
    if args.markdown:
        write_markdown(args.markdown, rows)
    return 1 if counts["ERROR"] else 0


def write_markdown(path, rows):
    with open(path, "w") as f:
        f.write("| kernel | result | applicable passes | not applicable (reason) |\n")
        f.write("|---|---|---|---|\n")
        for label, status, detail, usable, missing in rows:
            why = "<br>".join(f"{p}: {w}" for p, w in missing.items()) or "-"
            f.write(f"| {label} | {status}: {detail} | {' '.join(usable) or '-'} | "
                    f"{why.replace('|', '/')} |\n")


if __name__ == "__main__":
    sys.exit(main())
