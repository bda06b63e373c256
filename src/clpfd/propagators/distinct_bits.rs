//! all_distinct/1 on bit masks, for the common case (sudoku rows, puzzle
//! lines) of at most 64 variables whose domains all lie in one window of
//! 64 values: each domain is a `u64`, the value graph is a set of masks,
//! and nothing is allocated. The filtering is the same as the general
//! Régin matching in `alldistinct.rs` (domain consistency):
//!
//! 1. value elimination: a fixed variable's value leaves the others (all
//!    that all_different/1 does, `Strength::Values`);
//! 2. if the unfixed variables' domains are pairwise disjoint, every
//!    value is supported and there is nothing more to do;
//! 3. otherwise a maximum matching of variables to values (augmenting
//!    paths over masks), then an edge (x, v) stays only if v is x's
//!    matched value, or v lies on an alternating path from a free value,
//!    or v is matched to a variable in x's strongly connected component
//!    of the variable graph `x -> y iff match(x) in dom(y)` (each
//!    component found by a forward and a backward search over masks).

use super::Status;
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::store::{Store, Var};

/// Most variables (and values) the masks can hold.
pub const WIDTH: usize = 64;

/// No value / no variable (in the matching arrays).
const NONE: u8 = u8::MAX;

/// The values of `d` as bits above `base` (`d` lies in `base..base+63`).
fn mask_of(d: &Domain, base: i64) -> u64 {
    match *d {
        // At most 64 values (the window): b - a <= 63.
        Domain::Range((a, b)) => (u64::MAX >> (63 - (b - a) as u32)) << (a - base),
        Domain::Bits { base: b, bits } => bits << (b - base),
        Domain::Set(_) => d.values().fold(0u64, |m, v| m | 1u64 << (v - base)),
    }
}

/// How much of the filtering to do.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// all_different/1: value elimination only.
    Values,
    /// all_distinct/1: domain consistency.
    Domains,
}

/// Runs all_distinct (or all_different) on `xs` if it fits in masks;
/// None when it does not (too many variables, or domains spanning 64
/// values or more).
pub fn propagate(st: &mut Store, xs: &[Var], strength: Strength) -> Option<Status> {
    let n = xs.len();
    if n > WIDTH {
        return None;
    }
    if n <= SMALL {
        return propagate_small(st, xs, strength);
    }
    let (mut lo, mut hi) = (SUP, INF);
    for &x in xs {
        let d = st.dom(x);
        lo = lo.min(d.min());
        hi = hi.max(d.max());
    }
    if lo == INF || hi == SUP || (hi as i128 - lo as i128) >= WIDTH as i128 {
        return None;
    }
    let mut dom = [0u64; WIDTH];
    for (k, &x) in xs.iter().enumerate() {
        dom[k] = mask_of(st.dom(x), lo);
    }
    Some(run::<WIDTH>(st, xs, lo, dom, strength))
}

/// Variables and values (each) of the small arrays.
const SMALL: usize = 16;

/// `propagate` for at most `SMALL` variables (sudoku, queens, puzzle
/// lines): each domain is read once, as a mask above its own minimum,
/// and shifted into the window once the window is known. Arrays of 16
/// when the window is that narrow too: zeroing four arrays of 64 words
/// costs more than the filtering.
fn propagate_small(st: &mut Store, xs: &[Var], strength: Strength) -> Option<Status> {
    let mut own = [(0u64, 0i64); SMALL];
    let (mut lo, mut hi) = (SUP, INF);
    for (k, &x) in xs.iter().enumerate() {
        let (mask, min, max) = match *st.dom(x) {
            Domain::Range((a, b)) => {
                // a <= b: the wrapping difference is the exact width.
                if a == INF || b == SUP || b.wrapping_sub(a) as u64 >= WIDTH as u64 {
                    return None;
                }
                (u64::MAX >> (63 - (b - a) as u32), a, b)
            }
            Domain::Bits { base, bits } => (bits, base, base + 63 - bits.leading_zeros() as i64),
            // A set spans 64 values or more.
            Domain::Set(_) => return None,
        };
        own[k] = (mask, min);
        lo = lo.min(min);
        hi = hi.max(max);
    }
    if hi.wrapping_sub(lo) as u64 >= WIDTH as u64 {
        return None;
    }
    let n = xs.len();
    Some(if hi.wrapping_sub(lo) < SMALL as i64 {
        let mut dom = [0u64; SMALL];
        for k in 0..n {
            dom[k] = own[k].0 << (own[k].1 - lo);
        }
        run::<SMALL>(st, xs, lo, dom, strength)
    } else {
        let mut dom = [0u64; WIDTH];
        for k in 0..n {
            dom[k] = own[k].0 << (own[k].1 - lo);
        }
        run::<WIDTH>(st, xs, lo, dom, strength)
    })
}

