//! The standard order of terms (compare/3, ==, @<, sort/2) and variant
//! checking (=@=), both iterative.
//!
//! Order: Var < Number < String < Atom < Compound, as SWI-Prolog's.
//! Numbers compare by value (rationals among them), a float before an
//! integer or rational of equal value
//! (`msort([2, 1.5, 1], L)` gives `[1, 1.5, 2]`); with the flag `iso` true,
//! ISO 7.2's order instead: every float before every integer (SWI-Prolog
//! switches the same way). Compounds compare by arity, then name, then
//! arguments left to right.

use super::Machine;
use crate::arith::Number;
use crate::term::cycles::{node, Visited};
use crate::term::{Addr, Cell};
use std::cmp::Ordering;
use std::collections::HashMap;

fn type_rank(c: Cell) -> u8 {
    match c {
        Cell::Ref(_) | Cell::Attv(_) => 0,
        Cell::Flt(_) => 1,
        Cell::Int(_) | Cell::Big(_) => 2,
        Cell::Stg(_) => 3,
        Cell::Atom(_) => 4,
        Cell::Str(_) | Cell::Lis(_) => 6,
        _ => 7,
    }
}

/// Pairs of terms still to compare, last in first out: the machine's
/// `compare_stack`, lent for one comparison (a `Vec` allocated per call, or
/// an array zeroed per call, cost more than most comparisons themselves:
/// `==/2` in a membership test).
struct PairStack<'a> {
    pairs: Vec<(Cell, Cell)>,
    home: &'a std::cell::Cell<Vec<(Cell, Cell)>>,
}

impl<'a> PairStack<'a> {
    fn new(home: &'a std::cell::Cell<Vec<(Cell, Cell)>>) -> Self {
        PairStack { pairs: home.take(), home }
    }

    #[inline]
    fn push(&mut self, pair: (Cell, Cell)) {
        self.pairs.push(pair);
    }

    #[inline]
    fn pop(&mut self) -> Option<(Cell, Cell)> {
        self.pairs.pop()
    }
}

impl Drop for PairStack<'_> {
    fn drop(&mut self) {
        let mut pairs = std::mem::take(&mut self.pairs);
        pairs.clear();
        self.home.set(pairs);
    }
}

impl Machine {
    pub fn compare_terms(&self, a: Cell, b: Cell) -> Ordering {
        let a = self.heap.deref(a);
        let b = self.heap.deref(b);
        let (Some(x), Some(y)) = (node(a), node(b)) else {
            return self.compare_simple(a, b);
        };
        let mut work = PairStack::new(&self.compare_stack);
        let mut seen = Visited::default();
        let ord = self.compare_compounds(a, b, x, y, &mut work, &mut seen);
        if ord != Ordering::Equal {
            return ord;
        }
        while let Some((a, b)) = work.pop() {
            let a = self.heap.deref(a);
            let b = self.heap.deref(b);
            let ord = match (node(a), node(b)) {
                (Some(x), Some(y)) => self.compare_compounds(a, b, x, y, &mut work, &mut seen),
                _ => self.compare_simple(a, b),
            };
            if ord != Ordering::Equal {
                return ord;
            }
        }
        Ordering::Equal
    }

    /// `a == b`: [`Machine::compare_terms`] gives `Equal`. A walk of its
    /// own, since equality never needs the order of two atoms' texts or of
    /// two functors: a membership test with `==/2` mostly meets atoms and
    /// compounds that differ at once.
    pub fn identical(&self, a: Cell, b: Cell) -> bool {
        // Most tests settle on the first pair, before any work list.
        let (p, q) = (self.heap.deref(a), self.heap.deref(b));
        // Two compounds of the same functor: the addresses of their first
        // arguments, and their arity.
        let (x, y, n) = match (p, q) {
            (Cell::Str(x), Cell::Str(y)) => {
                if x == y {
                    return true;
                }
                match (self.heap.get(x), self.heap.get(y)) {
                    (Cell::Fun(f, n), Cell::Fun(g, m)) if f == g && n == m => (x + 1, y + 1, n),
                    _ => return false,
                }
            }
            (Cell::Lis(x), Cell::Lis(y)) => {
                if x == y {
                    return true;
                }
                (x, y, 2)
            }
            (Cell::Str(_) | Cell::Lis(_), Cell::Str(_) | Cell::Lis(_)) => {
                return self.heap.functor_of(p) == self.heap.functor_of(q) && self.identical_walk(p, q)
            }
            _ => return self.identical_simple(p, q),
        };
        match self.identical_flat(x, y, n) {
            Some(same) => same,
            None => self.identical_walk(p, q),
        }
    }

