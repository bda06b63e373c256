#!/bin/sh
# CLP(FD) benchmarks: hornbook against SWI-Prolog (library(clpfd)) and
# GNU Prolog (its FD solver, models_gp.pl compiled with gplc).
#
#   cargo build --release && sh benches/clpfd/run.sh      (from the repository root)
#
# For every workload the three systems run in turn, ROUNDS times (5 by
# default); each run times N solves inside the process (CPU time, start-up
# and loading excluded) and reports microseconds per solve. The table
# gives the median with the spread (min-max) and the backtracks of the
# same counting labeling in each system (propagation strength: fewer is
# stronger). HORNBOOK, SWIPL and GPLC override the programs.

HB=${HORNBOOK:-target/release/hornbook}
SWIPL=${SWIPL:-swipl}
GPLC=${GPLC:-gplc}
ROUNDS=${ROUNDS:-5}
DIR=benches/clpfd
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

have_swi=; command -v "$SWIPL" >/dev/null && have_swi=1
have_gp=; command -v "$GPLC" >/dev/null && "$GPLC" --no-top-level -o "$TMP/models_gp" "$DIR/models_gp.pl" >/dev/null 2>&1 && have_gp=1

# run SYSTEM MODE WORKLOAD [N]: one line of output (µs per solve, or backtracks)
run() {
    case $1 in
        hornbook) timeout 300 "$HB" "$DIR/models.pl" -g "$2($3${4:+, $4})" -t halt 2>/dev/null | tail -1 ;;
        swipl) [ -n "$have_swi" ] && timeout 300 "$SWIPL" -q -g "$2($3${4:+, $4})" -t halt "$DIR/models.pl" 2>/dev/null | tail -1 ;;
        gprolog) [ -n "$have_gp" ] && timeout 300 "$TMP/models_gp" "$2" "$3" $4 2>/dev/null | tail -1 ;;
    esac
}

# stats FILE: "median (min-max)" of the numbers in FILE
stats() {
    sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR == 0) { print "-"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.1f (%.1f-%.1f)", m, v[1], v[NR] }'
}
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf "%-26s %-24s %-24s %-24s %8s %8s  %s\n" workload "hornbook µs" "swipl µs" "gprolog µs" "swi/hb" "hb/gp" "backtracks hb/swi/gp"
# workload:N for hornbook:N for swipl:N for gprolog (runs of about half a second)
for spec in "send_more:20000:1000:20000" "queens(8):5000:300:20000" "queens(20):1000:50:3000" \
        "queens(50):50:3:2" "queens(100):30:3:2" "queens_all:400:20:1000" \
        "sudoku(platinum_blonde):10:1:20" "sudoku(ai_escargot):80:4:1000"; do
    w=${spec%%:*}; rest=${spec#*:}
    nh=${rest%%:*}; rest=${rest#*:}; ns=${rest%%:*}; ng=${rest#*:}
    : >"$TMP/hornbook"; : >"$TMP/swipl"; : >"$TMP/gprolog"
    for _ in $(seq "$ROUNDS"); do
        run hornbook timed "$w" "$nh" >>"$TMP/hornbook"
        run swipl timed "$w" "$ns" >>"$TMP/swipl"
        run gprolog timed "$w" "$ng" >>"$TMP/gprolog"
    done
    bh=$(run hornbook bt "$w"); bs=$(run swipl bt "$w"); bg=$(run gprolog bt "$w")
    mh=$(median "$TMP/hornbook"); ms=$(median "$TMP/swipl"); mg=$(median "$TMP/gprolog")
    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "-"; else printf "%.2f", a / b }'; }
    printf "%-26s %-24s %-24s %-24s %8s %8s  %s\n" "$w" "$(stats "$TMP/hornbook")" "$(stats "$TMP/swipl")" \
        "$(stats "$TMP/gprolog")" "$(ratio "$ms" "$mh")" "$(ratio "$mh" "$mg")" "${bh:--}/${bs:--}/${bg:--}"
done
