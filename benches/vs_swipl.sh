#!/bin/bash
# Paired runs of Prolog programs on hornbook and swipl:
#   sh benches/vs_swipl.sh RUNS GOAL FILE...
# runs GOAL in each FILE (a path from the repository root) alternately on
# the two systems, RUNS times, and prints per file the median user CPU
# seconds of each (start-up and loading included) and the median and
# range of the ratio hornbook/swipl. Both must print the same output; a
# difference is reported (SAME=0 skips the check). HB names the hornbook
# binary (default target/release/hornbook).
RUNS=$1; GOAL=$2; shift 2
cd "$(dirname "$0")/.."
HB=${HB:-target/release/hornbook}
for f in "$@"; do
  p=$(basename "$f" .pl)
  if [ "${SAME:-1}" = 1 ]; then
    out_h=$("$HB" "$f" -g "$GOAL" -t halt 2>&1); out_s=$(swipl -g "$GOAL" -t halt "$f" 2>&1)
    [ "$out_h" = "$out_s" ] || echo "$p: DIFFERENT: hornbook '$out_h' swipl '$out_s'"
  fi
  h=""; s=""
  for i in $(seq "$RUNS"); do
    h="$h $( { /usr/bin/time -f %U "$HB" "$f" -g "$GOAL" -t halt >/dev/null; } 2>&1 | tail -1)"
    s="$s $( { /usr/bin/time -f %U swipl -g "$GOAL" -t halt "$f" >/dev/null; } 2>&1 | tail -1)"
  done
  python3 -c "
import statistics
h=[float(x) for x in '$h'.split()]; s=[float(x) for x in '$s'.split()]
r=[a/max(b,0.005) for a,b in zip(h,s)]
print('%-11s hornbook %6.2f s  swipl %6.2f s  hornbook/swipl %.3f (%.3f-%.3f)'%('$p',statistics.median(h),statistics.median(s),statistics.median(r),min(r),max(r)))"
done
