"""Random goals for the differential fuzzer: the predicates to call and
their arguments, as Prolog text.

The predicates are hornbook's help index (every builtin of the builtin
tables and every documented library export, listed by `apropos('')`)
less the predicates tests/fuzz_common/excluded.rs leaves out (the same
list the in-suite fuzzer uses), less internal `$` names, less those swipl
cannot call (driver.pl's visible/2 asks it). Each argument is, three times
in four, drawn for the type the predicate's mode line gives (`help(P)`'s
first line, e.g. `atom_length(+atom, ?integer)`), else from a pool of
every kind: small and big integers, floats and their specials, atoms,
strings, code and char lists, partial lists, cyclic terms (the variables
C1 ... C7, bound by driver.pl), wrong types, unbound variables shared
between arguments, and nested compounds.
"""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
EXCLUDED_RS = os.path.join(HERE, "..", "..", "tests", "fuzz_common", "excluded.rs")

# Predicates whose goals change what later goals of the same process see
# (operators, flags, the database, global variables, the working
# directory): after each, driver.pl sets flags, operators and the working
# directory back to their values at the start of the run.
STATEFUL = {
    "op", "set_prolog_flag", "create_prolog_flag", "assert", "asserta", "assertz",
    "retract", "retractall", "abolish", "erase", "char_conversion", "dynamic",
    "discontiguous", "multifile", "module", "use_module", "set_stream", "style_check",
    "nb_setval", "b_setval", "recorda", "recordz", "flag", "set_random", "setrand",
    "working_directory", "chdir", "reset_gensym", "table", "abolish_all_tables",
    "set_prolog_stack", "initialization", "setting", "set_setting", "restore_setting",
    "load_settings", "garbage_collect_atoms", "nb_linkval", "redefine_system_predicate",
    "message_hook", "thread_local", "volatile", "public", "format_predicate",
    "add_import_module", "delete_import_module", "import", "export", "gensym",
}


def excluded_names():
    """The names of tests/fuzz_common/excluded.rs's EXCLUDED list."""
    text = open(EXCLUDED_RS, encoding="utf-8").read()
    body = text.split("EXCLUDED", 1)[1].split("];", 1)[0]
    body = "\n".join(line.split("//", 1)[0] for line in body.splitlines())
    return set(re.findall(r'"([^"]*)"', body))


def parse_apropos(text):
    """(name text, arity) pairs of `apropos('')`'s lines, names as written."""
    found = []
    for line in text.splitlines():
        m = re.match(r"^(\S+)/(\d+)(\s|$)", line)
        if m:
            found.append((m.group(1), int(m.group(2))))
    return found


def parse_modes(help_text):
    """{(name, arity): [arg type word, ...]} from a run of help/1 calls,
    each preceded by a line `@@Name/Arity`."""
    modes = {}
    lines = help_text.splitlines()
    for i, line in enumerate(lines):
        if not line.startswith("@@") or i + 1 >= len(lines):
            continue
        m = re.match(r"^@@(.*)/(\d+)$", line)
        head = re.match(r"^(.*?\))\s{2,}\S", lines[i + 1])
        if not m or not head or "(" not in head.group(1):
            continue
        args = head.group(1).split("(", 1)[1]
        words = re.findall(r"[-+?:@]?\s*([A-Za-z_]\w*)", args)
        modes[(m.group(1).strip("()"), int(m.group(2)))] = [w.lower() for w in words]
    return modes


def plain_name(name):
    """The atom a quoted name text stands for (apropos writes writeq-style)."""
    if len(name) >= 2 and name[0] == "'" and name[-1] == "'":
        return name[1:-1].replace("\\'", "'").replace("\\\\", "\\")
    return name


ATOMS = ["a", "foo", "[]", "''", "'hello world'", "'+'", "'-'", "'.'", "'|'", "true", "fail",
         "'!'", "end_of_file", "user", "user_output", "user_error", "error", "atom", "integer",
         "'\\n'", "'Ω'", "abc", "'ABC'", "'123'", "'1.5'", "'0x1A'", "' 12'", "'é'", "xyz", "b"]
