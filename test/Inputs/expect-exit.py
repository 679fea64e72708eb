"""expect-exit.py CODE CMD ARGS...: runs CMD, passes its stdout and stderr
through, and fails unless CMD exited with exactly CODE (lit's `not` accepts
any non-zero code)."""
import subprocess
import sys

want = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != want:
    sys.stderr.write("expect-exit: %s exited with %d, expected %d\n"
                     % (sys.argv[2], got, want))
    sys.exit(1)
