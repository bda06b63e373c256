//! Variable selection for labeling/2: `leftmost`, `ff` (smallest domain),
//! `ffc` (smallest domain, then most constraints), `min` (smallest lower
//! bound), `max` (largest upper bound). Ties go to the leftmost variable.

use super::store::{Store, Var};
use crate::term::BigInt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Select {
    Leftmost,
    FirstFail,
    FirstFailConstrained,
    Min,
    Max,
}

impl Select {
    pub fn from_name(s: &str) -> Option<Select> {
        Some(match s {
            "leftmost" => Select::Leftmost,
            "ff" => Select::FirstFail,
            "ffc" => Select::FirstFailConstrained,
            "min" => Select::Min,
            "max" => Select::Max,
            _ => return None,
        })
    }
}

/// The number of propagators SWI-Prolog lists on `v`, dead ones included
/// (`store/degree.rs`): what `ffc` breaks ties with, so that a model
/// labels its variables in SWI-Prolog's order.
pub fn degree(st: &Store, v: Var) -> usize {
    st.degree(v) as usize
}

/// The position in `cands` (unfixed variables, in list order) of the
/// variable to label next.
pub fn select(st: &Store, how: Select, cands: &[Var]) -> Option<usize> {
    if cands.is_empty() {
        return None;
    }
    if how == Select::Leftmost {
        return Some(0);
    }
    if st.has_beyond() {
        return select_wide(st, how, cands);
    }
    if how == Select::FirstFail {
        // The common case, on plain sizes.
        let (mut best, mut best_size) = (0, st.dom(cands[0]).size_or_max());
        for (k, &v) in cands.iter().enumerate().skip(1) {
            if best_size <= 2 {
                break; // nothing is smaller than two values
            }
            let size = st.dom(v).size_or_max();
            if size < best_size {
                best = k;
                best_size = size;
            }
        }
        return Some(best);
    }
    if how == Select::FirstFailConstrained {
        // A degree is a walk over the variable's propagators: asked only
        // of the variables of the least size.
        let least = cands.iter().map(|&v| st.dom(v).size_or_max()).min()?;
        let ties = |v: &Var| st.dom(*v).size_or_max() == least;
        let first = cands.iter().position(ties)?;
        let key = |v: Var| if ties(&v) { -(degree(st, v) as i128) } else { i128::MAX };
        return Some(first + position_of_least(&cands[first..], key));
    }
    // Min or Max (first-fail, ffc and leftmost were answered above): keys
    // are compared so that smaller is better.
    let key = |v: Var| -> i128 {
        let d = st.dom(v);
        if how == Select::Min {
            d.min() as i128
        } else {
            -(d.max() as i128)
        }
    };
    Some(position_of_least(cands, key))
}

/// The position in `cands` of the first variable with the least key.
fn position_of_least<K: PartialOrd>(cands: &[Var], key: impl Fn(Var) -> K) -> usize {
    let mut best = 0;
    let mut best_key = key(cands[0]);
    for (k, &v) in cands.iter().enumerate().skip(1) {
        let kv = key(v);
        if kv < best_key {
            best = k;
            best_key = kv;
        }
    }
    best
}

/// [`select`] when some variable has bounds past the finite range: sizes
/// and bounds read through its side interval (`store/beyond.rs`).
#[cold]
fn select_wide(st: &Store, how: Select, cands: &[Var]) -> Option<usize> {
    // Sizes and bounds as (class, value) pairs, so that an infinite one
    // compares past every finite one.
    let size = |v: Var| -> (u8, BigInt) {
        match st.big_intervals(v) {
            Some(iv) => {
                let mut n = BigInt::from(0);
                for (a, b) in &iv {
                    let (Some(a), Some(b)) = (a, b) else { return (1, BigInt::from(0)) };
                    n += b - a + BigInt::from(1);
                }
                (0, n)
            }
            None => match st.dom(v).size() {
                Some(n) => (0, BigInt::from(n)),
                None => (1, BigInt::from(0)),
            },
        }
    };
    let key = |v: Var| -> ((u8, BigInt), i128) {
        match how {
            Select::FirstFail => (size(v), 0),
            Select::FirstFailConstrained => (size(v), -(degree(st, v) as i128)),
            Select::Min => match st.big_bounds(v).0 {
                Some(l) => ((1, l), 0),
                None => ((0, BigInt::from(0)), 0),
            },
            Select::Max => match st.big_bounds(v).1 {
                Some(h) => ((1, -h), 0),
                None => ((0, BigInt::from(0)), 0),
            },
            Select::Leftmost => ((0, BigInt::from(0)), 0),
        }
    };
    Some(position_of_least(cands, key))
}
