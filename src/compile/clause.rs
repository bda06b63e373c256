//! Compiles one clause (a heap term) to instructions.
//!
//! 1. The body becomes a goal tree (`body.rs`).
//! 2. Analysis walks head and body in execution order, numbering *chunks*
//!    (a chunk ends at each call of a non-builtin predicate) and recording
//!    every variable occurrence with its chunk and its branch path through
//!    control constructs.
//! 3. A variable whose occurrences all lie in one chunk lives in an X
//!    register, any other in a Y slot of the environment. A variable first
//!    met inside one branch of a construct but also used outside that branch
//!    is created before the construct, so that every path sees it set.
//! 4. Code generation emits head unification, body argument construction,
//!    inline arithmetic, cut and the control constructs with TryElse/Jump.

use super::body::Goal;
use crate::host::stop::{Stop, Stopped};
use crate::machine::database::PredKind;
use crate::machine::instr::{ArithCmp, Instr, Reg};
use crate::machine::select::index_key::{key_of, Key};
use crate::machine::{Exc, Machine};
use crate::term::fast_hash::{FastMap, FastSet};
use crate::term::{atoms, Atom, Cell};

mod calls;
mod codegen;
mod det_code;
mod fresh_unify;
mod moves;
mod shallow;

pub struct Compiled {
    /// The module the clause belongs to (a `Module:Head` head names it).
    pub module: Atom,
    pub name: Atom,
    pub arity: u32,
    pub code: Vec<Instr>,
    pub key: Option<Key>,
    /// Highest register index used.
    pub max_reg: u32,
}

/// Synthetic variable: the clause's cut level.
const LEVEL_VAR: u32 = u32::MAX;
/// Synthetic variable: the choicepoint height saved by construct `id`.
fn construct_var(id: u32) -> u32 {
    u32::MAX - 1 - id
}
/// Synthetic variable: the choicepoint height just above the alternative
/// of construct `id`, to which a cut in its condition (or negated goal)
/// cuts: such a cut is local to the condition (ISO 7.8.7), so the else
/// branch stays. Only a construct whose condition holds a cut has one.
fn cond_cut_var(id: u32) -> u32 {
    u32::MAX - 1 - (1 << 30) - id
}

type Path = Vec<(u32, u8)>;

/// The goals of a clause's first chunk (up to its first real call) with
/// the variables of each, gathered on first use.
#[derive(Copy, Clone)]
struct Chunk<'a> {
    goals: &'a [Cell],
    vars: &'a std::cell::OnceCell<Vec<FastSet<u32>>>,
}

#[derive(Default)]
struct Analysis {
    occs: FastMap<u32, Vec<(u32, Path)>>,
    construct_start: FastMap<u32, u32>,
    level_needed: bool,
    nontail_call: bool,
}

struct Gen<'a> {
    m: &'a mut Machine,
    code: Vec<Instr>,
    regs: FastMap<u32, Reg>,
    counts: FastMap<u32, usize>,
    seen: FastSet<u32>,
    preinit: FastMap<u32, Vec<u32>>,
    has_env: bool,
    scratch: u32,
    free_tmps: Vec<u32>,
    next_tmp: u32,
    max_reg: u32,
    chunk: u32,
    /// The guard word's register of a `$/0` whose failure branch (the
    /// next disjunction) is still to come (codegen.rs, `det_guard_enter`).
    det_try: Option<Reg>,
    /// The guard word's register when the goal being compiled is the last
    /// of a guarded rest.
    det_last: Option<Reg>,
}

