//! Time stamps and dates, as SWI-Prolog has them: get_time/1,
//! stamp_date_time/3, date_time_stamp/2 and format_time/3,4.
//!
//! A stamp is a float of seconds since 1970-01-01T00:00:00 UTC. A date is
//! date(Y, M, D, H, Mn, S, Off, TZ, DST): Off is the offset in seconds
//! west of Greenwich (local time + Off = UTC), TZ the zone's name or `-`,
//! DST `true`, `false` or `-`; date(Y, M, D) stands for local midnight.
//! Dates are in the proleptic Gregorian calendar and out-of-range fields
//! roll over (month 13 is January of the next year, day 0 the last day of
//! the month before). The local time zone is the C library's (localtime_r,
//! so the TZ variable and the zone files).

use super::format::{format_chars, to_sink};
use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("get_time", 1, get_time, "-float").doc(
        "Stamp is the current time: seconds since 1970-01-01 UTC, as a float.\n\
         ?- forall(get_time(T), T > 1.0e9).\n\
         true.",
    ),
    b("stamp_date_time", 3, stamp_date_time, "+number,-compound,+atom").doc(
        "DateTime is date(Y, M, D, H, Mn, S, Off, TZ, DST) for Stamp in TimeZone: 'UTC', local, or an \
         offset in seconds west of Greenwich.\n\
         ?- stamp_date_time(0, D, 'UTC').\n\
         D = date(1970, 1, 1, 0, 0, 0.0, 0, 'UTC', -).",
    ),
    b("date_time_stamp", 2, date_time_stamp, "+compound,-float").doc(
        "Stamp is the time stamp of DateTime, a date/9 term (an unbound offset is the local one) or \
         date(Y, M, D) (local midnight); fields out of range roll over.\n\
         ?- date_time_stamp(date(2000, 1, 1, 0, 0, 0, 0, -, -), S).\n\
         S = 946684800.0.",
    ),
    b("format_time", 3, format_time3, "+term,+text,+term").doc(
        "Writes Time (a stamp, in local time, or a date term) to Output (a stream, atom(A), \
         string(S), codes(C)) as Format says: %Y %m %d %H %M %S %y %b %B %a %A %e %j %Z %z %F %T %D \
         %s %f %%, ...\n\
         ?- format_time(atom(A), '%Y-%m-%d %H:%M', date(2024, 3, 9, 14, 5, 0, 0, -, -)).\n\
         A = '2024-03-09 14:05'.",
    ),
    b("format_time", 4, format_time4, "+term,+text,+term,+atom").doc(
        "As format_time/3 in Locale, which is posix (English names; the only locale).\n\
         ?- format_time(atom(A), '%A %e %B', date(2024, 3, 9), posix).\n\
         A = 'Saturday  9 March'.",
    ),
];

const DAY: i64 = 86_400;

/// Days from 1970-01-01 to the given day of the proleptic Gregorian
/// calendar (month 1..=12; the day may lie outside its month). In i128:
/// a date term's fields are any integers.
fn days_from_civil(y: i128, m: i128, d: i128) -> i128 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468 + (d - 1)
}

/// The (year, month, day) of a day counted from 1970-01-01.
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Days from 1970-01-01 to year/month/day, the month rolling over into
/// the years around it.
fn days_of(y: i64, m: i64, d: i64) -> i128 {
    let (y, m, d) = (i128::from(y), i128::from(m), i128::from(d));
    days_from_civil(y + (m - 1).div_euclid(12), (m - 1).rem_euclid(12) + 1, d)
}

/// Days from 1970-01-01 to the first of January of a year.
fn new_year(y: i64) -> i64 {
    days_from_civil(i128::from(y), 1, 1) as i64
}

/// The local time zone at a stamp: its offset in seconds west of
/// Greenwich, its abbreviation and whether daylight saving time is on.
fn local_zone(stamp: i64) -> (i64, String, bool) {
    crate::host::local_zone(stamp)
}

/// The offset of the local zone for a local time given as seconds since
/// the epoch as if it were UTC: the offset at the stamp it gives, looked
/// up twice so that a change of offset between the two is followed.
fn local_offset_for(local: i64) -> i64 {
    let first = local_zone(local).0;
    local_zone(local.saturating_add(first)).0
}

