/*  hornbook library(date): the parts of a date term, weekdays and days of
    the year, and ISO 8601 and RFC 1123 time text, as SWI-Prolog's
    library(date). Dates are date(Y, M, D, H, Mn, S, Off, TZ, DST) terms
    (stamp_date_time/3 makes them); the calendar arithmetic is done by
    format_time/3 and date_time_stamp/2 (src/builtins/time.rs).
*/
:- module(date,
        [ date_time_value/3, day_of_the_week/2, day_of_the_year/2,
          parse_time/2, parse_time/3
        ]).

%!  date_time_value(?Key, +DateTime, ?Value) is nondet
%
%   Value is the part Key of a date/9 term: year, month, day, hour,
%   minute, second, utc_offset, time_zone and daylight_saving (these two
%   only when not `-`), date (date(Y, M, D)) or time (time(H, Mn, S)).
%
%   ?- date_time_value(date, date(2024, 3, 9, 14, 5, 0.0, 0, -, -), V).
%   V = date(2024, 3, 9).
date_time_value(year, date(Y, _, _, _, _, _, _, _, _), Y).
date_time_value(month, date(_, M, _, _, _, _, _, _, _), M).
date_time_value(day, date(_, _, D, _, _, _, _, _, _), D).
date_time_value(hour, date(_, _, _, H, _, _, _, _, _), H).
date_time_value(minute, date(_, _, _, _, Mn, _, _, _, _), Mn).
date_time_value(second, date(_, _, _, _, _, S, _, _, _), S).
date_time_value(utc_offset, date(_, _, _, _, _, _, Off, _, _), Off).
date_time_value(time_zone, date(_, _, _, _, _, _, _, TZ, _), TZ) :- TZ \== (-).
date_time_value(daylight_saving, date(_, _, _, _, _, _, _, _, DST), DST) :- DST \== (-).
date_time_value(date, date(Y, M, D, _, _, _, _, _, _), date(Y, M, D)).
date_time_value(time, date(_, _, _, H, Mn, S, _, _, _), time(H, Mn, S)).

%!  day_of_the_week(+Date, -DayOfTheWeek) is det
%
%   DayOfTheWeek is the ISO number of the weekday of date(Y, M, D): 1 for
%   Monday to 7 for Sunday.
%
%   ?- day_of_the_week(date(2024, 3, 9), D).
%   D = 6.
day_of_the_week(date(Y, M, D), DayOfTheWeek) :-
    format_time(atom(A), '%u', date(Y, M, D, 0, 0, 0, 0, -, -)),
    atom_number(A, DayOfTheWeek).

%!  day_of_the_year(+Date, -DayOfTheYear) is det
%
%   DayOfTheYear is the number of date(Y, M, D) in its year, 1 for
%   January 1st.
%
%   ?- day_of_the_year(date(2024, 3, 9), D).
%   D = 69.
day_of_the_year(date(Y, M, D), DayOfTheYear) :-
    format_time(atom(A), '%j', date(Y, M, D, 0, 0, 0, 0, -, -)),
    atom_number(A, DayOfTheYear).

%!  parse_time(+Text, -Stamp) is semidet
%
%   Stamp is the time stamp of Text in one of the formats of parse_time/3.
%
%   ?- parse_time('2024-03-09T14:05:00Z', S).
%   S = 1709993100.0.
parse_time(Text, Stamp) :-
    parse_time(Text, _, Stamp).

%!  parse_time(+Text, ?Format, -Stamp) is semidet
%
%   Stamp is the time stamp of Text, which is in Format: iso_8601
%   (2024-03-09, 2024-03-09T14:05:00Z, 20240309T140500+01:00, 2024-W10-6,
%   2024-069, 2024-03 (day 0 of March, as in SWI-Prolog); a time without a
%   zone is UTC) or rfc_1123
%   (Sat, 09 Mar 2024 14:05:00 GMT). Fails on other text.
%
%   ?- parse_time('Sat, 09 Mar 2024 14:05:00 GMT', F, S).
%   F = rfc_1123, S = 1709993100.0.
parse_time(Text, Format, Stamp) :-
    text_to_string(Text, String),
    string_codes(String, Codes),
    phrase('$time'(Format, Y, M, D, H, Mn, S, Off), Codes),
    !,
    date_time_stamp(date(Y, M, D, H, Mn, S, Off, -, -), Stamp).

% '$time'(?Format, -Y, -M, -D, -H, -Mn, -S, -Off): Off is the zone's
% offset in seconds west of Greenwich.
'$time'(iso_8601, Y, M, D, H, Mn, S, Off) -->
    "-",
    !,
    '$iso_date'(Y0, M, D, H, Mn, S, Off),
    { Y is -Y0 }.
'$time'(iso_8601, Y, M, D, H, Mn, S, Off) -->
    '$iso_date'(Y, M, D, H, Mn, S, Off).