impl Machine {
    /// Compiles `Head :- Body` or a fact.
    pub fn compile_clause(&mut self, clause: Cell) -> Result<Compiled, Exc> {
        let clause = self.heap.deref(clause);
        let (head, body) = match self.heap.functor_of(clause) {
            Some((atoms::NECK, 2)) => (self.heap.arg(clause, 0), self.heap.arg(clause, 1)),
            _ => (clause, Cell::Atom(atoms::TRUE)),
        };
        let mut head = self.heap.deref(head);
        // `Module:Head :- Body` defines Module's predicate; the body runs in
        // the module the clause appears in, as in SWI-Prolog.
        let mut module = self.compile_module;
        while let Some((atoms::COLON, 2)) = self.heap.functor_of(head) {
            match self.heap.deref(self.heap.arg(head, 0)) {
                Cell::Atom(m) => module = m,
                c if c.is_var_ref() => return Err(self.err_instantiation()),
                c => return Err(self.err_type(atoms::ATOM, c)),
            }
            head = self.heap.deref(self.heap.arg(head, 1));
        }
        let (name, arity) = match head {
            Cell::Ref(_) | Cell::Attv(_) => return Err(self.err_instantiation()),
            Cell::Atom(_) | Cell::Str(_) | Cell::Lis(_) => self.heap.functor_of(head).expect("callable"),
            _ => return Err(self.err_type(atoms::CALLABLE, head)),
        };
        let mut next_id = 0;
        let goal = self.body_goal(body, &mut next_id)?;
        let goal = self.drop_settled_cuts(goal);
        self.name_det_reports(&goal, module, name, arity);
        let key = if arity > 0 { key_of(&self.heap, self.heap.arg(head, 0)) } else { None };

        // Analysis.
        let mut an = Analysis::default();
        let head_args: Vec<Cell> = (0..arity).map(|i| self.heap.arg(head, i)).collect();
        // A cut first after a head of distinct variables, whose code only
        // moves the arguments, goes before the environment: a call that
        // commits to the clause (the second rule of an SSU pair,
        // select/switch.rs) enters after it, for it would cut nothing.
        let (neck_cut_first, goal) = match distinct_vars(&self.heap, &head_args) {
            true => take_leading_cut(goal),
            false => (false, goal),
        };
        for &a in &head_args {
            self.record_vars(a, 0, &Vec::new(), &mut an);
        }
        let mut max_arity = arity;
        let mut chunk = 0;
        self.analyse(&goal, &mut chunk, &mut Vec::new(), true, None, &mut an, &mut max_arity);
        if an.level_needed {
            an.occs.entry(LEVEL_VAR).or_default().insert(0, (0, Vec::new()));
        }
        let preinit = plan_preinit(&mut an);
        // A clause of millions of cells takes a while to compile: Ctrl-C is
        // looked at between the phases and in the walk of the head below.
        self.check_interrupt()?;
        let stop = self.stop();
        let mut head_arg_vars = Vec::with_capacity(head_args.len());
        for &a in &head_args {
            head_arg_vars.push(self.until_done(|m| m.tree_vars_stoppable(a, &stop))?);
        }

        // Register allocation.
        let homes = self.argument_homes(&head_args, &head_arg_vars, &goal, &an);
        self.check_interrupt()?;
        let scratch = max_arity;
        let mut regs = FastMap::default();
        let mut counts = FastMap::default();
        let (mut n_perm, mut n_temp) = (0u32, 0u32);
        let mut vars: Vec<(&u32, &Vec<(u32, Path)>)> = an.occs.iter().collect();
        vars.sort_by_key(|(v, _)| **v);
        for (&v, occs) in vars {
            counts.insert(v, occs.len());
            let lo = occs.iter().map(|o| o.0).min().unwrap_or(0);
            let hi = occs.iter().map(|o| o.0).max().unwrap_or(0);
            let r = if let Some(&a) = homes.get(&v) {
                Reg::X(a)
            } else if lo == hi {
                n_temp += 1;
                Reg::X(scratch + n_temp)
            } else {
                n_perm += 1;
                Reg::Y(n_perm - 1)
            };
            regs.insert(v, r);
        }
        let has_env = n_perm > 0 || an.nontail_call;
        let mut g = Gen {
            m: self,
            code: Vec::new(),
            regs,
            counts,
            seen: FastSet::default(),
            preinit,
            has_env,
            scratch,
            free_tmps: Vec::new(),
            next_tmp: scratch + n_temp + 1,
            max_reg: scratch + n_temp + 1,
            chunk: 0,
            det_try: None,
            det_last: None,
        };
        if neck_cut_first {
            g.code.push(Instr::NeckCut);
        }
        if has_env {
            g.code.push(Instr::Allocate(n_perm));
        }
        if an.level_needed {
            let r = g.regs[&LEVEL_VAR];
            g.code.push(Instr::GetLevel(r));
            g.seen.insert(LEVEL_VAR);
        }
        for (i, &a) in head_args.iter().enumerate() {
            g.get_arg(a, i as u32);
            g.m.check_interrupt()?;
        }
        g.emit(&goal, true, None)?;
        let (mut max_reg, code) = (g.max_reg, g.code);
        self.check_interrupt()?;
        let preds = &self.preds;
        let code = moves::optimise_moves(code, &mut max_reg, |p| preds[p as usize].arity);
        Ok(Compiled { module, name, arity, code, key, max_reg })
    }

