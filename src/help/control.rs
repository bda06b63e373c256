//! Help for the control predicates that the machine implements itself and
//! that therefore have no builtin table entry: call/1..8, catch/3, @/2
//! and the cut. Same shape as a table entry: name, arity, mode string, doc text.

pub const CONTROL: &[(&str, u32, &str, &str)] = &[
    (
        "call",
        1,
        ":callable",
        "Calls Goal as a goal; a cut inside Goal is local to it.\n?- call(member(X, [a,b])).\nX = a.",
    ),
    (
        "call",
        2,
        ":callable,?term",
        "Calls Goal with one extra argument appended.\n?- call(succ, 1, X).\nX = 2.",
    ),
    (
        "call",
        3,
        ":callable,?term,?term",
        "Calls Goal with two extra arguments appended.\n?- call(plus(1), 2, X).\nX = 3.",
    ),
    (
        "call",
        4,
        ":callable,?term,?term,?term",
        "Calls Goal with three extra arguments appended.\n?- call(atom_concat, a, b, X).\nX = ab.",
    ),
    (
        "call",
        5,
        ":callable,?term,?term,?term,?term",
        "Calls Goal with four extra arguments appended.\n?- call(sub_atom(hello), B, 2, A, ll).\nB = 2, A = 1.",
    ),
    (
        "call",
        6,
        ":callable,?term,?term,?term,?term,?term",
        "Calls Goal with five extra arguments appended.\n?- call(sub_atom, hello, B, 2, A, ll).\nB = 2, A = 1.",
    ),
    (
        "call",
        7,
        ":callable,?term,?term,?term,?term,?term,?term",
        "Calls Goal with six extra arguments appended.\n?- call(foldl, sub_atom, [hello], [B], [2], A, ll).\nB = 2, A = 1.",
    ),
    (
        "call",
        8,
        ":callable,?term,?term,?term,?term,?term,?term,?term",
        "Calls Goal with seven extra arguments appended.\n?- call(foldl, call, [sub_atom], [hello], [B], [2], A, ll).\nB = 2, A = 1.",
    ),
    (
        "catch",
        3,
        ":callable,?term,:callable",
        "Calls Goal; if it raises an exception that unifies with Catcher, runs Recovery instead. \
Goal is transparent to choicepoints, as call/1.\n\
?- catch(atom_length(X, N), error(E, _), true).\nE = instantiation_error.",
    ),
    (
        "@",
        2,
        ":callable,+atom",
        "Calls Goal, found where it is called (or in the module it is qualified with), with Module \
as its context module: the goal arguments of a meta-predicate are qualified with Module.\n\
?- @(assertz(at_fact(1)), m), m:at_fact(X).\nX = 1.",
    ),
    (
        "reset",
        3,
        ":callable,?term,-term",
        "Calls Goal; a shift(Ball) inside it whose Ball unifies returns from reset/3 with Cont bound \
to the rest of Goal's computation (call it with call/1); Cont is 0 when Goal ends without shifting.\n\
?- reset((shift(one), X = two), Ball, _Cont), call(_Cont).\nX = two, Ball = one.",
    ),
    (
        "shift",
        1,
        "+term",
        "Returns from the nearest reset/3 whose Ball unifies with Ball, capturing the rest of the \
computation up to it as that reset/3's continuation; existence_error(reset, Ball) without one.\n\
?- reset((shift(a), shift(b)), B1, _C1), reset(_C1, B2, _).\nB1 = a, B2 = b.",
    ),
    (
        "call_continuation",
        1,
        "+list",
        "Runs a continuation captured by shift/1 (the list of its frames, innermost first).\n\
?- reset((shift(x), write(resumed), nl), _, call_continuation(_Frames)), call_continuation(_Frames).\nresumed\ntrue.",
    ),
    (
        "!",
        0,
        "",
        "Cut: succeeds, and discards the choicepoints of the clause (or call/1 goal) since it was entered.\n\
?- member(X, [a,b,c]), !.\nX = a.",
    ),
];
