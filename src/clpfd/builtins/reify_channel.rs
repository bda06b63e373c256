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

use super::linear_post::lin_of_vars;
use super::primitives::{set_mark, store_var};
use crate::clpfd::propagators::channel::{Channel, Pair};
use crate::clpfd::propagators::{Prop, Rel};
use crate::clpfd::store::Var;
use crate::machine::Machine;
use crate::term::Cell;

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
    let (l, r) = (m.heap.deref(m.heap.arg(f, 0)), m.heap.deref(m.heap.arg(f, 1)));
    // `Y #= C` is `1*Y = C`, `C #= Y` is `-1*Y = -C`: the propagator the
    // general path makes of each (its residual goal reads it). The
    // operands first: most other formulas (`X #/\ Y`) differ there.
    let (y, value, a) = match (l, r) {
        (Cell::Attv(y), Cell::Int(c)) => (y, c, 1),
        (Cell::Int(c), Cell::Attv(y)) => (y, c, -1),
        _ => return None,
    };
    if m.atoms.text(name) != "#=" {
        return None;
    }
    let Cell::Attv(b) = m.heap.deref(b) else { return None };
    let y = store_var(m, y)?;
    let b: Var = store_var(m, b)?;
    let st = &m.fd;
    let d = st.dom(y);
    if b == y || st.value(b).is_some() || !d.is_finite() || d.value().is_some() || !d.contains(value) {
        return None;
    }
    // Whether Y's channel was made since the newest choicepoint.
    set_mark(m);
    let lin = lin_of_vars(m, &[(a, y)], Rel::Eq, a * value);
    let prop = m.fd.add_prop_idle_quiet_on(Prop::ReifLin { lin, b }, y);
    let pair = Pair { prop, b, value };
    match Channel::joinable(&m.fd, y) {
        Some(ch) => Channel::of(m.fd.props[ch as usize].prop.as_ref()).expect("a channel").join(pair),
        None => {
            let created = m.fd.trail_len();
            let size = m.fd.dom(y).size().unwrap_or(1);
            m.fd.add_prop_idle(Prop::Global(Box::new(Channel::new(y, created, pair, size))));
            // No constraint of the program's: the statistics count none.
            m.fd.stats.constraints -= 1;
        }
    }
    Some(true)
}
