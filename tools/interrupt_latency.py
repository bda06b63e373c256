#!/usr/bin/env python3
"""How long hornbook takes to stop after Ctrl-C in each kind of long
computation. Each goal prints `started` once its set-up is done; SIGINT
follows 200 ms later, and the time from the signal to the end of the
process is printed with the exit status (130: the goal was aborted),
both as wall-clock time and as the CPU time the process used after the
signal (on a loaded machine the wall-clock time is mostly waiting for a
core; the CPU time is what the checks cost). A run past the watchdog
(60 s) is killed and reported as such. With --runs N each kind runs N
times and the median and range are printed. `{dir}` in a goal is a
temporary directory of the run's own, removed after it.

    tools/interrupt_latency.py [--runs N] [path/to/hornbook] [kind ...]
"""
import os
import shutil
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
    "mul": ("X is 7**12000000, Y is X + 1", "Z is X * Y, msb(Z) > 0"),
    "gcd": ("X is 7**1000000, Y is 5**1000000", "_ is gcd(X, Y)"),
    "decimal": ("X is 7**12000000", "with_output_to(string(_), write(X))"),
    "format_d": ("X is 7**12000000", "format(string(_), '~d', [X])"),
    "read": ("numlist(1, 6000000, L), format(atom(A), '~w', [L])", "term_to_atom(_, A)"),
    "write": ("numlist(1, 2000000, L), length(Ls, 4), maplist(=(L), Ls)",
              "with_output_to(string(_), print(Ls))"),
    "msort": ("numlist(1, 1500000, L0), maplist([X, f(Y, X)]>>(Y is X mod 7), L0, L)", "msort(L, _)"),
    "findall": ("true", "findall(X-Y, (between(1, 30000000, X), Y = X), _)"),
    "atom": ("numlist(1, 3000000, L)", "atomic_list_concat(L, -, A), atom_codes(A, Cs), atom_codes(_, Cs)"),
    "clpfd": ("use_module(library(clpfd))", "'#>'(X, Y), '#>'(Y, X), in(X, '..'(1, 100000000))"),
    "tabling": ("consult('tools/interrupt_tabling.pl')", "path(_, _), fail ; true"),
    "number_codes": ("X is 7**12000000", "number_codes(X, _)"),
    "atom_number": ("X is 7**12000000", "atom_number(_, X)"),
    "atom_length": ("X is 7**12000000", "atom_length(X, _)"),
    "consult": ("numlist(1, 5000000, L), open('{dir}/big.pl', write, S), format(S, 'big(~w).~n', [L]), close(S)",
                "consult('{dir}/big.pl')"),
}


WATCHDOG = 60


def cpu_seconds(pid):
    """CPU time the process has run so far (its main thread; the runtime
    in nanoseconds from /proc/PID/schedstat)."""
    with open(f"/proc/{pid}/schedstat") as f:
        return int(f.read().split()[0]) / 1e9


def measure(hornbook, kind):
    """(wall ms, CPU ms, status) after the signal, or a string saying why not."""
    tmp = tempfile.mkdtemp(prefix="interrupt_latency_")
    try:
        return measure_in(hornbook, kind, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def measure_in(hornbook, kind, tmp):
    setup, goal = (part.replace("{dir}", tmp) for part in GOALS[kind])
    args = [hornbook, "-g", f"{setup}, {STARTED}, ({goal})", "-t", "halt"]
    p = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = p.stdout.readline()
    if line != "started\n":
        p.kill()
        p.wait()
        return f"set-up failed: {line!r}"
    time.sleep(0.2)
    if p.poll() is not None:
        return f"ended (status {p.returncode}) before the signal: the goal is too short"
    cpu0 = cpu_seconds(p.pid)
    t0 = time.monotonic()
    p.send_signal(signal.SIGINT)
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - t0 > WATCHDOG:
            p.kill()
            p.wait()
            return f"still running {WATCHDOG} s after SIGINT (killed)"
        time.sleep(0.002)
    wall = (time.monotonic() - t0) * 1000
    p.returncode = os.waitstatus_to_exitcode(status)
    cpu = (usage.ru_utime + usage.ru_stime - cpu0) * 1000
    return wall, cpu, p.returncode


def main():
    argv = sys.argv[1:]
    runs = 1
    if argv[:1] == ["--runs"]:
        runs, argv = int(argv[1]), argv[2:]
    hornbook = argv[0] if argv else "target/release/hornbook"
    kinds = argv[1:] or list(GOALS)
    for kind in kinds:
        results = [measure(hornbook, kind) for _ in range(runs)]
        failed = [r for r in results if isinstance(r, str)]
        if failed:
            print(f"{kind:<10} {failed[0]}", flush=True)
            continue
        walls = sorted(r[0] for r in results)
        cpus = sorted(r[1] for r in results)
        statuses = sorted({r[2] for r in results})
        mid = len(results) // 2
        print(
            f"{kind:<10} wall {walls[mid]:6.0f} ms ({walls[0]:.0f}-{walls[-1]:.0f})"
            f"  cpu {cpus[mid]:6.0f} ms ({cpus[0]:.0f}-{cpus[-1]:.0f})  status {' '.join(map(str, statuses))}",
            flush=True,
        )


if __name__ == "__main__":
    main()
