#!/bin/sh
# Runs every case of tests/hostile/cases.pl in its own hornbook process
# under an address-space limit of about 1 GB (`ulimit -v 1000000`) and
# checks that each ends in a caught error or its answer (not a failure),
# with the next goal
# running ("next: ok") and the process exiting normally. Usage:
#   tests/hostile/run.sh [path/to/hornbook] [case ...]
# Prints one line per case and a summary; exits 1 if any case failed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
hb=${1:-$here/../../target/release/hornbook}
[ $# -gt 0 ] && shift
cases=$here/cases.pl
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export HOSTILE_DIR=$dir
# A 10 MB line: a 5-million-element list, as a term, as a fact and in
# the body of a rule (the list's text less its ".\n").
{ printf '['; yes 7 | head -n 5000000 | paste -sd, - | tr -d '\n'; printf '].\n'; } >"$dir/big_list.pl"
{ printf 'big('; head -c -2 "$dir/big_list.pl"; printf ').\n'; } >"$dir/big_fact.pl"
{ printf 'big_rule(X) :- X = '; head -c -2 "$dir/big_list.pl"; printf '.\n'; } >"$dir/big_rule.pl"
if [ $# -gt 0 ]; then
    names="$*"
else
    names=$("$hb" "$cases" -g list_cases -t halt) || { echo "cannot list the cases"; exit 1; }
fi
pass=0
fail=0
for name in $names; do
    out=$( (ulimit -v 1000000; timeout 300 "$hb" "$cases" -g "run_case($name)" -t halt) 2>"$dir/stderr")
    status=$?
    outcome=$(printf '%s\n' "$out" | sed -n 's/^outcome: //p')
    if [ $status -eq 0 ] && [ -n "$outcome" ] && [ "$outcome" != failed ] && printf '%s\n' "$out" | grep -qx 'next: ok'; then
        pass=$((pass + 1))
        echo "ok   $name: $outcome"
    else
        fail=$((fail + 1))
        echo "FAIL $name (status $status): $(printf '%s' "$out" | tail -n 3 | tr '\n' ' ') $(head -c 300 "$dir/stderr" | tr '\n' ' ')"
    fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
