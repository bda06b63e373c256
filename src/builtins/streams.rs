//! Stream predicates (ISO 8.11): open/3,4, close/1,2, current and set
//! input/output, stream properties, end of stream, flushing, aliases, the
//! Edinburgh see/tell family, and open_string/2 (a text as an input stream).

use super::{b, Builtin};
use crate::machine::streams::{EofAction, EofState, Mode, USER_ERROR, USER_INPUT, USER_OUTPUT};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("line_count", 2, |m| stream_counter(m, Counter::Line), "+stream,-integer").doc(
        "Count is the number of the line Stream is at (the first line is 1).\n\
         ?- with_output_to(string(_), (write('a\\nb'), current_output(_S), line_count(_S, N))).\n\
         N = 2.",
    ),
    b("line_position", 2, |m| stream_counter(m, Counter::Column), "+stream,-integer").doc(
        "Pos is the column Stream is at: the characters since the last newline.\n\
         ?- with_output_to(string(_), (write(abc), current_output(_S), line_position(_S, P))).\n\
         P = 3.",
    ),
    b("character_count", 2, |m| stream_counter(m, Counter::Chars), "+stream,-integer").doc(
        "Count is the number of characters read or written on Stream.\n\
         ?- with_output_to(string(_), (write('a\\nb'), current_output(_S), character_count(_S, N))).\n\
         N = 3.",
    ),
    b("open", 3, |m| open(m, false), "+source_sink,+io_mode,-stream").doc(
        "Opens the file SourceSink in Mode (read, write or append) and unifies Stream with the new \
         stream.\n\
         ?- open('/tmp/hornbook_help.txt', write, S), close(S).\n\
         S = '$stream'(3).",
    ),
    b("open", 4, |m| open(m, true), "+source_sink,+io_mode,-stream,+list").doc(
        "Opens a file as open/3 does, with options such as type(binary), alias(Name), \
         eof_action(Action) and encoding(Enc).\n\
         ?- open('/tmp/hornbook_help.txt', write, _, [alias(out)]), write(out, 'hi.'), close(out), open('/tmp/hornbook_help.txt', read, _, [alias(in)]), read_term(in, T, []), close(in).\n\
         T = hi.",
    ),
    b("open_string", 2, open_string, "+text,-stream").doc(
        "Opens an input stream that reads the text String (an atom, string, number, code or \
         character list).\n\
         ?- open_string(\"hello.\", S), read(S, T), close(S).\n\
         S = '$stream'(3), T = hello.",
    ),
    b("open_null_stream", 1, open_null_stream, "-stream").doc(
        "Opens an output stream that discards what is written to it (its position is still \
         counted).\n\
         ?- open_null_stream(S), write(S, hello), character_count(S, N), close(S).\n\
         S = '$stream'(3), N = 5.",
    ),
    b("close", 1, close, "+stream_or_alias").doc(
        "Closes Stream (a stream term or an alias), flushing its output; closing a standard stream \
         does nothing.\n\
         ?- open('/tmp/hornbook_help.txt', write, _, [alias(out)]), close(out), \\+ stream_property(_, alias(out)).\n\
         true.",
    ),
    b("close", 2, close, "+stream_or_alias,+list").doc(
        "Closes Stream as close/1 does; Options may hold force(true) to ignore errors.\n\
         ?- open('/tmp/hornbook_help.txt', write, _, [alias(out)]), close(out, [force(true)]).\n\
         true.",
    ),
    b("current_input", 1, |m| current(m, true), "?stream").doc(
        "Unifies Stream with the current input stream.\n\
         ?- current_input(S), stream_property(S, alias(A)).\n\
         S = '$stream'(0), A = user_input.",
    ),
    b("current_output", 1, |m| current(m, false), "?stream").doc(
        "Unifies Stream with the current output stream.\n\
         ?- current_output(S), stream_property(S, alias(A)).\n\
         S = '$stream'(1), A = user_output.",
    ),
    b("set_input", 1, set_input, "+stream_or_alias").doc(
        "Makes Stream (a stream term or an alias) the current input.\n\
         ?- set_input(user_input), current_input(S).\n\
         S = '$stream'(0).",
    ),
    b("set_output", 1, set_output, "+stream_or_alias").doc(
        "Makes Stream (a stream term or an alias) the current output.\n\
         ?- set_output(user_output), write(hi), nl.\n\
         hi\n\
         true.",
    ),
    b("$stream_list", 1, stream_list, "-list"),
    b("at_end_of_stream", 0, |m| at_end(m, None), "").doc(
        "True when the current input has no more data (it may wait for a line of standard input).\n\
         ?- at_end_of_stream.\n\
         true.",
    ),
    b("at_end_of_stream", 1, |m| at_end(m, Some(0)), "+stream_or_alias").doc(
        "True when Stream has no more data.\n\
         ?- open('/tmp/hornbook_help.txt', write, _, [alias(o)]), close(o), open('/tmp/hornbook_help.txt', read, _, [alias(i)]), at_end_of_stream(i), close(i).\n\
         true.",
    ),
    b(
        "flush_output",
        0,
        |m| {
            let id = m.out.cur_out;
            m.out.flush_stream(id);
            m.check_output()
        },
        "",
    ).doc(
        "Sends what is buffered for the current output to its destination.\n\
         ?- write(hi), flush_output, nl.\n\
         hi\n\
         true.",
    ),
    b("flush_output", 1, flush_output, "+stream_or_alias").doc(
        "Sends what is buffered for Stream to its destination.\n\
         ?- write(user_output, hi), flush_output(user_output), nl(user_output).\n\
         hi\n\
         true.",
    ),
    b("set_stream", 2, set_stream, "+stream_or_alias,+term").doc(
        "Changes a property of Stream, such as alias(Name), eof_action(Action) or type(Type).\n\
         ?- set_stream(user_output, alias(screen)), write(screen, hi), nl(screen).\n\
         hi\n\
         true.",
    ),
    b("see", 1, see, "+source_sink").doc(
        "Edinburgh input: opens the file for reading and makes it the current input (an alias or \
         stream is selected instead).\n\
         ?- see(user_input), seeing(S).\n\
         S = '$stream'(0).",
    ),
    b("seen", 0, seen, "").doc(
        "Edinburgh input: closes the current input and makes standard input current again.\n\
         ?- see(user_input), seen, seeing(S).\n\
         S = '$stream'(0).",
    ),
    b("tell", 1, |m| tell(m, Mode::Write), "+source_sink").doc(
        "Edinburgh output: opens the file for writing (emptying it) and makes it the current \
         output.\n\
         ?- tell('/tmp/hornbook_help.txt'), write('hi.'), told, see('/tmp/hornbook_help.txt'), read(T), seen.\n\
         T = hi.",
    ),
    b("append", 1, |m| tell(m, Mode::Append), "+source_sink").doc(
        "Edinburgh output: opens the file for appending and makes it the current output.\n\
         ?- tell('/tmp/hornbook_help.txt'), write('a. '), told, append('/tmp/hornbook_help.txt'), write('b.'), told, see('/tmp/hornbook_help.txt'), read(X), read(Y), seen.\n\
         X = a, Y = b.",
    ),
    b("told", 0, told, "").doc(
        "Edinburgh output: closes the current output and makes standard output current again.\n\
         ?- tell('/tmp/hornbook_help.txt'), told, telling(S).\n\
         S = '$stream'(1).",
    ),
    b("seeing", 1, |m| current(m, true), "?stream").doc(
        "Edinburgh input: unifies Stream with the current input.\n\
         ?- seeing(S).\n\
         S = '$stream'(0).",
    ),
    b("telling", 1, |m| current(m, false), "?stream").doc(
        "Edinburgh output: unifies Stream with the current output.\n\
         ?- telling(S).\n\
         S = '$stream'(1).",
    ),
    b("prompt", 2, prompt, "-atom,+atom").doc(
        "Old is the prompt shown when a read from a terminal starts a new line; New replaces it.\n?- prompt(Old, '> ').\nOld = '|: '.",
    ),
    b("prompt1", 1, prompt1, "+text")
        .doc("Sets the prompt for the next line read from the terminal only.\n?- prompt1('Move? ').\ntrue."),
];

