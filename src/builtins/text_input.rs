//! Text input as SWI-Prolog has it, beyond ISO's characters and terms:
//! read_string/3 (a number of characters, or the rest of the stream),
//! read_string/5 (up to a separator, with padding removed), and name/2
//! (text to an atom or a number, as DEC-10 Prolog did), and
//! read_pending_codes/3 and read_pending_chars/3 (what the stream's buffer
//! holds, the blocks library(pure_input) builds its lazy lists of).

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("read_string", 3, read_string3, "+stream_or_alias,?integer,-string").doc(
        "Reads Length characters of Stream into String, or, with Length unbound, the rest of the \
         stream, unifying Length with the number of characters read.\n\
         ?- read_string(user_input, 5, S).\n\
         |: hello world\n\
         S = \"hello\".",
    ),
    b("read_string", 5, read_string5, "+stream_or_alias,+text,+text,-integer,-string").doc(
        "Reads from Stream up to the first character of SepChars (Sep is its code, -1 at the end \
         of the stream), then removes the characters of PadChars from both ends of the text.\n\
         ?- read_string(user_input, \",\", \" \", Sep, S).\n\
         |:   one , two\n\
         Sep = 44, S = \"one\".",
    ),
    b("read_pending_codes", 3, |m| read_pending(m, super::atoms::TextList::Codes), "+stream_or_alias,-codes,?term")
        .doc(
            "Codes is the difference list Codes\\Tail of the characters the stream has buffered \
             (waiting for input if none is); both are [] at the end of the stream.\n\
             ?- read_pending_codes(user_input, Cs, []).\n\
             |: hi\n\
             Cs = [104, 105, 10].",
        ),
    b("read_pending_chars", 3, |m| read_pending(m, super::atoms::TextList::Chars), "+stream_or_alias,-chars,?term")
        .doc(
            "As read_pending_codes/3, with characters.\n\
             ?- read_pending_chars(user_input, Cs, []).\n\
             |: hi\n\
             Cs = [h, i, '\\n'].",
        ),
    b("name", 2, name, "?atomic,?codes").doc(
        "Converts between an atomic term and its character codes: text that reads as a number \
         gives the number, any other text an atom.\n\
         ?- name(X, \"42\"), name(Y, \"forty\").\n\
         X = 42, Y = forty.",
    ),
];

/// The input stream of argument 0.
fn input_arg(m: &mut Machine) -> Result<usize, Exc> {
    let c = m.x[0];
    m.input_stream(c, false)
}

/// Reads characters from stream `id` until `stop` accepts one (read and
/// returned, not kept in the text) or the stream ends (None).
fn read_until(m: &mut Machine, id: usize, mut stop: impl FnMut(char) -> bool) -> Result<(String, Option<char>), Exc> {
    let mut text = String::new();
    loop {
        match m.out.get(id).expect("open stream").get_char() {
            Some(c) if stop(c) => return Ok((text, Some(c))),
            Some(c) => text.push(c),
            None if m.read_was_interrupted(id)? => {}
            None => {
                m.out.get(id).expect("open stream").hit_eof();
                return Ok((text, None));
            }
        }
    }
}

/// Reads up to `n` characters from stream `id` (fewer at its end).
fn read_count(m: &mut Machine, id: usize, n: usize) -> Result<String, Exc> {
    let mut text = String::new();
    let mut count = 0;
    while count < n {
        match m.out.get(id).expect("open stream").get_char() {
            Some(c) => {
                text.push(c);
                count += 1;
            }
            None if m.read_was_interrupted(id)? => {}
            None => {
                m.out.get(id).expect("open stream").hit_eof();
                break;
            }
        }
    }
    Ok(text)
}

/// Characters handed out by one read_pending_codes/3 at most: a file is
/// buffered whole, and a lazy list over it is read in blocks of this size.
const PENDING_BLOCK: usize = 4096;

fn read_pending(m: &mut Machine, kind: super::atoms::TextList) -> Res {
    let id = input_arg(m)?;
    let mut text = String::new();
    // Wait for something (a terminal line) if nothing is buffered.
    while !m.out.get(id).expect("open stream").fill() {
        if !m.read_was_interrupted(id)? {
            m.out.get(id).expect("open stream").hit_eof();
            let (x1, x2) = (m.x[1], m.x[2]);
            return Ok(m.unify(x1, Cell::Atom(atoms::NIL)) && m.unify(x2, Cell::Atom(atoms::NIL)));
        }
    }
    let stream = m.out.get(id).expect("open stream");
    for _ in 0..PENDING_BLOCK {
        // Only what is buffered: get_char would wait for the next line.
        if !stream.input.as_ref().is_some_and(|i| i.pos < i.data.len()) {
            break;
        }
        match stream.get_char() {
            Some(c) => text.push(c),
            None => break,
        }
    }
    m.reserve_cells(text.len() * 2 + 2)?;
    let items: Vec<Cell> = match kind {
        super::atoms::TextList::Codes => text.chars().map(|c| Cell::Int(c as i64)).collect(),
        super::atoms::TextList::Chars => {
            let mut buf = [0u8; 4];
            text.chars().map(|c| Cell::Atom(m.atoms.intern(c.encode_utf8(&mut buf)))).collect()
        }
    };
    let tail = m.x[2];
    let list = m.heap.list_with_tail(&items, tail);
    let x1 = m.x[1];
    Ok(m.unify(x1, list))
}

fn read_string3(m: &mut Machine) -> Res {
    let id = input_arg(m)?;
    let length = m.arg(1);
    let text = match length {
        Cell::Int(n) if n >= 0 => read_count(m, id, n as usize)?,
        Cell::Int(_) => {
            let what = m.atoms.intern("not_less_than_zero");
            return Err(m.err_type(what, length));
        }
        c if c.is_var_ref() => read_until(m, id, |_| false)?.0,
        c => return Err(m.err_type(atoms::INTEGER, c)),
    };
    if length.is_var_ref() {
        let count = Cell::Int(text.chars().count() as i64);
        if !m.unify(length, count) {
            return Ok(false);
        }
    }
    let s = m.heap.string(&text);
    let x2 = m.x[2];
    Ok(m.unify(x2, s))
}

fn read_string5(m: &mut Machine) -> Res {
    let id = input_arg(m)?;
    let seps = m.text_in(m.x[1], true, "text")?;
    let pads = m.text_in(m.x[2], true, "text")?;
    let (text, sep) = read_until(m, id, |c| seps.contains(c))?;
    let trimmed = text.trim_matches(|c| pads.contains(c));
    let sep = Cell::Int(sep.map_or(-1, |c| c as i64));
    let s = m.heap.string(trimmed);
    let (x3, x4) = (m.x[3], m.x[4]);
    Ok(m.unify(x3, sep) && m.unify(x4, s))
}

fn name(m: &mut Machine) -> Res {
    let a = m.arg(0);
    if let Some(text) = m.atomic_text(a) {
        let codes = m.text_list(&text, super::atoms::TextList::Codes);
        let x1 = m.x[1];
        return Ok(m.unify(x1, codes));
    }
    if !a.is_var_ref() {
        return Err(m.err_type(atoms::ATOMIC, a));
    }
    let text = match m.list_text(m.x[1], super::atoms::TextList::Codes)? {
        Some(t) => t,
        None => return Err(m.err_instantiation()),
    };
    // Text that reads as a number is that number: no layout around it.
    let number = if text.starts_with(char::is_whitespace) { None } else { m.parse_number(&text).ok() };
    let v = match number {
        Some(n) => n,
        None => Cell::Atom(m.atoms.intern(&text)),
    };
    Ok(m.unify(a, v))
}