/// Filters the masks `dom` of `xs` (the window starts at `lo`) with
/// arrays of `N` >= the number of variables and the window's width, and
/// narrows the domains that lost values.
fn run<const N: usize>(st: &mut Store, xs: &[Var], lo: i64, mut dom: [u64; N], strength: Strength) -> Status {
    let n = xs.len();
    let before = dom;
    let consistent = match strength {
        Strength::Values => eliminate_values(&mut dom[..n]).is_some(),
        Strength::Domains => filter_in::<N>(&mut dom[..n]),
    };
    if !consistent {
        return Status::Fail;
    }
    let mut all_fixed = true;
    for k in 0..n {
        if dom[k] != before[k] {
            // A strict subset of the domain the mask was read from.
            narrow_to_mask(st, xs[k], lo, before[k], dom[k]);
        }
        all_fixed &= dom[k].is_power_of_two();
    }
    if all_fixed {
        Status::Entailed
    } else {
        Status::Ok
    }
}

/// Narrows `x`, whose domain is the mask `old` of the window from `base`,
/// to `new`, a non-empty strict subset of it. The bounds moved iff the
/// lowest or the highest bit did, which the masks show without reading
/// the domains' ends.
#[inline(always)]
fn narrow_to_mask(st: &mut Store, x: Var, base: i64, old: u64, new: u64) {
    let d = Domain::from_mask(base, new).expect("filtering leaves every domain non-empty");
    let bounds = old.trailing_zeros() != new.trailing_zeros() || old.leading_zeros() != new.leading_zeros();
    st.narrow_with_bounds(x, d, bounds);
}

/// A window of 64 values that holds every domain of a constraint's
/// variables (at most `WIDTH` of them).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Window {
    /// Its first value.
    pub base: i64,
    /// The variables, and the values from the least to the greatest,
    /// fit in the small arrays (`SMALL`).
    small: bool,
}

/// The window that holds the domains of `xs` now, if there is one.
pub fn window(st: &Store, xs: &[Var]) -> Option<Window> {
    if xs.len() > WIDTH {
        return None;
    }
    let (mut lo, mut hi) = (SUP, INF);
    for &x in xs {
        let d = st.dom(x);
        lo = lo.min(d.min());
        hi = hi.max(d.max());
    }
    let width = hi as i128 - lo as i128;
    (lo != INF && hi != SUP && width < WIDTH as i128)
        .then_some(Window { base: lo, small: xs.len() <= SMALL && width < SMALL as i128 })
}

/// [`window`] when no variable of `xs` is fixed (Some of it), read in
/// the same pass over the domains; None when one is.
pub fn window_if_open(st: &Store, xs: &[Var]) -> Option<Option<Window>> {
    let (mut lo, mut hi) = (SUP, INF);
    for &x in xs {
        let (a, b) = st.dom(x).bounds();
        if a == b {
            return None;
        }
        lo = lo.min(a);
        hi = hi.max(b);
    }
    let width = hi as i128 - lo as i128;
    Some(
        (xs.len() <= WIDTH && lo != INF && hi != SUP && width < WIDTH as i128)
            .then_some(Window { base: lo, small: xs.len() <= SMALL && width < SMALL as i128 }),
    )
}

/// The domains of `xs` as masks of the window from `base`, which holds
/// them.
#[inline]
fn window_masks<const N: usize>(st: &Store, xs: &[Var], base: i64) -> [u64; N] {
    let mut dom = [0u64; N];
    for (k, &x) in xs.iter().enumerate() {
        dom[k] = window_mask(st.dom(x), base);
    }
    dom
}

/// The values of `d`, which the window from `base` holds, as its mask.
#[inline(always)]
fn window_mask(d: &Domain, base: i64) -> u64 {
    match *d {
        // Inside the window: a - base and b - a lie in 0..64.
        Domain::Range((a, b)) => (u64::MAX >> (63 - (b - a) as u32)) << (a - base),
        Domain::Bits { base: b, bits } => bits << (b - base),
        // (A set spans 64 values or more: not inside a window.)
        Domain::Set(_) => mask_of(d, base),
    }
}