SMALL_INTS = ["0", "1", "-1", "2", "3", "7", "10", "255", "256", "-7", "97", "1114111",
              "1114112", "65", "48", "(-2)", "5", "4", "100"]
BIG_INTS = ["9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "100000000000000000000", "-100000000000000000000", "0x7fffffff",
            "340282366920938463463374607431768211456", "(-98765432109876543210)",
            "18446744073709551616", "4294967296"]
FLOATS = ["0.0", "-0.0", "1.5", "-2.5", "1.0e308", "1.0Inf", "-1.0Inf", "1.5NaN", "0.1",
          "3.0", "1.0e-320", "2.0", "1.0e10", "(-1.0)"]
STRINGS = ['""', '"abc"', '"~w~a"', '"~t~20|"', '"héllo"', '"12"', '"a b"', '"1.5e3"', '"0\'a"',
           '"foo(X)"', '"~d"', '"ABC"', '" 3 "', '"x\\ny"']
CODE_LISTS = ["[0'a,0'b]", "[0'1,0'2]", "[]", "[97|_]", "[0'a|T]", "[-1]", "[1114112]", "[0'x,a]",
              "[0' ]", "[0'0,0'x,0'1,0'f]"]
CHAR_LISTS = ["[a,b]", "['1','2']", "[a|_]", "[a|T]", "[ab]", "['.']", "[' ']", "[a,1]",
              "['0','''']", "['-','3']"]
VARS = ["_", "X", "Y", "Z", "_W"]
CYCLIC = ["C1", "C2", "C3", "C4", "C5", "C6", "C7"]
LISTS = ["[a,b,c]", "[1,2,3]", "[X|_]", "[a|T]", "[a|b]", "[_,_]", "[x-1,y-2]", "[X,Y,X]",
         "[1.5,a,\"s\"]", "[3,1,2,1]", "[c,b,a,b]", "[[1,2],[3]]", "[]", "[f(X),g(Y)]",
         "[1,2|_]", "[a-1,b-2,a-3]", "[2.0,1,3]", "[[a],[b,c]]"]
COMPOUNDS = ["f(X)", "f(a,b)", "g(_,_,_)", "1+2", "a+1", "2**0.5", "max(1,2.0)", "X-Y",
             "(a:-b)", "(a,b)", "(a;b)", "(a->b;c)", "\\+a", "m:p", "'$stream'(99)",
             "- (1)", "{a}", "f(f(f(a)))", "'$VAR'(1)", "'$VAR'('Foo')", "[a]-[b]",
             "p(1,2)", "-(-(1))", "1-(-1)", "a=b", "f(X,X)"]
GOALS = ["true", "fail", "X=1", "member(X,[1,2,3])", "atom(X)", "(X=1;X=2)", "integer(X)",
         "between(1,3,X)", "throw(oops)", "X is 1/0", "undefined_pred_xyz", "!", "(true,fail)",
         "atom_length(abc,X)", "\\+fail", "(fail->true;X=b)", "X=f(Y)", "length(X,2)",
         "succ(X,3)", "nonvar(X)", "call(fail)", "atom_codes(X,\"ab\")", "foo:bar", "3",
         "X", "_", "(X=a,Y=b)", "catch(throw(e),E,true)", "msort([b,a],X)"]
CLOSURES = ["succ", "atom", "integer", "=(a)", "plus(1)", "[X]>>true", "[X,Y]>>(Y is X*2)",
            "format(\"~w\")", "=", "==", "compare(_)", "atom_length", "fail", "true",
            "undefined_pred_xyz", "3", "X", "atom_codes", "length", "([X]>>atom(X))"]
