//! A fact's clause term rebuilt from its compiled head code.
//!
//! A consulted fact base is mostly facts, and keeping each fact's source
//! term next to its code would double what the base costs. A fact (a
//! clause whose body is `true`) therefore keeps only its code, as in
//! SWI-Prolog; clause/2, retract/1, listing/1 and the indexes on other
//! arguments rebuild the term when they need it by running the head's
//! get/unify instructions in write mode against fresh argument variables:
//! what the machine would build if every argument were unbound, which is
//! the head itself.

use crate::machine::blob_pool::BlobPool;
use crate::machine::copy::OwnedTerm;
use crate::machine::database::ClauseInfo;
use crate::machine::instr::{CodeAddr, Instr, PredId, Reg};
use crate::machine::select::arg_index::stored_arg_key;
use crate::machine::select::index_key::Key;
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

/// Whether code made for a fact consists only of head instructions that
/// [`rebuild_fact`] understands, ending in `Proceed`.
pub fn is_rebuildable_fact(code: &[Instr]) -> bool {
    let Some((Instr::Proceed, head)) = code.split_last() else { return false };
    head.iter().all(|i| {
        if let Instr::GetListArgs(_, ops) | Instr::GetStruct2(_, _, ops) = i {
            return matches!((ops.first().reg(), ops.second().reg()), (Reg::X(_), Reg::X(_)));
        }
        if let Instr::GetVar2(pair) = i {
            return matches!((pair.first().0, pair.second().0), (Reg::X(_), Reg::X(_)));
        }
        matches!(
            i,
            Instr::GetVar(Reg::X(_), _)
                | Instr::GetVal(Reg::X(_), _)
                | Instr::GetAtom(..)
                | Instr::GetInt(..)
                | Instr::GetFlt(..)
                | Instr::GetBlob(..)
                | Instr::GetList(_)
                | Instr::GetStruct(..)
                | Instr::UnifyVar(Reg::X(_))
                | Instr::UnifyVal(Reg::X(_))
                | Instr::UnifyAtom(_)
                | Instr::UnifyInt(_)
                | Instr::UnifyFlt(_)
                | Instr::UnifyBlob(_)
                | Instr::UnifyVoid(_)
        )
    })
}

/// The clause `Head :- true` of the fact `name/arity` whose code starts at
/// `start` (code accepted by [`is_rebuildable_fact`]); `blobs` is the
/// machine's constant pool of big integers and strings.
pub fn rebuild_fact(code: &[Instr], start: CodeAddr, name: Atom, arity: u32, blobs: &BlobPool) -> OwnedTerm {
    // `Head :- true`, the head's argument cells unbound.
    // Room for the head and a few cells of arguments at once: grown from
    // three cells, the vector was reallocated for every fact with arguments.
    let mut out = Vec::with_capacity(4 + 2 * arity as usize + 8);
    out.extend([Cell::Fun(atoms::NECK, 2), Cell::Atom(name), Cell::Atom(atoms::TRUE)]);
    if arity > 0 {
        out[1] = Cell::Str(3);
        out.push(Cell::Fun(name, arity));
        out.extend((0..arity).map(|i| Cell::Ref(4 + i)));
    }
    // X registers: the arguments to begin with, then what the code loads.
    let mut regs: Vec<Cell> = Vec::with_capacity(arity as usize + 8);
    regs.extend((0..arity).map(|i| Cell::Ref(4 + i)));
    let mut s = 0usize;
    'code: for &ins in &code[start as usize..] {
        // A fused instruction is the instructions it stands for.
        let mut fused = [Instr::Proceed; 3];
        let n = match ins {
            Instr::GetListArgs(a, ops) => {
                fused = [Instr::GetList(a), ops.first().instr(), ops.second().instr()];
                3
            }
            Instr::GetStruct2(f, a, ops) => {
                fused = [Instr::GetStruct(f, 2, a), ops.first().instr(), ops.second().instr()];
                3
            }
            Instr::GetVar2(pair) => {
                let ((r1, a1), (r2, a2)) = (pair.first(), pair.second());
                fused[..2].copy_from_slice(&[Instr::GetVar(r1, a1), Instr::GetVar(r2, a2)]);
                2
            }
            other => {
                fused[0] = other;
                1
            }
        };
        for &ins in &fused[..n] {
            match ins {
                Instr::GetVar(Reg::X(r), a) => {
                    let v = reg(&regs, a);
                    set_reg(&mut regs, r, v);
                }
                Instr::GetVal(Reg::X(r), a) => {
                    let v = reg(&regs, r);
                    bind(&mut out, reg(&regs, a), v);
                }
                Instr::GetAtom(f, a) => bind(&mut out, reg(&regs, a), Cell::Atom(f)),
                Instr::GetInt(i, a) => bind(&mut out, reg(&regs, a), Cell::Int(i)),
                Instr::GetFlt(x, a) => bind(&mut out, reg(&regs, a), Cell::Flt(x)),
                Instr::GetBlob(k, a) => {
                    let c = blobs.append_to(k, &mut out);
                    bind(&mut out, reg(&regs, a), c);
                }
                Instr::GetList(a) => {
                    let p = out.len();
                    out.extend([Cell::Ref(p as u32), Cell::Ref(p as u32 + 1)]);
                    bind(&mut out, reg(&regs, a), Cell::Lis(p as u32));
                    s = p;
                }
                Instr::GetStruct(f, n, a) => {
                    let p = out.len();
                    out.push(Cell::Fun(f, n));
                    out.extend((1..=n).map(|i| Cell::Ref(p as u32 + i)));
                    bind(&mut out, reg(&regs, a), Cell::Str(p as u32));
                    s = p + 1;
                }
                // The argument cell is a fresh variable already (write mode).
                Instr::UnifyVar(Reg::X(r)) => {
                    set_reg(&mut regs, r, out[s]);
                    s += 1;
                }
                Instr::UnifyVal(Reg::X(r)) => {
                    out[s] = reg(&regs, r);
                    s += 1;
                }
                Instr::UnifyAtom(f) => {
                    out[s] = Cell::Atom(f);
                    s += 1;
                }
                Instr::UnifyInt(i) => {
                    out[s] = Cell::Int(i);
                    s += 1;
                }
                Instr::UnifyFlt(x) => {
                    out[s] = Cell::Flt(x);
                    s += 1;
                }
                Instr::UnifyBlob(k) => {
                    let c = blobs.append_to(k, &mut out);
                    out[s] = c;
                    s += 1;
                }
                Instr::UnifyVoid(n) => s += n as usize,
                _ => break 'code,
            }
        }
    }
    let var_count = out.iter().enumerate().filter(|&(i, c)| matches!(c, Cell::Ref(a) if *a as usize == i)).count();
    OwnedTerm { cells: out, root: Cell::Str(0), var_count: var_count as u32 }
}

