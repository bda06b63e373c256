//! Decimal text of very large magnitudes by divide and conquer: the
//! number is split by `10^(D * 2^i)` (the powers computed by squaring)
//! into a high and a low half, each half split by the next smaller
//! power, down to pieces the library converts; each level's divisions
//! share one reciprocal (`newton.rs`). The library's own conversion is
//! quadratic in the pieces' size above a few thousand digits. Ctrl-C is
//! looked at between the pieces and inside the products of the powers'
//! squarings, reciprocals and divisions (`host/stop.rs`).

use dashu_int::ops::BitTest;

use super::super::big::UBig;
use super::newton::Reciprocal;
use super::square_stoppable;
use crate::host::stop::{Stop, Stopped};

/// Digits of the smallest power: pieces below it (about 250 limbs) are
/// converted by the library.
const BASE_DIGITS: usize = 19 * 250;

/// Magnitudes of fewer limbs than this are converted by the library.
pub const THRESHOLD_LIMBS: usize = 4 * 1000;

/// Powers of at least this many limbs divide through a reciprocal.
const RECIPROCAL_LIMBS: usize = 250;

/// One level of the split: `10^digits` and, when large enough, its
/// reciprocal.
struct Power {
    value: UBig,
    digits: usize,
    reciprocal: Option<Reciprocal>,
}

impl Power {
    fn div_rem(&self, x: &UBig, stop: &Stop) -> Result<(UBig, UBig), Stopped> {
        match &self.reciprocal {
            Some(r) => r.div_rem(x, stop),
            None => super::div_rem_stoppable(x, &self.value, stop),
        }
    }
}

/// The decimal digits of `n`, no sign, no leading zeros.
pub fn to_decimal(n: &UBig, stop: &Stop) -> Result<String, Stopped> {
    if n.as_words().len() < THRESHOLD_LIMBS {
        return Ok(n.to_string());
    }
    // powers[i] = 10^(BASE_DIGITS * 2^i), up to the last not above n. The
    // next one, above n, bounds it and is not computed when its fewest
    // possible bits already exceed n's (its square would be the largest
    // product of the conversion).
    let mut powers = vec![UBig::from(10u8).pow(BASE_DIGITS)];
    loop {
        let last = powers.last().expect("one power at least");
        if 2 * last.bit_len() - 1 > n.bit_len() {
            break;
        }
        let next = square_stoppable(last, stop)?;
        if &next > n {
            break;
        }
        powers.push(next);
    }
    // The powers below the last divide many numbers, through a
    // reciprocal each, made from the one below (a power is the square of
    // the one below: `Reciprocal::for_square`). The last divides once, n,
    // through a reciprocal only when the one below has one.
    let top = powers.len();
    let mut levels: Vec<Power> = Vec::with_capacity(top);
    for (i, value) in powers.into_iter().enumerate() {
        stop.check()?;
        // Dividends at level i are below the next power: quotients have
        // at most as many bits as the power; the one dividend of the last
        // level is n.
        let quotient_bits =
            if i + 1 < top { value.bit_len() + 1 } else { (n.bit_len() + 1).saturating_sub(value.bit_len()).max(1) };
        let below = levels.last().and_then(|p: &Power| p.reciprocal.as_ref());
        let reciprocal = if value.as_words().len() < RECIPROCAL_LIMBS {
            None
        } else if let Some(below) = below {
            Some(below.for_square(&value, quotient_bits, stop)?)
        } else if i + 1 < top {
            Some(Reciprocal::new(&value, quotient_bits, stop)?)
        } else {
            None
        };
        levels.push(Power { value, digits: BASE_DIGITS << i, reciprocal });
    }
    let mut out = String::with_capacity(levels.last().map_or(0, |p| 2 * p.digits));
    // n is below the power after the last: it is at that level.
    write(n, levels.len(), 0, &levels, &mut out, stop)?;
    Ok(out)
}

/// Appends `x < 10^(digits of level)` padded with zeros to `width`
/// digits (0: no padding), splitting it by the power below `level`.
fn write(x: &UBig, level: usize, width: usize, levels: &[Power], out: &mut String, stop: &Stop) -> Result<(), Stopped> {
    stop.check()?;
    if level == 0 {
        let text = x.to_string();
        if width > text.len() {
            out.extend(std::iter::repeat_n('0', width - text.len()));
        }
        out.push_str(&text);
        return Ok(());
    }
    let below = &levels[level - 1];
    if width == 0 && x < &below.value {
        return write(x, level - 1, 0, levels, out, stop);
    }
    let (high, low) = below.div_rem(x, stop)?;
    write(&high, level - 1, width.saturating_sub(below.digits), levels, out, stop)?;
    write(&low, level - 1, below.digits, levels, out, stop)
}