    /// Head variables that can live in their own argument register for the
    /// whole clause (saving the moves in and out of a temporary). A variable
    /// qualifies when it first appears as head argument `i` itself, lives in
    /// the first chunk only, and no goal of that chunk overwrites argument
    /// register `i` with something else while the variable is still needed.
    /// `head_arg_vars[i]`: the variables of head argument `i` (`tree_vars_stoppable`).
    fn argument_homes(
        &self,
        head_args: &[Cell],
        head_arg_vars: &[Vec<u32>],
        goal: &Goal,
        an: &Analysis,
    ) -> FastMap<u32, u32> {
        let mut homes = FastMap::default();
        // Each goal with whether it is done in line (no real call).
        let goals: Vec<(Cell, bool)> = match goal {
            Goal::True => vec![],
            Goal::Call(t) => vec![(*t, self.goal_is_inline(*t))],
            Goal::CallIn(_, t) => vec![(*t, false)],
            Goal::And(gs) => {
                let mut v = Vec::new();
                for g in gs {
                    match g {
                        Goal::Call(t) => v.push((*t, self.goal_is_inline(*t))),
                        Goal::CallIn(_, t) => v.push((*t, false)),
                        Goal::Cut | Goal::True => {}
                        _ => return homes,
                    }
                }
                v
            }
            Goal::Cut | Goal::Fail => vec![],
            _ => return homes,
        };
        // The goals of the first chunk, up to and including the first real call.
        let mut chunk0 = Vec::new();
        let mut ends_in_call = false;
        for (t, inline) in goals {
            chunk0.push(t);
            if !inline {
                ends_in_call = true;
                break;
            }
        }
        let head_vars: FastSet<u32> = head_arg_vars.iter().flatten().copied().collect();
        // Each goal's variables, gathered once: `home_is_safe` asks about
        // every head variable (5,000 arguments made this quadratic in
        // the goals' size: 60 s for one clause).
        // Made on the first question only: most clauses ask none.
        let chunk_vars = std::cell::OnceCell::new();
        let chunk0 = Chunk { goals: &chunk0, vars: &chunk_vars };
        let mut seen_in_head: FastSet<u32> = FastSet::default();
        for (i, &arg) in head_args.iter().enumerate() {
            if let Cell::Ref(v) | Cell::Attv(v) = self.heap.deref(arg) {
                let occs = &an.occs[&v];
                let temp = occs.iter().all(|o| o.0 == 0);
                if temp
                    && occs.len() > 1
                    && !seen_in_head.contains(&v)
                    && self.home_is_safe(v, i as u32, chunk0, &head_vars)
                {
                    homes.insert(v, i as u32);
                }
            }
            seen_in_head.extend(head_arg_vars[i].iter().copied());
        }
        if ends_in_call {
            self.call_argument_homes(head_args, head_arg_vars, chunk0, an, &head_vars, &mut homes);
        }
        homes
    }

    /// Head variables first met inside a compound argument that the
    /// chunk's call (its last goal) passes on as its own argument `j` (`Xs` and `Ys` in
    /// `app([X|Xs], L, [X|Ys]) :- app(Xs, L, Ys)`): unified straight into
    /// register `j`, they need no move before the call. Register `j` is
    /// free once head argument `j` has been matched, so the variable must
    /// be first met in head argument `j` or a later one; the head is
    /// matched argument by argument, and a compound argument's register is
    /// read by its `get_list`/`get_structure` before its subterms.
    fn call_argument_homes(
        &self,
        head_args: &[Cell],
        head_arg_vars: &[Vec<u32>],
        chunk0: Chunk,
        an: &Analysis,
        head_vars: &FastSet<u32>,
        homes: &mut FastMap<u32, u32>,
    ) {
        let Some(&call) = chunk0.goals.last() else { return };
        let call = self.heap.deref(call);
        let Some((_, call_arity)) = self.heap.functor_of(call) else { return };
        let mut taken: FastSet<u32> = homes.values().copied().collect();
        let mut first_arg: FastMap<u32, u32> = FastMap::default();
        for (k, &arg) in head_args.iter().enumerate() {
            if let Cell::Str(_) | Cell::Lis(_) = self.heap.deref(arg) {
                for &a in &head_arg_vars[k] {
                    first_arg.entry(a).or_insert(k as u32);
                }
            } else if let Cell::Ref(a) | Cell::Attv(a) = self.heap.deref(arg) {
                first_arg.entry(a).or_insert(u32::MAX);
            }
        }
        for j in 0..call_arity.min(head_args.len() as u32) {
            if taken.contains(&j) {
                continue;
            }
            let (Cell::Ref(v) | Cell::Attv(v)) = self.heap.deref(self.heap.arg(call, j)) else { continue };
            if homes.contains_key(&v) {
                continue;
            }
            let Some(&k) = first_arg.get(&v) else { continue };
            if k == u32::MAX || k < j {
                continue;
            }
            let temp = an.occs[&v].iter().all(|o| o.0 == 0);
            if temp && self.home_is_safe(v, j, chunk0, head_vars) {
                homes.insert(v, j);
                taken.insert(j);
            }
        }
    }

