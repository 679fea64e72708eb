#!/usr/bin/env python3
"""The performance suite: naive kernels, tuned by clopt, against the ceilings.

Run through bench/suite.sh (see its header for the options). For every kernel
of the table below, in one run on one device:

  1. tunes the naive kernel with clopt's default settings and a search budget
     in seconds (--budget), recording the wall time of the search, the
     evaluations and the tuning report (--emit-report);
  2. times the naive kernel and the tuned one in the same worker run with
     `clopt verify --time` (profiling events, median of the runs), which
     first checks the tuned output against the naive one at the same size;
  3. compares with the ceilings measured in the same run: the OpenCL copy
     bandwidth and FP32 fma rate (bench/ceilings/copy_bandwidth) and cuBLAS
     FP32 SGEMM through PyTorch where torch sees a CUDA device;
  4. computes the roofline bound from the counted flops and bytes (bytes read
     + written once: each array's compulsory traffic).

Results accumulate in DIR/results.json (a later run into the same DIR skips
the kernels it already has, unless --force), and DIR/summary.md and the plots
are rewritten after every kernel, so a run stopped at any point leaves a
consistent summary. --merge DIR... combines the results of several runs (the
parts of a GPU run split to fit a per-command time limit) into --out.
"""
import argparse
import csv
import datetime
import json
import math
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTK = "test/Inputs/kernels"
BENCHK = "bench/kernels"

# One row per benchmark. `sizes`: the full (GPU) problem, `quick`: the PoCL
# one; both are passed as --size NAME=VALUE. `flops` and `bytes` are Python
# expressions over the sizes: flops counted from the kernel's arithmetic (an
# fma or a multiply-add counts 2, rsqrt 1), bytes = every array read and
# written once (4 bytes a float, 16 a float4). `cls` picks the ceiling:
# gemm: cuBLAS FP32 SGEMM at `ceiling_n` (else the fma rate), mem: the copy
# bandwidth, flops: the fma rate. `budget`: seconds for the kernel's whole
# tune on the full size (clopt's --budget Ns covers the search, the re-timing
# and the re-verification), 60 s for every kernel (--budget-scale and --budget
# override); groups name parts of a split run.
KERNELS = [
    dict(name="sgemm", file=f"{TESTK}/matmul.cl", cls="gemm", group="gemm",
         sizes={"N": 4096}, quick={"N": 192}, budget=60, ceiling_n=4096,
         flops="2*N**3", bytes="4*3*N*N",
         note="C = A B, j on dim 0"),
    dict(name="sgemm_i", file=f"{BENCHK}/matmul_i.cl", cls="gemm", group="gemm",
         sizes={"N": 4096}, quick={"N": 192}, budget=60, ceiling_n=4096,
         flops="2*N**3", bytes="4*3*N*N",
         note="C = A B, i on dim 0"),
    dict(name="sgemm_1024", file=f"{TESTK}/matmul.cl", cls="gemm", group="gemm",
         sizes={"N": 1024}, quick={"N": 96}, budget=60, ceiling_n=1024,
         flops="2*N**3", bytes="4*3*N*N",
         note="C = A B, j on dim 0"),
    dict(name="syrk", file=f"{TESTK}/syrk.cl", cls="gemm", group="gemm",
         sizes={"N": 4096, "K": 4096}, quick={"N": 160, "K": 160}, budget=60,
         ceiling_n=4096, flops="2*N*N*K + 3*N*N", bytes="4*(N*K + 2*N*N)",
         note="C = a A A^T + b C (full C)"),
    dict(name="syr2k", file=f"{TESTK}/syr2k.cl", cls="gemm", group="gemm",
         sizes={"N": 4096, "K": 4096}, quick={"N": 128, "K": 128}, budget=60,
         ceiling_n=4096, flops="4*N*N*K + 3*N*N", bytes="4*(2*N*K + 2*N*N)",
         note="C = a (A B^T + B A^T) + b C"),
    dict(name="conv2d_5x5", file=f"{TESTK}/conv2d.cl", cls="mem", group="stencil",
         sizes={"W": 8192, "H": 8192, "R": 2}, quick={"W": 384, "H": 320, "R": 2},
         budget=60, flops="2*W*H*(2*R+1)**2",
         bytes="4*((W+2*R)*(H+2*R) + (2*R+1)**2 + W*H)", note="padded input"),
    dict(name="conv2d_3x3", file=f"{TESTK}/conv2d.cl", cls="mem", group="stencil",
         sizes={"W": 8192, "H": 8192, "R": 1}, quick={"W": 384, "H": 320, "R": 1},
         budget=60, flops="2*W*H*(2*R+1)**2",
         bytes="4*((W+2*R)*(H+2*R) + (2*R+1)**2 + W*H)", note="padded input"),
    dict(name="conv3d_3x3x3", file=f"{TESTK}/conv3d.cl", cls="mem", group="stencil",
         sizes={"NX": 256, "NY": 256, "NZ": 256, "R": 1},
         quick={"NX": 40, "NY": 40, "NZ": 40, "R": 1}, budget=60,
         flops="2*NX*NY*NZ*(2*R+1)**3",
         bytes="4*((NX+2*R)*(NY+2*R)*(NZ+2*R) + (2*R+1)**3 + NX*NY*NZ)",
         note="padded input"),
    dict(name="stencil7", file=f"{TESTK}/stencil7.cl", cls="mem", group="stencil",
         sizes={"NX": 256, "NY": 256, "NZ": 256},
         quick={"NX": 64, "NY": 64, "NZ": 48}, budget=60,
         flops="8*(NX-2)*(NY-2)*(NZ-2)", bytes="4*2*NX*NY*NZ",
         note="boundary copied"),
    dict(name="transpose", file=f"{TESTK}/transpose.cl", cls="mem", group="stencil",
         sizes={"W": 8192, "H": 8192}, quick={"W": 512, "H": 384}, budget=60,
         flops="0", bytes="4*2*W*H", note=""),
    dict(name="matvec", file=f"{TESTK}/matvec.cl", cls="mem", group="rest",
         sizes={"N": 16384}, quick={"N": 1024}, budget=60,
         flops="2*N*N", bytes="4*(N*N + 2*N)", note="y = A x"),
    dict(name="rowsum", file=f"{BENCHK}/rowsum.cl", cls="mem", group="rest",
         sizes={"N": 16384, "M": 16384}, quick={"N": 1024, "M": 1024}, budget=60,
         flops="N*M", bytes="4*(N*M + N)", note="sum of each row"),
    dict(name="conv1d", file=f"{TESTK}/conv1d.cl", cls="mem", group="rest",
         sizes={"N": 1 << 26, "R": 3}, quick={"N": 1 << 18, "R": 3}, budget=60,
         flops="2*N*(2*R+1)", bytes="4*((N+2*R) + (2*R+1) + N)", note="7 taps"),
    dict(name="nbody", file=f"{TESTK}/nbody.cl", cls="flops", group="rest",
         sizes={"N": 65536}, quick={"N": 2048}, budget=60,
         flops="20*N*N", bytes="16*2*N", note="20 flops a pair"),
    dict(name="coulomb", file=f"{BENCHK}/coulomb.cl", cls="flops", group="rest",
         sizes={"NX": 2048, "NY": 2048, "NA": 4096},
         quick={"NX": 128, "NY": 96, "NA": 256}, budget=60,
         flops="11*NX*NY*NA", bytes="16*NA + 4*NX*NY", note="11 flops a pair"),
]
GROUPS = sorted({k["group"] for k in KERNELS})
KEPT = "(original kept)"  # the passes of a tuned output that is the naive kernel
QUICK_BUDGET = 8


