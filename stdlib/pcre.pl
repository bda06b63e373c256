/*  hornbook library(pcre): regular expressions as SWI-Prolog's
    library(pcre) offers them: re_match/2,3, re_matchsub/3,4, re_foldl/6,
    re_split/3,4 and re_replace/4,5, over the Perl/PCRE syntax matched by
    hornbook's own engine (src/builtins/regex/). A pattern is text, or
    Pattern/Flags with Flags letters: i (caseless), m (multiline), s (dot
    matches newline), x (extended), U (ungreedy), g (every match, for
    re_replace/4). Options: caseless(true), multiline(true),
    dotall(true), extended(true), ungreedy(true), capture_type(Type) and
    start(Offset). Captures are strings unless capture_type/1 or a group
    name ending in _A, _I, _F, _N, _S, _T or _R says otherwise.
    Positions are in characters. Lookaround is not supported.
*/
:- module(pcre, [ re_match/2, re_match/3, re_matchsub/3, re_matchsub/4, re_foldl/6,
                  re_split/3, re_split/4, re_replace/4, re_replace/5, re_compile/3, re_flush/0 ]).
:- meta_predicate re_foldl(3, +, +, ?, ?, +).

%!  re_match(+Regex, +String) is semidet
%
%   Regex matches somewhere in String.
%
%   ?- re_match("^b"/i, "Banana").
%   true.
re_match(Regex, String) :- re_match(Regex, String, []).

%!  re_match(+Regex, +String, +Options) is semidet
%
%   As re_match/2 with options (caseless(true), start(Offset), ...).
%
%   ?- re_match("b", "Banana", [caseless(true)]).
%   true.
re_match(Regex, String, Options) :-
    '$re_spec'(Regex, Options, false, P, L, _, _, Start),
    '$re_exec'(P, L, String, Start, _).

%!  re_matchsub(+Regex, +String, -Sub) is semidet
%
%   As re_matchsub/4 with no options.
%
%   ?- re_matchsub("(\\d+)", "ab 12", S).
%   S = re_match{0:"12", 1:"12"}.
re_matchsub(Regex, String, Sub) :- re_matchsub(Regex, String, Sub, []).

%!  re_matchsub(+Regex, +String, -Sub, +Options) is semidet
%
%   Sub is a dict `re_match{0:Whole, 1:Group1, Name:Group, ...}` of the
%   first match of Regex in String.
%
%   ?- re_matchsub("(?<y>\\d{4})-(\\d\\d)", "on 2024-05", S, []).
%   S = re_match{0:"2024-05", 2:"05", y:"2024"}.
re_matchsub(Regex, String, Sub, Options) :-
    '$re_spec'(Regex, Options, false, P, L, _, Type, Start),
    '$re_exec'(P, L, String, Start, Slots),
    '$re_groups'(P, L, Keys),
    text_to_string(String, Text),
    '$re_sub'(Slots, [0|Keys], Text, Type, Sub).

%!  re_foldl(:Goal, +Regex, +String, ?V0, ?V, +Options) is semidet
%
%   Calls Goal(Sub, V_i, V_i+1) for each match of Regex in String, from
%   left to right, Sub a dict as re_matchsub/4 gives.
%
%   ?- re_foldl([_, V0, V]>>(V is V0 + 1), "a", "banana", 0, N, []).
%   N = 3.
re_foldl(Goal, Regex, String, V0, V, Options) :-
    '$re_spec'(Regex, Options, false, P, L, _, Type, Start),
    '$re_groups'(P, L, Keys),
    text_to_string(String, Text),
    '$re_foldl'(Text, Start, P, L, [0|Keys], Type, Goal, V0, V).

'$re_foldl'(Text, From, P, L, Keys, Type, Goal, V0, V) :-
    (   '$re_exec'(P, L, Text, From, Slots)
    ->  '$re_sub'(Slots, Keys, Text, Type, Sub),
        call(Goal, Sub, V0, V1),
        Slots = [S-E|_],
        '$re_next'(S, E, Next),
        '$re_foldl'(Text, Next, P, L, Keys, Type, Goal, V1, V)
    ;   V = V0
    ).

