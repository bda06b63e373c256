% library(dcg/high_order), as SWI-Prolog 9 answers.
:- use_module(library(dcg/high_order)).
:- use_module(library(dcg/basics)).

case(phrase(sequence(digit, L), `12`), checks([L == [0'1, 0'2]])).
case(findall(A-B, phrase(sequence(digit, A), `12`, B), L),
     checks([L == [[0'1, 0'2]-[], [0'1]-[0'2], []-[0'1, 0'2]]])).
case(phrase(sequence(digit, ",", L), `1,2`), checks([L == [0'1, 0'2]])).
case(phrase(sequence(digit, ",", _), `1,`), fail).
case(findall(Z, phrase(sequence(digit, ",", Z), `1,2`, _), L), checks([L == [[0'1, 0'2]]])).
case(phrase(sequence(digit, ",", L), ``), checks([L == []])).
case(phrase(sequence("[", digit, ",", "]", L), `[1,2]`), checks([L == [0'1, 0'2]])).
case(phrase(sequence("[", digit, ",", "]", L), `[]`), checks([L == []])).
case(phrase(optional("-", []), `-`, R), checks([R == []])).
case(phrase(optional("-", "x"), L), checks([L == [0'-]])).
case(phrase(optional("+", "x"), `y`, _), fail).
case(phrase(foreach(member(X, [a, b]), [X]), L), checks([L == [a, b]])).
case(phrase(foreach(member(X, [a, b, c]), [X], [0',]), L), checks([L == [a, 0',, b, 0',, c]])).
case(phrase(foreach(fail, [x], [0',]), L), checks([L == []])).
