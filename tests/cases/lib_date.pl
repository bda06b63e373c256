% Time stamps and dates: stamp_date_time/3, date_time_stamp/2,
% format_time/3,4 (builtins) and library(date), as SWI-Prolog 9 answers.
% Every case names its time zone (UTC or an offset), so that none depends
% on the zone of the machine that runs it.
:- use_module(library(date)).

case(stamp_date_time(0, D, 'UTC'), checks([D == date(1970, 1, 1, 0, 0, 0.0, 0, 'UTC', -)])).
case(stamp_date_time(1700000000.5, D, 'UTC'), checks([D == date(2023, 11, 14, 22, 13, 20.5, 0, 'UTC', -)])).
case(stamp_date_time(1700000000, D, 0), checks([D == date(2023, 11, 14, 22, 13, 20.0, 0, -, -)])).
case(stamp_date_time(1700000000, D, 3600), checks([D == date(2023, 11, 14, 21, 13, 20.0, 3600, -, -)])).
case(stamp_date_time(1700000000, D, -7200), checks([D == date(2023, 11, 15, 0, 13, 20.0, -7200, -, -)])).
case(stamp_date_time(-86400.25, D, 'UTC'), checks([D == date(1969, 12, 30, 23, 59, 59.75, 0, 'UTC', -)])).
case(stamp_date_time(951782400, D, 'UTC'), checks([D = date(2000, 2, 29, 0, 0, _, _, _, _)])).
case(stamp_date_time(-62135596800, D, 'UTC'), checks([D = date(1, 1, 1, 0, 0, _, _, _, _)])).
case((stamp_date_time(0, D, local), D = date(_, _, _, _, _, _, Off, _, DST)), checks([integer(Off), memberchk(DST, [true, false])])).
case(stamp_date_time(foo, _, 'UTC'), error(type_error(float, foo))).
case(stamp_date_time(_, _, 'UTC'), error(instantiation_error)).
case(stamp_date_time(0, _, foo), error(domain_error(timezone, foo))).
case(stamp_date_time(0, _, _), error(instantiation_error)).
case(date_time_stamp(date(2023, 11, 14, 22, 13, 20, 0, -, -), S), checks([S == 1700000000.0])).
case(date_time_stamp(date(2023, 11, 14, 22, 13, 20.5, 0, 'UTC', -), S), checks([S == 1700000000.5])).
case(date_time_stamp(date(2023, 1, 1, 0, 0, 0, 3600, -, -), S), checks([S == 1672534800.0])).
case(date_time_stamp(date(2023, 1, 1, 0, 0, 0, -3600, -, -), S), checks([S == 1672527600.0])).
% Fields out of range roll over.
case(date_time_stamp(date(2023, 13, 14, 22, 13, 20, 0, -, -), S), checks([S == 1705270400.0])).
case(date_time_stamp(date(2023, 2, 30, 0, 0, 0, 0, -, -), S), checks([S == 1677715200.0])).
case(date_time_stamp(date(2023, 1, 1, 25, 61, 70, 0, -, -), S), checks([S == 1672624930.0])).
case(date_time_stamp(date(2023, 0, 0, 0, 0, 0, 0, -, -), S), checks([S == 1669766400.0])).
case(date_time_stamp(date(2023, -1, -1, -1, -1, -1, 0, -, -), S), checks([S == 1667084339.0])).
case(date_time_stamp(date(1, 1, 1, 0, 0, 0, 0, -, -), S), checks([S == -62135596800.0])).
case(date_time_stamp(date(-100, 1, 1, 0, 0, 0, 0, -, -), S), checks([S == -65322892800.0])).
% A round trip through both.
case((date_time_stamp(date(2024, 2, 29, 12, 30, 15, 0, -, -), S), stamp_date_time(S, D, 'UTC')), checks([D == date(2024, 2, 29, 12, 30, 15.0, 0, 'UTC', -)])).
case((findall(S, (between(1, 400, I), S0 is I * 7919 * 86400 - 10000000000, stamp_date_time(S0, D, 'UTC'), D = date(Y, Mo, Da, H, Mi, Se, _, _, _), date_time_stamp(date(Y, Mo, Da, H, Mi, Se, 0, -, -), S1), S1 =\= S0, S = S0), Bad)), checks([Bad == []])).
case(date_time_stamp(date(a, 1, 1, 0, 0, 0, 0, -, -), _), error(type_error(integer, a))).
case(date_time_stamp(date(2023, 1, 1, 0, 0, a, 0, -, -), _), error(type_error(float, a))).
case(date_time_stamp(date(2023, 1.5, 1, 0, 0, 0, 0, -, -), _), error(type_error(integer, 1.5))).
case(date_time_stamp(date(2023, 1, 1, 0, 0, _, 0, -, -), _), error(instantiation_error)).
case(date_time_stamp(foo, _), error(type_error(time, foo))).
case(date_time_stamp(_, _), error(instantiation_error)).
case(date_time_stamp(date(2023, 1, 1, 0, 0, 0, 0, -, -), 5), fail).
% format_time/3: the directives, in English.
case(format_time(atom(A), '%Y-%m-%d %H:%M:%S %y %b %B %a %A %e %j %z %F %T %D %s %%', date(2023, 11, 14, 22, 13, 20, 0, 'UTC', -)),
     checks([A == '2023-11-14 22:13:20 23 Nov November Tue Tuesday 14 318 +0000 2023-11-14 22:13:20 11/14/23 1700000000 %'])).
