//! Copying terms: out of the heap into an [`OwnedTerm`] (which survives
//! backtracking: findall bags, exception balls, stored clauses) and back in.
//! Both directions use explicit work lists, never Rust recursion.
//!
//! A cyclic term copies to a cyclic term of the same shape: a copy that
//! goes past [`WALK_BUDGET`] compound nodes checks once whether the term
//! is cyclic; if it is, the copy starts again remembering where each node
//! went, and a node met again links to its copy. Acyclic terms, however
//! large, are copied without that map.

use crate::term::cycles::{is_acyclic, AddrMap, WALK_BUDGET};
use crate::term::fast_hash::FastMap;
use crate::term::{Addr, Cell, Heap};

/// A self-contained term: addresses inside `cells` are relative to 0.
#[derive(Clone, Debug)]
pub struct OwnedTerm {
    pub cells: Vec<Cell>,
    pub root: Cell,
    /// Number of distinct variables in the term.
    pub var_count: u32,
}

/// Attributes are copied along with attributed variables when `keep_attrs` is set;
/// otherwise attributed variables become plain variables.
pub fn copy_out(heap: &Heap, term: Cell, keep_attrs: bool) -> OwnedTerm {
    let mut out: Vec<Cell> = Vec::new();
    let mut work: Vec<(usize, Cell)> = Vec::new();
    if let Cell::Str(_) | Cell::Lis(_) = heap.deref(term) {
        // Room for a small compound at once: grown from nothing, the
        // vectors of a tabled call's copy were reallocated three times.
        out.reserve(SMALL_COPY);
        work.reserve(SMALL_COPY / 2);
    }
    let (root, var_count) = append_copy(heap, term, keep_attrs, &mut out, &mut work);
    OwnedTerm { cells: out, root, var_count }
}

/// Appends a copy of `term` to `out` (addresses in it count from the start
/// of `out`, so a whole arena of copies relocates as one block) and returns
/// its root. `work` is scratch, left empty. findall/3's bags keep all their
/// solutions in one arena this way: a solution costs no allocation of its
/// own.
pub fn copy_out_append(
    heap: &Heap,
    term: Cell,
    keep_attrs: bool,
    out: &mut Vec<Cell>,
    work: &mut Vec<(usize, Cell)>,
) -> Cell {
    append_copy(heap, term, keep_attrs, out, work).0
}

/// The copy of [`copy_out`] and [`copy_out_append`]: its root and its
/// number of distinct variables. A copy first goes plainly, counting
/// compound nodes; past the budget it starts again, plainly if the term is
/// acyclic, else remembering where each node went.
fn append_copy(
    heap: &Heap,
    term: Cell,
    keep_attrs: bool,
    out: &mut Vec<Cell>,
    work: &mut Vec<(usize, Cell)>,
) -> (Cell, u32) {
    let start = out.len();
    if let Some(copy) = copy_into(heap, term, keep_attrs, out, work, Copied::Counting(0)) {
        return copy;
    }
    out.truncate(start);
    work.clear();
    let nodes = if is_acyclic(heap, term) { Copied::Plain } else { Copied::Mapping(AddrMap::default()) };
    copy_into(heap, term, keep_attrs, out, work, nodes).expect("only counting gives up")
}

/// Copies `term` to the end of `out`: its root and its number of distinct
/// variables, or None when `nodes` is counting and gave up (then `out` and
/// `work` hold a partial copy for the caller to drop).
fn copy_into(
    heap: &Heap,
    term: Cell,
    keep_attrs: bool,
    out: &mut Vec<Cell>,
    work: &mut Vec<(usize, Cell)>,
    mut nodes: Copied,
) -> Option<(Cell, u32)> {
    let mut vars = VarMap::default();
    let mut var_count = 0u32;
    let mut copy = |src, out: &mut Vec<Cell>, work: &mut Vec<(usize, Cell)>| {
        copy_cell(heap, src, keep_attrs, out, &mut vars, work, &mut var_count, &mut nodes)
    };
    let root = copy(term, out, work)?;
    while let Some((dst, src)) = work.pop() {
        let c = copy(src, out, work)?;
        out[dst] = c;
    }
    Some((root, var_count))
}

