#!/bin/bash
# Paired runs of a tabling program (FILE, default closure.pl) on hornbook and swipl:
#   [FILE=shortest.pl] sh benches/tabling/run.sh [RUNS] [GOAL]
# alternates the two RUNS times (default 5) and prints the median user
# CPU seconds of each and the median and range of hornbook/swipl.
RUNS=${1:-5}; GOAL=${2:-bench(all)}; FILE=benches/tabling/${FILE:-closure.pl}
cd "$(dirname "$0")/../.."
HB=${HB:-target/release/hornbook}
h=""; s=""
for i in $(seq "$RUNS"); do
  h="$h $( { /usr/bin/time -f %U "$HB" "$FILE" -g "$GOAL" -t halt >/dev/null; } 2>&1 | tail -1)"
  s="$s $( { /usr/bin/time -f %U swipl -g "$GOAL" -t halt "$FILE" >/dev/null; } 2>&1 | tail -1)"
done
python3 -c "
import statistics
h=[float(x) for x in '$h'.split()]; s=[float(x) for x in '$s'.split()]
r=[a/b for a,b in zip(h,s)]
print('%s: hornbook %.2f s  swipl %.2f s  hornbook/swipl %.3f (%.3f-%.3f)'%('$GOAL',statistics.median(h),statistics.median(s),statistics.median(r),min(r),max(r)))"
