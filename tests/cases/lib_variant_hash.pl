% variant_sha1/2 and variant_hash/2 as SWI-Prolog 9's: the same hash for
% terms that are variants of each other, another one otherwise.

case((variant_sha1(abc, H), atom_length(H, L)), checks([L == 40])).
case((variant_sha1(x(_A), H1), variant_sha1(x(_B), H2)), checks([H1 == H2])).
case((variant_sha1(x(A, A), H1), variant_sha1(x(_, _), H2)), checks([H1 \== H2])).
case((variant_sha1(f(A, B, A), H1), variant_sha1(f(C, D, C), H2)), checks([H1 == H2, var(B), var(D)])).
case((variant_sha1(1.0, H1), variant_sha1(2.0, H2)), checks([H1 \== H2])).
case((variant_sha1(1, H1), variant_sha1(1.0, H2)), checks([H1 \== H2])).
case((variant_sha1("ab", H1), variant_sha1(ab, H2)), checks([H1 \== H2])).
case((variant_sha1(f(a, b), H1), variant_sha1(f(ab), H2)), checks([H1 \== H2])).
case((X = f(X), catch(variant_sha1(X, _), error(type_error(T, _), _), true)), checks([T == acyclic_term])).
case((freeze(X, true), catch(variant_sha1(f(X), _), error(type_error(T, _), _), true)), checks([T == free_of_attvar])).
case((variant_hash(x(A, A), H1), variant_hash(x(_, _), H2)), checks([H1 \== H2, integer(H1)])).
case((freeze(B, true), variant_hash(x(A, A), H1), variant_hash(x(B, B), H2)), checks([H1 == H2])).
