//! The heap collector: answers do not depend on collections made in the
//! middle of any kind of live state, loops that make garbage run in a
//! bounded heap, and random goals answer the same with a collection at
//! every call as with the collector off.

use crate::support::machine::{machine_with, output_of};
use crate::support::process::hornbook;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// Each case is `case(Name, Template, Goal)`: the driver writes every
/// solution of Goal as Template (variables numbered, so that their names do
/// not depend on heap addresses), or the error it raised. `churn` makes
/// garbage and live data around it, so that a collection moves the cells
/// the goal still uses.
const STRESS: &str = r#"
:- use_module(library(clpfd)).

churn :- numlist(1, 300, L), msort(L, _), atom_codes(_, "garbage"), length(_, 50).
gc :- churn, garbage_collect, churn.
loop_gc(0) :- !.
loop_gc(N) :- gc, N1 is N - 1, loop_gc(N1).

big(N, T) :- numlist(1, N, L), T = big(L, "a string that lives on the heap", 123456789012345678901234567890).

gcc(f(1)).
gcc("two").
gcc(3).
:- dynamic gcr/1.

nrev([], []).
nrev([H|T], R) :- nrev(T, RT), append(RT, [H], R).

deep(0, L, L) :- gc.
deep(N, Acc, L) :- N > 0, N1 is N - 1, big(3, B), deep(N1, [B|Acc], L), gc.

