#!/usr/bin/env python3
"""How long hornbook takes to stop after Ctrl-C in each kind of long
computation. Each goal prints `started` once its set-up is done; SIGINT
follows 200 ms later, and the time from the signal to the end of the
process is printed with the exit status (130: the goal was aborted). A
run past the watchdog (60 s) is killed and reported as such.

    tools/interrupt_latency.py [path/to/hornbook] [kind ...]
"""
import os
import signal
import subprocess
import sys
import tempfile
import time

STARTED = "write(started), nl, flush_output"

# kind: (set-up goal, the long goal). The set-up runs before `started`;
# both are one -g goal, so they share variables.
GOALS = {
    "power": ("true", "X is 7**30000000, msb(X) > 0"),
    "gcd": ("X is 7**1000000, Y is 5**1000000", "_ is gcd(X, Y)"),
    "decimal": ("X is 7**12000000", "with_output_to(string(_), write(X))"),
    "read": ("numlist(1, 2000000, L), format(atom(A), '~w', [L])", "term_to_atom(_, A)"),
    "write": ("numlist(1, 2000000, L), length(Ls, 4), maplist(=(L), Ls)",
              "with_output_to(string(_), print(Ls))"),
    "msort": ("numlist(1, 1500000, L0), maplist([X, f(Y, X)]>>(Y is X mod 7), L0, L)", "msort(L, _)"),
    "findall": ("true", "findall(X-Y, (between(1, 30000000, X), Y = X), _)"),
    "atom": ("numlist(1, 3000000, L)", "atomic_list_concat(L, -, A), atom_codes(A, Cs), atom_codes(_, Cs)"),
    "clpfd": ("use_module(library(clpfd))", "'#>'(X, Y), '#>'(Y, X), in(X, '..'(1, 100000000))"),
    "tabling": ("consult('tools/interrupt_tabling.pl')", "path(_, _), fail ; true"),
}


def measure(hornbook, kind):
    setup, goal = GOALS[kind]
    args = [hornbook, "-g", f"{setup}, {STARTED}, ({goal})", "-t", "halt"]
    p = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = p.stdout.readline()
    if line != "started\n":
        p.kill()
        return f"{kind:<10} set-up failed: {line!r}"
    time.sleep(0.2)
    t0 = time.monotonic()
    p.send_signal(signal.SIGINT)
    try:
        status = p.wait(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        return f"{kind:<10} still running 60 s after SIGINT (killed)"
    ms = (time.monotonic() - t0) * 1000
    return f"{kind:<10} {ms:8.0f} ms  status {status}"


def main():
    hornbook = sys.argv[1] if len(sys.argv) > 1 else "target/release/hornbook"
    kinds = sys.argv[2:] or list(GOALS)
    for kind in kinds:
        print(measure(hornbook, kind), flush=True)


if __name__ == "__main__":
    main()
