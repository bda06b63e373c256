% library(dcg/basics) on code lists.
:- use_module(library(dcg/basics)).

codes(A, Cs) :- atom_codes(A, Cs).

case((codes('  x', Cs), phrase(blanks, Cs, R)), checks([R == [0'x]])).
case((codes('x', Cs), phrase(blank, Cs, _)), fail).
case((codes('ab c', Cs), phrase(nonblanks(W), Cs, R)), checks([W == [0'a, 0'b], R == [0' , 0'c]])).
case((codes('12a', Cs), phrase(digits(D), Cs, R)), checks([D == [0'1, 0'2], R == [0'a]])).
case((codes('-42x', Cs), phrase(integer(I), Cs, R)), checks([I == -42, R == [0'x]])).
case((codes('+7', Cs), phrase(integer(I), Cs)), checks([I == 7])).
case((codes('x', Cs), phrase(integer(_), Cs)), fail).
case((phrase(integer(-15), Cs), atom_codes(A, Cs)), checks([A == '-15'])).
case((codes('3.25 m', Cs), phrase(number(N), Cs, _)), checks([N == 3.25])).
case((codes('12', Cs), phrase(number(N), Cs)), checks([N == 12])).
case((codes('2.5e3', Cs), phrase(float(F), Cs)), checks([F == 2500.0])).
case((codes('1e2', Cs), phrase(number(N), Cs)), checks([N == 100.0])).
case((codes('key=value', Cs), phrase((string_without(`=`, K), "=", remainder(V)), Cs)), checks([K == `key`, V == `value`])).
case((codes('ab=c', Cs), phrase((string(S), "=", remainder(_)), Cs)), checks([S == `ab`])).
case(phrase(eos, []), true).
case((codes('\nx', Cs), phrase(eol, Cs, R)), checks([R == [0'x]])).
case((codes('Ab', Cs), phrase(alpha_to_lower(L), Cs, _)), checks([L == 0'a])).
case((codes('ff', Cs), phrase(xinteger(I), Cs)), checks([I == 255])).
case((codes('1aG', Cs), phrase(xdigits(W), Cs, _)), checks([W == [1, 10]])).
case((phrase(atom(abc), Cs), atom_codes(A, Cs)), checks([A == abc])).
