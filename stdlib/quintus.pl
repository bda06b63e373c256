/*  hornbook library(quintus): the Quintus Prolog compatibility predicates
    SWI-Prolog autoloads from its library(quintus): arithmetic as
    predicates (pow/3, sqrt/2, floor/2, ...), genarg/3, midstring/3-6,
    atom_char/2, simple/1, prolog_flag/2, date/1, on_exception/3,
    raise_exception/1 and the declarations mode/1, compile/1 and
    no_style_check/1. Programs written for Quintus (and course material
    copied from them) call these.
*/
:- module(quintus, [ abs/2, sign/2, sqrt/2, sin/2, cos/2, tan/2, asin/2, acos/2, atan/2,
                     atan2/3, log/2, log10/2, pow/3, floor/2, ceiling/2, round/2,
                     genarg/3, simple/1, prolog_flag/2, atom_char/2,
                     midstring/3, midstring/4, midstring/5, midstring/6,
                     date/1, on_exception/3, raise_exception/1,
                     mode/1, compile/1, no_style_check/1 ]).
:- meta_predicate on_exception(?, 0, 0), compile(:).

%!  abs(+X, -Y) is det
%
%   Y is the absolute value of X.
%
%   ?- abs(-3, Y).
%   Y = 3.
abs(X, Y) :- Y is abs(X).

%!  sign(+X, -Y) is det
%
%   Y is -1, 0 or 1 (a float for a float X) after the sign of X.
%
%   ?- sign(-3, Y).
%   Y = -1.
sign(X, Y) :- Y is sign(X).

%!  sqrt(+X, -Y) is det
%
%   Y is the square root of X, a float.
%
%   ?- sqrt(4, Y).
%   Y = 2.0.
sqrt(X, Y) :- Y is sqrt(X).

%!  sin(+X, -Y) is det
%
%   Y is the sine of X (radians).
%
%   ?- sin(0, Y).
%   Y = 0.0.
sin(X, Y) :- Y is sin(X).

%!  cos(+X, -Y) is det
%
%   Y is the cosine of X (radians).
%
%   ?- cos(0, Y).
%   Y = 1.0.
cos(X, Y) :- Y is cos(X).

%!  tan(+X, -Y) is det
%
%   Y is the tangent of X (radians).
%
%   ?- tan(0, Y).
%   Y = 0.0.
tan(X, Y) :- Y is tan(X).

%!  asin(+X, -Y) is det
%
%   Y is the arc sine of X.
%
%   ?- asin(0, Y).
%   Y = 0.0.
asin(X, Y) :- Y is asin(X).

%!  acos(+X, -Y) is det
%
%   Y is the arc cosine of X.
%
%   ?- acos(1, Y).
%   Y = 0.0.
acos(X, Y) :- Y is acos(X).

%!  atan(+X, -Y) is det
%
%   Y is the arc tangent of X.
%
%   ?- atan(0, Y).
%   Y = 0.0.
atan(X, Y) :- Y is atan(X).

%!  atan2(+Y, +X, -A) is det
%
%   A is the angle of the point (X, Y), as atan2(Y, X).
%
%   ?- atan2(0, 1, A).
%   A = 0.0.
atan2(Y, X, A) :- A is atan2(Y, X).

%!  log(+X, -Y) is det
%
%   Y is the natural logarithm of X.
%
%   ?- log(1, Y).
%   Y = 0.0.
log(X, Y) :- Y is log(X).

%!  log10(+X, -Y) is det
%
%   Y is the base-10 logarithm of X.
%
%   ?- log10(100, Y).
%   Y = 2.0.
log10(X, Y) :- Y is log10(X).

%!  pow(+X, +N, -Y) is det
%
%   Y is X to the power N, as `Y is X**N`.
%
%   ?- pow(2, 10, Y).
%   Y = 1024.
pow(X, N, Y) :- Y is X ** N.

%!  floor(+X, -Y) is det
%
%   Y is the largest integer not above X.
%
%   ?- floor(2.5, Y).
%   Y = 2.
floor(X, Y) :- Y is floor(X).

%!  ceiling(+X, -Y) is det
%
%   Y is the smallest integer not below X.
%
%   ?- ceiling(2.5, Y).
%   Y = 3.
ceiling(X, Y) :- Y is ceiling(X).

%!  round(+X, -Y) is det
%
%   Y is the integer nearest to X (halves away from zero).
%
%   ?- round(2.5, Y).
%   Y = 3.
round(X, Y) :- Y is round(X).

