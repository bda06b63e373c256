//! Labeling support: `'$fd_search'/3`, the search of labeling/2 done
//! natively for every branching. It chooses a variable and branches on it
//! as SWI-Prolog does: `step` tries its smallest (largest, for `down`)
//! value and on backtracking removes that value; `enum` tries each value
//! of its domain in turn; `bisect` tries the lower (upper) half of its
//! domain, then the other. One call labels variable after variable
//! without returning to Prolog, leaving one choicepoint per choice (its
//! redo state says what the retry tries); it hands back to Prolog only
//! when every variable is fixed, when a binding woke goals of other
//! attribute modules (freeze/2, dif/2), which must run before labeling
//! goes on, or for an `enum` or `bisect` choice on bounds past the finite
//! range. After backtracking the store is as it was before the choice. The
//! variable list is read once per call: its store variables are kept in a
//! labeling frame of the store (undone by backtracking past the call), from
//! which every choice takes the unfixed ones in place: the frame's start
//! skips its fixed prefix (a trailed index), the variable choice passes
//! over the fixed ones after it, and nothing is copied.
//!
//! `'$fd_enum'/3` enumerates a domain past the finite range (such as
//! `0..2^70`) as SWI-Prolog does, reading the values off the domain as it
//! goes (the redo state is the value tried), with no list of values.
//!
//! labeling([max(E)]) and [min(E)] look for the best value by one search
//! (branch and bound without restarts): `'$fd_objective_push'/2` names the
//! objective, each solution tightens its bound
//! (`'$fd_objective_found'/1`), and every retry of a choice imposes the
//! bound before going on, so the rest of the search only looks for
//! better solutions; `'$fd_objective_pop'/1` gives the best value. A
//! retry whose bound fails at once removes with it the choices below that
//! saw the objective's same domain (`drop_doomed_retries`).

use super::primitives::{big_integer, clpfd_atom, set_mark, settle, store_var};
use super::query::var_of;
use super::wide_domains::{big_cell, next_value};
use crate::arith::big::BigInt;
use crate::builtins::{b, nd, Builtin};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::labeling::{select, Select};
use crate::clpfd::store::{Objective, Var};
use crate::machine::choice::Alt;
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Addr, Atom, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$fd_label_vars", 1, label_vars, "+list"),
    b("$fd_search_mode", 4, search_mode, "+atom,+atom,+atom,-integer"),
    b("$fd_options_mode", 2, options_mode, "+list,-integer"),
    b("$fd_objectives_mode", 3, objectives_mode, "+list,-integer,-list"),
    b("$fd_step_mode", 1, step_mode, "+integer"),
    nd("$fd_search", 3, fd_search, "+list,+integer,-term"),
    nd("$fd_enum", 3, fd_enum, "?var,+atom,-integer"),
    b("$fd_objective_push", 2, objective_push, "+atom,?var"),
    b("$fd_objective_found", 1, objective_found, "+integer"),
    b("$fd_objective_pop", 1, objective_pop, "-term"),
];

/// '$fd_objective_push'(+Dir, ?S): a search for the best value of S
/// (Dir max or min) begins.
fn objective_push(m: &mut Machine) -> Res {
    let maximise = matches!(m.arg(0), Cell::Atom(a) if m.atoms.text(a) == "max");
    let var = super::primitives::fd_var(m, m.x[1])?;
    m.fd.objectives.push(Objective { var, maximise, best: None });
    Ok(true)
}

/// '$fd_objective_found'(+V): a solution with objective value V.
fn objective_found(m: &mut Machine) -> Res {
    let Cell::Int(v) = m.arg(0) else { return Ok(false) };
    if let Some(o) = m.fd.objectives.last_mut() {
        let better = match o.best {
            None => true,
            Some(b) => (o.maximise && v > b) || (!o.maximise && v < b),
        };
        if better {
            o.best = Some(v);
        }
    }
    Ok(true)
}

