#!/bin/sh
# Scheduling benchmarks (benches/clpfd/scheduling.pl): hornbook against
# SWI-Prolog's library(clpfd), with the backtracks of the same counting
# search in each.
#
#   cargo build --release && sh benches/clpfd/scheduling.sh      (from the repository root)
#
# For every workload the two systems run in turn, ROUNDS times (5 by
# default); each run times N solves inside the process (CPU time, start-up
# and loading excluded) and reports milliseconds per solve: the median
# with the spread (min-max). A workload SWI-Prolog does not finish within
# LIMIT seconds (600 by default) of one solve shows "-". HORNBOOK and
# SWIPL override the programs.

HB=${HORNBOOK:-target/release/hornbook}
SWIPL=${SWIPL:-swipl}
ROUNDS=${ROUNDS:-5}
LIMIT=${LIMIT:-600}
FILE=benches/clpfd/scheduling.pl
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# run SYSTEM GOAL: its last line of output
run() {
    case $1 in
        hornbook) timeout "$LIMIT" "$HB" "$FILE" -g "$2" -t halt 2>/dev/null | tail -1 ;;
        swipl) timeout "$LIMIT" "$SWIPL" -q -g "$2" -t halt "$FILE" 2>/dev/null | tail -1 ;;
    esac
}

# stats FILE: "median (min-max)" of the numbers in FILE, µs to ms
stats() {
    sort -n "$1" | awk '{ v[NR] = $1 / 1000 } END { if (NR == 0) { print "-"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.2f (%.2f-%.2f)", m, v[1], v[NR] }'
}
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf "%-16s %-26s %-30s %8s  %s\n" workload "hornbook ms" "swipl ms" "swi/hb" "backtracks hb/swi"
# workload:N for hornbook:N for swipl (0: swipl does not finish)
for spec in project12:20:1 rcpsp:20:1 single6:40:1 ft06:20:0 "bounded(ft06):20:0"; do
    w=${spec%%:*}; rest=${spec#*:}
    nh=${rest%%:*}; ns=${rest#*:}
    : >"$TMP/hornbook"; : >"$TMP/swipl"
    for _ in $(seq "$ROUNDS"); do
        run hornbook "timed($w, $nh)" >>"$TMP/hornbook"
        [ "$ns" -gt 0 ] && run swipl "timed($w, $ns)" >>"$TMP/swipl"
    done
    bh=$(run hornbook "bt($w)")
    bs=-; [ "$ns" -gt 0 ] && bs=$(run swipl "bt($w)")
    mh=$(median "$TMP/hornbook"); ms=$(median "$TMP/swipl")
    ratio=$(awk -v a="$ms" -v b="$mh" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%.0f", a / b }')
    printf "%-16s %-26s %-30s %8s  %s\n" "$w" "$(stats "$TMP/hornbook")" "$(stats "$TMP/swipl")" "$ratio" "${bh:--}/${bs:--}"
done
