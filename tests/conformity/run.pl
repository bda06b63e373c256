% Runs the cases of iso_syntax_cases.pl in ISO mode and prints one line per
% case and a tally.  Portable: it runs in hornbook, SWI-Prolog and GNU
% Prolog (with tests/harness_gprolog.pl for with_output_to/2), so the
% expected outcomes can be checked against another system:
%
%   hornbook tests/conformity/run.pl tests/conformity/iso_syntax_cases.pl -g run_iso_cases -t halt
%   gprolog --consult-file tests/harness_gprolog.pl --consult-file tests/conformity/run.pl \
%           --consult-file tests/conformity/iso_syntax_cases.pl --query-goal run_iso_cases
%
% A case is iso_case(Number, Premise, Text, Expected): Premise (text, ''
% for none) is run first, then Text is read as a term with
% read_term_from_atom/3 and called.  Expected is one of
%   syntax_error        reading Text raises a syntax error
%   true                the goal succeeds
%   fails               the goal fails
%   output(Texts)       the goal succeeds and writes one of Texts
%   error(E)            the goal raises error(E, _)
%   vars(distinct|same) write_canonical of `_+_`: two variables, distinct or not
% Operators and the double_quotes flag are put back after each case.
% run_iso_cases(default) runs them without the flag iso, for the tally of
% the default mode (SWI-Prolog's syntax), and succeeds whatever it counts.

run_iso_cases :-
    run_iso_cases(iso, Failed),
    Failed =:= 0.

run_iso_cases(Mode) :-
    run_iso_cases(Mode, _).

run_iso_cases(Mode, Fail) :-
    findall(N-c(P, T, E), iso_case(N, P, T, E), Cases),
    iso_run_all(Cases, Mode, 0, 0, Pass, Fail),
    length(Cases, Total),
    write(iso_cases(Mode, total(Total), passed(Pass), failed(Fail))), nl.

iso_run_all([], _, P, F, P, F).
iso_run_all([N-c(Pre, Text, Exp)|Cs], Mode, P0, F0, P, F) :-
    iso_run_case(Mode, Pre, Text, Exp, Got),
    (   Got == ok
    ->  P1 is P0 + 1, F1 = F0
    ;   P1 = P0, F1 is F0 + 1,
        write('FAIL '), write(N), write(': got '), writeq(Got), nl
    ),
    iso_run_all(Cs, Mode, P1, F1, P, F).

iso_run_case(Mode, Pre, Text, Exp, Got) :-
    findall(op(Pr, Ty, Na), current_op(Pr, Ty, Na), Ops),
    current_prolog_flag(double_quotes, DQ),
    (   Mode == iso -> catch(set_prolog_flag(iso, true), _, true) ; true ),
    catch(iso_attempt(Pre, Text, Outcome), Ball, Outcome = harness_error(Ball)),
    catch(set_prolog_flag(iso, false), _, true),
    set_prolog_flag(double_quotes, DQ),
    iso_restore_ops(Ops),
    (   iso_expected(Exp, Outcome) -> Got = ok ; Got = Outcome ).

iso_attempt(Pre, Text, Outcome) :-
    (   Pre == ''
    ->  PreOk = true
    ;   read_term_from_atom(Pre, PG, []),
        ( catch(PG, _, fail) -> PreOk = true ; PreOk = false )
    ),
    (   PreOk == false
    ->  Outcome = premise_failed
    ;   catch(( read_term_from_atom(Text, G, []), R = read(G) ),
              error(syntax_error(_), _), R = syntax_error),
        (   R = read(G0)
        ->  iso_call(G0, Outcome)
        ;   Outcome = syntax_error
        )
    ).

iso_call(G, Outcome) :-
    catch(( with_output_to(atom(Out), G) -> Outcome = output(Out) ; Outcome = fails ),
          error(E, _), Outcome = error(E)).

iso_expected(syntax_error, syntax_error).
iso_expected(true, output(_)).
iso_expected(fails, fails).
iso_expected(output(Texts), output(Out)) :- iso_member(Out, Texts).
iso_expected(error(E), error(E1)) :- E1 = E.
iso_expected(vars(Which), output(Out)) :-
    atom_concat(Out, ' .', Text),
    read_term_from_atom(Text, T, []),
    T = +(A, B), var(A), var(B),
    ( A == B -> Which = same ; Which = distinct ).

iso_member(X, [X|_]) :- !.
iso_member(X, [_|Xs]) :- iso_member(X, Xs).

% Operators back as they were: every current one not in Ops removed, every
% one of Ops (re)defined.
iso_restore_ops(Ops) :-
    findall(op(P, T, N), current_op(P, T, N), Now),
    iso_remove_new(Now, Ops),
    iso_define(Ops).

iso_remove_new([], _).
iso_remove_new([op(P, T, N)|Rest], Ops) :-
    (   iso_member(op(P, T, N), Ops) -> true
    ;   catch(op(0, T, N), _, true)
    ),
    iso_remove_new(Rest, Ops).

iso_define([]).
iso_define([op(P, T, N)|Rest]) :-
    catch(op(P, T, N), _, true),
    iso_define(Rest).
