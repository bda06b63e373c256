% serialise -- replace each character of a text by its rank.
%
% The rank of a character is its position among the distinct characters
% of the text in code order (the smallest is 1).  Every character is
% inserted into an open-ended binary tree t(Left, Code, Rank, Right),
% whose unbound subtrees are the places still free: a character met
% before finds its node and shares its Rank variable, a new one fills a
% free place.  Numbering the tree in order binds the Rank variables, and
% with them the list of ranks built during the insertions.
%
%   bench(N)      serialise the text N times, no output
%   bench_check   print the number of distinct characters, the first
%                 twenty ranks and a checksum of all of them

line(1, 'Every character of this text is replaced by its rank among the ').
line(2, 'distinct characters, in order of their codes; a character that comes ').
line(3, 'back shares the rank found the first time.  The quick brown fox jumps ').
line(4, 'over the lazy dog, 0123456789 times, and then (for good measure) once ').
line(5, 'more: XYZZY, PLUGH!').

% text(I, Codes): the codes of lines I, I+1, ... one after the other.
text(I, []) :- \+ line(I, _), !.
text(I, Codes) :-
    line(I, A), atom_codes(A, Cs),
    I1 is I + 1,
    text(I1, Rest),
    concat(Cs, Rest, Codes).

concat([], Ys, Ys).
concat([X|Xs], Ys, [X|Zs]) :- concat(Xs, Ys, Zs).

serialise(Codes, Ranks, Distinct) :-
    insert_all(Codes, Tree, Ranks),
    number_tree(Tree, 1, Next),
    Distinct is Next - 1.

insert_all([], _, []).
insert_all([C|Cs], Tree, [R|Rs]) :-
    insert(Tree, C, R),
    insert_all(Cs, Tree, Rs).

insert(Tree, C, R) :- var(Tree), !, Tree = t(_, C, R, _).
insert(t(L, C0, R0, Rt), C, R) :-
    (   C < C0 -> insert(L, C, R)
    ;   C > C0 -> insert(Rt, C, R)
    ;   R = R0
    ).

number_tree(Tree, N, N) :- var(Tree), !.
number_tree(t(L, _, R, Rt), N0, N) :-
    number_tree(L, N0, N1),
    R = N1,
    N2 is N1 + 1,
    number_tree(Rt, N2, N).

run(Ranks, Distinct) :-
    text(1, Codes),
    serialise(Codes, Ranks, Distinct).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ run(_, _), N1 is N - 1, loop(N1).

bench_check :-
    run(Ranks, D),
    first(20, Ranks, Front),
    checksum(Ranks, 1, 0, Sum),
    write(serialise(distinct = D, Front, checksum = Sum)), nl.

first(0, _, []) :- !.
first(K, [X|Xs], [X|Ys]) :- K1 is K - 1, first(K1, Xs, Ys).

checksum([], _, S, S).
checksum([R|Rs], I, S0, S) :-
    S1 is S0 + I * R, I1 is I + 1,
    checksum(Rs, I1, S1, S).
