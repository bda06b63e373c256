//! Character, code, byte and line I/O on streams (ISO 8.12, 8.13), and
//! reading and writing terms on a given stream (ISO 8.14).

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use crate::write::WriteOptions;

pub const BUILTINS: &[Builtin] = &[
    b("get_char", 1, |m| get(m, None, Kind::Char, false), "?in_character").doc(
        "Reads the next character from the current input; Char is end_of_file at the end.\n\
         ?- get_char(C).\n\
         |: x\n\
         C = x.",
    ),
    b("get_char", 2, |m| get(m, Some(0), Kind::Char, false), "+stream_or_alias,?in_character").doc(
        "Reads the next character from Stream; Char is end_of_file at the end.\n\
         ?- get_char(user_input, C).\n\
         |: y\n\
         C = y.",
    ),
    b("peek_char", 1, |m| get(m, None, Kind::Char, true), "?in_character").doc(
        "Unifies Char with the next character of the current input without consuming it.\n\
         ?- peek_char(C), get_char(D).\n\
         |: a\n\
         C = D, D = a.",
    ),
    b("peek_char", 2, |m| get(m, Some(0), Kind::Char, true), "+stream_or_alias,?in_character").doc(
        "Unifies Char with the next character of Stream without consuming it.\n\
         ?- peek_char(user_input, C).\n\
         |: z\n\
         C = z.",
    ),
    b("get_code", 1, |m| get(m, None, Kind::Code, false), "?in_character_code").doc(
        "Reads the next character code from the current input; Code is -1 at the end.\n\
         ?- get_code(C).\n\
         |: a\n\
         C = 97.",
    ),
    b("get_code", 2, |m| get(m, Some(0), Kind::Code, false), "+stream_or_alias,?in_character_code").doc(
        "Reads the next character code from Stream; Code is -1 at the end.\n\
         ?- get_code(user_input, C).\n\
         |: b\n\
         C = 98.",
    ),
    b("peek_code", 1, |m| get(m, None, Kind::Code, true), "?in_character_code").doc(
        "Unifies Code with the next character code of the current input without consuming it.\n\
         ?- peek_code(C), get_code(D).\n\
         |: a\n\
         C = D, D = 97.",
    ),
    b("peek_code", 2, |m| get(m, Some(0), Kind::Code, true), "+stream_or_alias,?in_character_code").doc(
        "Unifies Code with the next character code of Stream without consuming it.\n\
         ?- peek_code(user_input, C).\n\
         |: 0\n\
         C = 48.",
    ),
    b("get_single_char", 1, get_single_char, "-integer").doc(
        "Reads one key from the terminal without waiting for Enter and without echo, and unifies Code \
         with its character code; -1 at the end of the input. Input already typed on the current line \
         comes first; from a pipe or file it reads the next character.\n\
         ?- get_single_char(C).\n\
         |: y\n\
         C = 121.",
    ),
    b("get_byte", 1, |m| get(m, None, Kind::Byte, false), "?in_byte").doc(
        "Reads the next byte from the current input, which must be a binary stream; Byte is -1 at \
         the end.\n\
         ?- open('/tmp/hornbook_help.bin', write, _, [type(binary), alias(o)]), put_byte(o, 7), close(o), open('/tmp/hornbook_help.bin', read, _, [type(binary), alias(i)]), set_input(i), get_byte(B), close(i).\n\
         B = 7.",
    ),
    b("get_byte", 2, |m| get(m, Some(0), Kind::Byte, false), "+stream_or_alias,?in_byte").doc(
        "Reads the next byte from Stream, which must be a binary stream; Byte is -1 at the end.\n\
         ?- open('/tmp/hornbook_help.bin', write, _, [type(binary), alias(o)]), put_byte(o, 7), close(o), open('/tmp/hornbook_help.bin', read, _, [type(binary), alias(i)]), get_byte(i, B), close(i).\n\
         B = 7.",
    ),
    b("peek_byte", 1, |m| get(m, None, Kind::Byte, true), "?in_byte").doc(
        "Unifies Byte with the next byte of the current input (a binary stream) without consuming \
         it.\n\
         ?- open('/tmp/hornbook_help.bin', write, _, [type(binary), alias(o)]), put_byte(o, 7), close(o), open('/tmp/hornbook_help.bin', read, _, [type(binary), alias(i)]), set_input(i), peek_byte(B), get_byte(C), close(i).\n\
         B = C, C = 7.",
    ),
    b("peek_byte", 2, |m| get(m, Some(0), Kind::Byte, true), "+stream_or_alias,?in_byte").doc(
        "Unifies Byte with the next byte of Stream (a binary stream) without consuming it.\n\
         ?- open('/tmp/hornbook_help.bin', write, _, [type(binary), alias(o)]), put_byte(o, 7), close(o), open('/tmp/hornbook_help.bin', read, _, [type(binary), alias(i)]), peek_byte(i, B), close(i).\n\
         B = 7.",
    ),
    b("put_char", 1, |m| put(m, None, Kind::Char), "+character").doc(
        "Writes the character Char to the current output.\n\
         ?- put_char(a), put_char(b), nl.\n\
         ab\n\
         true.",
    ),
    b("put_char", 2, |m| put(m, Some(0), Kind::Char), "+stream_or_alias,+character").doc(
        "Writes the character Char to Stream.\n\
         ?- put_char(user_output, x), nl(user_output).\n\
         x\n\
         true.",
    ),
    b("put_code", 1, |m| put(m, None, Kind::Code), "+character_code").doc(
        "Writes the character whose code is Code to the current output.\n\
         ?- put_code(0'h), put_code(105), nl.\n\
         hi\n\
         true.",
    ),
    b("put_code", 2, |m| put(m, Some(0), Kind::Code), "+stream_or_alias,+character_code").doc(
        "Writes the character whose code is Code to Stream.\n\
         ?- put_code(user_output, 65), nl(user_output).\n\
         A\n\
         true.",
    ),
    b("put_byte", 1, |m| put(m, None, Kind::Byte), "+byte").doc(
        "Writes Byte to the current output, which must be a binary stream.\n\
         ?- open('/tmp/hornbook_help.bin', write, _, [type(binary), alias(o)]), set_output(o), put_byte(65), close(o), open('/tmp/hornbook_help.bin', read, _, [alias(i)]), get_char(i, C), close(i).\n\
         C = 'A'.",
    ),
    b("put_byte", 2, |m| put(m, Some(0), Kind::Byte), "+stream_or_alias,+byte").doc(
        "Writes Byte to Stream, which must be a binary stream.\n\
         ?- open('/tmp/hornbook_help.bin', write, _, [type(binary), alias(o)]), put_byte(o, 65), close(o), open('/tmp/hornbook_help.bin', read, _, [alias(i)]), get_char(i, C), close(i).\n\
         C = 'A'.",
    ),
    b("nl", 0, |m| text_out(m, None, "\n"), "").doc(
        "Writes a newline to the current output.\n\
         ?- write(a), nl, write(b), nl.\n\
         a\n\
         b\n\
         true.",
    ),
    b("nl", 1, |m| text_out(m, Some(0), "\n"), "+stream_or_alias").doc(
        "Writes a newline to Stream.\n\
         ?- write(user_output, a), nl(user_output).\n\
         a\n\
         true.",
    ),
    b("tab", 2, tab2, "+stream_or_alias,+evaluable").doc(
        "Writes Amount spaces (an arithmetic expression) to Stream.\n\
         ?- write(user_output, a), tab(user_output, 2 + 1), write(user_output, b), nl(user_output).\n\
         a   b\n\
         true.",
    ),
    b("skip_line", 0, |m| skip_line(m, None), "").doc(
        "Skips input up to and including the next newline of the current input.\n\
         ?- skip_line, read(T).\n\
         |: this line is skipped\n\
         |: kept.\n\
         T = kept.",
    ),
    b("skip_line", 1, |m| skip_line(m, Some(0)), "+stream_or_alias").doc(
        "Skips input up to and including the next newline of Stream.\n\
         ?- skip_line(user_input), read(user_input, T).\n\
         |: this line is skipped\n\
         |: kept.\n\
         T = kept.",
    ),
    b("read_line_to_string", 2, |m| read_line(m, LineAs::String), "+stream_or_alias,-string").doc(
        "Reads the next line of Stream as a string without its newline; String is end_of_file at \
         the end.\n\
         ?- read_line_to_string(user_input, S).\n\
         |: hello world\n\
         S = \"hello world\".",
    ),
    b("read_line_to_codes", 2, |m| read_line(m, LineAs::Codes), "+stream_or_alias,-codes").doc(
        "Reads the next line of Stream as a list of character codes without its newline; Codes is \
         end_of_file at the end.\n\
         ?- read_line_to_codes(user_input, L).\n\
         |: hi\n\
         L = [104, 105].",
    ),
    b("read", 1, |m| super::read_term::read_term(m, None, None), "-term").doc(
        "Reads the next term (ended by a full stop) from the current input; Term is end_of_file at \
         the end.\n\
         ?- read(T).\n\
         |: foo(X, bar).\n\
         T = foo(_, bar).",
    ),
    b("read", 2, |m| super::read_term::read_term(m, Some(0), None), "+stream_or_alias,-term").doc(
        "Reads the next term (ended by a full stop) from Stream; Term is end_of_file at the end.\n\
         ?- read(user_input, T).\n\
         |: [1, 2].\n\
         T = [1, 2].",
    ),
    b("read_term", 2, |m| super::read_term::read_term(m, None, Some(1)), "-term,+list").doc(
        "Reads the next term from the current input with options such as variable_names(Vs), \
         variables(Vs), singletons(Vs), subterm_positions(P), term_position(P), comments(C) and \
         syntax_errors(error|fail|quiet|dec10).\n\
         ?- read_term(T, [variable_names(Vs)]).\n\
         |: f(X, Y).\n\
         T = f(_A, _B), Vs = ['X'=_A, 'Y'=_B].",
    ),
    b("read_term", 3, |m| super::read_term::read_term(m, Some(0), Some(2)), "+stream_or_alias,-term,+list").doc(
        "Reads the next term from Stream with options such as variable_names(Vs), variables(Vs), \
         singletons(Vs), subterm_positions(P), term_position(P), comments(C) and \
         syntax_errors(error|fail|quiet|dec10).\n\
         ?- read_term(user_input, T, [variables(Vs)]).\n\
         |: g(A, B, A).\n\
         T = g(_A, _B, _A), Vs = [_A, _B].",
    ),
    b("write", 2, |m| write2(m, WriteOptions::write()), "+stream_or_alias,+term").doc(
        "Writes Term to Stream as write/1 does: operators, no quotes.\n\
         ?- write(user_output, 'a b'-[1]), nl(user_output).\n\
         a b-[1]\n\
         true.",
    ),
    b("writeln", 2, writeln2, "+stream_or_alias,+term").doc(
        "Writes Term to Stream as write/2 does, then a newline.\n\
         ?- writeln(user_output, [a, 'B']).\n\
         [a,B]\n\
         true.",
    ),
    b("print", 2, |m| write2(m, WriteOptions::writeq()), "+stream_or_alias,+term").doc(
        "Writes Term to Stream as print/1 does (quoted, like writeq/2).\n\
         ?- print(user_output, 'a b'), nl(user_output).\n\
         'a b'\n\
         true.",
    ),
    b("writeq", 2, |m| write2(m, WriteOptions::writeq()), "+stream_or_alias,+term").doc(
        "Writes Term to Stream quoted, so that it reads back as the same term.\n\
         ?- writeq(user_output, ['A', \"s\", 'don''t']), nl(user_output).\n\
         ['A',\"s\",'don\\'t']\n\
         true.",
    ),
    b("write_canonical", 2, |m| write2(m, super::io::canonical_options(m, m.x[1])), "+stream_or_alias,+term").doc(
        "Writes Term to Stream quoted and without operators.\n\
         ?- write_canonical(user_output, 1 + a), nl(user_output).\n\
         +(1,a)\n\
         true.",
    ),
    b("write_term", 3, write_term3, "+stream_or_alias,+term,+list").doc(
        "Writes Term to Stream under a list of options: quoted(Bool), ignore_ops(Bool), \
         max_depth(N) and others.\n\
         ?- write_term(user_output, [1, 'A'], [quoted(true)]), nl(user_output).\n\
         [1,'A']\n\
         true.",
    ),
];

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Char,
    Code,
    Byte,
}

