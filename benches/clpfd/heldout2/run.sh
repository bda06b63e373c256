#!/bin/bash
# The second held-out CLP(FD) set: hornbook against GNU Prolog (gplc), paired.
#
#   cargo build --release && bash benches/clpfd/heldout2/run.sh      (from the repository root)
#   ROUNDS=9 bash benches/clpfd/heldout2/run.sh pyth colour          (some workloads only)
#
# Each round runs hornbook then gplc's program on the same workload, each
# timing N runs inside the process (CPU, loading excluded); the table gives
# the medians in µs per run and the median of the per-round ratios
# hornbook/GNU with their range, then the answers and backtracks of the
# same search by steps in both (they must agree). HORNBOOK and GPLC
# override the programs.
set -e
HB=${HORNBOOK:-target/release/hornbook}
GPLC=${GPLC:-gplc}
R=${ROUNDS:-5}
DIR=benches/clpfd/heldout2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
"$GPLC" --no-top-level -o "$TMP/models_gp" "$DIR/models_gp.pl" >/dev/null
declare -A N=([latin]=60 [colour]=3000 [coins]=1500 [pyth]=600 [openshop]=2000 [grid]=8 [spread]=400)
ws=${*:-latin colour coins pyth openshop grid spread}
printf '%-10s %10s %10s  %-18s %s\n' model hornbook gnu 'hb/gnu (range)' 'answer-backtracks hb / gnu'
for w in $ws; do
  hs=(); gs=()
  for _ in $(seq "$R"); do
    hs+=("$("$HB" -q -g "timed($w,${N[$w]})" -t halt "$DIR/models.pl" | tail -1)")
    gs+=("$("$TMP/models_gp" timed "$w" "${N[$w]}" | tail -1)")
  done
  bh=$("$HB" -q -g "bt($w)" -t halt "$DIR/models.pl" | tail -1)
  bg=$("$TMP/models_gp" bt "$w" | tail -1)
  python3 - "$w" "${hs[*]}" "${gs[*]}" "$bh" "$bg" <<'PY'
import sys, statistics as st
w, h, g, bh, bg = sys.argv[1], [float(x) for x in sys.argv[2].split()], [float(x) for x in sys.argv[3].split()], sys.argv[4], sys.argv[5]
r = [a / max(b, 0.001) for a, b in zip(h, g)]
print(f"{w:10s} {st.median(h):10.1f} {st.median(g):10.1f}  {st.median(r):.2f} ({min(r):.2f}-{max(r):.2f})   {bh} / {bg}")
PY
done
