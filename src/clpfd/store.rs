//! The FD store owned by the Machine: variables (domain, heap address,
//! subscribed propagators), propagators, the store trail, and the fixpoint
//! loop.
//!
//! Trailing: every choicepoint records the store trail height
//! (`Choice::fd_trail_top`); backtracking pops entries above it. A domain is
//! trailed at most once per choicepoint: a variable remembers the position
//! of its newest trail entry (`stamp`, one past it), and when that lies
//! above the newest choicepoint's height the old domain is already saved.

use super::domain::{Domain, INF, SUP};
use super::propagators::shape::Shape;
use super::propagators::{Lin, PairLeOr, Prop, Status};
use super::queue::Queue;
use super::stats::Stats;
use crate::term::{Addr, Cell};

mod beyond;
mod bounds;
mod degree;
mod fixpoint;
mod label_frames;
mod narrowing;
mod pools;
mod subscriptions;
mod trailed;
pub use beyond::{dom_end, max_lower, min_upper, End, EXACT_LIMIT};
pub use bounds::{clamp, wide};
pub use degree::SwiEntries;

pub type Var = u32;
pub type PropId = u32;

/// Event bits: what kind of change wakes a subscription.
pub const EV_VAL: u8 = 1;
pub const EV_BOUNDS: u8 = 2;
pub const EV_DOM: u8 = 4;

/// Subscription lists (indices into a variable's `Store::subs`).
const SUB_DOM: u8 = 0;
const SUB_BOUNDS: u8 = 1;
const SUB_VAL: u8 = 2;
/// The binary disequalities (`Ne2`, `AbsDiffNe`) on a variable: run
/// straight from the list when the variable is fixed, not queued.
const SUB_DIFF: u8 = 3;
const SUB_LISTS: usize = 4;

/// The list for a subscription's event mask: the widest event it asks for.
fn sub_list(ev: u8) -> u8 {
    if ev & EV_DOM != 0 {
        SUB_DOM
    } else if ev & EV_BOUNDS != 0 {
        SUB_BOUNDS
    } else {
        SUB_VAL
    }
}

/// The lists (bits of `VarInfo::watched`) that event mask `ev` concerns:
/// fixing concerns all three, a bounds change the bounds and domain lists,
/// any other change the domain list.
#[inline(always)]
fn concerned(ev: u8) -> u8 {
    match (ev & EV_VAL != 0, ev & EV_BOUNDS != 0) {
        (true, _) => 0b111,
        (false, true) => 0b011,
        _ => 0b001,
    }
}

/// No trail entry yet: a stamp is one past the position of the newest
/// entry, so that "not trailed above the mark" is one comparison
/// (`stamp <= mark`), with or without an entry.
const NO_STAMP: u32 = 0;

/// Propagator runs allowed in one fixpoint before giving up with an error:
/// a chain such as `X #> Y, Y #> X` over a huge finite range converges one
/// value per step.
pub const PROPAGATION_LIMIT: u64 = 20_000_000;
/// Propagator runs between two looks at the limit and the interrupt flag.
const CHECK_EVERY: u64 = 4096;
/// Bound tightenings of a half-infinite variable allowed in one fixpoint;
/// beyond it such tightenings are skipped (sound, only weaker), so that
/// `X #> Y, Y #> X, X in 0..sup` terminates as in SWI-Prolog.
const UNBOUNDED_STEPS: u32 = 64;

/// The `heap` of a store variable that stands for a constant: it has no
/// heap cell (the heap collector leaves it alone).
pub const NO_HEAP: Addr = Addr::MAX;

pub struct VarInfo {
    pub dom: Domain,
    /// The attributed variable cell on the heap ([`NO_HEAP`] for none).
    pub heap: Addr,
    stamp: u32,
    /// Bit `l` set when the subscription list `l` (`SUB_DOM`,
    /// `SUB_BOUNDS`, `SUB_VAL`) is not empty: a change asks one question
    /// for the lists it concerns instead of reading each (it fits in the
    /// padding).
    watched: u8,
    /// Never reused (unlike indices, which backtracking frees): the
    /// attribute holds index and serial, so a stale attribute (in a copy
    /// that outlived its store variable) is recognised.
    pub serial: u32,
}

