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
import subprocess
import sys

DIRECTIVE = re.compile(r"^\s*(//|#|;)\s*[A-Za-z0-9_-]+:")


def main():
    filecheck, args = sys.argv[1], sys.argv[2:]
    check_file = next((a for a in args if not a.startswith("-") and os.path.isfile(a)), None)
    directives = set()
    if check_file:
        with open(check_file, encoding="utf-8", errors="replace") as f:
            directives = {l.rstrip() for l in f if DIRECTIVE.match(l)}
    data = sys.stdin.buffer.read().decode("utf-8", errors="surrogateescape")
    kept = [l for l in data.splitlines(keepends=True) if l.rstrip() not in directives]
    proc = subprocess.run([filecheck] + args,
                          input="".join(kept).encode("utf-8", errors="surrogateescape"))
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
