#!/usr/bin/env python3
"""Checks sampled pass settings against the original kernel at ragged sizes.

    ragged_check.py --clopt PATH [--samples K] [--seed S] [--stop-after SEC]
                    [--clopt-arg ARG]... FILE.cl...

For each kernel of each FILE.cl (its problem spec: FILE.cl.yaml or a
`#pragma clopt tune` line), the parameters `clopt rewrite --list-params`
lists are sampled K times (default 6; seeded): each pass that applies is
left out or given a value drawn from its listed choices for every
parameter. A setting `clopt rewrite` refuses (a constraint of the space) is
drawn again, up to 20 times. Each accepted setting is then run by
`clopt verify` against the original at two sizes the search never saw:
every integer size of the spec above 16 made ragged, once below it
(3/8 of it, plus 5) and once above it (plus 13); smaller sizes (radii,
filter widths) stay. `clopt verify` builds both kernels on the device,
runs them on the same random inputs and compares every output element.

A line per run: PASS, FAIL (the outputs differ: a wrong rewrite), or ERROR
(clopt stopped with a message: the setting, size or device refused it,
or the variant's stated precondition or the device's work-group limit
rules out that launch;
printed with its last line, to read, since a refusal is not a wrong
result). The last line gives the totals; the exit status is 1 when any run
FAILs. Used on the GPU to check the passes where work-items really run in
parallel and the vendor's compiler builds them (bench/gpu/README or the
results' README says how), and on PoCL as is.
"""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "test", "E2E"))
import tune_corpus  # noqa: E402  (spec_kernels, spec_sizes, extra_flags)

PRAGMA = re.compile(r"^\s*#\s*pragma\s+clopt\s+tune\b(.*)$", re.M)


def pragma_sizes(path):
    """{kernel or None: {name: value}} of `#pragma clopt tune ... sizes(...)`:
    a pragma applies to the kernel defined after it."""
    text = open(path).read()
    out = {}
    for m in PRAGMA.finditer(text):
        sizes = re.search(r"sizes\s*\(([^)]*)\)", m.group(1))
        after = re.search(r"__kernel\s+void\s+(\w+)|kernel\s+void\s+(\w+)",
                          text[m.end():])
        name = (after.group(1) or after.group(2)) if after else None
        values = {}
        for item in (sizes.group(1).split(",") if sizes else []):
            key, _, value = item.partition("=")
            if re.fullmatch(r"\s*\d+\s*", value):
                values[key.strip()] = int(value)
        out[name] = values
    return out


def kernels_and_sizes(path):
    """[(kernel, {size name: value})] from the spec beside FILE.cl, else from
    its pragmas."""
    if os.path.exists(path + ".yaml"):
        return [(k, tune_corpus.spec_sizes(path, k))
                for k in tune_corpus.spec_kernels(path)]
    return [(k, v) for k, v in pragma_sizes(path).items() if k]


def parameter_space(clopt, path, kernel, flags):
    """{pass: [(param, [choices])]} of the passes that apply to the kernel."""
    out = subprocess.run([clopt, "rewrite", path, "--list-params",
                          f"--kernel={kernel}"] + flags,
                         capture_output=True, text=True).stdout
    space, current, kernel_seen = {}, None, False
    for line in out.splitlines():
        m = re.match(r"^kernel (\S+)", line)
        if m:
            kernel_seen = m.group(1) == kernel
            continue
        if not kernel_seen:
            continue
        m = re.match(r"^  (\w+):$", line)
        if m:
            current = m.group(1)
            space[current] = []
            continue
        m = re.match(r"^    (\w+)\.(\w+) = (\S+) \(default", line)
        if m and current == m.group(1):
            space[current].append((m.group(2), m.group(3).split("|")))
    return {p: params for p, params in space.items() if params}


def sample_setting(rng, space):
    sets = []
    for pass_name, params in sorted(space.items()):
        if rng.random() < 0.5:
            continue
        for param, choices in params:
            sets.append(f"--set={pass_name}.{param}={rng.choice(choices)}")
    return sets


def ragged(sizes):
    """Two size sets the tuning never used: below and above the spec's."""
    below = [f"--size={n}={v * 3 // 8 + 5}" for n, v in sizes.items() if v > 16]
    above = [f"--size={n}={v + 13}" for n, v in sizes.items() if v > 16]
    return [("below", below), ("above", above)]


def accepted(clopt, path, kernel, sets, flags, work):
    proc = subprocess.run([clopt, "rewrite", path, f"--kernel={kernel}", "-o",
                           os.path.join(work, "rewrite.cl")] + sets + flags,
                          capture_output=True, text=True)
    return proc.returncode == 0


def verify(clopt, path, kernel, sets, sizes, flags):
    cmd = [clopt, "verify", path, f"--kernel={kernel}"] + sets + sizes + flags
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return "ERROR", "no answer in 300 s", cmd
    text = (proc.stdout + proc.stderr).strip()
    verdicts = re.findall(r"^(?:FAIL|PASS|NOT RUN) .*$", text, re.M)
    lines = verdicts or text.splitlines()
    last = lines[-1] if lines else f"exit status {proc.returncode}"
    if re.search(r"^(?:FAIL|NOT RUN) \S+: constraints:", text, re.M):
        # The variant refuses this launch (its stated precondition, or the
        # device's work-group limit): no result to compare.
        return "ERROR", last, cmd
    if re.search(r"^FAIL\b", text, re.M):
        return "FAIL", last, cmd
    if proc.returncode == 0 and re.search(r"\bPASS\b", text):
        return "PASS", last, cmd
    return "ERROR", last, cmd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clopt", default="clopt")
    ap.add_argument("--samples", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--stop-after", type=float)
    ap.add_argument("--clopt-arg", action="append", default=[])
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    started = time.monotonic()
    counts = {"PASS": 0, "FAIL": 0, "ERROR": 0}
    skipped = 0
    device_flags = args.clopt_arg
    rewrite_flags = [f for f in device_flags
                     if not f.startswith(("--device", "--platform"))]
    with tempfile.TemporaryDirectory(prefix="clopt-ragged-") as work:
        for path in args.files:
            flags = tune_corpus.extra_flags(path)
            for kernel, sizes in kernels_and_sizes(path):
                label = f"{os.path.basename(path)}:{kernel}"
                if args.stop_after and time.monotonic() - started > args.stop_after:
                    skipped += 1
                    print(f"SKIPPED {label} (past --stop-after)")
                    continue
                space = parameter_space(args.clopt, path, kernel,
                                        flags + rewrite_flags)
                if not space:
                    print(f"NONE    {label}: no pass applies")
                    continue
                for _ in range(args.samples):
                    sets = []
                    for _ in range(20):
                        sets = sample_setting(rng, space)
                        if sets and accepted(args.clopt, path, kernel, sets,
                                             flags + rewrite_flags, work):
                            break
                        sets = []
                    if not sets:
                        continue
                    for where, size_opts in ragged(sizes):
                        status, last, cmd = verify(args.clopt, path, kernel, sets,
                                                   size_opts, flags + device_flags)
                        counts[status] += 1
                        shown = " ".join(s.split("=", 1)[1] for s in sets)
                        print(f"{status:7} {label} [{where}] {shown}")
                        if status != "PASS":
                            print(f"          {last}")
                            print(f"          $ {shlex.join(cmd)}")
                sys.stdout.flush()
    total = sum(counts.values())
    print(f"{total} runs: {counts['PASS']} passed, {counts['FAIL']} failed, "
          f"{counts['ERROR']} stopped with a message"
          + (f"; {skipped} kernels skipped" if skipped else ""))
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
