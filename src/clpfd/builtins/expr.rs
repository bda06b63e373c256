//! The expression compiler: a constraint between arithmetic expressions
//! (`X*Y + abs(Z) #= 3`, `B #<==> (X mod 2 #= 0)`, `X*Y in 1..9`) to
//! propagators, for the relations, plain and reified, when their fast
//! path (`relations.rs`: a linear constraint read in one walk) does not
//! apply. It is the one reader of expressions; `stdlib/clpfd.pl` only
//! hands them over.
//!
//! The linear part of an expression becomes one linear propagator; each
//! non-linear subterm (`X*Y`, `X//Y`, `X/Y` (as `//`), `X div Y`,
//! `X mod Y`, `X rem Y`, `min/2`, `max/2`, `X^Y`, `abs/1`, the shifts
//! and bitwise functions, `\X` as `X xor -1`) gets a fresh
//! variable standing for its value and a propagator of its own, its
//! operands read the same way (an operand that is not a variable or an
//! integer gets a variable too). `?(V)` is the variable V. A subterm is
//! compiled where the left-to-right walk meets it. The work is a stack of
//! tasks rather than recursion, so that deeply nested expressions do not
//! grow the Rust stack.
//!
//! What it posts, in which order, and the errors it raises are those of
//! the Prolog parser it replaced: variables and propagators are created
//! in the same order (so residual goals, statistics and propagation are
//! unchanged), and each error carries the context of the primitive that
//! used to raise it (`'$fd_lin'/4`, `'$fd_arith'/4`, `'$fd_abs'/2`,
//! `'$fd_reif_lin'/5`, `'$fd_reif_in'/3`) or none for a malformed
//! expression (as SWI-Prolog's library). Errors are thrown by throw/1
//! right after the builtin returns, behind the wakeups its posts caused,
//! as the parser, a wakeup goal of its own, threw them.

use super::linear_form::{linear_form, linear_form_within, start, walk_to_leaf, Int};
use super::linear_post::{make_lin, post_lin};
use super::primitives::{arith_op, fd_var, post, post_arith, post_reif_in, post_reif_in_domain, post_reif_lin};
use super::relations::LINEAR_WALK_BUDGET;
use crate::clpfd::domain::Domain;
use crate::clpfd::propagators::{ArithOp, Lin, Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::choice::Alt;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Addr, Cell};

/// A binary non-linear subterm: its function and operands.
/// A right shift by a known amount is a flooring division by a power of
/// two, a left shift a product (as SWI-Prolog reads them, and prints
/// their residual goals).
fn binary(m: &Machine, e: Cell) -> Option<(ArithOp, Cell, Cell)> {
    let (f, 2) = m.heap.functor_of(e)? else { return None };
    // `/` is no function of SWI-Prolog 9's library(clpfd) (its
    // domain_error(clpfd_expression, A/B)): `//` and `div` divide.
    let op = arith_op(m.atoms.text(f))?;
    let (a, b) = (m.heap.arg(e, 0), m.heap.arg(e, 1));
    match (op, m.heap.deref(b)) {
        (ArithOp::Shr, Cell::Int(s)) if (0..63).contains(&s) => Some((ArithOp::FloorDiv, a, Cell::Int(1 << s))),
        (ArithOp::Shl, Cell::Int(s)) if (0..63).contains(&s) => Some((ArithOp::Times, a, Cell::Int(1 << s))),
        _ => Some((op, a, b)),
    }
}

/// The argument of `abs(A)`.
fn abs_arg(m: &Machine, e: Cell) -> Option<Cell> {
    match m.heap.functor_of(e) {
        Some((atoms::ABS, 1)) => Some(m.heap.arg(e, 0)),
        _ => None,
    }
}

fn is_integer(c: Cell) -> bool {
    matches!(c, Cell::Int(_) | Cell::Big(_))
}

/// An operand of a non-linear function: a term (a variable or an
/// integer) or a constant the compiler computed.
enum Operand {
    Term(Cell),
    Const(Int),
}

