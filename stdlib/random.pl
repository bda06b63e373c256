/*  hornbook library(random): the parts of SWI-Prolog's library(random)
    written over the built-in generator (random/1, random_between/3,
    random_member/2, random_select/3 and random_permutation/2 are built
    in): maybe/0,1,2, random/3, random_numlist/4, random_subseq/3,
    randseq/3 and randset/3.
*/
:- module(random,
        [ maybe/0, maybe/1, maybe/2, random/3, random_numlist/4, random_subseq/3,
          randseq/3, randset/3
        ]).

%!  maybe is semidet
%
%   Succeeds or fails with equal probability.
%
%   ?- findall(x, (between(1, 100, _), maybe), _L), length(_L, _N), _N > 10, _N < 90.
%   true.
maybe :-
    random(X),
    X < 0.5.

%!  maybe(+P) is semidet
%
%   Succeeds with probability P (a number from 0.0 to 1.0).
%
%   ?- maybe(1.0), \+ maybe(0).
%   true.
maybe(P) :-
    must_be(between(0.0, 1.0), P),
    random(X),
    X < P.

%!  maybe(+K, +N) is semidet
%
%   Succeeds with probability K/N.
%
%   ?- maybe(3, 3), \+ maybe(0, 5).
%   true.
maybe(K, N) :-
    must_be(nonneg, K),
    must_be(positive_integer, N),
    random_between(1, N, X),
    X =< K.

%!  random(+Low, +High, -R) is det
%
%   R is a random number with Low =< R < High: an integer when both are
%   integers, a float otherwise.
%
%   ?- random(1, 5, _R), integer(_R), _R >= 1, _R < 5.
%   true.
random(L, U, R) :-
    must_be(number, L),
    must_be(number, U),
    (   integer(L), integer(U)
    ->  U1 is U - 1,
        random_between(L, U1, R)
    ;   random(X),
        R is L + (U - L) * X
    ).

%!  random_numlist(+P, +Low, +High, -List) is det
%
%   List holds each integer from Low to High with probability P, in
%   ascending order.
%
%   ?- random_numlist(1.0, 1, 4, L).
%   L = [1, 2, 3, 4].
random_numlist(P, L, U, List) :-
    must_be(between(0.0, 1.0), P),
    must_be(integer, L),
    must_be(integer, U),
    '$random_numlist'(L, U, P, List).

'$random_numlist'(I, U, _, []) :- I > U, !.
'$random_numlist'(I, U, P, List) :-
    random(X),
    (   X < P -> List = [I|T] ; List = T ),
    I1 is I + 1,
    '$random_numlist'(I1, U, P, T).

%!  random_subseq(+List, -Subseq, -Complement) is det
%
%   Each element of List goes, with equal probability, to Subseq or to
%   Complement; both keep the order of List.
%
%   ?- random_subseq([a, b, c], _S, _C), append(_S, _C, _L), msort(_L, [a, b, c]).
%   true.
random_subseq([], [], []).
random_subseq([H|T], S, C) :-
    (   maybe
    ->  S = [H|S1], C = C1
    ;   S = S1, C = [H|C1]
    ),
    random_subseq(T, S1, C1).

%!  randseq(+K, +N, -List) is det
%
%   List holds K different random integers from 1 to N, in random order.
%
%   ?- randseq(3, 3, _L), msort(_L, S).
%   S = [1, 2, 3].
randseq(K, N, List) :-
    randset(K, N, Set),
    random_permutation(Set, List).

%!  randset(+K, +N, -Set) is det
%
%   Set is an ordered set of K different random integers from 1 to N;
%   fails when K > N.
%
%   ?- randset(3, 10, _S), length(_S, 3), sort(_S, _S).
%   true.
randset(K, N, Set) :-
    must_be(nonneg, K),
    must_be(nonneg, N),
    K =< N,
    '$randset'(K, N, [], Set).

% Floyd's method: K draws, each new whatever the earlier ones were.
'$randset'(0, _, Set, Set) :- !.
'$randset'(K, N, Set0, Set) :-
    J is N - K + 1,
    random_between(1, J, R),
    (   ord_memberchk(R, Set0) -> X = J ; X = R ),
    ord_add_element(Set0, X, Set1),
    K1 is K - 1,
    '$randset'(K1, N, Set1, Set).
