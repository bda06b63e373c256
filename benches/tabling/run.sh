#!/bin/bash
# Paired runs of a tabling program (FILE, default closure.pl) on hornbook and swipl:
#   [FILE=shortest.pl] sh benches/tabling/run.sh [RUNS] [GOAL]
# alternates the two RUNS times (default 5) through benches/vs_swipl.sh and
# prints the median user CPU seconds of each and the median and range of
# hornbook/swipl.
RUNS=${1:-5}; GOAL=${2:-bench(all)}; FILE=benches/tabling/${FILE:-closure.pl}
cd "$(dirname "$0")/../.."
SAME=0 exec bash benches/vs_swipl.sh "$RUNS" "$GOAL" "$FILE"
