//! System predicates: statistics/0,2, garbage_collect/0,
//! garbage_collect_atoms/0, garbage_collect_clauses/0, global variables (nb_setval/2,
//! nb_getval/2, b_setval/2, b_getval/2, nb_delete/1), and the predicate-table views behind current_predicate/1,2
//! and predicate_property/2 (which are Prolog in stdlib/system.pl).

use super::{b, Builtin};
use crate::machine::copy::{copy_in, copy_out};
use crate::machine::database::PredKind;
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Atom, Cell};
use web_time::{SystemTime, UNIX_EPOCH};

pub const BUILTINS: &[Builtin] = &[
    b("statistics", 2, statistics, "+atom,-term").doc(
        "Value is the current value of a statistic key: runtime, cputime, walltime, inferences, and \
         others.\n\
         ?- forall(member(K, [runtime, cputime, walltime, inferences]), statistics(K, _)).\n\
         true.",
    ),
    b("statistics", 0, statistics0, "").doc(
        "Prints a summary of the resources used so far (time, inferences, memory) on standard \
         error.\n\
         ?- statistics.\n\
         % Started at ...\n\
         ...\n\
         true.",
    ),
    b("garbage_collect", 0, garbage_collect, "").doc(
        "Collects the heap now (the collector also runs by itself as the heap grows); nothing \
         happens to the heap when the gc flag is false. Also reclaims the code of clauses gone, \
         as garbage_collect_clauses/0.\n\
         ?- garbage_collect, statistics(garbage_collection, [Count|_]), Count > 0.\n\
         Count = 1.",
    ),
    b("garbage_collect_clauses", 0, garbage_collect_clauses, "").doc(
        "Reclaims now the code of clauses that were retracted or replaced and that no running goal \
         can still use (this also happens by itself as such code accumulates).\n\
         ?- assertz(tmp(1)), retract(tmp(1)), garbage_collect_clauses, statistics(cgc_gained, N), N > 0.\n\
         N = 1.",
    ),
    b("garbage_collect_atoms", 0, garbage_collect_atoms, "").doc(
        "Collects the atoms that nothing refers to now (the collector also runs by itself once \
         agc_margin atoms have been created since the last collection).\n\
         ?- garbage_collect_atoms, statistics(agc, Count), Count > 0.\n\
         Count = 1.",
    ),
    b("trim_stacks", 0, trim_stacks, "").doc(
        "Gives the memory the heap and the environment stack hold beyond what they use now back \
         to the system (they grow again when needed).\n\
         ?- trim_stacks.\n\
         true.",
    ),
    b("nb_setval", 2, nb_setval, "+atom,+term").doc(
        "Sets the global variable Key to a copy of Value; the assignment survives backtracking.\n\
         ?- nb_setval(count, 0), ( nb_getval(count, C), C1 is C + 1, nb_setval(count, C1), fail ; true ), nb_getval(count, V).\n\
         V = 1.",
    ),
    b("nb_getval", 2, nb_getval, "+atom,-term").doc(
        "Unifies Value with the value of the global variable Key; an existence error when it has \
         none.\n\
         ?- nb_setval(k, f(a)), nb_getval(k, V).\n\
         V = f(a).",
    ),
    b("b_setval", 2, b_setval, "+atom,+term").doc(
        "Sets the global variable Key to Value; the assignment is undone on backtracking.\n\
         ?- b_setval(v, 1), ( b_setval(v, 2), fail ; true ), b_getval(v, X).\n\
         X = 1.",
    ),
    b("b_getval", 2, b_getval, "+atom,-term").doc(
        "Unifies Value with the value of the global variable Key set by b_setval/2 or nb_setval/2.\n\
         ?- b_setval(v, hello), b_getval(v, X).\n\
         X = hello.",
    ),
    b("nb_delete", 1, nb_delete, "+atom").doc(
        "Removes the global variable Key and its value; succeeds also when Key has none.\n\
         ?- nb_setval(k, 1), nb_delete(k), \\+ nb_current(k, _).\n\
         true.",
    ),
    b("$nb_current", 2, nb_current, "+atom,-term"),
    b("$global_var_names", 1, global_var_names, "-list"),
    b("$user_preds", 2, user_preds, "+atom,-list"),
    b("$pred_props", 2, pred_props, "+callable,-list"),
    b("$visible_heads", 1, visible_heads, "-list"),
];