/// all_distinct's filtering (`Strength::Domains`) when `window` (found
/// once: domains only shrink) holds every domain of `xs`: the masks are
/// read without looking for a window again.
pub fn propagate_in_window(st: &mut Store, xs: &[Var], window: Window) -> Status {
    if window.small {
        let dom = window_masks::<SMALL>(st, xs, window.base);
        run::<SMALL>(st, xs, window.base, dom, Strength::Domains)
    } else {
        let dom = window_masks::<WIDTH>(st, xs, window.base);
        run::<WIDTH>(st, xs, window.base, dom, Strength::Domains)
    }
}

/// all_different's value elimination (`Strength::Values`) when the
/// window from `base` (found once: domains only shrink) holds every
/// domain of `xs`. Each domain is read once, and nothing is written back
/// unless a value of a fixed variable is in an open domain. Inlined into
/// the propagator's one caller: a run (sudoku's every step) then sets up
/// one frame, not two.
#[inline]
pub fn eliminate_in_window(st: &mut Store, xs: &[Var], base: i64) -> Status {
    if xs.len() <= SMALL {
        eliminate_window::<SMALL>(st, xs, base)
    } else {
        eliminate_window::<WIDTH>(st, xs, base)
    }
}

/// [`eliminate_in_window`] with arrays of `N` >= the number of variables.
fn eliminate_window<const N: usize>(st: &mut Store, xs: &[Var], base: i64) -> Status {
    // One pass (not `window_masks`, then a second): the masks are
    // sorted into fixed and open as they are read.
    let mut dom = [0u64; N];
    let (mut taken, mut open, mut open_values) = (0u64, 0u64, 0u64);
    // (Zipped with the slots, at most `N`: no bounds check per slot.)
    for (k, (slot, &x)) in dom.iter_mut().zip(xs).enumerate() {
        // An interval is fixed iff its ends meet (a fixed variable is an
        // interval of one value): neither its mask nor a test of the
        // mask is needed to say so. A bitset's mask is tested.
        let (mask, fixed) = match *st.dom(x) {
            Domain::Range((a, b)) if a == b => (1u64 << (a - base), true),
            // Inside the window: a - base and b - a lie in 0..64.
            Domain::Range((a, b)) => ((u64::MAX >> (63 - (b - a) as u32)) << (a - base), false),
            ref d => {
                let mask = window_mask(d, base);
                (mask, mask & (mask - 1) == 0)
            }
        };
        *slot = mask;
        if fixed {
            if taken & mask != 0 {
                return Status::Fail;
            }
            taken |= mask;
        } else {
            open |= 1 << k;
            open_values |= mask;
        }
    }
    if taken & open_values != 0 {
        // As `eliminate_values`, noting the domains that change.
        let before = dom;
        let (mut removed, mut changed) = (0u64, 0u64);
        while taken != removed {
            let fresh = taken & !removed;
            removed = taken;
            for k in bits(open) {
                if dom[k] & fresh != 0 {
                    let d = dom[k] & !fresh;
                    if d == 0 {
                        return Status::Fail;
                    }
                    dom[k] = d;
                    changed |= 1 << k;
                    if d.is_power_of_two() {
                        if taken & d != 0 {
                            return Status::Fail;
                        }
                        taken |= d;
                        open &= !(1 << k);
                    }
                }
            }
        }
        for k in bits(changed) {
            narrow_to_mask(st, xs[k], base, before[k], dom[k]);
        }
    }
    if open == 0 {
        Status::Entailed
    } else {
        Status::Ok
    }
}

/// Narrows the masks to domain consistency; false if no all-different
/// assignment exists.
#[cfg(test)]
fn filter(dom: &mut [u64]) -> bool {
    filter_in::<WIDTH>(dom)
}

/// `filter` with matching arrays of `N` >= the number of variables and
/// the width of the values.
fn filter_in<const N: usize>(dom: &mut [u64]) -> bool {
    let Some(open) = eliminate_values(dom) else { return false };
    // 2. Unfixed variables with pairwise disjoint domains need no matching,
    // nor do k of them with k values or more each: whatever value one
    // takes, the others can still be given distinct values one by one.
    let (mut union, mut total, mut smallest) = (0u64, 0u32, u32::MAX);
    for k in bits(open) {
        union |= dom[k];
        let size = dom[k].count_ones();
        total += size;
        smallest = smallest.min(size);
    }
    if total == union.count_ones() || smallest >= open.count_ones() {
        return true;
    }
    if union.count_ones() < open.count_ones() {
        return false; // more variables than values
    }
    regin::<N>(dom, open)
}

