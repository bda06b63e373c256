% Robustness: requests the memory limit cannot meet raise
% resource_error(memory) and the next goal runs; malformed meta-calls fail
% at once with ISO errors. (SWI-Prolog raises resource_error with its own
% context terms; the formal term is the same.)

% The allocation policy (src/machine/memory.rs): sizes chosen by the
% arguments are checked before anything is allocated.
case(tab(100000000000), error(resource_error(memory))).
case(tab(user_output, 100000000000), error(resource_error(memory))).
case(format("~t~100000000000|", []), error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        findall(X, between(1, inf, X), _),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        length(_, 100000000000),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        numlist(1, 100000000, _),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        with_output_to(string(_), (repeat, write(abcdefghijklmnopqrstuvwxyz), fail)),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
% After the error the machine works as before.
case((catch(tab(100000000000), _, true), findall(X, between(1, 3, X), L)),
     checks([L == [1, 2, 3]])).

% A variable subgoal is call(G): an instantiation error, not an endless
% conjunction.
case(call((true, _)), error(instantiation_error)).
case(call((_, true)), error(instantiation_error)).
case(call((true -> _ ; true)), error(instantiation_error)).
case(call((fail -> _ ; true)), true).
case(call((true ; _)), true).