impl Machine {
    pub fn stream_term(&mut self, id: usize) -> Cell {
        let f = self.atoms.intern("$stream");
        self.heap.compound(f, &[Cell::Int(id as i64)])
    }

    /// The stream named by a stream term or alias (ISO errors otherwise).
    pub fn resolve_stream(&mut self, c: Cell) -> Result<usize, Exc> {
        let c = self.heap.deref(c);
        match c {
            Cell::Ref(_) | Cell::Attv(_) => Err(self.err_instantiation()),
            Cell::Atom(a) => {
                let id = match self.atoms.text(a) {
                    "user_input" => Some(USER_INPUT),
                    "user_output" => Some(USER_OUTPUT),
                    "user_error" => Some(USER_ERROR),
                    // SWI-Prolog also takes these two names for the current streams.
                    "current_output" => Some(self.out.cur_out),
                    "current_input" => Some(self.out.cur_in),
                    _ => self.out.aliases.get(&a).copied(),
                };
                match id {
                    Some(id) if self.out.get(id).is_some() => Ok(id),
                    _ => Err(self.err_existence(atoms::STREAM, c)),
                }
            }
            _ => {
                if let Some((f, 1)) = self.heap.functor_of(c) {
                    if self.atoms.text(f) == "$stream" {
                        if let Cell::Int(n) = self.heap.deref(self.heap.arg(c, 0)) {
                            if n >= 0 && self.out.get(n as usize).is_some() {
                                return Ok(n as usize);
                            }
                        }
                        return Err(self.err_existence(atoms::STREAM, c));
                    }
                }
                Err(self.err_domain(atoms::STREAM_OR_ALIAS, c))
            }
        }
    }

