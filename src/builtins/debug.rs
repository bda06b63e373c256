//! The debugger's predicates: trace/0, notrace/0, tracing/0, debug/0, nodebug/0,
//! spy/1, nospy/1, nospyall/0, debugging/0, leash/1, the clocks behind
//! time/1 (`stdlib/boot.pl` holds time/1 itself) and the backtrace behind
//! library(prolog_stack). The tracer is `machine/trace.rs`.

use super::system::{cpu_seconds, grouped};
use super::{b, Builtin};
use crate::machine::instr::PredId;
use crate::machine::trace::{Port, LEASH_FULL};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$prolog_backtrace", 2, prolog_backtrace, "+integer,-list"),
    b("trace", 0, trace, "").doc(
        "Start the tracer: every call, arithmetic and comparisons included, shows its ports (Call, \
         Exit, Redo, Fail, Exception) and \
         waits for a key at each (h lists the keys); without a terminal the ports are only \
         printed. Trace mode stays on until notrace/0.\n\
         ?- trace, atom_length(abc, N), notrace.\n   Call: (1) atom_length(abc, _...)\n   Exit: (1) atom_length(abc, 3)\nN = 3.",
    ),
    b("notrace", 0, notrace, "").doc("Stop tracing (debug mode stays on).\n?- notrace.\ntrue."),
    b("tracing", 0, |m| Ok(m.tracer.tracing), "")
        .doc("True when the tracer is on (trace mode).\n?- trace, tracing, notrace.\ntrue."),
    b("debug", 0, debug, "").doc("Start debug mode: spy points stop the program.\n?- debug.\ntrue."),
    b("nodebug", 0, nodebug, "").doc("Stop debug and trace mode.\n?- nodebug.\ntrue."),
    b("spy", 1, spy, "+predicate_indicator").doc(
        "Put a spy point on a predicate (Name or Name/Arity, or a list); starts debug mode.\n\
         ?- spy(append/3).\n% Spy point on append/3\ntrue.",
    ),
    b("nospy", 1, nospy, "+predicate_indicator").doc(
        "Remove the spy point from a predicate (Name or Name/Arity, or a list).\n\
         ?- spy(append/3), nospy(append/3).\n% Spy point on append/3\n% Spy point removed from append/3\ntrue.",
    ),
    b("nospyall", 0, nospyall, "").doc("Remove every spy point.\n?- nospyall.\ntrue."),
    b("debugging", 0, debugging, "").doc(
        "Show the debugger's state: debug mode, spy points, leashed ports.\n?- debugging.\n\
         % Debug mode is off\n% No spy points\n% Leashed ports: call, exit, redo, fail, exception\ntrue.",
    ),
    b("leash", 1, leash, "+term").doc(
        "Choose the ports at which the tracer waits for a key: full, half, loose, tight, none, \
         a port, +Port, -Port, or a list.\n?- leash(-exit).\ntrue.",
    ),
    b("$time_start", 1, time_start, "-term"),
    b("$time_report", 2, time_report, "+term,+integer"),
];

fn trace(m: &mut Machine) -> Res {
    m.start_trace();
    Ok(true)
}

fn notrace(m: &mut Machine) -> Res {
    m.tracer.tracing = false;
    m.sync_trace_gate();
    Ok(true)
}

fn debug(m: &mut Machine) -> Res {
    m.tracer.debug = true;
    m.sync_trace_gate();
    Ok(true)
}

fn nodebug(m: &mut Machine) -> Res {
    m.tracer.tracing = false;
    m.tracer.debug = false;
    m.sync_trace_gate();
    Ok(true)
}