/// A time as format_time/3 writes it: the fields as given (a date term's
/// hour 25 is written as 25), the day they fall on once rolled over (for
/// the weekday and the day of the year), the offset, zone and stamp.
struct Time {
    year: i64,
    month: i64,
    day: i64,
    hour: i64,
    minute: i64,
    second: f64,
    /// Days from 1970-01-01 of the rolled-over date.
    days: i64,
    offset: i64,
    zone: String,
    stamp: f64,
}

impl Time {
    /// A stamp in a zone of the given offset.
    fn at(stamp: f64, offset: i64, zone: String) -> Time {
        let local = stamp - offset as f64;
        let whole = local.floor();
        let secs = whole as i64;
        let days = secs.div_euclid(DAY);
        let in_day = secs.rem_euclid(DAY);
        let (year, month, day) = civil_from_days(days);
        Time {
            year,
            month,
            day,
            hour: in_day / 3600,
            minute: in_day % 3600 / 60,
            second: (in_day % 60) as f64 + (local - whole),
            days,
            offset,
            zone,
            stamp,
        }
    }

    fn weekday(&self) -> i64 {
        // 1970-01-01 was a Thursday; 0 is Sunday.
        (self.days + 4).rem_euclid(7)
    }

    fn year_day(&self) -> i64 {
        let (y, _, _) = civil_from_days(self.days);
        self.days - new_year(y)
    }

    fn norm_year(&self) -> i64 {
        civil_from_days(self.days).0
    }

    /// The ISO 8601 week-based year and week number.
    fn iso_week(&self) -> (i64, i64) {
        let y = self.norm_year();
        let wday = (self.weekday() + 6) % 7 + 1;
        let week = (self.year_day() + 1 - wday + 10) / 7;
        let weeks_in = |y: i64| {
            let jan1 = (new_year(y) + 4).rem_euclid(7);
            let leap = new_year(y + 1) - new_year(y) == 366;
            if jan1 == 4 || leap && jan1 == 3 {
                53
            } else {
                52
            }
        };
        if week < 1 {
            (y - 1, weeks_in(y - 1))
        } else if week > weeks_in(y) {
            (y + 1, 1)
        } else {
            (y, week)
        }
    }
}

fn get_time(m: &mut Machine) -> Res {
    let now = web_time::SystemTime::now();
    let secs = match now.duration_since(web_time::UNIX_EPOCH) {
        Ok(d) => d.as_secs_f64(),
        Err(e) => -e.duration().as_secs_f64(),
    };
    let x0 = m.x[0];
    Ok(m.unify(x0, Cell::Flt(secs)))
}

/// A stamp argument: a number (as a float).
fn stamp_arg(m: &mut Machine, c: Cell) -> Result<f64, Exc> {
    match m.heap.deref(c) {
        Cell::Int(n) => Ok(n as f64),
        Cell::Flt(f) if f.is_finite() => Ok(f),
        c @ Cell::Big(_) => Ok(crate::arith::Number::from_cell(&m.heap, c)
            .map(|n| n.to_f64())
            .filter(|f| f.is_finite())
            .unwrap_or(f64::MAX)),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::FLOAT, c)),
    }
}

fn stamp_date_time(m: &mut Machine) -> Res {
    let stamp = stamp_arg(m, m.x[0])?;
    let tz = m.arg(2);
    let utc = m.atoms.intern("UTC");
    let local = m.atoms.intern("local");
    let (offset, zone, dst) = match tz {
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        Cell::Atom(a) if a == utc => (0, Cell::Atom(utc), Cell::Atom(atoms::MINUS)),
        Cell::Atom(a) if a == local => {
            let (offset, name, dst) = local_zone(stamp.floor() as i64);
            let dst = if dst { atoms::TRUE } else { atoms::FALSE };
            (offset, Cell::Atom(m.atoms.intern(&name)), Cell::Atom(dst))
        }
        Cell::Int(off) => (off, Cell::Atom(atoms::MINUS), Cell::Atom(atoms::MINUS)),
        _ => {
            let timezone = m.atoms.intern("timezone");
            return Err(m.err_domain(timezone, tz));
        }
    };
    let t = Time::at(stamp, offset, String::new());
    let date = m.atoms.intern("date");
    let fields = [
        Cell::Int(t.year),
        Cell::Int(t.month),
        Cell::Int(t.day),
        Cell::Int(t.hour),
        Cell::Int(t.minute),
        Cell::Flt(t.second),
        Cell::Int(offset),
        zone,
        dst,
    ];
    let d = m.heap.compound(date, &fields);
    let x1 = m.x[1];
    Ok(m.unify(x1, d))
}