def log(msg):
    print(f"suite: {msg}", file=sys.stderr, flush=True)


def parse_args(argv):
    p = argparse.ArgumentParser(prog="bench/suite.sh", description=__doc__.split("\n\n")[0])
    p.add_argument("--device", help="clopt device index or name substring (default: the "
                   "first GPU, else device 0)")
    p.add_argument("--platform", help="platform name substring (with --device NAME)")
    p.add_argument("--quick", action="store_true", help="small sizes, 8 s budgets (PoCL)")
    p.add_argument("--out", help="result directory (default bench/results/DATE-DEVICE)")
    p.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"),
                   help="directory with clopt, clopt-worker, copy_bandwidth (default build/bin)")
    p.add_argument("--kernels", default="",
                   help="names or groups (%s), space- or comma-separated; default all"
                   % ", ".join("@" + g for g in GROUPS))
    p.add_argument("--budget", help="search budget of every kernel: 40s = 40 seconds, 40 = 40 "
                   "evaluations (default: the table's seconds, %d s with --quick)" % QUICK_BUDGET)
    p.add_argument("--budget-scale", type=float, default=1.0,
                   help="multiply the table's budgets (e.g. 0.75 to fit a time limit)")
    p.add_argument("--time-limit", type=float, default=0,
                   help="seconds for this invocation: a kernel that would not fit is left for "
                   "a later run into the same --out (0: none)")
    p.add_argument("--timing-rounds", type=int, default=0,
                   help="`clopt verify --time` runs per kernel, medians taken (default 3 with "
                   "--quick, where a shared CPU is noisy; else 1)")
    p.add_argument("--force", action="store_true", help="rerun kernels already in --out")
    p.add_argument("--pack", action="store_true", help="keep the runs only as runs.tar.gz "
                   "(few files: the GPU machine returns at most 8)")
    p.add_argument("--merge", nargs="+", metavar="DIR",
                   help="only combine the results.json of these runs into --out")
    p.add_argument("--list", action="store_true", help="print the kernel table and exit")
    return p.parse_args(argv)