% Where the search goes on after a match: past it, or one character on
% after an empty one (else it would be found again).
'$re_next'(S, E, Next) :- ( E =:= S -> Next is E + 1 ; Next = E ).

%!  re_split(+Pattern, +String, -Split) is det
%
%   As re_split/4 with no options.
%
%   ?- re_split("/+", "a//b/c", L).
%   L = ["a", "//", "b", "/", "c"].
re_split(Pattern, String, Split) :- re_split(Pattern, String, Split, []).

%!  re_split(+Pattern, +String, -Split, +Options) is det
%
%   Split is String cut at each match: the text before the first match,
%   the match, the text up to the next, ... and the text after the last.
%
%   ?- re_split(",", "a,b", L, []).
%   L = ["a", ",", "b"].
re_split(Pattern, String, Split, Options) :-
    '$re_spec'(Pattern, Options, false, P, L, _, Type, Start),
    text_to_string(String, Text),
    string_length(Text, Len),
    '$re_split'(Text, Start, Start, Len, P, L, Type, Split).

'$re_split'(Text, Last, From, Len, P, L, Type, Split) :-
    (   From =< Len,
        '$re_exec'(P, L, Text, From, [S-E|_])
    ->  '$re_piece'(Text, Last, S, Type, Before),
        '$re_piece'(Text, S, E, Type, Match),
        Split = [Before, Match|Rest],
        (   E =:= S
        ->  Next is E + 1,
            (   Next > Len
            ->  '$re_piece'(Text, E, Len, Type, After),
                Rest = [After]
            ;   '$re_split'(Text, E, Next, Len, P, L, Type, Rest)
            )
        ;   '$re_split'(Text, E, E, Len, P, L, Type, Rest)
        )
    ;   '$re_piece'(Text, Last, Len, Type, After),
        Split = [After]
    ).

%!  re_replace(+Pattern, +With, +String, -NewString) is det
%
%   NewString is String with the first match of Pattern (every match with
%   the flag g) replaced by With, in which `\N`, `$N` and `${Name}` stand
%   for a group's text.
%
%   ?- re_replace("(a)(n)"/g, "$2$1", "banana", R).
%   R = "bnanaa".
re_replace(Pattern, With, String, NewString) :-
    re_replace(Pattern, With, String, NewString, []).

%!  re_replace(+Pattern, +With, +String, -NewString, +Options) is det
%
%   As re_replace/4 with options.
%
%   ?- re_replace("A", "o", "banana", R, [caseless(true)]).
%   R = "bonana".
re_replace(Pattern, With, String, NewString, Options) :-
    '$re_spec'(Pattern, Options, true, P, L, Global, _, Start),
    '$re_groups'(P, L, Keys),
    text_to_string(String, Text),
    text_to_string(With, Template),
    string_codes(Template, TCodes),
    '$re_template'(TCodes, [0|Keys], Parts),
    string_length(Text, Len),
    '$re_replace'(Text, 0, Start, Len, P, L, Global, Parts, Pieces),
    atomic_list_concat(Pieces, Joined),
    atom_string(Joined, NewString).

'$re_replace'(Text, Last, From, Len, P, L, Global, Parts, Pieces) :-
    (   From =< Len,
        '$re_exec'(P, L, Text, From, Slots)
    ->  Slots = [S-E|_],
        '$re_piece'(Text, Last, S, string, Before),
        '$re_fill'(Parts, Slots, Text, Filled),
        Pieces = [Before, Filled|Rest],
        (   Global == true
        ->  '$re_next'(S, E, Next),
            '$re_replace'(Text, E, Next, Len, P, L, Global, Parts, Rest)
        ;   '$re_piece'(Text, E, Len, string, After),
            Rest = [After]
        )
    ;   '$re_piece'(Text, Last, Len, string, After),
        Pieces = [After]
    ).

