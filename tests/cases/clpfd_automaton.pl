% CLP(FD) automaton/3 and automaton/8: words accepted by a finite
% automaton (with counters), decomposed as SWI-Prolog does into one
% tuples_in/2 over a state variable per position; the errors of
% malformed arguments; tuples_in/2's own argument errors.
:- use_module(library(clpfd)).

% At least two consecutive 1s (SWI-Prolog's documentation).
two_consecutive_ones(Vs) :-
    automaton(Vs, [source(a), sink(c)],
              [arc(a,0,a), arc(a,1,b), arc(b,0,a), arc(b,1,c), arc(c,0,c), arc(c,1,c)]).
% No two consecutive 1s.
no_two_ones(Vs) :-
    automaton(Vs, [source(a), sink(a), sink(b)], [arc(a,0,a), arc(a,1,b), arc(b,0,a)]).
% The regular language 1*2(3|4)*.
ones_two_rest(Vs) :-
    automaton(Vs, [source(p), sink(q)], [arc(p,1,p), arc(p,2,q), arc(q,3,q), arc(q,4,q)]).
% N counts the 1s of Vs.
count_ones(Vs, N) :-
    automaton(_, _, Vs, [source(a), sink(a)], [arc(a,0,a), arc(a,1,a,[C+1])], [C], [0], [N]).
% Switches between strictly ascending and descending runs (SWI-Prolog's
% documentation, after Beldiceanu, Carlsson, Debruyne and Petit 2005).
sequence_inflexions(Vs, N) :-
    variables_signature(Vs, Sigs),
    automaton(Sigs, _, Sigs, [source(s), sink(i), sink(j), sink(s)],
              [arc(s,0,s), arc(s,1,j), arc(s,2,i), arc(i,0,i), arc(i,1,j,[C+1]), arc(i,2,i),
               arc(j,0,j), arc(j,1,j), arc(j,2,i,[C+1])],
              [C], [0], [N]).
variables_signature([], []).
variables_signature([V|Vs], Sigs) :- variables_signature_(Vs, V, Sigs).
variables_signature_([], _, []).
variables_signature_([V|Vs], Prev, [S|Sigs]) :-
    V #= Prev #<==> S #= 0,
    Prev #< V #<==> S #= 1,
    Prev #> V #<==> S #= 2,
    variables_signature_(Vs, V, Sigs).

% automaton/3: labeling enumerates the accepted words in SWI-Prolog's order
case(findall(Vs, (length(Vs, 3), two_consecutive_ones(Vs), label(Vs)), L),
     checks([L == [[0,1,1], [1,1,0], [1,1,1]]])).
case(findall(Vs, (length(Vs, 4), no_two_ones(Vs), label(Vs)), L),
     checks([L == [[0,0,0,0], [0,0,0,1], [0,0,1,0], [0,1,0,0], [0,1,0,1], [1,0,0,0], [1,0,0,1], [1,0,1,0]]])).
case(findall(Vs, (length(Vs, 3), Vs ins 0..5, ones_two_rest(Vs), label(Vs)), L),
     checks([L == [[1,1,2], [1,2,3], [1,2,4], [2,3,3], [2,3,4], [2,4,3], [2,4,4]]])).
case(findall(Vs, (length(Vs, 3), Vs ins 0..5, ones_two_rest(Vs), labeling([down], Vs)), L),
     checks([L == [[2,4,4], [2,4,3], [2,3,4], [2,3,3], [1,2,4], [1,2,3], [1,1,2]]])).
% membership of a known word
case(no_two_ones([1,0,1,0,0,1]), true).
case(no_two_ones([1,0,1,1]), fail).
case(ones_two_rest([1,1,2,4,3]), true).
case(ones_two_rest([1,2,2]), fail).
case(ones_two_rest([]), fail).
case(automaton([], [source(a), sink(a)], []), true).
case(automaton([_], [], [arc(a,0,a)]), fail).
% propagation before labeling
case((Vs = [A, B, C], Vs ins 0..5, ones_two_rest(Vs)),
     checks([fd_dom(A, DA), DA == 1..2, fd_dom(B, DB), DB == 1..4, fd_dom(C, DC), DC == 2..4])).
case((Vs = [A, B, C, D], Vs ins 0..1, two_consecutive_ones(Vs), A = 0, D = 0),
     checks([B == 1, C == 1])).
case((Vs = [1, B, C], no_two_ones(Vs)), checks([B == 0, fd_dom(C, DC), DC == 0..1])).
case((Vs = [A, B, C, D], no_two_ones(Vs), B = 1),
     checks([A == 0, C == 0, fd_dom(D, DD), DD == 0..1])).
% automaton/8: counters
case(count_ones([1,0,1,1], N), checks([N == 3])).
case(count_ones([], N), checks([N == 0])).
case((length(Vs, 3), count_ones(Vs, N)), checks([fd_dom(N, D), D == 0..3])).
case((length(Vs, 3), count_ones(Vs, N), N #= 3), checks([Vs == [1,1,1]])).
case((length(Vs, 3), count_ones(Vs, 2), Vs = [0|_]), checks([Vs == [0,1,1]])).
case(findall(Vs-N, (length(Vs, 3), count_ones(Vs, N), label(Vs)), L),
     checks([L == [[0,0,0]-0, [0,0,1]-1, [0,1,0]-1, [0,1,1]-2, [1,0,0]-1, [1,0,1]-2, [1,1,0]-2, [1,1,1]-3]])).
case(sequence_inflexions([1,2,3,3,2,1,3,0], N), checks([N == 3])).
case(findall(Ls, (length(Ls, 5), Ls ins 0..1, sequence_inflexions(Ls, 3), label(Ls)), L),
     checks([L == [[0,1,0,1,0], [1,0,1,0,1]]])).
% two counters; an arc/4 expression keeping one counter as it is
case((length(Vs, 2),
      automaton(_, _, Vs, [source(a), sink(a)], [arc(a,0,a,[K*2,J]), arc(a,1,a,[K+1,J+K])], [K,J], [1,0], [N,M])),
     checks([fd_dom(N, DN), DN == 3..4, fd_dom(M, DM), DM == 0..3])).
% Template: the expression reads a part of each element of Sequence
case(findall(W-V, (S = [p(1,W1), p(0,W2), p(1,W3)], [W1,W2,W3] ins 2..3,
                   automaton(S, p(_,R), [1,0,1], [source(a), sink(a)], [arc(a,0,a), arc(a,1,a,[T+R])], [T], [0], [V]),
                   label([W1,W2,W3]), W = [W1,W2,W3]), L),
     checks([L == [[2,2,2]-4, [2,2,3]-5, [2,3,2]-4, [2,3,3]-5, [3,2,2]-5, [3,2,3]-6, [3,3,2]-5, [3,3,3]-6]])).
% more initial values than counters: the extra ones are unused
case(automaton(_, _, [0], [source(a), sink(a)], [arc(a,0,a,[C+1])], [C], [0,1], [F]), checks([F == 1])).
% expressions and counters of different lengths, unknown arcs: no transition
case(automaton(_, _, [0], [source(a), sink(a)], [arc(a,0,a,[C+1,C])], [C], [0], [_]), fail).
case(automaton(_, _, [0], [source(a), sink(a)], [arc(a,0,a,[C+1])], [C], [0], [_,_]), fail).
case(automaton([_], [source(a), sink(a)], [arc(a,0)]), fail).
case(automaton([_], [source(a), sink(a)], [foo]), fail).
% errors
case(automaton([_], foo, [arc(a,0,a)]), error(type_error(list, foo))).
case(automaton(foo, [source(a)], [arc(a,0,a)]), error(type_error(list, foo))).
case(automaton([_], [source(a)], foo), error(type_error(list, foo))).
case(automaton([_], [source(a), sink(a)], [arc(a,0,a)|_]), error(instantiation_error)).
case(automaton([_], [source(a), sink(a)], [arc(a,b,a)]), error(type_error(integer, b))).
case(automaton([_], [source(a), sink(a)], [arc(a,1.0,a)]), error(type_error(integer, 1.0))).
case(automaton([_], [source(a), sink(a)], [arc(a,_,a)]), error(instantiation_error)).
case(automaton([x], [source(a), sink(a)], [arc(a,0,a)]), error(type_error(integer, x))).
case(automaton(_, _, [0], [source(a), sink(a)], [arc(a,0,a,[C+1])], [C], [x], [_]), error(type_error(integer, x))).
case(automaton(_, _, [0], [source(a), sink(a)], [arc(a,0,a,[C+1])], [C], _, [_]), error(instantiation_error)).
case(automaton(_, _, [0], [source(a), sink(a)], [arc(a,0,a,[C+a])], [C], [0], [_]), error(domain_error(clpfd_expression, a))).
% tuples_in/2 checks its arguments as SWI-Prolog does
case(tuples_in([], []), true).
case(tuples_in([[_]], []), fail).
case(tuples_in([[_]], [[_]]), error(instantiation_error)).
case(tuples_in([[x]], [[a]]), error(type_error(integer, x))).
case(tuples_in([], [[a]]), error(type_error(integer, a))).
case(tuples_in([[_]], foo), error(type_error(list(list(integer)), foo))).
case(tuples_in(foo, [[1]]), error(type_error(list(list), foo))).
case(tuples_in([foo], [[1]]), error(type_error(list, foo))).
case(tuples_in([[_]], [foo]), error(type_error(list(integer), foo))).
case(tuples_in([[_]], [[1|_]]), error(instantiation_error)).