/// The predicates a spy specification names: `Name` (every defined
/// predicate of that name), `Name/Arity`, or a list of these.
fn spy_targets(m: &mut Machine, spec: Cell) -> Result<Vec<PredId>, Exc> {
    // A cyclic list of specifications would be walked for ever.
    if !crate::term::cycles::is_acyclic(&m.heap, spec) {
        let pi = m.atoms.intern("predicate_indicator");
        return Err(m.err_type(pi, spec));
    }
    let mut out = Vec::new();
    let mut todo = vec![spec];
    while let Some(s) = todo.pop() {
        let s = m.heap.deref(s);
        match s {
            Cell::Atom(atoms::NIL) => {}
            Cell::Lis(_) => {
                let items = m.list_items(s)?;
                todo.extend(items.into_iter().rev());
            }
            Cell::Atom(name) => {
                out.extend(every_arity(m, name, s)?);
            }
            Cell::Str(a) if matches!(m.heap.get(a), Cell::Fun(atoms::SLASH, 2)) => {
                let (n, k) = (m.heap.deref(m.heap.get(a + 1)), m.heap.deref(m.heap.get(a + 2)));
                match (n, k) {
                    (Cell::Atom(name), Cell::Int(arity)) if arity >= 0 => {
                        let module = m.context_module();
                        out.push(m.call_target(module, name, arity as u32));
                    }
                    // Name/_: every arity, as SWI-Prolog.
                    (Cell::Atom(name), _) if k.is_var_ref() => out.extend(every_arity(m, name, s)?),
                    _ if n.is_var_ref() => return Err(m.err_instantiation()),
                    _ => {
                        let pi = m.atoms.intern("predicate_indicator");
                        return Err(m.err_type(pi, s));
                    }
                }
            }
            _ if s.is_var_ref() => return Err(m.err_instantiation()),
            _ => {
                let pi = m.atoms.intern("predicate_indicator");
                return Err(m.err_type(pi, s));
            }
        }
    }
    Ok(out)
}

/// The defined predicates called `name`, by arity; an existence error
/// (naming `spec`) when there is none.
fn every_arity(m: &mut Machine, name: crate::term::Atom, spec: Cell) -> Result<Vec<PredId>, Exc> {
    let mut found: Vec<PredId> = (0..m.preds.len() as PredId)
        .filter(|&p| m.preds[p as usize].name == name && m.preds[p as usize].defined)
        .collect();
    if found.is_empty() {
        return Err(m.err_existence(atoms::PROCEDURE, spec));
    }
    found.sort_by_key(|&p| m.preds[p as usize].arity);
    Ok(found)
}

fn spy(m: &mut Machine) -> Res {
    for p in spy_targets(m, m.x[0])? {
        m.tracer.spy.insert(p);
        let text = format!("% Spy point on {}\n", m.pred_indicator_text(p));
        m.out.write_err(&text);
    }
    m.tracer.debug = true;
    m.sync_trace_gate();
    Ok(true)
}

fn nospy(m: &mut Machine) -> Res {
    for p in spy_targets(m, m.x[0])? {
        if m.tracer.spy.remove(&p) {
            let text = format!("% Spy point removed from {}\n", m.pred_indicator_text(p));
            m.out.write_err(&text);
        }
    }
    m.sync_trace_gate();
    Ok(true)
}

fn nospyall(m: &mut Machine) -> Res {
    let mut spied: Vec<PredId> = m.tracer.spy.drain().collect();
    spied.sort_unstable();
    for p in spied {
        let text = format!("% Spy point removed from {}\n", m.pred_indicator_text(p));
        m.out.write_err(&text);
    }
    m.sync_trace_gate();
    Ok(true)
}

fn debugging(m: &mut Machine) -> Res {
    let mut text = String::new();
    let mode = if m.tracer.tracing {
        "% Trace mode is on\n"
    } else if m.tracer.debug {
        "% Debug mode is on\n"
    } else {
        "% Debug mode is off\n"
    };
    text.push_str(mode);
    if m.tracer.spy.is_empty() {
        text.push_str("% No spy points\n");
    } else {
        text.push_str("% Spy points (see spy/1) on:\n");
        let mut names: Vec<String> = m.tracer.spy.iter().map(|&p| m.pred_indicator_text(p)).collect();
        names.sort();
        for n in names {
            text.push_str(&format!("%         {n}\n"));
        }
    }
    let leashed: Vec<&str> =
        Port::ALL.iter().filter(|p| m.tracer.leash & p.bit() != 0).map(|p| port_atom(*p)).collect();
    let leashed = if leashed.is_empty() { "none".to_string() } else { leashed.join(", ") };
    text.push_str(&format!("% Leashed ports: {leashed}\n"));
    m.out.write_err(&text);
    Ok(true)
}

fn port_atom(p: Port) -> &'static str {
    match p {
        Port::Call => "call",
        Port::Exit => "exit",
        Port::Redo => "redo",
        Port::Fail => "fail",
        Port::Exception => "exception",
    }
}