pub struct PropInfo {
    /// None only while the propagator runs (taken out so that it can
    /// change the store it lives in); a linear one stays, with empty
    /// slices while it runs (`Prop::run_stored`).
    pub prop: Option<Prop>,
    pub alive: bool,
    /// In the queue, or not to be queued now: a dead propagator stays
    /// `queued` (set by [`Store::kill`]), and so does an idempotent one
    /// while it runs (its own prunings need not wake it), so that a
    /// wake-up asks one question per subscriber.
    queued: bool,
    prio: u8,
    /// `Prop::idempotent`, read once when it is added (a global's answer
    /// is a virtual call).
    idempotent: bool,
    /// How a linear propagator was written, for its residual goal only
    /// (it fits in the padding: no entry grows).
    pub shape: Shape,
}

enum Entry {
    Dom {
        var: Var,
        old: Domain,
        old_stamp: u32,
    },
    NewVar,
    /// A propagator with its subscriptions: undoing it walks them again
    /// (`Store::unsubscribe`), with no entry of their own.
    NewProp,
    /// A global (`Prop::Global`) with its subscriptions, which are
    /// `Store::global_subs` from this position on: undoing it reads them
    /// there rather than asking the global again (a virtual call a
    /// variable, through a closure).
    NewGlobal(u32),
    /// A binary disequality between the two variables, with its two
    /// subscriptions (one entry rather than three: queens-like models
    /// post thousands).
    NewDiff(Var, Var),
    /// A reified connective (`Prop::BoolAnd`, `Prop::BoolOr`) over x, y
    /// and b, each subscribed on its fixing list (one entry that names
    /// them: undoing it reads no propagator; bibd posts 147).
    NewConnective([Var; 3]),
    /// A disjunction of two relations over the same two variables
    /// (`Prop::PairLeOr`: a precedence, "next to"): `vars` are the two
    /// variables, subscribed on `list`, then the two truth values, on the
    /// fixing list (one entry that names them: undoing it walks no
    /// subscriptions through a closure; an open shop posts its model
    /// again for every makespan tried).
    NewPairOr {
        vars: [Var; 4],
        list: u8,
    },
    /// A subscription on `Store::quiet`.
    QuietSub(Var),
    Kill(PropId),
    /// The newest this many propagators of `Store::diff_kills`, killed by
    /// one pass over a fixed variable's binary disequalities (one entry
    /// for the pass rather than one a propagator: a queen fixed kills
    /// some twenty).
    DiffKills(u32),
    LabelFrame,
    /// The old start of the newest labeling frame (its fixed prefix was skipped).
    LabelStart(u32),
    /// A side interval past the finite range (`beyond.rs`).
    Beyond,
    /// Entries added to the degree of a variable (`degree.rs`).
    /// (An `i32`: a wider field would make every entry larger.)
    Degree(Var, i32),
    /// A class root linked into another class (`degree.rs`).
    DegreeLink(Var),
    /// A range of propagators dead at once in SWI-Prolog (`degree.rs`).
    SwiKilled,
    /// A propagator's trailed word (`trailed.rs`) and its old value.
    Word(u32, u32),
    /// A block of trailed words made (its start, its propagator).
    Block(u32, PropId),
}

/// Why a fixpoint stopped without an answer.
#[derive(Debug)]
pub enum Overflow {
    Propagation,
    /// The interrupt flag (`Store::stop`) rose. The queue is kept: running
    /// the fixpoint again goes on where it stopped.
    Interrupted,
}

