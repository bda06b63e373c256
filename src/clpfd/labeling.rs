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

/// The position in `cands` (in list order) of the variable to label
/// next, among those not fixed (`Store::label_fixed`): a labeling's frame
/// is read in place, fixed variables and all, rather than filtered into
/// a new list at every choice.
pub fn select(st: &Store, how: Select, cands: &[Var]) -> Option<usize> {
    if st.has_beyond() {
        return select_wide(st, how, cands);
    }
    // Without side intervals, fixed means a value in the finite range.
    let unfixed = |v: Var| st.value(v).is_none();
    let first = cands.iter().position(|&v| unfixed(v))?;
    if how == Select::Leftmost {
        return Some(first);
    }
    if how == Select::FirstFail {
        // The common case, on plain sizes.
        let (mut best, mut best_size) = (first, st.dom(cands[first]).size_or_max());
        for (k, &v) in cands.iter().enumerate().skip(first + 1) {
            if best_size <= 2 {
                break; // nothing unfixed is smaller than two values
            }
            let d = st.dom(v);
            if d.value().is_some() {
                continue;
            }
            let size = d.size_or_max();
            if size < best_size {
                best = k;
                best_size = size;
            }
        }
        return Some(best);
    }
    if how == Select::FirstFailConstrained {
        // A degree is a walk over the variable's propagators: asked only
        // of the unfixed variables of the least size.
        let size = |v: Var| st.dom(v).size_or_max();
        let least = cands[first..].iter().filter(|&&v| unfixed(v)).map(|&v| size(v)).min()?;
        let ties = |v: Var| unfixed(v) && size(v) == least;
        let first = first + cands[first..].iter().position(|&v| ties(v))?;
        let key = |v: Var| if ties(v) { -(degree(st, v) as i128) } else { i128::MAX };
        return Some(first + position_of_least(&cands[first..], key));
    }
    // Min or Max (first-fail, ffc and leftmost were answered above): keys
    // are compared so that smaller is better; a fixed variable's key is
    // past every unfixed one.
    let key = |v: Var| -> (bool, i128) {
        let d = st.dom(v);
        let k = if how == Select::Min { d.min() as i128 } else { -(d.max() as i128) };
        (d.value().is_some(), k)
    };
    Some(first + position_of_least(&cands[first..], key))
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
    let first = cands.iter().position(|&v| !st.label_fixed(v))?;
    if how == Select::Leftmost {
        return Some(first);
    }
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
    // A fixed variable's key is past every unfixed one.
    let key = |v: Var| (st.label_fixed(v), key(v));
    Some(first + position_of_least(&cands[first..], key))
}
