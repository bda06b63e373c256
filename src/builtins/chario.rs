//! Character, code, byte and line I/O on streams (ISO 8.12, 8.13), and
//! reading and writing terms on a given stream (ISO 8.14).

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::reader::Reader;
use crate::term::{atoms, Atom, Cell};
use crate::write::WriteOptions;

pub const BUILTINS: &[Builtin] = &[
    b("get_char", 1, |m| get(m, None, Kind::Char, false), "?in_character"),
    b("get_char", 2, |m| get(m, Some(0), Kind::Char, false), "+stream_or_alias,?in_character"),
    b("peek_char", 1, |m| get(m, None, Kind::Char, true), "?in_character"),
    b("peek_char", 2, |m| get(m, Some(0), Kind::Char, true), "+stream_or_alias,?in_character"),
    b("get_code", 1, |m| get(m, None, Kind::Code, false), "?in_character_code"),
    b("get_code", 2, |m| get(m, Some(0), Kind::Code, false), "+stream_or_alias,?in_character_code"),
    b("peek_code", 1, |m| get(m, None, Kind::Code, true), "?in_character_code"),
    b("peek_code", 2, |m| get(m, Some(0), Kind::Code, true), "+stream_or_alias,?in_character_code"),
    b("get_byte", 1, |m| get(m, None, Kind::Byte, false), "?in_byte"),
    b("get_byte", 2, |m| get(m, Some(0), Kind::Byte, false), "+stream_or_alias,?in_byte"),
    b("peek_byte", 1, |m| get(m, None, Kind::Byte, true), "?in_byte"),
    b("peek_byte", 2, |m| get(m, Some(0), Kind::Byte, true), "+stream_or_alias,?in_byte"),
    b("put_char", 1, |m| put(m, None, Kind::Char), "+character"),
    b("put_char", 2, |m| put(m, Some(0), Kind::Char), "+stream_or_alias,+character"),
    b("put_code", 1, |m| put(m, None, Kind::Code), "+character_code"),
    b("put_code", 2, |m| put(m, Some(0), Kind::Code), "+stream_or_alias,+character_code"),
    b("put_byte", 1, |m| put(m, None, Kind::Byte), "+byte"),
    b("put_byte", 2, |m| put(m, Some(0), Kind::Byte), "+stream_or_alias,+byte"),
    b("nl", 0, |m| text_out(m, None, "\n"), ""),
    b("nl", 1, |m| text_out(m, Some(0), "\n"), "+stream_or_alias"),
    b("tab", 2, tab2, "+stream_or_alias,+evaluable"),
    b("skip_line", 0, |m| skip_line(m, None), ""),
    b("skip_line", 1, |m| skip_line(m, Some(0)), "+stream_or_alias"),
    b("read_line_to_string", 2, |m| read_line(m, LineAs::String), "+stream_or_alias,-string"),
    b("read_line_to_codes", 2, |m| read_line(m, LineAs::Codes), "+stream_or_alias,-codes"),
    b("read", 1, |m| read_term(m, None, None), "-term"),
    b("read", 2, |m| read_term(m, Some(0), None), "+stream_or_alias,-term"),
    b("read_term", 2, |m| read_term(m, None, Some(1)), "-term,+list"),
    b("read_term", 3, |m| read_term(m, Some(0), Some(2)), "+stream_or_alias,-term,+list"),
    b("write", 2, |m| write2(m, WriteOptions::write()), "+stream_or_alias,+term"),
    b("print", 2, |m| write2(m, WriteOptions::writeq()), "+stream_or_alias,+term"),
    b("writeq", 2, |m| write2(m, WriteOptions::writeq()), "+stream_or_alias,+term"),
    b("write_canonical", 2, |m| write2(m, WriteOptions::canonical()), "+stream_or_alias,+term"),
    b("write_term", 3, write_term3, "+stream_or_alias,+term,+list"),
];

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Char,
    Code,
    Byte,
}

fn stream_arg(m: &mut Machine, arg: Option<usize>, input: bool, binary: bool) -> Result<usize, Exc> {
    let c = match arg {
        Some(i) => m.x[i],
        None => {
            let id = if input { m.out.cur_in } else { m.out.cur_out };
            m.stream_term(id)
        }
    };
    if input {
        m.input_stream(c, binary)
    } else {
        m.output_stream(c, binary)
    }
}

/// Checks the "expected" argument of get/peek before reading (ISO).
fn check_target(m: &mut Machine, t: Cell, kind: Kind) -> Result<(), Exc> {
    let ok = match (kind, t) {
        (_, Cell::Ref(_) | Cell::Attv(_)) => true,
        (Kind::Char, Cell::Atom(a)) => a == atoms::END_OF_FILE || m.atoms.text(a).chars().count() == 1,
        (Kind::Code, Cell::Int(n)) => {
            if !(-1..=0x10FFFF).contains(&n) {
                let what = m.atoms.intern("in_character_code");
                return Err(m.err_representation(what));
            }
            true
        }
        (Kind::Byte, Cell::Int(n)) => (-1..=255).contains(&n),
        _ => false,
    };
    if ok {
        return Ok(());
    }
    let ty = match kind {
        Kind::Char => "in_character",
        Kind::Code => "integer",
        Kind::Byte => "in_byte",
    };
    let ty = m.atoms.intern(ty);
    Err(m.err_type(ty, t))
}