#[derive(Default)]
pub struct Store {
    pub vars: Vec<VarInfo>,
    /// Each variable's subscribed propagators (beside `vars`, which stays
    /// small for the propagators' domain reads), by the change that wakes
    /// them: any change (`SUB_DOM`), a bounds change (`SUB_BOUNDS`),
    /// fixing (`SUB_VAL`). An update walks only the lists its change
    /// concerns. The binary disequalities, woken by fixing too, are apart
    /// (`SUB_DIFF`): the fixpoint loop runs them from the list of fixed
    /// variables. It may be longer than `vars`: backtracking leaves the
    /// lists of the variables it removes, emptied, to the next variables
    /// of those indices (posting then allocates no lists).
    subs: Vec<[Vec<PropId>; SUB_LISTS]>,
    /// Each variable's subscriptions that wake nothing (as long as the
    /// highest variable that has had one): a reified equality
    /// `B <=> (Y = c)` on Y, once a channel propagator on Y acts for it
    /// (`propagators/channel.rs`). Listed for the residual goals, the
    /// degree and unification, never read by a change of Y.
    quiet: Vec<Vec<PropId>>,
    /// Each variable's degree as SWI-Prolog counts it (`degree.rs`), as
    /// long as `subs`.
    degrees: Vec<degree::Degree>,
    /// The variables linked into another's degree class, oldest first
    /// (`degree.rs`).
    degree_links: Vec<Var>,
    /// The ranges of propagators (first, past the last), ascending, whose
    /// counterparts SWI-Prolog kills as it posts them (`degree.rs`).
    swi_killed: Vec<(PropId, PropId)>,
    pub props: Vec<PropInfo>,
    /// The written form the next propagator added takes (then back to
    /// `Shape::Sum`): set by the relation that posts it.
    pub pending_shape: Shape,
    /// The machine's interrupt flag (Ctrl-C), looked at every few thousand
    /// propagator runs: a fixpoint can run for minutes.
    pub stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    trail: Vec<Entry>,
    /// The binary disequalities killed by the passes over fixed variables
    /// (`Store::run_diffs`), oldest first; each pass's run is one
    /// `Entry::DiffKills` on the trail.
    diff_kills: Vec<PropId>,
    queue: Queue,
    pub stats: Stats,
    /// Store trail height at the newest choicepoint (set by the caller
    /// before changing the store).
    pub mark: u32,
    /// Variables that became singletons; the caller binds their heap cells
    /// (and clears the list) after each fixpoint. The fixpoint loop runs
    /// their binary disequalities (`SUB_DIFF`) in this order.
    pub fixed: Vec<Var>,
    /// The side intervals of variables with bounds past the finite
    /// range, newest last (`beyond.rs`); trailed.
    beyond: Vec<(Var, beyond::End, beyond::End)>,
    /// How many propagators posted (dead ones included) are
    /// [`Prop::watches_aliasing`]: none, and nothing is looked for.
    pub alias_watchers: u32,
    /// The buffer of `builtins/aliasing.rs`'s propagators to look at.
    pub scratch_alias: Vec<(PropId, Var)>,
    /// The variables of `beyond` given one value since the caller last
    /// bound heap cells (as `fixed`).
    pub fixed_beyond: Vec<Var>,
    unbounded_steps: u32,
    /// The atom `clpfd` (the attribute module), interned on first use.
    pub module: Option<crate::term::Atom>,
    next_serial: u32,
    /// Emptied variable lists of labeling frames that backtracking
    /// removed, reused by new frames.
    spare_lists: Vec<Vec<PropId>>,
    /// The term slices of linear propagators that backtracking removed,
    /// by length (see [`Store::lin_slices`]).
    lin_pool: Vec<Vec<LinSlices>>,
    /// The boxes of disjunctions of precedences that backtracking removed
    /// (at most as many as the linear pool keeps of each length), for the
    /// next posts (`pools.rs`).
    pair_pool: Vec<Box<PairLeOr>>,
    /// Scratch buffers for posting linear constraints (kept for their capacity).
    pub scratch_terms: Vec<(i128, Cell)>,
    pub scratch_work: Vec<(Cell, i128)>,
    /// make_lin's merged terms (kept for its capacity: posting a linear
    /// propagator then allocates only the propagator's own two slices).
    pub scratch_lin: Vec<(i128, Var)>,
    /// Scratch buffer for the variables being labeled.
    pub scratch_vars: Vec<Var>,
    /// The bounds of each term of the linear equation being propagated
    /// (`Lin::prop_eq_finite`; kept for its capacity).
    pub scratch_term_bounds: Vec<(i128, i128)>,
    /// The same in i64, the arithmetic those passes try first.
    pub scratch_term_bounds64: Vec<(i64, i64)>,
    /// The variables of each running labeling (`'$fd_search'`), in list
    /// order, so that a retry need not read the list again; pushed on the
    /// store trail, so that backtracking past a labeling's start drops it.
    /// With each, the position of its first unfixed variable (trailed):
    /// a labeling step skips the fixed prefix once, not at every choice.
    label_frames: Vec<(Vec<Var>, u32)>,
    /// The objectives of running branch-and-bound searches (innermost
    /// last): the variable, whether it is maximised, and the best value
    /// found so far. Not trailed: a bound only ever tightens while its
    /// search runs, and every retry of a labeling choice imposes it.
    pub objectives: Vec<Objective>,
    /// Propagators' trailed words (`trailed.rs`).
    words: trailed::Words,
    /// The subscriptions (variable, list) of the globals posted, oldest
    /// first (`Entry::NewGlobal`).
    global_subs: Vec<(Var, u8)>,
}

