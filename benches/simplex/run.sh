#!/bin/bash
# Paired runs of the library(simplex) programs on hornbook and swipl:
#   sh benches/simplex/run.sh [RUNS] [N]
# runs bench(N) (default 20) of every program, the two systems taking
# turns RUNS times (default 5), and prints per program the median user CPU
# seconds of each and the median and range of hornbook/swipl.
RUNS=${1:-5}; N=${2:-20}
cd "$(dirname "$0")/../.."
HB=${HB:-target/release/hornbook}
for p in transport assign lp knapsack; do
  FILE=benches/simplex/$p.pl
  h=""; s=""
  for i in $(seq "$RUNS"); do
    h="$h $( { /usr/bin/time -f %U "$HB" "$FILE" -g "bench($N)" -t halt >/dev/null; } 2>&1 | tail -1)"
    s="$s $( { /usr/bin/time -f %U swipl -g "bench($N)" -t halt "$FILE" >/dev/null; } 2>&1 | tail -1)"
  done
  python3 -c "
import statistics
h=[float(x) for x in '$h'.split()]; s=[float(x) for x in '$s'.split()]
r=[a/b for a,b in zip(h,s)]
print('%-10s hornbook %.2f s  swipl %.2f s  hornbook/swipl %.3f (%.3f-%.3f)'%('$p',statistics.median(h),statistics.median(s),statistics.median(r),min(r),max(r)))"
done