% The replacement template as literal texts and group(Index) parts.
'$re_template'([], _, []).
'$re_template'([0'\\, D|Cs], Keys, [group(N)|Ps]) :-
    code_type(D, digit(N0)), !,
    '$re_digits'(Cs, N0, N, Rest),
    '$re_template'(Rest, Keys, Ps).
'$re_template'([0'$, D|Cs], Keys, [group(N)|Ps]) :-
    code_type(D, digit(N0)), !,
    '$re_digits'(Cs, N0, N, Rest),
    '$re_template'(Rest, Keys, Ps).
'$re_template'([0'$, 0'{|Cs], Keys, [group(N)|Ps]) :-
    '$re_upto'(Cs, 0'}, NameCodes, Rest), !,
    atom_codes(Name, NameCodes),
    (   '$re_key_index'(Keys, Name, 0, N)
    ->  true
    ;   atom_number(Name, N)
    ->  true
    ;   throw(error(existence_error(re_group, Name), _))
    ),
    '$re_template'(Rest, Keys, Ps).
'$re_template'([C|Cs], Keys, [Lit|Ps]) :-
    '$re_literal'([C|Cs], LitCodes, Rest),
    string_codes(Lit, LitCodes),
    '$re_template'(Rest, Keys, Ps).

'$re_literal'([C|Cs], [C|Ls], Rest) :-
    (   Cs = [N|_], ( N == 0'\\ ; N == 0'$ )
    ->  Ls = [], Rest = Cs
    ;   Cs == []
    ->  Ls = [], Rest = []
    ;   '$re_literal'(Cs, Ls, Rest)
    ).

'$re_digits'([D|Cs], N0, N, Rest) :-
    code_type(D, digit(W)), !,
    N1 is N0 * 10 + W,
    '$re_digits'(Cs, N1, N, Rest).
'$re_digits'(Cs, N, N, Cs).

'$re_upto'([C|Cs], C, [], Cs) :- !.
'$re_upto'([C|Cs], End, [C|Ns], Rest) :- '$re_upto'(Cs, End, Ns, Rest).

'$re_key_index'([K|Ks], Name, I, N) :-
    (   K == Name
    ->  N = I
    ;   I1 is I + 1,
        '$re_key_index'(Ks, Name, I1, N)
    ).

'$re_fill'([], _, _, "").
'$re_fill'([P|Ps], Slots, Text, Filled) :-
    (   P = group(N)
    ->  (   nth0(N, Slots, S-E)
        ->  '$re_piece'(Text, S, E, string, Piece)
        ;   Piece = ""
        )
    ;   Piece = P
    ),
    '$re_fill'(Ps, Slots, Text, Rest),
    string_concat(Piece, Rest, Filled).

%!  re_compile(+Pattern, -Regex, +Options) is det
%
%   Regex is the text Pattern with the options of Options (caseless(true),
%   capture_type(Type), ...), checked once; the other predicates take it
%   where they take a pattern, with their own options added. As in
%   SWI-Prolog, flags come as options here, not as Pattern/Flags.
%   hornbook compiles a pattern where it is matched, so Regex holds the
%   pattern's text and its options.
%
%   ?- re_compile("a+", _Re, [caseless(true)]), include([S]>>re_match(_Re, S), ["bAAr", "xyz"], L).
%   L = ["bAAr"].
re_compile(Pattern, Regex, Options) :-
    must_be(text, Pattern),
    '$re_spec'(Pattern, Options, false, P, L, _, Type, _),
    '$re_groups'(P, L, _),
    Regex = '$regex'(P, L, Type).

%!  re_flush is det
%
%   Empties the cache of compiled patterns (hornbook keeps none).
%
%   ?- re_flush.
%   true.
re_flush.

% '$re_spec'(+Regex, +Options, +Replace, -Pattern, -Letters, -Global,
% -Type, -Start): the flag g is re_replace's (Replace true) only.
'$re_spec'(Regex, _, _, _, _, _, _, _) :-
    var(Regex), !,
    throw(error(instantiation_error, _)).
'$re_spec'('$regex'(Pattern, Letters0, Type0), Options, _, Pattern, Letters, false, Type, Start) :-
    !,
    must_be(list, Options),
    '$re_option_chars'(Options, Chars1),
    atom_chars(Letters0, Chars0),
    append(Chars0, Chars1, Chars),
    atom_chars(Letters, Chars),
    (   memberchk(capture_type(Type1), Options) -> Type = Type1 ; Type = Type0 ),
    (   memberchk(start(Start0), Options) -> must_be(nonneg, Start0), Start = Start0 ; Start = 0 ).
'$re_spec'(Regex, Options, Replace, Pattern, Letters, Global, Type, Start) :-
    (   Regex = Pattern/Flags, nonvar(Flags)
    ->  must_be(atom, Flags),
        atom_chars(Flags, FlagChars)
    ;   Pattern = Regex,
        FlagChars = []
    ),
    must_be(list, Options),
    '$re_flag_chars'(FlagChars, Replace, Chars0, Global),
    '$re_option_chars'(Options, Chars1),
    append(Chars0, Chars1, Chars),
    atom_chars(Letters, Chars),
    (   memberchk(capture_type(Type0), Options) -> Type = Type0 ; Type = string ),
    (   memberchk(start(Start0), Options) -> must_be(nonneg, Start0), Start = Start0 ; Start = 0 ).

'$re_flag_chars'([], _, [], false).
'$re_flag_chars'([C|Cs], Replace, Out, Global) :-
    (   C == g, Replace == true
    ->  Global = true,
        '$re_flag_chars'(Cs, Replace, Out, _)
    ;   memberchk(C, [i, m, s, x, 'U'])
    ->  Out = [C|Out1],
        '$re_flag_chars'(Cs, Replace, Out1, Global)
    ;   throw(error(existence_error(re_flag, C), _))
    ).

'$re_option_chars'([], []).
'$re_option_chars'([O|Os], Out) :-
    (   '$re_option_char'(O, C)
    ->  Out = [C|Out1]
    ;   Out = Out1
    ),
    '$re_option_chars'(Os, Out1).

'$re_option_char'(caseless(true), i).
'$re_option_char'(multiline(true), m).
'$re_option_char'(dotall(true), s).
'$re_option_char'(extended(true), x).
'$re_option_char'(ungreedy(true), 'U').

% '$re_sub'(+Slots, +Keys, +Text, +Type, -Dict)
'$re_sub'(Slots, Keys, Text, Type, Sub) :-
    '$re_pairs'(Slots, Keys, Text, Type, Pairs),
    dict_pairs(Sub, re_match, Pairs).

'$re_pairs'([], _, _, _, []).
'$re_pairs'([Slot|Slots], [Key0|Keys], Text, Type0, [Key-Value|Pairs]) :-
    '$re_key_type'(Key0, Type0, Key, Type),
    (   Slot = S-E
    ->  '$re_piece'(Text, S, E, Type, Value)
    ;   '$re_piece'(Text, 0, 0, Type, Value)
    ),
    '$re_pairs'(Slots, Keys, Text, Type0, Pairs).

% A group name ending in _A, _I, ... gives its capture's type.
'$re_key_type'(Key0, Type0, Key, Type) :-
    (   atom(Key0),
        sub_atom(Key0, Before, 2, 0, Suffix),
        Before > 0,
        '$re_suffix_type'(Suffix, Type1)
    ->  sub_atom(Key0, 0, Before, _, Key),
        Type = Type1
    ;   Key = Key0,
        Type = Type0
    ).

'$re_suffix_type'('_A', atom).
'$re_suffix_type'('_I', integer).
'$re_suffix_type'('_F', float).
'$re_suffix_type'('_N', number).
'$re_suffix_type'('_S', string).
'$re_suffix_type'('_T', term).
'$re_suffix_type'('_R', range).

% '$re_piece'(+Text, +Start, +End, +Type, -Value)
'$re_piece'(_, S, E, range, S-Len) :- !, Len is E - S.
'$re_piece'(Text, S, E, Type, Value) :-
    Len is E - S,
    sub_string(Text, S, Len, _, Piece),
    '$re_typed'(Type, Piece, Value).

'$re_typed'(string, S, S) :- !.
'$re_typed'(atom, S, A) :- !, atom_string(A, S).
'$re_typed'(integer, S, I) :- !, number_string(I, S), must_be(integer, I).
'$re_typed'(float, S, F) :- !, number_string(N, S), F is float(N).
'$re_typed'(number, S, N) :- !, number_string(N, S).
'$re_typed'(term, S, T) :- !, term_string(T, S).
'$re_typed'(Type, _, _) :- throw(error(domain_error(capture_type, Type), _)).
