% Cyclic terms (rational trees) given to builtins that walk a term:
% arithmetic, tab/1, format/2, sorting, text conversion, term_to_atom/2,
% portray_clause/1, print_message/2, CLP(FD) posting.  Each answers an
% error or terminates, never loops or grows without bound.  The errors
% are SWI-Prolog's: the culprit of a cyclic arithmetic expression is the
% whole expression.  (misc_cyclic.pl tests unification, comparison and
% copying of cyclic terms.)

:- use_module(library(clpfd)).
:- use_module(library(lists)).

% Arithmetic: is/2, comparison, through call/N and compiled in a clause.
case((X = -(X), catch(_ is X, error(E, _), true)),
     checks([E = type_error(expression, T), T == X])).
case((X = -(1 + X), catch(_ is 2 * X, error(E, _), true)),
     checks([E = type_error(expression, T), T == 2 * X])).
case((T = T + 1, catch(_ is T, error(E, _), true)),
     checks([E = type_error(expression, C), C == T])).
case((X = f(X), catch(X > 1, error(E, _), true)),
     checks([E = type_error(expression, C), C == X])).
case((X = -(X), catch(1 =:= X, error(E, _), true)),
     checks([E = type_error(expression, C), C == X])).
case((X = -(X), G = (_ is X), catch(call(G), error(E, _), true)),
     checks([E = type_error(expression, C), C == X])).
% In a consulted clause the culprit is the whole expression in SWI-Prolog,
% the cyclic operand in hornbook (its compiled arithmetic loads operands
% one by one).
case((X = -(X), catch(t_cyclic_eval(X, _), error(E, _), true)),
     checks([E = type_error(expression, C), (C == X + 1 ; C == X)])).
% [X] evaluates a character code or a one-character atom, nothing else, so
% X = [X] is a type error at its first element.
case((X = [X], catch(_ is X, error(E, _), true)),
     checks([E = type_error(character, C), C == X])).
case(X is [a], checks([X == 97])).
case(X is [0'b], checks([X == 98])).
case(_ is [1 + 1], error(type_error(character, 1 + 1))).
case(_ is [-1], error(type_error(character, -1))).
case(_ is [_], error(instantiation_error)).
% A long acyclic expression is still evaluated.
case((numlist(1, 10000, L), foldl(t_plus, L, 0, E), X is E), checks([X == 50005000])).

% Builtins that evaluate an argument.
case((X = f(X), catch(tab(X), error(E, _), true)),
     checks([E = type_error(expression, C), C == X])).
case((X = -(X), catch(format("~d", [X]), error(E, _), true)),
     checks([E = type_error(expression, C), C == X])).
case((X = -(X), catch(succ_or_fail(X), error(E, _), true)),
     checks([nonvar(E)])).

% format/2: a cyclic format text is no text; a cyclic argument list is one
% argument, written in @/2 form.
case((X = [0'a|X], catch(format(X, []), error(E, _), true)),
     checks([E = type_error(text, C), C == X])).
case((X = [a|X], format("~w", X)), output('@(S_1,[S_1=[a|S_1]])')).
case((X = f(X), format("~w", [X])), output('@(S_1,[S_1=f(S_1)])')).

% Lists walked to their end.
case((X = [1|X], catch(msort(X, _), error(E, _), true)),
     checks([E = type_error(list, C), C == X])).
case((X = [1|X], catch(length(X, _), error(E, _), true)),
     checks([E = type_error(list, C), C == X])).
case((X = [0'a|X], catch(atom_codes(_, X), error(E, _), true)),
     checks([E = type_error(list, C), C == X])).
case((X = [1|X], catch(atom_length(X, _), error(E, _), true)),
     checks([E = type_error(_, C), C == X])).
% memberchk/2 stops at a match, so a cyclic list holding the element
% answers; one without it is type_error(list, L) in SWI-Prolog (its
% memberchk checks for a cycle), which hornbook's countdown finds too.
case((X = [1, 2|X], catch(memberchk(3, X), error(E, _), true)),
     checks([E = type_error(list, C), C == X])).
case((X = [1, 2|X], memberchk(2, X)), true).
case((numlist(1, 3000, L), append(L, X, X), catch(memberchk(0, X), error(E, _), true)),
     checks([E = type_error(list, C), C == X])).
case((numlist(1, 3000, L), memberchk(2999, L), \+ memberchk(0, L), memberchk(a, [b|T])),
     checks([T = [a|_]])).

% Writing: term_to_atom/2, portray_clause/1, print_message/2.
case((X = [a|X], term_to_atom(X, A)), checks([atom(A)])).
case((X = f(X), portray_clause(X)), output('@(S_1, [S_1=f(S_1)]).\n')).
case((X = f(X), with_output_to(string(_), print_message(error, format("~w", [X])))), true).

% CLP(FD): a cyclic expression is no CLP(FD) expression.
case((X = -(X), catch(_ #= X, error(E, _), true)),
     checks([E = domain_error(clpfd_expression, C), C == X])).
case((X = f(X), catch(_ #= X, error(E, _), true)),
     checks([E = domain_error(clpfd_expression, C), C == X])).

t_cyclic_eval(X, Y) :- Y is X + 1.
t_plus(X, Y0, Y0 + X).
succ_or_fail(X) :- succ(X, _).
% A cyclic list of spy specifications is an error, not a walk for ever
% (hornbook: type_error(predicate_indicator, L); swipl: resource_error).
case((X = [X], catch(nospy(X), error(E, _), true)), checks([nonvar(E)])).

% Coroutining: a cyclic when/2 condition is a type error (SWI-Prolog 9:
% type_error(acyclic_term, C); it looped before).
case((C = (C, C), catch(when(C, 1 = 2), error(E, _), true)),
     checks([E = type_error(acyclic_term, T), T == C])).
case((C = (nonvar(_) ; C), catch(when(C, true), error(E, _), true)),
     checks([E = type_error(acyclic_term, T), T =@= C])).