/// Step 1, value elimination to a fixpoint: the values of the fixed
/// variables (two of them sharing a value fail) leave the open ones.
/// Returns the variables left open, or None on failure.
fn eliminate_values(dom: &mut [u64]) -> Option<u64> {
    let mut open: u64 = 0;
    let mut taken = 0u64;
    let mut open_values = 0u64;
    for (k, &d) in dom.iter().enumerate() {
        if d.is_power_of_two() {
            if taken & d != 0 {
                return None;
            }
            taken |= d;
        } else {
            open |= 1 << k;
            open_values |= d;
        }
    }
    if taken & open_values == 0 {
        // The common case once the constraint has run: nothing to remove.
        return Some(open);
    }
    let mut removed = 0u64;
    while taken != removed {
        let fresh = taken & !removed;
        removed = taken;
        for k in bits(open) {
            if dom[k] & fresh != 0 {
                let d = dom[k] & !fresh;
                if d == 0 {
                    return None;
                }
                dom[k] = d;
                if d.is_power_of_two() {
                    if taken & d != 0 {
                        return None;
                    }
                    taken |= d;
                    open &= !(1 << k);
                }
            }
        }
    }
    Some(open)
}

/// The set bits of a mask, lowest first.
fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let k = m.trailing_zeros() as usize;
        m &= m - 1;
        Some(k)
    })
}

