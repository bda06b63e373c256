% nrev -- naive reverse of a 30-element list.
%
% The classic measure of raw inference speed: reversing a list of 30
% elements with the quadratic nrev/2 takes 496 logical inferences
% (31 calls of nrev/2 and 465 calls of app/3).
%
%   bench(N)      reverse the list N times, no output
%   bench_check   print the reversed list
%   lips(N)       run bench(N) and print the inferences per second; uses
%                 statistics(runtime, _), which SWI-Prolog and GNU Prolog
%                 both provide (it is not ISO)

app([], L, L).
app([X|Xs], L, [X|Ys]) :- app(Xs, L, Ys).

nrev([], []).
nrev([X|Xs], R) :- nrev(Xs, R0), app(R0, [X], R).

upto(I, N, []) :- I > N, !.
upto(I, N, [I|Is]) :- I1 is I + 1, upto(I1, N, Is).

data(L) :- upto(1, 30, L).

bench(N) :- data(L), loop(N, L).

loop(N, _) :- N =< 0, !.
loop(N, L) :- \+ \+ nrev(L, _), N1 is N - 1, loop(N1, L).

bench_check :-
    data(L), nrev(L, R),
    write(nrev(R)), nl.

% Inferences of one nrev of 30 elements.
nrev_inferences(496).

lips(N) :-
    statistics(runtime, [T0|_]),
    bench(N),
    statistics(runtime, [T1|_]),
    data(L), empty_loop(N, L),
    statistics(runtime, [T2|_]),
    nrev_inferences(I),
    Ms is (T1 - T0) - (T2 - T1),
    write(N), write(' x nrev30: '), write(Ms), write(' ms, '),
    lips_value(N, I, Ms).

lips_value(_, _, Ms) :- Ms =< 0, !, write('too fast to measure'), nl.
lips_value(N, I, Ms) :-
    Lips is (N * I * 1000) // Ms,
    write(Lips), write(' LIPS'), nl.

empty_loop(N, _) :- N =< 0, !.
empty_loop(N, L) :- \+ \+ dummy(L, _), N1 is N - 1, empty_loop(N1, L).

dummy(_, _).
