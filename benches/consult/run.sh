#!/bin/bash
# Consulting a large fact file: peak RSS and wall time of hornbook and
# SWI-Prolog on the same file (the issue's acceptance: 100 MB, 1.5 M
# clauses, under 1 GB and faster than SWI-Prolog).
#   sh benches/consult/run.sh [CLAUSES]     (default 1500000, ~100 MB)
# HORNBOOK selects the binary (default target/release/hornbook).
set -e
cd "$(dirname "$0")/../.."
N=${1:-1500000}
FILE=${TMPDIR:-/tmp}/hornbook_consult_$N.pl
[ -f "$FILE" ] || python3 benches/consult/gen.py "$N" > "$FILE"
echo "$(du -m "$FILE" | cut -f1) MB, $N clauses: $FILE"
GOAL="aggregate_all(count, fact(_,_,_,_,_,_), C), C == $N"
/usr/bin/time -f "hornbook  %e s wall  %M KB peak RSS" "${HORNBOOK:-target/release/hornbook}" "$FILE" -g "$GOAL" -t halt
if command -v swipl >/dev/null; then
  /usr/bin/time -f "swipl     %e s wall  %M KB peak RSS" swipl -q -g "$GOAL" -t halt "$FILE"
fi
