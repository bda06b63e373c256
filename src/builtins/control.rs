//! Control builtins that are plain Rust functions: true/fail, halt, throw,
//! cut to a saved level, the body check of meta-calls, undo/1, and the
//! primitives of setup_call_cleanup/3, call_with_time_limit/2 and
//! call_with_inference_limit/3.

use super::{b, Builtin};
use crate::machine::choice::Alt;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("true", 0, |_| Ok(true), "").doc(
        "Always succeeds.\n\
         ?- true.\n\
         true.",
    ),
    b("otherwise", 0, |_| Ok(true), "").doc(
        "Always succeeds; a synonym of true/0 used as the last condition of a chain of \
         if-then-else.\n\
         ?- ( 1 > 2 -> X = big ; otherwise -> X = small ).\n\
         X = small.",
    ),
    b("fail", 0, |_| Ok(false), "").doc(
        "Always fails.\n\
         ?- fail.\n\
         false.",
    ),
    b("false", 0, |_| Ok(false), "").doc(
        "Always fails; a synonym of fail/0.\n\
         ?- false.\n\
         false.",
    ),
    b("halt", 0, |_| Err(Exc::Halt(0)), "").doc(
        "Leaves hornbook with exit status 0.\n\
         ?- halt.\n\
         % exits with status 0",
    ),
    b("halt", 1, halt, "+integer").doc(
        "Leaves hornbook with exit status Status.\n\
         ?- halt(1).\n\
         % exits with status 1",
    ),
    b("throw", 1, throw, "+term").doc(
        "Raises the exception Ball; the innermost catch/3 whose catcher unifies with it runs its \
         recovery.\n\
         ?- catch(throw(my_error(42)), my_error(X), true).\n\
         X = 42.",
    ),
    b("undo", 1, undo, "+callable").doc(
        "Goal runs (as once/1) when execution goes back past this call: on backtracking, or \
         when an exception is caught below it.\n\
         ?- ( undo(nb_setval(undo_doc, done)), fail ; nb_getval(undo_doc, V) ).\n\
         V = done.",
    ),
    b("$cut", 1, cut, "+integer"),
    b("$check_body", 1, check_body, "+callable"),
    b("$describe_error", 2, describe_error, "+term,-atom"),
    b("$cleanup_push", 2, cleanup_push, "+callable,-integer"),
    b("$choice_count", 1, choice_count, "-integer"),
    b("$only_undos_between", 2, only_undos_between, "+integer,+integer"),
    b("$cleanup_exit", 1, cleanup_exit, "+integer"),
    b("$cleanup_run", 1, cleanup_run, "+integer"),
    b("$deadline", 2, deadline, "+number,-term"),
    b("$restore_deadline", 1, restore_deadline, "+term"),
    b("$inference_limit", 1, inference_limit, "-term"),
    b("$inference_limit_start", 2, inference_limit_start, "+integer,+term"),
    b("$inference_limit_set", 1, inference_limit_set, "+term"),
];

// call_with_inference_limit/3 (stdlib/boot.pl) keeps the limit as an
// absolute inference count (machine/inference_limit.rs): an integer, or
// [] for none.

/// The limit in force as a term.
fn limit_term(limit: u64) -> Cell {
    if limit == u64::MAX {
        Cell::Atom(atoms::NIL)
    } else {
        Cell::Int(limit.min(i64::MAX as u64) as i64)
    }
}

/// A limit term as an inference count.
fn limit_of(m: &Machine, t: Cell) -> u64 {
    match m.heap.deref(t) {
        Cell::Int(n) if n >= 0 => n as u64,
        _ => u64::MAX,
    }
}

/// '$inference_limit'(-Old): the limit in force.
fn inference_limit(m: &mut Machine) -> Res {
    let old = limit_term(m.inference_limit);
    let x0 = m.x[0];
    Ok(m.unify(x0, old))
}

/// '$inference_limit_start'(+Limit, +Old): the goal about to run may make
/// Limit more inferences, and no more than the enclosing limit Old allows.
fn inference_limit_start(m: &mut Machine) -> Res {
    // Checked by the caller: a non-negative integer, a big one no limit.
    let limit = match m.arg(0) {
        Cell::Int(n) if n >= 0 => n as u64,
        _ => u64::MAX - 1,
    };
    let outer = limit_of(m, m.x[1]);
    let limit = m.inferences.saturating_add(limit).min(u64::MAX - 1).min(outer);
    m.set_inference_limit(limit);
    m.inference_limit_catch = m.catch_top;
    Ok(true)
}

