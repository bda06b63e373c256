% library(nb_set), as SWI-Prolog 9 answers.
:- use_module(library(nb_set)).

case((empty_nb_set(S), size_nb_set(S, N)), checks([N == 0])).
case((empty_nb_set(S), add_nb_set(a, S), add_nb_set(b, S), add_nb_set(a, S, New)), checks([New == false])).
case((empty_nb_set(S), add_nb_set(a, S, New)), checks([New == true])).
case((empty_nb_set(S), add_nb_set(c, S), add_nb_set(a, S), add_nb_set(b, S), nb_set_to_list(S, L)), checks([L == [a, b, c]])).
case((empty_nb_set(S), add_nb_set(b, S), add_nb_set(a, S), findall(K, gen_nb_set(S, K), Ks)), checks([Ks == [a, b]])).
case((empty_nb_set(S), add_nb_set(z, S, false)), fail).
case((empty_nb_set(S), \+ add_nb_set(z, S, false), size_nb_set(S, N)), checks([N == 0])).
case((empty_nb_set(S), ( member(X, [a, b, a]), add_nb_set(X, S), fail ; true ), size_nb_set(S, N)), checks([N == 2])).
case((empty_nb_set(S), forall(between(1, 100, I), add_nb_set(I, S)), forall(between(1, 100, I), add_nb_set(I, S)), size_nb_set(S, N)), checks([N == 100])).
case((empty_nb_set(S1), empty_nb_set(S2), add_nb_set(a, S1), nb_set_to_list(S2, L)), checks([L == []])).