/// The coefficients and variables of a linear propagator (`Lin::a`, `Lin::x`).
pub type LinSlices = (Box<[i64]>, Box<[Var]>);

/// An objective of labeling([max(E)]) / [min(E)]'s search for the best value.
#[derive(Clone, Copy, Debug)]
pub struct Objective {
    pub var: Var,
    pub maximise: bool,
    pub best: Option<i64>,
}

impl Store {
    pub fn trail_len(&self) -> u32 {
        self.trail.len() as u32
    }

    /// Undoes every store change above trail height `mark`. Called on
    /// every backtrack, so the common case of a program without
    /// constraints (nothing to undo) costs one inlined test.
    #[inline]
    pub fn undo_to(&mut self, mark: u32) {
        if self.trail.len() > mark as usize || !self.fixed.is_empty() {
            self.undo_entries(mark);
        }
    }

    fn undo_entries(&mut self, mark: u32) {
        while self.trail.len() > mark as usize {
            match self.trail.pop().expect("store trail entry") {
                Entry::Dom { var, old, old_stamp } => {
                    let v = &mut self.vars[var as usize];
                    v.dom = old;
                    v.stamp = old_stamp;
                }
                Entry::DiffKills(n) => {
                    let from = self.diff_kills.len() - n as usize;
                    for &p in &self.diff_kills[from..] {
                        let info = &mut self.props[p as usize];
                        info.alive = true;
                        info.queued = false;
                    }
                    self.diff_kills.truncate(from);
                }
                Entry::Kill(p) => {
                    // Backtracking happens with the queue empty.
                    let info = &mut self.props[p as usize];
                    info.alive = true;
                    info.queued = false;
                }
                Entry::NewVar => {
                    // Its subscription lists stay, emptied, for the next
                    // variable of this index.
                    self.vars.pop();
                    for list in &mut self.subs[self.vars.len()] {
                        list.clear();
                    }
                    self.degrees[self.vars.len()] = Default::default();
                }
                Entry::NewProp => self.undo_new_prop(),
                Entry::NewGlobal(start) => self.undo_new_global(start),
                Entry::NewConnective(xyb) => self.undo_new_connective(xyb),
                Entry::NewPairOr { vars, list } => self.undo_new_pair_or(vars, list),
                Entry::NewDiff(x, y) => {
                    self.props.pop();
                    self.subs[y as usize][SUB_DIFF as usize].pop();
                    self.subs[x as usize][SUB_DIFF as usize].pop();
                }
                Entry::QuietSub(var) => {
                    self.quiet[var as usize].pop();
                }
                Entry::Degree(root, delta) => self.undo_add_degree(root, delta),
                Entry::DegreeLink(root) => self.undo_degree_link(root),
                Entry::SwiKilled => {
                    self.swi_killed.pop();
                }
                Entry::Beyond => self.pop_beyond(),
                Entry::Word(i, old) => self.undo_word(i, old),
                Entry::Block(at, p) => self.undo_block(at, p),
                Entry::LabelFrame => {
                    if let Some((mut frame, _)) = self.label_frames.pop() {
                        frame.clear();
                        self.spare_lists.push(frame);
                    }
                }
                Entry::LabelStart(old) => {
                    if let Some(frame) = self.label_frames.last_mut() {
                        frame.1 = old;
                    }
                }
            }
        }
        self.forget_fixed();
    }