/// '$inference_limit_set'(+Old): puts back the enclosing limit.
fn inference_limit_set(m: &mut Machine) -> Res {
    let limit = limit_of(m, m.x[0]);
    m.set_inference_limit(limit);
    Ok(true)
}

/// '$deadline'(Seconds, Old): starts a time limit (never later than one
/// already running); Old is what to restore afterwards.
fn deadline(m: &mut Machine) -> Res {
    let secs = match m.arg(0) {
        Cell::Int(n) => n as f64,
        Cell::Flt(f) => f,
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::NUMBER, c)),
    };
    let old = match m.deadline {
        Some(d) => Cell::Int(d.saturating_duration_since(m.arith.start()).as_micros() as i64),
        None => Cell::Atom(atoms::NIL),
    };
    if secs <= 0.0 {
        let a = m.atoms.intern("time_limit_exceeded");
        return Err(Exc::Throw(Cell::Atom(a)));
    }
    let new = web_time::Instant::now() + web_time::Duration::from_secs_f64(secs.min(1e9));
    m.deadline = Some(match m.deadline {
        Some(d) if d < new => d,
        _ => new,
    });
    let x1 = m.x[1];
    Ok(m.unify(x1, old))
}

fn restore_deadline(m: &mut Machine) -> Res {
    let restored = match m.arg(0) {
        Cell::Int(us) => Some(m.arith.start() + web_time::Duration::from_micros(us as u64)),
        _ => None,
    };
    // Never past a sandboxed query's own deadline.
    m.deadline = match (restored, m.query_deadline()) {
        (Some(r), Some(q)) => Some(r.min(q)),
        (r, q) => r.or(q),
    };
    Ok(true)
}

/// The number of choicepoints now: `$/1` compares it before and after its
/// goal to tell a deterministic exit.
fn choice_count(m: &mut Machine) -> Res {
    let n = Cell::Int(m.choices.len() as i64);
    let x0 = m.x[0];
    Ok(m.unify(x0, n))
}

/// '$only_undos_between'(From, To): every choicepoint numbered From to
/// To - 1 (none, or the ones undo/1 left: a cut keeps them, see
/// machine/undo.rs) waits for an undo goal only. The checks for a
/// deterministic exit that compare '$choice_count'/1 before and after
/// (call_with_inference_limit/3, setup_call_cleanup/3, $/1, det/1) take
/// such an exit as deterministic, as SWI-Prolog does, whose undo goals
/// wait on the trail instead. To is the count taken after the goal (the
/// check itself may run inside an if-then-else, whose choicepoint is
/// above it).
fn only_undos_between(m: &mut Machine) -> Res {
    let mut bounds = [0usize; 2];
    for (i, bound) in bounds.iter_mut().enumerate() {
        *bound = match m.arg(i) {
            Cell::Int(n) => n.max(0) as usize,
            c if c.is_var_ref() => return Err(m.err_instantiation()),
            c => return Err(m.err_type(atoms::INTEGER, c)),
        };
    }
    let [from, to] = bounds;
    let to = to.min(m.choices.len());
    Ok(m.choices.get(from..to).is_none_or(|span| span.iter().all(|c| matches!(c.alt, Alt::Undo { .. }))))
}

/// undo(Goal): qualified with the context module, as it runs later.
fn undo(m: &mut Machine) -> Res {
    let goal = m.arg(0);
    if goal.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if !matches!(goal, Cell::Atom(_) | Cell::Str(_)) {
        return Err(m.err_type(atoms::CALLABLE, goal));
    }
    let ctx = m.context_module();
    let goal = m.qualify(ctx, goal);
    m.push_undo(goal);
    Ok(true)
}

/// Pushes the cleanup frame of setup_call_cleanup/3; Ref is its height.
fn cleanup_push(m: &mut Machine) -> Res {
    let goal = m.x[0];
    let r = Cell::Int(m.choices.len() as i64);
    m.push_choice(Alt::Cleanup { goal, fired: false }, 0);
    m.cleanups += 1;
    let x1 = m.x[1];
    Ok(m.unify(x1, r))
}

