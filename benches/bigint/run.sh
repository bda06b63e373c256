#!/bin/bash
# Paired big-integer benchmark, hornbook against SWI-Prolog (GMP):
#   bash benches/bigint/run.sh [RUNS] [OPS...]
# For each operation of ops.pl, runs it RUNS times (default 5) on each
# system in turn (a round: hornbook, then swipl) and prints the median
# CPU milliseconds (read in microseconds) of the operation alone on each system and the median
# of the per-round ratios hornbook/swipl with their lowest and highest.
# HORNBOOK (default target/release/hornbook) and SWIPL (default swipl)
# name the binaries. A check column says whether both systems computed
# the same result (its value mod 1000000007).
cd "$(dirname "$0")/../.."
RUNS=${1:-5}; shift
HB=${HORNBOOK:-target/release/hornbook}; SW=${SWIPL:-swipl}
OPS=${*:-pow fact_loop_50k fact_loop_100k fact_tree_50k fact_tree_100k square divide gcd gcd_coprime print_format print_codes parse_codes parse_atom}
printf '%-15s %10s %10s %8s %s\n' operation hornbook swipl ratio "(spread) check"
for op in $OPS; do
  hb=""; sw=""; hc=""; sc=""
  for _ in $(seq "$RUNS"); do
    line=$("$HB" benches/bigint/ops.pl "$op" | sed -n 1p); hb="$hb ${line#* }"; hc=${line##* }
    line=$("$SW" benches/bigint/ops.pl "$op" | sed -n 1p); sw="$sw ${line#* }"; sc=${line##* }
  done
  python3 - "$op" "$hb" "$sw" "$hc" "$sc" <<'PY'
import statistics, sys
op, hb, sw, hc, sc = sys.argv[1:]
h = [int(x) for x in hb.split()[0::2]]  # each run adds 'µs check'
s = [int(x) for x in sw.split()[0::2]]
r = [a / max(b, 1) for a, b in zip(h, s)]
print('%-15s %8.1f ms %8.1f ms %8.2f (%.2f-%.2f) %s' % (op, statistics.median(h) / 1000, statistics.median(s) / 1000,
      statistics.median(r), min(r), max(r), 'same' if hc == sc else 'DIFFERENT %s %s' % (hc, sc)))
PY
done
