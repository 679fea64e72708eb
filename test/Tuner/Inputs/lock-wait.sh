#!/usr/bin/env bash
# usage: lock-wait.sh DIR DB RELEASE CLOPT-ARGS...
# Holds DB's lock (an flock on DB.lock, as another clopt storing would), runs
# clopt in the background, and once clopt says it waits for the lock either
# sends it SIGINT (RELEASE=interrupt) or releases the lock (RELEASE=release).
# Prints clopt's exit code and stderr.
set -u
dir=$1 db=$2 release=$3
shift 3
# One process holds the lock and nothing else (flock(1)'s command would
# inherit the locked descriptor and the test's output pipe).
python3 -c 'import fcntl, sys, time
f = open(sys.argv[1], "a")
fcntl.flock(f, fcntl.LOCK_EX)
time.sleep(120)' "$db.lock" > /dev/null 2>&1 &
holder=$!
# Up to a minute: on a loaded machine (CI beside other work) the holder's
# python took longer than the 10 s this waited before, clopt found the lock
# free and the test failed for want of a wait.
held=
for _ in $(seq 1 600); do
  [ -e "$db.lock" ] && ! flock -n "$db.lock" true && held=1 && break
  sleep 0.1
done
[ -n "$held" ] || { echo "lock-wait.sh: the holder never took $db.lock"; exit 1; }
# clopt keeps a signal ignored at its start, and SIGINT is ignored here (see
# interrupt.sh): start it with the default disposition. The stderr file is
# emptied first: the background job's redirection empties it only once that
# job runs, and until then the loop below read the previous run's "waiting"
# line, released the lock before clopt came to it, and the test failed on a
# loaded machine.
: > "$dir/stderr"
python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execvp(sys.argv[1], sys.argv[1:])' clopt "$@" 2> "$dir/stderr" &
pid=$!
for _ in $(seq 1 1200); do
  grep -q "waiting for the lock" "$dir/stderr" 2> /dev/null && break
  kill -0 "$pid" 2> /dev/null || break
  sleep 0.1
done
if [ "$release" = interrupt ]; then
  kill -INT "$pid"
else
  kill "$holder"
fi
wait "$pid"
echo "exit $?"
kill "$holder" 2> /dev/null
wait "$holder" 2> /dev/null
cat "$dir/stderr"