/// '$fd_objective_pop'(-Best): the search ends; Best is the best value
/// found, or `none`.
fn objective_pop(m: &mut Machine) -> Res {
    let best = match m.fd.objectives.pop().and_then(|o| o.best) {
        Some(v) => Cell::Int(v),
        None => Cell::Atom(m.atoms.intern("none")),
    };
    let x0 = m.x[0];
    Ok(m.unify(x0, best))
}

/// Imposes the bound of the innermost branch-and-bound search: only a
/// better solution is worth looking for. False when none can exist here.
fn impose_objective(m: &mut Machine) -> bool {
    match m.fd.objectives.last() {
        Some(&Objective { var, maximise: true, best: Some(b) }) => b < i64::MAX && m.fd.set_min(var, b + 1),
        Some(&Objective { var, maximise: false, best: Some(b) }) => b > i64::MIN && m.fd.set_max(var, b - 1),
        _ => true,
    }
}

/// A retry of a `step` choice found that the objective's bound fails at
/// once: a better solution was found below the choice, and the
/// objective's domain here cannot reach it. The `step` choices of the
/// search made before (in the stack below, newest first) that saw this
/// same domain (the objective unchanged since, `Store::unchanged_since`)
/// would each fail the same way when retried: they are removed now, so
/// that backtracking goes to the first that can still do better and undoes
/// the store once, rather than entering and failing each retry (27 of 32
/// a job-shop solve). The walk stops at any other choicepoint.
#[inline(never)]
fn drop_doomed_retries(m: &mut Machine, p: PredId) {
    let Some(&Objective { var, best: Some(_), .. }) = m.fd.objectives.last() else { return };
    if m.fd.has_beyond() {
        return; // a side interval has its own trail entries
    }
    let mut k = m.choices.len();
    while let Some(c) = k.checked_sub(1).map(|i| &m.choices[i]) {
        let doomed = match c.alt {
            Alt::Redo { pred, state: Cell::Int(_), .. } if pred == p => {
                let mode = m.argstack.get(c.args as usize + 1).map(|&c| m.heap.deref(c)).and_then(Mode::from_code);
                matches!(mode, Some(Mode { br: Branch::Step, .. })) && m.fd.unchanged_since(var, c.fd_trail_top)
            }
            _ => false,
        };
        if !doomed {
            break;
        }
        k -= 1;
    }
    m.pop_choices_to(k);
}

/// The unfixed FD variables of a list into `vars`; an error for a
/// variable without a finite domain or a non-integer. Walks the list in
/// place (no item vector), reading each variable's store number where
/// `fresh_var` lays it out (`attribute_var`) and its domain once.
fn candidates(m: &mut Machine, list: Cell, vars: &mut Vec<Var>) -> Result<(), Exc> {
    vars.clear();
    let module = clpfd_atom(m);
    let mut t = m.heap.deref(list);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        let a = match t {
            Cell::Atom(atoms::NIL) => return Ok(()),
            Cell::Lis(a) if !cycle.closes_at(a) => a,
            Cell::Ref(_) | Cell::Attv(_) => return Err(m.err_instantiation()),
            _ => {
                let whole = m.heap.deref(list);
                return Err(m.err_type(atoms::LIST, whole));
            }
        };
        let c = m.heap.deref(m.heap.get(a));
        t = m.heap.deref(m.heap.get(a + 1));
        let x = match c {
            // Dereferenced: an attributed variable is its own cell.
            Cell::Attv(x) => x,
            Cell::Int(_) | Cell::Big(_) => continue,
            Cell::Ref(_) => return Err(m.err_instantiation()),
            c => return Err(m.err_type(atoms::INTEGER, c)),
        };
        let Some(v) = attribute_var(m, x, module).or_else(|| store_var(m, x)) else {
            return Err(m.err_instantiation());
        };
        // Fixed, or bounded at both ends (or past the finite range).
        let (lo, hi) = m.fd.dom(v).bounds();
        if lo == hi {
            continue;
        }
        if (lo == INF || hi == SUP) && !m.fd.wide_finite(v) {
            return Err(m.err_instantiation());
        }
        vars.push(v);
    }
}