    /// The distinct variables of `t` (their addresses) in order of first
    /// occurrence. The walk reads `t` as a tree, with no set of visited
    /// nodes (hashing every node of a list of millions cost more than the
    /// rest of the compiler): `add_clause` has found the clause acyclic
    /// and its tree no larger than the code the compiler emits for it.
    /// Gives up when `stop`'s flag rises, looked at every 4096 nodes.
    fn tree_vars_stoppable(&self, t: Cell, stop: &Stop) -> Result<Vec<u32>, Stopped> {
        let mut seen = FastSet::default();
        let mut vars = Vec::new();
        let mut work = vec![t];
        let mut nodes = 0u32;
        while let Some(c) = work.pop() {
            match self.heap.deref(c) {
                Cell::Ref(a) | Cell::Attv(a) => {
                    if seen.insert(a) {
                        vars.push(a);
                    }
                }
                d @ (Cell::Str(_) | Cell::Lis(_)) => {
                    nodes = nodes.wrapping_add(1);
                    if nodes % 4096 == 0 {
                        stop.check()?;
                    }
                    let (_, n) = self.heap.functor_of(d).expect("compound");
                    work.extend((0..n).rev().map(|i| self.heap.arg(d, i)));
                }
                _ => {}
            }
        }
        Ok(vars)
    }

    /// The variables of `t`, by address.
    fn var_ids(&self, t: Cell) -> FastSet<u32> {
        self.term_vars(t)
            .into_iter()
            .filter_map(|c| match c {
                Cell::Ref(a) | Cell::Attv(a) => Some(a),
                _ => None,
            })
            .collect()
    }

    fn home_is_safe(&self, v: u32, i: u32, chunk0: Chunk, head_vars: &FastSet<u32>) -> bool {
        for (g, &t) in chunk0.goals.iter().enumerate() {
            let t = self.heap.deref(t);
            let Some((name, arity)) = self.heap.functor_of(t) else {
                continue;
            };
            // Compiled arithmetic does not use the argument registers.
            if arity == 2 && inline_arith(self, name).is_some() {
                continue;
            }
            if arity <= i {
                continue;
            }
            let arg_is_v = matches!(self.heap.deref(self.heap.arg(t, i)), Cell::Ref(a) | Cell::Attv(a) if a == v);
            if arg_is_v {
                continue;
            }
            // `A = B` of two head variables is done in place (UnifyRegs):
            // it reads both where they are and clobbers the argument
            // registers only after.
            let in_place = name == atoms::EQUALS
                && !self.debug_mode
                && (0..2).all(|k| {
                    matches!(self.heap.deref(self.heap.arg(t, k)), Cell::Ref(a) | Cell::Attv(a) if head_vars.contains(&a))
                });
            let from = if in_place { g + 1 } else { g };
            let vars = chunk0.vars.get_or_init(|| chunk0.goals.iter().map(|&t| self.var_ids(t)).collect());
            let needed_later = vars[from..].iter().any(|vars| vars.contains(&v));
            if needed_later {
                return false;
            }
        }
        true
    }

    /// Records every variable occurrence in `t`.
    fn record_vars(&self, t: Cell, chunk: u32, path: &Path, an: &mut Analysis) {
        let mut work = vec![t];
        while let Some(c) = work.pop() {
            match self.heap.deref(c) {
                Cell::Ref(a) | Cell::Attv(a) => an.occs.entry(a).or_default().push((chunk, path.clone())),
                d @ (Cell::Str(_) | Cell::Lis(_)) => {
                    let (_, n) = self.heap.functor_of(d).expect("compound");
                    for i in (0..n).rev() {
                        work.push(self.heap.arg(d, i));
                    }
                }
                _ => {}
            }
        }
    }