/// The ports a leash/1 word names.
fn leash_set(word: &str) -> Option<u8> {
    let bit = |p: Port| p.bit();
    Some(match word {
        "full" | "all" | "on" => LEASH_FULL,
        "none" | "off" => 0,
        "half" => bit(Port::Call) | bit(Port::Redo),
        "loose" => bit(Port::Call),
        "tight" => bit(Port::Call) | bit(Port::Redo) | bit(Port::Fail) | bit(Port::Exception),
        _ => Port::ALL.iter().find(|p| port_atom(**p) == word).map(|p| p.bit())?,
    })
}

/// leash(+Spec): `Spec` sets the leashed ports (a word of leash_set),
/// `+Spec` adds them, `-Spec` removes them; a list applies each in turn.
fn leash(m: &mut Machine) -> Res {
    // A cyclic list of specifications would be walked for ever.
    if !crate::term::cycles::is_acyclic(&m.heap, m.x[0]) {
        let ty = m.atoms.intern("leash_spec");
        let spec = m.x[0];
        return Err(m.err_domain(ty, spec));
    }
    let mut todo = vec![m.x[0]];
    let mut mask = m.tracer.leash;
    while let Some(s) = todo.pop() {
        let s = m.heap.deref(s);
        let bad = |m: &mut Machine| {
            let ty = m.atoms.intern("leash_spec");
            m.err_domain(ty, s)
        };
        match s {
            Cell::Atom(atoms::NIL) => {}
            Cell::Lis(_) => {
                let items = m.list_items(s)?;
                todo.extend(items.into_iter().rev());
            }
            Cell::Atom(a) => match leash_set(m.atoms.text(a)) {
                Some(set) => mask = set,
                None => return Err(bad(m)),
            },
            Cell::Str(a) => {
                let (op, word) = match m.heap.get(a) {
                    Cell::Fun(f, 1) if f == atoms::PLUS || f == atoms::MINUS => (f, m.heap.deref(m.heap.get(a + 1))),
                    _ => return Err(bad(m)),
                };
                let set = match word {
                    Cell::Atom(w) => leash_set(m.atoms.text(w)),
                    _ if word.is_var_ref() => return Err(m.err_instantiation()),
                    _ => None,
                };
                let Some(set) = set else {
                    // As SWI-Prolog: +Port and -Port name a port.
                    let port_name = m.atoms.intern("port_name");
                    return Err(m.err_domain(port_name, word));
                };
                mask = if op == atoms::PLUS { mask | set } else { mask & !set };
            }
            _ if s.is_var_ref() => return Err(m.err_instantiation()),
            _ => return Err(bad(m)),
        }
    }
    m.tracer.leash = mask;
    Ok(true)
}

// ---------------------------------------------------------------- time/1

/// CPU time of the process in seconds, to the nanosecond where the
/// system has the clock (statistics/2's reading is coarser).
fn process_cpu_seconds(m: &Machine) -> f64 {
    crate::host::process_cpu_seconds().unwrap_or_else(|| cpu_seconds(m))
}

fn wall_seconds(m: &Machine) -> f64 {
    m.flags.started.elapsed().as_secs_f64()
}

/// `'$time_start'(-Mark)`: the inference count, CPU and wall time now.
fn time_start(m: &mut Machine) -> Res {
    let mark = m.atoms.intern("$time");
    let (inf, cpu, wall) = (m.inferences as i64, process_cpu_seconds(m), wall_seconds(m));
    let t = m.heap.compound(mark, &[Cell::Int(inf), Cell::Flt(cpu), Cell::Flt(wall)]);
    let x0 = m.x[0];
    Ok(m.unify(x0, t))
}