/// The store variable of the attributed variable at `x` when clpfd's
/// attribute comes first, as `fresh_var` writes it (`store_var` reads
/// any other layout): the module looked up once for the whole list.
#[inline(always)]
fn attribute_var(m: &Machine, x: Addr, module: Atom) -> Option<Var> {
    let cells = &m.heap.cells;
    let Some(&Cell::Str(s)) = cells.get(x as usize + 1) else { return None };
    match cells.get(s as usize + 1..s as usize + 3)? {
        &[Cell::Atom(name), Cell::Int(tag)] if name == module => m.fd.untag(tag),
        _ => None,
    }
}

/// '$fd_label_vars'(+Vars): every item of Vars is an integer or a
/// variable with a finite domain (SWI-Prolog's check, made before the
/// options are read): an instantiation error for a variable without one,
/// a type error for any other term. One native walk rather than a Prolog
/// loop with a type test per item (about 1,000 instructions a variable).
fn label_vars(m: &mut Machine) -> Res {
    let mut vars = std::mem::take(&mut m.fd.scratch_vars);
    let checked = candidates(m, m.x[0], &mut vars);
    m.fd.scratch_vars = vars;
    checked.map(|()| true)
}

/// The branching of a labeling: `step` (V = Min, else V #\\= Min), `enum`
/// (V = each value in turn) or `bisect` (V #=< Mid, else V #> Mid).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Branch {
    Step,
    Enum,
    Bisect,
}

/// How a labeling searches, as `'$fd_search_mode'/4` packs it into one
/// small integer for `'$fd_search'/3`: read at every retry, it costs a
/// shift and a mask rather than comparisons of atom names, and the
/// choicepoint saves three argument registers rather than five.
#[derive(Clone, Copy)]
struct Mode {
    how: Select,
    down: bool,
    br: Branch,
}

const SELECTIONS: [Select; 5] =
    [Select::Leftmost, Select::FirstFail, Select::FirstFailConstrained, Select::Min, Select::Max];
const BRANCHES: [Branch; 3] = [Branch::Step, Branch::Enum, Branch::Bisect];

impl Mode {
    fn code(self) -> i64 {
        let how = SELECTIONS.iter().position(|&s| s == self.how).unwrap_or(0) as i64;
        let br = BRANCHES.iter().position(|&b| b == self.br).unwrap_or(0) as i64;
        how | (self.down as i64) << 3 | br << 4
    }

    fn from_code(c: Cell) -> Option<Mode> {
        let Cell::Int(k) = c else { return None };
        let how = *SELECTIONS.get((k & 7) as usize)?;
        let br = *BRANCHES.get((k >> 4) as usize)?;
        Some(Mode { how, down: k & 8 != 0, br })
    }
}

/// A labeling option of the search's own (not an objective).
enum Opt {
    Select(Select),
    Down(bool),
    Branch(Branch),
}

fn option_of(m: &Machine, c: Cell) -> Option<Opt> {
    let Cell::Atom(a) = c else { return None };
    let text = m.atoms.text(a);
    if let Some(how) = Select::from_name(text) {
        return Some(Opt::Select(how));
    }
    Some(match text {
        "up" => Opt::Down(false),
        "down" => Opt::Down(true),
        "step" => Opt::Branch(Branch::Step),
        "enum" => Opt::Branch(Branch::Enum),
        "bisect" => Opt::Branch(Branch::Bisect),
        _ => return None,
    })
}

/// '$fd_search_mode'(+Selection, +Order, +Branch, -Mode): the options of
/// a labeling as the integer `'$fd_search'/3` reads.
fn search_mode(m: &mut Machine) -> Res {
    let (sel, ord, br) = (m.arg(0), m.arg(1), m.arg(2));
    let mode = match (option_of(m, sel), option_of(m, ord), option_of(m, br)) {
        (Some(Opt::Select(how)), Some(Opt::Down(down)), Some(Opt::Branch(br))) => Mode { how, down, br },
        (s, o, _) => {
            // The first of the three that is not of its kind.
            let bad = match (s, o) {
                (Some(Opt::Select(_)), Some(Opt::Down(_))) => br,
                (Some(Opt::Select(_)), _) => ord,
                _ => sel,
            };
            let a = m.atoms.intern("labeling_option");
            return Err(m.err_domain(a, bad));
        }
    };
    let x3 = m.x[3];
    Ok(m.unify(x3, Cell::Int(mode.code())))
}