/// The cells a copy of a compound first makes room for.
const SMALL_COPY: usize = 16;

/// The variables a copy keeps in [`VarMap`]'s array before its map.
const FEW_VARS: usize = 8;

/// Where the copy of each variable met so far is: the first [`FEW_VARS`]
/// in an array searched in order, the rest in a map. Most copied terms
/// (a tabled call, a findall answer, a ball) have a few variables, and a
/// map allocates at its first insertion.
struct VarMap {
    few: [(Addr, Addr); FEW_VARS],
    len: usize,
    many: FastMap<Addr, Addr>,
}

impl Default for VarMap {
    fn default() -> VarMap {
        VarMap { few: [(0, 0); FEW_VARS], len: 0, many: FastMap::default() }
    }
}

impl VarMap {
    #[inline]
    fn get(&self, a: Addr) -> Option<Addr> {
        if let Some(&(_, n)) = self.few[..self.len].iter().find(|&&(v, _)| v == a) {
            return Some(n);
        }
        if self.len < FEW_VARS {
            return None;
        }
        self.many.get(&a).copied()
    }

    #[inline]
    fn insert(&mut self, a: Addr, n: Addr) {
        if self.len < FEW_VARS {
            self.few[self.len] = (a, n);
            self.len += 1;
        } else {
            self.many.insert(a, n);
        }
    }
}

/// How a copy treats compound nodes.
enum Copied {
    /// Plainly, counting them up to the budget.
    Counting(usize),
    /// Plainly: the term is acyclic.
    Plain,
    /// Remembering where each went: the term is cyclic.
    Mapping(AddrMap<Cell>),
}

/// What to do with a compound node met by a copy.
enum Visit {
    Copy,
    Done(Cell),
    GiveUp,
}

impl Copied {
    #[inline]
    fn visit(&mut self, a: Addr) -> Visit {
        match self {
            Copied::Counting(n) if *n < WALK_BUDGET => {
                *n += 1;
                Visit::Copy
            }
            Copied::Counting(_) => Visit::GiveUp,
            Copied::Plain => Visit::Copy,
            Copied::Mapping(map) => map.get(&a).map_or(Visit::Copy, |&c| Visit::Done(c)),
        }
    }

