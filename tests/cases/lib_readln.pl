% library(readln): a line as words and numbers, as SWI-Prolog 9 reads it.

rl_with(Text, Goal) :-
    tmp_file(rl, F),
    setup_call_cleanup(open(F, write, W), write(W, Text), close(W)),
    current_input(Old),
    setup_call_cleanup(open(F, read, S), (set_input(S), Goal), (set_input(Old), close(S))).

case(rl_with('Hello World, 42 times 3.5x.\nsecond line\n', (readln(A), readln(B), readln(C))),
     checks([A == ['Hello', 'World', ',', 42, times, 3.5, x, '.'], B == [second, line], C == []])).
case(rl_with('It''s a-b_c "q" 12abc\n', readln(A)),
     checks([A == ['It', '\'', s, a, -, b_c, '"', q, '"', 12, abc]])).
case(rl_with('one two\n', readln(A, L)), checks([A == [one, two], L == 10])).
case(rl_with('x', readln(A, L)), checks([A == [x], L == end_of_file])).
case(rl_with('', readln(A, L)), checks([A == [], L == end_of_file])).
case(rl_with('  -12 1.2.3 _a 0.5 .5 1e3\n', readln(A)), checks([A == [-, 12, 1.2, 0.3, '_a', 0.5, 0.5, 1, e3]])).
case(rl_with('été Ünï 3\n', readln(A)), checks([A == ['été', 'Ünï', 3]])).