// ---------------------------------------------------------------- statistics

/// CPU time of this process in seconds: the process clock where the C
/// library is linked (the terminal build); else the scheduler's count in
/// /proc, which the kernel brings up to date only at a clock tick or a
/// switch (a 4 ms step: a goal of 2 ms read 0 or 4 ms); elsewhere wall time
/// since start stands in.
pub(crate) fn cpu_seconds(m: &Machine) -> f64 {
    if let Some(secs) = crate::host::process_cpu_seconds() {
        return secs;
    }
    if let Ok(s) = std::fs::read_to_string("/proc/self/schedstat") {
        if let Some(ns) = s.split_whitespace().next().and_then(|w| w.parse::<u64>().ok()) {
            return ns as f64 / 1e9;
        }
    }
    if let Ok(s) = std::fs::read_to_string("/proc/self/stat") {
        // Fields after the parenthesised command name; utime and stime are
        // the 14th and 15th fields overall, in clock ticks (100 per second).
        if let Some(rest) = s.rfind(')').map(|i| &s[i + 1..]) {
            let f: Vec<&str> = rest.split_whitespace().collect();
            if let (Some(u), Some(st)) = (f.get(11), f.get(12)) {
                if let (Ok(u), Ok(st)) = (u.parse::<u64>(), st.parse::<u64>()) {
                    return (u + st) as f64 / 100.0;
                }
            }
        }
    }
    m.flags.started.elapsed().as_secs_f64()
}

fn now_epoch() -> f64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0)
}

fn pair(m: &mut Machine, a: i64, b: i64) -> Cell {
    m.heap.list(&[Cell::Int(a), Cell::Int(b)])
}

fn statistics(m: &mut Machine) -> Res {
    let key = m.arg(0);
    let Cell::Atom(k) = key else {
        if key.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let d = m.atoms.intern("statistics_key");
        return Err(m.err_domain(d, key));
    };
    let value = match m.atoms.text(k) {
        "runtime" | "process_runtime" | "system_time" => {
            let ms = (cpu_seconds(m) * 1000.0) as i64;
            let since = ms - m.flags.last_runtime_ms;
            m.flags.last_runtime_ms = ms;
            pair(m, ms, since)
        }
        "cputime" | "process_cputime" => Cell::Flt(cpu_seconds(m)),
        "walltime" => {
            let ms = m.flags.started.elapsed().as_millis() as i64;
            let since = ms - m.flags.last_walltime_ms;
            m.flags.last_walltime_ms = ms;
            pair(m, ms, since)
        }
        "real_time" => {
            let s = now_epoch() as i64;
            let since = s - m.flags.last_real_time;
            m.flags.last_real_time = s;
            pair(m, s, since)
        }
        "inferences" => Cell::Int(m.inferences as i64),
        "epoch" | "process_epoch" => Cell::Flt(m.flags.started_epoch),
        "atoms" => Cell::Int(m.atoms.len() as i64),
        "agc" => Cell::Int(m.agc.collections as i64),
        "agc_gained" => Cell::Int(m.agc.gained as i64),
        "agc_time" => Cell::Flt(m.agc.time.as_secs_f64()),
        "predicates" => Cell::Int(m.preds.iter().filter(|p| p.defined).count() as i64),
        "clauses" => Cell::Int(m.preds.iter().map(|p| p.clauses.live_count() as i64).sum()),
        "codes" => Cell::Int(m.live_code_size() as i64),
        "cgc" => Cell::Int(m.cgc.collections as i64),
        "cgc_gained" => Cell::Int(m.cgc.gained as i64),
        "cgc_time" => Cell::Flt(m.cgc.time.as_secs_f64()),
        "global" | "globalused" | "global_stack" | "heapused" => Cell::Int(cells_bytes(m.heap.top() as usize)),
        "garbage_collection" => {
            let g = &m.gc;
            let items = [
                Cell::Int(g.collections as i64),
                Cell::Int(g.freed_bytes as i64),
                Cell::Int(g.time.as_millis() as i64),
                Cell::Int(g.left_bytes as i64),
            ];
            m.heap.list(&items)
        }
        "trail" | "trailused" => Cell::Int(m.trail.bytes_used() as i64),
        "local" | "localused" | "local_stack" => Cell::Int(cells_bytes(m.stack.len())),
        "stack" => Cell::Int(cells_bytes(m.heap.top() as usize + m.stack.len()) + m.trail.bytes_used() as i64),
        _ => {
            let d = m.atoms.intern("statistics_key");
            return Err(m.err_domain(d, key));
        }
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, value))
}

