#!/bin/sh
# Shapely Squares benchmark: the 13 puzzles of programs/shapely_squares.pl,
# hornbook against SWI-Prolog's library(clpfd) running the same program
# (with benches/shapely/swi_sicstus.pl for the SICStus spellings).
#
#   sh benches/shapely/run.sh        (from the repository root, after cargo build --release)
#
# Runs the two systems alternately RUNS times (default 7); each run loads
# the program and prints the CPU time of one round of the 13 puzzles (the
# mean of ROUNDS rounds, 10 for hornbook, 2 for swipl), so start-up and
# loading are not counted.  Prints every run, then per system the median
# with the lowest and highest run, and checks that both systems print the
# same solutions (bench_check).  HORNBOOK and SWIPL override the binaries.

HB=${HORNBOOK:-target/release/hornbook}
SWIPL=${SWIPL:-swipl}
RUNS=${RUNS:-7}
PROGRAM=programs/shapely_squares.pl
BENCH=benches/shapely/bench.pl
SHIM=benches/shapely/swi_sicstus.pl

hb() { "$HB" $PROGRAM $BENCH -g "$1" -t halt; }
swi() { "$SWIPL" -q -g "consult(['$SHIM','$PROGRAM','$BENCH']),$1" -t halt; }

# median, lowest and highest of the numbers on standard input
stats() {
    sort -n | awk '{ v[NR] = $1 } END {
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
        printf "median %.2f ms (runs %.2f .. %.2f, n=%d)\n", m, v[1], v[NR], NR }'
}

hb_times=""; swi_times=""
have_swi=yes; command -v "$SWIPL" >/dev/null || have_swi=no
i=1
while [ $i -le "$RUNS" ]; do
    t=$(hb "timed(10)" | tail -1); hb_times="$hb_times $t"
    if [ $have_swi = yes ]; then s=$(swi "timed(2)" | tail -1); swi_times="$swi_times $s"; else s=n/a; fi
    echo "run $i: hornbook $t ms, swipl $s ms"
    i=$((i + 1))
done
printf "hornbook: "; echo "$hb_times" | tr ' ' '\n' | grep . | stats
if [ $have_swi = yes ]; then
    printf "swipl:    "; echo "$swi_times" | tr ' ' '\n' | grep . | stats
    if [ "$(hb bench_check)" = "$(swi bench_check)" ]; then echo "solutions: same"; else echo "solutions: DIFFERENT"; fi
fi
