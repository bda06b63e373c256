/*  A text report in SWI-Prolog's modern style: the text is read from a
    data file next to this one, tokenized with a DCG over codes
    (library(dcg/basics)), counted in an AVL tree (library(assoc)),
    grouped with library(pairs) and printed as a column-aligned table
    with format/2 column stops.  Bad report options are caught and
    printed on standard output through user:message_hook/3.
*/

:- module(textreport, [main/0, report/2]).

:- use_module(library(dcg/basics)).
:- use_module(library(assoc)).
:- use_module(library(pairs)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(library(readutil)).

:- initialization(main).

% The directory this file was loaded from, kept while loading.
:- prolog_load_context(directory, Dir),
   nb_setval(textreport_dir, Dir).

%!  data_file(-Path) is det.
%
%   The text to report on, found next to the program.
data_file(Path) :-
    nb_current(textreport_dir, Dir),
    absolute_file_name(textreport, Path,
                       [ relative_to(Dir), extensions([txt]),
                         access(read), file_type(txt)
                       ]).

		 /*******************************
		 *          TOKENIZER           *
		 *******************************/

tokens([T|Ts]) --> blanks, token(T), !, tokens(Ts).
tokens([]) --> blanks.

token(number(N)) --> number(N), !.
token(word(W)) -->
    letter(C0), word_rest(Cs), !,
    { atom_codes(W0, [C0|Cs]), downcase_atom(W0, W) }.
token(stop(C)) --> [C], { memberchk(C, `.!?`) }, !.
token(punct(C)) --> [C0], { char_code(C, C0) }.

letter(C) --> [C], { code_type(C, alpha), \+ code_type(C, digit) }.

word_rest([C|Cs]) --> letter(C), !, word_rest(Cs).
word_rest([0'\'|Cs]) --> `'`, letter(C), !, word_rest(Cs0), { Cs = [C|Cs0] }.
word_rest([]) --> [].

%!  sentences(+Tokens, -Sentences) is det.
%
%   Splits the tokens at sentence stops; each sentence is its words.
sentences([], []).
sentences(Tokens, [Words|Ss]) :-
    Tokens \== [],
    (   append(Before, [stop(_)|After], Tokens)
    ->  true
    ;   Before = Tokens, After = []
    ),
    convlist([word(W), W]>>true, Before, Words),
    sentences(After, Ss).

		 /*******************************
		 *           COUNTING           *
		 *******************************/

count_words(Words, Assoc) :-
    empty_assoc(Empty),
    foldl([W, A0, A]>>( get_assoc(W, A0, N0)
                      -> N is N0 + 1, put_assoc(W, A0, N, A)
                      ;  put_assoc(W, A0, 1, A)
                      ),
          Words, Empty, Assoc).

%!  report(+Options, +Tokens) is det.
%
%   Prints the report.  Options are top(N), the number of frequent
%   words listed, and min_length(L), the shortest word listed.
report(Options, Tokens) :-
    must_be(list, Options),
    maplist(check_option, Options),
    option(top(Top), Options, 5),
    option(min_length(MinLen), Options, 1),
    must_be(positive_integer, Top),
    must_be(nonneg, MinLen),
    convlist([word(W), W]>>true, Tokens, Words),
    convlist([number(N), N]>>true, Tokens, Numbers),
    sentences(Tokens, Sentences),
    length(Words, NWords),
    length(Sentences, NSentences),
    count_words(Words, Counts),
    assoc_to_keys(Counts, Distinct),
    length(Distinct, NDistinct),
    maplist([S, L]>>length(S, L), Sentences, Lengths),
    sum_list(Lengths, SumLengths),
    max_list(Lengths, Longest),
    Mean is SumLengths / NSentences,
    format("~`=t~50|~n"),
    format("~w~t~30|~t~d~10+~n", [words, NWords]),
    format("~w~t~30|~t~d~10+~n", ['distinct words', NDistinct]),
    format("~w~t~30|~t~d~10+~n", [sentences, NSentences]),
    format("~w~t~30|~t~w~10+~n", [numbers, Numbers]),
    format("~w~t~30|~t~2f~10+~n", ['words per sentence', Mean]),
    format("~w~t~30|~t~d~10+~n", ['longest sentence', Longest]),
    format("~`=t~50|~n"),
    frequent_words(Counts, MinLen, Top),
    words_by_length(Distinct),
    longest_words(Distinct).

check_option(Option) :-
    must_be(compound, Option),
    compound_name_arity(Option, Name, Arity),
    must_be(oneof([top, min_length]), Name),
    (   Arity =:= 1
    ->  true
    ;   domain_error(report_option, Option)
    ).

frequent_words(Counts, MinLen, Top) :-
    assoc_to_list(Counts, Pairs),
    include({MinLen}/[W-_]>>(atom_length(W, L), L >= MinLen), Pairs, Long),
    maplist([W-N, Neg-W]>>(Neg is -N), Long, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Ordered),
    length(Ordered, Available),
    Shown is min(Top, Available),
    length(Chosen, Shown),
    append(Chosen, _, Sorted),
    format("Most frequent words of ~d letters or more~n", [MinLen]),
    format("~w~t~6|~w~t~20|~t~w~8+  ~w~n", ['rank', 'word', 'count', 'bar']),
    foldl([Neg-W, R0, R]>>( N is -Neg,
                           bar(N, Bar),
                           format("~t~d~4|. ~w~t~20|~t~d~8+  ~s~n",
                                  [R0, W, N, Bar]),
                           succ(R0, R)
                         ),
          Chosen, 1, _).

bar(N, Bar) :-
    with_output_to(string(Bar),
                   forall(between(1, N, _), write(#))).

words_by_length(Words) :-
    map_list_to_pairs(atom_length, Words, Keyed),
    keysort(Keyed, Sorted),
    group_pairs_by_key(Sorted, Groups),
    format("~nDistinct words by length~n"),
    forall(member(Len-Ws, Groups),
           ( length(Ws, Count),
             examples(Ws, Examples),
             format("~t~d~6|~t~d~8+   ~w~n", [Len, Count, Examples])
           )).

examples(Words, Text) :-
    length(Words, N),
    (   N =< 3
    ->  atomic_list_concat(Words, ', ', Text)
    ;   length(First, 3),
        append(First, _, Words),
        atomic_list_concat(First, ', ', Text0),
        More is N - 3,
        format(atom(Text), "~w (+~d)", [Text0, More])
    ).

longest_words(Words) :-
    aggregate_all(max(L), (member(W, Words), atom_length(W, L)), Max),
    aggregate_all(bag(W), (member(W, Words), atom_length(W, Max)), Longest),
    format("~nLongest words (~d letters): ~w~n", [Max, Longest]).

		 /*******************************
		 *             MAIN             *
		 *******************************/

:- multifile user:message_hook/3.

% While the report runs, errors are printed on standard output, so they
% become part of the report.
user:message_hook(Message, error, Lines) :-
    nb_current(textreport_errors, stdout),
    Message = error(_, _),
    print_message_lines(user_output, 'Error: ', Lines).

main :-
    data_file(Path),
    file_base_name(Path, Base),
    read_file_to_codes(Path, Codes, []),
    phrase(tokens(Tokens), Codes),
    length(Codes, Size),
    length(Tokens, NTokens),
    format("Report on ~w (~d characters, \c
            ~d tokens)~n", [Base, Size, NTokens]),
    report([top(6), min_length(4)], Tokens),
    nb_setval(textreport_errors, stdout),
    format("~nChecking report options~n"),
    forall(member(Options, [ [top(0)], [top(many)], [min_length(-1)],
                             [colour(red)], [top(1, 2)], options
                           ]),
           ( format("~q: ", [Options]),
             catch(with_output_to(string(_), report(Options, Tokens)),
                   Error,
                   ( print_message(error, Error), fail ))
           ->  format("accepted~n")
           ;   true
           )),
    nb_setval(textreport_errors, stderr).
