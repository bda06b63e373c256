//! read/1,2 and read_term/2,3 on streams, and the read options shared with
//! term_string/3 and read_term_from_atom/3: `variable_names`, `variables`,
//! `singletons`, `subterm_positions`, `term_position`, `comments` and
//! `syntax_errors(error|fail|quiet|dec10)`, as SWI-Prolog 9 has them. The
//! positions themselves are built by `machine::read_positions`.

use crate::host::stop::Stopped;
use crate::machine::read_positions::TextOrigin;
use crate::machine::term_text::TermText;
use crate::machine::{Exc, Machine, Res};
use crate::reader::{ReadTerm, Reader, Span, SyntaxError};
use crate::term::{atoms, Atom, Cell};

/// What read_term returns besides the term.
pub struct ReadResult {
    pub term: Cell,
    pub names: Vec<(Atom, Cell)>,
    /// Every named variable occurring once (ISO's `singletons`).
    pub singles: Vec<(Atom, Cell)>,
    pub positions: Option<Cell>,
    pub term_position: Option<Cell>,
    pub comments: Option<Cell>,
}

impl ReadResult {
    pub fn end_of_file() -> ReadResult {
        ReadResult {
            term: Cell::Atom(atoms::END_OF_FILE),
            names: vec![],
            singles: vec![],
            positions: None,
            term_position: None,
            comments: None,
        }
    }
}

/// A term read, with where it was in the text.
pub struct TermRead {
    pub result: ReadResult,
    /// The names of the named variables occurring once.
    pub single_names: Vec<String>,
    /// The term's text, without the end token.
    pub span: Span,
    /// Byte offset just after the end token.
    pub end: u32,
}

/// The extras a read is asked for.
#[derive(Clone, Copy, Default)]
pub struct ReadWants {
    pub positions: bool,
    pub term_position: bool,
    pub comments: bool,
    /// singletons(warning): print the singleton warning SWI-Prolog prints.
    pub warn_singletons: bool,
}

/// syntax_errors(...): what a syntax error does.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum OnSyntaxError {
    /// Throw it (the default).
    Error,
    /// Print it and fail.
    Fail,
    /// Fail silently.
    Quiet,
    /// Print it and read the next term.
    Dec10,
}

/// A read_term option list, checked.
pub struct ReadOptions {
    pub items: Vec<Cell>,
    pub wants: ReadWants,
    pub on_error: OnSyntaxError,
}