    /// An input stream for reading text (`binary` false) or bytes.
    pub fn input_stream(&mut self, c: Cell, binary: bool) -> Result<usize, Exc> {
        let c = super::stream_pair::pair_side(self, c, true)?;
        let id = self.resolve_stream(c)?;
        let st = self.out.get(id).expect("open stream");
        let (is_input, is_binary, past, action) =
            (st.is_input(), st.binary, st.input.as_ref().is_some_and(|i| i.past_eof), st.eof_action);
        let c = self.heap.deref(c);
        if !is_input {
            return Err(self.err_permission(atoms::INPUT, atoms::STREAM, c));
        }
        if is_binary != binary {
            let what = self.atoms.intern(if is_binary { "binary_stream" } else { "text_stream" });
            return Err(self.err_permission(atoms::INPUT, what, c));
        }
        if past && action == EofAction::Error {
            let what = self.atoms.intern("past_end_of_stream");
            return Err(self.err_permission(atoms::INPUT, what, c));
        }
        Ok(id)
    }

    /// An output stream for writing text (`binary` false) or bytes.
    pub fn output_stream(&mut self, c: Cell, binary: bool) -> Result<usize, Exc> {
        let c = super::stream_pair::pair_side(self, c, false)?;
        let id = self.resolve_stream(c)?;
        let st = self.out.get(id).expect("open stream");
        let (is_output, is_binary) = (st.is_output(), st.binary);
        let c = self.heap.deref(c);
        if !is_output {
            return Err(self.err_permission(atoms::OUTPUT, atoms::STREAM, c));
        }
        if is_binary != binary {
            let what = self.atoms.intern(if is_binary { "binary_stream" } else { "text_stream" });
            return Err(self.err_permission(atoms::OUTPUT, what, c));
        }
        Ok(id)
    }

    /// Reports the first failed write or flush since the last check as
    /// ISO's `error(io_error(write, Stream), context(_, Message))`; the
    /// standard streams are named by their aliases, as SWI-Prolog does.
    pub fn check_output(&mut self) -> Res {
        let Some((id, e)) = self.out.write_error.take() else {
            return Ok(true);
        };
        let stream = match id {
            USER_INPUT => Cell::Atom(self.atoms.intern("user_input")),
            USER_OUTPUT => Cell::Atom(self.atoms.intern("user_output")),
            USER_ERROR => Cell::Atom(self.atoms.intern("user_error")),
            _ => self.stream_term(id),
        };
        let write = self.atoms.intern("write");
        let io_error = self.atoms.intern("io_error");
        let formal = self.heap.compound(io_error, &[Cell::Atom(write), stream]);
        let msg = Cell::Atom(self.atoms.intern(&crate::machine::streams::io_message(&e)));
        let pi = self.heap.new_var();
        let ctx = self.heap.compound(atoms::CONTEXT, &[pi, msg]);
        Err(Exc::Throw(self.heap.compound(atoms::ERROR, &[formal, ctx])))
    }

