#!/usr/bin/env python3
"""Run a folder of Prolog programs under swipl and under hornbook and compare.

Usage:
    tools/swi_compat.py DIR [--hornbook PATH] [--swipl PATH] [--timeout SECONDS]
                            [--jobs N] [--out DIR] [--only SUBSTRING] [--quiet]

The folder's convention (DIR and every folder below it):

    X.pl       a program
    X.in       its standard input (optional; /dev/null without it)
    X.goal     the goal to run after loading (optional), one line
    X.support  (any content) X.pl is not a program but a file the
               programs of its folder load

Each program runs in its own folder, as

    swipl    [-g GOAL] -t halt X.pl < X.in
    hornbook [-g GOAL] -t halt X.pl < X.in

(without X.goal only -t halt: the program's own directives and
initialization/1,2 goals print what it prints). A program is "same" when
its standard output is byte for byte swipl's and its exit status is
swipl's; standard error is not compared (messages differ in wording).

It prints one line per program (its name, same/DIFF, the first line that
differs: line number, swipl's text, hornbook's) and a summary with the
percentage. With --out DIR it writes each program's outputs there
(NAME.swipl, NAME.hornbook, NAME.hornbook.err, NAME.swipl.err) to read
the differences. The exit status is 0 when every program is the same.
"""

import argparse
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

TIMEOUT_STATUS = 124


def programs(root):
    """Every X.pl below root without an X.support beside it, sorted."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for f in sorted(files):
            if f.endswith(".pl") and f[:-3] + ".support" not in files:
                found.append(os.path.join(folder, f))
    return found


def run(cmd, program, timeout):
    """Run cmd on program in its folder; (status, stdout, stderr, seconds)."""
    folder, name = os.path.split(program)
    stem = name[:-3]
    goal_file = os.path.join(folder, stem + ".goal")
    in_file = os.path.join(folder, stem + ".in")
    args = [cmd]
    if os.path.exists(goal_file):
        with open(goal_file) as g:
            args += ["-g", g.read().strip()]
    args += ["-t", "halt", name]
    stdin = open(in_file, "rb") if os.path.exists(in_file) else subprocess.DEVNULL
    start = time.monotonic()
    try:
        p = subprocess.run(args, cwd=folder or ".", stdin=stdin, capture_output=True, timeout=timeout)
        status, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        status, out, err = TIMEOUT_STATUS, e.stdout or b"", (e.stderr or b"") + b"\n[timeout]\n"
    finally:
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    return status, out, err, time.monotonic() - start


def first_difference(a, b):
    """(line number, swipl's line, hornbook's line) of the first differing line."""
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else None
        y = lb[i] if i < len(lb) else None
        if x != y:
            show = lambda t: "<end>" if t is None else t.decode("utf-8", "replace")[:60]
            return i + 1, show(x), show(y)
    return None


def compare(program, opts):
    s = run(opts.swipl, program, opts.timeout)
    h = run(opts.hornbook, program, opts.timeout)
    rel = os.path.relpath(program, opts.dir)[:-3]
    if opts.out:
        base = os.path.join(opts.out, rel.replace(os.sep, "__"))
        for suffix, data in ((".swipl", s[1]), (".swipl.err", s[2]), (".hornbook", h[1]), (".hornbook.err", h[2])):
            with open(base + suffix, "wb") as f:
                f.write(data)
    if s[1] == h[1] and s[0] == h[0]:
        return rel, True, ""
    if s[1] == h[1]:
        return rel, False, f"exit status {s[0]} vs {h[0]}"
    line, x, y = first_difference(s[1], h[1])
    note = f"line {line}: {x!r} vs {y!r}"
    if h[0] == TIMEOUT_STATUS:
        note = "hornbook timed out; " + note
    return rel, False, note


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--hornbook", default=os.path.join(here, "..", "target", "release", "hornbook"))
    ap.add_argument("--swipl", default="swipl")
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out")
    ap.add_argument("--only", help="run only programs whose path contains this")
    ap.add_argument("--quiet", action="store_true", help="print only the programs that differ")
    opts = ap.parse_args()
    opts.hornbook = os.path.abspath(opts.hornbook)
    if opts.out:
        os.makedirs(opts.out, exist_ok=True)
    progs = [p for p in programs(opts.dir) if not opts.only or opts.only in p]
    if not progs:
        sys.exit(f"no programs (*.pl) under {opts.dir}")
    with ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        results = list(pool.map(lambda p: compare(p, opts), progs))
    width = max(len(r[0]) for r in results)
    for name, same, note in results:
        if same and opts.quiet:
            continue
        print(f"{name:<{width}}  {'same' if same else 'DIFF'}  {note}")
    n_same = sum(1 for r in results if r[1])
    print(f"\n{n_same} of {len(results)} programs print what swipl prints ({100.0 * n_same / len(results):.1f}%)")
    sys.exit(0 if n_same == len(results) else 1)


if __name__ == "__main__":
    main()
