#!/bin/sh
# Held-out CLP(FD) models: hornbook against GNU Prolog (heldout_gp.pl
# compiled with gplc) and SWI-Prolog (library(clpfd)), paired.
#
#   cargo build --release && sh benches/clpfd/heldout/run.sh     (from the repository root)
#   sh benches/clpfd/heldout/run.sh 'golomb(8)' knapsack         (some workloads only)
#
# For every workload the three systems run in turn (hornbook, gplc's
# program, swipl), ROUNDS times (5 by default); each run times N solves
# inside the process (CPU time, start-up and loading excluded) and reports
# µs per solve. The table gives the median with the spread (min-max), the
# ratio of the medians hornbook/GNU with the spread of the paired ratios
# (each round's hornbook time over the same round's GNU time), and the
# backtracks of the same counting labeling in each system (hornbook / swipl
# / GNU; propagation strength: fewer is stronger). HORNBOOK, SWIPL and
# GPLC override the programs; SWI=0 leaves swipl out.

HB=${HORNBOOK:-target/release/hornbook}
SWIPL=${SWIPL:-swipl}
GPLC=${GPLC:-gplc}
ROUNDS=${ROUNDS:-5}
DIR=benches/clpfd/heldout
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

have_swi=; [ "${SWI:-1}" != 0 ] && command -v "$SWIPL" >/dev/null && have_swi=1
have_gp=; command -v "$GPLC" >/dev/null && "$GPLC" --no-top-level -o "$TMP/heldout_gp" "$DIR/heldout_gp.pl" >/dev/null 2>&1 && have_gp=1

# run SYSTEM MODE WORKLOAD [N]: one line of output (µs per solve, or backtracks)
run() {
    case $1 in
        hornbook) timeout 600 "$HB" "$DIR/heldout.pl" -g "$2($3${4:+, $4})" -t halt 2>/dev/null | tail -1 ;;
        swipl) [ -n "$have_swi" ] && timeout 600 "$SWIPL" -q -g "$2($3${4:+, $4})" -t halt "$DIR/heldout.pl" 2>/dev/null | tail -1 ;;
        gprolog) [ -n "$have_gp" ] && timeout 600 "$TMP/heldout_gp" "$2" "$3" $4 2>/dev/null | tail -1 ;;
    esac
}

# stats FILE: "median (min-max)" of the numbers in FILE
stats() {
    sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR == 0) { print "-"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.1f (%.1f-%.1f)", m, v[1], v[NR] }'
}
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# ratio_spread A B: the ratio of the medians of A and B, with the lowest
# and highest ratio of paired rounds
ratio_spread() {
    paste "$1" "$2" | awk -v ma="$(median "$1")" -v mb="$(median "$2")" '
        $2 > 0 { r = $1 / $2; if (n == 0 || r < lo) lo = r; if (n == 0 || r > hi) hi = r; n++ }
        END { if (n == 0 || mb == 0) print "-"; else printf "%.2f (%.2f-%.2f)", ma / mb, lo, hi }'
}

# workload:N for hornbook:N for gprolog:N for swipl (runs of about 0.3 s
# for hornbook and GNU Prolog)
SPECS="magic_series(20):150:400:3 sudoku17:15:40:1 golomb(8):3:6:1 langford(11):100:150:2
langford_all(8):30:40:1 knapsack:100:300:1 magic_square(4):3000:5000:30 zebra:5000:20000:150
donald:75:50:1 send_most:3000:5000:40 queens_all(9):120:300:1 bibd(7,7,3,3,1):400:3000:6
jobshop:1000:5000:20 costas(11):60:60:2 all_interval(9):60:120:1 partition(8):50:80:1
car_sequencing:400:3000:20 kakuro:2000:8000:20"
if [ $# -gt 0 ]; then
    sel=; for w in "$@"; do sel="$sel $(echo "$SPECS" | tr ' ' '\n' | grep -F "$w:" | head -1)"; done
    SPECS=$sel
fi

printf "%-18s %-24s %-24s %-28s %-20s %s\n" workload "hornbook µs" "gprolog µs" "swipl µs" "hb/gp" "backtracks hb/swi/gp"
for spec in $SPECS; do
    w=${spec%%:*}; rest=${spec#*:}
    nh=${rest%%:*}; rest=${rest#*:}; ng=${rest%%:*}; ns=${rest#*:}
    : >"$TMP/hornbook"; : >"$TMP/swipl"; : >"$TMP/gprolog"
    for _ in $(seq "$ROUNDS"); do
        run hornbook timed "$w" "$nh" >>"$TMP/hornbook"
        run gprolog timed "$w" "$ng" >>"$TMP/gprolog"
        run swipl timed "$w" "$ns" >>"$TMP/swipl"
    done
    bh=$(run hornbook bt "$w"); bs=$(run swipl bt "$w"); bg=$(run gprolog bt "$w")
    printf "%-18s %-24s %-24s %-28s %-20s %s\n" "$w" "$(stats "$TMP/hornbook")" "$(stats "$TMP/gprolog")" \
        "$(stats "$TMP/swipl")" "$(ratio_spread "$TMP/hornbook" "$TMP/gprolog")" "${bh:--}/${bs:--}/${bg:--}"
done