    /// Runs `f` with current output temporarily set to stream `id`.
    pub fn with_output<T>(&mut self, id: usize, f: impl FnOnce(&mut Machine) -> T) -> T {
        let saved_out = self.out.cur_out;
        let saved_caps = std::mem::take(&mut self.out.captures);
        self.out.cur_out = id;
        let r = f(self);
        if self.out.get(saved_out).is_some() {
            self.out.cur_out = saved_out;
        }
        self.out.captures = saved_caps;
        r
    }
}

fn source_sink_text(m: &mut Machine, c: Cell) -> Result<String, Exc> {
    match m.heap.deref(c) {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        Cell::Atom(a) => Ok(m.atoms.text(a).to_string()),
        Cell::Stg(a) => Ok(m.heap.string_at(a)),
        other => Err(m.err_domain(atoms::SOURCE_SINK, other)),
    }
}

fn open(m: &mut Machine, with_options: bool) -> Res {
    let (src, mode, s) = (m.arg(0), m.arg(1), m.arg(2));
    let opts = if with_options { m.list_items(m.x[3])? } else { Vec::new() };
    if src.is_var_ref() || mode.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Atom(ma) = mode else {
        return Err(m.err_type(atoms::ATOM, mode));
    };
    let mode_v = match m.atoms.text(ma) {
        "read" => Mode::Read,
        "write" => Mode::Write,
        "append" => Mode::Append,
        _ => return Err(m.err_domain(atoms::IO_MODE, mode)),
    };
    if !s.is_var_ref() {
        let stream = m.atoms.intern("stream");
        let f = m.heap.compound(m.atoms.intern("uninstantiation_error"), &[s]);
        let _ = stream;
        return Err(m.error_term(f));
    }
    let path = source_sink_text(m, src)?;
    let mut binary = false;
    let mut alias = None;
    let mut eof_action = None;
    let so = m.atoms.intern("stream_option");
    for o in opts {
        let o = m.heap.deref(o);
        if o.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let Some((name, 1)) = m.heap.functor_of(o) else {
            return Err(m.err_domain(so, o));
        };
        let v = m.heap.deref(m.heap.arg(o, 0));
        match (m.atoms.text(name), v) {
            ("type", Cell::Atom(t)) if m.atoms.text(t) == "binary" => binary = true,
            ("type", Cell::Atom(t)) if m.atoms.text(t) == "text" => binary = false,
            ("alias", Cell::Atom(a)) => {
                if m.out.aliases.contains_key(&a)
                    || matches!(m.atoms.text(a), "user_input" | "user_output" | "user_error")
                {
                    let sc = m.atoms.intern("source_sink");
                    let _ = sc;
                    let open_a = m.atoms.intern("open");
                    return Err(m.err_permission(open_a, atoms::SOURCE_SINK, o));
                }
                alias = Some(a);
            }
            ("eof_action", Cell::Atom(a)) => {
                eof_action = Some(match m.atoms.text(a) {
                    "error" => EofAction::Error,
                    "eof_code" => EofAction::EofCode,
                    "reset" => EofAction::Reset,
                    // SWI-Prolog's error, also under the iso flag.
                    _ => {
                        let domain = m.atoms.intern("eof_action");
                        return Err(m.err_domain(domain, v));
                    }
                })
            }
            ("reposition", Cell::Atom(_))
            | ("encoding", Cell::Atom(_))
            | ("bom", Cell::Atom(_))
            | ("create", _)
            | ("lock", _)
            | ("buffer", _)
            | ("close_on_abort", _) => {}
            _ => return Err(m.err_domain(so, o)),
        }
    }
    let id = match m.out.open_file(&path, mode_v, binary) {
        Ok(id) => id,
        Err(e) => {
            let src = m.arg(0);
            return Err(match e.kind() {
                std::io::ErrorKind::NotFound => m.err_existence(atoms::SOURCE_SINK, src),
                _ => {
                    let open_a = m.atoms.intern("open");
                    m.err_permission(open_a, atoms::SOURCE_SINK, src)
                }
            });
        }
    };
    if let Some(st) = m.out.get(id) {
        if let Some(a) = eof_action {
            st.eof_action = a;
        }
        if let Some(a) = alias {
            st.aliases.push(a);
        }
    }
    if let Some(a) = alias {
        m.out.aliases.insert(a, id);
    }
    let t = m.stream_term(id);
    Ok(m.unify(s, t))
}

