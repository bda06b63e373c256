% A program may define its own version of a system predicate that ISO does
% not protect (writeln/1, between/3, plus/3, succ/2, format/2, ...), as in
% SWI-Prolog: calls from its module, compiled before or after the
% definition, reach it; the system's own code keeps the system's. ISO's
% builtins and control constructs stay protected. SWI-Prolog 9 answers
% each case as here.

rd_test(X) :- writeln(X).
writeln(X) :- format("my ~w", [X]).
plus(A, B, C) :- C is A * B.
succ(X, Y) :- Y is X + 10.

case(with_output_to(string(S), rd_test(a)), checks([S == "my a"])).
case(with_output_to(string(S), writeln(b)), checks([S == "my b"])).
case(plus(3, 4, X), checks([X == 12])).
case(succ(1, X), checks([X == 11])).
case(maplist(succ, [1, 2], L), checks([L == [11, 12]])).
case(forall(member(X, [1, 2]), integer(X)), true).
case(catch(assertz(atom_length(_, _)), error(E, _), true), checks([E == permission_error(modify, static_procedure, atom_length/2)])).
case(catch(assertz(length(_, _)), error(E, _), true), checks([E == permission_error(modify, static_procedure, length/2)])).
case(catch(assertz((foo :- true) ; bar), error(E, _), true), checks([E == permission_error(modify, static_procedure, (;)/2)])).
