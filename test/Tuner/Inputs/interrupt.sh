#!/usr/bin/env bash
# usage: interrupt.sh DIR CLOPT-ARGS...
# Runs clopt in the background, sends it SIGINT once it reports progress
# ($TIMES times, default 1, $GAP seconds apart: `timeout` sends it to clopt
# and then to its process group), and prints its exit code and stderr.
set -u
dir=$1
shift
# clopt keeps a signal ignored at its start, and SIGINT is ignored here (lit's
# workers ignore it, as does a script's background job): start clopt with
# the default disposition, which bash cannot restore.
# Emptied before the job starts, whose own redirection may come after the
# loop below first reads it (lock-wait.sh).
: > "$dir/stderr"
python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' clopt "$@" 2> "$dir/stderr" &
pid=$!
for _ in $(seq 1 600); do
  grep -q " evaluated" "$dir/stderr" 2> /dev/null && break
  sleep 0.1
done
kill -INT "$pid"
for _ in $(seq 2 "${TIMES:-1}"); do
  sleep "${GAP:-0}"
  kill -INT "$pid"
done
wait "$pid"
echo "exit $?"
cat "$dir/stderr"
