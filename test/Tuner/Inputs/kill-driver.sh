#!/usr/bin/env bash
# usage: kill-driver.sh DIR CLOPT-ARGS...
# Runs clopt in the background until one of its clopt-worker children has
# been running for a second, kills clopt with SIGKILL (no handler runs), and
# prints whether that worker outlived it.
set -u
dir=$1
shift

# The clopt-worker processes whose parent is $1 (from /proc: no pgrep needed).
workers() {
  for s in /proc/[0-9]*/stat; do
    read -r pid comm _ ppid _ < "$s" 2> /dev/null || continue
    [ "$ppid" = "$1" ] && [ "$comm" = "(clopt-worker)" ] && echo "$pid"
  done
}
# Whether $1 is still running (a zombie waits only for its new parent).
alive() {
  local state
  read -r _ _ state _ < "/proc/$1/stat" 2> /dev/null || return 1
  [ "$state" != Z ]
}

clopt "$@" 2> "$dir/stderr" &
driver=$!
worker=
for _ in $(seq 1 300); do
  first=$(workers "$driver" | head -n 1)
  sleep 1
  if [ -n "$first" ] && alive "$first" && workers "$driver" | grep -qx "$first"; then
    worker=$first
    break
  fi
done
if [ -z "$worker" ]; then
  echo "no long-running worker seen"
  kill -KILL "$driver"
  exit 1
fi
echo "worker running"
kill -KILL "$driver"
wait "$driver" 2> /dev/null
for _ in $(seq 1 100); do
  alive "$worker" || break
  sleep 0.1
done
if alive "$worker"; then
  echo "worker $worker outlived the driver"
  kill -KILL "$worker"
else
  echo "worker gone"
fi