    /// Removes the newest propagator. Out of line: in the undo loop its
    /// subscriptions' walk made every other entry dearer (queens_all(9),
    /// which removes few propagators and many domains, +0.4%).
    #[inline(never)]
    fn undo_new_prop(&mut self) {
        if let Some(PropInfo { prop: Some(prop), .. }) = self.props.pop() {
            self.unsubscribe(&prop, self.props.len() as PropId);
            if prop.watches_aliasing() {
                self.alias_watchers -= 1;
            }
            self.recycle(prop);
        }
    }

    /// Removes the newest propagator, a reified connective over `xyb`.
    #[inline(never)]
    fn undo_new_connective(&mut self, xyb: [Var; 3]) {
        self.props.pop();
        let p = self.props.len() as PropId;
        for v in xyb.into_iter().rev() {
            unsubscribe_one(&mut self.subs, &mut self.vars, p, v, SUB_VAL);
        }
    }

    /// Removes the newest propagator, a disjunction over one pair of
    /// variables (`Entry::NewPairOr`), its box kept for the next post.
    #[inline(never)]
    fn undo_new_pair_or(&mut self, vars: [Var; 4], list: u8) {
        let p = self.props.len() as PropId - 1;
        for (i, v) in vars.into_iter().enumerate() {
            unsubscribe_one(&mut self.subs, &mut self.vars, p, v, if i < 2 { list } else { SUB_VAL });
        }
        if let Some(PropInfo { prop: Some(prop), .. }) = self.props.pop() {
            self.recycle(prop);
        }
    }

    /// Removes the newest propagator, a global whose subscriptions are
    /// `global_subs[start..]`.
    #[inline(never)]
    fn undo_new_global(&mut self, start: u32) {
        let p = self.props.len() as PropId - 1;
        let (subs, vars) = (&mut self.subs, &mut self.vars);
        for (v, list) in self.global_subs.drain(start as usize..) {
            unsubscribe_one(subs, vars, p, v, list);
        }
        if let Some(PropInfo { prop: Some(prop), .. }) = self.props.pop() {
            if prop.watches_aliasing() {
                self.alias_watchers -= 1;
            }
        }
    }

    /// Drops the lists of variables fixed since the last fixpoint (after a
    /// failure or an abandoned fixpoint nothing reads them).
    pub fn forget_fixed(&mut self) {
        self.fixed.clear();
        self.fixed_beyond.clear();
    }

    pub fn new_var(&mut self, dom: Domain, heap: Addr) -> Var {
        self.next_serial = self.next_serial.wrapping_add(1);
        if self.subs.len() == self.vars.len() {
            self.subs.push(Default::default());
            self.degrees.push(Default::default());
        }
        self.vars.push(VarInfo { dom, heap, stamp: NO_STAMP, watched: 0, serial: self.next_serial });
        self.trail.push(Entry::NewVar);
        (self.vars.len() - 1) as Var
    }

