//! The toplevel with queries piped to standard input: the answers as
//! SWI-Prolog prints them and the exit status of the last query.
//! (Interactive use through a pseudo-terminal is in tests/repl.rs.)

use crate::support::process::hornbook;
use crate::support::temp::TempDir;

/// Runs hornbook with `args`, feeds `input` on standard input, and returns
/// (stdout, stderr, exit status).
fn run(args: &[&str], input: &str) -> (String, String, i32) {
    let out = hornbook(args).input(input).run();
    (out.stdout, out.stderr, out.status.code().unwrap_or(-1))
}

/// The answer printed for one query.
fn answer(query: &str) -> String {
    let (out, err, _) = run(&[], query);
    assert!(err.is_empty(), "unexpected errors for {query}: {err}");
    out.trim_end().to_string()
}

#[test]
fn piped_member_prints_the_first_answer_and_exits_0() {
    let (out, err, code) = run(&[], "member(X,[1,2]).\n");
    assert_eq!(out, "X = 1.\n\n");
    assert_eq!(err, "");
    assert_eq!(code, 0);
}

#[test]
fn a_failing_last_query_exits_1() {
    let (out, _, code) = run(&[], "X = 1.\nfail.\n");
    assert_eq!(out, "X = 1.\n\nfalse.\n\n");
    assert_eq!(code, 1);
}

