//! Prolog flags and operators: set_prolog_flag/2, create_prolog_flag/3,
//! the flag list behind current_prolog_flag/2, op/3 and the operator list
//! behind current_op/3.

use super::{b, Builtin};
use crate::machine::copy::{copy_in, copy_out, OwnedTerm};
use crate::machine::flags::{FlagType, OccursCheck, Unknown, ValueFlag};
use crate::machine::{Exc, Machine, Res};
use crate::reader::{OpError, OpType, Quotes};
use crate::term::{atoms, Atom, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("set_prolog_flag", 2, set_flag, "+atom,+term").doc(
        "Sets the value of a Prolog flag, e.g. double_quotes to codes, chars, atom or string.\n\
         ?- set_prolog_flag(double_quotes, codes), current_prolog_flag(double_quotes, V).\n\
         V = codes.",
    ),
    b("create_prolog_flag", 3, create_flag, "+atom,+term,+list").doc(
        "Creates a new Prolog flag with a value; Options (type(T), access(A), keep(B)) are accepted \
         as in SWI-Prolog.\n\
         ?- create_prolog_flag(my_flag, 42, []), current_prolog_flag(my_flag, V).\n\
         V = 42.",
    ),
    b("$flags", 1, flag_list, "-list"),
    b("op", 3, op_builtin, "+integer,+atom,+atom_or_atom_list").doc(
        "Declares Name (or each name in a list) an operator of Priority (0-1200) and Type (xfx, \
         xfy, yfx, fy, fx, xf, yf); priority 0 removes it. `Module:Name` or `Module:List` names the \
         operators of a module (`user:` makes them global).\n\
         ?- op(700, xfx, ===>), current_op(P, T, ===>).\n\
         P = 700, T = xfx.",
    ),
    b("$ops", 1, op_list, "-list"),
];

/// Version number in SWI-Prolog's encoding: Major*10000 + Minor*100 + Patch.
const VERSION: i64 = 10000;

/// Flags that exist but can never change.
const READ_ONLY: &[&str] = &[
    "bounded",
    "max_integer",
    "min_integer",
    "max_tagged_integer",
    "min_tagged_integer",
    "integer_rounding_function",
    "max_arity",
];

fn quotes_atom(q: Quotes) -> &'static str {
    match q {
        Quotes::Codes => "codes",
        Quotes::Chars => "chars",
        Quotes::Atom => "atom",
        Quotes::String => "string",
    }
}

/// A list of `Name(Value)` options, for the write-options flags.
fn option_list(m: &mut Machine, opts: &[(&str, Cell)]) -> Cell {
    let mut items = Vec::new();
    for (name, v) in opts {
        let f = m.atoms.intern(name);
        items.push(m.heap.compound(f, &[*v]));
    }
    m.heap.list(&items)
}

fn owned(m: &Machine, c: Cell) -> OwnedTerm {
    copy_out(&m.heap, c, false)
}

