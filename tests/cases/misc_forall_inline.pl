% forall/2 in a clause body, compiled in line as \+ (Cond, \+ Action):
% the answers, bindings, cuts and errors of the called forall/2, as
% SWI-Prolog 9 gives them (the same file passes under swipl: swipl -g
% run_cases -t halt tests/harness.pl tests/cases/misc_forall_inline.pl).

fi_p(1).
fi_p(2).
fi_p(3).

fi_all_positive :- forall(fi_p(X), X > 0).
fi_all_big :- forall(fi_p(X), X > 1).
fi_no_binding(X) :- forall(fi_p(X), integer(X)).
% A cut in the condition cuts the condition only: one solution of it.
fi_cut_in_cond(L) :- findall(X, ( forall((fi_p(X), !), X == 1), X = done ), L).
fi_cut_cond_first :- forall((fi_p(X), !), X =:= 1).
% A cut in the action cuts the action only.
fi_cut_in_action :- forall(fi_p(X), (fi_p(Y), Y >= X, !)).
% The clause's own choices are left alone by both cuts.
fi_choices(X) :- forall((fi_p(Y), !), Y > 0), fi_p(X).
fi_choices(4).
fi_nested :- forall(fi_p(X), forall(fi_p(Y), X * Y > 0)).
fi_var_cond(G) :- forall(G, true).
fi_var_action(A) :- forall(fi_p(_), A).
fi_not_callable :- forall(fi_p(_), (true, 1)).
fi_throws :- forall(fi_p(X), (X < 3 ; throw(big(X)))).
fi_empty :- forall(fail, fail).
fi_assert :- forall(fi_p(X), (Y is X * 10, assertz(fi_fact(Y)))).
fi_output :- forall(fi_p(X), (write(X), write(' '))).
% forall/2 defined by the module itself is the one its clauses call.
fi_mod:forall(_, _) :- fail.
:- initialization(fi_mod:assertz((fi_run :- forall(true, true)))).

:- dynamic fi_fact/1.

case(fi_all_positive, true).
case(fi_all_big, fail).
case(fi_no_binding(X), checks([var(X)])).
case(fi_cut_in_cond(L), checks([L == [done]])).
case(fi_cut_cond_first, true).
case(fi_cut_in_action, true).
case(fi_choices(X), all(X, [1, 2, 3, 4])).
case(fi_nested, true).
case(fi_var_cond(fi_p(_)), true).
case(fi_var_cond(_), error(instantiation_error)).
case(fi_var_action(true), true).
case(fi_var_action(fail), fail).
case(fi_var_action(_), error(instantiation_error)).
case(fi_not_callable, error(type_error(callable, (true, 1)))).
case(fi_throws, ball(big(3))).
case(fi_empty, true).
case((fi_assert, findall(Y, fi_fact(Y), L)), checks([L == [10, 20, 30]])).
case(fi_output, output('1 2 3 ')).
case(fi_mod:fi_run, fail).
