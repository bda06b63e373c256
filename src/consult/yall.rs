//! Lambdas of library(yall) compiled when a file is loaded, as SWI-Prolog's
//! yall does by goal expansion. In a clause body, a meta-argument that is
//! a lambda known at load time (`[X1,...,Xn]>>Body` or `Free/[X1,...]>>Body`
//! where the meta-predicate passes exactly n arguments, or `Free/Closure`)
//! becomes a closure on an auxiliary predicate
//! `'__aux_yall_<hash>'(FreeVars..., X1, ..., Xn) :- Body`, defined once in
//! the loading module. A call then enters that predicate directly instead
//! of copying the lambda term and interpreting it on every call.
//!
//! The semantics are SWI-Prolog's for compiled lambdas: only the variables
//! of `Free` (and the parameters) connect the lambda to its clause; other
//! variables of the lambda are local to each call, even when the clause
//! has bound them before the call. As in SWI-Prolog this happens only
//! while library(yall) is loaded (its goal expansion is what compiles
//! lambdas); lambdas read before that are called through `>>/N`, with copy
//! semantics.

use crate::compile::Position;
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};
use std::hash::{Hash, Hasher};

impl Machine {
    /// The clause with the lambdas of its body compiled (see the module
    /// comment); the clause itself when there are none.
    pub(crate) fn compile_yall_lambdas(&mut self, clause: Cell, module: Atom) -> Cell {
        let c = self.heap.deref(clause);
        if !matches!(self.heap.functor_of(c), Some((atoms::NECK, 2))) || !self.yall_loaded() {
            return clause;
        }
        let (head, body) = (self.heap.arg(c, 0), self.heap.arg(c, 1));
        match self.expand_lambda_goal(body, module, 0) {
            Some(body) => self.heap.compound(atoms::NECK, &[head, body]),
            None => clause,
        }
    }

    fn yall_loaded(&mut self) -> bool {
        let (yall, lambda) = (self.atoms.intern("yall"), self.atoms.intern(">>"));
        self.lookup_in(yall, lambda, 3).is_some_and(|p| self.preds[p as usize].present())
    }

    /// The goal with lambdas in its meta-arguments compiled, or None when
    /// nothing changed.
    fn expand_lambda_goal(&mut self, goal: Cell, module: Atom, depth: u32) -> Option<Cell> {
        // Goal terms nest as deep as the program text; a clause this deep
        // keeps its lambdas interpreted.
        if depth > 200 {
            return None;
        }
        let g = self.heap.deref(goal);
        let (name, arity) = self.heap.functor_of(g)?;
        let arg_specs: Vec<u8> = match (self.atoms.text(name), arity) {
            (",", 2) | (";", 2) | ("->", 2) | ("*->", 2) => vec![b'0', b'0'],
            ("\\+", 1) => vec![b'0'],
            (":", 2) => {
                let m = self.heap.deref(self.heap.arg(g, 0));
                let Cell::Atom(m) = m else { return None };
                let inner = self.expand_lambda_goal(self.heap.arg(g, 1), m, depth + 1)?;
                return Some(self.heap.compound(atoms::COLON, &[Cell::Atom(m), inner]));
            }
            ("call", n) if n >= 2 => {
                let mut specs = vec![b'?'; n as usize];
                specs[0] = b'0' + (n - 1).min(9) as u8;
                specs
            }
            _ => self.meta_spec_at_load(module, name, arity)?,
        };
        let mut changed = false;
        let mut args = Vec::with_capacity(arity as usize);
        for (i, &spec) in arg_specs.iter().enumerate() {
            let a = self.heap.arg(g, i as u32);
            let new = match spec {
                b'0' => self.expand_lambda_goal(a, module, depth + 1),
                b'1'..=b'9' => self.compile_lambda_arg(a, u32::from(spec - b'0'), module, depth),
                _ => None,
            };
            changed |= new.is_some();
            args.push(new.unwrap_or(a));
        }
        changed.then(|| self.heap.compound(name, &args))
    }

    /// The meta_predicate declaration of what Name/Arity means in
    /// `module` now (an autoloadable library predicate is loaded first).
    fn meta_spec_at_load(&mut self, module: Atom, name: Atom, arity: u32) -> Option<Vec<u8>> {
        let p = match self.resolve_pred(module, name, arity) {
            Some(p) => p,
            None => {
                self.autoload_library(name, arity)?;
                self.resolve_or_autoload(module, name, arity)?
            }
        };
        let spec = self.preds[p as usize].meta.clone()?;
        spec.iter().any(u8::is_ascii_digit).then(|| spec.to_vec())
    }

