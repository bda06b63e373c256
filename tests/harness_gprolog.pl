% GNU Prolog compatibility shim for tests/harness.pl (validation only).
% Provides with_output_to/2 for atom(A) sinks via GNU Prolog atom streams.

with_output_to(atom(A), G) :-
    current_output(Old),
    open_output_atom_stream(S),
    set_output(S),
    (   catch(G, E, (set_output(Old), close_output_atom_stream(S, _), throw(E)))
    ->  set_output(Old),
        close_output_atom_stream(S, A)
    ;   set_output(Old),
        close_output_atom_stream(S, _),
        fail
    ).
