//! A disjunction of equalities over one variable, `X #= 3 #\/ X #= 5`
//! (also `3 #= X` and `X in 3`), read as the domain it posts: SWI-Prolog
//! reads it as `X in 3\/5`, with no truth values. Reification
//! (`reify.rs`) asks here before it walks a disjunction connective by
//! connective.

use super::linear_post::in_fd_range;
use crate::clpfd::domain::Domain;
use crate::machine::Machine;
use crate::term::{atoms, Cell};

/// Whether `f` is a `#\/`, `in` or `#=` node, what a disjunction of
/// equalities is made of.
fn disjunct_functor(m: &Machine, f: Cell) -> bool {
    match m.heap.functor_of(m.heap.deref(f)) {
        Some((name, 2)) => matches!(name, atoms::FD_OR | atoms::FD_IN | atoms::FD_EQ),
        _ => false,
    }
}

/// The nodes [`disjunctive_eqs`] reads at most (a longer disjunction, or
/// a cyclic one, is posted connective by connective).
const DISJUNCTION_NODES: usize = 1 << 16;

/// A disjunction of `V #= I`, `I #= V` and `V in I` (I an integer) over
/// one variable V, the operands `roots` of `#\/`: V and the domain of the
/// values, which is what it posts, as SWI-Prolog reads it
/// (`X #= 3 #\/ X #= 5` is `X in 3\/5`, with no truth values).
///
/// The usual few values within 64 of each other (car sequencing's
/// `S #= 1 #\/ S #= 5 #\/ S #= 6`) are read with nothing allocated: the
/// nodes to visit on a stack of [`INLINE_NODES`] cells, the values as a
/// bitset. Longer or wider disjunctions spill to vectors.
pub(super) fn disjunctive_eqs(m: &Machine, roots: [Cell; 2]) -> Option<(Cell, Domain)> {
    // Most disjunctions are of other relations (`S + D #=< T #\/ ...`):
    // their roots tell, before anything is read.
    if !roots.iter().all(|&f| disjunct_functor(m, f)) {
        return None;
    }
    let mut var: Option<Cell> = None;
    let mut values = Values::default();
    let mut work = CellStack::default();
    work.push(roots[1]);
    work.push(roots[0]);
    let mut nodes = 0;
    while let Some(f) = work.pop() {
        nodes += 1;
        if nodes > DISJUNCTION_NODES {
            return None;
        }
        let f = m.heap.deref(f);
        let (name, 2) = m.heap.functor_of(f)? else { return None };
        let (a, b) = (m.heap.deref(m.heap.arg(f, 0)), m.heap.deref(m.heap.arg(f, 1)));
        let (v, i) = match (name, a, b) {
            (atoms::FD_OR, _, _) => {
                work.push(b);
                work.push(a);
                continue;
            }
            (atoms::FD_IN | atoms::FD_EQ, v, Cell::Int(i)) if v.is_var_ref() => (v, i),
            (atoms::FD_EQ, Cell::Int(i), v) if v.is_var_ref() => (v, i),
            _ => return None,
        };
        if !in_fd_range(i as i128) {
            return None;
        }
        match var {
            None => var = Some(v),
            Some(w) if w.same(v) => {}
            Some(_) => return None,
        }
        values.add(i);
    }
    Some((var?, values.domain()?))
}

/// The nodes [`CellStack`] holds without allocating: a left-nested
/// disjunction of that many values (all zeroed for each disjunction read).
const INLINE_NODES: usize = 16;

/// A stack of cells, the first [`INLINE_NODES`] in place.
struct CellStack {
    inline: [Cell; INLINE_NODES],
    depth: usize,
    /// The cells past the first `INLINE_NODES`, pushed after them.
    spill: Vec<Cell>,
}

impl Default for CellStack {
    fn default() -> Self {
        CellStack { inline: [Cell::Int(0); INLINE_NODES], depth: 0, spill: Vec::new() }
    }
}

impl CellStack {
    fn push(&mut self, c: Cell) {
        if self.depth < INLINE_NODES {
            self.inline[self.depth] = c;
            self.depth += 1;
        } else {
            self.spill.push(c);
        }
    }

    fn pop(&mut self) -> Option<Cell> {
        if let Some(c) = self.spill.pop() {
            return Some(c);
        }
        self.depth = self.depth.checked_sub(1)?;
        Some(self.inline[self.depth])
    }
}

/// The values of a disjunction: a bitset over the 128 values from
/// `origin` (64 below the first value) while they all lie there, else a
/// list of one-value intervals.
#[derive(Default)]
struct Values {
    origin: Option<i128>,
    bits: u128,
    spill: Vec<(i64, i64)>,
}

impl Values {
    fn add(&mut self, i: i64) {
        if self.spill.is_empty() {
            let origin = *self.origin.get_or_insert(i as i128 - 64);
            let at = i as i128 - origin;
            if (0..128).contains(&at) {
                self.bits |= 1 << at;
                return;
            }
            self.spill = bit_values(origin, self.bits);
        }
        self.spill.push((i, i));
    }

    /// The domain of the values (None if there are none).
    fn domain(self) -> Option<Domain> {
        if !self.spill.is_empty() {
            return Domain::from_intervals(self.spill);
        }
        let origin = self.origin?;
        let (lo, hi) = (self.bits.trailing_zeros(), 127 - self.bits.leading_zeros());
        if hi - lo < 64 {
            return Domain::from_mask((origin + lo as i128) as i64, (self.bits >> lo) as u64);
        }
        Domain::from_intervals(bit_values(origin, self.bits))
    }
}

/// The values `origin + i` for the set bits `i` of `bits`, as one-value
/// intervals.
fn bit_values(origin: i128, mut bits: u128) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    while bits != 0 {
        let v = (origin + bits.trailing_zeros() as i128) as i64;
        out.push((v, v));
        bits &= bits - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The domain of the values read one by one, as `from_intervals` makes
    /// it of their one-value intervals.
    fn read(values: &[i64]) -> Option<Domain> {
        let mut v = Values::default();
        for &i in values {
            v.add(i);
        }
        v.domain()
    }

    #[test]
    fn values_make_the_domain_of_their_intervals() {
        let big = crate::clpfd::domain::SUP - 1;
        let small = crate::clpfd::domain::INF + 1;
        for values in [
            &[3][..],
            &[5, 3],
            &[1, 5, 6],
            &[6, 5, 4, 5],
            &[0, 63],
            &[0, 64],
            &[-64, 63],
            &[-65, 63, 0],
            &[10, 200, -300, 10],
            &[small, big, 0],
            &[big, big - 63],
            &[small, small + 1, small + 64],
        ] {
            let expected = Domain::from_intervals(values.iter().map(|&i| (i, i)).collect());
            assert_eq!(read(values), expected, "{values:?}");
        }
        assert_eq!(read(&[]), None);
    }

    #[test]
    fn the_cell_stack_is_last_in_first_out_past_its_inline_part() {
        let mut s = CellStack::default();
        for i in 0..100 {
            s.push(Cell::Int(i));
        }
        for i in (0..100).rev() {
            assert!(matches!(s.pop(), Some(Cell::Int(j)) if j == i));
        }
        assert!(s.pop().is_none());
    }
}