fn close(m: &mut Machine) -> Res {
    if let Some((i, o)) = super::stream_pair::pair_sides(m, m.x[0]) {
        // A pair: both its sides that are still open.
        for side in [o, i] {
            let side = m.heap.deref(side);
            if !side.is_var_ref() {
                if let Ok(id) = m.resolve_stream(side) {
                    m.out.close(id);
                }
            }
        }
        return m.check_output();
    }
    let id = m.resolve_stream(m.x[0])?;
    m.out.close(id);
    m.check_output()
}

fn current(m: &mut Machine, input: bool) -> Res {
    let s = m.arg(0);
    if !s.is_var_ref() {
        let is_stream = matches!(m.heap.functor_of(s), Some((f, 1)) if m.atoms.text(f) == "$stream");
        if !is_stream {
            return Err(m.err_domain(atoms::STREAM, s));
        }
        // A closed stream is an error, as in SWI-Prolog, not a failure.
        m.resolve_stream(s)?;
    }
    let id = if input { m.out.cur_in } else { m.out.cur_out };
    let t = m.stream_term(id);
    Ok(m.unify(s, t))
}

fn set_input(m: &mut Machine) -> Res {
    let id = m.input_stream_any(m.x[0])?;
    m.out.cur_in = id;
    Ok(true)
}

fn set_output(m: &mut Machine) -> Res {
    let id = m.resolve_stream(m.x[0])?;
    if !m.out.get(id).is_some_and(|s| s.is_output()) {
        let s = m.arg(0);
        return Err(m.err_permission(atoms::OUTPUT, atoms::STREAM, s));
    }
    m.out.cur_out = id;
    Ok(true)
}

/// prompt(-Old, +New): Old is unified first; New must be an atom (SWI).
fn prompt(m: &mut Machine) -> Res {
    let old_text = m.out.console.borrow().prompt.clone();
    let old = Cell::Atom(m.atoms.intern(&old_text));
    let x0 = m.x[0];
    if !m.unify(x0, old) {
        return Ok(false);
    }
    match m.arg(1) {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        Cell::Atom(a) => {
            let text = m.atoms.text(a).to_string();
            m.out.console.borrow_mut().prompt = text;
            Ok(true)
        }
        other => Err(m.err_type(atoms::ATOM, other)),
    }
}

/// prompt1(+Text): any text (atom, string, number, code or char list).
fn prompt1(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], true, "atom")?;
    m.out.console.borrow_mut().first_prompt = Some(text);
    Ok(true)
}

impl Machine {
    /// An input stream of either type.
    fn input_stream_any(&mut self, c: Cell) -> Result<usize, Exc> {
        let id = self.resolve_stream(c)?;
        if !self.out.get(id).is_some_and(|s| s.is_input()) {
            let c = self.heap.deref(c);
            return Err(self.err_permission(atoms::INPUT, atoms::STREAM, c));
        }
        Ok(id)
    }
}

