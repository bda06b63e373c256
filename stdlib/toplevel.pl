/*  hornbook toplevel support: the residual goals shown with an answer.

    They are the goals copy_term/3 gives for the answer's attributed
    variables ('$residual_goals'/2 in boot.pl): attribute_goals//1 of
    each attribute module (freeze, dif, clpfd, ...), put_attr/3 for a
    module without it, each shared goal once.
*/

'$toplevel_residuals'(Term, Goals) :-
    '$residual_goals'(Term, Goals1),
    '$toplevel_unqualified'(Goals1, Goals0),
    (   '$defined'(chr, '$chr_residuals', 1)
    ->  chr:'$chr_residuals'(Chr),
        '$append_'(Goals0, Chr, Goals)
    ;   Goals = Goals0
    ).

% The toplevel runs in user: a goal delayed from there is shown without
% its user: qualification (freeze(X, true), not freeze(X, user:true)),
% and the constraints of library(clpfd) without their clpfd: one.
'$toplevel_unqualified'([], []).
'$toplevel_unqualified'([G0|Gs0], [G|Gs]) :-
    (   G0 = clpfd:Goal, callable(Goal) -> G = Goal
    ;   G0 = freeze(V, user:Goal), callable(Goal) -> G = freeze(V, Goal)
    ;   G0 = when(C, user:Goal), callable(Goal) -> G = when(C, Goal)
    ;   G = G0
    ),
    '$toplevel_unqualified'(Gs0, Gs).
