% Runs the goals of goals.txt from number Start on, each under catch/3 and a
% 1-s time limit, and writes 'N start Goal' before and 'N done Outcome'
% after each to progress.txt, for sweep.py to follow.

libs([aggregate,apply,assoc,bags,charsio,clpfd,csv,date,dcg/basics,debug,error,gensym,heaps,lists,nb_set,occurs,option,ordsets,pairs,random,rbtrees,readutil,record,settings,solution_sequences,strings,system,tabling,terms,ugraphs,writef,yall,dec10,readln,main]).
run(Start) :-
    libs(Ls), forall(member(L, Ls), catch(use_module(library(L)), _, true)),
    open('progress.txt', append, Prog),
    open('goals.txt', read, In),
    loop(In, Prog, 0, Start).
loop(In, Prog, K, Start) :-
    read(In, T),
    (   T == end_of_file -> true
    ;   (   K >= Start
        ->  T = g(P, I, S),
            format(Prog, "~w start ~q~n", [K, T]), flush_output(Prog),
            mk(P, I, S, G),
            (   catch(call_with_time_limit(1, G), E, true)
            ->  (   var(E) -> R = ok ; E = error(F, _) -> R = F ; R = E )
            ;   R = failed
            ),
            ( cyclic_term(R) -> R1 = cyclic(R) ; R1 = R ),
            copy_term(R1, R2), numbervars(R2, 0, _),
            catch(format(Prog, "~w done ~q~n", [K, R2]), _, format(Prog, "~w done unprintable~n", [K])), flush_output(Prog)
        ;   true ),
        K1 is K + 1,
        loop(In, Prog, K1, Start)
    ).
mk(P, I, S, M:G) :-
    ( P = M:N/A -> true ; P = N/A, M = user ),
    term_to_atom(Eq, S), Eq = (C = V), C = V,
    functor(G, N, A),
    ( I == all -> forall(arg(_, G, X), X = C) ; arg(I, G, C) ).
