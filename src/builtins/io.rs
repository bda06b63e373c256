//! Term output on the current output stream: write/1 and friends,
//! write_term/2 and its options, tab/1 and the capture behind
//! with_output_to/2. The stream variants and all input live in chario.rs;
//! a read term is built on the heap by the reader (`reader/to_heap.rs`).

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Atom, Cell};
use crate::write::WriteOptions;

pub const BUILTINS: &[Builtin] = &[
    b("write", 1, |m| write_with(m, 0, WriteOptions::write()), "+term").doc(
        "Writes Term to the current output, with operators and without quotes.\n\
         ?- write('hello world'-[1, 2]), nl.\n\
         hello world-[1,2]\n\
         true.",
    ),
    b("print", 1, |m| write_with(m, 0, WriteOptions::writeq()), "+term").doc(
        "Writes Term to the current output for a person to read: quoted, as writeq/1.\n\
         ?- print(['A', b]), nl.\n\
         ['A',b]\n\
         true.",
    ),
    b("writeq", 1, |m| write_with(m, 0, WriteOptions::writeq()), "+term").doc(
        "Writes Term to the current output quoted where needed, so that read/1 gives the same term \
         back.\n\
         ?- writeq(['A', 'b c', \"str\", 1+2]), nl.\n\
         ['A','b c',\"str\",1+2]\n\
         true.",
    ),
    b("writeln", 1, writeln, "+term").doc(
        "Writes Term as write/1 does, then a newline.\n\
         ?- writeln(hello).\n\
         hello\n\
         true.",
    ),
    b("write_canonical", 1, |m| write_with(m, 0, canonical_options(m, m.x[0])), "+term").doc(
        "Writes Term quoted, without operators, and with variables as _N, for reading back by any \
         Prolog.\n\
         ?- write_canonical([a, 'B'|1 + 2]), nl.\n\
         [a,'B'|+(1,2)]\n\
         true.",
    ),
    b("write_term", 2, write_term, "+term,+list").doc(
        "Writes Term to the current output under a list of options: quoted(Bool), ignore_ops(Bool), \
         max_depth(N) and others.\n\
         ?- write_term(1 + 'A', [quoted(true), ignore_ops(true)]), nl.\n\
         +(1,'A')\n\
         true.",
    ),
    b("tab", 1, tab, "+evaluable").doc(
        "Writes Amount spaces to the current output; Amount is an arithmetic expression.\n\
         ?- write(a), tab(3), write(b), nl.\n\
         a   b\n\
         true.",
    ),
    b(
        "$capture_start",
        0,
        |m| {
            m.out.captures.push(String::new());
            Ok(true)
        },
        "",
    ),
    b("$capture_end", 1, capture_end, "-atom"),
    b("$memory_output_open", 2, memory_output_open, "-integer,-integer"),
    b("$memory_output_close", 3, memory_output_close, "+integer,+integer,-string"),
];

fn put(m: &mut Machine, s: &str) -> Res {
    write_pieces(m, s)?;
    m.check_output()
}

/// Bytes of text written to a stream between two looks at Ctrl-C.
const PIECE_BYTES: usize = 1 << 16;

/// Writes `s` to current output. A long text (a huge term printed on the
/// terminal takes seconds to show) goes in pieces, with Ctrl-C handled
/// between them as at a call: after the menu's `c` the rest is written,
/// after `a` it is dropped.
pub fn write_pieces(m: &mut Machine, s: &str) -> Result<(), Exc> {
    let mut rest = s;
    while rest.len() > PIECE_BYTES {
        let mut end = PIECE_BYTES;
        while !rest.is_char_boundary(end) {
            end += 1;
        }
        let (piece, after) = rest.split_at(end);
        m.out.write_str(piece);
        m.check_interrupt()?;
        rest = after;
    }
    m.out.write_str(rest);
    Ok(())
}

fn write_with(m: &mut Machine, i: usize, opts: WriteOptions) -> Res {
    let s = m.term_text_stoppable(m.x[i], &opts)?;
    put(m, &s)
}

/// write_canonical/1,2's options for `t`: as SWI-Prolog writes it, a
/// variable met once is `_` and one met more often `A`, `B`, ... in order
/// of first occurrence, so that the text reads back as a variant.
pub fn canonical_options(m: &Machine, t: Cell) -> WriteOptions {
    let mut opts = WriteOptions::canonical();
    let mut named = 0;
    for (a, occurrences) in m.var_occurrences(t) {
        let name = if occurrences == 1 {
            "_".to_string()
        } else {
            named += 1;
            crate::write::var_letter_name(named - 1)
        };
        opts.var_names.push((a, name));
    }
    opts
}

fn bool_opt(m: &mut Machine, v: Cell, opt: Cell) -> Result<bool, Exc> {
    match m.heap.deref(v) {
        Cell::Atom(atoms::TRUE) => Ok(true),
        Cell::Atom(atoms::FALSE) => Ok(false),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        _ => {
            let wo = m.atoms.intern("write_option");
            Err(m.err_domain(wo, opt))
        }
    }
}

