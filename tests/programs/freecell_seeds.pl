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
% check_field(Field, MaxValue, Colors) does the same for create_solution/4,
% printing "field ok M moves" and so on.

% Each deal is solved inside findall/3, so that its search space is given
% back before the next one; only the results are kept.
check_seeds(MaxValue, Colors, From, To) :-
    findall(Result,
            ( between(From, To, K),
              set_random(seed(K)),
              run_check(solve(MaxValue, Colors, S), MaxValue, Colors, S,
                        Result),
              format("seed ~w ", [K]),
              print_result(Result)
            ),
            Results),
    count_results(Results, 0-0-0-0, Ok-Unsolved-Bad-Total),
    format("total ~w ok ~w unsolved ~w bad ~w~n", [Total, Ok, Unsolved, Bad]).

check_field(Field, MaxValue, Colors) :-
    run_check(create_solution(Field, MaxValue, Colors, S), MaxValue, Colors, S,
              Result),
    format("field ", []),
    print_result(Result).

% Result: ok(Moves), unsolved, bad(Reason) or error(Error)
run_check(Goal, MaxValue, Colors, S, Result) :-
    catch(( call(Goal)
          -> ( check_solution(MaxValue, Colors, S)
             -> length(S, L), Moves is L - 1,
                Result = ok(Moves)
             ;  Result = bad('checker failed')
             )
          ;  Result = unsolved
          ),
          Error,
          ( Error = freecell_check(Reason)
          -> Result = bad(Reason)
          ;  Result = error(Error)
          )).

print_result(ok(Moves)) :- format("ok ~w moves~n", [Moves]).
print_result(unsolved) :- format("unsolved~n", []).
print_result(bad(Reason)) :- format("bad: ~w~n", [Reason]).
print_result(error(Error)) :- format("error: ~q~n", [Error]).

count_results([], Counts, Counts).
count_results([R | Rs], Counts0, Counts) :-
    count(R, Counts0, Counts1),
    count_results(Rs, Counts1, Counts).

count(ok(_), Ok0-U-B-T0, Ok-U-B-T) :- !, Ok is Ok0 + 1, T is T0 + 1.
count(unsolved, Ok-U0-B-T0, Ok-U-B-T) :- !, U is U0 + 1, T is T0 + 1.
count(_, Ok-U-B0-T0, Ok-U-B-T) :- B is B0 + 1, T is T0 + 1.