case(choicepoints, X-Y, (member(X, [1,2,3]), gc, member(Y, [a,f(b),"c"]), gc)).
case(choicepoint_heap_top, R, (big(20, B), (gc, member(Z, [1,2]), gc, R = Z-B ; R = other))).
case(catch_frame, C, catch((big(5, T), gc, throw(ball(T))), ball(C), true)).
case(catch_recovery_gc, C-D, catch((gc, atom_length(_, _)), error(C, D), gc)).
case(nested_catch, R, catch(catch((gc, throw(inner(f(X, X)))), outer, R = wrong), inner(T), (gc, R = T))).
case(error_term_ball, E, catch((gc, atom_length(f(x), _)), E, gc)).
case(freeze, Y-X, (freeze(X, (gc, Y = woke(X))), gc, big(3, X))).
case(freeze_chain, L, (freeze(A, (gc, B = A)), freeze(B, (gc, C = B)), gc, A = v(1), gc, L = [A, B, C])).
case(dif, R, (dif(f(A, B), f(1, 2)), gc, A = 1, gc, (B = 2 -> R = unified ; R = kept(A, B)))).
case(dif_fails, R, (dif(A, B), gc, (A = B -> R = same ; R = differ))).
case(attributes, V-W, (put_attr(X, m, val(big)), gc, get_attr(X, m, V), put_attr(X, m, v2), gc, get_attr(X, m, W))).
case(clpfd, [X, Y], (X in 1..20, Y #= X * 3, gc, X #> 4, gc, Y #< 20, gc, label([X, Y]))).
case(clpfd_alldiff, L, (L = [A, B, C], L ins 1..3, all_different(L), gc, A #< B, gc, B #< C, label(L))).
case(setup_call_cleanup, M-S, (setup_call_cleanup(S = s(_), (member(M, [1, 2]), gc), (gc, true)))).
case(cleanup_runs, V, (setup_call_cleanup(true, gc, (gc, nb_setval(gc_cleanup, ran(f(x))))), nb_getval(gc_cleanup, V))).
case(findall_bags, L, findall(X-Ys, (member(X, [1, 2, 3]), gc, findall(Y, (between(1, X, Y), gc), Ys)), L)).
case(bagof, K-Vs, bagof(V, (member(K-V, [a-1, b-2, a-3]), gc), Vs)).
case(nested_call, Z, call(call, call, (gc, Z = z(q)))).
case(call_n, R, (G = append([1, 2]), gc, call(G, [3], R))).
case(b_setval, V-W, (b_setval(gcv, f(x, "s")), gc, b_getval(gcv, V), (b_setval(gcv, g(y)), gc, fail ; true), b_getval(gcv, W))).
case(b_setval_fresh, V, (big(4, B), b_setval(gcv2, B), gc, b_getval(gcv2, V))).
case(setarg_undone, T, (T = f(a, b), (setarg(1, T, g(big)), gc, fail ; true), gc)).
case(setarg_kept, T, (T = f(a, b), gc, setarg(2, T, h(z)), gc)).
case(blobs, S-N, (X = "hello collector", Y is 2 ** 200, gc, string_concat(X, "!", S), N is Y + 1)).
case(deep_environments, N, (deep(30, [], L), length(L, N))).
case(nrev, R, (numlist(1, 60, L), gc, nrev(L, R0), gc, R0 = [R|_])).
case(cyclic, ok, (X = f(X, Y), gc, Y = 1, X = f(f(_, 1), 1))).
case(between_redo, N, (between(1, inf, N), gc, N >= 3, !)).
case(big_between, N, (A is 2 ** 70, between(A, inf, N), gc, N > A + 1, !)).
case(negation, ok, (\+ (gc, fail), \+ \+ (gc, big(3, _)))).
case(if_then_else, R, (gc, (member(X, [1, 2, 3]), gc, X > 1 -> R = X ; R = none))).
case(soft_cut, R, ((member(X, [1, 2]), gc) *-> (gc, R = X) ; R = none)).
case(format_nested, A, format(atom(A), "~w ~@", [f(x), (gc, write(inside))])).
case(forall, ok, forall(member(X, [1, 2]), (gc, X > 0))).
case(assert_retract, L, (assertz(gcfact(f(x, "y"))), gc, findall(X, gcfact(X), L), retract(gcfact(_)))).
case(copy_term_attrs, G, (freeze(X, true), gc, copy_term(X, _, G))).
case(clause_redo, X, (clause(gcc(X), true), gc)).
case(retract_redo, X, (assertz(gcr(f(1))), assertz(gcr("two")), retract(gcr(X)), gc)).
case(sub_atom_redo, B-L-A-S, (sub_atom(abc, B, L, A, S), gc)).
case(atom_concat_redo, X+Y, (atom_concat(X, Y, abc), gc)).
case(cleanup_on_exception, V, (catch(setup_call_cleanup(true, (gc, throw(x(f(y)))), (gc, nb_setval(gck, c(z)))), x(_), true), nb_getval(gck, V))).
case(aggregate, S, aggregate_all(sum(X), (between(1, 100, X), gc), S)).

name_vars([], _).
name_vars(['$VAR'(N)|Vs], N) :- N1 is N + 1, name_vars(Vs, N1).
show(T) :- copy_term(T, C), term_variables(C, Vs), name_vars(Vs, 0), print(C).

run_cases :-
    forall(case(Name, T, G),
           ( catch(findall(T, G, Sols), E, Sols = error(E)),
             format("~w: ", [Name]), show(Sols), nl )).
"#;

fn stress_machine() -> Machine {
    machine_with(STRESS, "gc_stress")
}

fn collections(m: &mut Machine) -> i64 {
    let text = output_of(m, "statistics(garbage_collection, [N|_]), write(N)");
    text.trim().parse().expect("a count")
}

#[test]
fn collecting_inside_every_kind_of_live_state_changes_no_answer() {
    let mut off = stress_machine();
    output_of(&mut off, "set_prolog_flag(gc, false)");
    let expected = output_of(&mut off, "run_cases");
    assert_eq!(collections(&mut off), 0, "gc=false must turn garbage_collect/0 off");

    let mut on = stress_machine();
    let got = output_of(&mut on, "run_cases");
    assert_eq!(got, expected);
    let n = collections(&mut on);
    assert!(n > 100, "only {n} collections");
    assert_eq!(got.lines().count(), STRESS.matches("\ncase(").count(), "{got}");
}

#[test]
fn collecting_at_every_call_changes_no_answer() {
    let mut off = stress_machine();
    output_of(&mut off, "set_prolog_flag(gc, false)");
    let expected = output_of(&mut off, "run_cases");

    let mut every = stress_machine();
    every.gc.stress = true;
    every.gc.trigger = 0;
    let got = output_of(&mut every, "run_cases");
    assert_eq!(got, expected);
}

#[test]
fn a_loop_that_drops_a_list_each_iteration_runs_in_a_bounded_heap() {
    let mut m = Machine::new();
    let report = m.consult_str(
        "loop(0) :- !.\n\
         loop(N) :- length(L, 100), fill(L, N), N1 is N - 1, loop(N1).\n\
         fill([], _).\n\
         fill([X|Xs], X) :- fill(Xs, X).\n",
        "gc_loop",
    );
    assert_eq!(report.errors, 0);
    let text = output_of(&mut m, "loop(400000), statistics(globalused, G), write(G)");
    let used: i64 = text.trim().parse().expect("bytes");
    // 400,000 lists of 100 elements are 1.28 GB of cells without collection
    // (beyond the default stack limit).
    assert!(used < 64 << 20, "heap in use {used}");
    assert!(m.heap.cells.capacity() < 8 << 20, "heap grew to {} cells", m.heap.cells.capacity());
    assert!(collections(&mut m) > 10);
}

#[test]
fn many_queries_one_after_another_keep_memory_flat() {
    let mut m = Machine::new();
    let report = m.consult_str(
        "loop(0) :- !.\n\
         loop(N) :- length(L, 100), fill(L, N), N1 is N - 1, loop(N1).\n\
         fill([], _).\n\
         fill([X|Xs], X) :- fill(Xs, X).\n",
        "gc_queries",
    );
    assert_eq!(report.errors, 0);
    let mut peak_after_warmup = 0;
    for i in 0..120 {
        assert_eq!(m.run_goal_text("loop(2000), X = f(Y, Y), garbage_collect"), GoalResult::Succeeded);
        let size = m.heap.cells.capacity() + m.trail.bytes_allocated() + m.stack.capacity();
        if i == 20 {
            peak_after_warmup = size;
        } else if i > 20 {
            assert!(size <= peak_after_warmup, "query {i}: {size} > {peak_after_warmup}");
        }
    }
    assert!(m.heap.top() < 1 << 16, "heap left at {}", m.heap.top());
}

#[test]
fn a_live_term_survives_collections_unchanged() {
    let mut m = stress_machine();
    let text = output_of(
        &mut m,
        "numlist(1, 200000, L), big(10, B), T = t(L, B, X, X), loop_gc(20), \
         sum_list(L, S), T = t(_, B2, Y, Z), Y == Z, write(S-B2)",
    );
    assert_eq!(
        text,
        "20000100000-big([1,2,3,4,5,6,7,8,9,10],a string that lives on the heap,123456789012345678901234567890)"
    );
}

#[test]
fn million_deep_terms_are_marked_without_recursion() {
    let mut m = stress_machine();
    m.consult_str(
        "nest(0, z) :- !.\n\
         nest(N, f(T)) :- N1 is N - 1, nest(N1, T).\n\
         depth(z, 0).\n\
         depth(f(T), N) :- depth(T, N0), N is N0 + 1.\n",
        "gc_deep",
    );
    let text = output_of(
        &mut m,
        "nest(1000000, T), numlist(1, 1000000, L), garbage_collect, depth(T, D), \
         garbage_collect, sum_list(L, S), write(D-S)",
    );
    assert_eq!(text, "1000000-500000500000");
}

/// Random goals over list, term, text and control builtins.
fn goal_strategy() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("numlist(1, 40, L0), msort(L0, L1), length(L1, N1)".to_string()),
        Just("atom_codes(A, \"xyz\"), atom_length(A, N2)".to_string()),
        Just("findall(X-Y, (member(X, [1, 2, 3]), member(Y, [a, b])), P)".to_string()),
        Just("catch(throw(e(f(Q))), e(B0), true)".to_string()),
        Just("freeze(F, G = got(F)), F = 3".to_string()),
        Just("dif(D1, D2), D1 = a, D2 = b".to_string()),
        Just("copy_term(f(V1, V1, _), C)".to_string()),
        Just("(member(M, [1, 2, 3]), M > 1 -> R = M ; R = 0)".to_string()),
        Just("string_concat(\"ab\", \"cd\", S), sub_string(S, 1, 2, _, Sub)".to_string()),
        Just("K is 3 ** 50, K2 is K * K".to_string()),
        Just("length(LL, 5), maplist(=(z), LL)".to_string()),
        Just("b_setval(pv, f(1)), b_getval(pv, BV)".to_string()),
        Just("nrev([1, 2, 3, 4, 5, 6, 7, 8], NR)".to_string()),
        Just("between(1, 5, BB)".to_string()),
        Just("T = f(a, b), setarg(1, T, c)".to_string()),
        Just("sort(0, @>=, [c, a, b, a], SD)".to_string()),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a}), ({b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("(({a}) ; ({b}))")),
            inner.clone().prop_map(|a| format!("findall(x, ({a}), _)")),
            inner.clone().prop_map(|a| format!("\\+ \\+ ({a})")),
            inner.clone().prop_map(|a| format!("once(({a}))")),
            inner.prop_map(|a| format!("catch(({a}), _, true)")),
        ]
    })
}