'$time'(rfc_1123, Y, M, D, H, Mn, S, Off) -->
    '$day_name', ", ", '$spaces',
    '$digits'(2, D), '$spaces',
    '$month_name'(M), '$spaces',
    '$digits'(4, Y), '$spaces',
    '$digits'(2, H), ":", '$digits'(2, Mn), ":", '$seconds'(S), '$spaces',
    '$zone'(Off).

% The date: calendar (extended or basic), ordinal or week date, or a
% year and month; then a time after T or a space.
'$iso_date'(Y, M, D, H, Mn, S, Off) -->
    '$digits'(4, Y),
    '$iso_day'(Y, M, D, Time),
    (   { Time == yes },
        ( "T" ; " " )
    ->  '$iso_time'(H, Mn, S, Off)
    ;   { H = 0, Mn = 0, S = 0, Off = 0 }
    ).

'$iso_day'(_, M, D, yes) -->
    "-", '$digits'(2, M), "-", '$digits'(2, D),
    !,
    { between(1, 12, M), between(1, 31, D) }.
% A year and month alone is day 0 of the month, the last day of the month
% before, as SWI-Prolog reads it ('2006-12' is 2006-11-30).
'$iso_day'(_, M, 0, no) -->
    "-", '$digits'(2, M),
    '$end',
    !,
    { between(1, 12, M) }.
'$iso_day'(Y, 1, D, yes) -->
    "-W", '$digits'(2, W), "-", '$digits'(1, WD),
    !,
    { '$week_day'(Y, W, WD, D) }.
'$iso_day'(_, 1, D, yes) -->
    "-", '$digits'(3, D),
    !,
    { between(1, 366, D) }.
'$iso_day'(Y, 1, D, yes) -->
    "W", '$digits'(2, W), '$digits'(1, WD),
    !,
    { '$week_day'(Y, W, WD, D) }.
'$iso_day'(Y, 1, D, no) -->
    "W", '$digits'(2, W),
    !,
    { '$week_day'(Y, W, 1, D) }.
'$iso_day'(_, M, D, yes) -->
    '$digits'(2, M), '$digits'(2, D),
    { between(1, 12, M), between(1, 31, D) }.

% The day of January (rolling over into later months) of day WD (1 is
% Monday) of ISO week W: week 1 holds the year's first Thursday.
'$week_day'(Y, W, WD, D) :-
    between(1, 53, W),
    between(1, 7, WD),
    day_of_the_week(date(Y, 1, 4), Jan4),
    D is (W - 1) * 7 + WD + 4 - Jan4.

% hh:mm:ss, hh:mm, hhmmss, hhmm or hh, then an optional zone.
'$iso_time'(H, Mn, S, Off) -->
    '$digits'(2, H),
    (   ":", '$digits'(2, Mn)
    ->  ( ":" -> '$seconds'(S) ; { S = 0 } )
    ;   '$digits'(2, Mn)
    ->  ( '$seconds'(S) -> [] ; { S = 0 } )
    ;   { Mn = 0, S = 0 }
    ),
    { between(0, 23, H), between(0, 59, Mn) },
    '$zone'(Off).

% Two digits of seconds (60 for a leap second), maybe with a fraction
% after a point or a comma.
'$seconds'(S) -->
    '$digits'(2, S0),
    { between(0, 60, S0) },
    (   ( "." ; "," ),
        '$digit_codes'(Fs),
        { Fs \== [] }
    ->  { number_codes(F, [0'0, 0'.|Fs]), S is S0 + F }
    ;   { S = S0 }
    ).

'$zone'(Off) -->
    ( "+" -> { Sign = -1 } ; "-" -> { Sign = 1 } ),
    !,
    '$digits'(2, H),
    ( ":" -> '$digits'(2, Mn) ; '$digits'(2, Mn) -> [] ; { Mn = 0 } ),
    { Off is Sign * (H * 3600 + Mn * 60) }.
'$zone'(0) --> "Z", !.
'$zone'(0) --> '$spaces', ( "UTC" ; "GMT" ), !.
'$zone'(0) --> [].

'$end'([], []).

'$spaces' --> " ", !, '$spaces'.
'$spaces' --> [].

% '$digits'(+N, -Value): exactly N decimal digits.
'$digits'(N, Value) -->
    '$n_digits'(N, 0, Value).

'$n_digits'(0, V, V) --> !.
'$n_digits'(N, V0, V) -->
    [C],
    { code_type(C, digit(W)) },
    { V1 is V0 * 10 + W, N1 is N - 1 },
    '$n_digits'(N1, V1, V).

'$digit_codes'([C|Cs]) -->
    [C],
    { code_type(C, digit) },
    !,
    '$digit_codes'(Cs).
'$digit_codes'([]) --> [].

'$day_name' --> "Mon".
'$day_name' --> "Tue".
'$day_name' --> "Wed".
'$day_name' --> "Thu".
'$day_name' --> "Fri".
'$day_name' --> "Sat".
'$day_name' --> "Sun".

'$month_name'(M) -->
    [C1, C2, C3],
    { atom_codes(Name, [C1, C2, C3]),
      nth1(M, ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], Name)
    }.