    /// Runs `lin`, a relation over one variable, once in place of
    /// adding it as a propagator: `a*x rel c` narrows x's bounds, fixes it
    /// or removes one value, after which it can prune nothing more, so the
    /// propagator would be dead after its first run (SWI-Prolog too only
    /// narrows the domain for `X #=< 5`, `X #\= 3`). Its statistics are
    /// those of that propagator (posted, run once). Ok(false) when it
    /// fails (the queue cleared, as a failing fixpoint leaves it), Ok(true)
    /// when it is entailed (what it woke is queued for the fixpoint), and
    /// Err(lin) when it is not entailed yet: to be posted as usual.
    pub fn run_unary_lin(&mut self, lin: Lin) -> Result<bool, Lin> {
        debug_assert!(lin.x.len() == 1);
        let status = lin.propagate(self);
        if let Status::Ok = status {
            return Err(lin);
        }
        self.stats.constraints += 1;
        self.stats.resumptions += 1;
        self.recycle(Prop::Lin(lin));
        Ok(match status {
            Status::Fail => self.fail(),
            _ => true,
        })
    }

    /// Adds a propagator subscribed to `subs` and queues it.
    pub fn add_prop(&mut self, prop: Prop) -> PropId {
        let id = self.add_prop_idle(prop);
        self.schedule(id);
        id
    }

    /// Adds a propagator that would prune nothing if it ran now (such as
    /// a disequality between two unfixed variables), without queueing it:
    /// it runs when a subscribed event wakes it.
    pub fn add_prop_idle(&mut self, prop: Prop) -> PropId {
        let id = self.props.len() as PropId;
        if let Prop::Global(g) = &prop {
            // What the store keeps of it, in one virtual call.
            let traits = g.traits();
            // Logged for its undoing (`Entry::NewGlobal`); no SWI-Prolog
            // posting extras (those are for min and max).
            self.trail.push(Entry::NewGlobal(self.global_subs.len() as u32));
            if traits.watches_aliasing {
                self.alias_watchers += 1;
            }
            let (subs, vars, log) = (&mut self.subs, &mut self.vars, &mut self.global_subs);
            let mut sub = |v: Var, list: u8| {
                subs[v as usize][list as usize].push(id);
                vars[v as usize].watched |= 1 << list;
                log.push((v, list));
            };
            match g.uniform_subscriptions() {
                Some((xs, ev)) => {
                    let list = sub_list(ev);
                    xs.iter().for_each(|&v| sub(v, list));
                }
                None => g.subscriptions(&mut |v, ev| sub(v, sub_list(ev))),
            }
            return self.push_prop(prop, traits.priority, traits.idempotent);
        }
        let prio = prop.priority();
        let idempotent = prop.idempotent();
        if let Prop::Ne2 { x, y, .. } | Prop::AbsDiffNe { x, y, .. } = prop {
            self.subs[x as usize][SUB_DIFF as usize].push(id);
            self.subs[y as usize][SUB_DIFF as usize].push(id);
            self.trail.push(Entry::NewDiff(x, y));
        } else if let Prop::BoolAnd { x, y, b } | Prop::BoolOr { x, y, b } = prop {
            // Three fixing subscriptions, named by the trail entry (the
            // general path's closure, and its walk again on undoing, cost
            // about twice as much).
            for v in [x, y, b] {
                self.subs[v as usize][SUB_VAL as usize].push(id);
                self.vars[v as usize].watched |= 1 << SUB_VAL;
            }
            self.trail.push(Entry::NewConnective([x, y, b]));
        } else if let Some((vars, list)) = pair_or_subscriptions(&prop) {
            // What the general path's closure subscribes, in its order.
            for (i, v) in vars.into_iter().enumerate() {
                let list = if i < 2 { list } else { SUB_VAL };
                self.subs[v as usize][list as usize].push(id);
                self.vars[v as usize].watched |= 1 << list;
            }
            self.trail.push(Entry::NewPairOr { vars, list });
        } else {
            self.trail.push(Entry::NewProp);
            if prop.watches_aliasing() {
                self.alias_watchers += 1;
            }
            // The subscriptions have no trail entries of their own: undoing
            // `Entry::NewProp` walks them again (`Store::unsubscribe`).
            if let Prop::Lin(l) | Prop::BoolSum(l) = &prop {
                // The common post: one list and one mask bit for every
                // variable, with no closure (and no SWI-Prolog posting
                // extras: those are for min and max).
                let list = sub_list(l.event());
                for &v in l.x.iter() {
                    self.subs[v as usize][list as usize].push(id);
                    self.vars[v as usize].watched |= 1 << list;
                }
                return self.push_prop(prop, prio, idempotent);
            }
            let (subs, vars) = (&mut self.subs, &mut self.vars);
            prop.subscriptions(|v, ev| {
                let list = sub_list(ev);
                subs[v as usize][list as usize].push(id);
                vars[v as usize].watched |= 1 << list;
            });
            self.swi_posting_extras(&prop);
        }
        self.push_prop(prop, prio, idempotent)
    }

