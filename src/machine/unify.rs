//! Binding, trailing and unification (iterative, with an explicit stack).

use super::Machine;
use crate::term::{Addr, Cell};

impl Machine {
    /// Records the old contents of `a` if a choicepoint may need to restore it.
    #[inline]
    pub fn trail_cell(&mut self, a: Addr) {
        if a < self.hb {
            self.trail.push((a, self.heap.get(a)));
        }
    }

    /// Records the old contents of `a` unconditionally (attribute updates).
    #[inline]
    pub fn trail_value(&mut self, a: Addr) {
        self.trail.push((a, self.heap.get(a)));
    }

    /// Binds the unbound variable cell `var` (dereferenced) to `value`.
    #[inline]
    pub fn bind(&mut self, var: Cell, value: Cell) {
        match var {
            Cell::Ref(a) => {
                self.trail_cell(a);
                self.heap.set(a, value);
            }
            Cell::Attv(a) => {
                // Attribute changes are undone through the trail in any case,
                // so an attributed variable is always trailed.
                self.trail_value(a);
                self.heap.set(a, value);
                self.wake.push((self.heap.get(a + 1), value));
            }
            _ => unreachable!("bind of a non-variable"),
        }
    }

    /// Binds two distinct unbound variables: the younger to the older, and a
    /// plain variable to an attributed one rather than the other way.
    #[inline]
    fn bind_vars(&mut self, a: Cell, b: Cell) {
        let (Cell::Ref(x) | Cell::Attv(x)) = a else { unreachable!() };
        let (Cell::Ref(y) | Cell::Attv(y)) = b else { unreachable!() };
        match (a, b) {
            (Cell::Ref(_), Cell::Attv(_)) => self.bind(a, b),
            (Cell::Attv(_), Cell::Ref(_)) => self.bind(b, a),
            _ => {
                if x < y {
                    self.bind(b, a)
                } else {
                    self.bind(a, b)
                }
            }
        }
    }

    pub fn unify(&mut self, a: Cell, b: Cell) -> bool {
        let da = self.heap.deref(a);
        let db = self.heap.deref(b);
        // Atomic and variable cases need no work list.
        match (da, db) {
            (Cell::Str(_) | Cell::Lis(_), Cell::Str(_) | Cell::Lis(_)) => {}
            _ => {
                let mut none = Vec::new();
                return self.unify_step(da, db, &mut none);
            }
        }
        let mut work = std::mem::take(&mut self.unify_stack);
        work.clear();
        let ok = self.unify_loop(da, db, &mut work);
        self.unify_stack = work;
        ok
    }

    fn unify_loop(&mut self, da: Cell, db: Cell, work: &mut Vec<(Cell, Cell)>) -> bool {
        let (mut da, mut db) = (da, db);
        loop {
            if !self.unify_step(da, db, work) {
                return false;
            }
            match work.pop() {
                Some((x, y)) => {
                    da = self.heap.deref(x);
                    db = self.heap.deref(y);
                }
                None => return true,
            }
        }
    }

    /// Unifies two dereferenced cells, pushing argument pairs still to do.
    #[inline]
    fn unify_step(&mut self, da: Cell, db: Cell, work: &mut Vec<(Cell, Cell)>) -> bool {
        use Cell::*;
        match (da, db) {
            (Ref(_) | Attv(_), Ref(_) | Attv(_)) => {
                if !da.same(db) {
                    self.bind_vars(da, db);
                }
                true
            }
            (Ref(_) | Attv(_), _) => {
                self.bind(da, db);
                true
            }
            (_, Ref(_) | Attv(_)) => {
                self.bind(db, da);
                true
            }
            (Atom(x), Atom(y)) => x == y,
            (Int(x), Int(y)) => x == y,
            (Flt(x), Flt(y)) => x.to_bits() == y.to_bits(),
            (Big(x), Big(y)) => x == y || self.heap.bigint(x) == self.heap.bigint(y),
            (Stg(x), Stg(y)) => x == y || self.heap.string_at(x) == self.heap.string_at(y),
            (Lis(x), Lis(y)) => {
                if x != y {
                    work.push((self.heap.get(x + 1), self.heap.get(y + 1)));
                    return self.unify_args_inline(x, y, 1, work);
                }
                true
            }
            (Str(x), Str(y)) => {
                if x == y {
                    return true;
                }
                let (fx, fy) = (self.heap.get(x), self.heap.get(y));
                let (Fun(f, n), Fun(g, m)) = (fx, fy) else {
                    return false;
                };
                if f != g || n != m {
                    return false;
                }
                self.unify_args_inline(x + 1, y + 1, n, work)
            }
            _ => false,
        }
    }

