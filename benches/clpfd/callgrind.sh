#!/bin/sh
# Instruction counts of the CLP(FD) workloads under callgrind: unlike
# wall time, they do not move with the load of a shared host, so they
# compare two builds within a fraction of a percent.
#
#   sh benches/clpfd/callgrind.sh            (from the repository root, after cargo build --release)
#   HORNBOOK=/path/to/other/hornbook sh benches/clpfd/callgrind.sh
#
# For each workload: the instructions of `timed(W, N)` less those of
# `timed(W, 0)` (start-up and loading), divided by N, in thousands per
# solve, the median of REPEAT runs (3 by default). N is large enough
# (some 50 million instructions or more per run) that start-up, which
# moves by about 100,000 instructions from run to run (the seeds of hash
# tables), is lost in it; the solves themselves move by up to 1% for the
# same reason, hence the median. Workloads from models.pl, nonlinear.pl
# and the Shapely Squares benchmark (two rounds of its 13 puzzles).

HB=${HORNBOOK:-target/release/hornbook}
REPEAT=${REPEAT:-3}
DIR=benches/clpfd

# instructions GOAL FILE...: the instruction count of one run
instructions() {
    goal=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$HB" "$@" -g "$goal" -t halt 2>&1 >/dev/null |
        sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

# per_solve LABEL N GOAL0 GOALN FILE...: thousands of instructions per
# solve, the median of REPEAT measurements
per_solve() {
    label=$1; n=$2; goal0=$3; goaln=$4; shift 4
    i=0; values=""
    while [ $i -lt "$REPEAT" ]; do
        base=$(instructions "$goal0" "$@")
        full=$(instructions "$goaln" "$@")
        values="$values $(awk -v b="$base" -v f="$full" -v n="$n" 'BEGIN { printf "%.1f", (f - b) / n / 1000 }')"
        i=$((i + 1))
    done
    echo "$values" | tr ' ' '\n' | grep . | sort -n |
        awk -v l="$label" '{ v[NR] = $1 } END { printf "%-26s %12.1fk\n", l, v[int((NR + 1) / 2)] }'
}

for spec in send_more:1000 "queens(8):300" "queens(20):80" "queens(100):4" queens_all:30 \
        "sudoku(ai_escargot):15" "sudoku(platinum_blonde):3"; do
    w=${spec%:*}; n=${spec##*:}
    per_solve "$w" "$n" "timed($w, 0)" "timed($w, $n)" $DIR/models.pl
done
for spec in pythagoras:5 digits:6 ruler:20 parity:100 "post(100):4"; do
    w=${spec%:*}; n=${spec##*:}
    per_solve "$w" "$n" "timed($w, 0)" "timed($w, $n)" $DIR/nonlinear.pl
done
per_solve "shapely (13 puzzles)" 2 "timed(0)" "timed(2)" programs/shapely_squares.pl benches/shapely/bench.pl
