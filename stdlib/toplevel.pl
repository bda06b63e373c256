/*  hornbook toplevel support: the residual goals shown with an answer.

    They are the goals copy_term/3 gives for the answer's attributed
    variables ('$residual_goals'/2 in boot.pl): attribute_goals//1 of
    each attribute module (freeze, dif, clpfd, ...), put_attr/3 for a
    module without it, each shared goal once.
*/

'$toplevel_residuals'(Term, Goals) :-
    '$residual_goals'(Term, Goals0),
    (   '$defined'(chr, '$chr_residuals', 1)
    ->  chr:'$chr_residuals'(Chr),
        '$append_'(Goals0, Chr, Goals)
    ;   Goals = Goals0
    ).
