"""Outcomes compared and differences classified for the differential
fuzzer: the normal form of an outcome, and the reviewed rules of
known.txt.

known.txt is a list of stanzas separated by blank lines, `#` lines being
comments:

    class: SWI-specific
    goal: ^char_code\\(
    hornbook: ^error\\(representation_error
    swipl: ^fail$
    reason: ISO 8.16.6.3 ...

`goal`, `hornbook` and `swipl` are Python regular expressions searched in
the goal text and in the two normalized outcomes, `pred` one matched
against the goal's predicate indicator written `Name/Arity` (`sort/4`); a stanza without one
matches anything there. A line `define NAME = REGEX` outside stanzas names
a regular expression that patterns use as `{NAME}`. The first stanza that matches a differing goal
classifies it. `class` is one of CLASSES; a `hornbook wrong` stanza names a
bug not fixed yet (its reason says `open`).
"""

import hashlib
import re

CLASSES = ("hornbook wrong", "SWI-specific", "both acceptable")
LONG = 2000


def normalize(outcome):
    """The form outcomes are compared in: syntax error terms without their
    implementation-defined argument, stream and clause handles without
    their addresses, very long texts shortened to a prefix and a hash."""
    o = outcome
    o = re.sub(r"syntax_error\((?:[^()]|\([^()]*\))*\)", "syntax_error(_)", o)
    o = re.sub(r"<stream>\(0x[0-9a-f]+(?:,0x[0-9a-f]+)?\)|'\$stream'\(\d+\)", "<stream>", o)
    o = re.sub(r"<clause>\(0x[0-9a-f]+\)|'\$clause_ref'\(\d+\)|'\$cref'\(\d+,\d+,\d+\)", "<clause>", o)
    if len(o) > LONG:
        digest = hashlib.sha1(o.encode()).hexdigest()[:12]
        o = f"{o[:200]}...[{len(o)} chars, sha1 {digest}]"
    return o


class Rule:
    def __init__(self, fields, line, defines):
        self.line = line
        self.cls = fields.get("class", "")
        if self.cls not in CLASSES:
            raise ValueError(f"known.txt line {line}: class {self.cls!r} not one of {CLASSES}")
        if "reason" not in fields:
            raise ValueError(f"known.txt line {line}: no reason")
        self.reason = fields["reason"]
        def expand(p):
            return re.sub(r"\{([A-Z_]+)\}", lambda m: defines[m.group(1)], p)

        keys = ("goal", "pred", "hornbook", "swipl")
        self.patterns = {k: re.compile(expand(fields[k])) for k in keys if k in fields}
        self.count = 0
        self.example = None

    def matches(self, goal, hb, swi):
        texts = {"goal": goal, "pred": indicator(goal), "hornbook": hb, "swipl": swi}
        return all(p.search(texts[k]) for k, p in self.patterns.items())

    def describe(self):
        return " ".join(f"{k}~/{p.pattern}/" for k, p in self.patterns.items())


def load_rules(path):
    rules, fields, start, defines = [], {}, 0, {}
    for n, raw in enumerate(open(path, encoding="utf-8").read().splitlines() + [""], 1):
        line = raw.rstrip()
        if line.startswith("#"):
            continue
        if line.startswith("define ") and not fields:
            name, _, value = line[len("define "):].partition("=")
            defines[name.strip()] = value.strip()
            continue
        if not line:
            if fields:
                rules.append(Rule(fields, start, defines))
            fields = {}
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"{path} line {n}: expected key: value")
        key = key.strip()
        if not fields:
            start = n
        if key == "reason" and "reason" in fields:
            fields[key] += " " + value.strip()
        else:
            fields[key] = value.strip()
    return rules


def indicator(goal):
    """`Name/Arity` of a goal's text as gen.py writes it: the name as
    written (quoted or not), the arity from the commas outside brackets
    and quotes."""
    m = re.match(r"'(?:[^'\\]|\\.)*'|[^(]*", goal)
    name = m.group(0)
    rest = goal[len(name):]
    if not rest.startswith("("):
        return f"{name}/0"
    depth, arity, quote, i = 0, 1, None, 0
    while i < len(rest):
        c = rest[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "'\"`" and not (c == "'" and i > 0 and rest[i - 1] == "0"):
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 1:
            arity += 1
        i += 1
    return f"{name}/{arity}"


def classify(rules, goal, hb, swi):
    """The first rule matching a differing goal, or None (unreviewed)."""
    for r in rules:
        if r.matches(goal, hb, swi):
            return r
    return None