EXPRS = ["1+2", "X+1", "2**100", "7/2", "7//2", "-7//2", "7 mod -2", "-7 rem 2", "max(1,2.0)",
         "1/0", "1/0.0", "sqrt(-1)", "log(0)", "a", "[x]", "\"a\"", "msb(0)", "gcd(4,6)",
         "1<<65", "2**(-1)", "2^(-1)", "2^ -1", "integer(2.5)", "truncate(1.0e20)", "e", "pi",
         "inf", "nan", "0.1+0.2", "abs(-9223372036854775808)", "-(-9223372036854775808)",
         "9223372036854775807+1", "sign(-2.5)", "min(1,1.0)", "cot(0)", "atan2(0,0)",
         "atan(0,0)", "copysign(1,-0.0)", "float_integer_part(-2.5)", "truncate(inf)",
         "round(2.5)", "ceiling(1.0e300)", "7 xor 3", "\\ 5", "5 >> 70", "-1 >> 1",
         "float(1<<1100)", "(1<<1100)/3", "divmod", "cos(a)", "max(nan,1)", "0^0", "0.0**0",
         "0**(-1)", "(-8)**(1/3)", "(-2)**0.5", "2**3.0", "2^3.0", "(-1)^(-1)", "2^(-2)",
         "1 rdiv 0", "trig", "succ(1)", "plus(1,2)", "cmpflags",
         "exp(1000)", "1.0e308*10", "-(1)", "- 1", "+(a)", "X", "f(1)", "[1]", "[1,2]", "\"\"",
         "ln(2)", "log2(8)", "log(2,8)", "trunc(1.5)", "gcd(-9223372036854775808,2)",
         "lsb(12)", "popcount(255)", "cmp", "truncate(-0.5)", "integer(-2.5)", "mod(5,0)",
         "rem(1,0)", "div(-7,2)", "7 div 0", "asin(2)", "acos(-2)", "tan(pi/2)", "sinh(1000)",
         "maxr", "nexttoward(0,1)", "1.0e-320/1.0e10", "10**20", "10**(-2)", "10.0**400",
         "(-10)** 3", "0b101", "0o17", "0'a+1", "0xff"]
PIS = ["foo/1", "atom_length/2", "a:b/2", "_/_", "f/(-1)", "f/a", "foo", "(foo/1,bar/2)",
       "[foo/1]", "foo//1", "X", "1/2", "append/3", "lists:append/3", "user:f/0"]
OPTIONS = ["[]", "[foo(bar)]", "[max_depth(2)]", "[quoted(true)]", "a", "[a|_]",
           "[ignore_ops(true)]", "[variable_names(V)]", "[type(text)]", "[X]", "[quoted(maybe)]",
           "[syntax_errors(fail)]", "[on(x)]", "[double_quotes(codes)]"]
STREAMS = ["user_input", "user_output", "user_error", "'$stream'(1)", "foo", "X", "3",
           "f(x)"]
TYPES = ["integer", "atom", "list", "foo", "callable", "positive_integer", "X",
         "list(integer)", "oneof([a,b])", "between(1,3)", "boolean", "text", "chars"]
DOMAINS = ["1..3", "inf..sup", "1..0", "a", "0..sup", "1\\/3", "X", "(1..2)\\/(5..6)",
           "inf..3"]
IO_MODES = ["read", "write", "append", "update", "foo", "X", "1"]
PAIRS = ["a-1", "b-x", "X-Y", "a", "1-2-3", "f(a)"]
MATRICES = ["[[1,2],[3,4]]", "[[a,b,c]]", "[[]]", "[]", "[[1],[2,3]]", "[X,[1]]",
            "[[x-1],[y-2]]"]