/// Adds the system's value flags the first time flags are used.
fn ensure_values(m: &mut Machine) {
    if m.flags.values_ready {
        return;
    }
    m.flags.values_ready = true;
    let t = Cell::Atom(atoms::TRUE);
    let f = Cell::Atom(atoms::FALSE);
    let mut defs: Vec<(&str, Cell, FlagType, bool)> = vec![
        ("char_conversion", f, FlagType::Boolean, false),
        ("last_call_optimisation", t, FlagType::Boolean, false),
        ("optimise", f, FlagType::Boolean, false),
        ("iso", f, FlagType::Boolean, false),
        ("prefer_rationals", f, FlagType::Boolean, false),
        ("report_error", t, FlagType::Boolean, false),
        ("toplevel_print_anon", t, FlagType::Boolean, false),
    ];
    let atom_defs = [
        ("verbose", "normal", false),
        ("toplevel_prompt", "~m~d~l~! ?- ", false),
        ("user_flags", "error", false),
        ("on_interrupt", "abort", false),
        ("encoding", "utf8", false),
        // What a breach of a determinism declaration does (stdlib/det.pl):
        // error, warning or silent.
        ("determinism_error", "error", false),
        ("dialect", "hornbook", true),
        // Only SWI-Prolog 9's default syntax (`1r3`) is read.
        ("rational_syntax", "compatibility", true),
    ];
    for (name, v, ro) in atom_defs {
        let a = Cell::Atom(m.atoms.intern(v));
        defs.push((name, a, FlagType::Atom, ro));
    }
    // Flags SWI-Prolog programs (and its own tests) read or set: one
    // thread, no cross-referencer running, static code listable.
    defs.push(("threads", f, FlagType::Boolean, true));
    defs.push(("xref", f, FlagType::Boolean, false));
    defs.push(("protect_static_code", f, FlagType::Boolean, false));
    defs.push(("character_escapes_unicode", t, FlagType::Boolean, false));
    defs.push(("version", Cell::Int(VERSION), FlagType::Integer, true));
    // No program arguments until the command line gives some (src/main.rs
    // sets both): a machine without one, such as the browser's, has them
    // empty, as SWI-Prolog's flags always exist.
    defs.push(("argv", Cell::Atom(atoms::NIL), FlagType::Term, false));
    defs.push(("os_argv", Cell::Atom(atoms::NIL), FlagType::Term, false));
    let mark = m.heap.top();
    let vd = m.atoms.intern("hornbook");
    let version_data = m.heap.compound(
        vd,
        &[Cell::Int(VERSION / 10000), Cell::Int(VERSION / 100 % 100), Cell::Int(VERSION % 100), Cell::Atom(atoms::NIL)],
    );
    defs.push(("version_data", version_data, FlagType::Term, true));
    let next_arg = Cell::Atom(m.atoms.intern("next_argument"));
    let answer = option_list(m, &[("quoted", t), ("portray", t), ("max_depth", Cell::Int(10)), ("spacing", next_arg)]);
    defs.push(("answer_write_options", answer, FlagType::Term, false));
    let print = option_list(m, &[("portray", t), ("quoted", t), ("numbervars", t)]);
    defs.push(("print_write_options", print, FlagType::Term, false));
    for (name, v, typ, read_only) in defs {
        let name = m.atoms.intern(name);
        let value = owned(m, v);
        m.flags.values.push(ValueFlag { name, value, typ, read_only, created: false });
    }
    // The terms above were only needed long enough to copy them.
    m.heap.cells.truncate(mark as usize);
}