    fn goal_is_inline(&self, t: Cell) -> bool {
        let Some((name, arity)) = self.heap.functor_of(self.heap.deref(t)) else {
            return false;
        };
        if arity == 3 && Some(name) == self.atoms.lookup(super::body::DET_GUARD_ENTER) {
            return true; // compiled into `DetGuardTry`
        }
        match self.lookup_in(atoms::SYSTEM, name, arity) {
            // A builtin only when the call is bound to it (a program's own
            // version of a system predicate is called as any predicate).
            Some(_) => self
                .direct_target(self.compile_module, name, arity)
                .is_some_and(|p| matches!(self.preds[p as usize].kind, PredKind::Builtin(_))),
            None => arity == 2 && inline_arith(self, name).is_some(),
        }
    }

    /// `cut_to` is the construct whose condition (or negated goal) we are in:
    /// a cut there is local to it. `None` means the clause itself.
    #[allow(clippy::too_many_arguments)]
    fn analyse(
        &self,
        g: &Goal,
        chunk: &mut u32,
        path: &mut Path,
        tail: bool,
        cut_to: Option<u32>,
        an: &mut Analysis,
        max_arity: &mut u32,
    ) {
        match g {
            Goal::Call(t) => {
                self.record_vars(*t, *chunk, path, an);
                if let Some((_, n)) = self.heap.functor_of(self.heap.deref(*t)) {
                    *max_arity = (*max_arity).max(n);
                }
                if !self.goal_is_inline(*t) {
                    if !tail {
                        an.nontail_call = true;
                    }
                    *chunk += 1;
                }
            }
            Goal::CallIn(_, t) => {
                self.record_vars(*t, *chunk, path, an);
                if let Some((_, n)) = self.heap.functor_of(self.heap.deref(*t)) {
                    *max_arity = (*max_arity).max(n);
                }
                if !tail {
                    an.nontail_call = true;
                }
                *chunk += 1;
            }
            Goal::Cut => match cut_to {
                Some(id) => an.occs.entry(cond_cut_var(id)).or_default().push((*chunk, path.clone())),
                None if *chunk > 0 => {
                    an.level_needed = true;
                    an.occs.entry(LEVEL_VAR).or_default().push((*chunk, path.clone()));
                }
                None => {}
            },
            Goal::True | Goal::Fail => {}
            Goal::And(gs) => {
                for (i, g) in gs.iter().enumerate() {
                    self.analyse(g, chunk, path, tail && i + 1 == gs.len(), cut_to, an, max_arity);
                }
            }
            Goal::Or(id, l, r) => {
                an.construct_start.insert(*id, *chunk);
                path.push((*id, 0));
                self.analyse(l, chunk, path, tail, cut_to, an, max_arity);
                path.pop();
                // The second branch may be resumed by backtracking after the
                // clause has exited and the X registers hold other data: it
                // starts a new chunk, so what it shares lives in Y slots.
                *chunk += 1;
                path.push((*id, 1));
                self.analyse(r, chunk, path, tail, cut_to, an, max_arity);
                path.pop();
            }
            Goal::Ite(id, c, t, e) | Goal::Soft(id, c, t, e) => {
                an.construct_start.insert(*id, *chunk);
                an.occs.entry(construct_var(*id)).or_default().push((*chunk, path.clone()));
                path.push((*id, 0));
                let start = (*chunk, path.clone());
                self.analyse(c, chunk, path, false, Some(*id), an, max_arity);
                note_cond_cut_save(an, *id, start);
                an.occs.entry(construct_var(*id)).or_default().push((*chunk, path.clone()));
                self.analyse(t, chunk, path, tail, cut_to, an, max_arity);
                path.pop();
                path.push((*id, 1));
                self.analyse(e, chunk, path, tail, cut_to, an, max_arity);
                path.pop();
            }
            Goal::Not(id, inner) => {
                an.construct_start.insert(*id, *chunk);
                an.occs.entry(construct_var(*id)).or_default().push((*chunk, path.clone()));
                path.push((*id, 0));
                let start = (*chunk, path.clone());
                self.analyse(inner, chunk, path, false, Some(*id), an, max_arity);
                note_cond_cut_save(an, *id, start);
                an.occs.entry(construct_var(*id)).or_default().push((*chunk, path.clone()));
                path.pop();
            }
        }
    }
}

