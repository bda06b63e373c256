% Test driver for programs/freecell.pl and tests/freecell_checker.pl: deal,
% solve and check many seeded games in one run.  Load it after both files.
%
% check_seeds(MaxValue, Colors, From, To) prints, for each seed K in
% From..To, one line
%     seed K ok M moves
%     seed K unsolved          (solve/3 failed)
%     seed K bad: Reason       (the checker rejected the solution)
%     seed K error: Error      (anything else)
% and at the end
%     total N ok O unsolved U bad B
%
% check_field(Field, MaxValue, Colors) does the same for create_solution/4.

check_seeds(MaxValue, Colors, From, To) :-
    check_seeds(MaxValue, Colors, From, To, 0-0-0-0, Ok-Unsolved-Bad-Total),
    format("total ~w ok ~w unsolved ~w bad ~w~n", [Total, Ok, Unsolved, Bad]).

check_seeds(_, _, K, To, Counts, Counts) :-
    K > To, !.
check_seeds(MaxValue, Colors, K, To, Counts0, Counts) :-
    set_random(seed(K)),
    run_check(solve(MaxValue, Colors, S), MaxValue, Colors, S, Result),
    format("seed ~w ~w~n", [K, Result]),
    count(Result, Counts0, Counts1),
    K1 is K + 1,
    check_seeds(MaxValue, Colors, K1, To, Counts1, Counts).

check_field(Field, MaxValue, Colors) :-
    run_check(create_solution(Field, MaxValue, Colors, S), MaxValue, Colors, S,
              Result),
    format("field ~w~n", [Result]).

run_check(Goal, MaxValue, Colors, S, Result) :-
    catch(( call(Goal)
          -> ( check_solution(MaxValue, Colors, S)
             -> length(S, L), Moves is L - 1,
                format(atom(Result), "ok ~w moves", [Moves])
             ;  Result = 'bad: checker failed'
             )
          ;  Result = unsolved
          ),
          Error,
          ( Error = freecell_check(Reason)
          -> format(atom(Result), "bad: ~w", [Reason])
          ;  format(atom(Result), "error: ~q", [Error])
          )).

count(Result, Ok0-U0-B0-T0, Ok-U-B-T) :-
    T is T0 + 1,
    (   sub_atom(Result, 0, _, _, 'ok ')
    ->  Ok is Ok0 + 1, U = U0, B = B0
    ;   Result == unsolved
    ->  Ok = Ok0, U is U0 + 1, B = B0
    ;   Ok = Ok0, U = U0, B is B0 + 1
    ).