fn flag_list(m: &mut Machine) -> Res {
    ensure_values(m);
    let f = m.flags.clone();
    let unknown = match f.unknown {
        Unknown::Error => "error",
        Unknown::Fail => "fail",
        Unknown::Warning => "warning",
    };
    let mut pairs: Vec<(Atom, Cell)> = Vec::new();
    let fixed: Vec<(&str, Cell)> = vec![
        ("bounded", Cell::Atom(atoms::FALSE)),
        ("max_integer", Cell::Int(i64::MAX)),
        ("min_integer", Cell::Int(i64::MIN)),
        ("max_tagged_integer", Cell::Int((1 << 60) - 1)),
        ("min_tagged_integer", Cell::Int(-(1 << 60))),
        ("integer_rounding_function", Cell::Atom(m.atoms.intern("toward_zero"))),
        ("max_arity", Cell::Atom(m.atoms.intern("unbounded"))),
        ("unknown", Cell::Atom(m.atoms.intern(unknown))),
        ("double_quotes", Cell::Atom(m.atoms.intern(quotes_atom(f.double_quotes)))),
        ("back_quotes", Cell::Atom(m.atoms.intern(quotes_atom(f.back_quotes)))),
        (
            "occurs_check",
            match f.occurs_check {
                OccursCheck::False => Cell::Atom(atoms::FALSE),
                OccursCheck::True => Cell::Atom(atoms::TRUE),
                OccursCheck::Error => Cell::Atom(m.atoms.intern("error")),
            },
        ),
        ("stack_limit", Cell::Int(m.stack_limit as i64)),
        ("gc", Cell::Atom(if m.gc.enabled { atoms::TRUE } else { atoms::FALSE })),
        ("agc_margin", Cell::Int(m.agc.margin as i64)),
        // Debug mode (debug/0, trace/0, spy/1), as the tracer has it.
        ("debug", Cell::Atom(if m.tracer.debug { atoms::TRUE } else { atoms::FALSE })),
    ];
    for (name, v) in fixed {
        pairs.push((m.atoms.intern(name), v));
    }
    // As in SWI-Prolog, max_integer_size exists once it is set.
    if let Some(n) = m.max_integer_size {
        pairs.push((m.atoms.intern("max_integer_size"), Cell::Int(n as i64)));
    }
    for vf in &f.values {
        let v = copy_in(&mut m.heap, &vf.value);
        pairs.push((vf.name, v));
    }
    let mut items = Vec::new();
    for (name, value) in pairs {
        items.push(m.heap.compound(atoms::MINUS, &[Cell::Atom(name), value]));
    }
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

/// The value `v` checked against `typ` (booleans also accept on/off and are
/// stored as true/false). None when it does not fit.
fn fit_value(m: &mut Machine, typ: FlagType, v: Cell) -> Option<Cell> {
    match typ {
        FlagType::Boolean => match v {
            Cell::Atom(a) => match m.atoms.text(a) {
                "true" | "on" => Some(Cell::Atom(atoms::TRUE)),
                "false" | "off" => Some(Cell::Atom(atoms::FALSE)),
                _ => None,
            },
            _ => None,
        },
        FlagType::Atom => matches!(v, Cell::Atom(_)).then_some(v),
        FlagType::Integer => m.heap.is_integer(v).then_some(v),
        FlagType::Float => (m.heap.is_integer(v) || matches!(v, Cell::Flt(_))).then_some(v),
        FlagType::Term => Some(v),
    }
}

fn type_name(typ: FlagType) -> &'static str {
    match typ {
        FlagType::Boolean => "bool",
        FlagType::Atom => "atom",
        FlagType::Integer => "integer",
        FlagType::Float => "float",
        FlagType::Term => "term",
    }
}

/// The type a new flag gets from its first value.
fn infer_type(m: &Machine, v: Cell) -> FlagType {
    match v {
        Cell::Atom(atoms::TRUE) | Cell::Atom(atoms::FALSE) => FlagType::Boolean,
        Cell::Atom(_) => FlagType::Atom,
        c if m.heap.is_integer(c) => FlagType::Integer,
        Cell::Flt(_) => FlagType::Float,
        _ => FlagType::Term,
    }
}