/// '$fd_options_mode'(+Options, -Mode): Mode is the search of a labeling
/// with Options (a later option overriding an earlier one of its kind),
/// when Options is a proper list of selections, orders and branchings;
/// fails otherwise (an objective, which `'$fd_objectives_mode'/3` reads,
/// or a bad option or a bad list, which labeling/2 reads in Prolog for its
/// error). One native walk for labeling's common case.
fn options_mode(m: &mut Machine) -> Res {
    let Some(mode) = read_options(m, None) else { return Ok(false) };
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int(mode.code())))
}

/// '$fd_objectives_mode'(+Options, -Mode, -Objectives): as
/// `'$fd_options_mode'/2`, objectives allowed: Objectives are the
/// `min(E)` and `max(E)` options in order. One native walk rather than a
/// Prolog loop over the options.
fn objectives_mode(m: &mut Machine) -> Res {
    let mut objectives = Vec::new();
    let Some(mode) = read_options(m, Some(&mut objectives)) else { return Ok(false) };
    let x1 = m.x[1];
    if !m.unify(x1, Cell::Int(mode.code())) {
        return Ok(false);
    }
    let list = m.heap.list(&objectives);
    let x2 = m.x[2];
    Ok(m.unify(x2, list))
}

/// The search that the option list in the first argument asks for, and
/// its objectives into `objectives` (None: an objective is no good
/// option); None for a bad option or a list that is not proper.
fn read_options(m: &Machine, mut objectives: Option<&mut Vec<Cell>>) -> Option<Mode> {
    let mut mode = Mode { how: Select::Leftmost, down: false, br: Branch::Step };
    let mut t = m.arg(0);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        let a = match t {
            Cell::Atom(atoms::NIL) => return Some(mode),
            Cell::Lis(a) if !cycle.closes_at(a) => a,
            _ => return None,
        };
        let opt = m.heap.deref(m.heap.get(a));
        match option_of(m, opt) {
            Some(Opt::Select(how)) => mode.how = how,
            Some(Opt::Down(down)) => mode.down = down,
            Some(Opt::Branch(br)) => mode.br = br,
            None => match objectives.as_mut() {
                Some(objs) if is_objective(m, opt) => objs.push(opt),
                _ => return None,
            },
        }
        t = m.heap.deref(m.heap.get(a + 1));
    }
}

/// Whether `c` is an objective of labeling/2: `min(E)` or `max(E)`.
fn is_objective(m: &Machine, c: Cell) -> bool {
    matches!(m.heap.functor_of(c), Some((f, 1)) if matches!(m.atoms.text(f), "min" | "max"))
}

/// '$fd_step_mode'(+Mode): the search Mode branches by `step`, the one
/// that finds the best value of an objective in one search.
fn step_mode(m: &mut Machine) -> Res {
    Ok(matches!(Mode::from_code(m.arg(0)), Some(Mode { br: Branch::Step, .. })))
}

/// '$fd_search'(+Vars, +Mode, -More): labels Vars; More = false when
/// every variable is fixed, More = true when woken goals must run first
/// (the caller then calls again), More = choice(Branch, Order, V) when
/// `enum` or `bisect` chose a variable V with bounds past the finite range
/// (the caller makes that choice in Prolog, then calls again), and More =
/// check when the first call finds Vars not a list of integers and
/// variables with finite domains (the caller's checks then throw the
/// error, in SWI-Prolog's order).
fn fd_search(m: &mut Machine, p: PredId) -> Res {
    let Some(Mode { how, down, br }) = Mode::from_code(m.arg(1)) else {
        let a = m.atoms.intern("labeling_option");
        let c = m.arg(1);
        return Err(m.err_domain(a, c));
    };
    let mut vars = std::mem::take(&mut m.fd.scratch_vars);
    let result = label_from(m, p, how, down, br, &mut vars);
    m.fd.scratch_vars = vars;
    result
}

