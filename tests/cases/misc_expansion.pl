% term_expansion/2, goal_expansion/2, expand_term/2 and expand_goal/2 as
% SWI-Prolog 9 has them: in user (this file) and in a module (a file
% written and loaded by the cases), and at the end of a file.

term_expansion(te_twice(X), [X, X]).
term_expansion(te_gen(N), Cs) :- findall(te_num(I), between(1, N, I), Cs).
goal_expansion(ge_square(X, Y), Y is X * X).
goal_expansion(ge_twice(G), (G, G)).
term_expansion(te4_pair(X), _, [te4_fact(X, 1), te4_fact(X, 2)], _).
goal_expansion(ge4_double(X, Y), _, Y is 2 * X, _).

te_twice(te_fact(a)).
te_gen(3).
te4_pair(k).
ge4_p(Y) :- ge4_double(21, Y).
ge_p(Y) :- ge_square(3, Y).
ge_q(L) :- findall(Y, (member(X, [1, 2]), ge_square(X, Y)), L).
ge_r(N) :- nb_setval(ge_n, 0), ge_twice(ge_inc), nb_getval(ge_n, N).
ge_inc :- nb_getval(ge_n, N0), N is N0 + 1, nb_setval(ge_n, N).
ge_s(X) :- \+ ge_square(2, 5), ( ge_square(2, X) -> true ; X = none ).
ge_t(L) :- setof(X-Y, Z^(member(X, [2, 1]), ge_square(X, Y), Z = Y), L).

ge_module_file(F) :-
    tmp_file(gem, F0),
    atom_concat(F0, '.pl', F),
    setup_call_cleanup(open(F, write, S),
        format(S, "~w~n~w~n~w~n~w~n~w~n",
               [ ':- module(gem, [gm/1, gm_end/1]).',
                 'goal_expansion(gm_sq(X, Y), Y is X * X).',
                 'term_expansion(end_of_file, [gm_end(done), end_of_file]).',
                 'gm(Y) :- gm_sq(4, Y).',
                 'gm_local(Y) :- gm_sq(5, Y).'
               ]),
        close(S)).

ge_load_module :-
    (   current_module(gem)
    ->  true
    ;   ge_module_file(F),
        use_module(F)
    ).

case(findall(X, te_fact(X), L), checks([L == [a, a]])).
case(findall(N, te_num(N), L), checks([L == [1, 2, 3]])).
case(ge_p(Y), checks([Y == 9])).
case(findall(X-N, te4_fact(X, N), L), checks([L == [k-1, k-2]])).
case(ge4_p(Y), checks([Y == 42])).
case(ge_q(L), checks([L == [1, 4]])).
case(ge_r(N), checks([N == 2])).
case(ge_s(X), checks([X == 4])).
case(ge_t(L), checks([L == [1-1, 2-4]])).
case(clause(ge_p(Y), B), checks([B = (Y is 3 * 3)])).
case(expand_goal(ge_square(2, Z), G), checks([G == (Z is 2 * 2)])).
case(expand_goal((a, \+ ge_square(2, Z)), G), checks([G == (a, \+ Z is 2 * 2)])).
case(expand_goal(plain(X), G), checks([G == plain(X)])).
case(expand_term(te_twice(x), T), checks([T == [x, x]])).
case(expand_term(plain, T), checks([T == plain])).
case(expand_term(V, T), checks([T == V])).
% A variable is its own expansion whatever the second argument is (swipl
% 9.0.4: expand_term(Y, [X|_]) binds Y; hornbook raised instantiation_error).
case(expand_term(Y, [X|_]), checks([Y = [X1|_], X1 == X])).
case(expand_term(Y, (a --> b)), checks([Y == (a --> b)])).
case(expand_goal(G, (a, b)), checks([G == (a, b)])).
case(expand_term((h :- ge_square(1, A)), T), checks([T == (h :- A is 1 * 1)])).
case(expand_term((:- ge_square(1, A)), T), checks([T == (:- A is 1 * 1)])).
case((ge_load_module, gm(Y)), checks([Y == 16])).
case((ge_load_module, gem:gm_local(Y)), checks([Y == 25])).
case((ge_load_module, gm_end(E)), checks([E == done])).
case((ge_load_module, \+ catch(gm_sq(1, _), _, fail)), true).