    /// Unifies `n` argument cells at `x..` and `y..`: variables and atomic
    /// pairs are settled at once; compound pairs go on the work list.
    #[inline]
    fn unify_args_inline(&mut self, x: Addr, y: Addr, n: u32, work: &mut Vec<(Cell, Cell)>) -> bool {
        for i in (0..n).rev() {
            let a = self.heap.deref(self.heap.get(x + i));
            let b = self.heap.deref(self.heap.get(y + i));
            match (a, b) {
                (Cell::Atom(p), Cell::Atom(q)) => {
                    if p != q {
                        return false;
                    }
                }
                (Cell::Int(p), Cell::Int(q)) => {
                    if p != q {
                        return false;
                    }
                }
                (Cell::Ref(_), Cell::Ref(_)) => {
                    if !a.same(b) {
                        self.bind_vars(a, b);
                    }
                }
                (Cell::Ref(_), Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_)) => self.bind(a, b),
                (Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_), Cell::Ref(_)) => self.bind(b, a),
                _ => work.push((a, b)),
            }
        }
        true
    }

    /// Whether the variable at `var` occurs in `t`.
    pub fn occurs_in(&self, var: Addr, t: Cell) -> bool {
        let mut work = vec![t];
        while let Some(c) = work.pop() {
            match self.heap.deref(c) {
                Cell::Ref(a) | Cell::Attv(a) if a == var => {
                    return true;
                }
                Cell::Str(a) => {
                    let Cell::Fun(_, n) = self.heap.get(a) else {
                        continue;
                    };
                    for i in 1..=n {
                        work.push(self.heap.get(a + i));
                    }
                }
                Cell::Lis(a) => {
                    work.push(self.heap.get(a + 1));
                    work.push(self.heap.get(a));
                }
                _ => {}
            }
        }
        false
    }

    pub fn unify_occurs_check(&mut self, a: Cell, b: Cell) -> bool {
        let mut work: Vec<(Cell, Cell)> = vec![(a, b)];
        while let Some((a, b)) = work.pop() {
            let da = self.heap.deref(a);
            let db = self.heap.deref(b);
            match (da, db) {
                (Cell::Ref(x) | Cell::Attv(x), Cell::Ref(_) | Cell::Attv(_)) => {
                    let _ = x;
                    if !da.same(db) {
                        self.bind_vars(da, db);
                    }
                }
                (Cell::Ref(x) | Cell::Attv(x), _) => {
                    if self.occurs_in(x, db) {
                        return false;
                    }
                    self.bind(da, db);
                }
                (_, Cell::Ref(y) | Cell::Attv(y)) => {
                    if self.occurs_in(y, da) {
                        return false;
                    }
                    self.bind(db, da);
                }
                (Cell::Str(_) | Cell::Lis(_), Cell::Str(_) | Cell::Lis(_)) => {
                    let (Some((f, n)), Some((g, m))) = (self.heap.functor_of(da), self.heap.functor_of(db)) else {
                        return false;
                    };
                    if f != g || n != m {
                        return false;
                    }
                    for i in 0..n {
                        work.push((self.heap.arg(da, i), self.heap.arg(db, i)));
                    }
                }
                _ => {
                    let mut none = Vec::new();
                    if !self.unify_step(da, db, &mut none) {
                        return false;
                    }
                }
            }
        }
        true
    }
}