fn cells_bytes(n: usize) -> i64 {
    (n * std::mem::size_of::<Cell>()) as i64
}

/// 1234567 -> "1,234,567", as SWI-Prolog prints counts.
pub(crate) fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// "Thu Jan  1 00:00:00 1970" (UTC) for a Unix time.
fn date_text(secs: i64) -> String {
    let days = secs.div_euclid(86400);
    let rem = secs.rem_euclid(86400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    format!(
        "{} {} {:>2} {:02}:{:02}:{:02} {}",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[(month - 1) as usize],
        day,
        rem / 3600,
        rem / 60 % 60,
        rem % 60,
        year
    )
}

/// A size in SWI-Prolog's statistics/0 style: bytes below 20,000, then
/// Kb, Mb and Gb, each shown while below 20,000 of its unit.
fn stat_size(bytes: usize) -> String {
    let b = bytes as u64;
    if b < 20_000 {
        format!("{}  b", grouped(b))
    } else if b < 20_000 << 10 {
        format!("{} Kb", grouped((b + 512) >> 10))
    } else if b < 20_000 << 20 {
        format!("{} Mb", grouped((b + (1 << 19)) >> 20))
    } else {
        format!("{} Gb", grouped((b + (1 << 29)) >> 30))
    }
}

/// statistics/0: as SWI-Prolog prints it, on user_error. The local stack
/// is the environments and choicepoints, the global stack the heap.
fn statistics0(m: &mut Machine) -> Res {
    use std::mem::size_of;
    let cpu = cpu_seconds(m);
    let preds = m.preds.iter().filter(|p| p.defined).count() as u64;
    let clauses: u64 = m.preds.iter().map(|p| p.clauses.live_count() as u64).sum();
    let local_used = m.stack.len() * size_of::<Cell>()
        + m.choices.len() * size_of::<crate::machine::choice::Choice>()
        + m.argstack.len() * size_of::<Cell>();
    let local_alloc = m.stack.capacity() * size_of::<Cell>()
        + m.choices.capacity() * size_of::<crate::machine::choice::Choice>()
        + m.argstack.capacity() * size_of::<Cell>();
    let global = (m.heap.cells.capacity() * size_of::<Cell>(), m.heap.cells.len() * size_of::<Cell>());
    let trail = (m.trail.bytes_allocated(), m.trail.bytes_used());
    let row = |label: &str, limit: &str, alloc: usize, used: usize| {
        format!("% {label:<13}{limit:>12}{:>12}{:>12}\n", stat_size(alloc), stat_size(used))
    };
    let mut text = format!(
        "% Started at {}\n% {:.3} seconds cpu time for {} inferences\n\
         % {} atoms, {} predicates, {} clauses, {} VM-codes\n% \n\
         % {:13}{:>12}{:>12}{:>12}\n",
        date_text(m.flags.started_epoch as i64),
        cpu,
        grouped(m.inferences),
        grouped(m.atoms.len() as u64),
        grouped(preds),
        grouped(clauses),
        grouped(m.live_code_size() as u64),
        "",
        "Limit",
        "Allocated",
        "In use",
    );
    text.push_str(&row("Local  stack:", "-", local_alloc, local_used));
    text.push_str(&row("Global stack:", "-", global.0, global.1));
    text.push_str(&row("Trail  stack:", "-", trail.0, trail.1));
    let limit = stat_size(m.stack_limit);
    text.push_str(&row("       Total:", &limit, local_alloc + global.0 + trail.0, local_used + global.1 + trail.1));
    let collectors = [
        ("", m.gc.collections, m.gc.freed_bytes, "bytes", m.gc.time),
        ("atom ", m.agc.collections, m.agc.gained, "atoms", m.agc.time),
        ("clause ", m.cgc.collections, m.cgc.gained, "clauses", m.cgc.time),
    ];
    for (kind, collections, gained, unit, time) in collectors {
        if collections > 0 {
            text.push_str(&format!(
                "% {} {kind}garbage collections gained {} {unit} in {:.3} seconds.\n",
                grouped(collections),
                grouped(gained),
                time.as_secs_f64()
            ));
        }
    }
    m.out.write_err(&text);
    Ok(true)
}

/// garbage_collect/0 collects the heap, and the code of clauses gone.
fn garbage_collect(m: &mut Machine) -> Res {
    m.garbage_collect();
    m.collect_code();
    Ok(true)
}

fn garbage_collect_clauses(m: &mut Machine) -> Res {
    m.collect_code();
    Ok(true)
}

fn trim_stacks(m: &mut Machine) -> Res {
    m.heap.cells.shrink_to_fit();
    m.stack.shrink_to_fit();
    Ok(true)
}

fn garbage_collect_atoms(m: &mut Machine) -> Res {
    m.garbage_collect_atoms();
    Ok(true)
}

// ---------------------------------------------------------- global variables

fn var_name(m: &mut Machine) -> Result<Atom, Exc> {
    match m.arg(0) {
        Cell::Atom(a) => Ok(a),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::ATOM, c)),
    }
}