/// The body of '$fd_search'/3; `vars` is the buffer the list is read
/// into on a first call.
///
/// Every choice leaves one choicepoint, whose redo state says what to
/// try next. The store is then as it was at the choice, so `step` and
/// `bisect` need only the chosen variable (an integer): the value tried
/// is its first one again, and the split point is computed again from
/// the same bounds. `enum` needs the value tried as well (its choice
/// does not narrow the domain it enumerates): the pair `[V|Value]`, built
/// on the heap before the choicepoint.
fn label_from(m: &mut Machine, p: PredId, how: Select, down: bool, br: Branch, vars: &mut Vec<Var>) -> Res {
    let more = m.x[2];
    let retry = m.redo_state;
    // A retry reads the variables from the frame its first call left,
    // restored to what it was at the choice: from its start on it holds
    // the chosen variable, so it is empty only if there is no frame.
    if retry.is_none() || m.fd.label_frame().is_empty() {
        if candidates(m, m.x[0], vars).is_err() {
            let check = m.atoms.intern("check");
            return Ok(m.unify(more, Cell::Atom(check)));
        }
        if vars.is_empty() {
            return Ok(m.unify(more, Cell::Atom(atoms::FALSE)));
        }
        m.fd.push_label_frame(vars);
    }
    // A first call imposes the objective's bound at once; a retry does
    // when it removes the value tried (with the store as it was then).
    // Only `step` searches for the best value this way (`'$fd_best'`).
    if retry.is_none() && br == Branch::Step && !m.fd.objectives.is_empty() {
        set_mark(m);
        if !impose_objective(m) || !settle(m)? {
            return Ok(false);
        }
    }
    match (retry, br) {
        (None, _) => {}
        (Some(Cell::Int(chosen)), Branch::Step) => {
            // The store is as it was at the choice: the value tried is the
            // chosen variable's first value again (read before the bound
            // narrows it: the chosen variable may be the objective).
            let v = chosen as Var;
            let d = m.fd.dom(v);
            let tried = if down { d.max() } else { d.min() };
            set_mark(m);
            if !impose_objective(m) {
                drop_doomed_retries(m, p);
                return Ok(false);
            }
            if !m.fd.remove(v, tried) || !settle(m)? {
                return Ok(false);
            }
        }
        (Some(Cell::Atom(atoms::NIL)), Branch::Step) => {
            // The bound tried was past the finite range (`step_beyond`).
            let Some(v) = choose(m, how) else {
                return Ok(m.unify(more, Cell::Atom(atoms::FALSE)));
            };
            let (lo, hi) = m.fd.big_bounds(v);
            let one = BigInt::from(1);
            let (lo, hi) = if down { (lo, hi.map(|h| h - one)) } else { (lo.map(|l| l + one), hi) };
            set_mark(m);
            if !impose_objective(m) || !m.fd.set_big_bounds(v, &lo, &hi) || !settle(m)? {
                return Ok(false);
            }
        }
        (Some(Cell::Lis(a)), Branch::Enum) => {
            let (Cell::Int(chosen), Cell::Int(tried)) = (m.heap.get(a), m.heap.get(a + 1)) else {
                return Ok(false);
            };
            if !enum_value(m, p, chosen as Var, Some(tried), down)? {
                return Ok(false);
            }
        }
        (Some(Cell::Int(chosen)), Branch::Bisect) => {
            // The store is as it was at the choice: the same bounds give
            // the same split point, and the other half is tried.
            let v = chosen as Var;
            let mid = split_point(m, v);
            set_mark(m);
            let narrowed = if down { m.fd.set_max(v, mid) } else { m.fd.set_min(v, mid + 1) };
            if !narrowed || !settle(m)? {
                return Ok(false);
            }
        }
        (Some(_), _) => return Ok(false),
    }
    loop {
        if !m.wake.is_empty() {
            return Ok(m.unify(more, Cell::Atom(atoms::TRUE)));
        }
        // The frame's start is then its leftmost unfixed variable.
        let Some(first) = m.fd.skip_label_prefix() else {
            return Ok(m.unify(more, Cell::Atom(atoms::FALSE)));
        };
        let v = if how == Select::Leftmost { first } else { choose(m, how).unwrap_or(first) };
        if m.fd.has_beyond() && m.fd.has_side(v) {
            if br != Branch::Step {
                // Enumerated or split in Prolog, in unbounded integers.
                let a = m.fd.vars[v as usize].heap;
                let var = m.heap.deref(Cell::Ref(a));
                let (name, br, ord) = (
                    m.atoms.intern("choice"),
                    m.atoms.intern(if br == Branch::Enum { "enum" } else { "bisect" }),
                    m.atoms.intern(if down { "down" } else { "up" }),
                );
                let choice = m.heap.compound(name, &[Cell::Atom(br), Cell::Atom(ord), var]);
                return Ok(m.unify(more, choice));
            }
            if m.fd.wide_finite(v) && !m.fd.dom(v).is_finite() {
                if !step_beyond(m, p, v, down)? {
                    return Ok(false);
                }
                continue;
            }
        }
        let ok = match br {
            Branch::Step => {
                let d = m.fd.dom(v);
                let value = if down { d.max() } else { d.min() };
                m.push_redo(p, Cell::Int(v as i64));
                set_mark(m);
                m.fd.assign(v, value) && settle(m)?
            }
            Branch::Enum => enum_value(m, p, v, None, down)?,
            Branch::Bisect => {
                let mid = split_point(m, v);
                m.push_redo(p, Cell::Int(v as i64));
                set_mark(m);
                let narrowed = if down { m.fd.set_min(v, mid + 1) } else { m.fd.set_max(v, mid) };
                narrowed && settle(m)?
            }
        };
        if !ok {
            return Ok(false);
        }
    }
}

