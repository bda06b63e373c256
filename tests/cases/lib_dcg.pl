% Definite clause grammars: translation of --> rules, phrase/2,3,
% terminals, {}/1, !, \+, pushback, call//N.

:- set_prolog_flag(double_quotes, codes).

td_greeting --> [hello], td_name.
td_name --> [world].
td_name --> [prolog].
td_ab --> [].
td_ab --> [a], td_ab, [b].
td_num(N) --> td_digits(Ds), { number_codes(N, Ds) }.
td_digits([D|T]) --> td_digit(D), ( td_digits(T) -> [] ; { T = [] } ).
td_digit(D) --> [D], { D >= 0'0, D =< 0'9 }.
td_sum(S) --> td_num(A), "+", !, td_sum(B), { S is A + B }.
td_sum(S) --> td_num(S).
td_any([]) --> [].
td_any([H|T]) --> [H], td_any(T).
td_look, [X] --> [X].
td_not_a --> \+ [a], [_].
td_twice(G) --> call(G), call(G).
td_x --> "x".

case(phrase(td_greeting, [hello, world]), true).
case(phrase(td_greeting, [hello, there]), fail).
case(phrase(td_greeting, [hello, prolog], R), checks([R == []])).
case(phrase(td_ab, [a,a,b,b]), true).
case(phrase(td_ab, [a,b,b]), fail).
case(findall(L, (between(0, 3, N), length(L, N), phrase(td_ab, L)), Ls), checks([Ls == [[], [a,b]]])).
case(phrase(td_sum(S), "12+30+4"), checks([S == 46])).
case(phrase(td_num(N), "123", R), checks([N == 123, R == []])).
case(findall(A-B, phrase((td_any(A), td_any(B)), [1,2]), L), checks([L == [[]-[1,2], [1]-[2], [1,2]-[]]])).
case(phrase(td_look, [q], R), checks([R == [q]])).
case(phrase(td_not_a, [b]), true).
case(phrase(td_not_a, [a]), fail).
case(phrase(td_twice(td_x), "xx"), true).
case(phrase(td_twice(td_x), "x"), fail).
case(phrase(([a] ; [b]), [b]), true).
case(phrase({X = 1}, [], R), checks([X == 1, R == []])).
case(phrase(_, []), error(instantiation_error)).
case((dcg_translate_rule((a --> [x], b), C), C = (H :- _)), checks([H = a(_, _)])).

% phrase/2,3 take lists or partial lists (type_error(list, _) as SWI), and a
% partial list as terminals is appended at run time, its tail [] first
% (translating it used to enumerate longer and longer lists forever).
case(phrase([a], [a], foo), error(type_error(list, foo))).
case(phrase([7], g("h"), _), error(type_error(list, g("h")))).
case(phrase([7|_], g(x), _), error(type_error(list, g(x)))).
case(phrase([a], [a|_]), true).
case(phrase([7|T], L, R), checks([T == [], L == [7|R]])).
case(findall(T-L, limit(3, phrase([7|T], L, [])), Ls),
     checks([Ls = [[]-[7], [A]-[7, A], [B, C]-[7, B, C]], var(A), var(B), var(C), B \== C])).
case((dcg_translate_rule((td_partial --> [x|T], [y]), (H :- B)), H = td_partial(S0, S),
      B = ('$dcg_append'(P, S1, In), G2)),
     checks([P == [x|T], In == S0, G2 == (S1 = [y|S])])).
% A qualified grammar body with control constructs (as a meta-predicate
% passes it) is translated and run in its module.
case(phrase(user:("a" | "b"), `b`), true).
case(phrase(user:("a", "b"), `ab`), true).
case(phrase(user:(\+ "b", [C]), `a`), checks([C == 0'a])).
case(phrase(user:(lists:("a" | "b")), `b`), true).
case((tmp_file(pio, F), open(F, write, S), write(S, aba), close(S),
      phrase_from_file(("aca" | "aba"), F), delete_file(F)), true).
% An unbound head is an instantiation error, not an endless translation.
case(dcg_translate_rule((_ --> []), _), error(instantiation_error)).
case(dcg_translate_rule((_, a --> []), _), error(instantiation_error)).
% A pushback that is no list is a grammar body run the other way round.
case(dcg_translate_rule((a, b --> []), R), checks([R =@= (a(L0, L) :- L0 = L1, b(L, L1))])).
case(dcg_translate_rule((a, a --> []), R), checks([R =@= (a(L0, L) :- L0 = L1, a(L, L1))])).
case(dcg_translate_rule((a, [3] --> [1, 2]), R), checks([R =@= (a(A, B) :- A = [1, 2|C], B = [3|C])])).
% {} alone is the empty goal, in a body or a pushback.
case((dcg_translate_rule((x --> {}), (H :- B)), H = x(S0, S), call(B), S0 = [a]), checks([S == [a]])).
case((dcg_translate_rule((x, ({}, []) --> []), (H :- B)), H = x(S0, S), call(B), S0 = [a]), checks([S == [a]])).
case(dcg_translate_rule((m:_ --> []), _), error(instantiation_error)).
case(phrase(_, [], []), error(instantiation_error)).
% A cyclic list as a terminal list has no end to append: swipl 9.0.4
% raises type_error(list_or_partial_list, L) (it looped here; GNU
% Prolog 1.4.5 stops on a global stack overflow).
case((L = [a|L], catch((phrase(L, _), C = none), error(type_error(list_or_partial_list, C), _), true)), checks([C == L])).
case((L = [a|L], catch((phrase(([b], L), _), C = none), error(type_error(list_or_partial_list, C), _), true)), checks([C == L])).