    /// The `n` arguments from `x` and from `y` (of two compounds with the
    /// same functor) compared pair by pair while no pair is two compounds
    /// (`p(1, 2) == p(1, 3)`): the answer, or None when such a pair needs
    /// the walk (its work list and cycle check).
    #[inline]
    fn identical_flat(&self, x: Addr, y: Addr, n: u32) -> Option<bool> {
        for i in 0..n {
            let (a, b) = (self.heap.deref_addr(x + i).1, self.heap.deref_addr(y + i).1);
            let same = match (*a, *b) {
                (Cell::Atom(u), Cell::Atom(v)) => u == v,
                (Cell::Int(u), Cell::Int(v)) => u == v,
                (a, b) if node(a).is_some() && node(b).is_some() => return None,
                (a, b) => self.identical_simple(a, b),
            };
            if !same {
                return Some(false);
            }
        }
        Some(true)
    }

    /// [`Machine::identical`] on two dereferenced cells, not both compounds.
    #[inline]
    fn identical_simple(&self, p: Cell, q: Cell) -> bool {
        match (p, q) {
            (Cell::Atom(x), Cell::Atom(y)) => x == y,
            (Cell::Int(x), Cell::Int(y)) => x == y,
            (Cell::Ref(x) | Cell::Attv(x), Cell::Ref(y) | Cell::Attv(y)) => x == y,
            _ => {
                type_rank(p) == type_rank(q)
                    && node(p).is_none()
                    && node(q).is_none()
                    && self.compare_simple(p, q) == Ordering::Equal
            }
        }
    }

    /// [`Machine::identical`] on two compounds with the same functor.
    fn identical_walk(&self, a: Cell, b: Cell) -> bool {
        let mut work = PairStack::new(&self.compare_stack);
        let mut seen = Visited::default();
        let (mut p, mut q) = (a, b);
        loop {
            let same = match (p, q) {
                (Cell::Str(x), Cell::Str(y)) | (Cell::Lis(x), Cell::Lis(y)) if x == y => true,
                (Cell::Str(x) | Cell::Lis(x), Cell::Str(y) | Cell::Lis(y)) => {
                    self.identical_args(p, q, (x, y), &mut work, &mut seen)
                }
                _ => self.identical_simple(p, q),
            };
            if !same {
                return false;
            }
            match work.pop() {
                Some((x, y)) => (p, q) = (self.heap.deref(x), self.heap.deref(y)),
                None => return true,
            }
        }
    }

    /// Two compounds at `at`: the same functor, and their argument pairs
    /// queued, unless the pair was met before (see
    /// [`Machine::compare_compounds`]).
    fn identical_args(
        &self,
        p: Cell,
        q: Cell,
        at: (Addr, Addr),
        work: &mut PairStack<'_>,
        seen: &mut Visited<(Addr, Addr)>,
    ) -> bool {
        let functor = self.heap.functor_of(p);
        if functor != self.heap.functor_of(q) {
            return false;
        }
        if !seen.first_visit(at) {
            return true;
        }
        let (_, n) = functor.expect("compound");
        // Arguments that are not both compounds are settled here; only
        // compound pairs wait on the work list.
        for i in (0..n).rev() {
            let (a, b) = (self.heap.deref(self.heap.arg(p, i)), self.heap.deref(self.heap.arg(q, i)));
            if node(a).is_some() && node(b).is_some() {
                work.push((a, b));
            } else if !self.identical_simple(a, b) {
                return false;
            }
        }
        true
    }

    /// Compares two dereferenced cells that are not both compounds.
    fn compare_simple(&self, a: Cell, b: Cell) -> Ordering {
        let (ra, rb) = (type_rank(a), type_rank(b));
        if ra != rb {
            // A float and an integer: by value unless ISO's order is asked for.
            if ra + rb == 3 && ra != 0 && rb != 0 && !self.flags.iso {
                return self.compare_numbers(a, b).then(ra.cmp(&rb));
            }
            return ra.cmp(&rb);
        }
        match (a, b) {
            (Cell::Ref(x) | Cell::Attv(x), Cell::Ref(y) | Cell::Attv(y)) => x.cmp(&y),
            (Cell::Atom(x), Cell::Atom(y)) => {
                if x == y {
                    Ordering::Equal
                } else {
                    self.atoms.text(x).cmp(self.atoms.text(y))
                }
            }
            (Cell::Stg(x), Cell::Stg(y)) => self.heap.string_at(x).cmp(&self.heap.string_at(y)),
            (Cell::Int(x), Cell::Int(y)) => x.cmp(&y),
            (Cell::Flt(x), Cell::Flt(y)) => x.total_cmp(&y),
            _ if ra == 2 => self.compare_numbers(a, b),
            _ => Ordering::Equal,
        }
    }

