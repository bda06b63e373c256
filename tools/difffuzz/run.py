#!/usr/bin/env python3
"""The differential fuzzer: random goals over hornbook's builtins and the
library predicates swipl also has, run in both systems, outcomes compared
and every difference classified by the reviewed rules of known.txt.

    python3 tools/difffuzz/run.py --goals 100000 --seed 1 \\
        --hornbook target/release/hornbook [--jobs 2] [--out DIR]

Goals (gen.py) run in batches, one hornbook and one swipl process a batch
(driver.pl), each goal under a time limit (--limit seconds); a process
that crashes or stops answering is killed and a new one takes the batch
up after the goal it was on, which is recorded as `crash(Status)` or
`hang`. After a goal that can change global state (gen.STATEFUL) the
driver sets flags, operators and the working directory back, so that no
goal sees another's operators or flags in one system and not the other.

Each goal's outcome is the first solution's bindings, fail, error(Formal),
throw(Ball), timeout, hang or crash (driver.pl says how they are written);
outcomes are compared in classify.normalize's form. A differing goal that
no rule of known.txt matches is run again in fresh processes with only the
other unmatched goals (its batch's earlier goals may have changed state
that driver.pl does not restore, such as the database); if it still
differs it is reported as unreviewed.

Written to --out (default difffuzz-out/): goals.txt (every goal), diffs.txt
(every differing goal: class, goal, both outcomes), outcomes.tsv (both
outcomes of every goal, which --reclassify reads instead of running the
goals again after known.txt changed), unreviewed.txt and summary.md (the counts per class and per rule). The exit status is 1 when
a difference is unreviewed, 0 otherwise, and 0 with a message when swipl
is not installed.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import classify  # noqa: E402
import gen  # noqa: E402

DRIVER = os.path.join(HERE, "driver.pl")


def command(system, exe, goal):
    if system == "swipl":
        return [exe, "-q", "--no-packs", "-g", goal, "-t", "halt", DRIVER]
    return [exe, DRIVER, "-g", goal, "-t", "halt"]


def memory_limit():
    import resource

    # A runaway goal ends in the system's own resource error, or at worst
    # in a failed allocation here, not in the machine swapping.
    resource.setrlimit(resource.RLIMIT_AS, (6 << 30, 6 << 30))


def parse_records(text):
    """{id: outcome} of the complete records of a results file."""
    out = {}
    for rec in text.split("\t#\n"):
        rec = rec.lstrip("\n")
        ident, sep, outcome = rec.partition("\t")
        if sep and ident.isdigit():
            out[int(ident)] = outcome.replace("\n", "\\n")
    return out


def run_system(system, exe, goals, limit, workdir):
    """Runs [(id, restore, text)] in one system, process after process, and returns
    {id: outcome}."""
    results = {}
    todo = list(goals)
    gfile = os.path.join(workdir, "goals.txt")
    rfile = os.path.join(workdir, "results.txt")
    while todo:
        with open(gfile, "w", encoding="utf-8") as f:
            f.writelines(f"{i}\t{int(restore)}\t{t}\n" for i, restore, t in todo)
        if os.path.exists(rfile):
            os.remove(rfile)
        goal = f"run('{gfile}','{rfile}',{limit})"
        proc = subprocess.Popen(command(system, exe, goal), cwd=workdir, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True, preexec_fn=memory_limit)
        # Start-up (loading library(clpfd)) gets more time than a goal.
        deadline = time.time() + limit * 4 + 30
        seen, hung = 0, False
        while True:
            finished = proc.poll() is not None
            try:
                text = open(rfile, encoding="utf-8", errors="replace").read()
            except FileNotFoundError:
                text = ""
            got = parse_records(text)
            if len(got) > seen:
                seen = len(got)
                deadline = time.time() + limit * 4 + 10
            if finished:
                break
            if time.time() > deadline:
                hung = True
                os.killpg(proc.pid, 9)
                proc.wait()
                break
            time.sleep(0.01)
        results.update(got)
        rest = [g for g in todo if g[0] not in results]
        if rest and (hung or proc.returncode != 0 or len(rest) < len(todo)):
            i = rest[0][0]
            results[i] = "hang" if hung else f"crash({proc.returncode})"
            rest = rest[1:]
        elif rest:
            # The process ended cleanly and ran nothing: record them all.
            for g in rest:
                results[g[0]] = f"crash({proc.returncode})"
            rest = []
        todo = rest
    return results


def run_batch(args, batch):
    """Both systems' outcomes of a batch: {id: (hornbook, swipl)}."""
    out = {}
    dirs = [tempfile.mkdtemp(prefix="difffuzz-") for _ in range(2)]
    try:
        holder = {}

        def one(system, exe, d):
            holder[system] = run_system(system, exe, batch, args.limit, d)

        threads = [threading.Thread(target=one, args=(s, e, d))
                   for (s, e), d in zip((("hornbook", args.hornbook), ("swipl", args.swipl)), dirs)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for i, _, _ in batch:
            out[i] = (holder["hornbook"].get(i, "missing"), holder["swipl"].get(i, "missing"))
    finally:
        for d in dirs:
            shutil.rmtree(d, ignore_errors=True)
    return out


def targets(args, workdir):
    """(name text, arity, arg type words) of every predicate to call, and
    counts of those left out."""
    listing = subprocess.run([args.hornbook, "-g", "apropos('')", "-t", "halt"], capture_output=True,
                             text=True, stdin=subprocess.DEVNULL, check=True).stdout
    all_preds = gen.parse_apropos(listing)
    excluded = gen.excluded_names()
    kept = [(n, a) for n, a in all_preds
            if gen.plain_name(n) not in excluded and not gen.plain_name(n).startswith("$")]
    names = os.path.join(workdir, "names.txt")
    with open(names, "w", encoding="utf-8") as f:
        f.writelines(f"({n})/{a}\n" for n, a in kept)
    visible = os.path.join(workdir, "visible.txt")
    subprocess.run(command("swipl", args.swipl, f"visible('{names}','{visible}')"), cwd=workdir,
                   stdin=subprocess.DEVNULL, capture_output=True, check=True)
    in_swi = set(open(visible, encoding="utf-8").read().splitlines())
    common = [(n, a) for n, a in kept if f"({n})/{a}" in in_swi]
    helpq = os.path.join(workdir, "help_all.pl")
    with open(helpq, "w", encoding="utf-8") as f:
        f.write("h :- forall(member(P, [%s]), (write('@@'), write(P), nl, catch(help(P), _, true))).\n"
                % ",".join(f"({n})/{a}" for n, a in common))
    helps = subprocess.run([args.hornbook, helpq, "-g", "h", "-t", "halt"], capture_output=True,
                           text=True, stdin=subprocess.DEVNULL).stdout
    modes = gen.parse_modes(helps)
    result = [(n, a, modes.get((gen.plain_name(n), a), [])) for n, a in common]
    counts = {"listed": len(all_preds), "excluded": len(all_preds) - len(kept),
              "not in swipl": len(kept) - len(common), "called": len(common)}
    missing = sorted(f"{n}/{a}" for n, a in kept if f"({n})/{a}" not in in_swi)
    return result, counts, missing


def load_outcomes(path):
    outcomes = {}
    for line in open(path, encoding="utf-8"):
        i, h, s = line.rstrip("\n").split("\t")
        outcomes[int(i)] = (h, s)
    return outcomes


def batches(goals, size):
    """Batches of at most size (id, restore, text), restore telling
    driver.pl to set global state back after a stateful goal."""
    items = [(i, gen.plain_name(name) in gen.STATEFUL, text) for i, name, text in goals]
    return [items[k:k + size] for k in range(0, len(items), size)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--goals", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hornbook", default="target/release/hornbook")
    ap.add_argument("--swipl", default=shutil.which("swipl"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--limit", type=float, default=0.5, help="seconds a goal may run")
    ap.add_argument("--batch", type=int, default=2000, help="goals a process")
    ap.add_argument("--known", default=os.path.join(HERE, "known.txt"))
    ap.add_argument("--out", default="difffuzz-out")
    ap.add_argument("--reclassify", action="store_true",
                    help="classify the outcomes.tsv of an earlier run with the same options again")
    args = ap.parse_args()
    if not args.swipl or not shutil.which(args.swipl):
        print("difffuzz: swipl is not installed; nothing to compare against, skipped")
        return 0
    args.hornbook = os.path.abspath(args.hornbook)
    rules = classify.load_rules(args.known)
    os.makedirs(args.out, exist_ok=True)
    out = os.path.abspath(args.out)
    started = time.time()
    preds, counts, missing = targets(args, out)
    rng = random.Random(args.seed)
    g = gen.Generator(rng, preds)
    goals = [(i, *g.goal()) for i in range(args.goals)]
    with open(os.path.join(out, "goals.txt"), "w", encoding="utf-8") as f:
        f.writelines(f"{i}\t{t}\n" for i, _, t in goals)
    bs = batches(goals, args.batch)
    saved = os.path.join(out, "outcomes.tsv")
    if args.reclassify:
        outcomes = load_outcomes(saved)
    else:
        outcomes = {}
        done = 0
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for res in pool.map(lambda b: run_batch(args, b), bs):
                outcomes.update(res)
                done += len(res)
                print(f"\r{done}/{len(goals)} goals, {time.time() - started:.0f} s", end="", file=sys.stderr)
        print(file=sys.stderr)
        with open(saved, "w", encoding="utf-8") as f:
            f.writelines(f"{i}\t{h}\t{s}\n" for i, (h, s) in sorted(outcomes.items()))
    unreviewed = report(args, out, rules, goals, outcomes, counts, missing, len(bs), started)
    return 1 if unreviewed else 0


def report(args, out, rules, goals, outcomes, counts, missing, nbatches, started):
    classes = {"same": 0}
    diffs, unreviewed, order_dependent = [], [], 0
    texts = {i: t for i, _, t in goals}
    pending = []
    for i, name, text in goals:
        hb, swi = (classify.normalize(o) for o in outcomes[i])
        if hb != swi and classify.classify(rules, text, hb, swi) is None:
            pending.append((i, name, text))
    # The unmatched goals again, away from the goals that ran before them.
    again = {}
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for res in pool.map(lambda b: run_batch(args, b), batches(pending, args.batch)):
            again.update(res)
    for i, _, _ in goals:
        text = texts[i]
        hb, swi = (classify.normalize(o) for o in again.get(i, outcomes[i]))
        if hb == swi:
            classes["same"] += 1
            order_dependent += i in again
            continue
        rule = classify.classify(rules, text, hb, swi)
        if rule is None:
            unreviewed.append((i, text, hb, swi))
            cls = "unreviewed"
        else:
            rule.count += 1
            rule.example = rule.example or (text, hb, swi)
            cls = rule.cls
        classes[cls] = classes.get(cls, 0) + 1
        diffs.append(f"{cls}\t{i}\t{text}\n\thornbook: {hb}\n\tswipl:    {swi}\n")
    with open(os.path.join(out, "diffs.txt"), "w", encoding="utf-8") as f:
        f.writelines(diffs)
    with open(os.path.join(out, "unreviewed.txt"), "w", encoding="utf-8") as f:
        f.writelines(f"{i}\t{t}\n\thornbook: {h}\n\tswipl:    {s}\n" for i, t, h, s in unreviewed)
    kinds = {}
    for hb, swi in outcomes.values():
        for o in (hb, swi):
            k = o.split("(", 1)[0]
            kinds[k] = kinds.get(k, 0) + 1
    lines = [
        f"# Differential fuzz: {len(goals)} goals, seed {args.seed}",
        "",
        f"Command: `python3 tools/difffuzz/run.py --goals {len(goals)} --seed {args.seed} "
        f"--hornbook {os.path.relpath(args.hornbook)} --jobs {args.jobs} --limit {args.limit}`",
        f"Time: {time.time() - started:.0f} s; {nbatches} batches.",
        "",
        "Predicates: " + ", ".join(f"{v} {k}" for k, v in counts.items()) + ".",
        "Not in swipl (not called): " + " ".join(missing),
        "",
        "| class | goals |",
        "|---|---|",
    ]
    for k in ("same", "hornbook wrong", "SWI-specific", "both acceptable", "unreviewed"):
        lines.append(f"| {k} | {classes.get(k, 0)} |")
    lines += ["", f"Differences gone when run again away from the goals before them (counted same): {order_dependent}.",
              "Outcome kinds (both systems): " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())),
              "", "## Reviewed differences seen", ""]
    for r in rules:
        if r.count:
            text, hb, swi = r.example
            lines += [f"- **{r.cls}** ({r.count} goals; known.txt line {r.line}): {r.reason}",
                      f"  e.g. `{text}`: hornbook `{hb[:150]}`, swipl `{swi[:150]}`"]
    with open(os.path.join(out, "summary.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines[:14]))
    for i, t, h, s in unreviewed[:40]:
        print(f"UNREVIEWED {i}: {t}\n    hornbook: {h[:300]}\n    swipl:    {s[:300]}")
    if len(unreviewed) > 40:
        print(f"... {len(unreviewed) - 40} more in {out}/unreviewed.txt")
    return len(unreviewed)


if __name__ == "__main__":
    sys.exit(main())
