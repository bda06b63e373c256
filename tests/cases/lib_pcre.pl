% library(pcre): regular expressions as SWI-Prolog's library(pcre).
:- use_module(library(pcre)).
case(re_match("^b"/i, "Banana"), true).
case(re_match("^b", "Banana"), fail).
case(re_match("b", 'Banana', [caseless(true)]), true).
case(re_match("a.c", "a\nc"), fail).
case(re_match("a.c"/s, "a\nc"), true).
case(re_match("^c"/m, "ab\ncd"), true).
case(re_match("a b c"/x, "abc"), true).
case(re_matchsub("(\\d+)-(?<name>\\w+)", "ab 12-xy z", S, []), checks([S == re_match{0:"12-xy", 1:"12", name:"xy"}])).
case(re_matchsub("x", "abc", _, []), fail).
case(re_matchsub("(a)|(b)", "b", S, []), checks([S == re_match{0:"b", 1:"", 2:"b"}])).
case(re_matchsub("a"/i, atom_A, S, []), checks([S == re_match{0:"a"}])).
case(re_matchsub("(?<y>\\d{4})-(?<m>\\d\\d)", "on 2024-05", S, [capture_type(atom)]), checks([S == re_match{0:'2024-05', m:'05', y:'2024'}])).
case(re_matchsub("(\\d+)", "a12", S, [capture_type(integer)]), checks([S == re_match{0:12, 1:12}])).
case(re_matchsub("(?<n_I>\\d+) (?<w_A>\\w+)", "7 up", S, []), checks([S == re_match{0:"7 up", n:7, w:up}])).
case(re_matchsub("b(.)", "abcbd", S, [start(2)]), checks([S == re_match{0:"bd", 1:"d"}])).
case(re_matchsub("(\\w)\\1", "abccd", S, []), checks([S == re_match{0:"cc", 1:"c"}])).
case(re_matchsub("a.*?b", "a1b2b", S, []), checks([S == re_match{0:"a1b"}])).
case(re_split("/", "/home//jan///nice/path", L), checks([L == ["", "/", "home", "/", "", "/", "jan", "/", "", "/", "", "/", "nice", "/", "path"]])).
case(re_split("/+", "/home//jan///nice/path", L), checks([L == ["", "/", "home", "//", "jan", "///", "nice", "/", "path"]])).
case(re_split(",", "abc", L), checks([L == ["abc"]])).
case(re_replace("a"/g, "[\\0]", "banana", R), checks([R == "b[a]n[a]n[a]"])).
case(re_replace("(a)(n)", "$2$1", "banana", R), checks([R == "bnaana"])).
case(re_replace("(a)(n)"/g, "$2$1", "banana", R), checks([R == "bnanaa"])).
case(re_replace("\\s+"/g, " ", "a   b \t c", R), checks([R == "a b c"])).
case(re_replace("(?<d>\\d)", "<${d}>", "a1b", R), checks([R == "a<1>b"])).
case(re_replace("z", "y", "abc", R), checks([R == "abc"])).
case(re_foldl([_, V0, V]>>(V is V0 + 1), "a", "banana", 0, C, []), checks([C == 3])).
case(re_foldl([M, L0, [W|L0]]>>get_dict(0, M, W), "\\d+", "1 22 333", [], L, []), checks([L == ["333", "22", "1"]])).
case(re_match("(", "a"), error(syntax_error('missing closing parenthesis'))).
case(re_match(_, "a"), error(instantiation_error)).
case(re_match("a"/q, "a"), error(existence_error(re_flag, q))).
case(re_split("\\s"/g, "a b", _), error(existence_error(re_flag, g))).
% re_compile/3: a compiled pattern where a pattern goes, its options kept
% (swipl 9.0.4 answers the same).
case((re_compile("(\\d{2,})\\1", Re, []), re_match(Re, "a1212b")), true).
case((re_compile("(\\d{2,})\\1", Re, []), re_match(Re, "a1213b")), fail).
case((re_compile("a+", Re, [caseless(true)]), re_matchsub(Re, "bAAr", S, [])), checks([S == re_match{0:"AA"}])).
case(re_compile("a+"/i, _, []), error(type_error(text, "a+"/i))).
case((re_compile("b", Re, [caseless(true)]), re_match(Re, "aBc")), true).
case((re_compile("(\\d+)", Re, [capture_type(integer)]), re_matchsub(Re, "x42", S, [])), checks([S == re_match{0:42, 1:42}])).
case(re_compile(_, _, []), error(instantiation_error)).
