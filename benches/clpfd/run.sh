#!/bin/sh
# CLP(FD) benchmarks: hornbook against SWI-Prolog (library(clpfd)) and GNU
# Prolog (its native FD solver, *_gp.pl files with the same models).
#
#   sh benches/clpfd/run.sh            (from the repository root, after cargo build --release)
#
# Each program defines bench(N) (solve N times, no output) and
# bench_check (print the result). For every system the net time of
# bench(N) minus bench(0) (start-up and loading removed), best of 3, is
# divided by N and printed per solve, with the result line of bench_check.
# HORNBOOK, SWIPL, GPROLOG override the binaries; BENCH_SCALE multiplies N.

HB=${HORNBOOK:-target/release/hornbook}
SWIPL=${SWIPL:-swipl}
GPROLOG=${GPROLOG:-gprolog}
SCALE=${BENCH_SCALE:-1}
DIR=benches/clpfd

now() { date +%s%N; }

# run SYSTEM FILE GOAL
run() {
    case $1 in
        hornbook) timeout ${BENCH_TIMEOUT:-60} "$HB" "$2" -g "$3" -t halt ;;
        swipl) timeout ${BENCH_TIMEOUT:-60} "$SWIPL" -q -g "$3" -t halt "$2" ;;
        gprolog) timeout ${BENCH_TIMEOUT:-60} "$GPROLOG" --consult-file "$2" --entry-goal "($3 -> halt ; halt(1))" </dev/null ;;
    esac
}

# best SYSTEM FILE GOAL: best wall time of 3 runs, in ns
best() {
    b=""
    for _ in 1 2 3; do
        t0=$(now); run "$1" "$2" "$3" >/dev/null 2>&1 || { echo error; return; }; t1=$(now)
        t=$((t1 - t0))
        if [ -z "$b" ] || [ "$t" -lt "$b" ]; then b=$t; fi
    done
    echo "$b"
}

printf "%-12s %-9s %12s  %s\n" benchmark system "per solve" result
# label:file:goal(N is the iteration count):N
for spec in "send_more:send_more:bench(N):2000" "queens8:queens:bench(8,N):2000" "queens20:queens:bench(20,N):500" \
        "queens50:queens:bench(50,N):50" "queens100:queens:bench(100,N):20" "queens_all:queens_all:bench(N):100" \
        "sudoku:sudoku:bench(N):20"; do
    label=${spec%%:*}; rest=${spec#*:}
    name=${rest%%:*}; rest=${rest#*:}
    goal=${rest%%:*}
    n=$(awk "BEGIN { n = int(${rest##*:} * $SCALE); print (n < 1 ? 1 : n) }")
    for sys in hornbook swipl gprolog; do
        file=$DIR/$name.pl
        [ $sys = gprolog ] && file=$DIR/${name}_gp.pl
        case $sys in hornbook) command -v "$HB" >/dev/null || [ -x "$HB" ] || continue ;; *) command -v "${sys}" >/dev/null || continue ;; esac
        # SWI-Prolog's clpfd is slower: fewer iterations keep the run short.
        m=$n; [ $sys = swipl ] && m=$(( (n + 9) / 10 ))
        g=$(echo "$goal" | sed "s/N/$m/"); g0=$(echo "$goal" | sed "s/N/0/")
        tn=$(best $sys "$file" "$g"); t0=$(best $sys "$file" "$g0")
        res=$(run $sys "$file" bench_check 2>/dev/null | tail -1 | cut -c1-40)
        if [ "$tn" = error ] || [ "$t0" = error ]; then
            printf "%-12s %-9s %12s  %s\n" "$label" $sys error "$res"
        else
            us=$(awk "BEGIN { printf \"%.1f\", ($tn - $t0) / $m / 1000 }")
            printf "%-12s %-9s %10s us  %s\n" "$label" $sys "$us" "$res"
        fi
    done
done
