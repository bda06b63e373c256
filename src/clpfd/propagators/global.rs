//! The interface of a global constraint: a [`Propagator`] over any number
//! of variables, written in a file of its own in `propagators/` and held
//! by the store as `Prop::Global(Box<dyn Propagator>)`. The small
//! propagators that run most often (linear, `Ne2`, reified, arithmetic)
//! stay variants of the `Prop` enum, matched without a virtual call.
//!
//! A global is posted from a row of the table in
//! `clpfd/builtins/globals.rs` (its library name and arity, and how its
//! Prolog arguments become the values its constructor takes); the
//! constructor answers a [`Post`]. It writes itself back as residual
//! goals through [`GoalTerm`], a description of terms that names store
//! variables, so that this level needs no heap.

use super::{Lin, Status};
use crate::clpfd::queue::PRIO_GLOBAL;
use crate::clpfd::store::{Store, SwiEntries, Var};

/// A global constraint's propagator.
pub trait Propagator {
    /// Calls `sub(variable, events)` for each subscription; the events
    /// are `EV_VAL` (fixed), `EV_BOUNDS` or `EV_DOM` (any change) of
    /// `clpfd::store`.
    fn subscriptions(&self, sub: &mut dyn FnMut(Var, u8));

    /// Its queue level (`clpfd::queue`): global unless it is cheap.
    fn priority(&self) -> u8 {
        PRIO_GLOBAL
    }

    /// Whether one run reaches its own fixpoint, so that its own prunings
    /// need not wake it again.
    fn idempotent(&self) -> bool {
        false
    }

    /// Narrows the domains; `Status::Entailed` kills it.
    fn propagate(&self, st: &mut Store) -> Status;

    /// Its first look at the store, as it is posted: true if a run now
    /// would narrow nothing and find nothing to fail or entail, so that
    /// it is added without being queued (its subscriptions wake it).
    fn idle_at_post(&self, _st: &Store) -> bool {
        false
    }

    /// The goals that would post what is left of it (its residual
    /// goals), pushed on `out`.
    fn residual(&self, st: &Store, out: &mut Vec<GoalTerm>);

    /// What SWI-Prolog's counterpart lists on unfixed `v` beyond this
    /// propagator's subscriptions of it, in the current state, and whom
    /// it has unified `v` with (`store/degree.rs`): asked only for a
    /// degree, never while propagating.
    fn swi_entries(&self, _st: &Store, _v: Var) -> SwiEntries {
        SwiEntries::default()
    }

    /// What it becomes once its variables `v` and `w` are unified, when
    /// SWI-Prolog's counterpart rewrites itself then
    /// (`clpfd/builtins/aliasing.rs`): the equation that replaces it.
    /// None: it stays as it is.
    fn aliased(&self, _v: Var, _w: Var) -> Option<Lin> {
        None
    }

    /// Whether fixing its variables can leave it saying no more than that
    /// two of them are equal, which SWI-Prolog's counterpart answers by
    /// unifying them (`clpfd/builtins/aliasing.rs` asks
    /// [`Propagator::equal_pair`] then).
    fn watches_aliasing(&self) -> bool {
        false
    }

    /// What the store keeps of it, read once when it is posted: one call
    /// through the vtable where asking [`Propagator::priority`],
    /// [`Propagator::idempotent`] and [`Propagator::watches_aliasing`]
    /// one by one takes three (the calls below are static, in each
    /// propagator's own copy of this method).
    fn traits(&self) -> Traits {
        Traits { priority: self.priority(), idempotent: self.idempotent(), watches_aliasing: self.watches_aliasing() }
    }

    /// Its subscriptions when they are one event on every variable of a
    /// slice: the store then subscribes them in a loop of its own, not
    /// through a closure called per variable. None: ask
    /// [`Propagator::subscriptions`].
    fn uniform_subscriptions(&self) -> Option<(&[Var], u8)> {
        None
    }

    /// The two variables it now says are equal, all it still says: the
    /// caller unifies them and kills it. None while it says more.
    fn equal_pair(&self, _st: &Store) -> Option<(Var, Var)> {
        None
    }

    /// Itself, for the posting code that adds to a propagator it finds
    /// on a variable (`channel.rs`): None for the others.
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
}

/// A propagator's answers to [`Propagator::traits`].
pub struct Traits {
    pub priority: u8,
    pub idempotent: bool,
    pub watches_aliasing: bool,
}

/// Most variables a global keeps inside itself ([`Vars::Inline`]).
pub const INLINE_VARS: usize = 11;

/// A global's variables: a few (a puzzle's line, a sudoku row) inside the
/// propagator, whose box is then its only allocation, made when it is
/// posted and freed when the post is undone; more in a slice of their own.
pub enum Vars {
    Inline { len: u8, xs: [Var; INLINE_VARS] },
    Boxed(Box<[Var]>),
}

impl std::ops::Deref for Vars {
    type Target = [Var];
    #[inline(always)]
    fn deref(&self) -> &[Var] {
        match self {
            Vars::Inline { len, xs } => &xs[..*len as usize],
            Vars::Boxed(xs) => xs,
        }
    }
}

impl From<Vec<Var>> for Vars {
    fn from(v: Vec<Var>) -> Vars {
        if v.len() <= INLINE_VARS {
            let mut xs = [0; INLINE_VARS];
            xs[..v.len()].copy_from_slice(&v);
            Vars::Inline { len: v.len() as u8, xs }
        } else {
            Vars::Boxed(v.into())
        }
    }
}

/// What a constructor answers: a propagator to post, or a constraint
/// that holds or fails as it stands.
pub enum Post {
    Prop(Box<dyn Propagator>),
    Holds,
    Fails,
}

impl Post {
    pub fn prop(p: impl Propagator + 'static) -> Post {
        Post::Prop(Box::new(p))
    }
}

/// A term of a residual goal, as a propagator describes it; the builtins
/// level builds it on the heap.
pub enum GoalTerm {
    /// A store variable (its heap variable, or its value).
    Var(Var),
    Int(i64),
    /// A new variable (a task's end or identifier, which the propagator
    /// does not keep).
    Fresh,
    List(Vec<GoalTerm>),
    /// `name(args...)`; an atom when there are no arguments.
    Compound(&'static str, Vec<GoalTerm>),
    /// A linear constraint, written as the residual goal of the linear
    /// propagator (`X#=<Y+ -1`, ...).
    Linear(Lin),
}

impl GoalTerm {
    /// A list of store variables.
    pub fn vars(xs: &[Var]) -> GoalTerm {
        GoalTerm::List(xs.iter().map(|&x| GoalTerm::Var(x)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::{Vars, INLINE_VARS};

    #[test]
    fn vars_keep_their_order_inline_and_boxed() {
        for n in [0, 1, INLINE_VARS, INLINE_VARS + 1, 40] {
            let v: Vec<u32> = (0..n as u32).map(|k| 7 * k + 3).collect();
            let xs = Vars::from(v.clone());
            assert_eq!(&xs[..], &v[..]);
            assert_eq!(matches!(xs, Vars::Inline { .. }), n <= INLINE_VARS);
        }
    }
}
