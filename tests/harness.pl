% Conformance test harness (portable ISO Prolog).
% Runs the case/2 facts of a case file and reports one line per case.
%
%   case(Goal, Expect) with Expect one of:
%     true | fail | error(E) | ball(B) | checks(Goals) | all(Template, Sols)
%     | output(Atom)
%
% Usage: load a case file, then call run_cases/0; or call run_cases(File),
% which consults File first.  Output:
%     ok N
%     FAIL N: <case> got <outcome>
%     passed P failed F

run_cases(File) :-
    consult(File),
    run_cases.

run_cases :-
    findall(case(G, E), case(G, E), Cases),
    hb_run_list(Cases, 1, 0, 0).

hb_run_list([], _, P, F) :-
    write('passed '), write(P), write(' failed '), write(F), nl.
hb_run_list([C|Cs], N, P0, F0) :-
    hb_copy_for_report(C, Report),
    catch(hb_run_case(C, Verdict), Ball, Verdict = bad(harness_error(Ball))),
    (   Verdict == ok
    ->  write('ok '), write(N), nl,
        P1 is P0 + 1, F1 = F0
    ;   Verdict = bad(Got),
        write('FAIL '), write(N), write(': '), writeq(Report),
        write(' got '), writeq(Got), nl,
        P1 = P0, F1 is F0 + 1
    ),
    N1 is N + 1,
    hb_run_list(Cs, N1, P1, F1).

hb_copy_for_report(C, R) :-
    copy_term(C, R).

% hb_outcome(+Goal, -Outcome): Outcome is true, fail or ball(B).
% On success the bindings of the first solution are kept.
hb_outcome(G, O) :-
    catch(( call(G) -> O = true ; O = fail ), B, O = ball(B)).

hb_variant(A, B) :-
    \+ \+ ( copy_term(A, A1),
            copy_term(B, B1),
            subsumes_term(A1, B1),
            subsumes_term(B1, A1) ).

hb_run_case(case(G, Expect), Verdict) :-
    (   var(Expect)
    ->  Verdict = bad(unbound_expectation)
    ;   hb_check(Expect, G, Verdict0)
    ->  Verdict = Verdict0
    ;   Verdict = bad(unknown_expectation(Expect))
    ).

hb_check(true, G, V) :-
    hb_outcome(G, O),
    ( O == true -> V = ok ; V = bad(O) ).
hb_check(fail, G, V) :-
    hb_outcome(G, O),
    ( O == fail -> V = ok ; V = bad(O) ).
hb_check(error(E), G, V) :-
    hb_outcome(G, O),
    (   O = ball(error(E2, _)), hb_variant(E, E2)
    ->  V = ok
    ;   V = bad(O)
    ).
hb_check(ball(B), G, V) :-
    hb_outcome(G, O),
    (   O = ball(B2), hb_variant(B, B2)
    ->  V = ok
    ;   V = bad(O)
    ).
hb_check(checks(Checks), G, V) :-
    hb_outcome(G, O),
    (   O == true
    ->  hb_run_checks(Checks, V)
    ;   V = bad(O)
    ).
hb_check(all(T, Sols), G, V) :-
    catch(( findall(T, G, L), O = solutions(L) ), B, O = ball(B)),
    (   O = solutions(L1), hb_variant(L1, Sols)
    ->  V = ok
    ;   V = bad(O)
    ).
hb_check(output(Text), G, V) :-
    catch(( with_output_to(atom(A), once(G)) -> O = output(A) ; O = fail ),
          B, O = ball(B)),
    (   O = output(A1), A1 == Text
    ->  V = ok
    ;   V = bad(O)
    ).

hb_run_checks([], ok).
hb_run_checks([C|Cs], V) :-
    hb_outcome(C, O),
    (   O == true
    ->  hb_run_checks(Cs, V)
    ;   V = bad(check_failed(C, O))
    ).
