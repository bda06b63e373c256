% ISO/IEC 13211-1 section 8.3: type testing
% var/1, atom/1, integer/1, float/1, atomic/1, compound/1, nonvar/1,
% number/1, callable/1, is_list/1, ground/1.

% 8.3.1 var/1
case(var(_), true).
case(var(foo), fail).
case((X = Y, var(X), Y = 1), true).
case((X = 1, var(X)), fail).
case(var(f(_)), fail).
case(var([]), fail).

% 8.3.2 atom/1
case(atom(atom), true).
case(atom('string'), true).
case(atom(a(b)), fail).
case(atom(_), fail).
case(atom([]), true).
case(atom('[]'), true).
case(atom({}), true).
case(atom(6), fail).
case(atom(3.3), fail).
case(atom(''), true).
case(atom(!), true).
case(atom(;), true).
case(atom([a]), fail).

% 8.3.3 integer/1
case(integer(3), true).
case(integer(-3), true).
case(integer(3.3), fail).
case(integer(_), fail).
case(integer(atom), fail).
case(integer(-0), true).
case(integer(3.0), fail).

% 8.3.4 float/1
case(float(3.3), true).
case(float(-3.3), true).
case(float(3), fail).
case(float(atom), fail).
case(float(_), fail).
case(float(1.0e10), true).

% 8.3.5 atomic/1
case(atomic(atom), true).
case(atomic(a(b)), fail).
case(atomic(_), fail).
case(atomic(6), true).
case(atomic(3.3), true).
case(atomic([]), true).
case(atomic([a]), fail).

% 8.3.6 compound/1
case(compound(33.3), fail).
case(compound(-33.3), fail).
case(compound(-a), true).
case(compound(_), fail).
case(compound(a), fail).
case(compound(a(b)), true).
case(compound([a]), true).
case(compound([]), fail).
case(compound('[]'), fail).
case(compound({a}), true).
case(compound({}), fail).
% `- 1` is -(1), as in SWI-Prolog (see iso_7_syntax.pl).
case(compound(- 1), true).
case(compound(-(1)), true).

% 8.3.7 nonvar/1
case(nonvar(33.3), true).
case(nonvar(foo), true).
case(nonvar(_), fail).
case((X = foo, nonvar(X)), true).
case(nonvar(a(b)), true).
case(nonvar(f(_)), true).

% 8.3.8 number/1
case(number(3), true).
case(number(3.3), true).
case(number(-3), true).
case(number(a), fail).
case(number(_), fail).
case(number(1 + 2), fail).

% callable/1
case(callable(a), true).
case(callable(3), fail).
case(callable(_), fail).
case(callable((fail, 1)), true).
case(callable(foo(_)), true).
case(callable([a]), true).
case(callable(3.0), fail).

% is_list/1
case(is_list([]), true).
case(is_list([a, b, c]), true).
case(is_list([a|_]), fail).
case(is_list(_), fail).
case(is_list([a|b]), fail).
case(is_list(a), fail).
case(is_list([_, _]), true).

% ground/1
case(ground(3), true).
case(ground(a(1, b)), true).
case(ground(a(1, _)), fail).
case(ground(_), fail).
case(ground([a, [b, [c]]]), true).
case(ground([a, [b, [_]]]), fail).
case((X = f(Y), Y = 1, ground(X)), true).
