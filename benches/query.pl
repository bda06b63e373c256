% query -- joins with arithmetic over a table of countries.
%
% country(Name, Population in thousands, Area in square km) holds rounded
% figures for fifty countries.  Two queries run over every pair of them:
%   similar_density: two countries whose population densities (integer
%     people per square km) differ by less than 5 per cent;
%   size_twins: two countries whose areas differ by less than 10 per cent
%     while one has more than three times the people of the other.
% Each is a nested loop over the table with is/2 and comparisons inside,
% run to exhaustion by a failure-driven loop.
%
%   bench(N)      run both queries N times, no output
%   bench_check   print the number of answers of each and the first three

similar_density(C1, D1, C2, D2) :-
    density(C1, D1),
    density(C2, D2),
    D1 > D2,
    20 * D1 < 21 * D2.

size_twins(C1, C2) :-
    country(C1, P1, A1),
    country(C2, P2, A2),
    A1 >= A2,
    10 * A1 < 11 * A2,
    (   P1 > 3 * P2 -> true
    ;   P2 > 3 * P1
    ).

density(C, D) :-
    country(C, P, A),
    D is P * 1000 // A.

country(argentina, 45800, 2780400).
country(australia, 26000, 7692000).
country(austria, 9100, 83900).
country(bangladesh, 171000, 148500).
country(belgium, 11700, 30700).
country(bolivia, 12200, 1098600).
country(brazil, 216000, 8515800).
country(canada, 40000, 9985000).
country(chile, 19600, 756100).
country(china, 1410000, 9597000).
country(colombia, 52000, 1141700).
country(cuba, 11100, 109900).
country(denmark, 5900, 42900).
country(ecuador, 18000, 283600).
country(egypt, 105000, 1001500).
country(ethiopia, 126000, 1104300).
country(finland, 5600, 338400).
country(france, 68000, 551700).
country(germany, 84400, 357600).
country(ghana, 34000, 238500).
country(greece, 10400, 132000).
country(hungary, 9600, 93000).
country(india, 1428000, 3287300).
country(indonesia, 277500, 1904600).
country(iran, 89200, 1648200).
country(iraq, 45500, 438300).
country(ireland, 5200, 70300).
country(italy, 58900, 302100).
country(japan, 124500, 377900).
country(kenya, 55100, 580400).
country(malaysia, 34300, 330800).
country(mexico, 128500, 1964400).
country(morocco, 37800, 446600).
country(nepal, 30900, 147200).
country(netherlands, 17900, 41900).
country(nigeria, 223800, 923800).
country(norway, 5500, 385200).
country(pakistan, 240500, 881900).
country(peru, 34400, 1285200).
country(philippines, 117300, 300000).
country(poland, 36700, 312700).
country(portugal, 10400, 92200).
country(romania, 19000, 238400).
country(spain, 48300, 506000).
country(sweden, 10500, 450300).
country(thailand, 71800, 513100).
country(turkey, 85300, 783600).
country(uganda, 48600, 241600).
country(vietnam, 98900, 331200).
country(zambia, 20600, 752600).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :-
    \+ ( similar_density(_, _, _, _), fail ),
    \+ ( size_twins(_, _), fail ),
    N1 is N - 1, loop(N1).

bench_check :-
    findall(C1/C2, similar_density(C1, _, C2, _), Ds),
    findall(C1/C2, size_twins(C1, C2), Ts),
    length(Ds, ND), length(Ts, NT),
    first3(Ds, D3), first3(Ts, T3),
    write(query(density = ND, D3, twins = NT, T3)), nl.

first3([A, B, C|_], [A, B, C]) :- !.
first3(L, L).
