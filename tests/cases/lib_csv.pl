% library(csv), as SWI-Prolog 9 reads and writes CSV text.
:- use_module(library(csv)).

rows(Text, Rows) :- rows(Text, Rows, []).
rows(Text, Rows, Options) :-
    string_codes(Text, Codes),
    phrase(csv(Rows, Options), Codes).

text(Rows, Text) :- text(Rows, Text, []).
text(Rows, Text, Options) :-
    phrase(csv(Rows, Options), Codes),
    string_codes(Text, Codes).

% A file of the test's own, removed afterwards.
with_file(Ext, File, Goal) :-
    tmp_file(csv, Base),
    file_name_extension(Base, Ext, File),
    setup_call_cleanup(true, Goal, catch(delete_file(File), _, true)).

case(rows("a,b\n1,2\n", R), checks([R == [row(a, b), row(1, 2)]])).
case(rows("a,b\n1,2", R), checks([R == [row(a, b), row(1, 2)]])).
case(rows("a,b\r\n1,2\r\n", R), checks([R == [row(a, b), row(1, 2)]])).
case(rows("a,b\r1,2\r", R), checks([R == [row(a, b), row(1, 2)]])).
case(rows("", R), checks([R == []])).
case(rows("\n", R), checks([R == [row('')]])).
case(rows(",\n", R), checks([R == [row('', '')]])).
case(rows("a,,b\n", R), checks([R == [row(a, '', b)]])).
case(rows("é,ü\n", R), checks([R == [row('é', 'ü')]])).
% Quoted fields: separators, line ends and doubled quotes inside.
case(rows("\"a,b\",\"c\"\"d\"\n", R), checks([R == [row('a,b', 'c"d')]])).
case(rows("\"x\ny\",z\n", R), checks([R == [row('x\ny', z)]])).
case(rows("\"ab\"c,d\n", _), fail).
case(rows("\"ab\n", _), fail).
% Numbers are converted, also quoted ones, not with spaces around them.
case(rows("1.5,-3,+4,0x10,1e3, 7,8 ,abc,\"12\"\n", R), checks([R == [row(1.5, -3, 4, 16, 1000.0, ' 7', '8 ', abc, 12)]])).
case(rows("1,2\n", R, [convert(false)]), checks([R == [row('1', '2')]])).
% Every row has the arity of the first, unless match_arity(false).
case(rows("a,b\n\n", _), error(domain_error(row_arity(2), 1))).
case(rows("a,b\n1\n", _), error(domain_error(row_arity(2), 1))).
case(rows("a,b\n1\n", R, [match_arity(false)]), checks([R == [row(a, b), row(1)]])).
case(rows("a,b\n", R, [arity(2)]), checks([R == [row(a, b)]])).
case(rows("a,b\n", _, [arity(3)]), error(domain_error(row_arity(3), 2))).
% Options.
case(rows("a;b\n", R, [separator(0';)]), checks([R == [row(a, b)]])).
case(rows("a\tb\n", R, [separator(0'\t)]), checks([R == [row(a, b)]])).
case(rows("  a  , b \n", R, [strip(true)]), checks([R == [row(a, b)]])).
case(rows("Ab,cD\n", R, [case(down)]), checks([R == [row(ab, cd)]])).
case(rows("Ab,12\n", R, [case(up)]), checks([R == [row('AB', 12)]])).
case(rows("a,b\n", R, [functor(r)]), checks([R == [r(a, b)]])).
case(rows("\"a,b\"\n", R, [ignore_quotes(true)]), checks([R == [row('"a', 'b"')]])).
case(rows("#c\n#d\n\na,b\n", R, [skip_header('#')]), checks([R == [row(a, b)]])).
case(rows("a,b", R, [foo(bar)]), checks([R == [row(a, b)]])).
case(rows("a", _, [separator(x)]), error(type_error(integer, x))).
case(rows("a", _, [strip(maybe)]), error(type_error(boolean, maybe))).
% Writing: CR LF, quotes where needed.
case(text([row(a, b)], T), checks([T == "a,b\r\n"])).
case(text([row('a,b', 'c"d', 'x\ny', 1, 2.5, -3, "str", [])], T), checks([T == "\"a,b\",\"c\"\"d\",\"x\ny\",1,2.5,-3,str,[]\r\n"])).
case(text([r(a), r('')], T), checks([T == "a\r\n\r\n"])).
case(text([row(a, b)], T, [separator(0';)]), checks([T == "a;b\r\n"])).
case(text([row('a;b', 'a,b')], T, [separator(0';)]), checks([T == "\"a;b\";a,b\r\n"])).
case(text([row(f(x))], _), error(type_error(number, f(x)))).
% Files and streams.
case(with_file(csv, F, (csv_write_file(F, [row(a, 'b c', 1), row("x,y", 2.5, '')]), csv_read_file(F, R))), checks([R == [row(a, 'b c', 1), row('x,y', 2.5, '')]])).
case(with_file(csv, F, (csv_write_file(F, [row(a, 1)]), read_file_to_string(F, S, []))), checks([S == "a,1\r\n"])).
case(with_file(tsv, F, (csv_write_file(F, [row(a, 'b,c')]), read_file_to_string(F, S, []), csv_read_file(F, R))), checks([S == "a\tb,c\r\n", R == [row(a, 'b,c')]])).
case(with_file(csv, F, (csv_write_file(F, [row(a, b), row(c, d)]), csv_read_file(F, R, [functor(t)]))), checks([R == [t(a, b), t(c, d)]])).
case(with_file(csv, F, (csv_write_file(F, [row(a), row('b\nc'), row(d)]), findall(L-R, csv_read_file_row(F, R, [line(L)]), Rs))), checks([Rs == [1-row(a), 2-row('b\nc'), 3-row(d)]])).
case(with_file(csv, F, (csv_write_file(F, [row(1), row(2), row(3)]), csv_read_file_row(F, R, []), !)), checks([R == row(1)])).
% Rows of different lengths: csv_read_file_row/3 checks no arity unless asked.
case(with_file(csv, F, (csv_write_file(F, [row(a, b), row(c), row(d, e)]), findall(R, csv_read_file_row(F, R, []), Rs))), checks([Rs == [row(a, b), row(c), row(d, e)]])).
case(with_file(csv, F, (csv_write_file(F, [row(a, b), row(c)]), findall(R, csv_read_file_row(F, R, [arity(2)]), _))), error(domain_error(row_arity(2), 1))).
case((open_string("a,b\n\"c\nd\",e\n", S), csv_read_stream(S, R, [])), checks([R == [row(a, b), row('c\nd', e)]])).
case((open_string("a,b\n\"c\nd\",e\n", S), csv_options(O, []), csv_read_row(S, R1, O), csv_read_row(S, R2, O), csv_read_row(S, R3, O)), checks([R1 == row(a, b), R2 == row('c\nd', e), R3 == end_of_file])).
case((csv_options(O, [separator(0';), functor(r)]), open_string("a;1\n", S), csv_read_row(S, R, O)), checks([R == r(a, 1)])).
case(with_output_to(string(S), (current_output(Out), csv_write_stream(Out, [row(a, 'say "hi"'), row(1, 2)], []))), checks([S == "a,\"say \"\"hi\"\"\"\r\n1,2\r\n"])).
case(csv_write_file(_, foo), error(type_error(list, foo))).