/// Parses a write_term/2 option list.
pub fn write_options(m: &mut Machine, list: Cell) -> Result<WriteOptions, Exc> {
    let mut opts = WriteOptions::default();
    let items = m.list_items(list)?;
    let wo = m.atoms.intern("write_option");
    for item in items {
        let item = m.heap.deref(item);
        if item.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let Some((name, 1)) = m.heap.functor_of(item) else {
            return Err(m.err_domain(wo, item));
        };
        let v = m.heap.arg(item, 0);
        match name {
            atoms::QUOTED => opts.quoted = bool_opt(m, v, item)?,
            atoms::IGNORE_OPS => opts.ignore_ops = bool_opt(m, v, item)?,
            atoms::NUMBERVARS => opts.numbervars = bool_opt(m, v, item)?,
            atoms::MAX_DEPTH => match m.heap.deref(v) {
                Cell::Int(n) => opts.max_depth = n.max(0) as usize,
                _ => return Err(m.err_domain(wo, item)),
            },
            atoms::VARIABLE_NAMES => {
                for pair in m.list_items(v)? {
                    let (n, var) = variable_assignment(m, pair)?;
                    if let Cell::Ref(a) | Cell::Attv(a) = var {
                        opts.var_names.push((a, m.atoms.text(n).to_string()));
                    }
                }
            }
            _ => {
                let text = m.atoms.text(name);
                match text {
                    "brace_terms" => opts.no_brace_terms = !bool_opt(m, v, item)?,
                    "spacing" => match m.heap.deref(v) {
                        Cell::Atom(a) if m.atoms.text(a) == "next_argument" => opts.space_args = true,
                        Cell::Atom(a) if m.atoms.text(a) == "standard" => opts.space_args = false,
                        _ => return Err(m.err_domain(wo, item)),
                    },
                    "priority" => match m.heap.deref(v) {
                        Cell::Int(p) if (0..=1200).contains(&p) => opts.priority = Some(p as u32),
                        _ => return Err(m.err_domain(wo, item)),
                    },
                    "cycles" => opts.no_cycles = !bool_opt(m, v, item)?,
                    "portray" | "character_escapes" | "fullstop" | "nl" | "attributes" | "dotlists" | "no_lists"
                    | "partial" | "module" | "blobs" | "portray_goal" => {}
                    _ => return Err(m.err_domain(wo, item)),
                }
            }
        }
    }
    Ok(opts)
}

/// One `Name = Term` of the variable_names option, checked as SWI-Prolog
/// checks it: Name must be an atom that reads as a variable (`_` or an
/// uppercase letter, then letters, digits and `_`). The name and the
/// dereferenced term; a term that is no variable is written as it is.
fn variable_assignment(m: &mut Machine, pair: Cell) -> Result<(Atom, Cell), Exc> {
    let pair = m.heap.deref(pair);
    if pair.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if m.heap.functor_of(pair) != Some((atoms::EQUALS, 2)) {
        let t = m.atom("variable_assignment");
        return Err(m.err_type(t, pair));
    }
    let name = m.heap.deref(m.heap.arg(pair, 0));
    let var = m.heap.deref(m.heap.arg(pair, 1));
    match name {
        Cell::Atom(n) => {
            let text = m.atoms.text(n);
            let mut cs = text.chars();
            let ok =
                cs.next().is_some_and(crate::reader::chars::starts_var) && cs.all(crate::reader::chars::continues_name);
            if !ok {
                let d = m.atom("variable_name");
                return Err(m.err_domain(d, name));
            }
            Ok((n, var))
        }
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::ATOM, c)),
    }
}

fn writeln(m: &mut Machine) -> Res {
    write_with(m, 0, WriteOptions::write())?;
    m.out.write_str("\n");
    m.check_output()
}

fn write_term(m: &mut Machine) -> Res {
    let opts = write_options(m, m.x[1])?;
    let t = m.x[0];
    if opts.no_cycles && opts.max_depth == 0 && !crate::term::cycles::is_acyclic(&m.heap, t) {
        let cyclic = m.atoms.intern("cyclic_term");
        return Err(m.err_domain(cyclic, t));
    }
    write_with(m, 0, opts)
}

fn tab(m: &mut Machine) -> Res {
    let s = tab_spaces(m, m.x[0])?;
    put(m, &s)
}

/// The spaces tab/1,2 write: the argument is an integer expression.
pub fn tab_spaces(m: &mut Machine, n: Cell) -> Result<String, Exc> {
    match m.eval(n)? {
        crate::arith::Number::Int(n) => {
            let n = n.max(0) as usize;
            m.reserve(n)?;
            Ok(" ".repeat(n))
        }
        other => {
            let c = other.to_cell(&mut m.heap);
            Err(m.err_type(atoms::INTEGER, c))
        }
    }
}

/// '$memory_output_open'(-Old, -Id): current output becomes a new memory
/// stream Id (with_output_to/2); Old is the current output before.
fn memory_output_open(m: &mut Machine) -> Res {
    let old = m.out.cur_out;
    let id = m.out.open_memory_output();
    m.out.cur_out = id;
    // Writes to current output must reach the new stream, not a capture
    // that was open around it.
    let captures = std::mem::take(&mut m.out.captures);
    m.out.suspended_captures.push(captures);
    let (x0, x1) = (m.x[0], m.x[1]);
    Ok(m.unify(x0, Cell::Int(old as i64)) && m.unify(x1, Cell::Int(id as i64)))
}

/// '$memory_output_close'(+Old, +Id, -Text): closes the memory stream Id,
/// Text is what was written to it; current output goes back to Old.
fn memory_output_close(m: &mut Machine) -> Res {
    let (Cell::Int(old), Cell::Int(id)) = (m.arg(0), m.arg(1)) else {
        return Err(m.err_instantiation());
    };
    let text = m.out.take_memory_output(id as usize);
    m.out.captures = m.out.suspended_captures.pop().unwrap_or_default();
    m.out.cur_out = if m.out.get(old as usize).is_some() { old as usize } else { crate::machine::streams::USER_OUTPUT };
    let s = m.heap.string(&text);
    let x2 = m.x[2];
    Ok(m.unify(x2, s))
}

fn capture_end(m: &mut Machine) -> Res {
    let text = m.out.captures.pop().unwrap_or_default();
    let a = Cell::Atom(m.atoms.intern(&text));
    let x0 = m.x[0];
    Ok(m.unify(x0, a))
}
