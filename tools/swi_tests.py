#!/usr/bin/env python3
"""Run plunit test files under swipl and under hornbook and compare per test.

Usage:
    tools/swi_tests.py DIR [--hornbook PATH] [--swipl PATH] [--timeout SECONDS]
                           [--jobs N] [--out DIR] [--only SUBSTRING]
                           [--failures] [--all-files]

Meant for SWI-Prolog's own test files (src/Tests/core, src/Tests/library,
... of its source), exported into a folder outside the repository (see
tests/README.md for the commands). Every X.pl below DIR that holds a
`begin_tests` is a test file. It runs in its own folder, as

    swipl    -g GOAL -t halt tools/swi_tests_hook.pl X.pl
    hornbook -g GOAL -t halt tools/swi_tests_hook.pl X.pl

where GOAL is X when the file is a module exporting X/0 (the convention
of SWI-Prolog's test files: `test_x :- run_tests([...])`), else
run_tests. The hook writes one line per test (passed, failed, error,
blocked, fixme) from the messages of library(plunit); tests are matched
by unit and name. A test that passes on swipl and has no line on
hornbook (the file did not load, the run crashed or timed out) counts as
not passing, with that reason.

The figure: of the tests that pass on swipl, how many pass on hornbook.
It prints a line per file (tests passing on swipl, of those passing on
hornbook, the first reasons for the rest) and the total. Files in SKIP
below are not run, and the tests in SKIP_TESTS not counted, with their
reason. --failures lists every test that
passes on swipl and not on hornbook, with hornbook's outcome. With
--out DIR the logs and outputs of both runs are kept there.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

TIMEOUT_STATUS = 124

# Files whose subject hornbook does not have at all, each with its reason
# (their tests are left out of the figure on both sides).
SKIP = {
    "core/test_answer.pl": "runs a toplevel in a forked process (library(unix))",
    "core/test_cgc.pl": "clause garbage collection in threads",
    "core/test_signals.pl": "signals (library(unix); in progress elsewhere)",
    "core/test_prolog_listen.pl": "event hooks (prolog_listen/2) and threads",
    "core/test_locale.pl": "locale objects (locale_create/3, current_locale/1)",
    "core/test_jit.pl": "SWI's just-in-time clause indexes (internal '$' predicates)",
    "core/test_skip_list.pl": "SWI's internal '$skip_list'/3 (hornbook's has another argument order)",
    "core/test_factorize.pl": "SWI's internal '$factorize_term'/3",
    "core/test_fastrw.pl": "fast_read/2, fast_write/2 (binary term format)",
    "core/test_qq.pl": "quasi quotations",
    "core/test_dbref.pl": "clause references (assert/2, clause/3, erase/1 on clauses)",
    "core/test_limit.pl": "program space limits of modules (set_module(program_space(...)))",
    "core/test_resource_error.pl": "SWI's stack limits (resource_error(stack) after filling a stack)",
    "core/test_random.pl": "loads library(dialect/sicstus4/lists) (dialect emulation)",
    "library/test_arithfunc.pl": "library(arithmetic) (user-defined arithmetic functions)",
    "library/test_thread.pl": "threads",
    "library/test_thread_pool.pl": "threads",
    "library/test_tmp_module.pl": "threads (library(thread))",
    "library/test_ansi_term.pl": "library(ansi_term)",
    "library/test_hash_table.pl": "library(hashtable)",
    "library/test_intercept.pl": "library(intercept)",
    "library/test_prolog_clause.pl": "source-level debugger support (library(prolog_clause))",
    "library/test_source_info.pl": "source-level debugger support (library(prolog_source))",
    "files/test_pipe.pl": "pipes to processes (open(pipe(Command), ...))",
}

# Single tests of areas changed at the same time elsewhere, as
# FILE:UNIT:TEST (with #N for the N-th test of that name), with the reason.
SKIP_TESTS = {
    "core/test_arith.pl:pow:rat": "rationals, in progress",
    "core/test_arith.pl:pow:rat#2": "rationals, in progress",
    "core/test_arith.pl:pow:rat#3": "rationals, in progress",
    "library/test_error.pl:must_be:rational": "rationals, in progress",
    "library/test_error.pl:must_be:rational#5": "rationals, in progress",
}


def test_files(root):
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for f in sorted(files):
            if f.endswith(".pl"):
                found.append(os.path.join(folder, f))
    return found


def entry_goal(path):
    """X when the file is a module exporting X/0 (X its base name), else run_tests."""
    stem = os.path.basename(path)[:-3]
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    m = re.search(r":-\s*module\(\s*(\w+)\s*,\s*\[(.*?)\]", text, re.S)
    if m and m.group(1) == stem and re.search(r"\b%s\s*/\s*0\b" % re.escape(stem), m.group(2)):
        return stem
    return "run_tests"


def is_plunit_file(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return "begin_tests" in f.read()


def run(cmd, path, goal, hook, timeout):
    """Run one file; ({key: (status, detail)}, exit status, stdout, stderr, log text)."""
    folder, name = os.path.split(path)
    fd, log = tempfile.mkstemp(prefix="swi_tests_", suffix=".log")
    os.close(fd)
    env = dict(os.environ, SWI_TESTS_LOG=log, TZ="CET")
    args = [cmd, "-g", goal, "-t", "halt", hook, name]
    try:
        p = subprocess.run(args, cwd=folder or ".", stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=timeout, env=env)
        status, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        status, out, err = TIMEOUT_STATUS, e.stdout or b"", (e.stderr or b"") + b"\n[timeout]\n"
    with open(log, encoding="utf-8", errors="replace") as f:
        text = f.read()
    os.unlink(log)
    results = {}
    seen = collections.Counter()
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) < 5:
            continue
        outcome, unit, test, _line, detail = parts[0], parts[1], parts[2], parts[3], "\t".join(parts[4:])
        key = f"{unit}:{test}"
        seen[key] += 1
        if seen[key] > 1:
            key = f"{key}#{seen[key]}"
        results[key] = (outcome, detail)
    return results, status, out, err, text


def why_missing(status, err):
    """The reason a file gave no line for a test, from how its run ended."""
    if status == TIMEOUT_STATUS:
        return "timeout"
    lines = [l for l in err.decode("utf-8", "replace").splitlines() if l.startswith(("ERROR", "Warning"))]
    if lines:
        return "not run: " + lines[0][:100]
    return f"not run (exit status {status})"


def skipped_test(rel, key):
    return SKIP_TESTS.get(f"{rel}:{key}")


def compare(path, opts):
    rel = os.path.relpath(path, opts.dir)
    goal = entry_goal(path)
    s = run(opts.swipl, path, goal, opts.hook, opts.timeout)
    h = run(opts.hornbook, path, goal, opts.hook, opts.timeout)
    if opts.out:
        base = os.path.join(opts.out, rel.replace(os.sep, "__")[:-3])
        for suffix, data in ((".swipl.out", s[2]), (".swipl.err", s[3]), (".hornbook.out", h[2]),
                             (".hornbook.err", h[3])):
            with open(base + suffix, "wb") as f:
                f.write(data)
        for suffix, text in ((".swipl.log", s[4]), (".hornbook.log", h[4])):
            with open(base + suffix, "w") as f:
                f.write(text)
    passing = [k for k, (o, _) in s[0].items() if o == "passed" and not skipped_test(rel, k)]
    left_out = sum(1 for k, (o, _) in s[0].items() if o == "passed" and skipped_test(rel, k))
    failures = []
    for k in passing:
        if k in h[0]:
            o, d = h[0][k]
            if o != "passed":
                failures.append((k, f"{o}: {d}"))
        else:
            failures.append((k, why_missing(h[1], h[3])))
    return rel, len(passing), failures, left_out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--hornbook", default=os.path.join(here, "..", "target", "release", "hornbook"))
    ap.add_argument("--swipl", default="swipl")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out")
    ap.add_argument("--only", help="run only files whose path contains this")
    ap.add_argument("--failures", action="store_true", help="list every test passing on swipl only")
    ap.add_argument("--all-files", action="store_true", help="run the files of SKIP too")
    opts = ap.parse_args()
    opts.hornbook = os.path.abspath(opts.hornbook)
    opts.hook = os.path.join(here, "swi_tests_hook.pl")
    if opts.out:
        os.makedirs(opts.out, exist_ok=True)
    files, skipped = [], []
    for path in test_files(opts.dir):
        rel = os.path.relpath(path, opts.dir)
        if opts.only and opts.only not in rel:
            continue
        if rel in SKIP and not opts.all_files:
            skipped.append((rel, SKIP[rel]))
        elif not is_plunit_file(path):
            skipped.append((rel, "not a plunit file"))
        else:
            files.append(path)
    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        results = list(pool.map(lambda p: compare(p, opts), files))
    total = passed = left_out = 0
    for rel, n, failures, out in results:
        total += n
        passed += n - len(failures)
        left_out += out
        reasons = collections.Counter(r.split(":")[0] if r.startswith(("failed", "error")) else r
                                      for _, r in failures)
        note = "; ".join(f"{c}x {r}" for r, c in reasons.most_common(3))
        print(f"{rel:40} {n - len(failures):4}/{n:<4} {note}")
        if opts.failures:
            for k, r in failures:
                print(f"    {k}: {r[:200]}")
    for rel, reason in skipped:
        print(f"{rel:40} skipped: {reason}")
    pct = 100.0 * passed / total if total else 0.0
    print(f"\n{passed} of the {total} tests that pass on swipl pass on hornbook ({pct:.1f}%); "
          f"{len(files)} files run, {len(skipped)} skipped, {left_out} single tests left out (SKIP_TESTS) "
          f"({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
