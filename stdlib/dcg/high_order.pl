/*  hornbook library(dcg/high_order): grammar rules that take grammar
    bodies as arguments, as SWI-Prolog's library(dcg/high_order):
    sequence//2,3,5, optional//2 and foreach//2,3.
*/
:- module(high_order,
        [ sequence//2, sequence//3, sequence//5, optional//2, foreach//2, foreach//3 ]).
:- meta_predicate
    sequence(3, ?, ?, ?),
    sequence(3, //, ?, ?, ?),
    sequence(//, 3, //, //, ?, ?, ?),
    optional(//, //, ?, ?),
    foreach(0, //, ?, ?),
    foreach(0, //, //, ?, ?).

%!  sequence(:Element, ?List)// is nondet
%
%   Matches List, each of its elements X matched by call(Element, X);
%   greedy: the longest match first.
%
%   ?- phrase(sequence(digit, Ds), `12`).
%   Ds = [49, 50].
sequence(OnElem, List) --> '$sequence'(List, OnElem).

'$sequence'([H|T], P) --> call(P, H), '$sequence'(T, P).
'$sequence'([], _) --> [].

%!  sequence(:Element, :Separator, ?List)// is semidet
%
%   Matches List, each element matched by call(Element, X) and the
%   elements separated by Separator (a grammar body). Parsing is greedy
%   and commits once an element and a separator matched; a separator
%   must be followed by an element.
%
%   ?- phrase(sequence(digit, ",", Ds), `1,2`).
%   Ds = [49, 50].
sequence(OnElem, OnSep, List, S0, S) :-
    '$sequence'(List, OnElem, OnSep, S0, S).

%!  sequence(:Start, :Element, :Separator, :End, ?List)// is semidet
%
%   Start, then the elements as sequence//3, then End; the first match.
%
%   ?- phrase(sequence("[", digit, ",", "]", Ds), `[1,2]`).
%   Ds = [49, 50].
sequence(Start, OnElem, OnSep, End, List) -->
    Start,
    '$sequence'(List, OnElem, OnSep),
    End, !.

% Parsing (List unbound): as many elements as match, committing after
% each separator.
'$sequence'(List, P, Sep, S0, S) :-
    var(List), !,
    (   call(P, H, S0, S1)
    *-> (   phrase(Sep, S1, S2)
        ->  !,
            List = [H|T],
            '$sequence_after_sep'(T, P, Sep, S2, S)
        ;   List = [H],
            S = S1
        )
    ;   List = [],
        S = S0
    ).
% Generating (List given): the elements with separators between them.
'$sequence'([H|T], P, Sep, S0, S) :-
    call(P, H, S0, S1),
    (   T == []
    ->  S = S1
    ;   phrase(Sep, S1, S2),
        '$sequence'(T, P, Sep, S2, S)
    ).
'$sequence'([], _, _, S, S).

'$sequence_after_sep'([H|T], P, Sep, S0, S) :-
    call(P, H, S0, S1),
    (   phrase(Sep, S1, S2)
    ->  !,
        '$sequence_after_sep'(T, P, Sep, S2, S)
    ;   T = [],
        S = S1
    ).

%!  optional(:Match, :Default)// is det
%
%   Match if it matches (once), else Default.
%
%   ?- phrase(optional("-", []), `-`, R).
%   R = [].
optional(Match, _) --> Match, !.
optional(_, Default) --> Default, !.

%!  foreach(:Generator, :Element)// is det
%
%   Element (a grammar body) for each solution of Generator, in order.
%
%   ?- phrase(foreach(member(X, [a, b]), [X]), L).
%   L = [a, b].
foreach(Generator, Element) --> foreach(Generator, Element, []).

%!  foreach(:Generator, :Element, :Separator)// is det
%
%   Element for each solution of Generator, Separator between two of
%   them. Variables of Element that Generator does not bind are shared by
%   all the instances.
%
%   ?- phrase(foreach(member(X, [a, b, c]), [X], [-]), L).
%   L = [a, -, b, -, c].
foreach(Generator, Element, Sep, S0, S) :-
    term_variables(Generator, GenVars),
    term_variables(Element-Sep, RuleVars),
    '$split_vars'(RuleVars, GenVars, Bound, Shared),
    Templ =.. [v|Bound],
    findall(Templ, Generator, Instances),
    '$foreach'(Instances, Templ, Shared, Element, Sep, S0, S).

'$foreach'([], _, _, _, _, S, S).
'$foreach'([I|Is], Templ, Shared, Element, Sep, S0, S) :-
    copy_term(Templ/Shared/Element/Sep, I/Shared1/Element1/Sep1),
    Shared1 = Shared,
    phrase(Element1, S0, S1),
    (   Is == []
    ->  S = S1
    ;   phrase(Sep1, S1, S2),
        '$foreach'(Is, Templ, Shared, Element, Sep, S2, S)
    ).

% The variables of Vs that are in Ws and those that are not.
'$split_vars'([], _, [], []).
'$split_vars'([V|Vs], Ws, In, Out) :-
    (   '$var_in'(V, Ws) -> In = [V|In1], Out = Out1 ; In = In1, Out = [V|Out1] ),
    '$split_vars'(Vs, Ws, In1, Out1).

'$var_in'(V, [W|Ws]) :- ( V == W -> true ; '$var_in'(V, Ws) ).