/// `'$time_report'(+Mark, +Overhead)`: prints what was used since Mark,
/// less `Overhead` inferences (time/1's own calls), as SWI-Prolog does:
/// `% 1,234 inferences, 0.001 CPU in 0.001 seconds (98% CPU, 1234000 Lips)`.
fn time_report(m: &mut Machine) -> Res {
    let (mark, overhead) = (m.arg(0), m.arg(1));
    let fields = match mark {
        Cell::Str(a) => (1..=3).map(|i| m.heap.deref(m.heap.get(a + i))).collect::<Vec<_>>(),
        _ => Vec::new(),
    };
    let (Some(Cell::Int(inf0)), Some(Cell::Flt(cpu0)), Some(Cell::Flt(wall0)), Cell::Int(overhead)) =
        (fields.first().copied(), fields.get(1).copied(), fields.get(2).copied(), overhead)
    else {
        let ty = m.atoms.intern("time_mark");
        return Err(m.err_type(ty, mark));
    };
    let inferences = (m.inferences as i64 - inf0 - overhead).max(0) as u64;
    let cpu = (process_cpu_seconds(m) - cpu0).max(0.0);
    let wall = (wall_seconds(m) - wall0).max(0.0);
    let text = format!("% {}\n", time_message(inferences, cpu, wall));
    m.out.write_err(&text);
    Ok(true)
}

/// The text of time/1's report.
pub fn time_message(inferences: u64, cpu: f64, wall: f64) -> String {
    let perc = if wall > 0.0 { format!("{}", (100.0 * cpu / wall).round() as i64) } else { "?".into() };
    let lips =
        if cpu == 0.0 { "Infinite".to_string() } else { format!("{}", (inferences as f64 / cpu).round() as i64) };
    format!("{} inferences, {cpu:.3} CPU in {wall:.3} seconds ({perc}% CPU, {lips} Lips)", grouped(inferences))
}

/// '$prolog_backtrace'(+Max, -Frames): the innermost Max frames of the
/// program's clauses running now (those of the libraries and the system
/// left out, as in the backtrace of an uncaught error), each
/// frame(Depth, Module:Name/Arity, File:Line), or `-` for a clause that
/// was not consulted. The record of the last uncaught error is kept.
fn prolog_backtrace(m: &mut Machine) -> Res {
    let max = match m.arg(0) {
        Cell::Int(n) if n >= 0 => n as usize,
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::INTEGER, c)),
    };
    let kept = m.backtrace.take();
    m.record_backtrace(m.pc, m.cp, m.e);
    // backtrace_frames(0) stops at no frame: none is asked for.
    let frames = if max == 0 { Vec::new() } else { m.backtrace_frames(max) };
    m.backtrace = kept;
    let frame = m.atoms.intern("frame");
    let mut items = Vec::with_capacity(frames.len());
    for f in frames {
        let (module, name, arity) = {
            let p = &m.preds[f.pred as usize];
            (p.module, p.name, p.arity)
        };
        let pi = m.indicator(name, arity);
        let qualified = m.heap.compound(atoms::COLON, &[Cell::Atom(module), pi]);
        let at = match f.source {
            Some((file, line)) => m.heap.compound(atoms::COLON, &[Cell::Atom(file), Cell::Int(line as i64)]),
            None => Cell::Atom(atoms::MINUS),
        };
        items.push(m.heap.compound(frame, &[Cell::Int(f.depth as i64), qualified, at]));
    }
    let list = m.heap.list(&items);
    let x1 = m.x[1];
    Ok(m.unify(x1, list))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leash_words_name_port_sets() {
        let bits = |ports: &[Port]| ports.iter().fold(0, |m, p| m | p.bit());
        assert_eq!(leash_set("full"), Some(LEASH_FULL));
        assert_eq!(leash_set("all"), Some(LEASH_FULL));
        assert_eq!(leash_set("none"), Some(0));
        assert_eq!(leash_set("half"), Some(bits(&[Port::Call, Port::Redo])));
        assert_eq!(leash_set("loose"), Some(bits(&[Port::Call])));
        assert_eq!(leash_set("tight"), Some(bits(&[Port::Call, Port::Redo, Port::Fail, Port::Exception])));
        assert_eq!(leash_set("exit"), Some(bits(&[Port::Exit])));
        assert_eq!(leash_set("exception"), Some(bits(&[Port::Exception])));
        assert_eq!(leash_set("sometimes"), None);
    }

    #[test]
    fn time_message_groups_digits_and_rates_as_swi_prolog() {
        assert_eq!(
            time_message(1_234_567, 0.5, 1.0),
            "1,234,567 inferences, 0.500 CPU in 1.000 seconds (50% CPU, 2469134 Lips)"
        );
        // Too fast to measure: SWI-Prolog's words for it.
        assert_eq!(time_message(3, 0.0, 0.0), "3 inferences, 0.000 CPU in 0.000 seconds (?% CPU, Infinite Lips)");
    }
}
