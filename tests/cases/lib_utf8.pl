% library(utf8): utf8_codes//1 between character codes and UTF-8 bytes,
% both ways, autoloaded as in SWI-Prolog.
case(phrase(utf8_codes([0'a]), B), checks([B == [0'a]])).
case(phrase(utf8_codes([0xE9, 0x20AC, 0x10FFFF]), B), checks([B == [0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF4, 0x8F, 0xBF, 0xBF]])).
case(phrase(utf8_codes(Cs), [0xC3, 0xA9, 0x61]), checks([Cs == [0xE9, 0x61]])).
case((phrase(utf8_codes([C|T]), [0xE0, 0xA0, 0x80], T)), checks([C == 0x800, T == []])).
case((phrase(utf8_codes([0x80]), B, Hole), var(Hole)), checks([B = [0xC2, 0x80|Hole]])).
case(phrase(utf8_codes(Cs), [0x80], R), checks([Cs == [], R == [0x80]])).
