//! help/0, help/1 and apropos/1: the offline help of `crate::help`, printed
//! on the current output; `'$help_text'/3`, the same text for explain/1.

use super::{index, index_within_budget, text::indicator, HelpEntry};
use crate::builtins::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("help", 0, help0, "").doc(
        "Prints how to use help/1 and apropos/1, and how to leave hornbook.\n\
?- help.\n\
Use help(Name) or help(Name/Arity) for the mode line, summary and example of a predicate.\n\
Use apropos(Text) to list the predicates whose name or summary contains Text.\n\
Mode lines mark arguments: + input, - output, ? either, : goal.\n\
Type halt. or press Ctrl-D at the prompt to leave hornbook.\n\
true.",
    ),
    b("help", 1, help1, "+predicate_spec").doc(
        "Prints the mode line, description and example of every predicate called Name, or of Name/Arity.\n\
?- help(atom_lenght).\n\
No help for atom_lenght.\n\
Did you mean atom_length/2?\n\
Use ?- apropos(query). to search for candidates.\n\
true.",
    ),
    b("$help_text", 3, help_text, "+atom,+integer,-string"),
    b("apropos", 1, apropos, "+text").doc(
        "Lists every predicate whose name or summary contains Text, ignoring case, one per line.\n\
?- apropos(keysort).\n\
keysort/2  Sorts a list of Key-Value pairs by key, keeping duplicates and their order.\n\
true.",
    ),
];

const USAGE: &str = "\
Use help(Name) or help(Name/Arity) for the mode line, summary and example of a predicate.
Use apropos(Text) to list the predicates whose name or summary contains Text.
Mode lines mark arguments: + input, - output, ? either, : goal.
Type halt. or press Ctrl-D at the prompt to leave hornbook.
";

fn help0(m: &mut Machine) -> Res {
    m.out.write_str(USAGE);
    Ok(true)
}

/// help(Name) or help(Name/Arity).
fn help1(m: &mut Machine) -> Res {
    let spec = m.arg(0);
    let (name, arity) = help_spec(m, spec)?;
    let entries = index_within_budget(m)?.lookup(&name, arity);
    let text = if entries.is_empty() {
        no_help(&name, arity)
    } else {
        entries.iter().map(|e| HelpEntry::render(e)).collect::<Vec<_>>().join("\n")
    };
    m.out.write_str(&text);
    Ok(true)
}

/// The name and optional arity that help/1 is asked about.
fn help_spec(m: &mut Machine, spec: Cell) -> Result<(String, Option<u32>), crate::machine::Exc> {
    if spec.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if let Some((atoms::SLASH, 2)) = m.heap.functor_of(spec) {
        let name = m.heap.deref(m.heap.arg(spec, 0));
        let arity = m.heap.deref(m.heap.arg(spec, 1));
        if name.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let Cell::Atom(name) = name else {
            let ty = m.atoms.intern("atom");
            return Err(m.err_type(ty, name));
        };
        let name = m.atoms.text(name).to_string();
        return match arity {
            a if a.is_var_ref() => Ok((name, None)),
            Cell::Int(n) if (0..=i64::from(u32::MAX)).contains(&n) => Ok((name, Some(n as u32))),
            Cell::Int(_) => {
                let dom = m.atoms.intern("not_less_than_zero");
                Err(m.err_domain(dom, arity))
            }
            _ => {
                let ty = m.atoms.intern("integer");
                Err(m.err_type(ty, arity))
            }
        };
    }
    match spec {
        Cell::Atom(a) => Ok((m.atoms.text(a).to_string(), None)),
        Cell::Stg(a) => Ok((m.heap.string_at(a), None)),
        _ => {
            let ty = m.atoms.intern("predicate_indicator");
            Err(m.err_type(ty, spec))
        }
    }
}

/// '$help_text'(+Name, +Arity, -Text): the help of Name/Arity as help/1
/// prints it; fails when there is none (explain/1 of stdlib/explain.pl).
fn help_text(m: &mut Machine) -> Res {
    let (Cell::Atom(name), Cell::Int(arity)) = (m.arg(0), m.arg(1)) else {
        return Ok(false);
    };
    let Ok(arity) = u32::try_from(arity) else {
        return Ok(false);
    };
    let name = m.atoms.text(name).to_string();
    let Some(entry) = index_within_budget(m)?.get(&name, arity) else {
        return Ok(false);
    };
    let text = m.heap.string(&entry.render());
    Ok(m.unify(m.x[2], text))
}

/// The message for a predicate without help, with close names, in
/// SWI-Prolog's words.
fn no_help(name: &str, arity: Option<u32>) -> String {
    let asked = match arity {
        Some(a) => indicator(name, a),
        None => crate::help::text::display_name(name),
    };
    let mut out = format!("No help for {asked}.\n");
    let close = index().similar(name);
    if !close.is_empty() {
        out.push_str(&format!("Did you mean {}?\n", or_list(&close)));
    }
    out.push_str("Use ?- apropos(query). to search for candidates.\n");
    out
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

fn apropos(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], false, "text")?;
    let found = index_within_budget(m)?.apropos(&text);
    let out = if found.is_empty() {
        format!("No matches for {text}\n")
    } else {
        let width = found.iter().map(|e| e.indicator().chars().count()).max().unwrap_or(0).min(28);
        found.iter().map(|e| format!("{:<width$}  {}\n", e.indicator(), e.summary(), width = width)).collect()
    };
    m.out.write_str(&out);
    Ok(true)
}