fn get(m: &mut Machine, arg: Option<usize>, kind: Kind, peek: bool) -> Res {
    let target_i = if arg.is_some() { 1 } else { 0 };
    let id = stream_arg(m, arg, true, kind == Kind::Byte)?;
    let target = m.arg(target_i);
    check_target(m, target, kind)?;
    let value = loop {
        let st = m.out.get(id).expect("open stream");
        let value = match kind {
            Kind::Byte => {
                let b = if peek { st.peek_byte() } else { st.get_byte() };
                b.map(|b| Cell::Int(b as i64))
            }
            _ => {
                let c = if peek { st.peek_char() } else { st.get_char() };
                match (c, kind) {
                    (Some(c), Kind::Char) => Some(Cell::Atom(m.atoms.intern(c.encode_utf8(&mut [0u8; 4])))),
                    (Some(c), _) => Some(Cell::Int(c as i64)),
                    (None, _) => None,
                }
            }
        };
        if value.is_none() && m.read_was_interrupted(id)? {
            continue;
        }
        break value;
    };
    let value = match value {
        Some(v) => v,
        None => {
            if !peek {
                if let Some(st) = m.out.get(id) {
                    st.hit_eof();
                }
            }
            match kind {
                Kind::Char => Cell::Atom(atoms::END_OF_FILE),
                _ => Cell::Int(-1),
            }
        }
    };
    Ok(m.unify(target, value))
}

fn put(m: &mut Machine, arg: Option<usize>, kind: Kind) -> Res {
    let vi = if arg.is_some() { 1 } else { 0 };
    let id = stream_arg(m, arg, false, kind == Kind::Byte)?;
    let v = m.arg(vi);
    let text = match (kind, v) {
        (_, Cell::Ref(_) | Cell::Attv(_)) => return Err(m.err_instantiation()),
        (Kind::Char, Cell::Atom(a)) if m.atoms.text(a).chars().count() == 1 => m.atoms.text(a).to_string(),
        (Kind::Char, _) => return Err(m.err_type(atoms::CHARACTER, v)),
        (Kind::Code, Cell::Int(n)) => match u32::try_from(n).ok().and_then(char::from_u32) {
            Some(c) => c.to_string(),
            None => return Err(m.err_representation(atoms::CHARACTER_CODE)),
        },
        (Kind::Code, _) => return Err(m.err_type(atoms::INTEGER, v)),
        (Kind::Byte, Cell::Int(n)) if (0..=255).contains(&n) => {
            if let Some(st) = m.out.get(id) {
                st.write_bytes(&[n as u8]);
            }
            return Ok(true);
        }
        (Kind::Byte, _) => {
            let byte = m.atoms.intern("byte");
            return Err(m.err_type(byte, v));
        }
    };
    match arg {
        None => m.out.write_str(&text),
        Some(_) => m.with_output(id, |m| m.out.write_str(&text)),
    }
    Ok(true)
}

fn text_out(m: &mut Machine, arg: Option<usize>, s: &str) -> Res {
    match arg {
        None => m.out.write_str(s),
        Some(_) => {
            let id = stream_arg(m, arg, false, false)?;
            m.with_output(id, |m| m.out.write_str(s));
        }
    }
    Ok(true)
}

fn tab2(m: &mut Machine) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let s = super::io::tab_spaces(m, m.x[1])?;
    m.with_output(id, |m| m.out.write_str(&s));
    Ok(true)
}

fn skip_line(m: &mut Machine, arg: Option<usize>) -> Res {
    let id = stream_arg(m, arg, true, false)?;
    loop {
        match m.out.get(id).expect("open stream").get_char() {
            Some('\n') => break,
            Some(_) => {}
            None if m.read_was_interrupted(id)? => {}
            None => {
                m.out.get(id).expect("open stream").hit_eof();
                break;
            }
        }
    }
    Ok(true)
}

#[derive(Copy, Clone)]
enum LineAs {
    String,
    Codes,
}

/// read_line_to_string/2 and read_line_to_codes/2: the line without its
/// newline; at the end of input `end_of_file` and -1 respectively (SWI).
fn read_line(m: &mut Machine, as_: LineAs) -> Res {
    let id = stream_arg(m, Some(0), true, false)?;
    let mut line = String::new();
    let mut any = false;
    loop {
        match m.out.get(id).expect("open stream").get_char() {
            Some('\n') => {
                any = true;
                break;
            }
            Some(c) => {
                any = true;
                line.push(c);
            }
            None if m.read_was_interrupted(id)? => {}
            None => {
                m.out.get(id).expect("open stream").hit_eof();
                break;
            }
        }
    }
    if line.ends_with('\r') {
        line.pop();
    }
    let v = match (any, as_) {
        (false, LineAs::String) => Cell::Atom(atoms::END_OF_FILE),
        (false, LineAs::Codes) => Cell::Int(-1),
        (true, LineAs::String) => m.heap.string(&line),
        (true, LineAs::Codes) => m.text_list(&line, super::atoms::TextList::Codes),
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, v))
}