fn set_flag(m: &mut Machine) -> Res {
    ensure_values(m);
    let (mut flag, value) = (m.arg(0), m.arg(1));
    // Flags are global: outside ISO mode a module qualification is dropped,
    // as SWI-Prolog drops it (`set_prolog_flag(user:double_quotes, atom)`).
    while let Cell::Str(a) = flag {
        let qualified = matches!(m.heap.get(a), Cell::Fun(atoms::COLON, 2));
        if !qualified || m.iso_flag() || !matches!(m.heap.deref(m.heap.get(a + 1)), Cell::Atom(_)) {
            break;
        }
        flag = m.heap.deref(m.heap.get(a + 2));
    }
    if flag.is_var_ref() || value.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Atom(name) = flag else {
        return Err(m.err_type(atoms::ATOM, flag));
    };
    let bad_value = |m: &mut Machine| -> Exc {
        let fv = m.heap.compound(atoms::PLUS, &[flag, value]);
        m.err_domain(atoms::FLAG_VALUE, fv)
    };
    let vtext = match value {
        Cell::Atom(a) => m.atoms.text(a).to_string(),
        _ => String::new(),
    };
    let ntext = m.atoms.text(name).to_string();
    match ntext.as_str() {
        "double_quotes" | "back_quotes" => {
            let q = match vtext.as_str() {
                "codes" => Quotes::Codes,
                "chars" => Quotes::Chars,
                "atom" => Quotes::Atom,
                "string" => Quotes::String,
                _ => return Err(bad_value(m)),
            };
            if ntext == "double_quotes" {
                m.flags.double_quotes = q;
            } else {
                m.flags.back_quotes = q;
            }
            return Ok(true);
        }
        "unknown" => {
            m.flags.unknown = match vtext.as_str() {
                "error" => Unknown::Error,
                "fail" => Unknown::Fail,
                "warning" => Unknown::Warning,
                _ => return Err(bad_value(m)),
            };
            return Ok(true);
        }
        "stack_limit" => {
            match value {
                Cell::Int(n) if n > 0 => m.set_stack_limit(n as usize),
                _ => return Err(bad_value(m)),
            }
            return Ok(true);
        }
        // SWI-Prolog's bound on integers, in bytes; unset until set.
        "max_integer_size" => {
            match value {
                Cell::Int(n) if n > 0 => m.set_max_integer_size(n as u64),
                v if !m.heap.is_integer(v) => return Err(m.err_type(atoms::INTEGER, v)),
                _ => return Err(bad_value(m)),
            }
            return Ok(true);
        }
        "gc" => {
            m.gc.enabled = match vtext.as_str() {
                "true" => true,
                "false" => false,
                _ => return Err(bad_value(m)),
            };
            // Collections start again from the heap as it is now.
            m.gc.trigger = if m.gc.stress { 0 } else { m.heap.top().saturating_add(crate::machine::gc::MIN_GROWTH) };
            return Ok(true);
        }
        "agc_margin" => {
            match value {
                Cell::Int(n) if n >= 0 => m.set_agc_margin(n as usize),
                // As SWI-Prolog: a non-integer is a type error.
                v if !m.heap.is_integer(v) => return Err(m.err_type(atoms::INTEGER, v)),
                _ => return Err(bad_value(m)),
            }
            return Ok(true);
        }
        "occurs_check" => {
            m.flags.occurs_check = match vtext.as_str() {
                "true" => OccursCheck::True,
                "error" => OccursCheck::Error,
                "false" => OccursCheck::False,
                _ => return Err(bad_value(m)),
            };
            return Ok(true);
        }
        "debug" => {
            // true is debug/0, false is nodebug/0 (which also stops tracing).
            match vtext.as_str() {
                "true" | "on" => m.tracer.debug = true,
                "false" | "off" => {
                    m.tracer.debug = false;
                    m.tracer.tracing = false;
                }
                _ => return Err(bad_value(m)),
            }
            m.sync_trace_gate();
            return Ok(true);
        }
        n if READ_ONLY.contains(&n) => {
            let pf = m.atoms.intern("flag");
            return Err(m.err_permission(atoms::MODIFY, pf, flag));
        }
        _ => {}
    }
    let Some(i) = m.flags.values.iter().position(|f| f.name == name) else {
        // SWI-Prolog's user_flags: `silent` creates unknown flags on the fly.
        if flag_text(m, "user_flags").as_deref() == Some("silent") {
            let value = owned(m, value);
            m.flags.values.push(ValueFlag {
                name,
                value,
                typ: infer_type(m, m.arg(1)),
                read_only: false,
                created: true,
            });
            return Ok(true);
        }
        let pf = m.atoms.intern("prolog_flag");
        return Err(m.err_domain(pf, flag));
    };
    let (typ, read_only, created) = {
        let f = &m.flags.values[i];
        (f.typ, f.read_only, f.created)
    };
    if read_only {
        let pf = m.atoms.intern("flag");
        return Err(m.err_permission(atoms::MODIFY, pf, flag));
    }
    let Some(v) = fit_value(m, typ, value) else {
        if created {
            let t = m.atoms.intern(type_name(typ));
            return Err(m.err_type(t, value));
        }
        return Err(bad_value(m));
    };
    if ntext == "user_flags" && !matches!(vtext.as_str(), "silent" | "warning" | "error") {
        return Err(bad_value(m));
    }
    if ntext == "iso" {
        m.flags.iso = matches!(v, Cell::Atom(atoms::TRUE));
    }
    if ntext == "prefer_rationals" {
        m.arith.prefer_rationals = matches!(v, Cell::Atom(atoms::TRUE));
    }
    m.flags.values[i].value = owned(m, v);
    Ok(true)
}

