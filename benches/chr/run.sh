#!/bin/bash
# Paired runs of the CHR programs on hornbook and swipl:
#   sh benches/chr/run.sh [RUNS] [PROGRAMS]
# runs `bench` of each program (default: all eight) alternately on the two
# systems, RUNS times (default 5), through benches/vs_swipl.sh.
RUNS=${1:-5}; PROGRAMS=${2:-gcd primes fib leq unionfind dijkstra zebra sudoku}
cd "$(dirname "$0")/../.."
exec bash benches/vs_swipl.sh "$RUNS" bench $(for p in $PROGRAMS; do echo "benches/chr/$p.pl"; done)