pub(super) fn stream_arg(m: &mut Machine, arg: Option<usize>, input: bool, binary: bool) -> Result<usize, Exc> {
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
                let r = st.write_bytes(&[n as u8]);
                m.out.note(id, r);
            }
            return m.check_output();
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
    m.check_output()
}

fn text_out(m: &mut Machine, arg: Option<usize>, s: &str) -> Res {
    match arg {
        None => m.out.write_str(s),
        Some(_) => {
            let id = stream_arg(m, arg, false, false)?;
            m.with_output(id, |m| m.out.write_str(s));
        }
    }
    m.check_output()
}

fn tab2(m: &mut Machine) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let s = super::io::tab_spaces(m, m.x[1])?;
    m.with_output(id, |m| m.out.write_str(&s));
    m.check_output()
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
        (false, _) => Cell::Atom(atoms::END_OF_FILE),
        (true, LineAs::String) => m.heap.string(&line),
        (true, LineAs::Codes) => m.text_list(&line, super::atoms::TextList::Codes),
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, v))
}

/// get_single_char(Code): one key of user_input, waiting again after a
/// Ctrl-C that the interrupt handler let continue.
fn get_single_char(m: &mut Machine) -> Res {
    // Key mode for the whole call, the Ctrl-C menu included: a key typed
    // right after the menu's answer is read, not echoed.
    let _mode = m.out.user_input_is_terminal().then(|| crate::machine::single_key::KeyMode::enter(true));
    let code = loop {
        match m.out.read_user_key() {
            Some(c) => break c as i64,
            None if m.read_was_interrupted(crate::machine::streams::USER_INPUT)? => {}
            None => break -1,
        }
    };
    let x0 = m.x[0];
    Ok(m.unify(x0, Cell::Int(code)))
}

fn write2(m: &mut Machine, opts: WriteOptions) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let s = m.term_text_stoppable(m.x[1], &opts)?;
    m.with_output(id, |m| super::io::write_pieces(m, &s))?;
    m.check_output()
}

fn writeln2(m: &mut Machine) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let s = m.term_text_stoppable(m.x[1], &WriteOptions::write())? + "\n";
    m.with_output(id, |m| super::io::write_pieces(m, &s))?;
    m.check_output()
}

fn write_term3(m: &mut Machine) -> Res {
    let id = stream_arg(m, Some(0), false, false)?;
    let opts = super::io::write_options(m, m.x[2])?;
    let s = m.term_text_stoppable(m.x[1], &opts)?;
    m.with_output(id, |m| super::io::write_pieces(m, &s))?;
    m.check_output()
}
