% library(optparse): command-line options read by a specification, as in
% SWI-Prolog 9 (the answers below are swipl's).
:- use_module(library(optparse)).

spec([ [opt(mode), type(atom), default('SCAN'), shortflags([m]), longflags([mode]),
        help(['data gathering mode, one of', '  SCAN: do this', '  READ: do that'])],
       [opt(cache), type(boolean), default(true), shortflags([r]), longflags(['rebuild-cache']),
        help('rebuild cache in each iteration')],
       [opt(threshold), type(float), default(0.1), shortflags([t, h]), longflags(['heisenberg-threshold']),
        help('heisenberg threshold')],
       [opt(depth), meta('K'), type(integer), default(3), shortflags([i, d]), longflags([depths, iters]),
        help('stop after K iterations')],
       [opt(distances), default([1, 2, 3, 5]), longflags([distances]), help('initial prolog term')],
       [opt(outfile), meta('FILE'), type(atom), shortflags([o]), longflags(['output-file']),
        help('write output to FILE')],
       [opt(path), default('/some/file/path/')]
     ]).

parse(Args, Opts, Pos) :- spec(S), opt_parse(S, Args, Opts, Pos).
parse(Args, Opts, Pos, PO) :- spec(S), opt_parse(S, Args, Opts, Pos, PO).

% Defaults in the specification's order when nothing is given; a fresh
% variable where there is no default.
case(parse([], O, P), checks([O = [mode('SCAN'), cache(true), threshold(0.1), depth(3), distances([1,2,3,5]), outfile(F), path('/some/file/path/')], var(F), P == []])).
% The defaults not overridden first, then what was given, in its order; of
% an option given twice the last one counts, in its place.
case(parse(['-d5', '--heisenberg-threshold', '0.14', '--distances=[1,1,2,3,5,8]', '--iters', '7', '-ooutput.txt', '--rebuild-cache', 'true', 'input.txt'], O, P),
     checks([O == [mode('SCAN'), path('/some/file/path/'), threshold(0.14), distances([1,1,2,3,5,8]), depth(7), outfile('output.txt'), cache(true)], P == ['input.txt']])).
% Booleans: the next argument is theirs only when it is true or false.
case(parse(['--no-rebuild-cache'], O, _), checks([last(O, cache(false))])).
case(parse(['-r', foo], O, P), checks([last(O, cache(true)), P == [foo]])).
case(parse(['-r', false], O, P), checks([last(O, cache(false)), P == []])).
case(parse(['--rebuild-cache=false', x], O, P), checks([last(O, cache(false)), P == [x]])).
case(parse(['--rebuild-cache=yes'], _, _), error(type_error(flag_value, boolean))).
case(parse(['-rx'], _, _), error(type_error(flag_value, boolean))).
% Short and long flags are one name space.
case(parse(['--d=4'], O, _), checks([last(O, depth(4))])).
case(parse(['--i', '4'], O, _), checks([last(O, depth(4))])).
case(parse(['-d=4'], _, _), error(syntax_error('disallowed: <shortflag>=<value>'))).
case(parse(['-x'], _, _), error(existence_error(commandline_option, x))).
case(parse(['--bogus'], _, _), error(existence_error(commandline_option, bogus))).
case(parse(['--no-mode'], _, _), error(existence_error(commandline_option, 'no-mode'))).
% Numbers, a lone dash and -- are positional arguments.
case(parse(['-3', '-', a, '--'], _, P), checks([P == ['-3', '-', a, '--']])).
case(parse(['--', '-d', '6'], O, P), checks([last(O, depth(6)), P == ['--']])).
% Values by type.
case(parse(['-d', '0x10'], O, _), checks([last(O, depth(16))])).
case(parse(['-d', '-3'], O, _), checks([last(O, depth(-3))])).
case(parse(['-d', abc], _, _), error(syntax_error(illegal_number))).
case(parse(['-d'], _, _), error(syntax_error(illegal_number))).
case(parse(['-d', '1.0'], _, _), error(type_error(flag_value, integer))).
case(parse(['-t', '3'], _, _), error(type_error(flag_value, float))).
case(parse(['-t', '3.5e2'], O, _), checks([last(O, threshold(350.0))])).
case(parse(['-m', 'X Y'], O, _), checks([last(O, mode('X Y'))])).
case(parse(['--mode='], O, _), checks([last(O, mode(''))])).
case(parse(['--distances', 'f(X, Y, X)'], O, _), checks([last(O, distances(T)), T = f(A, B, C), var(A), A \== B, A == C])).
% Parse options.
case(parse(['-d5', '-d6'], O, _, [duplicated_flags(keepfirst)]), checks([last(O, depth(5))])).
case(parse(['-d5', '-r', '-d6'], O, _, [duplicated_flags(keepfirst)]), checks([append(_, [depth(5), cache(true)], O)])).
case(parse(['-d5', '-d6'], O, _, [duplicated_flags(keepall)]), checks([append(_, [depth(5), depth(6)], O)])).
case(parse(['-d5'], O, _, [output_functor(cfg)]), checks([O = [cfg(mode, 'SCAN')|_], last(O, cfg(depth, 5))])).
case(opt_parse([[opt(a)]], [], _, _, [allow_empty_flag_spec(false)]), error(domain_error(unique_atom, _))).
% Arguments and specifications are checked.
case(parse(x, _, _), error(type_error(list(atom), x))).
case(parse([foo(a)], _, _), error(type_error(atom, foo(a)))).
case(opt_parse([[type(atom)]], [], _, _), error(domain_error(unique_atom, [type(atom)]))).
case(opt_parse([[opt(a), type(foo)]], [], _, _), error(existence_error(type, foo))).
case(opt_parse([[opt(a), bogus(1)]], [], _, _), error(domain_error(opt_spec, bogus))).
case(opt_parse([[opt(a), shortflags([ab])]], [], _, _), error(domain_error(short_flag, ab))).
case(opt_parse([[opt(a), shortflags([a])], [opt(b), shortflags([a])]], [], _, _), error(domain_error(unique_atom, a))).
case(opt_parse([[opt(a), type(integer), default(x), shortflags([a])]], [], _, _), error(type_error(integer, x))).
case(opt_parse([[opt(a), opt(b)]], [], _, _), error(domain_error(unique_functor, _))).
case(opt_parse([[opt(a), default(_)]], [], _, _), error(instantiation_error)).
case(opt_parse([[opt(a), type(integer), default('_'), shortflags([a])]], [], O, _), checks([O = [a(V)], var(V)])).

% The help text: four columns, options without flags left out.
case((spec(S), opt_help(S, H), write(H)), output('--mode                  -m     atom=SCAN       data gathering mode, one of\n                                                   SCAN: do this\n                                                   READ: do that\n--rebuild-cache         -r     boolean=true    rebuild cache in each iteration\n--heisenberg-threshold  -t,-h  float=0.1       heisenberg threshold\n--depths, --iters       -i,-d  K:integer=3     stop after K iterations\n--distances                    term=[1,2,3,5]  initial prolog term\n--output-file           -o     FILE:atom=_     write output to FILE\n')).
% Long flags wrap at the longest flag's width; no short flags leaves their
% column two wide.
case((opt_help([[opt(a), longflags([abcd, ef, gh]), help(x)], [opt(b), longflags([abcdef]), help(y)]], H), write(H)),
     output('--abcd,\n--ef,\n--gh        term=_  x\n--abcdef    term=_  y\n')).
case((opt_help([[opt(a), shortflags([a]), help(x)], [opt(b), shortflags([b, c, d]), help(y)]], H), write(H)),
     output('  -a        term=_  x\n  -b,-c,-d  term=_  y\n')).
% Help text is wrapped at spaces, to the line's width but at least 40.
case((opt_help([[opt(a), shortflags([a]), type(integer), default(3), help('word word word word word word word word word word word word abc  word word word word word word word word word word word abcd wordy')]], H), write(H)),
     output('  -a  integer=3  word word word word word word word word word word word word\n                   abc  word word word word word word word word word word word\n                   abcd wordy\n')).
case((opt_help([[opt(a), shortflags([a]), longflags(['another-very-long-flag-name']), type(boolean), default(false), help('aaaaaaaaa aaaaaaaaa aaaaaaaaa aaaaaaa b cc')]], H), write(H)),
     output('--another-very-long-flag-name  -a  boolean=false  aaaaaaaaa aaaaaaaaa aaaaaaaaa aaaaaaa b\n                                                    cc\n')).
case((opt_help([[opt(a), shortflags([a]), help([])], [opt(c), shortflags([c])]], H), write(H)), output('  -a  term=_  \n  -c  term=_  \n')).
case(opt_help([], H), checks([H == ''])).
