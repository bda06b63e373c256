% format/1,2,3 as in SWI-Prolog: directives, numbers, column stops with
% fill points, output sinks and error terms.  Format texts are quoted
% atoms or code/char lists so that the double_quotes flag does not matter.

:- set_prolog_flag(double_quotes, codes).

% plain text and term output
case(format(hello), output(hello)).
case(format('~w', [foo]), output(foo)).
case(format('~w', foo), output(foo)).
case(format('~w', [a|b]), output('[a|b]')).
case(format('~w', [[a]]), output('[a]')).
case(format('~w and ~w', [a, b]), output('a and b')).
case(format('~w and ~q', ['A', 'A']), output('A and \'A\'')).
case(format('~q', ['A b']), output('\'A b\'')).
case(format('~q', [[a, 'B']]), output('[a,\'B\']')).
case(format('~p', [f('X', y)]), output('f(\'X\',y)')).
case(format('~w', ['$VAR'(1)]), output('B')).
case(format('~k', ['A'+b]), output('+(\'A\',b)')).
case(format('~W', [f('A'), [quoted(true)]]), output('f(\'A\')')).
case(format('~a', [abc]), output(abc)).
case(format('~a', [42]), output('42')).
case(format('~a', [-3]), output('-3')).
case(format('~a', [1.5]), output('1.5')).
case(format('~~', []), output('~')).
case(format('~5w', [a]), output(a)).
case(format([0'~, 0'w, 0'!], [x]), output('x!')).
case(format(['~', w], [x]), output(x)).

% integers
case(format('~d', [42]), output('42')).
case(format('~d', [-42]), output('-42')).
case(format('~d', [1+2]), output('3')).
case(format('~2d', [1234]), output('12.34')).
case(format('~2d', [5]), output('0.05')).
case(format('~2d', [-5]), output('-0.05')).
case(format('~0d', [5]), output('5')).
case(format('~10d', [5]), output('0.0000000005')).
case(format('~*d', [2, 1234]), output('12.34')).
case(format('~D', [1234567]), output('1,234,567')).
case(format('~D', [123]), output('123')).
case(format('~D', [1234]), output('1,234')).
case(format('~D', [-1234567]), output('-1,234,567')).
case(format('~2D', [1234567]), output('12,345.67')).
case(format('~1D', [-1234567]), output('-123,456.7')).
case(format('~:d', [1234567]), output('1234567')).
case(format('~:D', [1234567]), output('1,234,567')).
case(format('~d', [12345678901234567890123]), output('12345678901234567890123')).
case(format('~D', [12345678901234567890123]), output('12,345,678,901,234,567,890,123')).
case(format('~2d', [-12345678901234567890123]), output('-123456789012345678901.23')).
case(format('~I', [1000000]), output('1_000_000')).
case(format('~I', [-1000]), output('-1_000')).
case(format('~2I', [1000000]), output('1_00_00_00')).

% radix
case(format('~8r', [64]), output('100')).
case(format('~16r', [255]), output(ff)).
case(format('~16R', [255]), output('FF')).
case(format('~2r', [10]), output('1010')).
case(format('~36r', [-12345]), output('-9ix')).
case(format('~16r', [-255]), output('-ff')).
case(format('~r', [8]), output('10')).
case(format('~16R', [123456789012345678901234567890]), output('18EE90FF6C373E0EE4E3F0AD2')).

% floats
case(format('~e', [1.0]), output('1.000000e+00')).
case(format('~e', [1]), output('1.000000e+00')).
case(format('~3e', [12345.678]), output('1.235e+04')).
case(format('~e', [1.0e-100]), output('1.000000e-100')).
case(format('~e', [-1.5e-7]), output('-1.500000e-07')).
case(format('~2e', [0.0]), output('0.00e+00')).
case(format('~0e', [2.5]), output('2e+00')).
case(format('~1e', [9.96]), output('1.0e+01')).
case(format('~E', [1.5]), output('1.500000E+00')).
case(format('~f', [1]), output('1.000000')).
case(format('~4f', [3.14159]), output('3.1416')).
case(format('~0f', [2.5]), output('2')).
case(format('~0f', [3.5]), output('4')).
case(format('~1f', [0.25]), output('0.2')).
case(format('~3f', [-0.0005]), output('-0.001')).
case(format('~20f', [0.1]), output('0.10000000000000000555')).
case(format('~f', [1.0e20]), output('100000000000000000000.000000')).
case(format('~2f', [2.0/4]), output('0.50')).
case(format('~2f', [12345678901234567890]), output('12345678901234567890.00')).
case(format('~0f', [-123456789012345678901234567890]), output('-123456789012345678901234567890')).
case(format('~g', [0.1]), output('0.1')).
case(format('~g', [100000000.0]), output('1e+08')).
case(format('~g', [123456.0]), output('123456')).
case(format('~g', [1234567.0]), output('1.23457e+06')).
case(format('~g', [0.0001]), output('0.0001')).
case(format('~g', [0.00001]), output('1e-05')).
case(format('~3g', [99999.0]), output('1e+05')).
case(format('~g', [1]), output('1')).
case(format('~G', [1.0e20]), output('1E+20')).

% characters, strings, skipping, newlines
case(format('~c', [65]), output('A')).
case(format('~3c', [0'x]), output(xxx)).
case(format('~*c', [3, 0'x]), output(xxx)).
case(format('~0c', [65]), output('')).
case(format('~*c~w', [2, 0'a, x]), output(aax)).
case(format('~s', [[104, 105]]), output(hi)).
case(format('~s', ["hi"]), output(hi)).
case(format('~s', [[h, i]]), output(hi)).
case(format('~s', [hi]), output(hi)).
case(format('~s~s', [[], [0'a]]), output(a)).
case(format('~i~w', [a, b]), output(b)).
case(format('~a~n', [x]), output('x\n')).
case(format('~3n', []), output('\n\n\n')).
case(format('~0n', []), output('')).
case(format('a~Nb~2Nc', []), output('a\nb\n\nc')).
case(format('~N~w', [x]), output(x)).
case((write(abc), format('~N~w', [x])), output('abc\nx')).

% column stops and fill
case(format('~a~t~10|~a', [ab, cd]), output('ab        cd')).
case(format('~w~10|~w', [abc, def]), output('abc       def')).
case(format('~t~w~10|', [abc]), output('       abc')).
case(format('~t~w~t~11|', [abc]), output('    abc    ')).
case(format('~t~w~t~10|', [abc]), output('   abc    ')).
case(format('~`-t~30|'), output('------------------------------')).
case(format('~a~t~`.t~20|~a', [abc, def]), output('abc        .........def')).
case(format('~t~d~6|', [123]), output('   123')).
case(format('~t~2f~10|', [3.14159]), output('      3.14')).
case(format('~w~t~5+~w~t~5+~w', [a, b, c]), output('a    b    c')).
case(format('~w~10+~w', [abc, def]), output('abc       def')).
case(format('~t~w~10+~w', [abc, def]), output('       abcdef')).
case(format('~w~3|~w', [abcdef, x]), output(abcdefx)).
case(format('~t~w~3+~w', [abcdef, x]), output(abcdefx)).
case(format('~w~5+~w~5+', [abcdefgh, x]), output('abcdefghx    ')).
case(format('~+~w', [a]), output('        a')).
case(format('~w~+~w~+~w', [a, b, c]), output('a       b       c')).
case(format('~t~w~+~t~w~+', [a, b]), output('       a       b')).
case(format('~ta~tb~tc~t~10|', []), output('  a b  c  ')).
case(format('~t~t~w~10|', [a]), output('         a')).
case(format('~t~t~t~t~t~9|x', []), output('        x')).
case(format('~t~t~t~t~t~t~11|x', []), output('         x')).
case(format('~`*t~w~`-t~20|', [mid]), output('********mid---------')).
case(format('~`*t~t~20|', []), output('**********          ')).
case(format('~42t~5|', []), output('*****')).
case(format('~`xt~*|', [4]), output(xxxx)).
case(format('~*t~5|', [0'-]), output('-----')).
case(format('~t~w~t~w~20|~w', [a, b, c]), output('         a         bc')).
case(format('~w~30|~w~5+~w', [a, b, c]), output('a                             b    c')).
case(format('~8|~w~t~8+~w', [a, b]), output('        a       b')).
case(format('~8|abc', []), output('        abc')).
case(format('abc~8|', []), output('abc     ')).
case(format('abc~t', []), output(abc)).
case(format('~t~w~t', [abc]), output(abc)).
case(format('ab~ncd~t~5|x', []), output('ab\ncd   x')).
case(format('ab~ncd~5+e', []), output('ab\ncd   e')).
case(format('~t~w~5|~n~t~w~5|', [a, b]), output('    a\n    b')).
case(format('\t~w~10|x', [a]), output('\ta  x')).
case((write(abc), format('~t~w~10|~w', [x, y])), output('abc      xy')).
case((write(abc), format('~a~t~20|~a', [x, y])), output('abcx                y')).
case((write(abc), format('~w~5+~w', [x, y])), output('abcx y')).
case((write(abc), format('~+~w', [x])), output('abc     x')).

% goals
case(format('~@', [write(hi)]), output(hi)).
case(format('~t~@~10|', [write(hi)]), output('        hi')).
case(format('~@', [fail]), fail).
case(format('~@', [throw(oops)]), ball(oops)).

% sinks
case(format(atom(A), '~w-~w', [1, 2]), checks([A == '1-2'])).
case(format(atom(b), 'ab', []), fail).
case(format(codes(C), 'ab', []), checks([C == [0'a, 0'b]])).
case(format(codes(C, T), 'ab', []), checks([C == [0'a, 0'b|T], var(T)])).
case(format(chars(C), 'ab', []), checks([C == [a, b]])).
case(format(chars(C, T), 'ab', []), checks([C == [a, b|T], var(T)])).
case(format(string(S), 'ab', []), checks([string(S), atom_length(S, 2)])).
case(format(atom(A), '~t~w~5|', [x]), checks([A == '    x'])).
case(with_output_to(atom(_), (write(abc), format(atom(A), '~t~w~5|', [x]))),
     checks([A == '    x'])).
case(format(atom(A), '~a~n~t~w~5|', [xx, y]), checks([A == 'xx\n    y'])).
case(catch(format(atom(A), 'abc~w', []), _, true), checks([var(A)])).
case(format(user_error, '', []), true).

% errors
case(with_output_to(atom(_), format('~w ~w', [a])), error(format('not enough arguments'))).
case(format('~w', []), error(format('not enough arguments'))).
case(with_output_to(atom(_), format('~w ~w', a)), error(format('not enough arguments'))).
case(with_output_to(atom(_), format('~w', [a, b])), error(format('too many arguments'))).
case(with_output_to(atom(_), format('~c', [0'a, 0'b])), error(format('too many arguments'))).
case(format('~W', [f(x)]), error(format('not enough arguments'))).
case(format('~*c', []), error(format('not enough arguments'))).
case(format('~*c', [a, 0'x]), error(format('no or negative integer for `*\' argument'))).
case(format('~*c', [-1, 0'x]), error(format('no or negative integer for `*\' argument'))).
case(format(atom(_), '~w ~w', [x]), error(format('not enough arguments'))).
case(format('~d', [a]), error(type_error(evaluable, a/0))).
case(format('~d', [_]), error(instantiation_error)).
case(format('~d', [1.0]), error(format_argument_type(d, 1.0))).
case(format('~2d', [1.5+1]), error(format_argument_type(d, 1.5+1))).
case(format('~8r', [1.5]), error(format_argument_type(r, 1.5))).
case(format('~e', [a]), error(type_error(evaluable, a/0))).
case(format('~e', [_]), error(instantiation_error)).
case(format('~a', [f(x)]), error(format_argument_type(a, f(x)))).
case(format('~a', [_]), error(format_argument_type(a, _))).
case(format('~c', [a]), error(format_argument_type(c, a))).
case(format('~c', [-1]), error(format_argument_type(c, -1))).
case(format('~c', [1.0]), error(format_argument_type(c, 1.0))).
case(format('~s', [f(x)]), error(format_argument_type(s, f(x)))).
case(format('~s', [[104, i]]), error(format_argument_type(s, [104, i]))).
case(format('~37r', [5]), error(domain_error(radix, 37))).
case(format('~1r', [5]), error(domain_error(radix, 1))).
case(format('~z', [a]), error(existence_error(format_character, z))).
case(format('~3', []), error(existence_error(format_character, '3'))).
case(catch(format('~', []), error(existence_error(format_character, C), _), true),
     checks([char_code(C, 0)])).
case(format(_, []), error(instantiation_error)).
case(format(f(x), []), error(type_error(text, f(x)))).
case(format(123, []), error(type_error(text, 123))).
case(format([a, 0'~, w], [x]), error(type_error(text, [a, 0'~, w]))).
case(format(foo, x, []), error(existence_error(stream, foo))).
case(format(f(x), x, []), error(type_error(output, f(x)))).
case(format(_, x, []), error(instantiation_error)).
case(format(atom(_), f(x), []), error(type_error(text, f(x)))).
