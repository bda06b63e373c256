//! `B #<==> (Y #= C)` posted into the channel of Y
//! (`propagators/channel.rs`): the reified equality is the propagator the
//! general path posts (`Prop::ReifLin` of `Y = C`, written back as now),
//! subscribed quietly to Y, and joins Y's channel (made by the first
//! one), which acts for all of them on changes of Y.
//!
//! Only the undecided case takes this path: B unknown, Y unfixed with a
//! finite domain holding C. Everything else (B or Y known, C gone, Y
//! unbounded, another shape) is posted by the general path, which decides
//! it at once or posts what it always did.
//!
//! The usual call, `B #<==> (Y #= C)` with B a new variable (reified
//! counting posts one per variable and value: 400 in magic_series(20)),
//! is read here before any walk of the formula ([`post_equiv_pair`]),
//! everything checked before anything is posted.

use super::linear_post::lin_of_vars;
use super::primitives::{fresh_var_in, set_mark, store_var};
use super::reify_boolean::is_open_truth_value;
use crate::clpfd::domain::Domain;
use crate::clpfd::propagators::channel::{Channel, Pair};
use crate::clpfd::propagators::{Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::Machine;
use crate::term::{atoms, Cell};

/// Posts `b #<==> formula` when `formula` is an `#=` (the caller read
/// its functor) that [`post_channel_pair`] takes, `Y #= C` or `C #= Y`,
/// and `b` (dereferenced) a plain variable or an unknown truth value: what
/// the walk posts for it (B's truth value, made as `post_bool` makes it,
/// then the pair), with no walk. False, with nothing done, otherwise.
pub(crate) fn post_equiv_pair(m: &mut Machine, b: Cell, formula: Cell) -> bool {
    let Some((y, value, a)) = channel_operands(m, formula) else { return false };
    let b = match b {
        Cell::Attv(b) => match store_var(m, b) {
            Some(b) if b != y && is_open_truth_value(m, b) => b,
            _ => return false,
        },
        // A plain variable: a new truth value (`set_bounds(0, 1)` narrows
        // `inf..sup` twice, as `post_bool` counts it).
        _ => match fresh_var_in(m, b, &Domain::Range((0, 1)), 2) {
            Some(b) => b,
            None => return false,
        },
    };
    join_channel(m, y, value, a, b);
    true
}

/// Posts `b <=> f` as a member of a channel when `f` is `Y #= C` or
/// `C #= Y` (Y a constrained variable, C an integer) and the equality is
/// undecided; `b` is a truth value already (its `post_bool` done). None
/// when it does not apply: nothing was posted.
// Inlined into its one caller, `reify.rs`'s post_formula, as LLVM did
// until that function grew past its budget: out of line it measured 1%
// slower on magic_series, which posts it for every count.
#[inline(always)]
pub(crate) fn post_channel_pair(m: &mut Machine, f: Cell, b: Cell) -> Option<bool> {
    let f = m.heap.deref(f);
    let (name, 2) = m.heap.functor_of(f)? else { return None };
    if name != atoms::FD_EQ {
        return None;
    }
    let (y, value, a) = channel_operands(m, f)?;
    let Cell::Attv(b) = m.heap.deref(b) else { return None };
    let b: Var = store_var(m, b)?;
    if b == y || m.fd.value(b).is_some() {
        return None;
    }
    join_channel(m, y, value, a, b);
    Some(true)
}

/// The store variable Y, the value C and Y's coefficient of the
/// equation `f` (dereferenced, an `#=` of two arguments) when it is
/// `Y #= C` (1) or `C #= Y` (-1) with Y unfixed, of a finite domain that
/// holds C.
#[inline]
fn channel_operands(m: &mut Machine, f: Cell) -> Option<(Var, i64, i64)> {
    let (l, r) = (m.heap.deref(m.heap.arg(f, 0)), m.heap.deref(m.heap.arg(f, 1)));
    // `Y #= C` is `1*Y = C`, `C #= Y` is `-1*Y = -C`: the propagator the
    // general path makes of each (its residual goal reads it).
    let (y, value, a) = match (l, r) {
        (Cell::Attv(y), Cell::Int(c)) => (y, c, 1),
        (Cell::Int(c), Cell::Attv(y)) => (y, c, -1),
        _ => return None,
    };
    let y = store_var(m, y)?;
    let d = m.fd.dom(y);
    if !d.is_finite() || d.value().is_some() || !d.contains(value) {
        return None;
    }
    Some((y, value, a))
}

/// Posts the reified equality `b <=> (a*y = a*value)`, quiet on y, and
/// adds it to y's channel (made now if none may take it).
fn join_channel(m: &mut Machine, y: Var, value: i64, a: i64, b: Var) {
    // Whether Y's channel was made since the newest choicepoint.
    set_mark(m);
    let lin = lin_of_vars(m, &[(a, y)], Rel::Eq, a * value);
    let prop = m.fd.add_prop_idle_quiet_on(Prop::ReifLin { lin, b }, y);
    let pair = Pair { prop, b, value };
    match Channel::joinable(&m.fd, y) {
        Some(channel) => {
            let (open, end) = (channel.open, m.fd.word(channel.open));
            channel.join(pair, end as usize);
            // Not trailed: backtracking past it removes the channel (see
            // `channel.rs`).
            m.fd.words_mut(open, 1)[0] = end + 1;
        }
        None => {
            let created = m.fd.trail_len();
            let size = m.fd.dom(y).size().unwrap_or(1);
            let channel = Channel::new(&mut m.fd, y, created, pair, size);
            m.fd.add_prop_idle(Prop::Global(Box::new(channel)));
            // No constraint of the program's: the statistics count none.
            m.fd.stats.constraints -= 1;
        }
    }
}