fn reg(regs: &[Cell], r: u32) -> Cell {
    regs.get(r as usize).copied().expect("a fact's code reads a register it has set")
}

fn set_reg(regs: &mut Vec<Cell>, r: u32, v: Cell) {
    if regs.len() <= r as usize {
        regs.resize(r as usize + 1, Cell::Int(0));
    }
    regs[r as usize] = v;
}

/// Binds the unbound variable that `target` leads to (in write mode every
/// argument and every register the code loads is one).
fn bind(out: &mut [Cell], target: Cell, value: Cell) {
    let mut t = target;
    while let Cell::Ref(a) = t {
        let next = out[a as usize];
        if next.same(t) {
            out[a as usize] = value;
            return;
        }
        t = next;
    }
    debug_assert!(false, "a fact's head instruction met a bound cell");
}

/// What rebuilding a predicate's facts needs: the code area, the constant
/// pool and the predicate's name and arity. The indexes on other arguments
/// take it to find a fact's argument keys.
#[derive(Clone, Copy)]
pub struct FactCode<'a> {
    pub code: &'a [Instr],
    pub blobs: &'a BlobPool,
    pub name: Atom,
    pub arity: u32,
}

impl FactCode<'_> {
    /// The clause's term: its stored source, or its rebuilt fact.
    pub fn term(&self, c: &ClauseInfo) -> Rc<OwnedTerm> {
        match &c.term {
            Some(t) => Rc::clone(t),
            None => Rc::new(rebuild_fact(self.code, c.code, self.name, self.arity, self.blobs)),
        }
    }

    /// The index key of the clause's argument `arg` (0-based).
    pub fn arg_key(&self, c: &ClauseInfo, arg: u32) -> Option<Key> {
        match &c.term {
            Some(t) => stored_arg_key(t, arg),
            None => stored_arg_key(&rebuild_fact(self.code, c.code, self.name, self.arity, self.blobs), arg),
        }
    }
}

impl Machine {
    /// What rebuilding the facts of predicate `p` needs.
    pub fn fact_code(&self, p: PredId) -> FactCode<'_> {
        let pred = &self.preds[p as usize];
        FactCode { code: &self.code, blobs: &self.blobs, name: pred.name, arity: pred.arity }
    }

    /// The terms `Head :- Body` of the live clauses of `p`, in order.
    pub fn live_clause_terms(&self, p: PredId) -> Vec<Rc<OwnedTerm>> {
        let facts = self.fact_code(p);
        let entries = self.preds[p as usize].clauses.entries();
        entries.iter().filter(|e| e.alive()).map(|e| facts.term(&e.info)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::instr::MovePair;

    #[test]
    fn a_fact_with_paired_moves_is_rebuilt() {
        // p(X, Y, f(X, Y)): X and Y kept by one GetVar2, then f(X, Y) matched.
        let pair = MovePair::new((Reg::X(3), 0), (Reg::X(4), 1)).expect("fits");
        let code = [
            Instr::GetVar2(pair),
            Instr::GetStruct(atoms::PLUS, 2, 2),
            Instr::UnifyVal(Reg::X(3)),
            Instr::UnifyVal(Reg::X(4)),
            Instr::Proceed,
        ];
        assert!(is_rebuildable_fact(&code));
        let t = rebuild_fact(&code, 0, atoms::CALL, 3, &BlobPool::default());
        // The head's third argument is X + Y over its first two.
        let Cell::Str(h) = t.cells[1] else { panic!("a head: {:?}", t.cells) };
        let arg = |i: u32| t.cells[(h + 1 + i) as usize];
        let deref = |mut c: Cell| {
            while let Cell::Ref(a) = c {
                if t.cells[a as usize].same(c) {
                    break;
                }
                c = t.cells[a as usize];
            }
            c
        };
        let Cell::Str(f) = deref(arg(2)) else { panic!("a compound third argument: {:?}", t.cells) };
        assert!(matches!(t.cells[f as usize], Cell::Fun(atoms::PLUS, 2)));
        assert!(deref(t.cells[f as usize + 1]).same(deref(arg(0))));
        assert!(deref(t.cells[f as usize + 2]).same(deref(arg(1))));
        assert!(!deref(arg(0)).same(deref(arg(1))));
        let unpaired = MovePair::new((Reg::Y(0), 0), (Reg::X(4), 1)).expect("fits");
        assert!(!is_rebuildable_fact(&[Instr::GetVar2(unpaired), Instr::Proceed]));
    }
}
