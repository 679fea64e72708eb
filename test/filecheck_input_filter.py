#!/usr/bin/env python3
"""FileCheck, with the check file's own directive lines removed from its input.

    filecheck_input_filter.py FILECHECK [FileCheck arguments...] < INPUT

`clopt rewrite %s -o - | FileCheck %s` echoes the test file, comments and
all: a CHECK line then matches its own copy in the output, and the check
can never fail. Input lines identical to a line of the check file that
holds a directive (`// PREFIX: ...`, `# PREFIX-NOT: ...`, RUN lines) are
dropped before FileCheck reads the rest; the tool's own lines, which never
carry a check prefix, stay.
"""
import os
import re
import signal
import subprocess
import sys

DIRECTIVE = re.compile(r"^\s*(//|#|;)\s*[A-Za-z0-9_-]+:")


def split_input_file(args):
    """(arguments without --input-file, its path or None)."""
    rest, path = [], None
    it = iter(args)
    for a in it:
        if a.startswith("--input-file="):
            path = a.split("=", 1)[1]
        elif a == "--input-file":
            path = next(it, None)
        else:
            rest.append(a)
    return rest, path


def main():
    filecheck, args = sys.argv[1], sys.argv[2:]
    args, input_file = split_input_file(args)
    # The check file: FileCheck's one positional argument (options take
    # their values after '=' in this suite).
    check_file = next((a for a in args if not a.startswith("-")), None)
    directives = set()
    if check_file and os.path.isfile(check_file):
        with open(check_file, encoding="utf-8", errors="replace") as f:
            directives = {l.rstrip() for l in f if DIRECTIVE.match(l)}
    if input_file is not None:
        with open(input_file, "rb") as f:
            raw = f.read()
    else:
        raw = sys.stdin.buffer.read()
    data = raw.decode("utf-8", errors="surrogateescape")
    kept = [l for l in data.splitlines(keepends=True) if l.rstrip() not in directives]
    proc = subprocess.run([filecheck] + args,
                          input="".join(kept).encode("utf-8", errors="surrogateescape"))
    if proc.returncode < 0:
        # FileCheck crashed: die the same way, so that `not FileCheck` fails.
        signal.signal(-proc.returncode, signal.SIG_DFL)
        os.kill(os.getpid(), -proc.returncode)
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