    /// Takes propagator `p`, the newest, off the lists [`Store::add_prop_idle`]
    /// put it on: each is its last entry, since every propagator added
    /// after it is gone already, but for the subscriptions moved to the
    /// quiet lists (`add_prop_idle_quiet_on`), which are no longer there.
    #[inline(always)]
    fn unsubscribe(&mut self, prop: &Prop, p: PropId) {
        let (subs, vars) = (&mut self.subs, &mut self.vars);
        let mut off = |v: Var, list: u8| unsubscribe_one(subs, vars, p, v, list);
        if let Prop::Lin(l) | Prop::BoolSum(l) = prop {
            let list = sub_list(l.event());
            l.x.iter().for_each(|&v| off(v, list));
        } else {
            prop.subscriptions(|v, ev| off(v, sub_list(ev)));
        }
    }

    /// The end of [`Store::add_prop_idle`]: the propagator, subscribed,
    /// joins the store with the shape its post left.
    #[inline(always)]
    fn push_prop(&mut self, prop: Prop, prio: u8, idempotent: bool) -> PropId {
        let id = self.props.len() as PropId;
        let shape = std::mem::take(&mut self.pending_shape);
        self.props.push(PropInfo { prop: Some(prop), alive: true, queued: false, prio, idempotent, shape });
        self.stats.constraints += 1;
        id
    }

    /// The attribute value that names variable `v`.
    pub fn tag(&self, v: Var) -> i64 {
        ((self.vars[v as usize].serial as i64) << 32) | v as i64
    }

    /// The variable an attribute value names, if it is still alive.
    pub fn untag(&self, tag: i64) -> Option<Var> {
        let v = (tag & 0xffff_ffff) as usize;
        let serial = (tag >> 32) as u32;
        (v < self.vars.len() && self.vars[v].serial == serial).then_some(v as Var)
    }

    #[inline]
    pub fn dom(&self, v: Var) -> &Domain {
        &self.vars[v as usize].dom
    }
    #[inline]
    pub fn min(&self, v: Var) -> i64 {
        self.vars[v as usize].dom.min()
    }
    #[inline]
    pub fn max(&self, v: Var) -> i64 {
        self.vars[v as usize].dom.max()
    }
    #[inline]
    pub fn value(&self, v: Var) -> Option<i64> {
        self.vars[v as usize].dom.value()
    }

    fn schedule(&mut self, p: PropId) {
        let info = &mut self.props[p as usize];
        if !info.queued {
            info.queued = true;
            self.queue.push(p, info.prio);
        }
    }

    /// Replaces the domain of `v` by `new`, a strict subset of it.
    fn update(&mut self, v: Var, new: Domain) {
        let d = &self.vars[v as usize].dom;
        let bounds = new.min() != d.min() || new.max() != d.max();
        self.replace_dom(v, new, bounds);
    }

