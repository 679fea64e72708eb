eval "$(bash .device/unpack-runtime.sh .device/debs)"
export CLOPT_WORKER_PROFILE=1
for mode in serial pool; do
  if [ $mode = serial ]; then export CLOPT_BUILD_THREADS=1; else unset CLOPT_BUILD_THREADS; fi
  /usr/bin/time -f "$mode wall %e s" .device/bin/clopt test/Inputs/kernels/conv2d.cl -o $OUT/$mode.cl --device 1 --size W=8192 --size H=8192 --size R=2 --budget 30s --db $OUT/$mode.db.yaml --retune > $OUT/$mode.log 2>&1
  grep -E "evaluated|faster|wall" $OUT/$mode.log | tail -3
  grep -A3 "profile of 2 variants\|profile of 1 variants" $OUT/$mode.log | head -8
  grep -A16 "profile of [0-9][0-9] variants" $OUT/$mode.log | grep -E "profile|read back|compare|context|builds" | head -12
done