/// '$stream_list'(L): `Stream-Properties` for every open stream.
fn stream_list(m: &mut Machine) -> Res {
    let mut items = Vec::new();
    for id in 0..m.out.table.len() {
        let Some(st) = m.out.get(id) else { continue };
        let file = st.file_name.clone();
        let (mode, binary, action, aliases, is_in, is_out) =
            (st.mode, st.binary, st.eof_action, st.aliases.clone(), st.is_input(), st.is_output());
        let (line, chars, col) = (st.line, st.chars, st.column);
        let repositionable = st.is_repositionable();
        // The position's fourth field is the byte offset (SWI-Prolog's
        // byte count): set_stream_position/2 goes back to it.
        let bytes = st.input.as_ref().filter(|_| repositionable).map_or(chars, |i| i.pos as u64);
        let eof = if is_in { Some(st.eof_state_now()) } else { None };
        let mut props = Vec::new();
        let named = |m: &mut Machine, name: &str, v: Cell| {
            let f = m.atoms.intern(name);
            m.heap.compound(f, &[v])
        };
        if let Some(f) = file {
            let a = Cell::Atom(m.atoms.intern(&f));
            props.push(named(m, "file_name", a));
        }
        let mode_a = Cell::Atom(m.atoms.intern(match mode {
            Mode::Read => "read",
            Mode::Write => "write",
            Mode::Append => "append",
        }));
        props.push(named(m, "mode", mode_a));
        if is_in {
            props.push(Cell::Atom(atoms::INPUT));
        }
        if is_out {
            props.push(Cell::Atom(atoms::OUTPUT));
        }
        let std_alias = match id {
            USER_INPUT => Some("user_input"),
            USER_OUTPUT => Some("user_output"),
            USER_ERROR => Some("user_error"),
            _ => None,
        };
        if let Some(a) = std_alias {
            let a = Cell::Atom(m.atoms.intern(a));
            props.push(named(m, "alias", a));
        }
        for a in aliases {
            props.push(named(m, "alias", Cell::Atom(a)));
        }
        let type_a = Cell::Atom(m.atoms.intern(if binary { "binary" } else { "text" }));
        props.push(named(m, "type", type_a));
        let action_a = Cell::Atom(m.atoms.intern(match action {
            EofAction::Error => "error",
            EofAction::EofCode => "eof_code",
            EofAction::Reset => "reset",
        }));
        props.push(named(m, "eof_action", action_a));
        if let Some(e) = eof {
            let e_a = Cell::Atom(m.atoms.intern(match e {
                EofState::Not => "not",
                EofState::At => "at",
                EofState::Past => "past",
            }));
            props.push(named(m, "end_of_stream", e_a));
        }
        let reposition = Cell::Atom(if repositionable { atoms::TRUE } else { atoms::FALSE });
        props.push(named(m, "reposition", reposition));
        if m.out.is_terminal(id) {
            // SWI-Prolog lists tty(true) for a terminal and nothing otherwise.
            let true_a = Cell::Atom(atoms::TRUE);
            props.push(named(m, "tty", true_a));
        }
        let pos_f = m.atoms.intern("$stream_position");
        let pos = m.heap.compound(
            pos_f,
            &[Cell::Int(chars as i64), Cell::Int(line as i64), Cell::Int(col as i64), Cell::Int(bytes as i64)],
        );
        props.push(named(m, "position", pos));
        props.push(named(m, "line_count", Cell::Int(line as i64)));
        let plist = m.heap.list(&props);
        let st_t = m.stream_term(id);
        items.push(m.heap.compound(atoms::MINUS, &[st_t, plist]));
    }
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

enum Counter {
    Line,
    Column,
    Chars,
}

/// line_count/2, line_position/2, character_count/2.
fn stream_counter(m: &mut Machine, which: Counter) -> Res {
    let c = m.x[0];
    let id = m.resolve_stream(c)?;
    let st = m.out.get(id).expect("open stream");
    let n = match which {
        Counter::Line => st.line as i64,
        Counter::Column => st.column as i64,
        Counter::Chars => st.chars as i64,
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Int(n)))
}

fn at_end(m: &mut Machine, arg: Option<usize>) -> Res {
    let id = match arg {
        Some(i) => m.input_stream_any(m.x[i])?,
        None => m.out.cur_in,
    };
    loop {
        let state = m.out.get(id).expect("open stream").eof_state();
        if state == EofState::Not || !m.read_was_interrupted(id)? {
            return Ok(state != EofState::Not);
        }
    }
}

fn flush_output(m: &mut Machine) -> Res {
    let id = m.resolve_stream(m.x[0])?;
    if !m.out.get(id).is_some_and(|s| s.is_output()) {
        let s = m.arg(0);
        return Err(m.err_permission(atoms::OUTPUT, atoms::STREAM, s));
    }
    m.out.flush_stream(id);
    m.check_output()
}

