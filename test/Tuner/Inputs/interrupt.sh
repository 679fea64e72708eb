#!/usr/bin/env bash
# usage: interrupt.sh DIR CLOPT-ARGS...
# Runs clopt in the background, sends it SIGINT once it reports progress,
# and prints its exit code and stderr.
set -u
dir=$1
shift
clopt "$@" 2> "$dir/stderr" &
pid=$!
for _ in $(seq 1 600); do
  grep -q " evaluated" "$dir/stderr" 2> /dev/null && break
  sleep 0.1
done
kill -INT "$pid"
wait "$pid"
echo "exit $?"
cat "$dir/stderr"
