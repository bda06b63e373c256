//! Reification: the Boolean connectives of library(clpfd), `#\`/1,
//! `#<==>`, `#==>`, `#<==`, `#\/`, `#/\`, `#\`/2 and the SICStus spellings
//! `#<=>`, `#=>`, `#<=`, as Rust builtins of module `clpfd` (the
//! library's directive `'$fd_native_reification'` makes its predicates of
//! those names these functions, as `'$fd_native_relations'` does for the
//! relations). A clause body `B #<==> (X #= I)` then compiles to a direct
//! builtin call, and the whole formula is read here in one walk, with no
//! Prolog clause per node.
//!
//! A formula is a variable or 0/1 (a truth value), a relation between
//! expressions (`#=`, `#\=`, `#<`, `#>`, `#=<`, `#>=`), `X in Dom`, or a
//! connective over formulas. Each relation gets its truth value from the
//! reified relation propagators (`expr.rs`, which also compiles
//! non-linear sides), each connective from linear constraints over the
//! truth values of its operands. What is posted, in which order, and the
//! errors raised (a non-formula is SWI-Prolog's
//! `domain_error(clpfd_reifiable_expression, F)`) are those of the Prolog
//! clauses this replaced, so propagation, residual goals and labeling are
//! unchanged; only goals woken by a post (freeze/2 on a variable that
//! becomes fixed) run when the whole formula is posted rather than
//! between two of its nodes. Errors are delivered as the relations' are
//! (`expr::deliver`: thrown right after the builtin returns).
//!
//! The walk recurses on the Rust stack (grown as needed, as the compiler's
//! walks of terms are) and allocates nothing itself; a formula nested more
//! than [`CYCLE_CHECK_DEPTH`] deep is checked for a cycle once.

use super::disjunctive_eqs::disjunctive_eqs;
use super::expr::{self, as_primitive};
use super::linear_post::{lin_of_vars, make_lin, post_lin};
use super::primitives::{clpfd_atom, fd_var, fresh_var_in, post_bool, post_reif_in_truth, post_reif_lin, BOOL};
use super::primitives::{set_mark, settle, store_var};
use super::reify_boolean;
use super::reify_channel::{post_channel_pair, post_equiv_pair};
use super::reify_disjunction::{post_pair_le_or, post_unposted, read_side, Side, Unposted};
use crate::builtins::{b, Builtin};
use crate::clpfd::domain::Domain;
use crate::clpfd::propagators::shape::Shape;
use crate::clpfd::propagators::{Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::database::{BuiltinFn, PredKind};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Addr, Cell};

pub const BUILTINS: &[Builtin] = &[b("$fd_native_reification", 0, native_reification, "")];

/// A Boolean connective.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Connective {
    /// `#\ F`
    Not,
    /// `F #/\ G`
    And,
    /// `F #\/ G`
    Or,
    /// `F #==> G` (and `G #<== F`, read with its operands swapped)
    Implies,
    /// `F #<==> G`
    Equiv,
    /// `F #\ G`
    Xor,
}

/// The library's connectives, each with its builtin. `#<==` and `#<=` are
/// `#==>` with the operands read the other way round.
const CONNECTIVES: &[(&str, u32, BuiltinFn)] = &[
    ("#\\", 1, |m| post_formula(m, Connective::Not, false)),
    ("#<==>", 2, |m| post_formula(m, Connective::Equiv, false)),
    ("#<=>", 2, |m| post_formula(m, Connective::Equiv, false)),
    ("#==>", 2, |m| post_formula(m, Connective::Implies, false)),
    ("#=>", 2, |m| post_formula(m, Connective::Implies, false)),
    ("#<==", 2, |m| post_formula(m, Connective::Implies, true)),
    ("#<=", 2, |m| post_formula(m, Connective::Implies, true)),
    ("#\\/", 2, |m| post_formula(m, Connective::Or, false)),
    ("#/\\", 2, |m| post_formula(m, Connective::And, false)),
    ("#\\", 2, |m| post_formula(m, Connective::Xor, false)),
];

