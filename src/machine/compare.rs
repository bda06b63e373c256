//! The standard order of terms (compare/3, ==, @<, sort/2) and variant
//! checking (=@=), both iterative.
//!
//! Order (ISO 7.2): Var < Float < Integer < Atom < String < Compound.
//! Numbers of one kind compare by value. Compounds compare by arity, then
//! name, then arguments left to right.

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
        Cell::Atom(_) => 3,
        Cell::Stg(_) => 4,
        Cell::Str(_) | Cell::Lis(_) => 6,
        _ => 7,
    }
}

impl Machine {
    pub fn compare_terms(&self, a: Cell, b: Cell) -> Ordering {
        // The work list allocates only when two compounds are met.
        let mut work: Vec<(Cell, Cell)> = Vec::new();
        let mut seen = Visited::default();
        let ord = self.compare_step(a, b, &mut work, &mut seen);
        if ord != Ordering::Equal {
            return ord;
        }
        while let Some((a, b)) = work.pop() {
            let ord = self.compare_step(a, b, &mut work, &mut seen);
            if ord != Ordering::Equal {
                return ord;
            }
        }
        Ordering::Equal
    }

    /// Compares two cells, pushing the argument pairs of two compounds of
    /// one shape. A pair of compounds met again compares equal: it was
    /// found equal before, or it is being compared further up (a cycle of
    /// a rational tree, equal so far).
    fn compare_step(
        &self,
        a: Cell,
        b: Cell,
        work: &mut Vec<(Cell, Cell)>,
        seen: &mut Visited<(Addr, Addr)>,
    ) -> Ordering {
        let a = self.heap.deref(a);
        let b = self.heap.deref(b);
        let (ra, rb) = (type_rank(a), type_rank(b));
        if ra != rb {
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
            _ => {
                let (f, n) = self.heap.functor_of(a).expect("compound");
                let (g, m) = self.heap.functor_of(b).expect("compound");
                let by_shape = n.cmp(&m).then_with(|| {
                    if f == g {
                        Ordering::Equal
                    } else {
                        self.atoms.text(f).cmp(self.atoms.text(g))
                    }
                });
                if by_shape != Ordering::Equal {
                    return by_shape;
                }
                let (x, y) = (node(a).expect("compound"), node(b).expect("compound"));
                if x == y || !seen.first_visit((x, y)) {
                    return Ordering::Equal;
                }
                for i in (0..n).rev() {
                    work.push((self.heap.arg(a, i), self.heap.arg(b, i)));
                }
                Ordering::Equal
            }
        }
    }

    /// Two integers (small or big) by value.
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
                    let mut scratch = Vec::new();
                    if self.compare_step(a, b, &mut scratch, &mut Visited::default()) != Ordering::Equal {
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
