eval "$(bash .device/unpack-runtime.sh .device/debs)"
export CLOPT_WORKER_PROFILE=1
for mode in serial pool; do
  export CLOPT_CACHE_DIR=$(mktemp -d)
  if [ $mode = serial ]; then export CLOPT_BUILD_THREADS=1; else unset CLOPT_BUILD_THREADS; fi
  /usr/bin/time -f "$mode wall %e s" .device/bin/clopt test/Inputs/kernels/conv2d.cl -o $OUT/$mode.cl --device 1 --size W=8192 --size H=8192 --size R=2 --budget 30s --db $OUT/$mode.db.yaml --retune --emit-report $OUT/$mode.json > $OUT/$mode.log 2>&1
  grep -E "faster|wall|kept" $OUT/$mode.log | tail -2
done
rm -f $OUT/*.lock