    #[inline]
    fn made(&mut self, a: Addr, copy: Cell) {
        if let Copied::Mapping(map) = self {
            map.insert(a, copy);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn copy_cell(
    heap: &Heap,
    src: Cell,
    keep_attrs: bool,
    out: &mut Vec<Cell>,
    vars: &mut VarMap,
    work: &mut Vec<(usize, Cell)>,
    var_count: &mut u32,
    nodes: &mut Copied,
) -> Option<Cell> {
    let src = heap.deref(src);
    if let Cell::Str(a) | Cell::Lis(a) = src {
        match nodes.visit(a) {
            Visit::Copy => {}
            Visit::Done(copy) => return Some(copy),
            Visit::GiveUp => return None,
        }
    }
    Some(match src {
        Cell::Ref(a) => {
            if let Some(n) = vars.get(a) {
                return Some(Cell::Ref(n));
            }
            let n = out.len() as Addr;
            out.push(Cell::Ref(n));
            vars.insert(a, n);
            *var_count += 1;
            Cell::Ref(n)
        }
        Cell::Attv(a) => {
            if let Some(n) = vars.get(a) {
                return Some(if keep_attrs { Cell::Attv(n) } else { Cell::Ref(n) });
            }
            let n = out.len() as Addr;
            vars.insert(a, n);
            *var_count += 1;
            if keep_attrs {
                out.push(Cell::Attv(n));
                out.push(Cell::Atom(crate::term::atoms::NIL));
                work.push((n as usize + 1, heap.get(a + 1)));
                Cell::Attv(n)
            } else {
                out.push(Cell::Ref(n));
                Cell::Ref(n)
            }
        }
        Cell::Str(a) => {
            let Cell::Fun(f, arity) = heap.get(a) else { unreachable!("Str must point at a functor") };
            let n = out.len();
            out.push(Cell::Fun(f, arity));
            out.resize(n + 1 + arity as usize, Cell::Int(0));
            // Pushed in reverse so the first argument is copied first (keeps
            // the work list short for right-recursive terms).
            for i in (0..arity).rev() {
                push_arg(heap, out, work, n + 1 + i as usize, heap.get(a + 1 + i));
            }
            nodes.made(a, Cell::Str(n as Addr));
            Cell::Str(n as Addr)
        }
        Cell::Lis(a) => {
            let n = out.len();
            // Along the spine while the elements are atomic (a labelled
            // list): each pair is copied here, not through the work
            // list, and the order in which the copy meets the rest (its
            // variables' numbering) is the one of one pair at a time.
            let (mut a, mut at) = (a, n);
            loop {
                nodes.made(a, Cell::Lis(at as Addr));
                let (head, tail) = (heap.deref(heap.get(a)), heap.deref(heap.get(a + 1)));
                if let (Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_), Cell::Lis(b)) = (head, tail) {
                    match nodes.visit(b) {
                        Visit::Copy => {
                            out.extend_from_slice(&[head, Cell::Lis(at as Addr + 2)]);
                            (a, at) = (b, at + 2);
                            continue;
                        }
                        Visit::Done(copy) => {
                            out.extend_from_slice(&[head, copy]);
                            break;
                        }
                        Visit::GiveUp => return None,
                    }
                }
                out.extend_from_slice(&[Cell::Int(0), Cell::Int(0)]);
                push_arg(heap, out, work, at + 1, tail);
                push_arg(heap, out, work, at, head);
                break;
            }
            Cell::Lis(n as Addr)
        }
        Cell::Big(a) => {
            let n = out.len() as Addr;
            let size = heap.blob_size(a);
            out.extend_from_slice(&heap.cells[a as usize..(a + size) as usize]);
            Cell::Big(n)
        }
        Cell::Stg(a) => {
            let n = out.len() as Addr;
            let size = heap.blob_size(a);
            out.extend_from_slice(&heap.cells[a as usize..(a + size) as usize]);
            Cell::Stg(n)
        }
        other => other,
    })
}

/// Fills the slot `dst` of a compound's copy with its argument `arg`: an
/// atomic argument (a labelled variable's value, an atom) at once, anything
/// else through the work list. A findall answer that is a list of integers
/// spent half its copy pushing and popping its elements.
#[inline(always)]
fn push_arg(heap: &Heap, out: &mut [Cell], work: &mut Vec<(usize, Cell)>, dst: usize, arg: Cell) {
    match heap.deref(arg) {
        c @ (Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_)) => out[dst] = c,
        c => work.push((dst, c)),
    }
}

#[inline]
fn relocate(c: Cell, base: Addr) -> Cell {
    match c {
        Cell::Ref(a) => Cell::Ref(a + base),
        Cell::Attv(a) => Cell::Attv(a + base),
        Cell::Str(a) => Cell::Str(a + base),
        Cell::Lis(a) => Cell::Lis(a + base),
        Cell::Big(a) => Cell::Big(a + base),
        Cell::Stg(a) => Cell::Stg(a + base),
        other => other,
    }
}

/// Materialises an owned term on the heap with fresh variables.
pub fn copy_in(heap: &mut Heap, t: &OwnedTerm) -> Cell {
    let base = copy_in_cells(heap, &t.cells);
    relocate(t.root, base)
}

/// Puts an arena of copies (see [`copy_out_append`]) on the heap in one
/// block; the returned base relocates each of their roots
/// ([`relocate_root`]).
pub fn copy_in_cells(heap: &mut Heap, cells: &[Cell]) -> Addr {
    let base = heap.top();
    heap.cells.extend(cells.iter().map(|&c| relocate(c, base)));
    base
}

/// A root of an arena copied in at `base`.
pub fn relocate_root(root: Cell, base: Addr) -> Cell {
    relocate(root, base)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::AtomTable;

    #[test]
    fn copies_share_variables_consistently() {
        let mut atoms = AtomTable::new();
        let f = atoms.intern("f");
        let mut h = Heap::new();
        let x = h.new_var();
        let t = h.compound(f, &[x, x, Cell::Int(3)]);
        let owned = copy_out(&h, t, false);
        assert_eq!(owned.var_count, 1);
        let c = copy_in(&mut h, &owned);
        let Cell::Str(a) = c else { panic!() };
        assert!(h.deref(h.get(a + 1)).same(h.deref(h.get(a + 2))));
        assert!(!h.deref(h.get(a + 1)).same(h.deref(x)));
    }

    #[test]
    fn many_variables_copy_consistently() {
        // Past the array of the first few variables, into the map.
        let mut atoms = AtomTable::new();
        let f = atoms.intern("f");
        let mut h = Heap::new();
        let vars: Vec<Cell> = (0..3 * FEW_VARS).map(|_| h.new_var()).collect();
        let args: Vec<Cell> = vars.iter().chain(vars.iter().rev()).copied().collect();
        let t = h.compound(f, &args);
        let owned = copy_out(&h, t, false);
        assert_eq!(owned.var_count as usize, 3 * FEW_VARS);
        let Cell::Str(a) = copy_in(&mut h, &owned) else { panic!() };
        let n = args.len() as u32;
        for i in 0..n {
            let (x, y) = (h.deref(h.get(a + 1 + i)), h.deref(h.get(a + n - i)));
            assert!(x.same(y), "argument {i}");
            assert!(!x.same(h.deref(args[i as usize])));
        }
    }

    #[test]
    fn lists_of_atomic_elements_copy_with_their_tails() {
        // An open tail, a variable element among integers, a cycle: the
        // spine copied in one go keeps each of them.
        let mut h = Heap::new();
        let (x, t) = (h.new_var(), h.new_var());
        let l = h.list_with_tail(&[Cell::Int(1), Cell::Int(2), x, Cell::Int(3), x], t);
        let owned = copy_out(&h, l, false);
        assert_eq!(owned.var_count, 2);
        let items = |h: &Heap, mut c: Cell, n: usize| {
            let mut out = Vec::new();
            for _ in 0..n {
                let Cell::Lis(a) = h.deref(c) else { panic!("a list cell") };
                out.push(h.deref(h.get(a)));
                c = h.get(a + 1);
            }
            (out, h.deref(c))
        };
        let c = copy_in(&mut h, &owned);
        let (got, tail) = items(&h, c, 5);
        assert!(matches!(got[..4], [Cell::Int(1), Cell::Int(2), Cell::Ref(_), Cell::Int(3)]));
        assert!(got[2].same(got[4]) && !got[2].same(h.deref(x)));
        assert!(matches!(tail, Cell::Ref(_)) && !tail.same(got[2]) && !tail.same(h.deref(t)));

        // L = [1, 2, 3 | L], past the budget of a plain copy.
        let n = WALK_BUDGET as i64 + 3;
        let items_in: Vec<Cell> = (0..n).map(Cell::Int).collect();
        let tail = h.new_var();
        let l = h.list_with_tail(&items_in, tail);
        let Cell::Ref(ta) = tail else { panic!() };
        h.set(ta, l);
        let owned = copy_out(&h, l, false);
        assert_eq!(owned.cells.len(), 2 * n as usize);
        let c = copy_in(&mut h, &owned);
        let (got, back) = items(&h, c, n as usize);
        assert!(got.iter().zip(&items_in).all(|(a, b)| a.same(*b)));
        assert!(back.same(h.deref(c)));
    }

    #[test]
    fn long_lists_copy_without_recursion() {
        let mut h = Heap::new();
        let items: Vec<Cell> = (0..1_000_000).map(Cell::Int).collect();
        let l = h.list(&items);
        let owned = copy_out(&h, l, false);
        assert_eq!(owned.cells.len(), 2_000_000);
    }
}
