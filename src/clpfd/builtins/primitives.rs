//! CLP(FD) builtins that connect heap terms to the FD store and post
//! propagators: store variables of heap terms, domains, and the
//! `'$fd_...'` primitives that `stdlib/clpfd.pl` calls with everything
//! already read (coefficient lists, variable lists). Every post ends with
//! a propagation fixpoint, after which variables whose domain became a
//! single value are bound on the heap. The expression compiler
//! (`expr.rs`) posts through the same functions.

use super::wide_domains::{narrow_wide, wide_interval};
use crate::arith::big::BigInt;
use crate::builtins::{b, Builtin};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::propagators::{reified_entailed, ArithOp, Lin, Prop};
use crate::clpfd::store::{End, Overflow, Var};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Addr, Atom, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$fd_in", 2, fd_in, "?var,+domain"),
    b("$fd_ins", 2, fd_ins, "+list,+domain"),
    b("$fd_bool", 1, fd_bool, "?var"),
    b("$fd_reif_lin", 5, fd_reif_lin, "+list,+list,+atom,+integer,?var"),
    // One function's propagator; the expression compiler posts the same
    // and gives its errors these primitives' contexts (as before it).
    b("$fd_arith", 4, fd_arith, "+atom,?var,?var,?var"),
    b("$fd_abs", 2, fd_abs, "?var,?var"),
    b("$fd_bind", 2, fd_bind, "+integer,?term"),
    b("$fd_remove", 2, fd_remove, "?var,+integer"),
    b("$fd_add_degree", 2, fd_add_degree, "+list,+integer"),
];

/// Store trail height of the newest choicepoint: changes above it need no
/// second trail entry.
/// Store changes from here on are undone by backtracking to the newest
/// choicepoint.
pub(crate) fn set_mark(m: &mut Machine) {
    m.fd.mark = m.choices.last().map_or(0, |c| c.fd_trail_top);
}

pub(crate) fn clpfd_atom(m: &mut Machine) -> Atom {
    match m.fd.module {
        Some(a) => a,
        None => {
            let a = m.atoms.intern("clpfd");
            m.fd.module = Some(a);
            a
        }
    }
}

/// The store variable of an attributed variable, if it has one.
pub(crate) fn store_var(m: &mut Machine, attv: Addr) -> Option<Var> {
    store_var_inline(m, attv)
}

/// [`store_var`] inlined, for the loops that look up every variable of a
/// constraint as it is posted (`linear_direct.rs`).
#[inline(always)]
pub(crate) fn store_var_inline(m: &mut Machine, attv: Addr) -> Option<Var> {
    let module = clpfd_atom(m);
    // The layout `fresh_var` writes (clpfd's attribute first, its module
    // and value cells holding no references), read with no dereferencing:
    // store_var runs for every term of every post and every labeling
    // candidate.
    if let Cell::Str(a) = m.heap.get(attv + 1) {
        if let (Cell::Atom(x), Cell::Int(i)) = (m.heap.get(a + 1), m.heap.get(a + 2)) {
            if x == module {
                return m.fd.untag(i);
            }
        }
    }
    store_var_chain(m, attv, module)
}

/// [`store_var`] for any attribute chain: clpfd's attribute after
/// others', or cells reached through references.
#[inline(never)]
fn store_var_chain(m: &mut Machine, attv: Addr, module: Atom) -> Option<Var> {
    let mut t = m.heap.deref(m.heap.get(attv + 1));
    while let Cell::Str(a) = t {
        if matches!(m.heap.deref(m.heap.get(a + 1)), Cell::Atom(x) if x == module) {
            return match m.heap.deref(m.heap.get(a + 2)) {
                Cell::Int(i) => m.fd.untag(i),
                _ => None,
            };
        }
        t = m.heap.deref(m.heap.get(a + 3));
    }
    None
}