def select_kernels(spec):
    names = [s for s in re.split(r"[\s,]+", spec) if s]
    if not names:
        return list(KERNELS)
    chosen = []
    for n in names:
        if n.startswith("@"):
            grp = [k for k in KERNELS if k["group"] == n[1:]]
            if not grp:
                sys.exit(f"suite: no group {n}; groups: {', '.join('@' + g for g in GROUPS)}")
            chosen += grp
        else:
            match = [k for k in KERNELS if k["name"] == n]
            if not match:
                sys.exit(f"suite: no kernel '{n}'; kernels: {' '.join(k['name'] for k in KERNELS)}")
            chosen += match
    seen, out = set(), []
    for k in chosen:
        if k["name"] not in seen:
            seen.add(k["name"])
            out.append(k)
    return out


# ---------------------------------------------------------------- processes

def run_limited(cmd, limit, stdout, stderr, env=None):
    """Runs cmd in its own process group; past `limit` seconds sends SIGINT
    (clopt then stops its search after the batch in flight and writes the best
    variant so far), 90 s later kills the group. Returns (rc, seconds, killed)."""
    start = time.time()
    proc = subprocess.Popen(cmd, stdout=stdout, stderr=stderr, env=env,
                            start_new_session=True)
    killed = None
    try:
        proc.wait(timeout=max(limit, 1))
    except subprocess.TimeoutExpired:
        killed = "interrupted"
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=90)
        except subprocess.TimeoutExpired:
            killed = "killed"
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    finally:
        # The suite itself stopped (Ctrl-C, SIGTERM): its child's group goes
        # with it, clopt's workers included.
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    return proc.returncode, time.time() - start, killed


def capture(cmd, limit=300, env=None):
    with tempfile.TemporaryFile("w+") as f:
        rc, _, killed = run_limited(cmd, limit, f, subprocess.STDOUT, env)
        f.seek(0)
        text = f.read()
    if killed:
        text += f"\n({' '.join(cmd[:2])}: {killed} after {limit:.0f} s)"
    return rc, text


# ---------------------------------------------------------------- devices

def pick_device(args, clopt):
    """(clopt --device arguments, index, name, platform, driver)."""
    rc, text = capture([clopt, "devices", "--format=yaml"], 120)
    devices = []
    try:
        import yaml  # noqa: PLC0415 (optional until here)
        devices = (yaml.safe_load(text) or {}).get("devices", [])
    except Exception:  # no PyYAML, or clopt failed: parse the few keys needed
        cur = None
        for line in text.splitlines():
            m = re.match(r"\s*(-\s+)?(\w+):\s*(.*)$", line)
            if not m:
                continue
            if m.group(1):
                cur = {}
                devices.append(cur)
            if cur is not None:
                cur[m.group(2)] = m.group(3).strip('"')
    if rc != 0 or not devices:
        sys.exit(f"suite: `clopt devices` found no device:\n{text}")
    chosen = None
    if args.device is None:
        chosen = next((d for d in devices if str(d.get("type")) == "gpu"), devices[0])
    elif args.device.isdigit():
        chosen = next((d for d in devices if int(d["index"]) == int(args.device)), None)
    else:
        for d in devices:
            if args.device.lower() in str(d["name"]).lower() and (
                    not args.platform or args.platform.lower() in str(d["platform"]).lower()):
                chosen = d
                break
    if chosen is None:
        sys.exit(f"suite: no device '{args.device}':\n{text}")
    idx = int(chosen["index"])
    return (["--device", str(idx)], idx, str(chosen["name"]), str(chosen["platform"]),
            str(chosen.get("driver", "")))


def device_slug(name, platform):
    if "portable computing language" in platform.lower() or "pocl" in platform.lower():
        return "pocl"
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return slug[:40] or "device"


# ---------------------------------------------------------------- ceilings

def measure_ceilings(bindir, index, quick):
    c = {"copy_gbs": None, "fma_gflops": None, "cublas": {}, "notes": [], "raw": ""}
    raw = []
    cb = os.path.join(bindir, "copy_bandwidth")
    if os.access(cb, os.X_OK):
        # The best of three on a shared CPU (--quick), where other processes
        # take turns with the measurement; once on a GPU.
        for _ in range(3 if quick else 1):
            rc, text = capture([cb, str(index), "64" if quick else "1024"], 300)
            raw.append("$ copy_bandwidth\n" + text.strip())
            rates = [float(m.group(1))
                     for m in re.finditer(r"^copy\S*\s.*\s([0-9.]+) GB/s$", text, re.M)]
            if rates:
                c["copy_gbs"] = max(rates + [c["copy_gbs"] or 0])
            m = re.search(r"^fma_f32\s.*\s([0-9.]+) GFLOP/s$", text, re.M)
            if m:
                c["fma_gflops"] = max(float(m.group(1)), c["fma_gflops"] or 0)
            if rc != 0:
                c["notes"].append(f"copy_bandwidth failed (exit {rc})")
                break
    else:
        c["notes"].append(f"copy_bandwidth: not in {bindir}; no bandwidth ceiling")
    sizes = sorted({k["ceiling_n"] for k in KERNELS if k["cls"] == "gemm"})
    probe = ("import torch, sys; sys.exit(0 if torch.cuda.is_available() else 3)")
    rc, text = capture([sys.executable, "-c", probe], 180)
    if rc == 0:
        script = os.path.join(ROOT, "bench", "ceilings", "cublas_sgemm.py")
        rc, text = capture([sys.executable, script] + [str(n) for n in sizes], 300)
        raw.append("$ cublas_sgemm.py\n" + text.strip())
        for m in re.finditer(r"^cublas_sgemm (\d+)\s+([0-9.]+) ms\s+([0-9.]+) GFLOP/s$", text, re.M):
            c["cublas"][m.group(1)] = float(m.group(3))
        if not c["cublas"]:
            c["notes"].append("cuBLAS: cublas_sgemm.py gave no rate")
    else:
        why = "torch has no CUDA device" if rc == 3 else "no torch"
        c["notes"].append(f"cuBLAS FP32: skipped ({why}); GEMM-class kernels are compared "
                          "with the measured fma rate instead")
    c["raw"] = "\n".join(raw)
    return c