/// An integer field of a date.
fn int_field(m: &mut Machine, c: Cell) -> Result<i64, Exc> {
    match m.heap.deref(c) {
        Cell::Int(n) => Ok(n),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// The seconds field of a date: any number.
fn seconds_field(m: &mut Machine, c: Cell) -> Result<f64, Exc> {
    match m.heap.deref(c) {
        Cell::Int(n) => Ok(n as f64),
        Cell::Flt(f) => Ok(f),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::FLOAT, c)),
    }
}

/// The time a date term stands for: date/9, or date/3 for local midnight.
fn date_arg(m: &mut Machine, c: Cell) -> Result<Time, Exc> {
    let c = m.heap.deref(c);
    let date = m.atoms.intern("date");
    let arity = match m.heap.functor_of(c) {
        _ if c.is_var_ref() => return Err(m.err_instantiation()),
        Some((f, n @ (3 | 9))) if f == date && !c.is_atomic() => n,
        _ => {
            let time = m.atoms.intern("time");
            return Err(m.err_type(time, c));
        }
    };
    let mut ints = [0i64; 5];
    for (i, slot) in ints.iter_mut().enumerate().take(if arity == 9 { 5 } else { 3 }) {
        let a = m.heap.arg(c, i as u32);
        *slot = int_field(m, a)?;
    }
    let [year, month, day, hour, minute] = ints;
    let second = if arity == 9 { seconds_field(m, m.heap.arg(c, 5))? } else { 0.0 };
    let whole = second.floor();
    let local_wide = (days_of(year, month, day) * i128::from(DAY) + i128::from(hour) * 3600 + i128::from(minute) * 60)
        .saturating_add(whole as i128);
    let local_secs = local_wide.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64;
    let given_offset = if arity == 9 { m.heap.deref(m.heap.arg(c, 6)) } else { Cell::Atom(atoms::MINUS) };
    let offset = match given_offset {
        Cell::Int(off) => off,
        c if arity == 3 || c.is_var_ref() => local_offset_for(local_secs),
        c => return Err(m.err_type(atoms::INTEGER, c)),
    };
    let stamp = local_wide.saturating_add(i128::from(offset)) as f64 + (second - whole);
    let (_, local_name, dst) = local_zone(stamp.floor() as i64);
    if arity == 9 && given_offset.is_var_ref() {
        // As SWI-Prolog: an unbound offset is the local zone's, and so are
        // an unbound zone name and daylight saving flag with it.
        let dst = Cell::Atom(if dst { atoms::TRUE } else { atoms::FALSE });
        let name = Cell::Atom(m.atoms.intern(&local_name));
        for (i, value) in [(6, Cell::Int(offset)), (7, name), (8, dst)] {
            let a = m.heap.deref(m.heap.arg(c, i));
            if a.is_var_ref() {
                m.unify(a, value);
            }
        }
    }
    let zone = match (arity == 9).then(|| m.heap.deref(m.heap.arg(c, 7))) {
        Some(Cell::Atom(a)) if a != atoms::MINUS => m.atoms.text(a).to_string(),
        _ => local_name,
    };
    Ok(Time {
        year,
        month,
        day,
        hour,
        minute,
        second,
        days: local_wide.div_euclid(i128::from(DAY)).clamp(-(1 << 50), 1 << 50) as i64,
        offset,
        zone,
        stamp,
    })
}