    /// Compares two dereferenced compounds at `x` and `y` by shape, then
    /// their leading arguments that are not both compounds, and pushes the
    /// argument pairs from the first pair of compounds on. A pair of
    /// compounds met again compares equal: it was found equal before, or
    /// it is being compared further up (a cycle of a rational tree, equal
    /// so far).
    fn compare_compounds(
        &self,
        a: Cell,
        b: Cell,
        x: Addr,
        y: Addr,
        work: &mut PairStack<'_>,
        seen: &mut Visited<(Addr, Addr)>,
    ) -> Ordering {
        let (f, n) = self.heap.functor_of(a).expect("compound");
        let (g, m) = self.heap.functor_of(b).expect("compound");
        let by_shape =
            n.cmp(&m).then_with(|| if f == g { Ordering::Equal } else { self.atoms.text(f).cmp(self.atoms.text(g)) });
        if by_shape != Ordering::Equal {
            return by_shape;
        }
        if x == y || !seen.first_visit((x, y)) {
            return Ordering::Equal;
        }
        // Arguments are compared left to right: the simple ones before
        // the first pair of compounds directly, the rest in order later.
        let mut first_deferred = n;
        for i in 0..n {
            let p = self.heap.deref(self.heap.arg(a, i));
            let q = self.heap.deref(self.heap.arg(b, i));
            if node(p).is_some() && node(q).is_some() {
                first_deferred = i;
                break;
            }
            let ord = self.compare_simple(p, q);
            if ord != Ordering::Equal {
                return ord;
            }
        }
        for i in (first_deferred..n).rev() {
            work.push((self.heap.arg(a, i), self.heap.arg(b, i)));
        }
        Ordering::Equal
    }

    /// Two numbers (integers small or big, or a float and an integer) by
    /// value.
    fn compare_numbers(&self, a: Cell, b: Cell) -> Ordering {
        let na = Number::from_cell(&self.heap, a).expect("number");
        let nb = Number::from_cell(&self.heap, b).expect("number");
        na.compare(&nb)
    }

    /// `a =@= b`: the terms are equal up to a consistent renaming of variables.
    pub fn variant(&self, a: Cell, b: Cell) -> bool {
        let mut left: HashMap<Addr, Addr> = HashMap::new();
        let mut right: HashMap<Addr, Addr> = HashMap::new();
        let mut work = vec![(a, b)];
        let mut seen = Visited::default();
        while let Some((a, b)) = work.pop() {
            let a = self.heap.deref(a);
            let b = self.heap.deref(b);
            match (a, b) {
                (Cell::Ref(x) | Cell::Attv(x), Cell::Ref(y) | Cell::Attv(y)) => {
                    let l = *left.entry(x).or_insert(y);
                    let r = *right.entry(y).or_insert(x);
                    if l != y || r != x {
                        return false;
                    }
                }
                (Cell::Str(_) | Cell::Lis(_), Cell::Str(_) | Cell::Lis(_)) => {
                    let (f, n) = self.heap.functor_of(a).expect("compound");
                    let (g, m) = self.heap.functor_of(b).expect("compound");
                    if f != g || n != m {
                        return false;
                    }
                    let (x, y) = (node(a).expect("compound"), node(b).expect("compound"));
                    if !seen.first_visit((x, y)) {
                        continue;
                    }
                    for i in 0..n {
                        work.push((self.heap.arg(a, i), self.heap.arg(b, i)));
                    }
                }
                _ => {
                    if type_rank(a) != type_rank(b) || type_rank(a) == 0 || type_rank(a) == 6 {
                        return false;
                    }
                    if self.compare_simple(a, b) != Ordering::Equal {
                        return false;
                    }
                    // Equal by value is not enough: 1 and 1.0 are not variants.
                    if std::mem::discriminant(&a) != std::mem::discriminant(&b) {
                        return false;
                    }
                }
            }
        }
        true
    }
}