/// Step 3, matching and pruning over the variables of `open` (the others
/// are fixed, their values already gone from the open domains).
fn regin<const N: usize>(dom: &mut [u64], open: u64) -> bool {
    let mut val_of = [NONE; N];
    let mut var_of = [NONE; N];
    let mut used = 0u64;
    for k in bits(open) {
        let free = dom[k] & !used;
        if free != 0 {
            let v = free.trailing_zeros() as usize;
            used |= 1 << v;
            val_of[k] = v as u8;
            var_of[v] = k as u8;
        }
    }
    for k in bits(open) {
        if val_of[k] == NONE {
            let mut visited = 0u64;
            if !augment(k, dom, &mut val_of, &mut var_of, &mut visited) {
                return false;
            }
        }
    }
    // An augmenting path takes one free value, not necessarily k's.
    let used = bits(open).fold(0u64, |m, k| m | 1 << val_of[k]);
    // Variables holding each value, among the open ones, and each open
    // variable's predecessors in the variable graph (x -> y iff x's
    // matched value is in y's domain).
    let mut holders = [0u64; N];
    let mut pred = [0u64; N];
    for k in bits(open) {
        for v in bits(dom[k]) {
            holders[v] |= 1 << k;
            if var_of[v] != NONE {
                pred[k] |= 1 << var_of[v];
            }
        }
    }
    let succ = |k: usize| holders[val_of[k] as usize];
    // Values on an alternating path from a free value.
    let union = bits(open).fold(0u64, |m, k| m | dom[k]);
    let mut reach_vals = union & !used;
    let mut reached = 0u64;
    loop {
        let mut grew = false;
        for k in bits(open & !reached) {
            if dom[k] & reach_vals != 0 {
                reached |= 1 << k;
                reach_vals |= 1 << val_of[k];
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    // Strongly connected components of the variable graph, one at a time:
    // the lowest variable left, with the variables (left) it reaches and
    // that reach it. A variable keeps the values on alternating paths from
    // a free value and the values matched inside its component.
    let mut left = open;
    while left != 0 {
        let k = left.trailing_zeros() as usize;
        let forward = closure(k, left, succ);
        let backward = closure(k, left, |y| pred[y]);
        let component = (forward & backward) | 1 << k;
        let keep = bits(component).fold(reach_vals, |m, y| m | 1 << val_of[y]);
        for y in bits(component) {
            dom[y] &= keep;
        }
        left &= !component;
    }
    true
}

/// The variables of `within` reachable from `k` by one or more `step`s.
#[inline]
fn closure(k: usize, within: u64, step: impl Fn(usize) -> u64) -> u64 {
    let (mut seen, mut todo) = (0u64, step(k) & within);
    while todo != 0 {
        let y = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        seen |= 1 << y;
        todo |= step(y) & within & !seen;
    }
    seen
}

/// Finds an augmenting path from variable `k` (depth-first, values not yet
/// visited in this search) and flips it.
fn augment<const N: usize>(
    k: usize,
    dom: &[u64],
    val_of: &mut [u8; N],
    var_of: &mut [u8; N],
    visited: &mut u64,
) -> bool {
    loop {
        let cand = dom[k] & !*visited;
        if cand == 0 {
            return false;
        }
        let v = cand.trailing_zeros() as usize;
        *visited |= 1 << v;
        let holder = var_of[v];
        if holder == NONE || augment(holder as usize, dom, val_of, var_of, visited) {
            var_of[v] = k as u8;
            val_of[k] = v as u8;
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Domain consistency by enumeration: value v stays in variable k's
    /// domain iff some all-different assignment gives k the value v.
    fn brute(dom: &[u64]) -> Option<Vec<u64>> {
        fn go(dom: &[u64], k: usize, used: u64, pick: &mut Vec<usize>, out: &mut [u64]) {
            if k == dom.len() {
                for (j, &v) in pick.iter().enumerate() {
                    out[j] |= 1 << v;
                }
                return;
            }
            for v in bits(dom[k] & !used) {
                pick.push(v);
                go(dom, k + 1, used | 1 << v, pick, out);
                pick.pop();
            }
        }
        let mut out = vec![0u64; dom.len()];
        go(dom, 0, 0, &mut Vec::new(), &mut out);
        out.iter().all(|&m| m != 0).then_some(out)
    }

    #[test]
    fn filter_equals_enumeration() {
        let mut rng = SmallRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let n = rng.random_range(1..=6);
            let width = rng.random_range(1..=8);
            let dom: Vec<u64> = (0..n).map(|_| rng.random_range(1..(1u64 << width))).collect();
            let mut got = dom.clone();
            let ok = filter(&mut got);
            let mut small = dom.clone();
            let small_ok = filter_in::<SMALL>(&mut small);
            match brute(&dom) {
                Some(want) => assert!(ok && got == want, "{dom:?}: {got:?}, want {want:?}"),
                None => assert!(!ok, "{dom:?} has no solution, got {got:?}"),
            }
            assert_eq!((small_ok, &small), (ok, &got), "{dom:?}: the small arrays filter alike");
        }
    }

    /// propagate() on store domains (intervals and bitsets anywhere on the
    /// line, windows up to 64 values wide) prunes as enumeration does.
    #[test]
    fn propagate_on_store_domains_equals_enumeration() {
        let mut rng = SmallRng::seed_from_u64(11);
        for _ in 0..5_000 {
            let n = rng.random_range(1..=6);
            let base: i64 = rng.random_range(-100..100);
            let width = rng.random_range(1..=64u32);
            let full = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
            // A few values each, anywhere in the window (enumeration stays
            // cheap).
            let masks: Vec<u64> = (0..n)
                .map(|_| (0..rng.random_range(1..=4)).fold(0u64, |m, _| m | 1 << rng.random_range(0..width)) & full)
                .collect();
            let mut st = Store::default();
            let xs: Vec<Var> =
                masks.iter().map(|&m| st.new_var(Domain::from_mask(base, m).expect("non-empty"), 0)).collect();
            let status = propagate(&mut st, &xs, Strength::Domains).expect("fits in masks");
            match brute(&masks) {
                Some(want) => {
                    assert_ne!(status, Status::Fail, "{masks:?}");
                    for (k, &x) in xs.iter().enumerate() {
                        let got = st.dom(x).values().fold(0u64, |m, v| m | 1 << (v - base));
                        assert_eq!(got, want[k], "{masks:?} at {base}");
                    }
                }
                None => assert_eq!(status, Status::Fail, "{masks:?}"),
            }
        }
    }

    #[test]
    fn values_at_the_top_of_the_window() {
        // Values 62 and 63: the shifts reach the last bit of the word.
        let mut dom = [1u64 << 63, 3u64 << 62, 7u64 << 61];
        assert!(filter(&mut dom));
        assert_eq!(dom, [1 << 63, 1 << 62, 1 << 61]);
    }

    #[test]
    fn k_variables_with_k_values_each_keep_them() {
        // {1,2,3} three times (no matching needed); {1,2}, {3,4}, {1,2}
        // (a Hall pair that takes nothing from the third): every value is
        // supported.
        for dom0 in [[0b1110u64, 0b1110, 0b1110], [0b0110, 0b11000, 0b0110]] {
            let mut dom = dom0;
            assert!(filter(&mut dom));
            assert_eq!(dom, dom0);
        }
    }

    #[test]
    fn hall_set_prunes_the_rest() {
        // {1,2}, {1,2}, {1,2,3}: the third variable must be 3.
        let mut dom = [0b0110u64, 0b0110, 0b1110];
        assert!(filter(&mut dom));
        assert_eq!(dom[2], 0b1000);
        let mut dom = [0b0110u64, 0b0110, 0b0110];
        assert!(!filter(&mut dom));
    }
}
