#!/bin/bash
# Paired comparison of two hornbook binaries on the classic benches:
#   sh benches/pair.sh BASE NEW [RUNS]
# runs `BIN benches/B.pl -g "bench(N)" -t halt` alternately with BASE and
# NEW, RUNS times (default 5), at the N of benches/compare.rs, and prints
# per bench the median user CPU seconds and the median and range of the
# ratio NEW/BASE. SPECS="nrev:70000 tak:130" picks the benches.
BASE=$1; NEW=$2; RUNS=${3:-5}
cd "$(dirname "$0")/.."
for spec in ${SPECS:-nrev:70000 tak:130 queens:150 crypt:300 deriv:160000 zebra:800 primes:80}; do
  b=${spec%%:*}; n=${spec##*:}
  rb=""; rn=""
  for i in $(seq "$RUNS"); do
    rb="$rb $( { /usr/bin/time -f %U "$BASE" benches/$b.pl -g "bench($n)" -t halt >/dev/null; } 2>&1 | tail -1)"
    rn="$rn $( { /usr/bin/time -f %U "$NEW" benches/$b.pl -g "bench($n)" -t halt >/dev/null; } 2>&1 | tail -1)"
  done
  python3 -c "
import statistics
b=[float(x) for x in '$rb'.split()]; n=[float(x) for x in '$rn'.split()]
r=[y/x for x,y in zip(b,n)]
print('%-8s base %.2f s  new %.2f s  new/base %.3f (%.3f-%.3f)'%('$b',statistics.median(b),statistics.median(n),statistics.median(r),min(r),max(r)))"
done
