//! Functions that read the outside world: random numbers (`random/1`,
//! `random_float`) drawn from the context's generator, and the clocks
//! `cputime` and `realtime`.

use web_time::{SystemTime, UNIX_EPOCH};

use crate::arith::big::BigIntExt;
use rand::Rng;

use super::basic::big;
use super::integer::require_int;
use super::{AResult, ArithContext, ArithError, Number};

/// `random(N)`: a uniform integer in `0..N`; N must be at least 1.
pub(crate) fn random(n: &Number, ctx: &mut ArithContext) -> AResult {
    require_int(n)?;
    if n.signum() <= 0 {
        return Err(ArithError::Domain("not_less_than_one", n.clone()));
    }
    if let Number::Int(limit) = n {
        return Ok(Number::Int(ctx.rng().random_range(0..*limit)));
    }
    // Big bound: draw 64 bits more than the bound has and reduce; the bias
    // is below 2^-64.
    let limit = big(n);
    let words = (limit.bits() / 32 + 3) as usize;
    let digits: Vec<u32> = (0..words).map(|_| ctx.rng().random::<u32>()).collect();
    let r = crate::arith::big::from_u32_digits(&digits).mod_floor(&limit);
    Ok(Number::from_bigint(r))
}

/// `random_float`: uniform in the open interval (0.0, 1.0).
pub(crate) fn random_float(ctx: &mut ArithContext) -> Number {
    loop {
        let f: f64 = ctx.rng().random();
        if f > 0.0 {
            return Number::Float(f);
        }
    }
}

/// `cputime`: CPU seconds used by the calling thread, as a float. Read
/// from the thread's clock where the C library is linked (the terminal
/// build), else from `/proc` (nanoseconds from `schedstat`, which the
/// kernel brings up to date only at a tick or a switch, a 4 ms step; else
/// clock ticks from `stat`); elsewhere falls back to wall time since the
/// context was created.
pub(crate) fn cputime(ctx: &ArithContext) -> Number {
    let secs = thread_clock_seconds()
        .or_else(thread_cpu_seconds)
        .or_else(process_cpu_seconds)
        .unwrap_or_else(|| ctx.start().elapsed().as_secs_f64());
    Number::Float(secs)
}

fn thread_clock_seconds() -> Option<f64> {
    #[cfg(all(unix, feature = "terminal"))]
    {
        let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: clock_gettime only writes the timespec it is given.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0 {
            return Some(ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9);
        }
    }
    None
}

fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

fn process_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) may contain spaces; fields after it are
    // plain numbers. utime and stime are fields 14 and 15.
    let rest = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    // Linux reports these in USER_HZ, which is 100 on every mainstream platform.
    Some((utime + stime) as f64 / 100.0)
}

/// `realtime`: whole seconds since the Unix epoch.
pub(crate) fn realtime() -> Number {
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    Number::Int(secs as i64)
}

/// A seed for when the OS random source is unavailable.
pub(crate) fn clock_seed() -> u64 {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0);
    nanos ^ (u64::from(crate::host::process_id()) << 32)
}
