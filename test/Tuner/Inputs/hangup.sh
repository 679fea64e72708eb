#!/usr/bin/env bash
# usage: hangup.sh DIR CLOPT-ARGS...
# Runs clopt as nohup does (SIGHUP ignored), sends it SIGHUP once it
# reports progress, and prints its exit code and stderr.
set -u
dir=$1
shift
# Emptied before the job starts, whose own redirection may come after the
# loop below first reads it (lock-wait.sh).
: > "$dir/stderr"
(trap '' HUP; exec clopt "$@") 2> "$dir/stderr" &
pid=$!
for _ in $(seq 1 600); do
  grep -q " evaluated" "$dir/stderr" 2> /dev/null && break
  sleep 0.1
done
kill -HUP "$pid" || echo "clopt ended before the hang-up"
wait "$pid"
echo "exit $?"
cat "$dir/stderr"