/// '$fd_native_reification': makes the predicates `clpfd:(#<==>)/2`, ...
/// the builtins of [`CONNECTIVES`] (run as a directive of
/// `stdlib/clpfd.pl`, before the clauses that call them).
fn native_reification(m: &mut Machine) -> Res {
    let module = clpfd_atom(m);
    for &(name, arity, f) in CONNECTIVES {
        let name = m.atoms.intern(name);
        let p = m.pred_in(module, name, arity);
        let pred = &mut m.preds[p as usize];
        pred.kind = PredKind::Builtin(f);
        pred.defined = true;
    }
    Ok(true)
}

/// A node of a formula, by its functor.
enum Node {
    /// `L Rel R`, posted as `A Rel B` with `shift` moving the constant
    /// (`<` is `=<` with c - 1), `(A, B)` = `(R, L)` when `swap`.
    Relation { rel: Rel, shift: i128, swap: bool },
    /// `X in Dom`.
    In,
    /// A connective; `swap` reads its two operands right to left.
    Connective { conn: Connective, swap: bool },
}

fn node(m: &Machine, f: Cell) -> Option<Node> {
    let (name, arity) = m.heap.functor_of(f)?;
    let relation = |rel, shift, swap| Some(Node::Relation { rel, shift, swap });
    let connective = |conn, swap| Some(Node::Connective { conn, swap });
    // By atom id: the names are predefined atoms.
    match (name, arity) {
        (atoms::FD_EQ, 2) => relation(Rel::Eq, 0, false),
        (atoms::FD_NE, 2) => relation(Rel::Ne, 0, false),
        (atoms::FD_LT, 2) => relation(Rel::Le, -1, false),
        (atoms::FD_GT, 2) => relation(Rel::Le, -1, true),
        (atoms::FD_LE, 2) => relation(Rel::Le, 0, false),
        (atoms::FD_GE, 2) => relation(Rel::Le, 0, true),
        (atoms::FD_IN, 2) => Some(Node::In),
        (atoms::FD_NOT, 1) => connective(Connective::Not, false),
        (atoms::FD_AND, 2) => connective(Connective::And, false),
        (atoms::FD_OR, 2) => connective(Connective::Or, false),
        (atoms::FD_IMPLIES | atoms::FD_IMPLIES_SICSTUS, 2) => connective(Connective::Implies, false),
        (atoms::FD_IMPLIED | atoms::FD_IMPLIED_SICSTUS, 2) => connective(Connective::Implies, true),
        (atoms::FD_EQUIV | atoms::FD_EQUIV_SICSTUS, 2) => connective(Connective::Equiv, false),
        (atoms::FD_NOT, 2) => connective(Connective::Xor, false),
        _ => None,
    }
}

/// Formulas nested deeper than this are checked for a cycle (once), which
/// would otherwise be walked for ever.
const CYCLE_CHECK_DEPTH: u32 = 10_000;

/// The walk of one formula.
struct Walk<'a> {
    m: &'a mut Machine,
    /// The operands of the connective posted (for the cycle check).
    root: [Cell; 2],
    depth: u32,
    /// Store variables found in this walk, by the heap address of their
    /// attributed variable (`NO_ADDR` when free): a formula reads its
    /// truth values more than once (`Z #<==> (X #/\ Y)` reads Z, X and Y
    /// twice each), and each lookup walks the attribute chain. The post
    /// neither removes a store variable nor gives an attributed variable
    /// another; a variable bound meanwhile no longer dereferences to its
    /// address.
    known: [(Addr, Var); KNOWN],
    /// The slot the next variable found takes (round robin).
    next_known: usize,
}

/// How many store variables a walk remembers: the three truth values of
/// a connective.
const KNOWN: usize = 3;

/// No address (a free slot of `Walk::known`).
const NO_ADDR: Addr = Addr::MAX;