/// Whether `args` are distinct unbound variables.
fn distinct_vars(heap: &crate::term::heap::Heap, args: &[Cell]) -> bool {
    let mut seen = FastSet::default();
    args.iter().all(|&a| matches!(heap.deref(a), Cell::Ref(v) if seen.insert(v)))
}

/// Whether `goal` begins with a cut, and `goal` without it.
fn take_leading_cut(goal: Goal) -> (bool, Goal) {
    match goal {
        Goal::Cut => (true, Goal::True),
        Goal::And(mut gs) if matches!(gs.first(), Some(Goal::Cut)) => {
            gs.remove(0);
            (true, if gs.is_empty() { Goal::True } else { Goal::And(gs) })
        }
        goal => (false, goal),
    }
}

/// When the condition of construct `id` cuts, its cut level is saved at
/// the condition's start: that is the first occurrence of its variable.
fn note_cond_cut_save(an: &mut Analysis, id: u32, start: (u32, Path)) {
    if let Some(occs) = an.occs.get_mut(&cond_cut_var(id)) {
        occs.insert(0, start);
    }
}

/// Decides which variables must be created before which construct, and
/// records that creation as an occurrence at the construct's start.
fn plan_preinit(an: &mut Analysis) -> FastMap<u32, Vec<u32>> {
    let mut plan: FastMap<u32, Vec<u32>> = FastMap::default();
    let mut vars: Vec<u32> = an.occs.keys().copied().collect();
    vars.sort_unstable();
    for v in vars {
        let occs = &an.occs[&v];
        let first = &occs[0].1;
        let mut chosen = None;
        for d in 0..first.len() {
            let inside_same_branch = |p: &Path| p.len() > d && p[..=d] == first[..=d];
            if occs.iter().skip(1).any(|(_, p)| !inside_same_branch(p)) {
                chosen = Some(first[d].0);
                break;
            }
        }
        if let Some(cid) = chosen {
            plan.entry(cid).or_default().push(v);
            let start = an.construct_start[&cid];
            let d = first.iter().position(|&(c, _)| c == cid).unwrap_or(0);
            let outer: Path = first[..d].to_vec();
            an.occs.get_mut(&v).expect("var").insert(0, (start, outer));
        }
    }
    plan
}

#[derive(Copy, Clone)]
enum ArithOp {
    Is,
    Cmp(ArithCmp),
}

/// The arithmetic a goal `name/2` compiles to inline, if any. While the
/// tracer is on (a query typed after `trace.`, a file consulted in debug
/// mode), is/2 and the comparisons stay builtin calls so that they show
/// their ports, as in SWI-Prolog.
fn inline_arith(m: &Machine, name: Atom) -> Option<ArithOp> {
    if m.debug_mode {
        return None;
    }
    arith_builtin(name)
}

fn arith_builtin(name: Atom) -> Option<ArithOp> {
    Some(match name {
        atoms::IS => ArithOp::Is,
        atoms::LT => ArithOp::Cmp(ArithCmp::Lt),
        atoms::GT => ArithOp::Cmp(ArithCmp::Gt),
        atoms::LE => ArithOp::Cmp(ArithCmp::Le),
        atoms::GE => ArithOp::Cmp(ArithCmp::Ge),
        atoms::ARITH_EQ => ArithOp::Cmp(ArithCmp::Eq),
        atoms::ARITH_NE => ArithOp::Cmp(ArithCmp::Ne),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::machine::instr::Instr;
    use crate::machine::Machine;
    use crate::term::atoms;

    /// A clause whose head only names distinct variables cuts before its
    /// environment, so that a call committed to it can enter after the
    /// cut; a head that can fail to match keeps its cut after it.
    #[test]
    fn a_neck_cut_goes_first_after_a_head_of_distinct_variables() {
        let mut m = Machine::new();
        m.compile_module = atoms::USER;
        for (text, first) in [
            ("(r(N, M) :- !, p, q(N, M))", true),
            ("(r(N, N) :- !, p, q(N))", false),
            ("(r(1, M) :- !, p, q(M))", false),
        ] {
            let clause = m.parse_term_text(text).expect("reads").0;
            let code = m.compile_clause(clause).expect("compiles").code;
            assert_eq!(matches!(code[0], Instr::NeckCut), first, "{text}: {code:?}");
            assert_eq!(code.iter().filter(|i| matches!(i, Instr::NeckCut)).count(), 1, "{text}: {code:?}");
        }
    }
}