# ---------------------------------------------------------------- one kernel

EVALS = re.compile(r"\[(\d+) evaluated")


def convergence(report_path, start):
    """[(seconds since the search started, best-so-far speedup)]."""
    try:
        with open(report_path) as f:
            rep = json.load(f)
    except (OSError, ValueError):
        return []
    pts, best = [], 1.0
    for r in rep.get("results", []):
        if r.get("invalidity") != "correct":
            continue
        sp = next((m["value"] for m in r.get("measurements", []) if m.get("name") == "speedup"), None)
        ts = r.get("timestamp")
        if sp is None or not ts:
            continue
        t = datetime.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ").replace(
            tzinfo=datetime.timezone.utc).timestamp()
        best = max(best, float(sp))
        pts.append((max(0.0, t - start), best))
    return pts


def run_kernel(k, args, ctx, runs, deadline):
    name = k["name"]
    sizes = k["quick"] if args.quick else k["sizes"]
    size_args = [a for n, v in sizes.items() for a in ("--size", f"{n}={v}")]
    src = os.path.join(ROOT, k["file"])
    # Seconds ("40s", the table's unit) or, for tests, evaluations ("4").
    spec = args.budget or f"{QUICK_BUDGET if args.quick else k['budget'] * args.budget_scale}s"
    seconds = spec.endswith("s")
    budget = max(1, round(float(spec.rstrip("s"))))
    budget_arg = f"{budget}s" if seconds else str(budget)
    row = dict(name=name, file=k["file"], cls=k["cls"], sizes=sizes, budget=budget_arg,
               note=k["note"], device=ctx["device"], run_id=ctx["run_id"])
    flops = eval(k["flops"], {}, dict(sizes))  # noqa: S307 (the table above)
    nbytes = eval(k["bytes"], {}, dict(sizes))  # noqa: S307
    row.update(flops=flops, bytes=nbytes)
    # Budget + the original's timing, re-verification and the timing run.
    need = (budget if seconds else 0) + (20 if args.quick else 75)
    if deadline and time.time() + need > deadline:
        row["status"] = "not run (time limit)"
        return row
    out_cl = os.path.join(runs, f"{name}.tuned.cl")
    report = os.path.join(runs, f"{name}.report.json")
    tune_log = os.path.join(runs, f"{name}.tune.log")
    for stale in (out_cl, out_cl + ".yaml", report):
        if os.path.exists(stale):
            os.remove(stale)
    cmd = [ctx["clopt"], src, "-o", out_cl] + ctx["devargs"] + size_args + [
        "--budget", budget_arg, "--db", os.path.join(runs, "tuning.yaml"), "--retune",
        "--emit-report", report]
    limit = (budget * 3 if seconds else 600) + (180 if args.quick else 240)
    if deadline:
        limit = min(limit, max(10, deadline - time.time() - 30))
    log(f"{name}: tuning {' '.join(f'{n}={v}' for n, v in sizes.items())}, budget {budget_arg}")
    start = time.time()
    with open(tune_log, "w") as lf:
        lf.write("$ " + " ".join(cmd) + "\n")
        lf.flush()
        rc, secs, killed = run_limited(cmd, limit, subprocess.DEVNULL, lf, ctx["env"])
    row["search_s"] = round(secs, 1)
    text = open(tune_log, errors="replace").read()
    m = EVALS.findall(text)
    row["evaluations"] = int(m[-1]) if m else None
    row["convergence"] = convergence(report, start)
    if killed:
        row["tune_note"] = f"search {killed} after {limit:.0f} s"
    if rc != 0 or not os.path.exists(out_cl):
        errs = [l for l in text.splitlines() if "error" in l.lower()]
        row["status"] = "tune failed: " + (errs[-1][:160] if errs else f"exit {rc}")
        return row
    passes = re.search(r"^//   passes: (.*)$", open(out_cl, errors="replace").read(), re.M)
    row["passes"] = passes.group(1) if passes else KEPT
    # Naive and tuned timed in one worker run, after checking the tuned one;
    # with several rounds, the round of the median speedup (the two times of
    # a round are paired: load that slows one round slows both).
    rounds = args.timing_rounds or (3 if args.quick else 1)
    vcmd = [ctx["clopt"], "verify", src, "--variant", out_cl, "--time"] + ctx["devargs"] + size_args
    naive, tuned = [], []
    with open(os.path.join(runs, f"{name}.verify.log"), "w") as f:
        for _ in range(rounds):
            vlimit = 600 if not deadline else max(10, min(600, deadline - time.time()))
            rc, vtext = capture(vcmd, vlimit, ctx["env"])
            f.write("$ " + " ".join(vcmd) + "\n" + vtext)
            tm = re.search(r"time: original ([0-9.e+-]+) ms, variant ([0-9.e+-]+) ms", vtext)
            if rc != 0 or not tm:
                fail = [l for l in vtext.splitlines() if l.startswith("FAIL") or "error" in l]
                row["status"] = "verify failed: " + (fail[-1][:160] if fail else f"exit {rc}")
                return row
            naive.append(float(tm.group(1)))
            tuned.append(float(tm.group(2)))
    pairs = sorted(zip(naive, tuned), key=lambda p: p[0] / p[1])
    row["naive_ms"], row["tuned_ms"] = pairs[len(pairs) // 2]
    row["timing_rounds"] = rounds
    row["rounds_ms"] = [list(p) for p in zip(naive, tuned)]
    row["status"] = "ok"
    return row


# ---------------------------------------------------------------- summary

def ceiling_of(row, ceil):
    """(ceiling rate, its unit, what it is) for the row's class."""
    if row["cls"] == "mem":
        return ceil.get("copy_gbs"), "GB/s", "copy bandwidth"
    if row["cls"] == "gemm":
        n = str(row["sizes"].get("N", ""))
        cub = ceil.get("cublas", {})
        rate = cub.get(n) or (max(cub.values()) if cub else None)
        if rate:
            return rate, "GFLOP/s", f"cuBLAS SGEMM {n if n in cub else max(cub, key=cub.get)}"
    return ceil.get("fma_gflops"), "GFLOP/s", "fma rate"


def derive(row, ceil):
    """Adds speedup, achieved rate, % of ceiling, roofline bound."""
    if row.get("status") != "ok":
        return row
    if row.get("passes") == KEPT:
        # The tuned output is the naive kernel: timing it twice measures only
        # noise, so it counts as the naive time (the measurement stays in
        # results.json).
        row["tuned_ms"] = row["naive_ms"]
    t = row["tuned_ms"]
    row["speedup"] = row["naive_ms"] / t
    rate, unit, what = ceiling_of(row, ceil)
    achieved = (row["bytes"] if unit == "GB/s" else row["flops"]) / (t * 1e6)
    row.update(achieved=achieved, unit=unit, ceiling=rate, ceiling_what=what)
    row["pct_ceiling"] = 100 * achieved / rate if rate else None
    bw, peak = ceil.get("copy_gbs"), ceil.get("fma_gflops")
    bounds = []
    if bw:
        bounds.append(row["bytes"] / (bw * 1e6))
    if peak and row["flops"]:
        bounds.append(row["flops"] / (peak * 1e6))
    row["bound_ms"] = max(bounds) if bounds else None
    row["pct_roofline"] = 100 * row["bound_ms"] / t if row["bound_ms"] else None
    row["intensity"] = row["flops"] / row["bytes"] if row["bytes"] else None
    return row


def fmt(v, spec, dash="-"):
    return dash if v is None else format(v, spec)


def size_text(sizes):
    return " ".join(f"{n}={v}" for n, v in sizes.items())


def write_summary(out, state):
    rows = [derive(dict(r), state["ceilings"].get(r.get("run_id"), {}))
            for r in state["rows"]]
    order = {k["name"]: i for i, k in enumerate(KERNELS)}
    rows.sort(key=lambda r: order.get(r["name"], 99))
    lines = [f"# clopt performance suite: {state.get('title', '')}", ""]
    for rid, c in sorted(state["ceilings"].items()):
        dev = c.get("device", "")
        parts = [f"copy bandwidth {fmt(c.get('copy_gbs'), '.1f')} GB/s",
                 f"fma rate {fmt(c.get('fma_gflops'), '.1f')} GFLOP/s"]
        parts += [f"cuBLAS SGEMM {n}: {v:.0f} GFLOP/s" for n, v in sorted(c.get("cublas", {}).items())]
        lines.append(f"- run `{rid}` on {dev}: " + "; ".join(parts) +
                     "".join(f". {n}" for n in c.get("notes", [])))
    lines += ["",
              "| kernel | size | naive ms | tuned ms | speedup | achieved | % of ceiling | "
              "% of roofline | search s | evaluations |",
              "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    speedups = []
    for r in rows:
        if r.get("status") != "ok":
            lines.append(f"| {r['name']} | {size_text(r['sizes'])} | {r.get('status', '?')} "
                         f"| | | | | | {fmt(r.get('search_s'), '.0f')} | {fmt(r.get('evaluations'), 'd')} |")
            continue
        speedups.append(r["speedup"])
        ceil = (f"{r['pct_ceiling']:.0f}% of {r['ceiling_what']}" if r["pct_ceiling"] is not None
                else "-")
        lines.append(
            f"| {r['name']} | {size_text(r['sizes'])} | {r['naive_ms']:.4g} | {r['tuned_ms']:.4g} "
            f"| {r['speedup']:.2f}x | {r['achieved']:.1f} {r['unit']} | {ceil} "
            f"| {fmt(r['pct_roofline'], '.0f')}% | {fmt(r.get('search_s'), '.0f')} "
            f"| {fmt(r.get('evaluations'), 'd')} |")
    lines.append("")
    if speedups:
        gm = math.exp(sum(math.log(s) for s in speedups) / len(speedups))
        lines.append(f"Geometric-mean speedup over naive: **{gm:.2f}x** ({len(speedups)} kernels; "
                     f"never slower than naive: {'yes' if min(speedups) >= 0.98 else 'no'}, "
                     f"lowest {min(speedups):.2f}x).")
        lines.append("")
    lines += [
        "Naive and tuned times: `clopt verify --time` (the tuned output checked against the naive "
        "kernel, then both timed with profiling events in one worker run; medians; with several "
        f"rounds ({', '.join(sorted({str(r.get('timing_rounds', 1)) for r in rows if r.get('status') == 'ok'})) or '1'} here), "
        "the round of the median speedup; where no variant beat the naive kernel by clopt's margin, the "
        "output is the naive kernel and its time is the naive time). Search: wall "
        "time of `clopt FILE -o OUT --budget Ns` with default settings (the whole tune: the "
        "budget covers the search, the re-timing and the re-verification). Achieved: counted flops "
        "(GEMM-class and compute-bound kernels) or bytes read + written once (memory-bound) over "
        "the tuned time. Roofline bound: max(flops / fma rate, bytes / copy bandwidth); % of "
        "roofline = bound / tuned time. The fma rate is that of a kernel of independent fma "
        "chains: close to a GPU's peak, but on a CPU driver well under it (how the driver "
        "vectorizes), so a compute-bound kernel can exceed 100% there.",
        "",
        "| kernel | class | flops | bytes | flops/byte | passes of the tuned kernel | notes |",
        "|---|---|---:|---:|---:|---|---|"]
    for r in rows:
        notes = "; ".join(x for x in (r.get("note"), r.get("tune_note")) if x)
        lines.append(f"| {r['name']} | {r['cls']} | {r['flops']:.3g} | {r['bytes']:.3g} | "
                     f"{fmt(r.get('intensity'), '.2f')} | {r.get('passes', '-')} | {notes} |")
    raws = [c.get("raw", "") for _, c in sorted(state["ceilings"].items()) if c.get("raw")]
    if raws:
        lines += ["", "Ceilings as measured:", "", "```"] + raws + ["```"]
    with open(os.path.join(out, "summary.md.tmp"), "w") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(os.path.join(out, "summary.md.tmp"), os.path.join(out, "summary.md"))
    try:
        write_plots(out, rows, state)
    except Exception as e:  # noqa: BLE001 (a plot never costs the results)
        log(f"plots failed: {e!r}; the table and results.json are written")
    return "\n".join(lines)


def write_plots(out, rows, state):
    ok = [r for r in rows if r.get("status") == "ok"]
    try:
        import matplotlib  # noqa: PLC0415
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # noqa: PLC0415
    except ImportError:
        if not state.get("plot_note_done"):
            log("matplotlib is not installed: writing the plot data as CSV "
                "(speedup.csv, roofline.csv, convergence.csv) instead of PNG")
            state["plot_note_done"] = True
        write_plot_csv(out, ok)
        return
    for stale in ("speedup.csv", "roofline.csv", "convergence.csv"):
        if os.path.exists(os.path.join(out, stale)):
            os.remove(os.path.join(out, stale))
    title = state.get("title", "")
    # Speedup bars.
    fig, ax = plt.subplots(figsize=(max(6, 0.6 * len(ok) + 2), 4))
    ax.bar([r["name"] for r in ok], [r["speedup"] for r in ok], color="tab:blue")
    ax.axhline(1.0, color="gray", lw=0.8)
    ax.set_yscale("log")
    ax.set_ylabel("speedup over naive (x)")
    ax.set_title(f"tuned vs naive: {title}")
    plt.setp(ax.get_xticklabels(), rotation=45, ha="right")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "speedup.png"), dpi=110)
    plt.close(fig)
    # Roofline: one roof per run's ceilings (the first run's drawn).
    fig, ax = plt.subplots(figsize=(7, 5))
    c = next(iter(state["ceilings"].values()), {}) if state["ceilings"] else {}
    bw, peak = c.get("copy_gbs"), c.get("fma_gflops")
    pts = [r for r in ok if r.get("intensity")]
    if bw and peak and pts:
        lo = min(0.05, min(r["intensity"] for r in pts) / 2)
        hi = max(100, max(r["intensity"] for r in pts) * 2)
        xs = [lo * (hi / lo) ** (i / 200) for i in range(201)]
        ax.plot(xs, [min(peak, bw * x) for x in xs], color="black", lw=1.2,
                label=f"roof: {bw:.0f} GB/s, {peak:.0f} GFLOP/s")
        for n, v in sorted(c.get("cublas", {}).items()):
            ax.axhline(v, color="tab:green", ls="--", lw=0.8)
            ax.text(lo, v, f" cuBLAS {n}", va="bottom", fontsize=7, color="tab:green")
    for r in pts:
        perf = r["flops"] / (r["tuned_ms"] * 1e6)
        naive = r["flops"] / (r["naive_ms"] * 1e6)
        ax.scatter([r["intensity"]], [perf], color="tab:red", zorder=3)
        ax.scatter([r["intensity"]], [naive], color="tab:gray", marker="x", zorder=3)
        ax.annotate(r["name"], (r["intensity"], perf), fontsize=7, xytext=(3, 3),
                    textcoords="offset points")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (flops / byte, bytes read + written once)")
    ax.set_ylabel("GFLOP/s (red: tuned, x: naive)")
    ax.set_title(f"roofline: {title}")
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "roofline.png"), dpi=110)
    plt.close(fig)
    # Convergence: best-so-far speedup against seconds of search.
    fig, ax = plt.subplots(figsize=(7, 5))
    for r in ok:
        pts = r.get("convergence") or []
        if pts:
            ax.step([0] + [p[0] for p in pts], [1.0] + [p[1] for p in pts], where="post",
                    label=r["name"])
    ax.set_xlabel("seconds since the search started")
    ax.set_ylabel("best speedup so far (x, as the search measured it)")
    ax.set_title(f"convergence: {title}")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "convergence.png"), dpi=110)
    plt.close(fig)