/// What read_term returns besides the term.
pub struct ReadResult {
    pub term: Cell,
    pub names: Vec<(Atom, Cell)>,
    pub singletons: Vec<Atom>,
}

impl Machine {
    /// After a read from stream `id` came back with nothing: if Ctrl-C
    /// interrupted its wait for the terminal, handles the interrupt as the
    /// machine's polls do (the toplevel's menu, or an error) and says to
    /// read again; false means the input really ended.
    pub fn read_was_interrupted(&mut self, id: usize) -> Result<bool, Exc> {
        if !self.out.get(id).is_some_and(|st| st.take_interrupted()) {
            return Ok(false);
        }
        self.poll_interrupts()?;
        Ok(true)
    }

    /// Reads the next term from input stream `id`; `end_of_file` at the end.
    pub fn read_term_from(&mut self, id: usize) -> Result<ReadResult, Exc> {
        let flags = self.read_flags();
        let text = loop {
            let text = self.out.get(id).expect("open stream").text_for_term();
            if !self.read_was_interrupted(id)? {
                break text;
            }
        };
        let mut r = Reader::new(&text);
        match r.next(&self.ops, &flags) {
            Ok(Some(rt)) => {
                self.out.get(id).expect("open stream").consume(rt.end as usize);
                let singletons = rt.singletons.iter().map(|(n, _)| self.atoms.intern(n)).collect();
                let (term, names) = self.build_read_term(&rt);
                Ok(ReadResult { term, names, singletons })
            }
            Ok(None) => {
                let st = self.out.get(id).expect("open stream");
                st.consume(text.len());
                st.hit_eof();
                Ok(ReadResult { term: Cell::Atom(atoms::END_OF_FILE), names: vec![], singletons: vec![] })
            }
            Err(e) => {
                let used = r.offset().max(1).min(text.len());
                self.out.get(id).expect("open stream").consume(used);
                Err(self.err_syntax(&e.message))
            }
        }
    }
}

fn read_term(m: &mut Machine, stream: Option<usize>, options: Option<usize>) -> Res {
    let id = stream_arg(m, stream, true, false)?;
    let ti = if stream.is_some() { 1 } else { 0 };
    let opts = match options {
        Some(i) => m.list_items(m.x[i])?,
        None => Vec::new(),
    };
    let ro = m.atoms.intern("read_option");
    for &o in &opts {
        let o = m.heap.deref(o);
        if o.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let ok = matches!(m.heap.functor_of(o), Some((n, 1)) if matches!(m.atoms.text(n),
            "variable_names" | "variables" | "singletons" | "syntax_errors" | "double_quotes" | "module" | "term_position" | "subterm_positions" | "comments" | "backquoted_string" | "character_escapes" | "var_prefix" | "cycles" | "dotlists"));
        if !ok {
            return Err(m.err_domain(ro, o));
        }
    }
    let r = m.read_term_from(id)?;
    let x = m.x[ti];
    if !m.unify(x, r.term) {
        return Ok(false);
    }
    for o in opts {
        let o = m.heap.deref(o);
        let Some((name, 1)) = m.heap.functor_of(o) else {
            continue;
        };
        let v = m.heap.arg(o, 0);
        let value = match m.atoms.text(name) {
            "variable_names" => {
                let items: Vec<Cell> =
                    r.names.iter().map(|&(n, var)| m.heap.compound(atoms::EQUALS, &[Cell::Atom(n), var])).collect();
                m.heap.list(&items)
            }
            "variables" => {
                let vars = m.term_vars(r.term);
                m.heap.list(&vars)
            }
            "singletons" => {
                let items: Vec<Cell> = r
                    .names
                    .iter()
                    .filter(|(n, _)| r.singletons.contains(n))
                    .map(|&(n, var)| m.heap.compound(atoms::EQUALS, &[Cell::Atom(n), var]))
                    .collect();
                m.heap.list(&items)
            }
            _ => continue,
        };
        if !m.unify(v, value) {
            return Ok(false);
        }
    }
    Ok(true)
}

fn write2(m: &mut Machine, opts: WriteOptions) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let s = m.term_text(m.x[1], &opts);
    m.with_output(id, |m| m.out.write_str(&s));
    Ok(true)
}

fn write_term3(m: &mut Machine) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let opts = super::io::write_options(m, m.x[2])?;
    let s = m.term_text(m.x[1], &opts);
    m.with_output(id, |m| m.out.write_str(&s));
    Ok(true)
}
