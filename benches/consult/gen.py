#!/usr/bin/env python3
"""Writes a fact file for the consult benchmark: N facts (default 1.5 M,
about 100 MB) of one predicate mixing integers, atoms, strings, lists,
floats and compound terms, as a large generated data file would.

    python3 benches/consult/gen.py N > facts.pl
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_500_000
words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
out = sys.stdout
buf = []
for i in range(n):
    w = words[i % 8]
    buf.append(
        f"fact({i}, {w}_{i % 5000}, \"s{i}\", [{i % 7},{i % 11},{i % 13}], "
        f"f({w}, {i % 1000}.5), 'Q {i % 97}').\n"
    )
    if len(buf) == 10000:
        out.write("".join(buf))
        buf = []
out.write("".join(buf))