/// The value of `d` that the `enum` branching tries after `tried` (its
/// first value when None; going down for `down`), and whether another
/// follows it.
fn enum_step(d: &Domain, tried: Option<i64>, down: bool) -> Option<(i64, bool)> {
    let value = match (tried, down) {
        (None, false) => Some(d.min()),
        (None, true) => Some(d.max()),
        (Some(k), false) => d.next_above(k),
        (Some(k), true) => d.next_below(k),
    }?;
    let more = if down { d.next_below(value).is_some() } else { d.next_above(value).is_some() };
    Some((value, more))
}

/// One value of the `enum` branching: `v` takes the value of its domain
/// after `tried` (its first value when None; going down for `down`),
/// leaving a choicepoint for the rest when there is one, as SWI-Prolog
/// enumerates the domain it saw at the choice.
fn enum_value(m: &mut Machine, p: PredId, v: Var, tried: Option<i64>, down: bool) -> Res {
    let Some((value, more)) = enum_step(m.fd.dom(v), tried, down) else { return Ok(false) };
    if more {
        let state = m.heap.compound(atoms::DOT, &[Cell::Int(v as i64), Cell::Int(value)]);
        m.push_redo(p, state);
    }
    set_mark(m);
    Ok(m.fd.assign(v, value) && settle(m)?)
}

/// The split point of `bisect` for `v`, SWI-Prolog's: the midpoint of
/// its bounds rounded toward zero, one lower when that is the largest
/// value (as for -1..0), so that both halves are smaller than the domain.
fn split_point(m: &Machine, v: Var) -> i64 {
    let d = m.fd.dom(v);
    split(d.min(), d.max())
}

/// [`split_point`] of bounds `lo < hi`.
fn split(lo: i64, hi: i64) -> i64 {
    let mid = (lo as i128 + hi as i128) / 2;
    (if mid == hi as i128 { mid - 1 } else { mid }) as i64
}

