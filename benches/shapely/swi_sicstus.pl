% SICStus spellings of library(clpfd) for SWI-Prolog, so that
% programs/shapely_squares.pl (written for SICStus, seed
% 002_a73e2937d8a4e4b1) can be run and checked under swipl as an oracle:
%
%   swipl -g "consult([benches/shapely/swi_sicstus, programs/shapely_squares])"
%
% Load it before the program.  hornbook's library(clpfd) accepts the
% SICStus spellings itself and never loads this file.

:- use_module(library(clpfd)).

% #<=> is SICStus's name for reified equivalence, SWI's #<==>.
:- op(760, yfx, #<=>).
:- op(750, xfy, #=>).
:- op(750, yfx, #<=).

user:goal_expansion(A #<=> B, A #<==> B).
user:goal_expansion(A #=> B, A #==> B).
user:goal_expansion(A #<= B, A #<== B).
% X in {2,3,5,7}: SICStus's finite set; SWI writes 2\/3\/5\/7.
user:goal_expansion(X in {Set}, X in Dom) :-
    set_domain(Set, Dom).

set_domain((A, B), A \/ Dom) :- !, set_domain(B, Dom).
set_domain(A, A).

% domain(+Vars, +Min, +Max)
domain(Vars, Min, Max) :- Vars ins Min..Max.

% prefix_length(?Whole, ?Prefix, ?Length) of SICStus library(lists)
prefix_length(Whole, Prefix, Length) :-
    length(Prefix, Length),
    append(Prefix, _, Whole).

% SWI's clpfd keeps no such counters; say so instead of failing.
fd_statistics :-
    format('Resumptions, entailments, prunings, backtracks, constraints: not counted by SWI-Prolog~n').