/// The value of an atom-valued value flag.
fn flag_text(m: &Machine, name: &str) -> Option<String> {
    let a = m.atoms.lookup(name)?;
    let f = m.flags.values.iter().find(|f| f.name == a)?;
    match f.value.root {
        Cell::Atom(v) => Some(m.atoms.text(v).to_string()),
        _ => None,
    }
}

/// create_prolog_flag(+Name, +Value, +Options): options access(read_write
/// or read_only), type(boolean, atom, integer, float or term), keep(Bool).
fn create_flag(m: &mut Machine) -> Res {
    ensure_values(m);
    let (flag, value, opts) = (m.arg(0), m.arg(1), m.arg(2));
    if flag.is_var_ref() || value.is_var_ref() || opts.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Atom(name) = flag else {
        return Err(m.err_type(atoms::ATOM, flag));
    };
    let items = match opts {
        Cell::Atom(atoms::NIL) | Cell::Lis(_) => m.list_items(opts)?,
        _ => return Err(m.err_type(atoms::LIST, opts)),
    };
    let mut typ = None;
    let mut read_only = false;
    let mut keep = false;
    for o in items {
        let o = m.heap.deref(o);
        if o.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let Some((oname, 1)) = m.heap.functor_of(o) else {
            let t = m.atoms.intern("option");
            return Err(m.err_type(t, o));
        };
        let arg = m.heap.deref(m.heap.arg(o, 0));
        if arg.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let atext = match arg {
            Cell::Atom(a) => m.atoms.text(a).to_string(),
            _ => String::new(),
        };
        let bad = |m: &mut Machine, d: &str| -> Exc {
            let d = m.atoms.intern(d);
            m.err_domain(d, arg)
        };
        match m.atoms.text(oname) {
            "access" => {
                read_only = match atext.as_str() {
                    "read_only" => true,
                    "read_write" => false,
                    _ => return Err(bad(m, "access")),
                }
            }
            "type" => {
                typ = Some(match atext.as_str() {
                    "boolean" | "bool" => FlagType::Boolean,
                    "atom" => FlagType::Atom,
                    "integer" => FlagType::Integer,
                    "float" => FlagType::Float,
                    "term" => FlagType::Term,
                    _ => return Err(bad(m, "flag_type")),
                })
            }
            "keep" => {
                keep = match atext.as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(bad(m, "bool")),
                }
            }
            _ => {}
        }
    }
    let ntext = m.atoms.text(name);
    if READ_ONLY.contains(&ntext)
        || matches!(ntext, "double_quotes" | "back_quotes" | "unknown" | "occurs_check" | "gc" | "agc_margin")
    {
        let pf = m.atoms.intern("flag");
        return Err(m.err_permission(atoms::MODIFY, pf, flag));
    }
    let typ = typ.unwrap_or_else(|| infer_type(m, value));
    let Some(v) = fit_value(m, typ, value) else {
        let t = m.atoms.intern(type_name(typ));
        return Err(m.err_type(t, value));
    };
    let value = owned(m, v);
    match m.flags.values.iter().position(|f| f.name == name) {
        Some(i) if m.flags.values[i].read_only && !m.flags.values[i].created => {
            let pf = m.atoms.intern("flag");
            Err(m.err_permission(atoms::MODIFY, pf, flag))
        }
        Some(_) if keep => Ok(true),
        Some(i) => {
            m.flags.values[i] = ValueFlag { name, value, typ, read_only, created: true };
            Ok(true)
        }
        None => {
            m.flags.values.push(ValueFlag { name, value, typ, read_only, created: true });
            Ok(true)
        }
    }
}

/// op/3. In a directive of a module file, an operator the module does
/// not export is local to the module: in effect while its file loads.
fn op_builtin(m: &mut Machine) -> Res {
    add_op(m, true)
}

/// op/3 for an operator a module exports (module/2): global.
pub(crate) fn op(m: &mut Machine) -> Res {
    add_op(m, false)
}