/// Posts the connective `conn` over the call's arguments (read right to
/// left when `swap`). `B #<==> (Y #= C)` joins Y's channel
/// (`reify_channel.rs`) and `B #<==> (X #/\ Y)` (or `#\/`) over three 0/1
/// variables takes its propagator straight (`reify_boolean.rs`), with no
/// walk.
fn post_formula(m: &mut Machine, conn: Connective, swap: bool) -> Res {
    if conn == Connective::Equiv {
        match post_equiv_direct(m, m.x[0], m.x[1]) {
            Some(Ok(true)) => return Ok(true),
            Some(posted) => return expr::deliver(m, posted),
            None => {}
        }
    }
    let (f, g) = match conn {
        Connective::Not => (m.x[0], m.x[0]),
        _ if swap => (m.x[1], m.x[0]),
        _ => (m.x[0], m.x[1]),
    };
    let mut w = Walk { m, root: [f, g], depth: 0, known: [(NO_ADDR, 0); KNOWN], next_known: 0 };
    let posted = w.top(conn, f, g).map(|posted| posted.is_some());
    expr::deliver(m, posted)
}

/// Posts `f #<==> g` with no walk when it is `B #<==> F` (or `F #<==> B`)
/// with B a variable and F an `#=` that joins a channel
/// (`reify_channel.rs`), an `#/\` or `#\/` over truth values
/// (`reify_boolean.rs`), or a disjunction of equalities of one variable
/// (car sequencing's `O #<==> (S #= 1 #\/ S #= 5 #\/ S #= 6)`); None,
/// with nothing done, otherwise. The functor of F is read once, here.
fn post_equiv_direct(m: &mut Machine, f: Cell, g: Cell) -> Option<Res> {
    let (f, g) = (m.heap.deref(f), m.heap.deref(g));
    let (b, formula) = match (f, g) {
        (Cell::Ref(_) | Cell::Attv(_), Cell::Str(_)) => (f, g),
        (Cell::Str(_), Cell::Ref(_) | Cell::Attv(_)) => (g, f),
        _ => return None,
    };
    let (name, 2) = m.heap.functor_of(formula)? else { return None };
    let taken = match name {
        atoms::FD_EQ => post_equiv_pair(m, b, formula),
        atoms::FD_AND => reify_boolean::post_equiv_connective(m, b, formula, true),
        atoms::FD_OR => {
            if reify_boolean::post_equiv_connective(m, b, formula, false) {
                return Some(Ok(true));
            }
            return post_equiv_values(m, b, formula);
        }
        _ => false,
    };
    taken.then_some(Ok(true))
}

/// `B #<==> (V #= I1 #\/ ...)` posted as the walk posts it (B's truth
/// value, then the reified domain of [`disjunctive_eqs`]), with no walk;
/// None, with nothing done, for any other disjunction.
///
/// A plain B (car sequencing's `O`, new from its list) becomes its truth
/// value here, as `post_bool` would make it, and is handed to the
/// reified domain as that store variable, which then neither reads B
/// again nor narrows it.
#[inline(never)]
fn post_equiv_values(m: &mut Machine, b: Cell, formula: Cell) -> Option<Res> {
    let (v, dom) = disjunctive_eqs(m, [m.heap.arg(formula, 0), m.heap.arg(formula, 1)])?;
    if let Some(bv) = fresh_var_in(m, b, &BOOL, 2) {
        let posted = expr::as_primitive(m, "$fd_reif_in", 3, |m| {
            let x = fd_var(m, v)?;
            post_reif_in_truth(m, x, dom, bv, false)
        });
        return Some(posted);
    }
    Some(post_bool(m, b).and_then(|ok| if ok { expr::post_reified_in_domain(m, v, dom, b) } else { Ok(false) }))
}

/// Returns `Ok(None)` (the formula cannot hold) from the enclosing step
/// when the post `$e` failed.
macro_rules! posted {
    ($e:expr) => {
        if !$e {
            return Ok(None);
        }
    };
}

