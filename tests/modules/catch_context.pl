% catch/3 in a module file: the recovery is a predicate of this module,
% the error is raised inside a library predicate's own code.
:- module(catch_context, [sum_or_error/2, sort_or_error/2]).

sum_or_error(L, X) :- catch(sum_list(L, X), error(E, _), local(E, X)).
sort_or_error(L, X) :- catch(msort(L, X), error(E, _), local(E, X)).

local(E, caught(E)).