/// The heap address of the live b_setval/2 holder of `name`, if any. The
/// holder is `'$gv'(Name, Value)`; after backtracking past its creation the
/// recorded address is above the heap top or holds something else.
fn b_holder(m: &mut Machine, name: Atom) -> Option<u32> {
    let addr = *m.b_vars.get(&name)?;
    let gv = atoms::GLOBAL_VAR;
    let live = addr + 2 < m.heap.top()
        && matches!(m.heap.get(addr), Cell::Fun(f, 2) if f == gv)
        && matches!(m.heap.get(addr + 1), Cell::Atom(a) if a == name);
    if live {
        Some(addr)
    } else {
        m.b_vars.remove(&name);
        None
    }
}

fn nb_setval(m: &mut Machine) -> Res {
    let name = var_name(m)?;
    let value = copy_out(&m.heap, m.x[1], true);
    m.b_vars.remove(&name);
    m.global_vars.insert(name, value);
    Ok(true)
}

fn nb_delete(m: &mut Machine) -> Res {
    let name = var_name(m)?;
    m.global_vars.remove(&name);
    m.b_vars.remove(&name);
    Ok(true)
}

fn b_setval(m: &mut Machine) -> Res {
    let name = var_name(m)?;
    let value = m.heap.deref(m.x[1]);
    match b_holder(m, name) {
        Some(addr) => {
            // Trailed unconditionally so that backtracking restores the old value.
            m.trail_value(addr + 2);
            m.heap.set(addr + 2, value);
        }
        None => {
            let gv = atoms::GLOBAL_VAR;
            let holder = m.heap.compound(gv, &[Cell::Atom(name), value]);
            let Cell::Str(addr) = holder else {
                return Ok(false);
            };
            m.b_vars.insert(name, addr);
        }
    }
    Ok(true)
}