fn date_time_stamp(m: &mut Machine) -> Res {
    let t = date_arg(m, m.x[0])?;
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Flt(t.stamp)))
}

fn format_time3(m: &mut Machine) -> Res {
    format_time(m, m.x[0], m.x[1], m.x[2])
}

fn format_time4(m: &mut Machine) -> Res {
    let locale = m.arg(3);
    let posix = m.atoms.intern("posix");
    match locale {
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        Cell::Atom(a) if a == posix => {}
        _ => {
            let domain = m.atoms.intern("locale");
            return Err(m.err_domain(domain, locale));
        }
    }
    format_time(m, m.x[0], m.x[1], m.x[2])
}

fn format_time(m: &mut Machine, sink: Cell, format: Cell, time: Cell) -> Res {
    let format = format_chars(m, format)?;
    let t = match m.heap.deref(time) {
        c @ (Cell::Int(_) | Cell::Flt(_) | Cell::Big(_)) => {
            let stamp = stamp_arg(m, c)?;
            let (offset, zone, _) = local_zone(stamp.floor() as i64);
            Time::at(stamp, offset, zone)
        }
        c => date_arg(m, c)?,
    };
    let text = render(m, &format, &t)?;
    to_sink(m, sink, |m| {
        m.out.write_str(&text);
        Ok(true)
    })
}

const DAYS: [&str; 7] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The text of a format: each `%` directive replaced by a field of the
/// time. SWI-Prolog 9 has no flags or modifiers (`%-d`, `%Ey`): they are
/// existence errors, as are unknown directives; a width is read for `%Nf`
/// only.
fn render(m: &mut Machine, format: &[char], t: &Time) -> Result<String, Exc> {
    let mut out = String::new();
    let mut i = 0;
    while i < format.len() {
        let c = format[i];
        i += 1;
        if c != '%' {
            out.push(c);
            continue;
        }
        // %Nf: the fraction of the second in N digits.
        let digits_from = i;
        while i < format.len() && format[i].is_ascii_digit() {
            i += 1;
        }
        // Digits before another directive are ignored, as SWI-Prolog does.
        let digits: String = format[digits_from..i].iter().collect();
        let Some(&d) = format.get(i) else {
            return Err(unknown_directive(m, "%"));
        };
        i += 1;
        directive(m, d, &digits, t, &mut out, format.get(i).copied()).map(|skip| i += skip)?;
    }
    Ok(out)
}

fn unknown_directive(m: &mut Machine, text: &str) -> Exc {
    let format = m.atoms.intern("format");
    let culprit = Cell::Atom(m.atoms.intern(text));
    m.err_existence(format, culprit)
}

