//! Walks over a term that the engine and every layer above need: its
//! distinct variables in order (with how often each occurs), and the
//! elements of a proper list (with the ISO errors for a partial or cyclic
//! one).

use crate::machine::Machine;
use crate::term::{atoms, Cell};

impl Machine {
    /// The distinct variables of a term in depth-first, left-to-right order.
    pub fn term_vars(&self, t: Cell) -> Vec<Cell> {
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        self.for_each_var(t, |v, a| {
            if seen.insert(a) {
                out.push(v);
            }
        });
        out
    }

    /// The distinct variables of a term (their cell addresses) in order of
    /// first occurrence, each with the number of its occurrences: what
    /// write_canonical/1 and listing/1 need to write singletons as `_`.
    pub fn var_occurrences(&self, t: Cell) -> Vec<(u32, u32)> {
        let mut index: std::collections::HashMap<u32, usize> = std::collections::HashMap::new();
        let mut out: Vec<(u32, u32)> = Vec::new();
        self.for_each_var(t, |_, a| match index.get(&a) {
            Some(&i) => out[i].1 += 1,
            None => {
                index.insert(a, out.len());
                out.push((a, 1));
            }
        });
        out
    }

    /// Calls `f(variable, address)` for each occurrence of a variable in a
    /// term, depth-first, left to right. Past [`WALK_BUDGET`] nodes each
    /// compound node is visited once, so a cyclic term ends the walk (a
    /// subterm shared by two places counts once), with one exception: the
    /// cells of a list's spine (reached through tails) are not remembered
    /// but walked with Brent's cycle check, so a long list costs no set
    /// insertion per element (setof/3's free variables of a goal holding a
    /// list of 200,000 elements cost 400 instructions an element that way).
    ///
    /// [`WALK_BUDGET`]: crate::term::cycles::WALK_BUDGET
    fn for_each_var(&self, t: Cell, mut f: impl FnMut(Cell, u32)) {
        use crate::term::cycles::ListCycle;
        enum Item {
            Node(Cell),
            Tail(Cell, ListCycle),
        }
        let mut work = vec![Item::Node(t)];
        let mut nodes = crate::term::cycles::Visited::default();
        while let Some(item) = work.pop() {
            let (c, spine) = match item {
                Item::Node(c) => (c, None),
                Item::Tail(c, cycle) => (c, Some(cycle)),
            };
            match self.heap.deref(c) {
                v @ (Cell::Ref(a) | Cell::Attv(a)) => f(v, a),
                Cell::Lis(n) => {
                    let mut cycle = match spine {
                        Some(cycle) => cycle,
                        None if nodes.first_visit(n) => ListCycle::default(),
                        None => continue,
                    };
                    if cycle.closes_at(n) {
                        continue;
                    }
                    work.push(Item::Tail(self.heap.get(n + 1), cycle));
                    work.push(Item::Node(self.heap.get(n)));
                }
                d @ Cell::Str(n) if nodes.first_visit(n) => {
                    let (_, n) = self.heap.functor_of(d).expect("compound");
                    for i in (0..n).rev() {
                        work.push(Item::Node(self.heap.arg(d, i)));
                    }
                }
                _ => {}
            }
        }
    }

    /// The elements of a proper list; instantiation error for a partial
    /// list, type_error(list, L) for anything else (a cyclic list too,
    /// found by Brent's cycle detection).
    pub fn list_items(&mut self, l: Cell) -> Result<Vec<Cell>, crate::machine::Exc> {
        let mut items = Vec::new();
        let mut t = self.heap.deref(l);
        let mut cycle = crate::term::cycles::ListCycle::default();
        loop {
            match t {
                Cell::Atom(atoms::NIL) => return Ok(items),
                Cell::Lis(a) => {
                    if cycle.closes_at(a) {
                        let whole = self.heap.deref(l);
                        return Err(self.err_type(atoms::LIST, whole));
                    }
                    items.push(self.heap.get(a));
                    t = self.heap.deref(self.heap.get(a + 1));
                }
                Cell::Ref(_) | Cell::Attv(_) => return Err(self.err_instantiation()),
                _ => {
                    let whole = self.heap.deref(l);
                    return Err(self.err_type(atoms::LIST, whole));
                }
            }
        }
    }
}