fn get_value(m: &mut Machine) -> Res {
    let name = var_name(m)?;
    let value = match b_holder(m, name) {
        Some(addr) => m.heap.get(addr + 2),
        None => match m.global_vars.get(&name) {
            Some(t) => {
                let t = t.clone();
                copy_in(&mut m.heap, &t)
            }
            None => {
                let v = m.atoms.intern("variable");
                return Err(m.err_existence(v, Cell::Atom(name)));
            }
        },
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, value))
}

/// nb_current/2 with a given key: as nb_getval/2, failing when the key has
/// no value.
fn nb_current(m: &mut Machine) -> Res {
    let name = var_name(m)?;
    if b_holder(m, name).is_none() && !m.global_vars.contains_key(&name) {
        return Ok(false);
    }
    get_value(m)
}

/// The keys that have a value (set by nb_setval/2 or b_setval/2), sorted.
fn global_var_names(m: &mut Machine) -> Res {
    let mut names: Vec<Atom> = m.global_vars.keys().copied().collect();
    let live: Vec<Atom> = m.b_vars.keys().copied().collect();
    for name in live {
        if b_holder(m, name).is_some() {
            names.push(name);
        }
    }
    names.sort_by(|a, b| m.atoms.text(*a).cmp(m.atoms.text(*b)));
    names.dedup();
    let items: Vec<Cell> = names.into_iter().map(Cell::Atom).collect();
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

fn nb_getval(m: &mut Machine) -> Res {
    get_value(m)
}

fn b_getval(m: &mut Machine) -> Res {
    get_value(m)
}

// ----------------------------------------------------------- predicate table

/// Predicates a program sees as its own: defined, not part of the system,
/// with clauses or declared dynamic, and not an internal `$` name.
fn user_visible(m: &Machine, p: PredId) -> bool {
    let pred = &m.preds[p as usize];
    pred.defined
        && !pred.system
        && matches!(pred.kind, PredKind::User)
        && (pred.dynamic || pred.clauses.has_live())
        && !m.atoms.text(pred.name).starts_with('$')
}

/// '$user_preds'(+Module, -List): Name/Arity of the user-visible predicates
/// of Module.
fn user_preds(m: &mut Machine) -> Res {
    let Cell::Atom(module) = m.arg(0) else {
        return Ok(false);
    };
    let mut found: Vec<(Atom, u32)> = Vec::new();
    for p in 0..m.preds.len() as PredId {
        let pred = &m.preds[p as usize];
        if pred.module == module && user_visible(m, p) {
            found.push((pred.name, pred.arity));
        }
    }
    let mut items = Vec::new();
    for (name, arity) in found {
        items.push(m.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]));
    }
    let l = m.heap.list(&items);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}

/// The term for one byte of a meta-predicate spec (`0`..`9`, `:`, `^`, `//`, `?`).
pub fn meta_arg_term(m: &mut Machine, b: u8) -> Cell {
    match b {
        b'0'..=b'9' => Cell::Int((b - b'0') as i64),
        b'/' => Cell::Atom(atoms::DOUBLE_SLASH),
        _ => Cell::Atom(m.atoms.intern(&(b as char).to_string())),
    }
}

/// A head term `Name(_, ..., _)`.
fn head_term(m: &mut Machine, name: Atom, arity: u32) -> Cell {
    if arity == 0 {
        return Cell::Atom(name);
    }
    let args: Vec<Cell> = (0..arity).map(|_| m.heap.new_var()).collect();
    m.heap.compound(name, &args)
}