fn set_stream(m: &mut Machine) -> Res {
    let id = m.resolve_stream(m.x[0])?;
    let p = m.arg(1);
    let Some((name, 1)) = m.heap.functor_of(p) else {
        let sp = m.atoms.intern("stream_property");
        return Err(m.err_domain(sp, p));
    };
    let v = m.heap.deref(m.heap.arg(p, 0));
    match (m.atoms.text(name), v) {
        ("alias", Cell::Atom(a)) => {
            m.out.aliases.insert(a, id);
            if let Some(st) = m.out.get(id) {
                st.aliases.push(a);
            }
        }
        ("eof_action", Cell::Atom(a)) => {
            let action = match m.atoms.text(a) {
                "error" => EofAction::Error,
                "eof_code" => EofAction::EofCode,
                _ => EofAction::Reset,
            };
            if let Some(st) = m.out.get(id) {
                st.eof_action = action;
            }
        }
        ("type", Cell::Atom(a)) => {
            let binary = m.atoms.text(a) == "binary";
            if let Some(st) = m.out.get(id) {
                st.binary = binary;
            }
        }
        _ => {}
    }
    Ok(true)
}

/// see/1: an alias or stream switches current input; a file name opens it
/// (or reuses the stream already opened by see/1 for that file).
fn see(m: &mut Machine) -> Res {
    let s = m.arg(0);
    if let Ok(id) = m.resolve_stream(s) {
        m.out.cur_in = id;
        return Ok(true);
    }
    let path = source_sink_text(m, s)?;
    let existing = (0..m.out.table.len()).find(|&i| {
        m.out.get(i).is_some_and(|st| st.edinburgh && st.is_input() && st.file_name.as_deref() == Some(&path))
    });
    let id = match existing {
        Some(id) => id,
        None => match m.out.open_file(&path, Mode::Read, false) {
            Ok(id) => {
                m.out.get(id).expect("just opened").edinburgh = true;
                id
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(m.err_existence(atoms::SOURCE_SINK, s)),
            Err(_) => {
                // A directory, or a file we may not read.
                let open_a = m.atoms.intern("open");
                return Err(m.err_permission(open_a, atoms::SOURCE_SINK, s));
            }
        },
    };
    m.out.cur_in = id;
    Ok(true)
}

fn seen(m: &mut Machine) -> Res {
    let id = m.out.cur_in;
    m.out.close(id);
    m.out.cur_in = USER_INPUT;
    Ok(true)
}

fn tell(m: &mut Machine, mode: Mode) -> Res {
    let s = m.arg(0);
    if let Ok(id) = m.resolve_stream(s) {
        m.out.cur_out = id;
        return Ok(true);
    }
    let path = source_sink_text(m, s)?;
    let existing = (0..m.out.table.len()).find(|&i| {
        m.out.get(i).is_some_and(|st| st.edinburgh && st.is_output() && st.file_name.as_deref() == Some(&path))
    });
    let id = match existing {
        Some(id) => id,
        None => match m.out.open_file(&path, mode, false) {
            Ok(id) => {
                m.out.get(id).expect("just opened").edinburgh = true;
                id
            }
            Err(_) => {
                let open_a = m.atoms.intern("open");
                return Err(m.err_permission(open_a, atoms::SOURCE_SINK, s));
            }
        },
    };
    m.out.cur_out = id;
    Ok(true)
}

fn told(m: &mut Machine) -> Res {
    let id = m.out.cur_out;
    m.out.close(id);
    m.out.cur_out = USER_OUTPUT;
    Ok(true)
}

fn open_string(m: &mut Machine) -> Res {
    let t = m.arg(0);
    let text = m.text_in(t, true, "text")?;
    let id = m.out.open_text(text);
    let s = m.stream_term(id);
    let x1 = m.x[1];
    Ok(m.unify(x1, s))
}

fn open_null_stream(m: &mut Machine) -> Res {
    let id = m.out.open_null_output();
    let s = m.stream_term(id);
    let x0 = m.x[0];
    Ok(m.unify(x0, s))
}