impl Machine {
    /// A syntax error of a read from stream `id` at (line, line position,
    /// character count), as SWI-Prolog's
    /// `error(syntax_error(Message), stream(Stream, Line, LinePos, CharNo))`.
    fn err_syntax_at(&mut self, message: &str, id: usize, (line, column, chars): (u64, u64, u64)) -> Exc {
        let m = self.atoms.intern(message);
        let formal = self.heap.compound(atoms::SYNTAX_ERROR, &[Cell::Atom(m)]);
        let stream = if id == crate::machine::streams::USER_INPUT {
            Cell::Atom(self.atoms.intern("user_input"))
        } else {
            self.stream_term(id)
        };
        let f = self.atoms.intern("stream");
        let at = [stream, Cell::Int(line as i64), Cell::Int(column as i64), Cell::Int(chars as i64)];
        let context = self.heap.compound(f, &at);
        Exc::Throw(self.heap.compound(atoms::ERROR, &[formal, context]))
    }

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
        self.read_term_with(id, ReadWants::default())
    }

    /// Reads the next term from input stream `id` with the extras asked for.
    pub fn read_term_with(&mut self, id: usize, wants: ReadWants) -> Result<ReadResult, Exc> {
        let lent = loop {
            let lent = self.out.get(id).expect("open stream").lend_term_text();
            // Lent text is a file's, and only a terminal's wait is interrupted.
            if matches!(lent, TermText::Lent { .. }) || !self.read_was_interrupted(id)? {
                break lent;
            }
        };
        let text = lent.as_str();
        let origin = {
            let st = self.out.get(id).expect("open stream");
            let bytes = st.input.as_ref().map_or(st.chars, |i| i.pos as u64);
            TextOrigin { chars: st.chars, line: st.line, column: st.column as u64, bytes }
        };
        let mut r = Reader::new(text);
        // What needs the text is done before it goes back to the stream.
        let read = match self.read_next(&mut r, text, origin, wants) {
            Ok(read) => read,
            Err(raised) => {
                // Interrupted: nothing was read.
                self.give_back_and_consume(id, lent, 0);
                return Err(raised);
            }
        };
        match read {
            Ok(Some(read)) => {
                let mut res = read.result;
                let line = origin.line + text[..read.span.start as usize].matches('\n').count() as u64;
                if wants.term_position {
                    res.term_position = Some(self.stream_position_in(text, read.span.start as usize, origin, true));
                }
                self.give_back_and_consume(id, lent, read.end as usize);
                if wants.warn_singletons {
                    let file = self.out.get(id).and_then(|st| st.file_name.clone());
                    self.warn_singletons(&read.single_names, file.map(|f| (f, line)));
                }
                Ok(res)
            }
            Ok(None) => {
                let used = text.len();
                self.give_back_and_consume(id, lent, used);
                self.out.get(id).expect("open stream").hit_eof();
                Ok(ReadResult::end_of_file())
            }
            Err(e) if e.out_of_memory => {
                let used = r.offset().max(1).min(text.len());
                self.give_back_and_consume(id, lent, used);
                Err(self.err_memory())
            }
            Err(e) => {
                let used = r.offset().max(1).min(text.len());
                let st = self.out.get(id).expect("open stream");
                let at = (e.span.start as usize).min(text.len());
                let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                let before = &text[..at];
                let newlines = before.matches('\n').count() as u64;
                let line_start = before.rfind('\n').map_or(0, |i| i + 1);
                let column =
                    before[line_start..].chars().count() as u64 + if newlines == 0 { st.column as u64 } else { 0 };
                let position = (st.line + newlines, column, st.chars + before.chars().count() as u64);
                self.give_back_and_consume(id, lent, used);
                Err(self.err_syntax_at(&e.message, id, position))
            }
        }
    }

    /// Returns text lent by stream `id` and moves the stream past `used` bytes of it.
    fn give_back_and_consume(&mut self, id: usize, text: TermText, used: usize) {
        let st = self.out.get(id).expect("open stream");
        st.give_back(text);
        st.consume(used);
    }

    /// The next term of `r`, which reads `text`: built straight onto the
    /// heap, or through the reader's node tree when positions are asked
    /// for (they are made from it). Ctrl-C stops the parse of a long term
    /// and is handled as at a call; when the answer is to go on, the term
    /// is read again from its start (the outer error is what the
    /// interrupt raised: an abort, a halt).
    pub fn read_next(
        &mut self,
        r: &mut Reader,
        text: &str,
        origin: TextOrigin,
        wants: ReadWants,
    ) -> Result<Result<Option<TermRead>, SyntaxError>, Exc> {
        self.until_done(|m| match m.read_next_once(r, text, origin, wants) {
            Err(e) if e.interrupted => Err(Stopped),
            read => Ok(read),
        })
    }

    /// One try of [`Machine::read_next`]: an `interrupted` error leaves
    /// the heap and `r` as they were.
    fn read_next_once(
        &mut self,
        r: &mut Reader,
        text: &str,
        origin: TextOrigin,
        wants: ReadWants,
    ) -> Result<Option<TermRead>, SyntaxError> {
        let mut flags = self.read_flags();
        flags.positions = wants.positions;
        flags.stop = self.stop();
        if wants.positions {
            let Some(rt) = r.next(&self.ops, &flags)? else { return Ok(None) };
            let result = self.read_result(&rt, text, origin, wants);
            let single_names = single_names(&rt);
            return Ok(Some(TermRead { result, single_names, span: rt.span, end: rt.end }));
        }
        let room = self.read_room_cells();
        let Some(read) = r.next_onto_heap(&self.ops, &flags, &mut self.heap, &mut self.atoms, room)? else {
            return Ok(None);
        };
        let names = read.names.iter().map(|(n, v)| (self.atoms.intern(n), *v)).collect();
        let singles = read.singles.iter().map(|(n, v)| (self.atoms.intern(n), *v)).collect();
        let comments = wants.comments.then(|| self.comments_in(text, read.end as usize, origin, false));
        let result = ReadResult { term: read.term, names, singles, positions: None, term_position: None, comments };
        let single_names = read.singles.into_iter().map(|(n, _)| n).collect();
        Ok(Some(TermRead { result, single_names, span: read.span, end: read.end }))
    }

    /// The term of `rt`, read from `text`, with what `wants` asks for.
    pub fn read_result(&mut self, rt: &ReadTerm, text: &str, origin: TextOrigin, wants: ReadWants) -> ReadResult {
        let (term, names) = self.build_read_term(rt);
        let singles = rt
            .single_vars
            .iter()
            .filter_map(|&v| rt.var_names.iter().position(|&(_, idx)| idx == v))
            .map(|i| names[i])
            .collect();
        let positions = wants.positions.then(|| self.position_term(rt, text, origin));
        let comments = wants.comments.then(|| self.comments_in(text, rt.end as usize, origin, wants.positions));
        ReadResult { term, names, singles, positions, term_position: None, comments }
    }

    /// Checks a read_term option list (ISO: a variable is an
    /// instantiation error, an unknown option a domain error unless not
    /// `strict`).
    pub fn read_options(&mut self, list: Cell, strict: bool) -> Result<ReadOptions, Exc> {
        let items = self.list_items(list)?;
        let ro = self.atoms.intern("read_option");
        let mut wants = ReadWants::default();
        let mut on_error = OnSyntaxError::Error;
        for &o in &items {
            let o = self.heap.deref(o);
            if o.is_var_ref() {
                return Err(self.err_instantiation());
            }
            let Some((name, 1)) = self.heap.functor_of(o) else {
                if !strict {
                    continue;
                }
                return Err(self.err_domain(ro, o));
            };
            match self.atoms.text(name) {
                "subterm_positions" => wants.positions = true,
                "term_position" => wants.term_position = true,
                "comments" => wants.comments = true,
                "singletons" => {
                    let v = self.heap.deref(self.heap.arg(o, 0));
                    wants.warn_singletons = matches!(v, Cell::Atom(a) if self.atoms.text(a) == "warning");
                }
                "syntax_errors" => {
                    let v = self.heap.deref(self.heap.arg(o, 0));
                    on_error = match v {
                        Cell::Atom(a) => match self.atoms.text(a) {
                            "error" => OnSyntaxError::Error,
                            "fail" => OnSyntaxError::Fail,
                            "quiet" => OnSyntaxError::Quiet,
                            "dec10" => OnSyntaxError::Dec10,
                            _ => return Err(self.err_domain(ro, o)),
                        },
                        _ if v.is_var_ref() => return Err(self.err_instantiation()),
                        _ => return Err(self.err_domain(ro, o)),
                    };
                }
                "variable_names" | "variables" | "double_quotes" | "module" | "backquoted_string"
                | "character_escapes" | "var_prefix" | "cycles" | "dotlists" | "quasi_quotations" => {}
                _ if !strict => {}
                _ => return Err(self.err_domain(ro, o)),
            }
        }
        Ok(ReadOptions { items, wants, on_error })
    }

    /// Unifies the options of a read with what it found.
    pub fn unify_read_options(&mut self, opts: &ReadOptions, r: &ReadResult) -> bool {
        for &o in &opts.items {
            let o = self.heap.deref(o);
            let Some((name, 1)) = self.heap.functor_of(o) else {
                continue;
            };
            let v = self.heap.arg(o, 0);
            let value = match self.atoms.text(name) {
                "variable_names" => self.pairs_list(&r.names),
                "variables" => {
                    let vars = self.term_vars(r.term);
                    self.heap.list(&vars)
                }
                "singletons" if opts.wants.warn_singletons => continue,
                "singletons" => self.pairs_list(&r.singles),
                "subterm_positions" => match r.positions {
                    Some(p) => p,
                    None => continue,
                },
                "term_position" => match r.term_position {
                    Some(p) => p,
                    None => continue,
                },
                "comments" => match r.comments {
                    Some(c) => c,
                    None => Cell::Atom(atoms::NIL),
                },
                _ => continue,
            };
            if !self.unify(v, value) {
                return false;
            }
        }
        true
    }

    fn pairs_list(&mut self, pairs: &[(Atom, Cell)]) -> Cell {
        let items: Vec<Cell> =
            pairs.iter().map(|&(n, var)| self.heap.compound(atoms::EQUALS, &[Cell::Atom(n), var])).collect();
        self.heap.list(&items)
    }

    /// singletons(warning): the named variables occurring once that SWI-Prolog
    /// warns about (not `_Name`, `__name` or `_0`; `_name` is warned about),
    /// printed as it does, with the file and line of a term from a file.
    pub fn warn_singletons(&mut self, single_names: &[String], at: Option<(String, u64)>) {
        let warned: Vec<&str> = single_names
            .iter()
            .map(String::as_str)
            .filter(|name| match name.strip_prefix('_') {
                None => true,
                Some(rest) => rest.starts_with(|c: char| c.is_lowercase()),
            })
            .collect();
        if warned.is_empty() {
            return;
        }
        let list = format!("[{}]", warned.join(","));
        let text = match at {
            Some((file, line)) => format!("Warning: {file}:{line}:\nWarning:    Singleton variables: {list}\n"),
            None => format!("Warning: Singleton variables: {list}\n"),
        };
        self.out.write_err(&text);
    }

    /// A syntax error under syntax_errors(fail) or (dec10): printed as an
    /// uncaught one is, on standard error.
    pub fn print_syntax_error(&mut self, ball: Cell) {
        let text = self.describe_error(ball);
        let text = crate::messages::prefix_lines("ERROR: ", &text);
        self.out.write_err(&text);
    }
}