/// A linear form being read: coefficient-term pairs, a constant, and
/// the terms still to read.
#[derive(Default)]
struct Sum {
    pairs: Vec<(Int, Cell)>,
    constant: Int,
    work: Vec<(Cell, Int)>,
}

enum Task {
    /// Read on in the newest sum, up to its next leaf.
    Walk,
    /// Read an operand of a non-linear function.
    Operand(Cell),
    /// The newest sum is read: it becomes an operand.
    CloseOperand,
    /// Post `f(x, y) = z` over the two newest operands.
    Arith(ArithOp, Cell),
    /// Post `z = abs(x)` over the newest operand.
    Abs(Cell),
}

/// The compiler's state for one constraint.
#[derive(Default)]
struct Compiler {
    sums: Vec<Sum>,
    tasks: Vec<Task>,
    operands: Vec<Operand>,
}

impl Compiler {
    /// Starts reading `Σ k * root` as the newest sum.
    fn open_sum(&mut self, roots: &[(Cell, Int)]) {
        let mut sum = Sum::default();
        start(roots, &mut sum.pairs, &mut sum.work);
        self.sums.push(sum);
        self.tasks.push(Task::Walk);
    }

    /// Runs the tasks; Ok(false) as soon as a post fails.
    fn run(&mut self, m: &mut Machine) -> Res {
        while let Some(task) = self.tasks.pop() {
            let posted = match task {
                Task::Walk => {
                    // A leaf is compiled where the walk meets it, before
                    // the terms after it are read (a post may fix them).
                    let sum = self.sums.last_mut().expect("an open sum");
                    let leaf = walk_to_leaf(&m.heap, &mut sum.work, &mut sum.pairs, &mut sum.constant);
                    if let Some(i) = leaf.expect("unbounded integers never overflow") {
                        self.tasks.push(Task::Walk);
                        let e = sum.pairs[i].1;
                        let t = self.leaf(m, e)?;
                        self.sums.last_mut().expect("an open sum").pairs[i].1 = t;
                    }
                    true
                }
                Task::Operand(e) => {
                    let e = m.heap.deref(e);
                    if e.is_var_ref() || is_integer(e) {
                        self.operands.push(Operand::Term(e));
                    } else {
                        self.tasks.push(Task::CloseOperand);
                        self.open_sum(&[(e, Int::Small(1))]);
                    }
                    true
                }
                Task::CloseOperand => self.close_operand(m)?,
                Task::Arith(op, z) => {
                    let y = self.operands.pop().expect("an operand");
                    let x = self.operands.pop().expect("an operand");
                    as_primitive(m, "$fd_arith", 4, |m| {
                        let x = operand_var(m, &x)?;
                        let y = operand_var(m, &y)?;
                        let z = fd_var(m, z)?;
                        post_arith(m, op, x, y, z)
                    })?
                }
                Task::Abs(z) => {
                    let x = self.operands.pop().expect("an operand");
                    as_primitive(m, "$fd_abs", 2, |m| {
                        let x = operand_var(m, &x)?;
                        let z = fd_var(m, z)?;
                        post(m, Prop::Abs { x, y: z })
                    })?
                }
            };
            if !posted {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The term that stands for leaf `e` in its sum: a fresh variable
    /// whose propagator is scheduled, or the V of `?(V)`.
    fn leaf(&mut self, m: &mut Machine, e: Cell) -> Result<Cell, Exc> {
        if let Some((op, a, b)) = binary(m, e) {
            let t = m.heap.new_var();
            self.tasks.extend([Task::Arith(op, t), Task::Operand(b), Task::Operand(a)]);
            return Ok(t);
        }
        if let Some(a) = abs_arg(m, e) {
            let t = m.heap.new_var();
            self.tasks.extend([Task::Abs(t), Task::Operand(a)]);
            return Ok(t);
        }
        // The bitwise complement \A is A xor -1, known once A is (as in
        // SWI-Prolog, which does not propagate it on bounds).
        if let Some((atoms::BITWISE_NOT, 1)) = m.heap.functor_of(e) {
            let t = m.heap.new_var();
            let a = m.heap.arg(e, 0);
            self.tasks.extend([Task::Arith(ArithOp::Xor, t), Task::Operand(Cell::Int(-1)), Task::Operand(a)]);
            return Ok(t);
        }
        // ?(V) marks V as a variable of the expression: V is a variable
        // or an integer (SWI-Prolog's type error otherwise).
        if let Some((atoms::FD_MARKED, 1)) = m.heap.functor_of(e) {
            let v = m.heap.deref(m.heap.arg(e, 0));
            return if v.is_var_ref() || is_integer(v) { Ok(v) } else { Err(m.err_type(atoms::INTEGER, v)) };
        }
        // Any other term (an atom, a float, a string, an unknown
        // function) is no expression, as in SWI-Prolog.
        let domain = m.atoms.intern("clpfd_expression");
        Err(m.err_domain(domain, e))
    }

    /// The newest sum as an operand: its variable or constant when it is
    /// one, else a fresh variable equal to it.
    fn close_operand(&mut self, m: &mut Machine) -> Res {
        let sum = self.sums.pop().expect("an open sum");
        if sum.pairs.is_empty() {
            self.operands.push(Operand::Const(sum.constant));
            return Ok(true);
        }
        if let [(k, t)] = &sum.pairs[..] {
            if k.is_one() && sum.constant.is_zero() {
                self.operands.push(Operand::Term(*t));
                return Ok(true);
            }
        }
        // -V + Σ pairs + constant = 0
        let v = m.heap.new_var();
        let mut pairs = Vec::with_capacity(sum.pairs.len() + 1);
        pairs.push((Int::Small(-1), v));
        pairs.extend(sum.pairs);
        let k = sum.constant.negated();
        self.operands.push(Operand::Term(v));
        as_primitive(m, "$fd_lin", 4, |m| post_sum(m, &pairs, Rel::Eq, &k))
    }
}

/// A cyclic side of a constraint (`X = -(X), Y #= X`) would be walked for
/// ever: it is SWI-Prolog's `domain_error(clpfd_expression, Side)`. Sides
/// that are variables or integers cost a match; small compounds a walk on
/// the Rust stack.
pub(crate) fn check_acyclic(m: &mut Machine, sides: &[Cell]) -> Result<(), Exc> {
    for &side in sides {
        let side = m.heap.deref(side);
        if matches!(side, Cell::Str(_) | Cell::Lis(_)) && !crate::term::cycles::is_acyclic(&m.heap, side) {
            let domain = m.atoms.intern("clpfd_expression");
            return Err(m.err_domain(domain, side));
        }
    }
    Ok(())
}

/// The store variable of an operand.
fn operand_var(m: &mut Machine, x: &Operand) -> Result<Var, Exc> {
    match x {
        Operand::Term(c) => fd_var(m, *c),
        Operand::Const(i) => match i.fd() {
            Some(v) => fd_var(m, Cell::Int(v)),
            None => match exact_cell(m, i) {
                Some(cell) => fd_var(m, cell),
                None => Err(representation_error(m)),
            },
        },
    }
}

fn representation_error(m: &mut Machine) -> Exc {
    let a = m.atoms.intern("clpfd_integer");
    m.err_representation(a)
}

/// `Σ pairs rel k` as a linear propagator (None when a product it needs
/// failed): a coefficient past the finite range scales its term through
/// a variable of its own ([`scaled_term`]).
/// A constant past the finite range (below `EXACT_LIMIT`) becomes a term
/// of its own, `Σ pairs - K rel 0`, K a store constant kept exactly.
fn lin_of(m: &mut Machine, pairs: &[(Int, Cell)], rel: Rel, k: &Int) -> Result<Option<Lin>, Exc> {
    let mut small = Vec::with_capacity(pairs.len() + 1);
    let c = match k.fd() {
        Some(c) => c,
        None => {
            let Some(cell) = exact_cell(m, k) else { return Err(representation_error(m)) };
            small.push((-1, cell));
            0
        }
    };
    for (coef, t) in pairs {
        match coef.fd() {
            Some(coef) => small.push((coef as i128, *t)),
            None => match scaled_term(m, coef, *t)? {
                Some(p) => small.push((1, p)),
                None => return Ok(None),
            },
        }
    }
    make_lin(m, &small, rel, c as i128).map(Some)
}

/// A variable P with `K*T #= P`, for a coefficient K past the finite range
/// (`10^20*X + Y #= Z`): the product propagator keeps K exactly (as
/// `2^70*X` is compiled), and P joins the sum with coefficient 1, as
/// SWI-Prolog decomposes it (`10^20*X#=_A, _A+Y#=Z`).
fn scaled_term(m: &mut Machine, k: &Int, t: Cell) -> Result<Option<Cell>, Exc> {
    let kv = operand_var(m, &Operand::Const(k.clone()))?;
    let tv = fd_var(m, t)?;
    let p = m.heap.new_var();
    let pv = fd_var(m, p)?;
    // Ok(None): the product failed, and so does the constraint.
    Ok(post_arith(m, ArithOp::Times, kv, tv, pv)?.then_some(p))
}

/// An integer past the finite range, which the store keeps exactly, as
/// a heap integer.
fn exact_cell(m: &mut Machine, k: &Int) -> Option<Cell> {
    Some(match *k {
        Int::Small(r) => match i64::try_from(r) {
            Ok(i) => Cell::Int(i),
            Err(_) => m.heap.integer(&crate::arith::big::BigInt::from(r)),
        },
        Int::Big(ref b) => m.heap.integer(b),
    })
}

fn post_sum(m: &mut Machine, pairs: &[(Int, Cell)], rel: Rel, k: &Int) -> Res {
    match lin_of(m, pairs, rel, k)? {
        Some(lin) => post_lin(m, lin),
        None => Ok(false),
    }
}

/// Runs `f`, a step that the library used to take by calling the
/// primitive `name/arity`, giving its errors that primitive's context.
pub(crate) fn as_primitive<T>(
    m: &mut Machine,
    name: &str,
    arity: u32,
    f: impl FnOnce(&mut Machine) -> Result<T, Exc>,
) -> Result<T, Exc> {
    f(m).map_err(|e| {
        let Exc::Throw(ball) = e else { return e };
        if let Some(ctx) = open_context(m, ball) {
            let name = m.atoms.intern(name);
            let pi = m.indicator(name, arity);
            let rest = m.heap.new_var();
            let c = m.heap.compound(atoms::CONTEXT, &[pi, rest]);
            m.bind(ctx, c);
        }
        Exc::Throw(ball)
    })
}

/// The context of an `error(Formal, Context)` ball, if it is unbound.
fn open_context(m: &Machine, ball: Cell) -> Option<Cell> {
    let Cell::Str(a) = m.heap.deref(ball) else { return None };
    if !matches!(m.heap.get(a), Cell::Fun(atoms::ERROR, 2)) {
        return None;
    }
    let ctx = m.heap.deref(m.heap.get(a + 2));
    ctx.is_var_ref().then_some(ctx)
}

/// The outcome of a compiled constraint as the builtin's: an error is
/// thrown by throw/1 once the builtin has returned (see the module
/// documentation), so that the machine does not give it the builtin's
/// context.
pub(crate) fn deliver(m: &mut Machine, r: Res) -> Res {
    match r {
        Err(Exc::Throw(ball)) => {
            let throw = m.atoms.intern("throw");
            let goal = m.heap.compound(throw, &[ball]);
            run_next(m, goal);
            Ok(true)
        }
        r => r,
    }
}

/// Schedules `goal` to run as soon as the running builtin returns: as
/// the goal of a freeze/2 whose variable has just been bound (to a
/// non-variable, so that the hook runs it rather than delaying it again).
fn run_next(m: &mut Machine, goal: Cell) {
    let attrs = m.heap.compound(atoms::ATT, &[Cell::Atom(atoms::FREEZE), goal, Cell::Atom(atoms::NIL)]);
    m.wake.push((attrs, Cell::Atom(atoms::NIL)));
}

/// Runs `f` and undoes everything it did (heap, bindings, store) if it
/// fails; errors are left for the caller's catch to undo.
fn undo_on_failure(m: &mut Machine, f: impl FnOnce(&mut Machine) -> Res) -> Res {
    let level = m.choices.len();
    let woken = std::mem::take(&mut m.wake);
    m.push_choice(Alt::Dead, 0);
    let r = f(m);
    if let Ok(false) = r {
        m.restore_to(level);
        m.wake.clear();
    }
    m.pop_choices_to(level);
    let mut after = std::mem::replace(&mut m.wake, woken);
    m.wake.append(&mut after);
    r
}

/// `L Rel R`, with `shift` moving the constant (`<` is `=<` with c - 1).
/// Inlined into its one caller: kept out of line it cost post(100) of
/// benches/clpfd/callgrind.sh 1.4% more instructions.
#[inline]
pub(crate) fn post_relation(m: &mut Machine, rel: Rel, shift: i128, l: Cell, r: Cell) -> Res {
    let (l, r) = (m.heap.deref(l), m.heap.deref(r));
    if is_integer(l) && is_integer(r) {
        return Ok(ground(m, rel, shift, l, r));
    }
    if let Some(decided) = decide_known(m, rel, shift, l, r) {
        return Ok(decided);
    }
    if let Some(decided) = super::big_values::decide(m, rel, shift, l, r) {
        return Ok(decided);
    }
    if rel == Rel::Eq {
        if let Some(posted) = post_direct(m, l, r)? {
            return Ok(posted);
        }
    }
    let mut c = Compiler::default();
    c.open_sum(&[(l, Int::Small(1)), (r, Int::Small(-1))]);
    let top = m.heap.top();
    if !c.run(m)? {
        return Ok(false);
    }
    let sum = c.sums.pop().expect("the relation's sum");
    let k = Int::Small(shift).plus(&sum.constant.negated());
    if rel == Rel::Eq && k.is_zero() {
        if let Some(posted) = unify_if_equal_pair(m, &sum.pairs, top, l, r) {
            return posted;
        }
    }
    as_primitive(m, "$fd_lin", 4, |m| post_sum(m, &sum.pairs, rel, &k))
}

/// `Σ pairs = 0` posted as the unification of two variables when it
/// says no more than that they are equal; None otherwise. Kept out of
/// line, so that [`post_relation`] stays small where it is inlined.
#[inline(never)]
fn unify_if_equal_pair(m: &mut Machine, pairs: &[(Int, Cell)], top: Addr, l: Cell, r: Cell) -> Option<Res> {
    let (x, y) = equal_pair(m, pairs, top)?;
    (linear_side(m, l) && linear_side(m, r)).then(|| super::relations::unify_equal_pair(m, x, y, (l, r)))
}

/// The two variables of `Σ pairs = 0` when, with repeated variables
/// merged, it is `a*X - a*Y = 0` (a linear equality SWI-Prolog posts by
/// unifying X and Y, `relations.rs`): the fast path's case, reached here
/// when the sides hold big integers or `?(V)`. None at once, with nothing
/// allocated, when a term is a variable made at `top` or above (for a
/// non-linear subterm: a relation that is no linear equality, as all
/// those of post(100) in benches/clpfd/nonlinear.pl, costs a scan).
fn equal_pair(m: &Machine, pairs: &[(Int, Cell)], top: Addr) -> Option<(Cell, Cell)> {
    let made_here = |t: &Cell| match m.heap.deref(*t) {
        Cell::Ref(a) | Cell::Attv(a) => a >= top,
        _ => true,
    };
    if pairs.iter().any(|(_, t)| made_here(t)) {
        return None;
    }
    let mut terms: Vec<(Addr, Int, Cell)> = Vec::with_capacity(pairs.len());
    for (k, t) in pairs {
        match m.heap.deref(*t) {
            c @ (Cell::Ref(a) | Cell::Attv(a)) => terms.push((a, k.clone(), c)),
            _ => return None,
        }
    }
    terms.sort_by_key(|t| t.0);
    let mut merged: Vec<(Int, Cell)> = Vec::with_capacity(2);
    for (i, (a, k, c)) in terms.iter().enumerate() {
        match merged.last_mut() {
            Some(last) if i > 0 && terms[i - 1].0 == *a => last.0 = last.0.plus(k),
            _ => merged.push((k.clone(), *c)),
        }
    }
    merged.retain(|(k, _)| !k.is_zero());
    match &merged[..] {
        [(a, x), (b, y)] if a.negated() == *b => Some((*x, *y)),
        _ => None,
    }
}

/// Whether a side is linear as SWI-Prolog reads sums: variables,
/// integers and `?(V)` under `+`, `-` and products and left shifts by
/// integers (the reading of `linear_form.rs`), with no other function.
fn linear_side(m: &Machine, side: Cell) -> bool {
    let mut work = vec![side];
    while let Some(t) = work.pop() {
        let t = m.heap.deref(t);
        if t.is_var_ref() || is_integer(t) {
            continue;
        }
        let Some((f, n)) = m.heap.functor_of(t) else { return false };
        let arg = |i| m.heap.deref(m.heap.arg(t, i));
        match (f, n) {
            (atoms::PLUS | atoms::MINUS, 1 | 2) => (0..n).for_each(|i| work.push(arg(i))),
            (atoms::STAR, 2) if is_integer(arg(0)) => work.push(arg(1)),
            (atoms::STAR, 2) if is_integer(arg(1)) => work.push(arg(0)),
            (atoms::SHIFT_LEFT, 2) if matches!(arg(1), Cell::Int(s) if (0..63).contains(&s)) => work.push(arg(0)),
            (atoms::FD_MARKED, 1) => {}
            _ => return false,
        }
    }
    true
}

/// `L Rel R` when both sides are known values (`10 mod 3 #= 1`), or one
/// side is a plain unconstrained variable and the other a known value and
/// Rel is `=` (`X #= N // F` with N and F known): decided, or the
/// variable bound, with no store variable and no propagator, as is/2
/// would. None when the constraint needs the store, or a value is
/// undefined or past the store's range (the compiler then does what it
/// does with it).
fn decide_known(m: &mut Machine, rel: Rel, shift: i128, l: Cell, r: Cell) -> Option<bool> {
    let plain = |c: Cell| matches!(c, Cell::Ref(_));
    let (lv, rv) = (known_value(m, l, 0), known_value(m, r, 0));
    match (lv, rv) {
        (Some(a), Some(b)) => Some(holds(rel, shift, a.cmp(&b))),
        (None, Some(v)) if rel == Rel::Eq && plain(l) => Some(m.unify(l, Cell::Int(v))),
        (Some(v), None) if rel == Rel::Eq && plain(r) => Some(m.unify(r, Cell::Int(v))),
        _ => None,
    }
}

/// The value of an expression built from integers in the store's range
/// and the functions of library(clpfd), when it is known and defined.
/// Deep expressions are left to the compiler (which keeps its own stack).
fn known_value(m: &Machine, e: Cell, depth: u32) -> Option<i64> {
    let e = m.heap.deref(e);
    if let Cell::Int(v) = e {
        return (v > i64::MIN && v < i64::MAX).then_some(v);
    }
    if depth > 32 || !matches!(e, Cell::Str(_)) {
        return None;
    }
    let checked = |v: i128| (v > i64::MIN as i128 && v < i64::MAX as i128).then_some(v as i64);
    match m.heap.functor_of(e)? {
        (atoms::PLUS, 2) | (atoms::MINUS, 2) => {
            let a = known_value(m, m.heap.arg(e, 0), depth + 1)? as i128;
            let b = known_value(m, m.heap.arg(e, 1), depth + 1)? as i128;
            let plus = matches!(m.heap.functor_of(e), Some((atoms::PLUS, 2)));
            checked(if plus { a + b } else { a - b })
        }
        (atoms::MINUS, 1) => checked(-(known_value(m, m.heap.arg(e, 0), depth + 1)? as i128)),
        (atoms::PLUS, 1) => known_value(m, m.heap.arg(e, 0), depth + 1),
        (atoms::BITWISE_NOT, 1) => Some(!known_value(m, m.heap.arg(e, 0), depth + 1)?),
        (atoms::ABS, 1) => checked((known_value(m, m.heap.arg(e, 0), depth + 1)? as i128).abs()),
        _ => {
            let (op, a, b) = binary(m, e)?;
            let a = known_value(m, a, depth + 1)?;
            let b = known_value(m, b, depth + 1)?;
            crate::clpfd::propagators::eval_arith(op, a as i128, b as i128).and_then(checked)
        }
    }
}

/// `L Rel R` between two integers.
fn ground(m: &Machine, rel: Rel, shift: i128, l: Cell, r: Cell) -> bool {
    let int = |c| Int::of_integer(&m.heap, c).expect("an integer");
    holds(rel, shift, int(l).compare(&int(r)))
}

/// Whether `L Rel R` holds for L and R in this order (`shift` -1 makes
/// `=<` the `<` it stands for).
pub(super) fn holds(rel: Rel, shift: i128, order: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match rel {
        Rel::Eq => order == Equal,
        Rel::Ne => order != Equal,
        Rel::Le if shift == 0 => order != Greater,
        Rel::Le => order == Less,
    }
}

/// `Z #= f(A, B)` or `Z #= abs(A)` (either side, Z a variable or an
/// integer) posts the function's propagator with Z as its result, with
/// no auxiliary variable (residual goals then read `Y*Z#=X`, as in
/// SWI-Prolog). None when the constraint has another form, or when that
/// propagator fails at once (it is then posted through an auxiliary
/// variable after all, as the library did).
fn post_direct(m: &mut Machine, l: Cell, r: Cell) -> Result<Option<bool>, Exc> {
    let compound = |c: Cell| matches!(c, Cell::Str(_) | Cell::Lis(_));
    let (e, z) = if (l.is_var_ref() || is_integer(l)) && compound(r) {
        (r, l)
    } else if (r.is_var_ref() || is_integer(r)) && compound(l) {
        (l, r)
    } else {
        return Ok(None);
    };
    let mut c = Compiler::default();
    if let Some((op, a, b)) = binary(m, e) {
        let (a, b) = (m.heap.deref(a), m.heap.deref(b));
        if op == ArithOp::Times && (is_integer(a) || is_integer(b)) {
            return Ok(None);
        }
        c.tasks.extend([Task::Arith(op, z), Task::Operand(b), Task::Operand(a)]);
    } else if let Some(a) = abs_arg(m, e) {
        c.tasks.extend([Task::Abs(z), Task::Operand(a)]);
    } else if let Some((atoms::BITWISE_NOT, 1)) = m.heap.functor_of(e) {
        let a = m.heap.arg(e, 0);
        c.tasks.extend([Task::Arith(ArithOp::Xor, z), Task::Operand(Cell::Int(-1)), Task::Operand(a)]);
    } else {
        return Ok(None);
    }
    Ok(undo_on_failure(m, |m| c.run(m))?.then_some(true))
}

/// `B <=> (L Rel R)` as a formula reads it (`reify.rs`): the sides are
/// checked for cycles (SWI-Prolog's domain error, in the context of
/// `'$fd_reif_rel'/4`) only when their linear reading, bounded, gives up,
/// as the unreified relations do: a reading that ends has seen every node,
/// so `S + D #=< T #\/ ...` (jobshop) is read once rather than walked for
/// the check first.
pub(crate) fn post_reified_relation_checked(m: &mut Machine, rel: Rel, shift: i128, l: Cell, r: Cell, b: Cell) -> Res {
    let mut pairs = std::mem::take(&mut m.fd.scratch_terms);
    let mut work = std::mem::take(&mut m.fd.scratch_work);
    let linear = linear_form_within(&m.heap, &[(l, 1i128), (r, -1)], &mut pairs, &mut work, LINEAR_WALK_BUDGET);
    m.fd.scratch_work = work;
    if let Some(posted) = post_reif_linear_form(m, pairs, linear.ok().flatten(), rel, shift, b) {
        return posted;
    }
    as_primitive(m, "$fd_reif_rel", 4, |m| check_acyclic(m, &[l, r]))?;
    post_reified_relation(m, rel, shift, l, r, b)
}

/// `B <=> (L Rel R)` from the linear form of `L - R` just read into
/// `pairs` with its constant, when the sides were linear (None when not);
/// `pairs` goes back to the store's scratch buffer either way.
#[inline]
fn post_reif_linear_form(
    m: &mut Machine,
    pairs: Vec<(i128, Cell)>,
    constant: Option<i128>,
    rel: Rel,
    shift: i128,
    b: Cell,
) -> Option<Res> {
    let posted = constant.and_then(|c| shift.checked_sub(c)).map(|k| {
        as_primitive(m, "$fd_reif_lin", 5, |m| {
            let lin = make_lin(m, &pairs, rel, k)?;
            post_reif_lin(m, lin, b)
        })
    });
    m.fd.scratch_terms = pairs;
    posted
}

/// `B <=> (L Rel R)`, the sides known to be acyclic.
pub(crate) fn post_reified_relation(m: &mut Machine, rel: Rel, shift: i128, l: Cell, r: Cell, b: Cell) -> Res {
    // Both sides linear (the common case, `B #<==> (X #= 3)`): read in
    // one walk, as the unreified relations are, without the compiler.
    let mut pairs = std::mem::take(&mut m.fd.scratch_terms);
    let mut work = std::mem::take(&mut m.fd.scratch_work);
    let linear = linear_form(&m.heap, &[(l, 1i128), (r, -1)], &mut pairs, &mut work);
    m.fd.scratch_work = work;
    if let Some(posted) = post_reif_linear_form(m, pairs, linear, rel, shift, b) {
        return posted;
    }
    let mut c = Compiler::default();
    c.open_sum(&[(l, Int::Small(1)), (r, Int::Small(-1))]);
    if !c.run(m)? {
        return Ok(false);
    }
    let sum = c.sums.pop().expect("the relation's sum");
    let k = Int::Small(shift).plus(&sum.constant.negated());
    as_primitive(m, "$fd_reif_lin", 5, |m| match lin_of(m, &sum.pairs, rel, &k)? {
        Some(lin) => post_reif_lin(m, lin, b),
        None => Ok(false),
    })
}

/// `B <=> (X in Dom)`, X an expression.
pub(crate) fn post_reified_in(m: &mut Machine, x: Cell, dom: Cell, b: Cell) -> Res {
    // SWI-Prolog reifies `X in Dom` for a variable or an integer X only.
    let xd = m.heap.deref(x);
    if !(xd.is_var_ref() || is_integer(xd)) {
        return Err(m.err_type(atoms::INTEGER, xd));
    }
    if xd.is_var_ref() {
        // A variable is its own operand: no compiler to run.
        return as_primitive(m, "$fd_reif_in", 3, |m| {
            let x = fd_var(m, xd)?;
            post_reif_in(m, x, dom, b)
        });
    }
    let mut c = Compiler::default();
    c.tasks.push(Task::Operand(x));
    if !c.run(m)? {
        return Ok(false);
    }
    let x = c.operands.pop().expect("the operand");
    as_primitive(m, "$fd_reif_in", 3, |m| {
        let x = operand_var(m, &x)?;
        post_reif_in(m, x, dom, b)
    })
}

/// `B <=> (V in Dom)`, V a variable and Dom read already (a disjunction
/// of equalities, `reify.rs`): the domain is not written out as a term
/// to be read again.
pub(crate) fn post_reified_in_domain(m: &mut Machine, v: Cell, dom: Domain, b: Cell) -> Res {
    as_primitive(m, "$fd_reif_in", 3, |m| {
        let x = fd_var(m, v)?;
        post_reif_in_domain(m, x, dom, b)
    })
}
