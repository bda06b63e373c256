//! Binding, trailing and unification (iterative, with an explicit stack).

use super::flags::OccursCheck;
use super::Machine;
use crate::term::cycles::{node, Visited};
use crate::term::{Addr, Cell};

/// Pairs of compound nodes a unification has already gone into.
type PairsSeen = Visited<(Addr, Addr)>;

/// The most list cells [`Machine::unify_lists`] walks before it hands the
/// rest to the general unifier, which notices cycles.
const LIST_WALK: usize = 1024;

/// The cases of [`Machine::unify_simple`] for the dereferenced cells at
/// addresses `$pa` and `$pb`, written out in an argument loop's body
/// (through its Option the loop costs zebra 0.5% more): a clash returns
/// false from the enclosing function, a pair it does not settle evaluates
/// `$other`, which reads the cells itself. The cells are matched where
/// they lie on the heap ([`crate::term::Heap::deref_addr`]).
macro_rules! settle_simple_pair_at {
    ($m:ident, ($pa:ident, $ca:ident), ($pb:ident, $cb:ident), $other:expr) => {
        match ($ca, $cb) {
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
                if $pa != $pb {
                    $m.bind_unbound_pair($pa, $pb);
                }
            }
            (Cell::Ref(_), Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_)) => {
                let value = *$cb;
                $m.bind_unbound($pa, value)
            }
            (Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_), Cell::Ref(_)) => {
                let value = *$ca;
                $m.bind_unbound($pb, value)
            }
            _ => $other,
        }
    };
}

impl Machine {
    /// Records the old contents of `a` unconditionally (attribute updates).
    #[inline]
    pub fn trail_value(&mut self, a: Addr) {
        self.trail.push_value(a, self.heap.get(a));
    }

    /// Records the binding of the unbound plain variable at `a` (which
    /// holds `Ref(a)`) if a choicepoint may need to undo it.
    #[inline(always)]
    fn trail_unbound(&mut self, a: Addr) {
        if a < self.hb {
            self.trail.push_unbound(a);
        }
    }

    /// Binds the unbound variable cell `var` (dereferenced) to `value`.
    /// Kept small so that it inlines into the unifier's loops: the occurs
    /// check and attributed variables take the out-of-line paths, which
    /// read the value back from the bound cell. Passing `value` to them
    /// would keep it in memory (a cell is passed by reference): the store
    /// of the binding then copies it from a stack slot just written in two
    /// parts, and the processor waits on the store forwarding (18% of the
    /// dispatch loop's time in nrev).
    #[inline(always)]
    pub fn bind(&mut self, var: Cell, value: Cell) {
        match var {
            Cell::Ref(a) => {
                debug_assert!(self.heap.get(a).same(var), "bind of a variable not dereferenced");
                self.bind_unbound(a, value);
            }
            Cell::Attv(a) => {
                // Attribute changes are undone through the trail in any
                // case, so an attributed variable is always trailed.
                self.trail_value(a);
                self.heap.set(a, value);
                self.bound_attributed(a);
            }
            _ => unreachable!("bind of a non-variable"),
        }
    }

    /// [`Machine::bind`] of the unbound plain variable at `a`. The cell is
    /// written before the trail entry (which records only the address):
    /// the other way round, the trail's possible growth came between
    /// reading the value and storing it, so the value went through a
    /// stack slot and the heap's base and length were loaded again.
    #[inline(always)]
    fn bind_unbound(&mut self, a: Addr, value: Cell) {
        self.heap.set(a, value);
        self.trail_unbound(a);
        if self.flags.occurs_check != OccursCheck::False {
            self.bind_checked(a);
        }
    }

    /// Binds two distinct unbound plain variables, at `a` and `b`: the
    /// younger to the older, as [`Machine::bind_vars`] does.
    #[inline(always)]
    fn bind_unbound_pair(&mut self, a: Addr, b: Addr) {
        if a < b {
            self.bind_unbound(b, Cell::Ref(a));
        } else {
            self.bind_unbound(a, Cell::Ref(b));
        }
    }

    /// The occurs-check part of [`Machine::bind`] when the flag is on:
    /// variable `a` was just bound.
    #[cold]
    #[inline(never)]
    fn bind_checked(&mut self, a: Addr) {
        if node(self.heap.get(a)).is_some() {
            self.queue_occurs_check(a);
        }
    }