impl Walk<'_> {
    /// The connective `conn` holds of F and G (F alone for `#\`).
    fn top(&mut self, conn: Connective, f: Cell, g: Cell) -> Result<Option<()>, Exc> {
        if conn == Connective::Or {
            if let Some((x, dom)) = disjunctive_eqs(self.m, [f, g]) {
                let m = &mut *self.m;
                let v = fd_var(m, x)?;
                set_mark(m);
                posted!(m.fd.restrict(v, &dom) && settle(m)?);
                return Ok(Some(()));
            }
            return self.top_or(f, g);
        }
        if conn == Connective::Equiv {
            // `F #<==> B` with B a variable: B is F's truth value itself,
            // with no second variable to unify with it (and no `B#=B` among
            // the residual goals).
            let (fd, gd) = (self.m.heap.deref(f), self.m.heap.deref(g));
            let (f, b) = match (fd.is_var_ref(), gd.is_var_ref()) {
                (false, true) => (fd, gd),
                (true, false) => (gd, fd),
                _ => (f, g),
            };
            if b.is_var_ref() && !f.is_var_ref() {
                posted!(self.post_bool(b)?);
                if let Some(posted) = post_channel_pair(self.m, f, b) {
                    return Ok(posted.then_some(()));
                }
                return Ok(self.truth(f, Some(b))?.map(|_| ()));
            }
        }
        let first_prop = self.m.fd.props.len();
        let Some(b) = self.truth(f, None)? else { return Ok(None) };
        match conn {
            Connective::Not => posted!(self.require(b, 0)?),
            Connective::Equiv => {
                if self.truth(g, Some(b))?.is_none() {
                    return Ok(None);
                }
            }
            Connective::And => {
                posted!(self.require(b, 1)?);
                let Some(b1) = self.truth(g, None)? else { return Ok(None) };
                posted!(self.require(b1, 1)?);
            }
            Connective::Implies | Connective::Or | Connective::Xor => {
                let Some(b1) = self.truth(g, None)? else { return Ok(None) };
                // B =< B1; B + B1 >= 1; B =\= B1.
                let (ks, rel, c) = match conn {
                    Connective::Implies => ([1, -1], Rel::Le, 0),
                    Connective::Or => ([-1, -1], Rel::Le, -1),
                    _ => ([1, -1], Rel::Ne, 0),
                };
                // SWI-Prolog's implication, posted with its premise false
                // (or unknown and its conclusion true), kills the
                // propagators of both sides: they count in a variable's
                // degree, but never simplify.
                let known = |t: Cell| match self.m.heap.deref(t) {
                    Cell::Int(i) => Some(i),
                    _ => None,
                };
                let killed = match (known(b), known(b1)) {
                    (Some(premise), _) => premise == 0,
                    (None, conclusion) => conclusion == Some(1),
                };
                // The residual goal writes the connective back.
                let shape = match conn {
                    Connective::Implies => Shape::Implies([0, 1]),
                    Connective::Or => Shape::Or([0, 1]),
                    _ => Shape::Sum,
                };
                posted!(self.clause([(ks[0], b), (ks[1], b1)], rel, c, shape)?);
                if conn == Connective::Implies && killed {
                    self.m.fd.swi_kill_since(first_prop);
                }
            }
        }
        Ok(Some(()))
    }

    /// `F #\/ G` at the top: one propagator when both are inequalities or
    /// equations of two variables (`reify_disjunction.rs`), else the truth
    /// values of F and G and their clause.
    fn top_or(&mut self, f: Cell, g: Cell) -> Result<Option<()>, Exc> {
        let mut unposted: Unposted = None;
        let b = match self.side(f, &mut unposted)? {
            None => return Ok(None),
            Some(Side::Posted(b)) => b,
            Some(Side::Unread) => unreachable!("Walk::side posts an unread side"),
            Some(Side::Pending { side, b, cell }) => {
                unposted = Some((side, b));
                let b1 = match self.side(g, &mut unposted)? {
                    None => return Ok(None),
                    Some(Side::Pending { side: side1, b: b1, .. }) => {
                        post_pair_le_or(self.m, [side, side1], [b, b1]);
                        return Ok(Some(()));
                    }
                    Some(Side::Posted(b1)) => b1,
                    Some(Side::Unread) => unreachable!("Walk::side posts an unread side"),
                };
                posted!(self.clause([(-1, cell), (-1, b1)], Rel::Le, -1, Shape::Or([0, 1]))?);
                return Ok(Some(()));
            }
        };
        let Some(b1) = self.truth(g, None)? else { return Ok(None) };
        posted!(self.clause([(-1, b), (-1, b1)], Rel::Le, -1, Shape::Or([0, 1]))?);
        Ok(Some(()))
    }

    /// A side of a disjunction at the top: read by `read_side` when it is
    /// an inequality or an equation (posted after `unposted`, or left
    /// pending), else posted as [`Walk::truth`] posts it (after
    /// `unposted`); never `Side::Unread`.
    fn side(&mut self, f: Cell, unposted: &mut Unposted) -> Result<Option<Side>, Exc> {
        let fd = self.m.heap.deref(f);
        if let Some(Node::Relation { rel: rel @ (Rel::Le | Rel::Eq), shift, swap }) = node(self.m, fd) {
            let side = read_side(self.m, fd, rel, shift, swap, unposted)?;
            if !matches!(side, Some(Side::Unread)) {
                return Ok(side);
            }
        }
        post_unposted(self.m, unposted);
        Ok(self.truth(f, None)?.map(Side::Posted))
    }

    /// The truth value of formula `f` (a 0/1 variable or integer), its
    /// propagators posted: `into` when given, else a new variable (or `f`
    /// itself when it is a truth value). None when a post failed.
    fn truth(&mut self, f: Cell, into: Option<Cell>) -> Result<Option<Cell>, Exc> {
        crate::host::grow_stack(|| self.truth_inner(f, into))
    }

    fn truth_inner(&mut self, f: Cell, into: Option<Cell>) -> Result<Option<Cell>, Exc> {
        let m = &mut *self.m;
        let f = m.heap.deref(f);
        match f {
            Cell::Ref(_) | Cell::Attv(_) => {
                posted!(self.post_bool(f)?);
                return self.unify_into(f, into);
            }
            Cell::Int(0 | 1) => return self.unify_into(f, into),
            _ => {}
        }
        let Some(node) = node(m, f) else {
            let domain = m.atoms.intern("clpfd_reifiable_expression");
            return Err(m.err_domain(domain, f));
        };
        let b = into.unwrap_or_else(|| m.heap.new_var());
        let x = m.heap.arg(f, 0);
        // The second operand (`#\ F` has none).
        let y = if matches!(m.heap.functor_of(f), Some((_, 2))) { m.heap.arg(f, 1) } else { x };
        if let Node::Connective { conn: Connective::Or, .. } = node {
            if let Some((v, dom)) = disjunctive_eqs(m, [x, y]) {
                posted!(expr::post_reified_in_domain(m, v, dom, b)?);
                return Ok(Some(b));
            }
        }
        match node {
            Node::Relation { rel, shift, swap } => {
                let (l, r) = if swap { (y, x) } else { (x, y) };
                posted!(expr::post_reified_relation_checked(m, rel, shift, l, r, b)?);
            }
            Node::In => {
                as_primitive(m, "$fd_reif_in", 3, |m| expr::check_acyclic(m, &[x]))?;
                posted!(expr::post_reified_in(m, x, y, b)?);
            }
            Node::Connective { conn, swap } => {
                self.depth += 1;
                let heap = &self.m.heap;
                if self.depth == CYCLE_CHECK_DEPTH
                    && !self.root.iter().all(|&t| crate::term::cycles::is_acyclic(heap, t))
                {
                    let domain = self.m.atoms.intern("clpfd_reifiable_expression");
                    return Err(self.m.err_domain(domain, f));
                }
                let (x, y) = if swap { (y, x) } else { (x, y) };
                posted!(self.connect(conn, x, y, b)?.is_some());
                self.depth -= 1;
            }
        }
        Ok(Some(b))
    }

    /// `B <=> conn(F, G)` (`B <=> #\ F` for Not).
    fn connect(&mut self, conn: Connective, f: Cell, g: Cell, b: Cell) -> Result<Option<()>, Exc> {
        let Some(b1) = self.truth(f, None)? else { return Ok(None) };
        if conn == Connective::Not {
            // B + B1 = 1, written back `#\B1#<==>B`.
            self.m.fd.pending_shape = Shape::Not([1, 0]);
            let posted = self.lin(&[(1, b), (1, b1)], Rel::Eq, 1);
            self.m.fd.pending_shape = Shape::Sum;
            posted!(posted?);
            return Ok(Some(()));
        }
        let Some(b2) = self.truth(g, None)? else { return Ok(None) };
        match conn {
            Connective::Not => unreachable!("handled above"),
            Connective::And => {
                posted!(self.post_bool(b)?);
                if let Some((x, y, b)) = self.distinct_vars(b1, b2, b)? {
                    self.m.fd.add_prop_idle(Prop::BoolAnd { x, y, b });
                } else {
                    // B =< B1, B =< B2, B1 + B2 =< B + 1
                    posted!(self.lin(&[(1, b), (-1, b1)], Rel::Le, 0)?);
                    posted!(self.lin(&[(1, b), (-1, b2)], Rel::Le, 0)?);
                    posted!(self.lin(&[(-1, b), (1, b1), (1, b2)], Rel::Le, 1)?);
                }
            }
            Connective::Or => posted!(self.or(b1, b2, b)?),
            Connective::Implies => {
                // B <=> (not B1) or B2, with not B1 = 1 - B1.
                let nb1 = self.m.heap.new_var();
                posted!(post_bool(self.m, nb1)?);
                posted!(self.lin(&[(1, nb1), (1, b1)], Rel::Eq, 1)?);
                posted!(self.or(nb1, b2, b)?);
            }
            Connective::Equiv | Connective::Xor => {
                let rel = if conn == Connective::Equiv { Rel::Eq } else { Rel::Ne };
                let lin = make_lin(self.m, &[(1, b1), (-1, b2)], rel, 0)?;
                posted!(post_reif_lin(self.m, lin, b)?);
            }
        }
        Ok(Some(()))
    }

    /// `B <=> B1 or B2`: B >= B1, B >= B2, B =< B1 + B2.
    fn or(&mut self, b1: Cell, b2: Cell, b: Cell) -> Res {
        if !self.post_bool(b)? {
            return Ok(false);
        }
        if let Some((x, y, b)) = self.distinct_vars(b1, b2, b)? {
            self.m.fd.add_prop_idle(Prop::BoolOr { x, y, b });
            return Ok(true);
        }
        Ok(self.lin(&[(1, b1), (-1, b)], Rel::Le, 0)?
            && self.lin(&[(1, b2), (-1, b)], Rel::Le, 0)?
            && self.lin(&[(1, b), (-1, b1), (-1, b2)], Rel::Le, 0)?)
    }

    /// The store variables of three truth values (0/1 already), if they
    /// are three different unfixed variables: then the connective's own
    /// propagator (`propagators/boolean.rs`) prunes exactly as the linear
    /// constraints would. Otherwise (a repeated or known operand) the
    /// linear constraints are posted, which fold the known values.
    ///
    /// Over three unfixed truth values the connective prunes nothing until
    /// one is fixed, and the queue is empty between posts (each operand's
    /// post ran its fixpoint): it is added idle, with no fixpoint run now
    /// (as an undecided reified relation is, `post_reif_lin`).
    fn distinct_vars(&mut self, x: Cell, y: Cell, b: Cell) -> Result<Option<(Var, Var, Var)>, Exc> {
        let unfixed = |c: Cell| matches!(c, Cell::Ref(_) | Cell::Attv(_));
        let heap = &self.m.heap;
        let (x, y, b) = (heap.deref(x), heap.deref(y), heap.deref(b));
        if !(unfixed(x) && unfixed(y) && unfixed(b)) {
            return Ok(None);
        }
        let (x, y, b) = (self.var_of(x)?, self.var_of(y)?, self.var_of(b)?);
        let distinct = x != y && x != b && y != b;
        Ok((distinct && [x, y, b].iter().all(|&v| self.m.fd.value(v).is_none())).then_some((x, y, b)))
    }

    /// The store variable of the dereferenced term `c` (as `fd_var`),
    /// through the walk's memo for an attributed variable.
    fn var_of(&mut self, c: Cell) -> Result<Var, Exc> {
        if let Cell::Attv(a) = c {
            if let Some(&(_, v)) = self.known.iter().find(|&&(k, _)| k == a) {
                return Ok(v);
            }
            if let Some(v) = store_var(self.m, a) {
                self.remember(a, v);
                return Ok(v);
            }
        }
        fd_var(self.m, c)
    }

    fn remember(&mut self, a: Addr, v: Var) {
        self.known[self.next_known] = (a, v);
        self.next_known = (self.next_known + 1) % KNOWN;
    }

    /// `post_bool` (the term `x` is 0 or 1), with nothing to post when
    /// the store variable of an attributed `x`, found through the walk's
    /// memo, is a truth value already.
    #[inline]
    fn post_bool(&mut self, x: Cell) -> Res {
        let x = self.m.heap.deref(x);
        if let Cell::Attv(a) = x {
            let known = self.known.iter().find(|&&(k, _)| k == a).map(|&(_, v)| v);
            let v = match known {
                Some(v) => Some(v),
                None => {
                    let found = store_var(self.m, a);
                    if let Some(v) = found {
                        self.remember(a, v);
                    }
                    found
                }
            };
            if let Some(v) = v {
                if self.m.fd.min(v) >= 0 && self.m.fd.max(v) <= 1 {
                    // Already a truth value: nothing narrows (as in
                    // `primitives::post_bool`).
                    return Ok(true);
                }
            }
        }
        post_bool(self.m, x)
    }

    /// Posts `k * B + k1 * B1 rel c` over two truth values: straight from
    /// their store variables when they are two different unfixed ones
    /// (the usual case, the truth values just made for the operands of
    /// `F #\/ G`), else as [`Walk::lin`], which folds the known values.
    /// The propagator is the same either way.
    ///
    /// Only for the Or, Implies and Xor clauses of [`Walk::top`]: its
    /// idle post relies on the three relations (`-B - B1 =< -1`,
    /// `B - B1 =< 0`, `B - B1 =\= 0`) pruning nothing over two unknown
    /// truth values.
    ///
    /// The propagator takes `shape` (its places are the two terms, in
    /// order), for its residual goal. The clause of `#\/` over two
    /// unknown truth values is `Prop::BoolClause` instead, which writes
    /// the same goal (`B#\/B1#<==>1`).
    fn clause(&mut self, terms: [(i64, Cell); 2], rel: Rel, c: i64, shape: Shape) -> Res {
        let m = &mut *self.m;
        let [(k, b), (k1, b1)] = terms;
        if let (Cell::Attv(x), Cell::Attv(y)) = (m.heap.deref(b), m.heap.deref(b1)) {
            if let (Some(v), Some(w)) = (store_var(m, x), store_var(m, y)) {
                let unknown = |v: Var| reify_boolean::is_open_truth_value(m, v);
                if v != w && unknown(v) && unknown(w) {
                    // Over two unknown truth values, B + B1 >= 1, B =< B1
                    // and B =\= B1 prune nothing: the propagator waits for
                    // one of them to be fixed (as the binary disequalities
                    // of `relations.rs` do), with no fixpoint run now.
                    if let Shape::Or(_) = shape {
                        // B + B1 >= 1 by its own propagator.
                        m.fd.add_prop_idle(Prop::BoolClause { x: v, y: w });
                        return Ok(true);
                    }
                    let lin = lin_of_vars(m, &[(k, v), (k1, w)], rel, c);
                    m.fd.pending_shape = shape;
                    m.fd.add_prop_idle(Prop::Lin(lin));
                    return Ok(true);
                }
            }
        }
        self.m.fd.pending_shape = shape;
        let posted = self.lin(&[(k as i128, b), (k1 as i128, b1)], rel, c as i128);
        self.m.fd.pending_shape = Shape::Sum;
        posted
    }

    /// Posts `sum(k_i * t_i) rel c` over truth values.
    fn lin(&mut self, terms: &[(i128, Cell)], rel: Rel, c: i128) -> Res {
        let lin = make_lin(self.m, terms, rel, c)?;
        post_lin(self.m, lin)
    }

    /// The truth value `b` is `value` (the top of `#\` and `#/\`).
    fn require(&mut self, b: Cell, value: i64) -> Res {
        let m = &mut *self.m;
        let b = m.heap.deref(b);
        if let Cell::Int(i) = b {
            return Ok(i == value);
        }
        let v = fd_var(m, b)?;
        set_mark(m);
        Ok(m.fd.restrict(v, &Domain::singleton(value)) && settle(m)?)
    }

    /// The truth value `t` of a variable or integer formula: unified with
    /// `into` when given.
    fn unify_into(&mut self, t: Cell, into: Option<Cell>) -> Result<Option<Cell>, Exc> {
        match into {
            Some(b) if !self.m.unify(b, t) => Ok(None),
            _ => Ok(Some(t)),
        }
    }
}
