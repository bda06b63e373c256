//! Prolog flags and operators: set_prolog_flag/2, the flag list behind
//! current_prolog_flag/2, op/3 and the operator list behind current_op/3.

use super::{b, Builtin};
use crate::machine::flags::Unknown;
use crate::machine::{Exc, Machine, Res};
use crate::reader::{OpError, OpType, Quotes};
use crate::term::{atoms, Atom, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("set_prolog_flag", 2, set_flag, "+atom,+term"),
    b("$flags", 1, flag_list, "-list"),
    b("op", 3, op, "+integer,+atom,+atom_or_atom_list"),
    b("$ops", 1, op_list, "-list"),
];

fn quotes_atom(q: Quotes) -> &'static str {
    match q {
        Quotes::Codes => "codes",
        Quotes::Chars => "chars",
        Quotes::Atom => "atom",
        Quotes::String => "string",
    }
}

fn flag_list(m: &mut Machine) -> Res {
    let f = m.flags.clone();
    let unknown = match f.unknown {
        Unknown::Error => "error",
        Unknown::Fail => "fail",
        Unknown::Warning => "warning",
    };
    let pairs: Vec<(&str, Cell)> = vec![
        ("bounded", Cell::Atom(atoms::FALSE)),
        ("max_integer", Cell::Int(i64::MAX)),
        ("min_integer", Cell::Int(i64::MIN)),
        ("max_tagged_integer", Cell::Int((1 << 60) - 1)),
        ("min_tagged_integer", Cell::Int(-(1 << 60))),
        ("integer_rounding_function", Cell::Atom(m.atoms.intern("toward_zero"))),
        ("char_conversion", Cell::Atom(atoms::OFF)),
        ("debug", Cell::Atom(atoms::OFF)),
        ("max_arity", Cell::Atom(m.atoms.intern("unbounded"))),
        ("unknown", Cell::Atom(m.atoms.intern(unknown))),
        ("double_quotes", Cell::Atom(m.atoms.intern(quotes_atom(f.double_quotes)))),
        ("back_quotes", Cell::Atom(m.atoms.intern(quotes_atom(f.back_quotes)))),
        ("occurs_check", Cell::Atom(if f.occurs_check { atoms::TRUE } else { atoms::FALSE })),
        ("last_call_optimisation", Cell::Atom(atoms::TRUE)),
        ("prefer_rationals", Cell::Atom(atoms::FALSE)),
        ("iso", Cell::Atom(atoms::FALSE)),
    ];
    let mut items = Vec::new();
    for (name, value) in pairs {
        let n = Cell::Atom(m.atoms.intern(name));
        items.push(m.heap.compound(atoms::MINUS, &[n, value]));
    }
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

fn set_flag(m: &mut Machine) -> Res {
    let (flag, value) = (m.arg(0), m.arg(1));
    if flag.is_var_ref() || value.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Atom(name) = flag else { return Err(m.err_type(atoms::ATOM, flag)) };
    let bad_value = |m: &mut Machine| -> Exc {
        let fv = m.heap.compound(atoms::PLUS, &[flag, value]);
        m.err_domain(atoms::FLAG_VALUE, fv)
    };
    let vtext = match value {
        Cell::Atom(a) => m.atoms.text(a).to_string(),
        _ => String::new(),
    };
    match m.atoms.text(name) {
        "double_quotes" | "back_quotes" => {
            let q = match vtext.as_str() {
                "codes" => Quotes::Codes,
                "chars" => Quotes::Chars,
                "atom" => Quotes::Atom,
                "string" => Quotes::String,
                _ => return Err(bad_value(m)),
            };
            if m.atoms.text(name) == "double_quotes" {
                m.flags.double_quotes = q;
            } else {
                m.flags.back_quotes = q;
            }
        }
        "unknown" => {
            m.flags.unknown = match vtext.as_str() {
                "error" => Unknown::Error,
                "fail" => Unknown::Fail,
                "warning" => Unknown::Warning,
                _ => return Err(bad_value(m)),
            }
        }
        "occurs_check" => {
            m.flags.occurs_check = match vtext.as_str() {
                "true" | "error" => true,
                "false" => false,
                _ => return Err(bad_value(m)),
            }
        }
        "bounded" | "max_integer" | "min_integer" | "integer_rounding_function" | "max_arity" => {
            let pf = m.atoms.intern("flag");
            return Err(m.err_permission(atoms::MODIFY, pf, flag));
        }
        "char_conversion" | "debug" | "last_call_optimisation" | "prefer_rationals" | "iso" | "verbose" | "report_error"
        | "optimise" | "toplevel_print_anon" | "answer_write_options" | "print_write_options" => {}
        _ => return Err(m.err_domain(atoms::FLAG, flag)),
    }
    Ok(true)
}

fn op(m: &mut Machine) -> Res {
    let (p, t, names) = (m.arg(0), m.arg(1), m.arg(2));
    if p.is_var_ref() || t.is_var_ref() || names.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let prio = match p {
        Cell::Int(n) if (0..=1200).contains(&n) => n as u32,
        Cell::Int(_) => return Err(m.err_domain(atoms::OPERATOR_PRIORITY, p)),
        _ => return Err(m.err_type(atoms::INTEGER, p)),
    };
    let Cell::Atom(ta) = t else { return Err(m.err_type(atoms::ATOM, t)) };
    let Some(typ) = OpType::from_str(m.atoms.text(ta)) else {
        return Err(m.err_domain(atoms::OPERATOR_SPECIFIER, t));
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
    for a in op_names {
        let text = m.atoms.text(a).to_string();
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
        items.push(m.heap.compound(m.atoms.lookup("op").unwrap_or(atoms::OPERATOR), &[Cell::Int(def.priority as i64), t, n]));
    }
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}
