#!/bin/bash
# 1,000,000 facts f(I, J): peak memory and the time of assertz and of the
# lookups (facts.pl), and of consulting a file of the same facts, on
# hornbook and swipl, paired: the two systems take turns RUNS times
# (default 5). Prints per figure the median of each system and the median
# and range of the per-round ratio hornbook/swipl.
#   sh benches/facts/run.sh [RUNS]
# HORNBOOK selects the binary (default target/release/hornbook).
set -e
RUNS=${1:-5}
cd "$(dirname "$0")/../.."
HB=${HORNBOOK:-target/release/hornbook}
FILE=${TMPDIR:-/tmp}/hornbook_facts_1000000.pl
[ -f "$FILE" ] || awk 'BEGIN { for (i = 1; i <= 1000000; i++) printf "f(%d, %d).\n", i, (i * 7) % 1000 }' > "$FILE"
OUT=$(mktemp)
GOAL='bench([assert,first,second,scan])'
CGOAL='statistics(cputime, T0), consult(F), statistics(cputime, T1), T is T1 - T0, aggregate_all(count, f(_, _), 1000000), format("consult ~3f~n", [T])'
for i in $(seq "$RUNS"); do
  for sys in hornbook swipl; do
    if [ $sys = hornbook ]; then
      r=$( { /usr/bin/time -f "peak %M" "$HB" benches/facts/facts.pl -g "$GOAL" -t halt; } 2>&1 )
      c=$( { /usr/bin/time -f "cpeak %M" "$HB" -g "F='$FILE', $CGOAL" -t halt; } 2>&1 )
    else
      command -v swipl >/dev/null || continue
      r=$( { /usr/bin/time -f "peak %M" swipl -g "$GOAL" -t halt benches/facts/facts.pl; } 2>&1 )
      c=$( { /usr/bin/time -f "cpeak %M" swipl -g "F='$FILE', $CGOAL" -t halt; } 2>&1 )
    fi
    echo "$r" "$c" | tr '\n' ' ' | sed "s/^/$i $sys /" >> "$OUT"
    echo >> "$OUT"
  done
done
python3 - "$OUT" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) < 3: continue
    rnd, sys_ = f[0], f[1]
    kv = dict(zip(f[2::2], f[3::2]))
    rows.setdefault(sys_, {})[rnd] = kv
names = [('peak', 'peak RSS, assert + lookups (MB)', 1/1024), ('assert', 'assertz x 1,000,000 (s)', 1),
         ('first', 'f(I, _) for every I (s)', 1), ('second', 'f(X, J), 200 J (s)', 1),
         ('scan', '10 x count f(_, _) (s)', 1), ('cpeak', 'peak RSS, consult (MB)', 1/1024),
         ('consult', 'consult the file (s)', 1)]
hb, sw = rows.get('hornbook', {}), rows.get('swipl', {})
print('%-34s %10s %10s  %s' % ('', 'hornbook', 'swipl', 'hornbook/swipl'))
for key, label, scale in names:
    h = [float(r[key]) * scale for r in hb.values() if key in r]
    s = [float(r[key]) * scale for r in sw.values() if key in r]
    ratios = [float(hb[k][key]) / float(sw[k][key]) for k in hb if k in sw and key in hb[k] and key in sw[k] and float(sw[k][key]) > 0]
    line = '%-34s %10.2f %10s' % (label, statistics.median(h), '%.2f' % statistics.median(s) if s else 'n/a')
    if ratios:
        line += '  %.2f (%.2f-%.2f)' % (statistics.median(ratios), min(ratios), max(ratios))
    print(line)
PY
rm -f "$OUT"
