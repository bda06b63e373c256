#!/bin/bash
# Paired runs of the CLP(Q) programs on hornbook and swipl:
#   sh benches/clpqr/run.sh [RUNS] [PROGRAMS]
# runs `bench` of each program (default: mortgage production knapsack)
# alternately on the two systems, RUNS times (default 5), through
# benches/vs_swipl.sh.
RUNS=${1:-5}; PROGRAMS=${2:-mortgage production knapsack}
cd "$(dirname "$0")/../.."
exec bash benches/vs_swipl.sh "$RUNS" bench $(for p in $PROGRAMS; do echo "benches/clpqr/$p.pl"; done)