def write_plot_csv(out, ok):
    with open(os.path.join(out, "speedup.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "naive_ms", "tuned_ms", "speedup"])
        for r in ok:
            w.writerow([r["name"], r["naive_ms"], r["tuned_ms"], f"{r['speedup']:.4f}"])
    with open(os.path.join(out, "roofline.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "flops_per_byte", "naive_gflops", "tuned_gflops", "tuned_gbs",
                    "bound_ms"])
        for r in ok:
            w.writerow([r["name"], fmt(r.get("intensity"), ".4g", ""),
                        f"{r['flops'] / (r['naive_ms'] * 1e6):.4g}",
                        f"{r['flops'] / (r['tuned_ms'] * 1e6):.4g}",
                        f"{r['bytes'] / (r['tuned_ms'] * 1e6):.4g}",
                        fmt(r.get("bound_ms"), ".4g", "")])
    with open(os.path.join(out, "convergence.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "seconds", "best_speedup"])
        for r in ok:
            for t, s in r.get("convergence") or []:
                w.writerow([r["name"], f"{t:.0f}", f"{s:.4f}"])


# ---------------------------------------------------------------- state

def load_state(out):
    path = os.path.join(out, "results.json")
    if os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    return {"rows": [], "ceilings": {}}


def save_state(out, state):
    keep = {k: v for k, v in state.items() if k != "plot_note_done"}
    tmp = os.path.join(out, "results.json.tmp")
    with open(tmp, "w") as f:
        json.dump(keep, f, indent=1)
    os.replace(tmp, os.path.join(out, "results.json"))


def pack_runs(out, runs):
    tmp = os.path.join(os.path.dirname(runs), "runs.tar.gz")
    with tarfile.open(tmp, "w:gz") as t:
        for n in sorted(os.listdir(runs)):
            t.add(os.path.join(runs, n), arcname=f"runs/{n}")
    shutil.move(tmp, os.path.join(out, "runs.tar.gz"))


def merge(args):
    if not args.out:
        sys.exit("suite: --merge needs --out")
    os.makedirs(args.out, exist_ok=True)
    state = {"rows": [], "ceilings": {}, "title": ""}
    by_name = {}
    for d in args.merge:
        s = load_state(d)
        state["ceilings"].update(s.get("ceilings", {}))
        state["title"] = state["title"] or s.get("title", "")
        for r in s.get("rows", []):
            if r.get("status") == "ok" or r["name"] not in by_name:
                by_name[r["name"]] = r
    state["rows"] = list(by_name.values())
    if len(args.merge) > 1:
        state["title"] += f" (merged from {len(args.merge)} runs)"
    save_state(args.out, state)
    print(write_summary(args.out, state))


def main(argv):
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    args = parse_args(argv)
    if args.list:
        for k in KERNELS:
            print(f"{k['name']:14} @{k['group']:8} {k['cls']:6} {size_text(k['sizes']):32} "
                  f"quick {size_text(k['quick']):28} {k['budget']} s  {k['file']}")
        return 0
    if args.merge:
        merge(args)
        return 0
    kernels = select_kernels(args.kernels)
    started = time.time()
    deadline = started + args.time_limit if args.time_limit else 0
    bindir = os.path.abspath(args.bin)
    clopt = os.path.join(bindir, "clopt")
    if not os.access(clopt, os.X_OK):
        sys.exit(f"suite: no clopt in {bindir} (build it, or give --bin)")
    devargs, index, devname, platform, driver = pick_device(args, clopt)
    slug = device_slug(devname, platform) + ("-quick" if args.quick else "")
    out = os.path.abspath(args.out or os.path.join(
        ROOT, "bench", "results", f"{datetime.date.today().isoformat()}-{slug}"))
    os.makedirs(out, exist_ok=True)
    if args.pack:
        # The runs live outside DIR and go into DIR/runs.tar.gz after every
        # kernel: DIR never holds more than 7 files, even if the run is killed.
        scratch = tempfile.mkdtemp(prefix="clopt-suite-runs.")
        runs = os.path.join(scratch, "runs")
        os.makedirs(runs)
        packed = os.path.join(out, "runs.tar.gz")
        if os.path.exists(packed):
            with tarfile.open(packed) as t:
                for m in t.getmembers():
                    if m.isfile() and m.name.startswith("runs/") and "/" not in m.name[5:]:
                        with open(os.path.join(runs, m.name[5:]), "wb") as f:
                            f.write(t.extractfile(m).read())
    else:
        runs = os.path.join(out, "runs")
        os.makedirs(runs, exist_ok=True)
    env = dict(os.environ)
    env.setdefault("CLOPT_WORKER", os.path.join(bindir, "clopt-worker"))
    cache = tempfile.mkdtemp(prefix="clopt-suite-cache.")
    env.setdefault("CLOPT_CACHE_DIR", cache)
    state = load_state(out)
    state["title"] = f"{devname} ({platform}, driver {driver})" + (", quick sizes" if args.quick else "")
    run_id = time.strftime("%Y%m%d-%H%M%S", time.gmtime(started))
    log(f"device {index}: {devname} ({platform}); out {out}; kernels "
        f"{' '.join(k['name'] for k in kernels)}")
    ceil = measure_ceilings(bindir, index, args.quick)
    ceil["device"] = f"{devname} ({platform}, driver {driver})"
    for n in ceil["notes"]:
        log(n)
    state["ceilings"][run_id] = ceil
    save_state(out, state)
    ctx = dict(clopt=clopt, devargs=devargs, env=env, device=ceil["device"], run_id=run_id)
    done = {r["name"] for r in state["rows"] if r.get("status") == "ok"}
    for k in kernels:
        if k["name"] in done and not args.force:
            log(f"{k['name']}: already in {out}/results.json (--force reruns it)")
            continue
        row = run_kernel(k, args, ctx, runs, deadline)
        state["rows"] = [r for r in state["rows"] if r["name"] != k["name"]] + [row]
        save_state(out, state)
        d = derive(dict(row), ceil)
        if d.get("status") == "ok":
            log(f"{k['name']}: naive {d['naive_ms']:.4g} ms, tuned {d['tuned_ms']:.4g} ms, "
                f"{d['speedup']:.2f}x, {d['achieved']:.1f} {d['unit']}"
                f" ({fmt(d['pct_ceiling'], '.0f')}% of {d['ceiling_what']}), "
                f"{d.get('evaluations')} evaluations in {d['search_s']:.0f} s")
        else:
            log(f"{k['name']}: {row['status']}")
        write_summary(out, state)
        if args.pack:
            pack_runs(out, runs)
    # Ceilings no row uses (a rerun that skipped every kernel) stay out.
    used = {r.get("run_id") for r in state["rows"]}
    state["ceilings"] = {k: v for k, v in state["ceilings"].items() if k in used}
    save_state(out, state)
    text = write_summary(out, state)
    if args.pack:
        pack_runs(out, runs)
        shutil.rmtree(os.path.dirname(runs), ignore_errors=True)
    shutil.rmtree(cache, ignore_errors=True)
    print(text)
    log(f"done in {time.time() - started:.0f} s; results in {out}")
    # A kernel clopt could not tune, or whose tuned output failed the check,
    # fails the run; one left for lack of time does not.
    failed = [r["name"] for r in state["rows"] if r["run_id"] == run_id
              and r.get("status", "").startswith(("tune failed", "verify failed"))]
    if failed:
        log(f"failed: {' '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
