% chat_parser -- parse English questions with a DCG and answer them.
%
% A question is a list of words.  The grammar (question//1) turns it into
% a logical form: which(X, Goal), count(X, Goal) or check(Goal), where
% Goal is a conjunction (and/2) of relations over the geography database
% below.  Noun phrases take adjectives, relative clauses ("that border
% France"), prepositional phrases ("in Europe", "of Spain") and
% comparisons ("with more than 40 million people", "longer than the
% Rhine"); verbs take noun phrases as subjects and objects.  The parser
% tries the alternatives of each rule in turn and backtracks out of dead
% ends, as a naive DCG parser does.  answer/2 evaluates the logical form
% by a small interpreter and collects the answers with findall/3 and
% sort/2.
%
%   bench(N)      parse and answer the sixteen questions N times, no output
%   bench_check   print the answers

% ---------------------------------------------------------------- grammar

question(which(X, G)) --> [which], np_body(X, G0), vp(X, G1), ['?'], { G = and(G0, G1) }.
question(which(X, G)) --> [what], [is], np(X, G), ['?'].
question(which(X, G)) --> [what], [are], np(X, G), ['?'].
question(count(X, G)) --> [how, many], np_body(X, G0), vp(X, G1), ['?'], { G = and(G0, G1) }.
question(count(X, G)) --> [how, many], np_body(X, G0), [are, there], ['?'], { G = G0 }.
question(check(G)) --> [does], np(X, G0), vp_inf(X, G1), ['?'], { G = and(G0, G1) }.
question(check(G)) --> [is], np(X, G0), complement(X, G1), ['?'], { G = and(G0, G1) }.

% np(X, G): a noun phrase about X.
np(X, true) --> name(X).
np(X, true) --> [the], name(X).
np(X, G) --> det, np_body(X, G).
np(X, G) --> np_body(X, G).

np_body(X, G) --> adjectives(X, G0), noun(X, G1), modifiers(X, G2), { G = and(G0, and(G1, G2)) }.

det --> [the].
det --> [a].
det --> [an].

adjectives(X, and(G0, G)) --> adjective(X, G0), adjectives(X, G).
adjectives(_, true) --> [].

modifiers(X, and(G0, G)) --> modifier(X, G0), modifiers(X, G).
modifiers(_, true) --> [].

modifier(X, G) --> [that], vp(X, G).
modifier(X, G) --> [which], vp(X, G).
modifier(X, G) --> preposition(X, Y, G0), np(Y, G1), { G = and(G0, G1) }.
modifier(X, G) --> [with], comparison(X, G).

% vp(X, G): a verb phrase with subject X, in the present tense.
vp(X, G) --> verb(X, Y, G0), np(Y, G1), { G = and(G0, G1) }.
vp(X, G) --> verb_pp(X, Y, G0), np(Y, G1), { G = and(G0, G1) }.
vp(X, G) --> [is], complement(X, G).
vp(X, G) --> [are], complement(X, G).
vp(X, G) --> [have], comparison(X, G).
vp(X, G) --> [has], comparison(X, G).

% vp_inf(X, G): a verb phrase after "does".
vp_inf(X, G) --> verb_inf(X, Y, G0), np(Y, G1), { G = and(G0, G1) }.
vp_inf(X, G) --> verb_inf_pp(X, Y, G0), np(Y, G1), { G = and(G0, G1) }.

complement(X, G) --> preposition(X, Y, G0), np(Y, G1), { G = and(G0, G1) }.
complement(X, G) --> longer(X, Y, G0), [than], np(Y, G1), { G = and(G0, G1) }.
complement(X, G) --> adjective(X, G).
complement(X, G) --> det, np_body(X, G).

comparison(X, G) --> [more, than], number(N), [million], [people], { G = population_over(X, N) }.
comparison(X, G) --> [a, population, of, more, than], number(N), [million], { G = population_over(X, N) }.
comparison(X, G) --> [fewer, than], number(N), [million], [people], { G = population_under(X, N) }.
comparison(X, G) --> [an, area, of, more, than], number(N), [thousand, square, km], { G = area_over(X, N) }.

number(N) --> [N], { integer(N) }.

% ---------------------------------------------------------------- lexicon

name(X) --> [X], { named(X) }.

named(X) :- country(X, _, _, _, _).
named(X) :- river(X, _, _).
named(X) :- sea(X).
named(europe).
named(asia).
named(africa).

noun(X, country(X)) --> [country].
noun(X, country(X)) --> [countries].
noun(X, river(X)) --> [river].
noun(X, river(X)) --> [rivers].
noun(X, sea(X)) --> [sea].
noun(X, sea(X)) --> [seas].
noun(X, capital(X)) --> [capital].
noun(X, capital(X)) --> [capitals].
noun(X, city(X)) --> [city].
noun(X, city(X)) --> [cities].

adjective(X, landlocked(X)) --> [landlocked].
adjective(X, coastal(X)) --> [coastal].
adjective(X, large(X)) --> [large].
adjective(X, small(X)) --> [small].

preposition(X, Y, in(X, Y)) --> [in].
preposition(X, Y, of(X, Y)) --> [of].
preposition(X, Y, borders(X, Y)) --> [next, to].

verb(X, Y, borders(X, Y)) --> [border].
verb(X, Y, borders(X, Y)) --> [borders].
verb(X, Y, contains(X, Y)) --> [contain].
verb(X, Y, contains(X, Y)) --> [contains].
verb_pp(X, Y, flows(X, Y)) --> [flow, through].
verb_pp(X, Y, flows(X, Y)) --> [flows, through].
verb_pp(X, Y, flows_into(X, Y)) --> [flow, into].
verb_pp(X, Y, flows_into(X, Y)) --> [flows, into].

verb_inf(X, Y, borders(X, Y)) --> [border].
verb_inf(X, Y, contains(X, Y)) --> [contain].
verb_inf_pp(X, Y, flows(X, Y)) --> [flow, through].
verb_inf_pp(X, Y, flows_into(X, Y)) --> [flow, into].

longer(X, Y, longer(X, Y)) --> [longer].
longer(X, Y, more_populous(X, Y)) --> [more, populous].
longer(X, Y, larger(X, Y)) --> [larger].

% ---------------------------------------------------------------- database

% country(Name, Continent, Capital, Population in millions, Area in
% thousand square km): rounded figures.
country(france, europe, paris, 68, 544).
country(spain, europe, madrid, 48, 506).
country(portugal, europe, lisbon, 10, 92).
country(italy, europe, rome, 59, 301).
country(germany, europe, berlin, 84, 357).
country(austria, europe, vienna, 9, 84).
country(switzerland, europe, bern, 9, 41).
country(belgium, europe, brussels, 12, 31).
country(netherlands, europe, amsterdam, 18, 42).
country(luxembourg, europe, luxembourg_city, 1, 3).
country(poland, europe, warsaw, 37, 313).
country(czechia, europe, prague, 11, 79).
country(slovakia, europe, bratislava, 5, 49).
country(hungary, europe, budapest, 10, 93).
country(slovenia, europe, ljubljana, 2, 20).
country(croatia, europe, zagreb, 4, 57).
country(serbia, europe, belgrade, 7, 77).
country(romania, europe, bucharest, 19, 238).
country(bulgaria, europe, sofia, 6, 111).
country(greece, europe, athens, 10, 132).
country(denmark, europe, copenhagen, 6, 43).
country(ukraine, europe, kyiv, 38, 604).
country(moldova, europe, chisinau, 3, 34).
country(turkey, asia, ankara, 85, 784).
country(egypt, africa, cairo, 105, 1010).
country(libya, africa, tripoli, 7, 1760).
country(tunisia, africa, tunis, 12, 164).
country(algeria, africa, algiers, 45, 2382).
country(morocco, africa, rabat, 37, 447).

border(france, spain).        border(france, italy).
border(france, germany).      border(france, belgium).
border(france, switzerland).  border(france, luxembourg).
border(spain, portugal).      border(spain, morocco).
border(italy, switzerland).   border(italy, austria).
border(italy, slovenia).      border(germany, austria).
border(germany, switzerland). border(germany, belgium).
border(germany, netherlands). border(germany, luxembourg).
border(germany, poland).      border(germany, czechia).
border(germany, denmark).     border(belgium, netherlands).
border(belgium, luxembourg).  border(austria, switzerland).
border(austria, czechia).     border(austria, slovakia).
border(austria, hungary).     border(austria, slovenia).
border(poland, czechia).      border(poland, slovakia).
border(poland, ukraine).      border(czechia, slovakia).
border(slovakia, hungary).    border(slovakia, ukraine).
border(hungary, slovenia).    border(hungary, croatia).
border(hungary, serbia).      border(hungary, romania).
border(hungary, ukraine).     border(slovenia, croatia).
border(croatia, serbia).      border(serbia, romania).
border(serbia, bulgaria).     border(romania, bulgaria).
border(romania, ukraine).     border(romania, moldova).
border(moldova, ukraine).     border(bulgaria, greece).
border(bulgaria, turkey).     border(greece, turkey).
border(egypt, libya).         border(libya, tunisia).
border(libya, algeria).       border(tunisia, algeria).
border(algeria, morocco).

sea(mediterranean).
sea(atlantic).
sea(north_sea).
sea(baltic).
sea(black_sea).
sea(adriatic).

coast(mediterranean, [spain, france, italy, slovenia, croatia, greece,
                      turkey, egypt, libya, tunisia, algeria, morocco]).
coast(atlantic, [portugal, spain, france, morocco]).
coast(north_sea, [france, belgium, netherlands, germany, denmark]).
coast(baltic, [germany, denmark, poland]).
coast(black_sea, [bulgaria, romania, ukraine, turkey]).
coast(adriatic, [italy, slovenia, croatia]).

% river(Name, Length in km, Countries from source to mouth) and where
% it ends.
river(danube, 2850, [germany, austria, slovakia, hungary, croatia, serbia, romania, bulgaria, moldova, ukraine]).
river(rhine, 1230, [switzerland, austria, germany, france, netherlands]).
river(rhone, 813, [switzerland, france]).
river(elbe, 1094, [czechia, germany]).
river(oder, 840, [czechia, poland, germany]).
river(vistula, 1047, [poland]).
river(loire, 1006, [france]).
river(tagus, 1007, [spain, portugal]).
river(ebro, 930, [spain]).
river(po, 652, [italy]).
river(nile, 6650, [egypt]).
river(dniester, 1362, [ukraine, moldova]).
river(sava, 990, [slovenia, croatia, serbia]).

mouth(danube, black_sea).
mouth(rhine, north_sea).
mouth(rhone, mediterranean).
mouth(elbe, north_sea).
mouth(oder, baltic).
mouth(vistula, baltic).
mouth(loire, atlantic).
mouth(tagus, atlantic).
mouth(ebro, mediterranean).
mouth(po, adriatic).
mouth(nile, mediterranean).
mouth(dniester, black_sea).
mouth(sava, danube).

% ---------------------------------------------------------------- answers

answer(which(X, G), As) :- findall(X, holds(G), Xs), sort(Xs, As).
answer(count(X, G), N) :- findall(X, holds(G), Xs), sort(Xs, Ys), count(Ys, 0, N).
answer(check(G), A) :- ( holds(G) -> A = yes ; A = no ).

count([], N, N).
count([_|Xs], N0, N) :- N1 is N0 + 1, count(Xs, N1, N).

holds(true).
holds(and(A, B)) :- holds(A), holds(B).
holds(country(X)) :- country(X, _, _, _, _).
holds(river(X)) :- river(X, _, _).
holds(sea(X)) :- sea(X).
holds(capital(X)) :- country(_, _, X, _, _).
holds(city(X)) :- country(_, _, X, _, _).
holds(landlocked(X)) :- country(X, _, _, _, _), \+ on_coast(X, _).
holds(coastal(X)) :- country(X, _, _, _, _), \+ \+ on_coast(X, _).
holds(large(X)) :- country(X, _, _, _, A), A > 300.
holds(small(X)) :- country(X, _, _, _, A), A < 50.
holds(in(X, C)) :- country(X, C, _, _, _).
holds(in(X, Y)) :- country(Y, _, X, _, _).
holds(in(X, Y)) :- river(X, _, Cs), element(Y, Cs).
holds(of(X, Y)) :- country(Y, _, X, _, _).
holds(borders(X, Y)) :- border(X, Y).
holds(borders(X, Y)) :- border(Y, X).
holds(borders(X, Y)) :- coast(X, Cs), element(Y, Cs).
holds(borders(X, Y)) :- coast(Y, Cs), element(X, Cs).
holds(contains(X, Y)) :- country(Y, X, _, _, _).
holds(contains(X, Y)) :- country(X, _, _, _, _), river(Y, _, Cs), element(X, Cs).
holds(flows(X, Y)) :- river(X, _, Cs), element(Y, Cs).
holds(flows_into(X, Y)) :- mouth(X, Y).
holds(population_over(X, N)) :- country(X, _, _, P, _), P > N.
holds(population_under(X, N)) :- country(X, _, _, P, _), P < N.
holds(area_over(X, N)) :- country(X, _, _, _, A), A > N.
holds(longer(X, Y)) :- river(X, L1, _), river(Y, L2, _), L1 > L2.
holds(more_populous(X, Y)) :- country(X, _, _, P1, _), country(Y, _, _, P2, _), P1 > P2.
holds(larger(X, Y)) :- country(X, _, _, _, A1), country(Y, _, _, _, A2), A1 > A2.

on_coast(X, S) :- coast(S, Cs), element(X, Cs).

element(X, [X|_]).
element(X, [_|Ys]) :- element(X, Ys).

% ---------------------------------------------------------------- questions

text(1, [which, countries, border, france, '?']).
text(2, [what, is, the, capital, of, spain, '?']).
text(3, [which, rivers, flow, through, countries, that, border, the, adriatic, '?']).
text(4, [how, many, countries, border, the, mediterranean, '?']).
text(5, [which, landlocked, countries, in, europe, have, more, than, 8, million, people, '?']).
text(6, [is, the, danube, longer, than, the, rhine, '?']).
text(7, [does, the, elbe, flow, into, the, baltic, '?']).
text(8, [what, are, the, capitals, of, the, countries, that, border, austria, '?']).
text(9, [which, seas, border, countries, that, border, switzerland, '?']).
text(10, [which, rivers, flow, into, rivers, that, flow, through, hungary, '?']).
text(11, [how, many, small, countries, are, there, '?']).
text(12, [which, coastal, countries, have, a, population, of, more, than, 40, million, '?']).
text(13, [which, countries, with, an, area, of, more, than, 500, thousand, square, km, border, the, mediterranean, '?']).
text(14, [what, are, the, rivers, that, flow, through, the, countries, next, to, poland, '?']).
text(15, [which, large, countries, are, more, populous, than, a, country, that, borders, the, black_sea, '?']).
text(16, [which, cities, are, the, capitals, of, countries, which, border, a, country, that, borders, greece, '?']).

% answers(I, As): the parse and answer of questions I, I+1, ...
answers(I, []) :- \+ text(I, _), !.
answers(I, [A|As]) :-
    text(I, Words),
    ( phrase(question(Q), Words) -> answer(Q, A) ; A = no_parse ),
    I1 is I + 1,
    answers(I1, As).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ answers(1, _), N1 is N - 1, loop(N1).

bench_check :- answers(1, As), write(chat(As)), nl.