/// An integer argument in the FD range (big integers are not supported).
pub(crate) fn fd_int(m: &mut Machine, c: Cell) -> Result<i64, Exc> {
    match c {
        Cell::Int(i) if i != INF && i != SUP => Ok(i),
        // A `Big` cell may hold a rational, which is no integer at all.
        Cell::Big(a) if m.heap.is_rational_at(a) => Err(m.err_type(atoms::INTEGER, c)),
        Cell::Int(_) | Cell::Big(_) => {
            let a = m.atoms.intern("clpfd_integer");
            Err(m.err_representation(a))
        }
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// The store variable for a term: an FD variable's own, a new one (with
/// domain `inf..sup`) for a plain variable, a constant for an integer.
pub(crate) fn fd_var(m: &mut Machine, c: Cell) -> Result<Var, Exc> {
    let c = m.heap.deref(c);
    match c {
        Cell::Attv(a) => {
            if let Some(v) = store_var(m, a) {
                return Ok(v);
            }
            let v = m.fd.new_var(Domain::FULL, a);
            attach(m, a, v);
            Ok(v)
        }
        Cell::Ref(a) => Ok(fresh_var(m, a, Domain::FULL)),
        _ => match fd_int(m, c) {
            Ok(i) => Ok(m.fd.new_var(Domain::singleton(i), NO_HEAP)),
            // An integer past the finite range: a constant the store
            // keeps exactly beside an unbounded domain.
            Err(e) => match big_integer(m, c) {
                Some(b) => {
                    let v = m.fd.new_var(Domain::FULL, NO_HEAP);
                    let b = Some(b);
                    m.fd.set_big_bounds(v, &b, &b);
                    Ok(v)
                }
                None => Err(e),
            },
        },
    }
}

/// Turns the plain variable at `a` into an attributed one with a new
/// store variable of domain `dom`.
///
/// The attributed variable and its one attribute, `att(clpfd, Tag, [])`,
/// are new cells: written in place, with no attribute chain to walk and
/// no trail entry for them (backtracking drops them with the heap top).
/// The plain variable is trailed only if it is older than the newest
/// choicepoint, as unification trails a binding.
fn fresh_var(m: &mut Machine, a: Addr, dom: Domain) -> Var {
    let module = clpfd_atom(m);
    let n = m.heap.top();
    let v = m.fd.new_var(dom, n);
    let tag = Cell::Int(m.fd.tag(v));
    // The attributed variable and its one attribute, `att(clpfd, Tag, [])`,
    // written at once (one capacity check instead of four).
    m.heap.push_all(&[
        Cell::Attv(n),
        Cell::Str(n + 2),
        Cell::Fun(atoms::ATT, 3),
        Cell::Atom(module),
        tag,
        Cell::Atom(atoms::NIL),
    ]);
    if a < m.hb {
        m.trail_value(a);
    }
    m.heap.set(a, Cell::Attv(n));
    v
}

/// The store variable of a plain (unconstrained) variable `c` narrowed to
/// `dom`, created with that domain: what `fd_var` then a narrowing to
/// `dom` leave, `prunings` (the domain changes that narrowing counts in
/// the statistics) counted alike, without the steps in between (the
/// domain `inf..sup`, its trail entry, waking a variable that nothing
/// watches yet, and a fixpoint with nothing queued). None for any other
/// term, or when `dom` is a single value (the heap variable is then to
/// be bound) or `inf..sup`.
#[inline]
pub(super) fn fresh_var_in(m: &mut Machine, c: Cell, dom: &Domain, prunings: u64) -> Option<Var> {
    let Cell::Ref(a) = c else { return None };
    if dom.value().is_some() || *dom == Domain::FULL {
        return None;
    }
    m.fd.stats.prunings += prunings;
    Some(fresh_var(m, a, dom.clone()))
}

/// A 0/1 domain, as `set_bounds(0, 1)` leaves `inf..sup`.
pub(crate) const BOOL: Domain = Domain::Range((0, 1));

/// An integer cell past the finite range (the i64 extremes, which stand
/// for `inf` and `sup` in domains, included), however large.
pub(crate) fn big_integer(m: &Machine, c: Cell) -> Option<BigInt> {
    match c {
        Cell::Int(i) if i == INF || i == SUP => Some(BigInt::from(i)),
        Cell::Big(a) if !m.heap.is_rational_at(a) => {
            let b = m.heap.bigint(a);
            i64::try_from(&b).map_or(true, |i| i == INF || i == SUP).then_some(b)
        }
        _ => None,
    }
}

/// Store variables that stand for constants have no heap cell.
pub(crate) use crate::clpfd::store::NO_HEAP;

/// Appends `att(clpfd, V, [])` to the attribute chain of the attributed variable at `a`.
fn attach(m: &mut Machine, a: Addr, v: Var) {
    let module = clpfd_atom(m);
    let tag = Cell::Int(m.fd.tag(v));
    let mut slot = a + 1;
    while let Cell::Str(s) = m.heap.deref(m.heap.get(slot)) {
        if matches!(m.heap.deref(m.heap.get(s + 1)), Cell::Atom(x) if x == module) {
            // A stale clpfd attribute (copied from a variable that
            // backtracking removed): replace its value.
            m.trail_value(s + 2);
            m.heap.set(s + 2, tag);
            return;
        }
        slot = s + 3;
    }
    let new = m.heap.compound(atoms::ATT, &[Cell::Atom(module), tag, Cell::Atom(atoms::NIL)]);
    m.trail_value(slot);
    m.heap.set(slot, new);
}

/// Runs the queue to a fixpoint, then binds the variables that became
/// single values. Ok(false) on failure.
pub(crate) fn settle(m: &mut Machine) -> Res {
    let mut r = m.fd.propagate();
    while let Err(Overflow::Interrupted) = r {
        // Ctrl-C: handled as at a call; going on runs the rest.
        if let Err(e) = m.poll_interrupts() {
            m.fd.abandon_fixpoint();
            return Err(e);
        }
        r = m.fd.propagate();
    }
    match r {
        Err(Overflow::Interrupted) => unreachable!("handled above"),
        Ok(true) => {}
        Ok(false) => {
            m.fd.forget_fixed();
            return Ok(false);
        }
        Err(Overflow::Propagation) => {
            m.fd.forget_fixed();
            let a = m.atoms.intern("clpfd_propagation");
            return Err(m.err_resource(a));
        }
    }
    let module = clpfd_atom(m);
    // Taken and given back, so that the buffer keeps its capacity.
    let mut fixed = std::mem::take(&mut m.fd.fixed);
    for &v in &fixed {
        let a = m.fd.vars[v as usize].heap;
        if a == NO_HEAP || !matches!(m.heap.get(a), Cell::Attv(b) if b == a) {
            continue;
        }
        let Some(val) = m.fd.value(v) else { continue };
        let attrs = m.heap.get(a + 1);
        m.trail_value(a);
        m.heap.set(a, Cell::Int(val));
        // Other modules' hooks (freeze, dif, ...) must see the binding.
        if !only_clpfd_attribute(m, attrs, module) {
            m.wake.push((attrs, Cell::Int(val)));
        }
    }
    if !m.fd.fixed_beyond.is_empty() {
        bind_beyond(m, module);
    }
    // A variable fixed by propagation or labeling is bound as if by
    // unification: the equations and products it leaves saying that two
    // variables are equal unify them, as SWI-Prolog's propagators do
    // when they next run (`X #= Y + Z, Y in 0..1, label([Y])` gives
    // X = Z).
    let unified = if m.fd.alias_watchers > 0 { super::aliasing::after_bindings(m, &fixed) } else { Ok(true) };
    fixed.clear();
    m.fd.fixed = fixed;
    unified
}

/// Whether `clpfd` is the one attribute in the list `attrs`.
///
/// Asked of every variable a fixpoint fixes. The list as `put_attr/3`
/// builds it holds the module and the rest directly: read so, without
/// following references (a third of a search node's binding cost on
/// graph colouring); any other shape takes the general walk.
#[inline(always)]
pub(super) fn only_clpfd_attribute(m: &Machine, attrs: Cell, module: crate::term::Atom) -> bool {
    if let Cell::Str(s) = attrs {
        if let (Cell::Atom(x), Cell::Atom(rest)) = (m.heap.get(s + 1), m.heap.get(s + 3)) {
            return x == module && rest == atoms::NIL;
        }
    }
    only_clpfd_attribute_walked(m, attrs, module)
}

/// [`only_clpfd_attribute`] of a list reached through references.
#[inline(never)]
fn only_clpfd_attribute_walked(m: &Machine, attrs: Cell, module: crate::term::Atom) -> bool {
    match m.heap.deref(attrs) {
        Cell::Str(s) => {
            matches!(m.heap.deref(m.heap.get(s + 1)), Cell::Atom(x) if x == module)
                && matches!(m.heap.deref(m.heap.get(s + 3)), Cell::Atom(atoms::NIL))
        }
        _ => true,
    }
}

/// Binds the heap cells of the variables given an exact value past the
/// finite range (as `settle` binds those fixed in range).
#[cold]
fn bind_beyond(m: &mut Machine, module: crate::term::Atom) {
    for v in std::mem::take(&mut m.fd.fixed_beyond) {
        let a = m.fd.vars[v as usize].heap;
        if a == NO_HEAP || !matches!(m.heap.get(a), Cell::Attv(b) if b == a) {
            continue;
        }
        let Some(b) = m.fd.exact_big(v) else { continue };
        let value = match i64::try_from(&b) {
            Ok(i) => Cell::Int(i),
            Err(_) => m.heap.integer(&b),
        };
        let attrs = m.heap.get(a + 1);
        m.trail_value(a);
        m.heap.set(a, value);
        if !only_clpfd_attribute(m, attrs, module) {
            m.wake.push((attrs, value));
        }
    }
}

pub(crate) fn post(m: &mut Machine, prop: Prop) -> Res {
    set_mark(m);
    m.fd.add_prop(prop);
    settle(m)
}

/// Parses a domain term: `L..H`, `D1 \/ D2`, an integer, `{1,2,3}`, with `inf`/`sup`.
pub(crate) fn parse_domain(m: &mut Machine, t: Cell) -> Result<Option<Domain>, Exc> {
    // The usual domain, one interval (`Vs ins 1..9`), read with no
    // vectors: what `Domain::from_intervals` makes of it.
    let d = m.heap.deref(t);
    if let Some((f, 2)) = m.heap.functor_of(d) {
        if m.atoms.text(f) == ".." {
            let lo = bound(m, m.heap.arg(d, 0), d, false)?;
            let hi = bound(m, m.heap.arg(d, 1), d, true)?;
            return Ok((lo <= hi).then_some(Domain::Range((lo, hi))));
        }
    }
    // An error names the whole domain, as SWI-Prolog's does.
    let whole = d;
    let mut iv = Vec::new();
    let mut work = vec![t];
    while let Some(t) = work.pop() {
        let t = m.heap.deref(t);
        match m.heap.functor_of(t) {
            Some((f, 2)) if m.atoms.text(f) == "\\/" => {
                work.push(m.heap.arg(t, 1));
                work.push(m.heap.arg(t, 0));
            }
            Some((f, 2)) if m.atoms.text(f) == ".." => {
                let lo = bound(m, m.heap.arg(t, 0), whole, false)?;
                let hi = bound(m, m.heap.arg(t, 1), whole, true)?;
                iv.push((lo, hi));
            }
            Some((atoms::CURLY, 1)) => {
                let mut e = m.heap.deref(m.heap.arg(t, 0));
                loop {
                    match m.heap.functor_of(e) {
                        Some((atoms::COMMA, 2)) => {
                            let v = fd_int(m, m.heap.deref(m.heap.arg(e, 0)))?;
                            iv.push((v, v));
                            e = m.heap.deref(m.heap.arg(e, 1));
                        }
                        _ => {
                            let v = fd_int(m, e)?;
                            iv.push((v, v));
                            break;
                        }
                    }
                }
            }
            _ if t.is_var_ref() => return Err(m.err_instantiation()),
            _ => match t {
                Cell::Int(_) => {
                    let v = fd_int(m, t)?;
                    iv.push((v, v));
                }
                _ => {
                    let a = m.atoms.intern("clpfd_domain");
                    return Err(m.err_domain(a, whole));
                }
            },
        }
    }
    Ok(Domain::from_intervals(iv))
}

fn bound(m: &mut Machine, c: Cell, whole: Cell, upper: bool) -> Result<i64, Exc> {
    let c = m.heap.deref(c);
    match c {
        // `inf` only as a lower bound and `sup` only as an upper one: SWI
        // refuses `sup..inf`, `sup..sup`, `5..inf` as domains.
        Cell::Atom(a) if !upper && m.atoms.text(a) == "inf" => Ok(INF),
        Cell::Atom(a) if upper && m.atoms.text(a) == "sup" => Ok(SUP),
        Cell::Int(_) | Cell::Big(_) => fd_int(m, c),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        _ => {
            let a = m.atoms.intern("clpfd_domain");
            Err(m.err_domain(a, whole))
        }
    }
}

/// `L..H` with both bounds integers in the finite range, the usual
/// domain (`S in 0..100`, `Vs ins 1..9`): Some(what `parse_domain` makes
/// of it, None for an empty one), read with one look at the term where
/// `wide_interval` then `parse_domain` each read it. None for any other
/// domain term, left to them.
#[inline]
fn small_interval(m: &Machine, t: Cell) -> Option<Option<Domain>> {
    let d = m.heap.deref(t);
    let (f, 2) = m.heap.functor_of(d)? else { return None };
    let (Cell::Int(lo), Cell::Int(hi)) = (m.heap.deref(m.heap.arg(d, 0)), m.heap.deref(m.heap.arg(d, 1))) else {
        return None;
    };
    if lo == INF || lo == SUP || hi == INF || hi == SUP || m.atoms.text(f) != ".." {
        return None;
    }
    Some((lo <= hi).then_some(Domain::Range((lo, hi))))
}

fn fd_in(m: &mut Machine) -> Res {
    let d = match small_interval(m, m.x[1]) {
        Some(d) => d,
        None => {
            if let Some((lo, hi)) = wide_interval(m, m.x[1]) {
                return fd_in_wide(m, lo, hi);
            }
            parse_domain(m, m.x[1])?
        }
    };
    let Some(d) = d else { return Ok(false) };
    let x = m.arg(0);
    if let Cell::Int(_) | Cell::Big(_) = x {
        let v = fd_int(m, x)?;
        return Ok(d.contains(v));
    }
    if fresh_var_in(m, x, &d, 1).is_some() {
        return Ok(true);
    }
    let v = fd_var(m, x)?;
    set_mark(m);
    if !m.fd.restrict(v, &d) {
        return Ok(false);
    }
    settle(m)
}

/// `X in L..H` with unbounded integer ends (`wide_interval`).
fn fd_in_wide(m: &mut Machine, lo: End, hi: End) -> Res {
    let x = m.arg(0);
    set_mark(m);
    if !narrow_wide(m, x, &lo, &hi)? {
        return Ok(false);
    }
    settle(m)
}

/// '$fd_ins'(+Vars, +Domain): each element of Vars (a proper list, as
/// the caller checked) lies in Domain. As in SWI-Prolog, every element
/// must be a variable or an integer before the domain is read (so `[7, a]
/// ins 0..5` is a type error, not a failure); then all are narrowed and
/// propagated once.
fn fd_ins(m: &mut Machine) -> Res {
    let list = m.x[0];
    let mut t = m.heap.deref(list);
    while let Cell::Lis(a) = t {
        let c = m.heap.deref(m.heap.get(a));
        if !matches!(c, Cell::Ref(_) | Cell::Attv(_) | Cell::Int(_) | Cell::Big(_)) {
            return Err(m.err_type(atoms::INTEGER, c));
        }
        t = m.heap.deref(m.heap.get(a + 1));
    }
    let small = small_interval(m, m.x[1]);
    // `[X,Y] ins 10^18..10^19-1`: bounds past the finite range, kept
    // exactly as `X in` keeps them.
    if let Some((lo, hi)) = small.is_none().then(|| wide_interval(m, m.x[1])).flatten() {
        set_mark(m);
        let mut t = m.heap.deref(list);
        while let Cell::Lis(a) = t {
            let c = m.heap.get(a);
            if !narrow_wide(m, c, &lo, &hi)? {
                return Ok(false);
            }
            t = m.heap.deref(m.heap.get(a + 1));
        }
        return settle(m);
    }
    let d = match small {
        Some(d) => d,
        None => parse_domain(m, m.x[1])?,
    };
    let Some(d) = d else { return Ok(false) };
    set_mark(m);
    let mut t = m.heap.deref(list);
    while let Cell::Lis(a) = t {
        let c = m.heap.deref(m.heap.get(a));
        if let Cell::Int(_) | Cell::Big(_) = c {
            if !d.contains(fd_int(m, c)?) {
                return Ok(false);
            }
        } else if fresh_var_in(m, c, &d, 1).is_none() {
            let v = fd_var(m, c)?;
            if !m.fd.restrict(v, &d) {
                return Ok(false);
            }
        }
        t = m.heap.deref(m.heap.get(a + 1));
    }
    settle(m)
}

/// '$fd_bool'(?B): B is 0 or 1 (`B in 0..1` without reading a domain
/// term: the reification of every `#<==>`, `#\/`, ... posts one).
fn fd_bool(m: &mut Machine) -> Res {
    post_bool(m, m.x[0])
}

/// Constrains the term `x` to 0..1 (as `'$fd_bool'/1`).
pub(crate) fn post_bool(m: &mut Machine, x: Cell) -> Res {
    let x = m.heap.deref(x);
    if let Cell::Int(_) | Cell::Big(_) = x {
        let v = fd_int(m, x)?;
        return Ok(v == 0 || v == 1);
    }
    // set_bounds(0, 1) narrows `inf..sup` twice.
    if fresh_var_in(m, x, &BOOL, 2).is_some() {
        return Ok(true);
    }
    let v = fd_var(m, x)?;
    if m.fd.min(v) >= 0 && m.fd.max(v) <= 1 {
        // Already a truth value (the operands of `Z #<==> (X #/\ Y)` in
        // bibd, and Z read again): nothing narrows, so no fixpoint to run
        // (the queue is empty between posts).
        return Ok(true);
    }
    set_mark(m);
    if !m.fd.set_bounds(v, 0, 1) {
        return Ok(false);
    }
    settle(m)
}

fn fd_remove(m: &mut Machine) -> Res {
    let v = fd_var(m, m.x[0])?;
    let val = m.arg(1);
    let val = fd_int(m, val)?;
    set_mark(m);
    if !m.fd.remove(v, val) {
        return Ok(false);
    }
    settle(m)
}

/// '$fd_add_degree'(+Vars, +Delta): a constraint decomposed in Prolog
/// (global_cardinality/2) adds to each variable of Vars the propagators
/// SWI-Prolog's counterpart has on it beyond the decomposition's
/// (`store/degree.rs`); integers are skipped.
fn fd_add_degree(m: &mut Machine) -> Res {
    let items = m.list_items(m.x[0])?;
    let delta = m.arg(1);
    let delta = fd_int(m, delta)?;
    let delta = i32::try_from(delta).map_err(|_| m.err_type(atoms::INTEGER, Cell::Int(delta)))?;
    set_mark(m);
    for item in items {
        if matches!(m.heap.deref(item), Cell::Attv(_) | Cell::Ref(_)) {
            let v = fd_var(m, item)?;
            m.fd.add_degree(v, delta);
        }
    }
    Ok(true)
}

/// A 0/1 variable for a truth value (None if the term cannot be one), and
/// whether making it one narrowed a domain that was there before (a new
/// variable narrows nothing that anything watches).
fn truth_var(m: &mut Machine, c: Cell) -> Result<Option<(Var, bool)>, Exc> {
    let c = m.heap.deref(c);
    if let Some(b) = fresh_var_in(m, c, &BOOL, 2) {
        return Ok(Some((b, false)));
    }
    let b = fd_var(m, c)?;
    if m.fd.min(b) >= 0 && m.fd.max(b) <= 1 {
        // A truth value already (`B #<==> (X #= 1)` after the post of B
        // in 0..1): nothing to narrow.
        return Ok(Some((b, false)));
    }
    set_mark(m);
    Ok(m.fd.set_bounds(b, 0, 1).then_some((b, true)))
}

fn fd_reif_lin(m: &mut Machine) -> Res {
    let lin = super::linear_post::build_lin(m)?;
    post_reif_lin(m, lin, m.x[4])
}

/// Posts `B <=> lin`, B (a term) a 0/1 variable.
///
/// With B unknown and lin not yet decided by the bounds of its sum
/// (`Lin::entailed`), the propagator would prune nothing if it ran now
/// (`reified_linear::reified` waits for one or the other): it is added
/// without a fixpoint, to run on its first event, as the binary
/// disequalities are. Jobshop's `S1 + D1 #=< S2 #\/ S2 + D2 #=< S1`
/// posts two of these.
pub(crate) fn post_reif_lin(m: &mut Machine, lin: Lin, b: Cell) -> Res {
    let Some((b, narrowed)) = truth_var(m, b)? else { return Ok(false) };
    if !narrowed && m.fd.value(b).is_none() && reified_entailed(&m.fd, &lin).is_none() {
        m.fd.add_prop_idle(Prop::ReifLin { lin, b });
        return Ok(true);
    }
    post(m, Prop::ReifLin { lin, b })
}

/// Posts `B <=> (X in Dom)` for the domain term `dom`.
pub(crate) fn post_reif_in(m: &mut Machine, x: Var, dom: Cell, b: Cell) -> Res {
    let Some(dom) = parse_domain(m, dom)? else {
        let b = fd_var(m, b)?;
        set_mark(m);
        return Ok(m.fd.assign(b, 0) && settle(m)?);
    };
    post_reif_in_domain(m, x, dom, b)
}

/// Posts `B <=> (X in Dom)` for a domain already read.
///
/// With B unknown and X's domain neither inside Dom nor apart from it,
/// the propagator would prune nothing if it ran now: it is added without
/// a fixpoint, as [`post_reif_lin`] adds an undecided one.
pub(crate) fn post_reif_in_domain(m: &mut Machine, x: Var, dom: Domain, b: Cell) -> Res {
    let Some((b, narrowed)) = truth_var(m, b)? else { return Ok(false) };
    post_reif_in_truth(m, x, dom, b, narrowed)
}

/// [`post_reif_in_domain`] with B's store variable `b` a truth value
/// already, `narrowed` saying whether making it one narrowed a domain
/// that was there before.
pub(crate) fn post_reif_in_truth(m: &mut Machine, x: Var, dom: Domain, b: Var, narrowed: bool) -> Res {
    if !narrowed && m.fd.value(b).is_none() && overlaps_partly(m.fd.dom(x), &dom) {
        m.fd.add_prop_idle(Prop::ReifIn { x, dom, b });
        return Ok(true);
    }
    post(m, Prop::ReifIn { x, dom, b })
}

/// Whether domain `d` meets `dom` but is not inside it: then `X in Dom`
/// is not decided by X's domain `d`. Two domains of at most 64 values
/// each (car sequencing's classes) are compared as masks, with no
/// intersection built.
#[inline]
fn overlaps_partly(d: &Domain, dom: &Domain) -> bool {
    if let (Some((base, bits)), Some((other, mask))) = (d.as_mask(), dom.as_mask()) {
        let common = Domain::mask_meet(base, bits, other, mask);
        return common != 0 && common != bits;
    }
    d.intersect(dom).is_some_and(|common| common != *d)
}

/// The arithmetic functions with a propagator of their own, by name.
pub(crate) fn arith_op(name: &str) -> Option<ArithOp> {
    ArithOp::from_name(name)
}

fn fd_arith(m: &mut Machine) -> Res {
    let op = match m.arg(0) {
        Cell::Atom(a) => match arith_op(m.atoms.text(a)) {
            Some(op) => op,
            None => return Err(m.err_domain(atoms::EVALUABLE, Cell::Atom(a))),
        },
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    let x = fd_var(m, m.x[1])?;
    let y = fd_var(m, m.x[2])?;
    let z = fd_var(m, m.x[3])?;
    post_arith(m, op, x, y, z)
}

/// Posts `f(x, y) = z`.
pub(crate) fn post_arith(m: &mut Machine, op: ArithOp, x: Var, y: Var, z: Var) -> Res {
    if op == ArithOp::Times && x == y {
        // X*X is a square: the power propagator reasons with roots.
        let two = m.fd.new_var(Domain::singleton(2), NO_HEAP);
        return post(m, Prop::Arith { op: ArithOp::Pow, x, y: two, z });
    }
    post(m, Prop::Arith { op, x, y, z })
}

fn fd_abs(m: &mut Machine) -> Res {
    let x = fd_var(m, m.x[0])?;
    let y = fd_var(m, m.x[1])?;
    post(m, Prop::Abs { x, y })
}

/// The attribute hook: store variable `I` was bound to `Value`, an
/// integer or another variable.
fn fd_bind(m: &mut Machine) -> Res {
    let Cell::Int(tag) = m.arg(0) else { return Ok(false) };
    // A stale attribute constrains nothing.
    let Some(v) = m.fd.untag(tag) else { return Ok(true) };
    let value = m.arg(1);
    set_mark(m);
    match value {
        Cell::Int(_) | Cell::Big(_) => {
            let bound = match big_integer(m, value) {
                Some(b) => {
                    let b = Some(b);
                    m.fd.set_big_bounds(v, &b, &b)
                }
                None => {
                    let n = fd_int(m, value)?;
                    m.fd.assign(v, n)
                }
            };
            if !bound || !settle(m)? {
                return Ok(false);
            }
            super::aliasing::after_binding(m, v)
        }
        Cell::Attv(_) | Cell::Ref(_) => {
            let w = fd_var(m, value)?;
            if w == v {
                return Ok(true);
            }
            super::aliasing::unify_vars(m, v, w)
        }
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mask comparison answers as the intersection does, for domains
    /// of every form, near and far apart.
    #[test]
    fn overlaps_partly_agrees_with_the_intersection() {
        let d = |iv: &[(i64, i64)]| Domain::from_intervals(iv.to_vec()).expect("a domain");
        let domains = [
            d(&[(1, 6)]),
            d(&[(1, 1)]),
            d(&[(1, 1), (5, 6)]),
            d(&[(3, 3), (7, 9)]),
            d(&[(0, 63)]),
            d(&[(0, 64)]),
            d(&[(-70, -65), (0, 2)]),
            d(&[(60, 70), (200, 300)]),
            d(&[(INF, 5)]),
            d(&[(5, SUP)]),
            d(&[(INF, SUP)]),
            d(&[(100, 100)]),
            d(&[(-5, 58)]),
            d(&[(58, 121)]),
        ];
        for x in &domains {
            for dom in &domains {
                let expected = x.intersect(dom).is_some_and(|common| common != *x);
                assert_eq!(overlaps_partly(x, dom), expected, "{x:?} {dom:?}");
            }
        }
    }
}