case(format_time(atom(A), '%c|%x|%X|%r|%R|%p|%P|%I|%l|%k|%u|%w|%C|%h|%+', date(2023, 1, 2, 3, 4, 5.25, 0, 'UTC', -)),
     checks([A == 'Mon Jan  2 03:04:05 2023|01/02/23|03:04:05|03:04:05 AM|03:04|AM|am|03| 3| 3|1|1|20|Jan|Mon Jan  2 03:04:05 2023'])).
case(format_time(atom(A), '%r|%p|%I|%l|%k', date(2023, 1, 2, 15, 4, 5, 0, 'UTC', -)), checks([A == '03:04:05 PM|PM|03| 3|15'])).
case(format_time(atom(A), '%I %l %p', date(2023, 1, 2, 0, 4, 5, 0, 'UTC', -)), checks([A == '12 12 AM'])).
case(format_time(atom(A), '%I %l %p', date(2023, 1, 2, 12, 4, 5, 0, 'UTC', -)), checks([A == '12 12 PM'])).
case(format_time(atom(A), '%f|%3f|%6f|%1f|%S', date(2023, 1, 2, 3, 4, 5.123456, 0, 'UTC', -)), checks([A == '123456|123|123456|1|05'])).
% The fraction of a negative stamp is that of its magnitude, and one that
% rounds up to a whole second shows zeros, as in SWI-Prolog.
case(findall(S, (member(T, [-100000.9, -100000.99, -100000.9999, 1.5, 1.9999]), format_time(string(S), '%3f', T)), Ss), checks([Ss == ["900", "990", "000", "500", "000"]])).
case(format_time(atom(A), '%S', date(2023, 1, 2, 3, 4, 5.9, 0, 'UTC', -)), checks([A == '05'])).
case(format_time(atom(A), '%Z|%z|%:z', date(2023, 11, 14, 22, 13, 20, -3600, 'CET', false)), checks([A == 'CET|+0100|+01:00'])).
case(format_time(atom(A), '%z|%:z', date(2023, 11, 14, 22, 13, 20, 19800, 'X', false)), checks([A == '-0530|-05:30'])).
case(format_time(atom(A), '%s', date(2023, 1, 2, 3, 4, 5, 3600, -, -)), checks([A == '1672632245'])).
case(format_time(atom(A), '%d %e', date(2023, 1, 2, 13, 4, 5, 0, -, -)), checks([A == '02  2'])).
% The fields are written as given; the weekday and the day of the year
% are those of the date they roll over to.
case(format_time(atom(A), '%Y-%m-%d %a', date(2023, 2, 30, 0, 0, 0, 0, -, -)), checks([A == '2023-02-30 Thu'])).
case(format_time(atom(A), '%H %j', date(2023, 13, 1, 25, 0, 0, 0, -, -)), checks([A == '25 002'])).
case(format_time(atom(A), '%j', date(2023, 13, 1, 0, 0, 0, 0, -, -)), checks([A == '001'])).
% Weeks: Sunday first (%U), Monday first (%W), ISO 8601 (%V, %G, %g).
case(format_time(atom(A), '%j %U %W %V %G %g', date(2024, 12, 30, 0, 0, 0, 0, -, -)), checks([A == '365 52 53 01 2025 25'])).
case(format_time(atom(A), '%j %U %W %V %G', date(2021, 1, 1, 0, 0, 0, 0, -, -)), checks([A == '001 00 00 53 2020'])).
case(format_time(atom(A), '%V %G %u %w', date(2023, 1, 1, 0, 0, 0, 0, -, -)), checks([A == '52 2022 7 0'])).
case(format_time(atom(A), '%V %G %U %W', date(2026, 1, 1, 0, 0, 0, 0, -, -)), checks([A == '01 2026 00 00'])).
case(format_time(atom(A), '%Y-%m-%d', date(-5, 1, 2, 0, 0, 0, 0, -, -)), checks([A == '-5-01-02'])).
case(format_time(atom(A), '%y', date(5, 1, 1, 0, 0, 0, 0, -, -)), checks([A == '05'])).
case(format_time(atom(A), '%4Y|%0e', date(2023, 1, 2, 0, 0, 0, 0, -, -)), checks([A == '2023| 2'])).
case(format_time(atom(A), abc, 0), checks([A == abc])).
case(format_time(string(S), "%Y", date(2023, 1, 2, 0, 0, 0, 0, -, -)), checks([S == "2023"])).
case(format_time(codes(C), '%m', date(2023, 1, 2, 0, 0, 0, 0, -, -)), checks([C == [0'0, 0'1]])).
case(format_time(atom(A), '%A %d %B %Y', date(2023, 1, 2, 0, 0, 0, 0, -, -), posix), checks([A == 'Monday 02 January 2023'])).
case(format_time(atom(A), '%F', date(2023, 1, 2)), checks([A == '2023-01-02'])).
case(with_output_to(string(S), (current_output(Out), format_time(Out, '%H:%M', date(2023, 1, 2, 9, 5, 0, 0, -, -)))), checks([S == "09:05"])).
case(format_time(atom(_), '%E', 0), error(existence_error(format, '%E'))).
case(format_time(atom(_), '%-d', 0), error(existence_error(format, '%-'))).
case(format_time(atom(_), '%', 0), error(existence_error(format, '%'))).
case(format_time(atom(_), '%C', date(12345, 1, 2, 0, 0, 0, 0, -, -)), error(domain_error('%C', 12345))).
case(format_time(atom(_), '%Y', foo), error(type_error(time, foo))).
case(format_time(atom(_), '%Y', date(2023, 1, 2, 3, 4, 5, 0)), error(type_error(time, date(2023, 1, 2, 3, 4, 5, 0)))).
case(format_time(atom(_), '%Y', _), error(instantiation_error)).
case(format_time(atom(_), '%A', 0, foo), error(domain_error(locale, foo))).
% An unbound offset is the local one, and the zone and flag with it.
case((D = date(2023, 7, 1, 0, 0, 0, Off, TZ, DST), date_time_stamp(D, _)), checks([integer(Off), atom(TZ), memberchk(DST, [true, false])])).
case((get_time(T), stamp_date_time(T, date(Y, _, _, _, _, _, _, _, _), 'UTC')), checks([float(T), Y >= 2024])).
% library(date)
case(date_time_value(year, date(2023, 11, 14, 22, 13, 20, 0, -, -), V), checks([V == 2023])).
case(findall(K-V, date_time_value(K, date(2023, 11, 14, 22, 13, 20, 0, -, -), V), L),
     checks([L == [year-2023, month-11, day-14, hour-22, minute-13, second-20, utc_offset-0, date-date(2023, 11, 14), time-time(22, 13, 20)]])).