/// Appends one directive's text; returns how many characters after it it
/// took (`%:z` takes the `z`).
fn directive(
    m: &mut Machine,
    d: char,
    digits: &str,
    t: &Time,
    out: &mut String,
    next: Option<char>,
) -> Result<usize, Exc> {
    use std::fmt::Write;
    let hour12 = (t.hour + 11).rem_euclid(12) + 1;
    let month_name = MONTHS[((t.month - 1).rem_euclid(12)) as usize];
    let day_name = DAYS[t.weekday() as usize];
    let _ = match d {
        'a' => write!(out, "{}", &day_name[..3]),
        'A' => write!(out, "{day_name}"),
        'b' | 'h' => write!(out, "{}", &month_name[..3]),
        'B' => write!(out, "{month_name}"),
        'c' | '+' => write!(
            out,
            "{} {} {:2} {:02}:{:02}:{:02} {}",
            &day_name[..3],
            &month_name[..3],
            t.day,
            t.hour,
            t.minute,
            t.second.floor() as i64,
            t.year
        ),
        'C' => {
            if !(0..10_000).contains(&t.year) {
                let what = m.atoms.intern("%C");
                return Err(m.err_domain(what, Cell::Int(t.year)));
            }
            write!(out, "{:02}", t.year / 100)
        }
        'd' => write!(out, "{:02}", t.day),
        'D' | 'x' => write!(out, "{:02}/{:02}/{:02}", t.month, t.day, t.year.rem_euclid(100)),
        'e' => write!(out, "{:2}", t.day),
        'f' => {
            let n: u32 = if digits.is_empty() { 6 } else { digits.parse().unwrap_or(6).min(9) };
            // As SWI-Prolog: the fraction of the stamp's magnitude (so
            // -100000.9 shows 900), rounded, and a fraction that rounds up
            // to a whole second shows zeros (1.9999 with %3f: 000).
            let frac = if t.stamp < 0.0 { t.stamp.abs().fract() } else { t.second.fract() };
            let scaled = (frac * 10f64.powi(n as i32)).round() as i64 % 10i64.pow(n);
            write!(out, "{scaled:0width$}", width = n as usize)
        }
        'F' => write!(out, "{}-{:02}-{:02}", t.year, t.month, t.day),
        'g' => write!(out, "{:02}", t.iso_week().0.rem_euclid(100)),
        'G' => write!(out, "{}", t.iso_week().0),
        'H' => write!(out, "{:02}", t.hour),
        'I' => write!(out, "{hour12:02}"),
        'j' => write!(out, "{:03}", t.year_day() + 1),
        'k' => write!(out, "{:2}", t.hour),
        'l' => write!(out, "{hour12:2}"),
        'm' => write!(out, "{:02}", t.month),
        'M' => write!(out, "{:02}", t.minute),
        'n' => write!(out, "\n"),
        'p' => write!(out, "{}", if t.hour.rem_euclid(24) < 12 { "AM" } else { "PM" }),
        'P' => write!(out, "{}", if t.hour.rem_euclid(24) < 12 { "am" } else { "pm" }),
        'r' => write!(
            out,
            "{hour12:02}:{:02}:{:02} {}",
            t.minute,
            t.second.floor() as i64,
            if t.hour.rem_euclid(24) < 12 { "AM" } else { "PM" }
        ),
        'R' => write!(out, "{:02}:{:02}", t.hour, t.minute),
        's' => write!(out, "{}", t.stamp.trunc() as i64),
        'S' => write!(out, "{:02}", t.second.floor() as i64),
        't' => write!(out, "\t"),
        'T' | 'X' => write!(out, "{:02}:{:02}:{:02}", t.hour, t.minute, t.second.floor() as i64),
        'u' => write!(out, "{}", (t.weekday() + 6) % 7 + 1),
        'U' => write!(out, "{:02}", (t.year_day() + 7 - t.weekday()) / 7),
        'V' => write!(out, "{:02}", t.iso_week().1),
        'w' => write!(out, "{}", t.weekday()),
        'W' => write!(out, "{:02}", (t.year_day() + 7 - (t.weekday() + 6) % 7) / 7),
        'y' => write!(out, "{:02}", t.year.rem_euclid(100)),
        'Y' => write!(out, "{}", t.year),
        'z' => write_offset(out, t.offset, false),
        ':' if next == Some('z') => {
            let _ = write_offset(out, t.offset, true);
            return Ok(1);
        }
        'Z' => write!(out, "{}", t.zone),
        '%' => write!(out, "%"),
        other => return Err(unknown_directive(m, &format!("%{other}"))),
    };
    Ok(0)
}

/// `+0100` (or `+01:00`) for an offset of 3600 seconds east of Greenwich.
fn write_offset(out: &mut String, west: i64, colon: bool) -> std::fmt::Result {
    use std::fmt::Write;
    let east = -west;
    let sign = if east < 0 { '-' } else { '+' };
    let (h, mn) = (east.abs() / 3600, east.abs() % 3600 / 60);
    if colon {
        write!(out, "{sign}{h:02}:{mn:02}")
    } else {
        write!(out, "{sign}{h:02}{mn:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_days_round_trip() {
        for z in (-800_000..800_000).step_by(97) {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y.into(), m.into(), d.into()), z.into());
        }
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        assert_eq!(days_of(2023, 13, 1), days_from_civil(2024, 1, 1));
        assert_eq!(days_of(2023, 3, 0), days_from_civil(2023, 2, 28));
        // Any fields: no overflow.
        assert!(days_of(i64::MAX, i64::MIN, i64::MAX) > 0);
    }
}