/// The variable to label next, read from the newest labeling frame (its
/// fixed prefix already skipped); None when every variable is fixed.
#[inline]
fn choose(m: &Machine, how: Select) -> Option<Var> {
    let frame = m.fd.label_frame();
    select(&m.fd, how, frame).map(|k| frame[k])
}

/// One choice of the `step` labeling for a variable with bounds past the
/// finite range: its lowest (highest, for `down`) value. The redo state
/// is `[]` rather than the value (an i64): after backtracking the store is
/// as it was, so the value tried is that bound again, and the retry moves
/// the bound past it.
fn step_beyond(m: &mut Machine, p: PredId, v: Var, down: bool) -> Res {
    let (lo, hi) = m.fd.big_bounds(v);
    let value = if down { hi } else { lo };
    m.push_redo(p, Cell::Atom(atoms::NIL));
    set_mark(m);
    Ok(m.fd.set_big_bounds(v, &value, &value) && settle(m)?)
}

/// '$fd_enum'(?V, +Order, -X): X is each value of V's domain in turn,
/// smallest first (largest for `down`). A retry finds the value after the
/// one it tried in the domain, which backtracking has restored to what
/// the first call saw; the last value leaves no choicepoint.
fn fd_enum(m: &mut Machine, p: PredId) -> Res {
    let down = matches!(m.arg(1), Cell::Atom(a) if m.atoms.text(a) == "down");
    let x = m.heap.deref(m.x[0]);
    let x2 = m.x[2];
    if let Cell::Int(_) | Cell::Big(_) = x {
        return Ok(m.redo_state.is_none() && m.unify(x2, x));
    }
    let Some(v) = var_of(m, x) else { return Err(m.err_instantiation()) };
    let tried = m.redo_state;
    if let Some(iv) = m.fd.big_intervals(v) {
        let after = tried.and_then(|c| match c {
            Cell::Int(i) => Some(BigInt::from(i)),
            c => big_integer(m, c),
        });
        let next = |after: Option<&BigInt>| next_value(&iv, after, down);
        let Ok(value) = next(after.as_ref()) else { return Err(m.err_instantiation()) };
        let Some(value) = value else { return Ok(false) };
        let more = matches!(next(Some(&value)), Ok(Some(_)));
        let cell = big_cell(m, &value);
        if more {
            m.push_redo(p, cell);
        }
        return Ok(m.unify(x2, cell));
    }
    let after = match tried {
        Some(Cell::Int(k)) => Some(k),
        _ => None,
    };
    if after.is_none() && !m.fd.dom(v).is_finite() {
        return Err(m.err_instantiation());
    }
    let Some((value, more)) = enum_step(m.fd.dom(v), after, down) else { return Ok(false) };
    if more {
        m.push_redo(p, Cell::Int(value));
    }
    Ok(m.unify(x2, Cell::Int(value)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mode_codes_round_trip() {
        for how in SELECTIONS {
            for down in [false, true] {
                for br in BRANCHES {
                    let back = Mode::from_code(Cell::Int(Mode { how, down, br }.code())).expect("a mode");
                    assert!(back.how == how && back.down == down && back.br == br);
                }
            }
        }
        assert!(Mode::from_code(Cell::Int(5)).is_none());
        assert!(Mode::from_code(Cell::Int(3 << 4)).is_none());
        assert!(Mode::from_code(Cell::Atom(atoms::NIL)).is_none());
    }

    #[test]
    fn split_points_are_swi_prologs() {
        // (L + H) // 2 rounded toward zero, one lower when it is H.
        assert_eq!(split(1, 9), 5);
        assert_eq!(split(0, 1), 0);
        assert_eq!(split(-1, 0), -1);
        assert_eq!(split(-3, 2), 0);
        assert_eq!(split(-4, -1), -2);
        assert_eq!(split(i64::MAX - 1, i64::MAX), i64::MAX - 1);
    }
}