    /// A lambda passed where `extra` more arguments are added, compiled to
    /// a closure on an auxiliary predicate; None when it is not a lambda
    /// this can compile.
    fn compile_lambda_arg(&mut self, arg: Cell, extra: u32, module: Atom, depth: u32) -> Option<Cell> {
        let a = self.heap.deref(arg);
        let (f, 2) = self.heap.functor_of(a)? else { return None };
        let (left, right) = (self.heap.deref(self.heap.arg(a, 0)), self.heap.deref(self.heap.arg(a, 1)));
        let (free, params, body) = match self.atoms.text(f) {
            ">>" => {
                let (free, params) = match self.heap.functor_of(left) {
                    Some((atoms::SLASH, 2)) => {
                        (self.free_variables(self.heap.arg(left, 0))?, self.heap.deref(self.heap.arg(left, 1)))
                    }
                    _ => (Vec::new(), left),
                };
                let params = self.proper_list(params)?;
                if params.len() != extra as usize || !self.callable_goal(right) {
                    return None;
                }
                (free, params, right)
            }
            "/" => {
                let free = self.free_variables(left)?;
                if !self.callable_goal(right) || matches!(self.heap.functor_of(right), Some((atoms::COLON, 2))) {
                    return None;
                }
                let params: Vec<Cell> = (0..extra).map(|_| self.heap.new_var()).collect();
                let body = match right {
                    Cell::Atom(n) => self.heap.compound(n, &params),
                    _ => {
                        let (n, k) = self.heap.functor_of(right)?;
                        let mut all: Vec<Cell> = (0..k).map(|i| self.heap.arg(right, i)).collect();
                        all.extend(&params);
                        self.heap.compound(n, &all)
                    }
                };
                (free, params, body)
            }
            _ => return None,
        };
        let aux = self.aux_lambda_name(a, extra);
        let mut head_args = free.clone();
        head_args.extend(&params);
        let arity = head_args.len() as u32;
        if !self.lookup_in(module, aux, arity).is_some_and(|p| self.preds[p as usize].present()) {
            let body = self.expand_lambda_goal(body, module, depth + 1).unwrap_or(body);
            let head = if head_args.is_empty() { Cell::Atom(aux) } else { self.heap.compound(aux, &head_args) };
            let clause = self.heap.compound(atoms::NECK, &[head, body]);
            let source = self.clause_source;
            self.add_clause(clause, Position::Last, false, module).ok()?;
            self.clause_source = source;
        }
        Some(if free.is_empty() { Cell::Atom(aux) } else { self.heap.compound(aux, &free) })
    }

    /// The variables of a `{V1, ...}` (or `{}`) free-variables term; None for
    /// anything else (left to the lambda's own error at run time).
    fn free_variables(&mut self, free: Cell) -> Option<Vec<Cell>> {
        let free = self.heap.deref(free);
        match free {
            Cell::Atom(atoms::CURLY) => return Some(Vec::new()),
            _ if self.heap.functor_of(free) == Some((atoms::CURLY, 1)) => {}
            _ => return None,
        }
        let mut out = Vec::new();
        let mut conj = self.heap.deref(self.heap.arg(free, 0));
        while let Some((atoms::COMMA, 2)) = self.heap.functor_of(conj) {
            out.push(self.heap.arg(conj, 0));
            conj = self.heap.deref(self.heap.arg(conj, 1));
        }
        out.push(conj);
        Some(out)
    }

    fn proper_list(&self, l: Cell) -> Option<Vec<Cell>> {
        let mut out = Vec::new();
        let mut l = self.heap.deref(l);
        while let Cell::Lis(a) = l {
            out.push(self.heap.get(a));
            l = self.heap.deref(self.heap.get(a + 1));
            if out.len() > 1024 {
                return None;
            }
        }
        matches!(l, Cell::Atom(atoms::NIL)).then_some(out)
    }

    fn callable_goal(&self, g: Cell) -> bool {
        let (_, g) = self.strip_module(g, atoms::USER);
        matches!(g, Cell::Atom(_)) || self.heap.functor_of(g).is_some()
    }

    /// `'__aux_yall_<hash>'`: the same name for variant lambdas (with the
    /// same number of extra arguments), as SWI-Prolog names them by a hash
    /// of the variant.
    fn aux_lambda_name(&mut self, lambda: Cell, extra: u32) -> Atom {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        extra.hash(&mut h);
        let mut vars: Vec<Cell> = Vec::new();
        let mut stack = vec![lambda];
        while let Some(t) = stack.pop() {
            let t = self.heap.deref(t);
            match t {
                Cell::Ref(_) | Cell::Attv(_) => {
                    let i = vars.iter().position(|v| v.same(t)).unwrap_or_else(|| {
                        vars.push(t);
                        vars.len() - 1
                    });
                    (0u8, i).hash(&mut h);
                }
                Cell::Atom(a) => (1u8, self.atoms.text(a)).hash(&mut h),
                Cell::Int(n) => (2u8, n).hash(&mut h),
                Cell::Flt(x) => (3u8, x.to_bits()).hash(&mut h),
                Cell::Big(a) => (4u8, self.heap.number_blob_text(a)).hash(&mut h),
                Cell::Stg(a) => (5u8, self.heap.string_at(a)).hash(&mut h),
                Cell::Lis(_) | Cell::Str(_) => {
                    let (f, n) = self.heap.functor_of(t).expect("compound");
                    (6u8, self.atoms.text(f), n).hash(&mut h);
                    stack.extend((0..n).rev().map(|i| self.heap.arg(t, i)));
                }
                _ => 7u8.hash(&mut h),
            }
        }
        self.atoms.intern(&format!("__aux_yall_{:016x}", h.finish()))
    }
}