case(findall(K, date_time_value(K, date(2023, 11, 14, 22, 13, 20, 0, 'UTC', false), _), L),
     checks([L == [year, month, day, hour, minute, second, utc_offset, time_zone, daylight_saving, date, time]])).
case(day_of_the_week(date(2023, 11, 14), D), checks([D == 2])).
case(day_of_the_week(date(2024, 3, 10), D), checks([D == 7])).
case(day_of_the_year(date(2023, 11, 14), D), checks([D == 318])).
case(day_of_the_year(date(2024, 12, 31), D), checks([D == 366])).
case(parse_time('2023-11-14T22:13:20Z', F, S), checks([F == iso_8601, S == 1700000000.0])).
case(parse_time('2023-11-14T22:13:20+01:00', S), checks([S == 1699996400.0])).
case(parse_time('2023-11-14T22:13:20-0130', S), checks([S == 1700005400.0])).
case(parse_time('2023-11-14T22:13:20.25Z', S), checks([S == 1700000000.25])).
case(parse_time('2023-11-14 22:13', S), checks([S == 1699999980.0])).
case(parse_time('2023-11-14', F, S), checks([F == iso_8601, S == 1699920000.0])).
case(parse_time("2023-11-14", S), checks([S == 1699920000.0])).
case(parse_time('20231114T221320', S), checks([S == 1700000000.0])).
case(parse_time('2023-W46-2', S), checks([S == 1699920000.0])).
case(parse_time('2023-318', S), checks([S == 1699920000.0])).
% A year and month is day 0 of the month: the last day of the month before.
case(parse_time('2006-12', iso_8601, S), checks([S =:= 1164844800])).
case(parse_time('2024-03', S), checks([stamp_date_time(S, date(Y, M, D, _, _, _, _, _, _), 'UTC'), Y-M-D == 2024-2-29])).
case(parse_time('Tue, 14 Nov 2023 22:13:20 GMT', F, S), checks([F == rfc_1123, S == 1700000000.0])).
case(parse_time(foo, _, _), fail).
case(parse_time('2023-13-01', _), fail).
case(parse_time('2023-11-14T25:00:00Z', _), fail).