/// The goal succeeded: if it left no choicepoints, run the cleanup now.
fn cleanup_exit(m: &mut Machine) -> Res {
    let Cell::Int(r) = m.arg(0) else {
        return Ok(true);
    };
    let r = r as usize;
    // Only undo/1 goals above it (machine/undo.rs): the goal is
    // deterministic all the same, and they stay.
    if r < m.choices.len() && m.only_undos_from(r + 1) {
        if let Alt::Cleanup { goal, fired } = m.choices[r].alt {
            let undos = m.undos_cut(r as u32 + 1);
            m.pop_choices_to(r);
            m.keep_undos(undos);
            m.cleanups -= 1;
            if !fired {
                // As in SWI-Prolog, an error in the cleanup of a
                // deterministic exit is raised; its failure is ignored;
                // its bindings stay (`call_cleanup(G, Det = true)`).
                if let crate::Outcome::Error(ball) = m.run_once_keeping_bindings(goal) {
                    let b = crate::machine::copy::copy_in(&mut m.heap, &ball);
                    return Err(Exc::Throw(b));
                }
            }
        }
    }
    Ok(true)
}

/// The goal raised an exception: run the cleanup before it propagates.
fn cleanup_run(m: &mut Machine) -> Res {
    let Cell::Int(r) = m.arg(0) else {
        return Ok(true);
    };
    if let Some(ch) = m.choices.get_mut(r as usize) {
        if let Alt::Cleanup { goal, fired } = &mut ch.alt {
            if !*fired {
                *fired = true;
                let g = *goal;
                // The goal's own exception wins over one of its cleanup.
                let _ = m.run_cleanup_goal(g);
            }
        }
    }
    Ok(true)
}

/// '$describe_error'(Ball, Text): the one-line message for an error term.
fn describe_error(m: &mut Machine) -> Res {
    let text = m.describe_error(m.x[0]);
    let a = Cell::Atom(m.atoms.intern(&text));
    let x1 = m.x[1];
    Ok(m.unify(x1, a))
}

fn halt(m: &mut Machine) -> Res {
    match m.arg(0) {
        Cell::Int(n) => Err(Exc::Halt(n as i32)),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

fn throw(m: &mut Machine) -> Res {
    let ball = m.arg(0);
    if ball.is_var_ref() {
        return Err(m.err_instantiation());
    }
    Err(Exc::Throw(ball))
}

fn cut(m: &mut Machine) -> Res {
    if let Cell::Int(level) = m.arg(0) {
        // A choice below the active catch/3 frame (prolog_cut_to/1 given
        // an older choice inside a catch) would remove the frame its goal
        // still returns through: refused, as a choice that is not there.
        let level = u32::try_from(level).unwrap_or(0);
        if m.catch_top != crate::machine::NO_CATCH && level <= m.catch_top {
            let choice = m.atoms.intern("choice");
            return Err(m.err_existence(choice, Cell::Int(level as i64)));
        }
        m.cut_to(level)?;
    }
    Ok(true)
}

/// Raises type_error(callable, Body) when some part of a control structure
/// is neither a variable nor callable (ISO: checked before running it).
fn check_body(m: &mut Machine) -> Res {
    let body = m.arg(0);
    // Room for a usual body at once (growing from one cell reallocates).
    let mut work = Vec::with_capacity(8);
    work.push(body);
    while let Some(t) = work.pop() {
        let t = m.heap.deref(t);
        match t {
            Cell::Ref(_) | Cell::Attv(_) | Cell::Atom(_) => {}
            Cell::Str(_) => {
                let (f, n) = m.heap.functor_of(t).expect("compound");
                if matches!(
                    (f, n),
                    (atoms::COMMA, 2) | (atoms::SEMICOLON, 2) | (atoms::ARROW, 2) | (atoms::SOFT_ARROW, 2)
                ) {
                    work.push(m.heap.arg(t, 0));
                    work.push(m.heap.arg(t, 1));
                }
            }
            Cell::Lis(_) => {}
            _ => return Err(m.err_type(atoms::CALLABLE, body)),
        }
    }
    Ok(true)
}