# Pools by the words of mode lines (a type, or a library's argument name).
POOLS = [
    (("atom", "name", "key", "functor", "alias"), [ATOMS]),
    (("integer", "int", "byte", "in_byte", "character_code", "in_character_code", "code",
      "integer_or_inf", "min", "max", "i", "n", "length", "arity", "position", "count",
      "start", "len", "depth"), [SMALL_INTS, SMALL_INTS, BIG_INTS]),
    (("number", "float"), [SMALL_INTS, FLOATS, BIG_INTS]),
    (("atomic",), [ATOMS, SMALL_INTS, FLOATS, STRINGS]),
    (("text", "string", "atom_or_string", "sub"), [STRINGS, ATOMS, CODE_LISTS, CHAR_LISTS]),
    (("chars", "char", "character", "in_character", "cs"), [CHAR_LISTS, ATOMS]),
    (("codes",), [CODE_LISTS, STRINGS]),
    (("list", "list1", "list2", "list3", "list4", "list5", "list6", "vars", "vs", "values",
      "zs", "rest", "lists", "starts", "durations", "set", "elems", "elements"), [LISTS]),
    (("pairs",), [["[a-1,b-2]", "[b-1,a-2,a-1]", "[x]", "[X-1]", "[a-1|_]", "[]"]]),
    (("callable", "goal", "goal1", "goal2", "condition", "action", "cleanup", "setup", "clause",
      "generator", "test", "body", "head"), [GOALS]),
    (("q", "p", "constraint"), [["X#=1", "X#>Y", "X#=Y+1", "X in 1..3", "#\\ (X#=1)", "a",
                                 "X", "1#=1", "Y#<3"]]),
    (("relation", "rel", "closure", "pred", "goal_closure"), [CLOSURES]),
    (("stream", "stream_or_alias", "in", "out"), [STREAMS]),
    (("predicate_indicator", "predicate_indicators", "predicateindicators", "predicate_spec",
      "pi"), [PIS]),
    (("evaluable", "expr", "expression"), [EXPRS]),
    (("type",), [TYPES]),
    (("domain", "dom"), [DOMAINS]),
    (("io_mode", "mode"), [IO_MODES]),
    (("pair",), [PAIRS]),
    (("options", "option", "opts"), [OPTIONS]),
    (("matrix", "transposed", "tuples", "tasks"), [MATRICES]),
    (("var",), [VARS]),
    (("compound",), [COMPOUNDS]),
]
POOL_BY_WORD = {w: pools for words, pools in POOLS for w in words}

GENERIC = [ATOMS, SMALL_INTS, BIG_INTS, FLOATS, STRINGS, CODE_LISTS, CHAR_LISTS, VARS, VARS,
           CYCLIC, LISTS, LISTS, COMPOUNDS, GOALS, EXPRS]


class Generator:
    """Goals from a seeded random.Random and a list of targets, each
    (name text, arity, [type word per argument])."""

    def __init__(self, rng, targets):
        self.rng = rng
        self.targets = targets

    def generic(self, depth=0):
        r = self.rng
        if depth < 2 and r.random() < 0.12:
            if r.random() < 0.5:
                f = r.choice(["f", "g", "-", "+", "'.'", "[]", "s"])
                args = [self.generic(depth + 1) for _ in range(r.randint(1, 3))]
                return f"{f}({','.join(args)})"
            items = [self.generic(depth + 1) for _ in range(r.randint(0, 4))]
            tail = "" if r.random() < 0.8 else "|" + r.choice(["_", "T", "a", "C2"])
            return f"[{','.join(items)}{tail}]" if items or not tail else "[]"
        pool = r.choice(GENERIC)
        if pool is SMALL_INTS and r.random() < 0.3:
            return f"({r.randint(-2**31, 2**31)})"
        return r.choice(pool)

    def arg(self, word):
        r = self.rng
        pools = POOL_BY_WORD.get(word)
        if pools and r.random() < 0.75:
            return r.choice(r.choice(pools))
        return self.generic()

    def goal(self):
        name, arity, words = self.rng.choice(self.targets)
        if arity == 0:
            return name, name
        args = [self.arg(words[i] if i < len(words) else "") for i in range(arity)]
        return name, f"{name}({','.join(args)})"