/// The names of the named variables of `rt` occurring once.
pub fn single_names(rt: &ReadTerm) -> Vec<String> {
    rt.single_vars
        .iter()
        .filter_map(|&v| rt.var_names.iter().find(|&&(_, idx)| idx == v))
        .map(|(name, _)| name.clone())
        .collect()
}

/// read/1,2 and read_term/2,3: `stream` and `options` are argument indices.
pub(super) fn read_term(m: &mut Machine, stream: Option<usize>, options: Option<usize>) -> Res {
    let id = super::chario::stream_arg(m, stream, true, false)?;
    let ti = if stream.is_some() { 1 } else { 0 };
    let opts = match options {
        Some(i) => m.read_options(m.x[i], true)?,
        None => ReadOptions { items: Vec::new(), wants: ReadWants::default(), on_error: OnSyntaxError::Error },
    };
    let r = loop {
        match m.read_term_with(id, opts.wants) {
            Ok(r) => break r,
            Err(Exc::Throw(ball)) if opts.on_error != OnSyntaxError::Error && is_syntax_error(m, ball) => {
                if opts.on_error != OnSyntaxError::Quiet {
                    m.print_syntax_error(ball);
                }
                if opts.on_error != OnSyntaxError::Dec10 {
                    return Ok(false);
                }
            }
            Err(e) => return Err(e),
        }
    };
    let x = m.x[ti];
    Ok(m.unify(x, r.term) && m.unify_read_options(&opts, &r))
}

/// `error(syntax_error(_), _)`.
pub fn is_syntax_error(m: &Machine, ball: Cell) -> bool {
    let ball = m.heap.deref(ball);
    if m.heap.functor_of(ball) != Some((atoms::ERROR, 2)) {
        return false;
    }
    let formal = m.heap.deref(m.heap.arg(ball, 0));
    m.heap.functor_of(formal) == Some((atoms::SYNTAX_ERROR, 1))
}