#[test]
fn an_error_in_the_last_query_exits_2() {
    let (out, err, code) = run(&[], "true.\nfoo(1).\n");
    assert_eq!(out, "true.\n\n");
    assert!(err.starts_with("ERROR: Unknown procedure: foo/1"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn the_status_follows_the_last_query_not_the_first() {
    assert_eq!(run(&[], "fail.\ntrue.\n").2, 0);
    assert_eq!(run(&[], "").2, 0);
}

#[test]
fn halt_gives_its_status() {
    let (out, _, code) = run(&[], "X = 1.\nhalt(3).\nY = 2.\n");
    assert_eq!(out, "X = 1.\n\n");
    assert_eq!(code, 3);
}

#[test]
fn a_syntax_error_is_reported_and_the_next_query_runs() {
    let (out, err, code) = run(&[], "X = .\nY = 2.\n");
    assert_eq!(out, "Y = 2.\n\n");
    assert!(err.contains("Syntax error"), "{err}");
    assert_eq!(code, 0);
}

#[test]
fn queries_and_program_reads_share_standard_input() {
    let (out, _, code) = run(&[], "read(X).\nhello(world).\nY = 1.\n");
    assert_eq!(out, "X = hello(world).\n\nY = 1.\n\n");
    assert_eq!(code, 0);
}

#[test]
fn files_are_loaded_before_the_queries() {
    let (out, _, code) = run(&["programs/katamino.pl"], "current_predicate(katamino/2).\n");
    assert_eq!((out.as_str(), code), ("true.\n\n", 0));
    let (out, _, _) = run(&["-g", "X = 1", "programs/katamino.pl"], "true.\n");
    assert_eq!(out, "true.\n\n");
}

#[test]
fn bindings_are_written_as_writeq_with_spaces_after_commas() {
    assert_eq!(
        answer("X = f(a,'B',\"s\",[1,2]), Y = 'hello world'."),
        "X = f(a, 'B', \"s\", [1, 2]),\nY = 'hello world'."
    );
    assert_eq!(answer("X = (a:-b), Y = -(1), Z = 1-2, W = -1."), "X = (a:-b),\nY = - 1,\nZ = 1-2,\nW = -1.");
    assert_eq!(answer("X = [a|T]."), "X = [a|T].");
    assert_eq!(answer("X = {a,b}."), "X = {a, b}.");
    assert_eq!(answer("X = (a,b), Z = f((a,b)), W = [(a:-b,c)]."), "X = (a, b),\nZ = f((a, b)),\nW = [(a:-b, c)].");
}

#[test]
fn a_query_without_bindings_says_true_or_false() {
    assert_eq!(answer("true."), "true.");
    assert_eq!(answer("X = X."), "true.");
    assert_eq!(answer("1 > 2."), "false.");
}

#[test]
fn variables_sharing_a_value_are_grouped() {
    assert_eq!(answer("X = Y."), "X = Y.");
    assert_eq!(answer("length(L, 2), A = B."), "L = [_, _],\nA = B.");
    assert_eq!(answer("X = f(A), Y = f(A), Z = Y."), "X = Y, Y = Z, Z = f(A).");
    assert_eq!(answer("X = 1, _Y = 2, _Y = _Z."), "X = 1,\n_Y = _Z, _Z = 2.");
    assert_eq!(answer("X = f(_A), Y = _A."), "X = f(Y),\n_A = Y.");
}

#[test]
fn fresh_variables_are_named_a_b_or_underscore() {
    assert_eq!(answer("X = f(_, _)."), "X = f(_, _).");
    assert_eq!(answer("copy_term(f(A,A,B), X)."), "X = f(_A, _A, _).");
    assert_eq!(answer("X = f(Y,_,_Z,_Z)."), "X = f(Y, _, _Z, _Z).");
    assert_eq!(answer("copy_term(g(P,Q,P,Q), X)."), "X = g(_A, _B, _A, _B).");
}

#[test]
fn long_answers_are_cut_at_depth_ten() {
    assert_eq!(answer("numlist(1, 20, L)."), "L = [1, 2, 3, 4, 5, 6, 7, 8, 9|...].");
    assert_eq!(answer("X = f(f(f(f(f(f(f(f(f(f(f(f(a))))))))))))."), "X = f(f(f(f(f(f(f(f(f(f(...)))))))))).");
}

#[test]
fn residual_goals_of_freeze_and_dif_are_shown() {
    assert_eq!(answer("freeze(X, true), dif(Y, a)."), "freeze(X, true),\ndif(Y, a).");
    assert_eq!(answer("dif(X, Y), dif(Z, f(W))."), "dif(X, Y),\ndif(Z, f(W)).");
    assert_eq!(answer("dif(f(X), f(a)), Y = X."), "X = Y,\ndif(Y, a).");
    assert_eq!(answer("freeze(X, writeln(hi)), X = 1."), "hi\nX = 1.");
    assert_eq!(answer("put_attr(X, my, v)."), "put_attr(X, my, v).");
    assert_eq!(answer("dif(f(X,Z), f(a,b))."), "dif(f(X, Z), f(a, b)).");
    assert_eq!(answer("X = f(Y), freeze(Y, true)."), "X = f(Y),\nfreeze(Y, true).");
    // A goal frozen by a clause of user is stored as user:Goal; the
    // toplevel shows it without user:, another module's with it (swipl).
    let (out, err, _) = run(
        &["-g", "assertz((go(X) :- freeze(X, true))), assertz((w(X) :- when(nonvar(X), m:true)))"],
        "go(X).\nw(X).\n",
    );
    assert!(err.is_empty(), "{err}");
    assert_eq!(out.trim_end(), "freeze(X, true).\n\nwhen(nonvar(X), m:true).");
}

#[test]
fn residual_goals_of_clpfd_are_shown_as_swi_prolog_shows_them() {
    let clpfd = |query: &str| {
        let (out, err, _) = run(&["-g", "use_module(library(clpfd))"], query);
        assert!(err.is_empty(), "unexpected errors for {query}: {err}");
        out.trim_end().to_string()
    };
    assert_eq!(clpfd("X #> 3, X #< 6."), "X in 4..5.");
    assert_eq!(clpfd("X in 1..3, X #\\= Y."), "X in 1..3,\nX#\\=Y.");
    assert_eq!(clpfd("X in 1..5, X #\\= 3."), "X in 1..2\\/4..5.");
    assert_eq!(clpfd("B #<==> (X #= 3)."), "B in 0..1,\nX#=3#<==>B.");
    assert_eq!(clpfd("X #= 2 + 3."), "X = 5.");
    assert_eq!(clpfd("X #> Y."), "Y#=<X+ -1.");
    // X #= Y unifies; a variable with no constraint left shows its type
    assert_eq!(clpfd("X #= Y."), "X = Y,\nY in inf..sup.");
    assert_eq!(clpfd("X in 1..3, Y in 2..5, X = Y."), "X = Y,\nY in 2..3.");
    // a truth value that is a variable is the reified goal's own
    assert_eq!(clpfd("B #<==> (X #> 5)."), "B in 0..1,\nX#>=6#<==>B.");
    assert_eq!(clpfd("B #<==> C."), "B = C,\nC in 0..1.");
    // a disjunction of equalities over one variable is a domain
    assert_eq!(clpfd("X #= 3 #\\/ X #= 5."), "X in 3\\/5.");
}

/// The answers swipl 9.0.4 prints for the same queries after
/// use_module(library(clpq)) or library(clpr), byte for byte.
#[test]
fn residual_goals_of_clpq_and_clpr_are_shown_as_swi_prolog_shows_them() {
    let with = |lib: &str, query: &str| {
        let (out, err, _) = run(&["-g", &format!("use_module(library({lib}))")], query);
        assert!(err.is_empty(), "unexpected errors for {query}: {err}");
        out.trim_end().to_string()
    };
    let clpq = |query: &str| with("clpq", query);
    assert_eq!(clpq("{X = 1 + Y}."), "{X=1+Y}.");
    assert_eq!(clpq("{Y = 1 + X}."), "{Y=1+X}.");
    assert_eq!(clpq("{X = Y}."), "{Y=X}.");
    assert_eq!(clpq("{X + Y = 3}."), "{Y=3-X}.");
    assert_eq!(clpq("{X + Y = 0}."), "{Y= -X}.");
    assert_eq!(clpq("{2*X + 3*Y = 3}."), "{Y=1-2r3*X}.");
    assert_eq!(clpq("{A = 3*B + 2*C - 1}."), "{A= -1+3*B+2*C}.");
    assert_eq!(clpq("{X = Y + 1, Z = X + 1}."), "{Z=2+Y, X=1+Y}.");
    assert_eq!(clpq("{X >= 2}."), "{X>=2}.");
    assert_eq!(clpq("{X > 2, X < 5}."), "{X>2, X<5}.");
    assert_eq!(clpq("{X >= 2, Y =< 5}."), "{X>=2},\n{Y=<5}.");
    assert_eq!(clpq("{2*X >= 3}."), "{X>=3r2}.");
    assert_eq!(clpq("{X >= 2, X >= 3}."), "{X>=3}.");
    assert_eq!(clpq("{X = 1 + Y}, {X >= 3}."), "{Y>=2, X=1+Y}.");
    assert_eq!(clpq("{X = Y}, {X >= 3}."), "{X>=3, Y=X}.");
    assert_eq!(clpq("{X >= 3}, {X = Y}."), "{Y=X, X>=3}.");
    assert_eq!(clpq("{X >= 2}, {Y >= 1}, X = Y."), "X = Y,\n{Y>=2}.");
    assert_eq!(clpq("{X = 1 + Y}, {X =< 0}, Y = A."), "Y = A,\n{A=< -1, X=1+A}.");
    assert_eq!(clpq("{X >= 2, X =< 2}."), "X = 2.");
    assert_eq!(clpq("{2*X + Y = 10, X - Y = 2}."), "X = 4,\nY = 2.");
    assert_eq!(clpq("{X = 1/3}."), "X = 1r3.");
    assert_eq!(clpq("{X = 0.1}."), "X = 1r10.");
    assert_eq!(clpq("{X > 1}, {X < 0}."), "false.");
    assert_eq!(clpq("{X >= 0, Y >= 0, X + Y =< 10}, maximize(X + 2*Y)."), "X = 0,\nY = 10.");
    assert_eq!(clpq("{X = 2*Y + Z}, dump([X, Y, Z], [x, y, z], L)."), "L = [x=2*y+z],\n{X=2*Y+Z}.");
    let clpr = |query: &str| with("clpr", query);
    assert_eq!(clpr("{X = 1 + Y}."), "{X=1.0+Y}.");
    assert_eq!(clpr("{X >= 2}."), "{X>=2.0}.");
    assert_eq!(clpr("{2*X + 3*Y = 3}."), "{Y=1.0-0.6666666666666666*X}.");
    assert_eq!(clpr("{X = 1/3}."), "X = 0.3333333333333333.");
    assert_eq!(clpr("{X >= 0, Y >= 0, X + Y =< 10}, maximize(X + 2*Y)."), "X = 0.0,\nY = 10.0.");
}

#[test]
fn the_flag_toplevel_print_anon_hides_underscore_variables() {
    let (out, _, _) = run(&[], "set_prolog_flag(toplevel_print_anon, false).\nX = 1, _Y = 2.\n");
    assert_eq!(out, "true.\n\nX = 1.\n\n");
}

#[test]
fn make_reloads_the_files_that_changed() {
    let dir = TempDir::new("make");
    let file = dir.file("facts.pl", "p(1).\np(2).\n");
    // Loaded with an old time stamp, so that the rewrite below is newer.
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    std::fs::File::options().write(true).open(&file).unwrap().set_modified(old).unwrap();
    let path = file.to_string_lossy().into_owned();
    let rewrite =
        format!("open('{path}', write, S), write(S, 'p(3).'), nl(S), close(S).\nmake.\nfindall(X, p(X), L).\n");
    let (out, err, code) = run(&[&path], &format!("findall(X, p(X), L).\n{rewrite}"));
    assert_eq!(out, "L = [1, 2].\n\nS = '$stream'(3).\n\ntrue.\n\nL = [3].\n\n");
    assert!(err.contains("facts.pl reloaded"), "{err}");
    assert_eq!(code, 0);
}

#[test]
fn cyclic_bindings_are_named_after_their_variables_as_swi_prolog_does() {
    assert_eq!(answer("X = f(X)."), "X = f(X).");
    assert_eq!(answer("X = [a|X]."), "X = [a|X].");
    assert_eq!(answer("X = f(X,Y), Y = g(X)."), "X = f(X, g(X)),\nY = g(X).");
    assert_eq!(answer("X = f(Y), Y = g(Y)."), "X = f(_S1), % where\n    _S1 = g(_S1),\nY = g(_S1).");
    assert_eq!(answer("X = f(X), Y = f(Y)."), "X = Y, Y = f(Y).");
    assert_eq!(answer("L = [1,2|T], T = [3|L]."), "L = [1, 2, 3|L],\nT = [3|L].");
    assert_eq!(answer("A = f(B), B = g(A), C = h(A)."), "A = f(g(A)),\nB = g(A),\nC = h(A).");
}

#[test]
fn an_uncaught_error_with_a_cyclic_culprit_is_printed() {
    let (_, err, code) = run(&[], "X = f(X), atom_length(X, _).\n");
    assert!(err.contains("@(S_1,[S_1=f(S_1)])"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn output_without_a_final_newline_ends_its_line_before_the_answer() {
    // As SWI-Prolog 9: the answer (or false, or the error) starts a line.
    let (out, _, _) = run(&[], "write(hi).\nmember(X,[1,2]), write(X).\nwrite(a), fail.\nwrite(b), nl.\n");
    assert_eq!(out, "hi\ntrue.\n\n1\nX = 1.\n\na\nfalse.\n\nb\ntrue.\n\n");
    let (out, err, _) = run(&[], "write(c), X is foo+1.\n");
    assert_eq!(out, "c\n");
    assert!(err.starts_with("ERROR: "), "{err}");
}

#[test]
fn user_reads_clauses_until_the_end_of_input() {
    // As `swipl < file`: the clauses after [user]. are loaded from user://1.
    let (out, err, code) = run(&["-q"], "[user].\nfoo(1).\nfoo(X) :- X = 2.\n");
    assert_eq!((out.as_str(), err.as_str(), code), ("true.\n\n", "", 0));
    let (out, err, _) = run(&["-g", "consult(user), forall(foo(X), writeln(X))", "-t", "halt"], "foo(a).\nfoo(b).\n");
    assert_eq!(out, "a\nb\n");
    assert!(err.starts_with("% user://1 compiled ") && err.ends_with(" sec, 2 clauses\n"), "{err}");
}

#[test]
fn a_rule_typed_as_a_query_says_where_rules_go() {
    let (_, err, _) = run(&[], "foo(X) :- bar.\n");
    assert!(err.starts_with("ERROR: Unknown procedure: (:-)/2\n"), "{err}");
    assert!(err.contains("Rules must be loaded from a file") && err.contains("[user]"), "{err}");
}

#[test]
fn a_piped_syntax_error_names_its_line_and_column() {
    let (out, err, _) = run(&[], "X = 1.\nY = \n  foo bar.\nZ = 2.\n");
    assert_eq!(out, "X = 1.\n\nZ = 2.\n\n");
    assert!(err.starts_with("ERROR: user_input:3:7: Syntax error: Operator expected"), "{err}");
}

#[test]
fn errors_name_the_predicate_the_user_called() {
    let (_, err, _) = run(&[], "listing(nosuchpred).\n");
    assert_eq!(err, "ERROR: listing/1: Unknown procedure: nosuchpred\n");
    let (_, err, _) = run(&[], "format(\"~d~n\", [1.0]).\n");
    assert_eq!(err, "ERROR: format/2: Illegal argument to format sequence ~d: 1.0\n");
    let (_, err, _) = run(&[], "consult(tests).\n");
    assert_eq!(err, "ERROR: consult/1: file `tests' does not exist (is a directory)\n");
}

#[test]
fn listing_keeps_the_variable_names_of_the_source() {
    // As swipl 9: a consulted clause is listed with its source's names, an
    // asserted one with A, B, ...
    let dir = TempDir::new("listing_names");
    let file = dir.file(
        "ml.pl",
        "max_list2([H], H).\nmax_list2([H|T], M) :- max_list2(T, M0), (H > M0 -> M = H ; M = M0).\n\
         count([_|T], N) :- count(T, N1), N is N1+1.\n",
    );
    let query = "listing(max_list2), listing(count), assertz((foo(X,Y) :- bar(Y,X))), listing(foo).\n";
    let (out, err, _) = run(&[file.to_str().unwrap()], query);
    assert_eq!(err, "");
    let want = "max_list2([H], H).\nmax_list2([H|T], M) :-\n    max_list2(T, M0),\n    (   H>M0\n    ->  M=H\n    ;   M=M0\n    ).\n\n\
                count([_|T], N) :-\n    count(T, N1),\n    N is N1+1.\n\n\
                :- dynamic foo/2.\n\nfoo(A, B) :-\n    bar(B, A).\n\ntrue.\n\n";
    assert_eq!(out, want);
}

#[test]
fn constraints_left_in_the_chr_store_are_shown_as_swi_prolog_shows_them() {
    let chr = |query: &str| {
        let (out, err, _) = run(&["tests/classic/chr_classic.pl"], query);
        assert!(err.is_empty(), "unexpected errors for {query}: {err}");
        out.trim_end().to_string()
    };
    assert_eq!(chr("leq(X,Y)."), "leq(X, Y).");
    assert_eq!(chr("leq(X,Y),leq(Y,Z)."), "leq(X, Z),\nleq(Y, Z),\nleq(X, Y).");
    assert_eq!(chr("leq(A,B),leq(B,C),leq(C,A)."), "A = B, B = C.");
    assert_eq!(chr("X=1,leq(X,Y)."), "X = 1,\nleq(1, Y).");
    assert_eq!(chr("gcd(9),gcd(6)."), "gcd(3).");
    assert_eq!(chr("gcd(9),gcd(6),X=a."), "X = a,\ngcd(3).");
    assert_eq!(chr("leq(X,Y), gcd(4), candidate(5)."), "gcd(4),\nprime(2),\nprime(3),\nprime(5),\nleq(X, Y).");
    assert_eq!(chr("make(a),make(b),union(a,b)."), "b~>a,\nroot(a, 1).");
    // The store is emptied by backtracking: the next query starts afresh.
    assert_eq!(chr("gcd(4).\ngcd(6)."), "gcd(4).\n\ngcd(6).");
}