    /// [`Store::update`] when the caller knows whether the bounds moved.
    #[inline(always)]
    fn replace_dom(&mut self, v: Var, new: Domain, bounds: bool) {
        let vi = &mut self.vars[v as usize];
        let mut ev = EV_DOM;
        if bounds {
            ev |= EV_BOUNDS;
        }
        // Only a bounds change leaves a single value.
        let singleton = bounds && new.value().is_some();
        if singleton {
            ev |= EV_VAL;
        }
        // Read now, with the variable at hand (not found again by `wake`).
        let watched = vi.watched;
        if vi.stamp <= self.mark {
            // The old domain moves straight into its trail entry (not by
            // way of a local, which cost a copy through the stack).
            let old_stamp = vi.stamp;
            vi.stamp = self.trail.len() as u32 + 1;
            self.trail.push(Entry::Dom { var: v, old: std::mem::replace(&mut vi.dom, new), old_stamp });
        } else {
            vi.dom = new;
        }
        self.stats.prunings += 1;
        if singleton {
            self.fixed.push(v);
        }
        self.wake_lists(v, watched & concerned(ev));
    }

    /// Queues the propagators of `v` that event `ev` concerns.
    #[inline(always)]
    fn wake(&mut self, v: Var, ev: u8) {
        self.wake_lists(v, self.vars[v as usize].watched & concerned(ev));
    }

    /// Queues the propagators on the lists of `v` whose bits are set in
    /// `lists` (of its `watched` mask).
    #[inline(always)]
    fn wake_lists(&mut self, v: Var, mut lists: u8) {
        if lists == 0 {
            return;
        }
        // The lists are read while the flags and queue change: borrow the
        // fields apart.
        let (props, queue) = (&mut self.props, &mut self.queue);
        // The variable's lists, found once for all of them.
        let subs = &self.subs[v as usize];
        while lists != 0 {
            // (Within the first three lists: no bounds check.)
            let list = &subs[(lists.trailing_zeros() & 3) as usize];
            lists &= lists - 1;
            for &p in list {
                let info = &mut props[p as usize];
                // Dead, or running and idempotent, it is `queued` too.
                if !info.queued {
                    info.queued = true;
                    queue.push(p, info.prio);
                }
            }
        }
    }

    /// Half-infinite variables stop being tightened after a while in one
    /// fixpoint (see `UNBOUNDED_STEPS`).
    fn unbounded_budget(&mut self, d: &Domain) -> bool {
        if d.min() == INF || d.max() == SUP {
            return self.unbounded_step();
        }
        true
    }

    /// Counts one tightening of a half-infinite bound; false once the
    /// fixpoint's budget is spent.
    fn unbounded_step(&mut self) -> bool {
        self.unbounded_steps += 1;
        self.unbounded_steps <= UNBOUNDED_STEPS
    }

    /// Kills an entailed propagator (undone on backtracking).
    pub fn kill(&mut self, p: PropId) {
        let info = &mut self.props[p as usize];
        if info.alive {
            info.alive = false;
            info.queued = true;
            self.trail.push(Entry::Kill(p));
            self.stats.entailments += 1;
        }
    }
}

#[cfg(test)]
mod tests;

/// The subscriptions of a disjunction over one pair of variables (both
/// sides over the same two): the two variables with the list of the
/// widest event of the sides, then the two truth values (fixing). None
/// for any other propagator.
#[inline(always)]
fn pair_or_subscriptions(prop: &Prop) -> Option<([Var; 4], u8)> {
    let Prop::PairLeOr(d) = prop else { return None };
    let [x, y] = d.one_pair()?;
    let [s0, s1] = &d.sides;
    Some(([x, y, d.b[0], d.b[1]], sub_list(s0.event().max(s1.event()))))
}

/// Takes the newest propagator `p` off `v`'s list `list`, where it is the
/// last entry unless it was moved to the quiet lists (see
/// [`Store::unsubscribe`]).
#[inline(always)]
fn unsubscribe_one(subs: &mut [[Vec<PropId>; SUB_LISTS]], vars: &mut [VarInfo], p: PropId, v: Var, list: u8) {
    let l = &mut subs[v as usize][list as usize];
    if l.last() == Some(&p) {
        l.pop();
        if l.is_empty() {
            vars[v as usize].watched &= !(1 << list);
        }
    }
}