%!  genarg(?N, +Term, ?Arg) is nondet
%
%   Arg is the N-th argument of Term; enumerates the arguments when N is
%   unbound (arg/3 does that too).
%
%   ?- findall(N-A, genarg(N, f(a, b), A), L).
%   L = [1-a, 2-b].
genarg(N, Term, Arg) :- arg(N, Term, Arg).

%!  simple(@Term) is semidet
%
%   Term is not compound: a variable, an atom or a number.
%
%   ?- simple(a), \+ simple(f(x)).
%   true.
simple(Term) :- \+ compound(Term).

%!  prolog_flag(?Flag, ?Value) is nondet
%
%   Flag has Value, as current_prolog_flag/2.
%
%   ?- prolog_flag(bounded, V).
%   V = false.
prolog_flag(Flag, Value) :- current_prolog_flag(Flag, Value).

%!  atom_char(?Char, ?Code) is det
%
%   Code is the character code of the one-character atom Char.
%
%   ?- atom_char(a, C).
%   C = 97.
atom_char(Char, Code) :- char_code(Char, Code).

%!  midstring(?ABC, ?B, ?AC) is nondet
%
%   B is a piece of the atom ABC and AC is ABC without it; enumerates the
%   pieces on backtracking, as midstring/6.
%
%   ?- midstring(abc, b, AC).
%   AC = ac.
midstring(ABC, B, AC) :- midstring(ABC, B, AC, _, _, _).

%!  midstring(?ABC, ?B, ?AC, ?LenA) is nondet
%
%   As midstring/6 with the piece B starting after LenA characters.
%
%   ?- midstring(abc, b, AC, 1).
%   AC = ac.
midstring(ABC, B, AC, LenA) :- midstring(ABC, B, AC, LenA, _, _).

%!  midstring(?ABC, ?B, ?AC, ?LenA, ?LenB) is nondet
%
%   As midstring/6 with the piece B of LenB characters after LenA.
%
%   ?- midstring(abcdef, B, AC, 2, 3).
%   B = cde, AC = abf.
midstring(ABC, B, AC, LenA, LenB) :- midstring(ABC, B, AC, LenA, LenB, _).

%!  midstring(?ABC, ?B, ?AC, ?LenA, ?LenB, ?LenC) is nondet
%
%   ABC is A, B and C joined, AC is A and C joined, with LenA, LenB and
%   LenC their lengths. With ABC unbound, it is built from B and AC.
%
%   ?- midstring(ABC, b, ac, 1, 1, 1).
%   ABC = abc.
midstring(ABC, B, AC, LenA, LenB, LenC) :-
    var(ABC), !,
    atom_length(B, LenB),
    sub_atom(AC, 0, LenA, LenC, A),
    sub_atom(AC, LenA, LenC, 0, C),
    atomic_list_concat([A, B, C], ABC).
midstring(ABC, B, AC, LenA, LenB, LenC) :-
    sub_atom(ABC, LenA, LenB, LenC, B),
    sub_atom(ABC, 0, LenA, _, A),
    sub_atom(ABC, _, LenC, 0, C),
    atom_concat(A, C, AC).

%!  date(-Date) is det
%
%   Date is today's date(Year, Month, Day), local time.
%
%   ?- date(date(_Y, _, _)), integer(_Y).
%   true.
date(date(Y, M, D)) :-
    get_time(Stamp),
    stamp_date_time(Stamp, date(Y, M, D, _, _, _, _, _, _), local).

%!  on_exception(?Ball, :Goal, :Handler) is nondet
%
%   As catch(Goal, Ball, Handler): Quintus's spelling.
%
%   ?- on_exception(E, throw(oops), true).
%   E = oops.
on_exception(Ball, Goal, Handler) :- catch(Goal, Ball, Handler).

%!  raise_exception(+Ball) is det
%
%   Throws Ball, as throw/1.
%
%   ?- catch(raise_exception(oops), B, true).
%   B = oops.
raise_exception(Ball) :- throw(Ball).

%!  mode(+Spec) is det
%
%   A Quintus mode declaration (`:- mode f(+, -).`): accepted and ignored.
%
%   ?- mode(f(+, -)).
%   true.
mode(_).

%!  compile(:Files) is det
%
%   Loads Files, as consult/1.
%
%   ?- catch(compile(no_such_file), error(E, _), true).
%   E = existence_error(source_sink, no_such_file).
compile(Files) :- consult(Files).

%!  no_style_check(+Style) is det
%
%   Turns a style warning off, as style_check(-Style).
%
%   ?- no_style_check(singleton), style_check(+singleton).
%   true.
no_style_check(Style) :- style_check(-Style).
