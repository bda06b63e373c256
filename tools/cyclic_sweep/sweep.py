"""Calls every builtin and library predicate with cyclic arguments and
reports the goals that hang: those the 1-s time limit of run.pl cannot stop
(a loop in Rust that never polls for interrupts) or that end the process.

    python3 tools/cyclic_sweep/sweep.py target/release/hornbook

writes goals.txt, progress.txt and hangs.txt in the current directory and
prints the number of hangs. A goal that runs out its time limit (a library
predicate written in Prolog walking an infinite list, as SWI-Prolog's do)
is reported as time_limit_exceeded in progress.txt, not as a hang.
"""
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
binary = os.path.abspath(sys.argv[1])
with open('goals.txt', 'w') as out:
    subprocess.run([binary, os.path.join(HERE, 'goals.pl')], stdout=out, check=True)
n = sum(1 for _ in open('goals.txt'))
if os.path.exists('progress.txt'):
    os.remove('progress.txt')


def last_line():
    try:
        lines = open('progress.txt').read().splitlines()
    except FileNotFoundError:
        return ''
    return lines[-1] if lines else ''


hangs = []
start = 0
while start < n:
    p = subprocess.Popen([binary, os.path.join(HERE, 'run.pl'), '-g', f'run({start})', '-t', 'halt'],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    last, since = None, time.time()
    while p.poll() is None:
        time.sleep(0.5)
        line = last_line()
        if line != last:
            last, since = line, time.time()
        elif time.time() - since > 6 and ' start ' in line:
            # Six seconds on one goal under a 1-s time limit: stuck.
            os.killpg(p.pid, 9)
            p.wait()
    line = last_line()
    k = int(line.split()[0]) if line else start
    if ' start ' in line:
        hangs.append(f'{line} [status {p.returncode}]')
        with open('progress.txt', 'a') as f:
            f.write(f'{k} done HANG\n')
    elif p.returncode != 0 and k + 1 < n:
        hangs.append(f'exit {p.returncode} after {line}')
    start = k + 1
with open('hangs.txt', 'w') as f:
    f.write(''.join(h + '\n' for h in hangs))
print(len(hangs), 'hangs')