    /// Attributed variable `a` was just bound (and trailed): queues its
    /// wakeup with the value now in its cell.
    #[inline(never)]
    fn bound_attributed(&mut self, a: Addr) {
        let value = self.heap.get(a);
        self.wake.push((self.heap.get(a + 1), value));
        if self.flags.occurs_check != OccursCheck::False && node(value).is_some() {
            self.queue_occurs_check(a);
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
        // The frequent cases first: a plain variable, or two atoms or small
        // integers, settle at once.
        match (da, db) {
            (Cell::Ref(_), Cell::Ref(_)) => {
                if !da.same(db) {
                    self.bind_vars(da, db);
                }
                true
            }
            (Cell::Ref(_), Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_)) => {
                self.bind(da, db);
                true
            }
            (Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_), Cell::Ref(_)) => {
                self.bind(db, da);
                true
            }
            (Cell::Atom(x), Cell::Atom(y)) => x == y,
            (Cell::Int(x), Cell::Int(y)) => x == y,
            _ => {
                if let (Cell::Str(x), Cell::Str(y)) = (da, db) {
                    return self.unify_structs(x, y);
                }
                if let (Cell::Lis(x), Cell::Lis(y)) = (da, db) {
                    return self.unify_lists(x, y);
                }
                self.unify_dereferenced(da, db)
            }
        }
    }

    /// Settles a pair of dereferenced cells when it is two variables, a
    /// variable and a non-variable, or two atoms or small integers: whether
    /// they unify (binding as needed). None, having done nothing, for a
    /// pair that needs the general unifier.
    #[inline(always)]
    fn unify_simple(&mut self, a: Cell, b: Cell) -> Option<bool> {
        match (a, b) {
            (Cell::Atom(p), Cell::Atom(q)) => Some(p == q),
            (Cell::Int(p), Cell::Int(q)) => Some(p == q),
            (Cell::Ref(_), Cell::Ref(_)) => {
                if !a.same(b) {
                    self.bind_vars(a, b);
                }
                Some(true)
            }
            (Cell::Ref(_), Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_)) => {
                self.bind(a, b);
                Some(true)
            }
            (Cell::Atom(_) | Cell::Int(_) | Cell::Str(_) | Cell::Lis(_), Cell::Ref(_)) => {
                self.bind(b, a);
                Some(true)
            }
            _ => None,
        }
    }

    /// Two lists (`Lis` cells at `x` and `y`), walked a cell at a time
    /// while the heads settle at once, with no work list. A head that
    /// needs more, or a walk past [`LIST_WALK`] cells (a cyclic list goes
    /// on for ever), hands the pair of lists it has reached to the general
    /// unifier, which takes a list's head before its tail as this walk
    /// does.
    #[inline(never)]
    fn unify_lists(&mut self, mut x: Addr, mut y: Addr) -> bool {
        for _ in 0..LIST_WALK {
            if x == y {
                return true;
            }
            let (pa, ca) = self.heap.deref_addr(x);
            let (pb, cb) = self.heap.deref_addr(y);
            settle_simple_pair_at!(self, (pa, ca), (pb, cb), break);
            let (_, ta) = self.heap.deref_addr(x + 1);
            let (_, tb) = self.heap.deref_addr(y + 1);
            match (*ta, *tb) {
                (Cell::Lis(p), Cell::Lis(q)) => (x, y) = (p, q),
                (ta, tb) => return self.unify_simple(ta, tb).unwrap_or_else(|| self.unify_dereferenced(ta, tb)),
            }
        }
        self.unify_dereferenced(Cell::Lis(x), Cell::Lis(y))
    }

    /// Two compound terms (`Str` cells at `x` and `y`), the commonest case
    /// of a head argument against a call's (`h(red,_,_,_,_)` against
    /// `h(C,N,P,D,S)`): while their argument pairs are variables, atoms
    /// and small integers, they settle in one pass, with no work list.
    /// The first pair that needs more (a compound, an attributed
    /// variable, a float...) hands the rest to the general unifier, in the
    /// order it would have taken them: the simple pairs right to left,
    /// then the others left to right.
    #[inline(never)]
    fn unify_structs(&mut self, x: Addr, y: Addr) -> bool {
        if x == y {
            return true;
        }
        let (Cell::Fun(f, n), Cell::Fun(g, m)) = (self.heap.get(x), self.heap.get(y)) else {
            return false;
        };
        if f != g || n != m {
            return false;
        }
        let mut i = n;
        while i > 0 {
            let (pa, ca) = self.heap.deref_addr(x + i);
            let (pb, cb) = self.heap.deref_addr(y + i);
            settle_simple_pair_at!(self, (pa, ca), (pb, cb), {
                let (a, b) = (*ca, *cb);
                return self.unify_structs_rest(x, y, i, a, b);
            });
            i -= 1;
        }
        true
    }

    /// [`Machine::unify_structs`] from the argument pair `(a, b)` (argument
    /// `i`, 1-based), which needs the general unifier, on.
    #[inline(never)]
    fn unify_structs_rest(&mut self, x: Addr, y: Addr, i: u32, a: Cell, b: Cell) -> bool {
        let mut work = std::mem::take(&mut self.unify_stack);
        work.clear();
        work.push((a, b));
        let mut ok = self.unify_args_inline(x + 1, y + 1, i - 1, &mut work);
        if ok {
            let (a, b) = work.pop().expect("at least the pair pushed first");
            ok = self.unify_loop(a, b, &mut work);
        }
        self.unify_stack = work;
        ok
    }

    /// [`Machine::unify`] past its frequent cases: compounds, attributed
    /// variables, floats, big integers and strings.
    #[inline(never)]
    fn unify_dereferenced(&mut self, da: Cell, db: Cell) -> bool {
        // Atomic and variable cases need no work list.
        match (da, db) {
            (Cell::Str(_) | Cell::Lis(_), Cell::Str(_) | Cell::Lis(_)) => {}
            _ => {
                let mut none = Vec::new();
                return self.unify_step(da, db, &mut none, &mut PairsSeen::default());
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
        let mut seen = PairsSeen::default();
        loop {
            if !self.unify_step(da, db, work, &mut seen) {
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
    /// A pair of compounds met again is taken as unified: either it was
    /// unified already, or it is being unified further up (a cycle), where
    /// assuming success is what makes rational trees unify.
    #[inline]
    fn unify_step(&mut self, da: Cell, db: Cell, work: &mut Vec<(Cell, Cell)>, seen: &mut PairsSeen) -> bool {
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
            (Big(x), Big(y)) => x == y || self.heap.same_number_blob(x, y),
            (Stg(x), Stg(y)) => x == y || self.heap.string_at(x) == self.heap.string_at(y),
            (Lis(x), Lis(y)) => {
                if x != y && seen.first_visit((x, y)) {
                    work.push((self.heap.get(x + 1), self.heap.get(y + 1)));
                    return self.unify_args_inline(x, y, 1, work);
                }
                true
            }
            (Str(x), Str(y)) => {
                if x == y || !seen.first_visit((x, y)) {
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
            let (pa, ca) = self.heap.deref_addr(x + i);
            let (pb, cb) = self.heap.deref_addr(y + i);
            settle_simple_pair_at!(self, (pa, ca), (pb, cb), work.push((*ca, *cb)));
        }
        true
    }

    /// Whether the variable at `var` occurs in `t`.
    pub fn occurs_in(&self, var: Addr, t: Cell) -> bool {
        let mut work = vec![t];
        let mut seen = Visited::default();
        while let Some(c) = work.pop() {
            let d = self.heap.deref(c);
            if node(d).is_some_and(|n| !seen.first_visit(n)) {
                continue;
            }
            match d {
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
        let mut seen = PairsSeen::default();
        while let Some((a, b)) = work.pop() {
            let da = self.heap.deref(a);
            let db = self.heap.deref(b);
            match (da, db) {
                (Cell::Ref(_) | Cell::Attv(_), Cell::Ref(_) | Cell::Attv(_)) => {
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
                (Cell::Str(x) | Cell::Lis(x), Cell::Str(y) | Cell::Lis(y)) => {
                    if x == y || !seen.first_visit((x, y)) {
                        continue;
                    }
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
                    if !self.unify_step(da, db, &mut none, &mut seen) {
                        return false;
                    }
                }
            }
        }
        true
    }
}
