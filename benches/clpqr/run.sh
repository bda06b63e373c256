#!/bin/bash
# Paired runs of the CLP(Q) programs on hornbook and swipl:
#   sh benches/clpqr/run.sh [RUNS] [PROGRAMS]
# runs `bench` of each program (default: mortgage production knapsack)
# alternately on the two systems, RUNS times (default 5), and prints the
# median user CPU seconds of each (start-up and loading included) and the
# median and range of the ratio hornbook/swipl. Both must print the same
# result line; a difference is reported.
RUNS=${1:-5}; PROGRAMS=${2:-mortgage production knapsack}
cd "$(dirname "$0")/../.."
HB=${HB:-target/release/hornbook}
for p in $PROGRAMS; do
  f=benches/clpqr/$p.pl
  out_h=$("$HB" "$f" -g bench -t halt 2>&1); out_s=$(swipl -g bench -t halt "$f" 2>&1)
  [ "$out_h" = "$out_s" ] || echo "$p: DIFFERENT: hornbook '$out_h' swipl '$out_s'"
  h=""; s=""
  for i in $(seq "$RUNS"); do
    h="$h $( { /usr/bin/time -f %U "$HB" "$f" -g bench -t halt >/dev/null; } 2>&1 | tail -1)"
    s="$s $( { /usr/bin/time -f %U swipl -g bench -t halt "$f" >/dev/null; } 2>&1 | tail -1)"
  done
  python3 -c "
import statistics
h=[float(x) for x in '$h'.split()]; s=[float(x) for x in '$s'.split()]
r=[a/max(b,0.005) for a,b in zip(h,s)]
print('%-11s hornbook %6.2f s  swipl %6.2f s  hornbook/swipl %.3f (%.3f-%.3f)'%('$p',statistics.median(h),statistics.median(s),statistics.median(r),min(r),max(r)))"
done