#[test]
fn random_goals_answer_the_same_with_a_collection_at_every_call() {
    let mut off = stress_machine();
    output_of(&mut off, "set_prolog_flag(gc, false)");
    let mut every = stress_machine();
    every.gc.stress = true;
    every.gc.trigger = 0;
    let (off, every) = (std::cell::RefCell::new(off), std::cell::RefCell::new(every));
    let mut runner = TestRunner::new(Config { cases: 48, failure_persistence: None, ..Config::default() });
    runner
        .run(&goal_strategy(), |goal| {
            let driver = format!(
                "term_variables(({goal}), Vs), findall(Vs, ({goal}), Sols), \
                 show(Sols)"
            );
            let a = output_of(&mut off.borrow_mut(), &driver);
            let b = output_of(&mut every.borrow_mut(), &driver);
            if a != b {
                return Err(TestCaseError::fail(format!("{goal}\n off: {a}\n every call: {b}")));
            }
            Ok(())
        })
        .unwrap();
    assert!(collections(&mut every.borrow_mut()) > 1000);
}

/// Runs the hornbook binary on piped queries with extra environment:
/// standard output, then standard error.
fn piped(env: &[(&str, &str)], args: &[&str], input: &str) -> String {
    let mut invocation = hornbook(args).input(input);
    for (key, value) in env {
        invocation = invocation.env(key, value);
    }
    let out = invocation.run();
    out.stdout + &out.stderr
}

#[test]
fn toplevel_answers_and_residual_goals_survive_a_collection_at_every_call() {
    let queries = "numlist(1, 2000, L0), garbage_collect, X = f(Y, \"s\", 123456789012345678901234567890), \
                   freeze(Y, true), dif(Z, a), length(L0, N), msort([c, b, a], S).\n\
                   catch((numlist(1, 500, L), garbage_collect, throw(t(L, W))), t(_, V), true).\n\
                   member(M, [1, 2]), garbage_collect, M > 1.\n";
    let off = piped(&[], &["-g", "set_prolog_flag(gc, false)"], queries);
    let every = piped(&[("HORNBOOK_GC_STRESS", "1")], &[], queries);
    assert_eq!(every, off);
    assert!(off.contains("freeze(Y, true)") && off.contains("dif(Z, a)") && off.contains("M = 2."), "{off}");
}
