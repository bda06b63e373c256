#!/bin/bash
# Paired runs of the library(simplex) programs on hornbook and swipl:
#   sh benches/simplex/run.sh [RUNS] [N]
# runs bench(N) (default 20) of every program, the two systems taking
# turns RUNS times (default 5), through benches/vs_swipl.sh.
RUNS=${1:-5}; N=${2:-20}
cd "$(dirname "$0")/../.."
SAME=0 exec bash benches/vs_swipl.sh "$RUNS" "bench($N)" benches/simplex/transport.pl benches/simplex/assign.pl benches/simplex/lp.pl benches/simplex/knapsack.pl