/// '$visible_heads'(-Heads): a most general head for every defined
/// predicate that is not internal, for predicate_property/2 with an
/// unbound head.
fn visible_heads(m: &mut Machine) -> Res {
    let mut heads = Vec::new();
    let ctx = m.context_module();
    for p in 0..m.preds.len() {
        let pred = &m.preds[p];
        let visible = pred.module == ctx || pred.module == atoms::SYSTEM;
        if !visible || !pred.present() || m.atoms.text(pred.name).starts_with('$') {
            continue;
        }
        let (name, arity) = (pred.name, pred.arity);
        heads.push(head_term(m, name, arity));
    }
    let l = m.heap.list(&heads);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

/// '$pred_props'(+Head, -Props): the properties of the predicate of Head
/// (which may be `Module:Head`); fails for an undefined predicate.
fn pred_props(m: &mut Machine) -> Res {
    let ctx = m.context_module();
    let head0 = m.x[0];
    let mut head = m.heap.deref(head0);
    while let Some((atoms::COLON, 2)) = m.heap.functor_of(head) {
        match m.heap.deref(m.heap.arg(head, 0)) {
            Cell::Atom(_) => {}
            c if c.is_var_ref() => return Err(m.err_instantiation()),
            c => return Err(m.err_type(atoms::ATOM, c)),
        }
        head = m.heap.deref(m.heap.arg(head, 1));
    }
    let (module, _) = m.strip_module(head0, ctx);
    let (name, arity) = match head {
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        Cell::Atom(a) => (a, 0),
        c => match m.heap.functor_of(c) {
            Some(fa) => fa,
            None => return Err(m.err_type(atoms::CALLABLE, c)),
        },
    };
    // A library predicate not yet loaded is loaded to answer, as
    // SWI-Prolog's autoloader does for predicate_property/2.
    let Some(p) = m.resolve_or_autoload(module, name, arity) else {
        return Ok(false);
    };
    let pred = &m.preds[p as usize];
    if !pred.defined && !pred.dynamic {
        return Ok(false);
    }
    let home = pred.module;
    let imported = home != module && home != atoms::SYSTEM;
    let exported = m.modules.get(&home).is_some_and(|md| md.exports.contains(&(name, arity)));
    let (multifile, meta) = (pred.multifile, pred.meta.clone());
    let foreign = !matches!(pred.kind, PredKind::User);
    let (system, dynamic, discontiguous) = (pred.system, pred.dynamic, pred.discontiguous);
    let transparent = pred.transparent;
    let n = pred.clauses.live_count() as i64;
    let rules = m
        .live_clause_terms(p)
        .iter()
        .filter(|t| match t.root {
            Cell::Str(a) => !matches!(t.cells.get(a as usize + 2), Some(Cell::Atom(atoms::TRUE))),
            _ => false,
        })
        .count() as i64;
    let source = pred.source;
    let mut props: Vec<Cell> = Vec::new();
    let atom = |m: &mut Machine, s: &str| Cell::Atom(m.atoms.intern(s));
    props.push(atom(m, "visible"));
    props.push(atom(m, "defined"));
    props.push(if dynamic { atom(m, "dynamic") } else { atom(m, "static") });
    if system {
        props.push(atom(m, "built_in"));
        props.push(atom(m, "system"));
    }
    if foreign {
        props.push(atom(m, "foreign"));
    } else {
        props.push(atom(m, "interpreted"));
    }
    if discontiguous {
        props.push(atom(m, "discontiguous"));
    }
    if transparent {
        props.push(atom(m, "transparent"));
    }
    if !system {
        let f = m.atoms.intern("number_of_clauses");
        props.push(m.heap.compound(f, &[Cell::Int(n)]));
        let f = m.atoms.intern("number_of_rules");
        props.push(m.heap.compound(f, &[Cell::Int(rules)]));
        if let Some(src) = source {
            if !m.atoms.text(src).starts_with('$') {
                let f = m.atoms.intern("file");
                props.push(m.heap.compound(f, &[Cell::Atom(src)]));
            }
        }
    }
    if imported {
        let f = m.atoms.intern("imported_from");
        props.push(m.heap.compound(f, &[Cell::Atom(home)]));
    }
    if exported {
        props.push(atom(m, "exported"));
    }
    if multifile {
        props.push(atom(m, "multifile"));
    }
    if let Some(spec) = meta {
        let args: Vec<Cell> = spec.iter().map(|&b| meta_arg_term(m, b)).collect();
        let h = if args.is_empty() { Cell::Atom(name) } else { m.heap.compound(name, &args) };
        let f = m.atoms.intern("meta_predicate");
        props.push(m.heap.compound(f, &[h]));
    }
    let l = m.heap.list(&props);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}