fn add_op(m: &mut Machine, may_be_local: bool) -> Res {
    let (p, t, names) = (m.arg(0), m.arg(1), m.arg(2));
    if p.is_var_ref() || t.is_var_ref() || names.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let prio = match p {
        Cell::Int(n) if (0..=1200).contains(&n) => n as u32,
        Cell::Int(_) => return Err(m.err_domain(atoms::OPERATOR_PRIORITY, p)),
        _ => return Err(m.err_type(atoms::INTEGER, p)),
    };
    let Cell::Atom(ta) = t else {
        return Err(m.err_type(atoms::ATOM, t));
    };
    let Some(typ) = OpType::from_str(m.atoms.text(ta)) else {
        return Err(m.err_domain(atoms::OPERATOR_SPECIFIER, t));
    };
    // `Module:Names` (SWI-Prolog): the operators of that module. hornbook has
    // one table: `user:` and `system:` make them global, the module whose
    // file is loading makes them its own (undone when the load ends), any
    // other module global as well.
    let (qualifier, names) = match m.heap.functor_of(names) {
        Some((atoms::COLON, 2)) => {
            let (q, plain) = m.strip_module(names, atoms::USER);
            if plain.is_var_ref() {
                return Err(m.err_instantiation());
            }
            if matches!(m.heap.functor_of(plain), Some((atoms::COLON, 2))) {
                return Err(m.err_type(atoms::LIST, names));
            }
            (Some(q), plain)
        }
        _ => (None, names),
    };
    let list: Vec<Cell> = match names {
        Cell::Atom(atoms::NIL) => vec![],
        Cell::Atom(_) => vec![names],
        Cell::Lis(_) => m.list_items(names)?,
        _ => return Err(m.err_type(atoms::LIST, names)),
    };
    let mut op_names: Vec<Atom> = Vec::new();
    for n in list {
        match m.heap.deref(n) {
            Cell::Atom(a) => op_names.push(a),
            c if c.is_var_ref() => return Err(m.err_instantiation()),
            c => return Err(m.err_type(atoms::ATOM, c)),
        }
    }
    let loading = m.load_stack.last().and_then(|ctx| ctx.declared).filter(|_| may_be_local);
    let module = match qualifier {
        None => loading,
        Some(q) if Some(q) == loading => loading,
        Some(_) => None,
    };
    for a in op_names {
        let text = m.atoms.text(a).to_string();
        let exported =
            module.is_some_and(|md| m.modules.get(&md).is_some_and(|md| md.export_ops.iter().any(|&(_, _, n)| n == a)));
        if module.is_some() && !exported {
            let before = match () {
                _ if typ.is_prefix() => m.ops.prefix(&text),
                _ if typ.is_infix() => m.ops.infix(&text),
                _ => m.ops.postfix(&text),
            };
            let ctx = m.load_stack.last_mut().expect("loading");
            let seen = ctx.local_ops.iter().any(|(n, t, _)| {
                *n == text
                    && (t.is_prefix(), t.is_infix(), t.is_postfix())
                        == (typ.is_prefix(), typ.is_infix(), typ.is_postfix())
            });
            if !seen {
                ctx.local_ops.push((text.clone(), typ, before));
            }
        }
        if let Err(e) = m.ops.add(prio, typ, &text) {
            let action = match e {
                OpError::PermissionCreate(_) => atoms::CREATE,
                OpError::PermissionModify(_) => atoms::MODIFY,
            };
            return Err(m.err_permission(action, atoms::OPERATOR, Cell::Atom(a)));
        }
    }
    Ok(true)
}

fn op_list(m: &mut Machine) -> Res {
    let all = m.ops.all();
    let mut items = Vec::new();
    for (name, def) in all {
        let n = Cell::Atom(m.atoms.intern(&name));
        let t = Cell::Atom(m.atoms.intern(def.typ.name()));
        items.push(
            m.heap.compound(m.atoms.lookup("op").unwrap_or(atoms::OPERATOR), &[Cell::Int(def.priority as i64), t, n]),
        );
    }
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}
