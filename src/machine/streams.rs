//! The stream table: standard streams, files opened with open/3,4, current
//! input and output, aliases, and the capture buffers of with_output_to/2
//! and format/3. Text output goes to the innermost capture if there is
//! one, else to the current output stream.
//!
//! Input streams keep their bytes in a buffer with a read position (files
//! are read whole when opened; standard input is read a line at a time on
//! demand), so peeking, reading terms and counting lines all work on the
//! same buffer. Standard input and output go through the shared
//! [`Console`](super::console::Console), which flushes output before input
//! and shows the prompt on a terminal.

use super::console::{Console, LineRead};
use super::single_key::KeyRead;
use crate::term::Atom;
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;

pub const USER_INPUT: usize = 0;
pub const USER_OUTPUT: usize = 1;
pub const USER_ERROR: usize = 2;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Read,
    Write,
    Append,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EofAction {
    Error,
    EofCode,
    Reset,
}

/// Where a stream is relative to the end of its input.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EofState {
    Not,
    At,
    Past,
}

pub enum Sink {
    Stdout(Rc<RefCell<Console>>),
    Stderr,
    File(std::io::BufWriter<std::fs::File>),
    /// The text written so far (with_output_to/2's stream).
    Memory(String),
    /// Standard error where the host has none of its own (the browser's
    /// console pane): a writer the host gives. Messages are counted as on
    /// standard error.
    Host(Box<dyn Write>),
    /// Discards what is written, counting positions (open_null_stream/1).
    Null,
}

pub struct Input {
    pub data: Vec<u8>,
    pub pos: usize,
    /// Standard input: more may arrive; refill reads a line.
    pub interactive: bool,
    /// Where standard input's lines come from (None for files).
    pub console: Option<Rc<RefCell<Console>>>,
    /// No more data will arrive.
    pub exhausted: bool,
    pub past_eof: bool,
    /// The last wait for the console ended at Ctrl-C with nothing read:
    /// the reading builtin handles the interrupt and tries again.
    pub interrupted: bool,
}

impl Input {
    /// An input buffer over the whole of `data` (a file).
    pub fn from_bytes(data: Vec<u8>) -> Input {
        Input { data, pos: 0, interactive: false, console: None, exhausted: true, past_eof: false, interrupted: false }
    }

    /// Appends the next line from the console; false at the end of the
    /// input (then exhausted) or when Ctrl-C interrupted the wait (then
    /// interrupted).
    fn read_line(&mut self) -> bool {
        let got = self.console.as_ref().map_or(LineRead::End, |c| c.borrow_mut().read_line());
        match got {
            LineRead::Line(line) => {
                self.data.extend_from_slice(line.as_bytes());
                true
            }
            LineRead::End => {
                self.exhausted = true;
                false
            }
            LineRead::Interrupted => {
                self.interrupted = true;
                false
            }
        }
    }
}

pub struct Stream {
    pub file_name: Option<String>,
    pub mode: Mode,
    pub aliases: Vec<Atom>,
    pub binary: bool,
    pub eof_action: EofAction,
    pub input: Option<Input>,
    pub sink: Option<Sink>,
    /// Position: characters, lines (1-based), column (0-based).
    pub chars: u64,
    pub line: u64,
    pub column: usize,
    /// Opened by see/1 or tell/1, which reuse it for the same file name.
    pub edinburgh: bool,
    /// Standard error only: the messages written that start with `ERROR`
    /// and with `Warning` (for `--on-error` and `--on-warning`).
    pub messages: (usize, usize),
}

impl Stream {
    fn new(mode: Mode) -> Stream {
        Stream {
            file_name: None,
            mode,
            aliases: Vec::new(),
            binary: false,
            eof_action: EofAction::EofCode,
            input: None,
            sink: None,
            chars: 0,
            line: 1,
            column: 0,
            edinburgh: false,
            messages: (0, 0),
        }
    }

    /// An input stream whose whole text is in memory (a file or a string,
    /// not a terminal or pipe): set_stream_position/2 may move it.
    pub fn is_repositionable(&self) -> bool {
        self.input.as_ref().is_some_and(|i| !i.interactive && i.console.is_none())
    }

    pub fn is_input(&self) -> bool {
        self.input.is_some()
    }

    pub fn is_output(&self) -> bool {
        self.sink.is_some()
    }

    fn advance_position(&mut self, text: &str) {
        for c in text.chars() {
            self.chars += 1;
            if c == '\n' {
                self.line += 1;
                self.column = 0;
            } else if c == '\t' {
                self.column = (self.column | 7) + 1;
            } else {
                self.column += 1;
            }
        }
    }

    /// Whether the last wait for the console was interrupted (Ctrl-C);
    /// clears it. A read that came back empty-handed asks this before
    /// taking the end of the data for the end of the input.
    pub fn take_interrupted(&mut self) -> bool {
        self.input.as_mut().is_some_and(|i| std::mem::take(&mut i.interrupted))
    }

    /// Makes sure at least one byte is buffered if any will ever arrive.
    /// Returns false at the end of the data (or when interrupted).
    pub fn fill(&mut self) -> bool {
        let Some(inp) = self.input.as_mut() else {
            return false;
        };
        if inp.pos < inp.data.len() {
            return true;
        }
        if inp.exhausted || !inp.interactive {
            return false;
        }
        // Drop what has been consumed so the buffer stays small.
        inp.data.drain(..inp.pos);
        inp.pos = 0;
        inp.read_line()
    }

    /// The end-of-input state as ISO describes it.
    pub fn eof_state(&mut self) -> EofState {
        if self.input.as_ref().is_some_and(|i| i.past_eof) {
            return EofState::Past;
        }
        if self.fill() {
            EofState::Not
        } else {
            EofState::At
        }
    }

    /// The end-of-input state without waiting for a terminal: an
    /// interactive stream with nothing buffered is "not" at the end.
    pub fn eof_state_now(&mut self) -> EofState {
        match self.input.as_ref() {
            Some(i) if i.interactive && !i.past_eof && i.pos >= i.data.len() => {
                if i.exhausted {
                    EofState::At
                } else {
                    EofState::Not
                }
            }
            _ => self.eof_state(),
        }
    }

    /// The next character without consuming it; None at the end.
    pub fn peek_char(&mut self) -> Option<char> {
        if !self.fill() {
            return None;
        }
        let inp = self.input.as_ref()?;
        let rest = &inp.data[inp.pos..];
        let len = crate::reader::decode::char_len(rest);
        match std::str::from_utf8(&rest[..len]) {
            Ok(s) => s.chars().next(),
            Err(_) => Some(char::REPLACEMENT_CHARACTER),
        }
    }

    pub fn get_char(&mut self) -> Option<char> {
        let c = self.peek_char()?;
        let inp = self.input.as_mut()?;
        inp.pos += crate::reader::decode::char_len(&inp.data[inp.pos..]);
        let mut buf = [0u8; 4];
        self.advance_position(c.encode_utf8(&mut buf));
        Some(c)
    }

    pub fn peek_byte(&mut self) -> Option<u8> {
        if !self.fill() {
            return None;
        }
        let inp = self.input.as_ref()?;
        Some(inp.data[inp.pos])
    }

    pub fn get_byte(&mut self) -> Option<u8> {
        let b = self.peek_byte()?;
        let inp = self.input.as_mut()?;
        inp.pos += 1;
        self.chars += 1;
        Some(b)
    }

    /// Marks that end of file was delivered to the program.
    pub fn hit_eof(&mut self) {
        if let Some(inp) = self.input.as_mut() {
            match self.eof_action {
                // A terminal can be read again after end of file.
                EofAction::Reset => inp.exhausted = false,
                _ => inp.past_eof = true,
            }
        }
    }

    /// Buffers input until it holds a complete term (or no more will come,
    /// or the wait was interrupted); returns the unread text.
    pub fn text_for_term(&mut self) -> String {
        // Where the last line read starts: a term can only have become
        // complete if that line has a `.`, so a long term typed or piped
        // over many lines is not lexed again at each of them.
        let mut new_from = self.input.as_ref().map_or(0, |inp| inp.pos);
        loop {
            let inp = self.input.as_ref().expect("input stream");
            // A file is all there; only a terminal or pipe is read on.
            if !inp.interactive || inp.exhausted {
                break;
            }
            if inp.data[new_from..].contains(&b'.')
                && crate::reader::term_end(&String::from_utf8_lossy(&inp.data[inp.pos..])).is_some()
            {
                break;
            }
            new_from = inp.data.len();
            if !self.input.as_mut().expect("input stream").read_line() && self.input.as_ref().unwrap().interrupted {
                break;
            }
        }
        let inp = self.input.as_ref().expect("input stream");
        let len = next_term_len(&inp.data[inp.pos..]);
        String::from_utf8_lossy(&inp.data[inp.pos..inp.pos + len]).into_owned()
    }

    /// Consumes `n` bytes of text that a read has used.
    pub fn consume(&mut self, n: usize) {
        // The input is taken out while the position advances over its
        // text, so that text is borrowed, not copied (a term can be the
        // whole of a large file).
        let mut inp = self.input.take().expect("input stream");
        let end = (inp.pos + n).min(inp.data.len());
        self.advance_position(&String::from_utf8_lossy(&inp.data[inp.pos..end]));
        inp.pos = end;
        self.input = Some(inp);
    }

    /// Writes text; an error of the device is returned (and the output
    /// layer keeps it until a builtin reports it, see `Output::write_error`).
    pub fn write_text(&mut self, s: &str) -> std::io::Result<()> {
        if matches!(self.sink, Some(Sink::Stderr | Sink::Host(_))) {
            self.count_message(s);
        }
        let r = match self.sink.as_mut() {
            Some(Sink::Stdout(c)) => c.borrow_mut().write(s.as_bytes()),
            Some(Sink::Stderr) => std::io::stderr().write_all(s.as_bytes()),
            Some(Sink::Host(w)) => w.write_all(s.as_bytes()),
            Some(Sink::File(w)) => w.write_all(s.as_bytes()),
            Some(Sink::Memory(buf)) => {
                buf.push_str(s);
                Ok(())
            }
            Some(Sink::Null) => Ok(()),
            None => return Ok(()),
        };
        self.advance_position(s);
        r
    }

    /// Counts a message written at the start of a line of standard error
    /// (after any colour escapes): `ERROR`, `Warning`.
    fn count_message(&mut self, s: &str) {
        if self.column != 0 {
            return;
        }
        let mut text = s;
        while let Some(rest) = text.strip_prefix('\x1b') {
            text = rest.find('m').map_or("", |i| &rest[i + 1..]);
        }
        if text.starts_with("ERROR") {
            self.messages.0 += 1;
        } else if text.starts_with("Warning") {
            self.messages.1 += 1;
        }
    }

    pub fn write_bytes(&mut self, b: &[u8]) -> std::io::Result<()> {
        let r = match self.sink.as_mut() {
            Some(Sink::Stdout(c)) => c.borrow_mut().write(b),
            Some(Sink::Stderr) => std::io::stderr().write_all(b),
            Some(Sink::Host(w)) => w.write_all(b),
            Some(Sink::File(w)) => w.write_all(b),
            Some(Sink::Memory(buf)) => {
                buf.push_str(&String::from_utf8_lossy(b));
                Ok(())
            }
            Some(Sink::Null) => Ok(()),
            None => return Ok(()),
        };
        self.chars += b.len() as u64;
        r
    }

    pub fn flush(&mut self) -> std::io::Result<()> {
        match self.sink.as_mut() {
            Some(Sink::Stdout(c)) => c.borrow_mut().flush(),
            Some(Sink::File(w)) => {
                let r = w.flush();
                if r.is_err() {
                    // Drop what cannot be written (see Console::write).
                    let placeholder = std::io::BufWriter::with_capacity(0, w.get_ref().try_clone()?);
                    let (f, _unwritten) = std::mem::replace(w, placeholder).into_parts();
                    *w = std::io::BufWriter::new(f);
                }
                r
            }
            Some(Sink::Stderr) => std::io::stderr().flush(),
            Some(Sink::Host(w)) => w.flush(),
            Some(Sink::Memory(_) | Sink::Null) => Ok(()),
            None => Ok(()),
        }
    }
}

pub struct Output {
    pub table: Vec<Option<Stream>>,
    pub cur_in: usize,
    pub cur_out: usize,
    /// Nested captures; writes go to the innermost one.
    pub captures: Vec<String>,
    /// The captures set aside while a memory output stream is current
    /// output (with_output_to/2 inside format/3's capture, or a test's).
    pub suspended_captures: Vec<Vec<String>>,
    pub aliases: HashMap<Atom, usize>,
    /// The first write or flush that failed since a builtin last looked:
    /// (stream, error). Writes cannot fail where they happen (many paths
    /// write), so output builtins report it when they finish
    /// (`Machine::check_output`) as ISO's `io_error(write, Stream)`.
    pub write_error: Option<(usize, std::io::Error)>,
    /// Standard input and output as one terminal (prompts, buffering).
    pub console: Rc<RefCell<Console>>,
}

impl Default for Output {
    fn default() -> Self {
        Output::with_console(Console::default())
    }
}

impl Output {
    /// The stream table with user_input and user_output on `console`.
    pub fn with_console(console: Console) -> Output {
        let console = Rc::new(RefCell::new(console));
        let mut stdin = Stream::new(Mode::Read);
        stdin.input = Some(Input {
            data: Vec::new(),
            pos: 0,
            interactive: true,
            console: Some(console.clone()),
            exhausted: false,
            past_eof: false,
            interrupted: false,
        });
        stdin.eof_action = EofAction::Reset;
        let mut stdout = Stream::new(Mode::Append);
        stdout.sink = Some(Sink::Stdout(console.clone()));
        let mut stderr = Stream::new(Mode::Append);
        stderr.sink = Some(Sink::Stderr);
        Output {
            table: vec![Some(stdin), Some(stdout), Some(stderr)],
            cur_in: USER_INPUT,
            cur_out: USER_OUTPUT,
            captures: Vec::new(),
            suspended_captures: Vec::new(),
            write_error: None,
            aliases: HashMap::new(),
            console,
        }
    }

    /// Writes text to the current output.
    pub fn write_str(&mut self, s: &str) {
        if let Some(buf) = self.captures.last_mut() {
            buf.push_str(s);
            return;
        }
        let cur = self.cur_out;
        if cur == USER_ERROR {
            self.flush_stdout();
        }
        if let Some(Some(st)) = self.table.get_mut(cur) {
            let r = st.write_text(s);
            self.note(cur, r);
        }
    }

    /// Keeps the first failure of stream `id` for the next output builtin
    /// to report.
    pub fn note(&mut self, id: usize, r: std::io::Result<()>) {
        if let Err(e) = r {
            if self.write_error.is_none() {
                self.write_error = Some((id, e));
            }
        }
    }

    /// Flushes stream `id`, keeping a failure as [`Output::note`] does.
    pub fn flush_stream(&mut self, id: usize) {
        if let Some(Some(st)) = self.table.get_mut(id) {
            let r = st.flush();
            self.note(id, r);
        }
    }

    /// How many error and warning messages were written on standard error.
    pub fn messages_printed(&self) -> (usize, usize) {
        self.table.get(USER_ERROR).and_then(|s| s.as_ref()).map_or((0, 0), |s| s.messages)
    }

    /// The column of the current output.
    pub fn column(&self) -> usize {
        match self.captures.last() {
            Some(buf) => buf.rsplit('\n').next().map_or(0, |l| l.chars().count()),
            None => self.table.get(self.cur_out).and_then(|s| s.as_ref()).map_or(0, |s| s.column),
        }
    }

    /// Before a message on standard error: standard output's pending text
    /// goes first. A failure is not the message's to report: the text is
    /// dropped, and a broken device fails again at the next write to
    /// standard output, which reports it.
    fn flush_stdout(&mut self) {
        if let Some(Some(st)) = self.table.get_mut(USER_OUTPUT) {
            let _ = st.flush();
        }
    }

    /// Flushes every output stream.
    pub fn flush(&mut self) {
        for id in 0..self.table.len() {
            self.flush_stream(id);
        }
    }

    /// Writes to standard error (after flushing standard output, so that
    /// messages appear in order).
    pub fn write_err(&mut self, s: &str) {
        self.flush_stdout();
        if let Some(Some(st)) = self.table.get_mut(USER_ERROR) {
            // Standard error is where failures are reported: when it fails
            // itself there is nobody left to tell.
            let _ = st.write_text(s);
            let _ = st.flush();
        }
    }

    pub fn get(&mut self, id: usize) -> Option<&mut Stream> {
        self.table.get_mut(id).and_then(|s| s.as_mut())
    }

    /// Adds a stream; returns its id.
    pub fn add(&mut self, st: Stream) -> usize {
        if let Some(i) = self.table.iter().position(|s| s.is_none()) {
            self.table[i] = Some(st);
            return i;
        }
        self.table.push(Some(st));
        self.table.len() - 1
    }

    /// Opens a file stream.
    pub fn open_file(&mut self, path: &str, mode: Mode, binary: bool) -> std::io::Result<usize> {
        let mut st = Stream::new(mode);
        st.file_name = Some(path.to_string());
        st.binary = binary;
        match mode {
            Mode::Read => {
                let mut data = crate::host::files::read(std::path::Path::new(path))?;
                if !binary {
                    let (text, bad) = crate::reader::decode::decode(data, 1, 0);
                    self.write_err(&crate::reader::decode::warnings(path, &bad));
                    data = text.into_bytes();
                }
                st.input = Some(Input::from_bytes(data));
            }
            Mode::Write | Mode::Append => {
                let f = std::fs::OpenOptions::new()
                    .write(true)
                    .create(true)
                    .append(mode == Mode::Append)
                    .truncate(mode == Mode::Write)
                    .open(path)?;
                st.sink = Some(Sink::File(std::io::BufWriter::new(f)));
            }
        }
        Ok(self.add(st))
    }

    /// Opens an output stream that keeps its text in memory
    /// (with_output_to/2).
    pub fn open_memory_output(&mut self) -> usize {
        let mut st = Stream::new(Mode::Write);
        st.sink = Some(Sink::Memory(String::new()));
        self.add(st)
    }

    /// Opens an output stream that discards its text (open_null_stream/1).
    pub fn open_null_output(&mut self) -> usize {
        let mut st = Stream::new(Mode::Write);
        st.sink = Some(Sink::Null);
        self.add(st)
    }

    /// Closes a memory output stream and returns its text.
    pub fn take_memory_output(&mut self, id: usize) -> String {
        let text = match self.table.get_mut(id).and_then(|s| s.as_mut()).and_then(|st| st.sink.as_mut()) {
            Some(Sink::Memory(buf)) => std::mem::take(buf),
            _ => return String::new(),
        };
        self.close(id);
        text
    }

    /// Bytes held by memory output streams and suspended captures.
    pub fn memory_output_bytes(&self) -> usize {
        self.suspended_captures.iter().flatten().map(String::len).sum::<usize>()
            + self
                .table
                .iter()
                .flatten()
                .map(|st| match &st.sink {
                    Some(Sink::Memory(buf)) => buf.len(),
                    _ => 0,
                })
                .sum::<usize>()
    }

    /// Opens an input stream over `text` (open_string/2).
    pub fn open_text(&mut self, text: String) -> usize {
        let mut st = Stream::new(Mode::Read);
        st.input = Some(Input::from_bytes(text.into_bytes()));
        self.add(st)
    }

    /// Closes a stream (the standard streams stay open). Current input or
    /// output falls back to the standard stream.
    pub fn close(&mut self, id: usize) {
        if id <= USER_ERROR {
            self.flush_stream(id);
            return;
        }
        if let Some(Some(mut st)) = self.table.get_mut(id).map(|s| s.take()) {
            let r = st.flush();
            self.note(id, r);
        }
        self.aliases.retain(|_, v| *v != id);
        if self.cur_in == id {
            self.cur_in = USER_INPUT;
        }
        if self.cur_out == id {
            self.cur_out = USER_OUTPUT;
        }
    }
}

/// What the toplevel's line editor needs from the stream layer. On a
/// terminal the toplevel reads query lines itself (rustyline reads the
/// terminal directly) while programs read user_input through this layer;
/// the two agree when the toplevel
/// 1. calls [`Output::take_pending_user_input`] before editing a new query:
///    text a program's read left unread on its last line (`foo. X = 1.`
///    answered to `read(X)`) is the start of the next query, as in SWI;
/// 2. calls [`Output::before_line_editor`] before showing its prompt, so
///    everything printed so far is on the screen first;
/// 3. calls [`Output::after_line_editor`] after a line was read, so a
///    following `read/1` knows the cursor is at the start of a line.
///
/// Without a terminal, the toplevel should read its queries through this
/// layer too ([`Output::read_user_line`], or
/// `Machine::read_term_from(USER_INPUT)`), so that queries and a program's
/// reads take their turns from one buffer: reading standard input any
/// other way misses what this layer has already taken from it.
impl Output {
    /// Standard input is a terminal.
    pub fn user_input_is_terminal(&self) -> bool {
        self.console.borrow().stdin_is_terminal
    }

    /// Standard output is a terminal.
    pub fn user_output_is_terminal(&self) -> bool {
        self.console.borrow().stdout_is_terminal
    }

    /// Standard error is a terminal.
    pub fn user_error_is_terminal(&self) -> bool {
        self.console.borrow().stderr_is_terminal
    }

    /// Whether standard stream `id` is a terminal (false for other streams).
    pub fn is_terminal(&self, id: usize) -> bool {
        match id {
            USER_INPUT => self.user_input_is_terminal(),
            USER_OUTPUT => self.user_output_is_terminal(),
            USER_ERROR => self.user_error_is_terminal(),
            _ => false,
        }
    }

    /// The text already taken from standard input and not yet read by the
    /// program (the rest of the last line read); it is consumed.
    pub fn take_pending_user_input(&mut self) -> String {
        let Some(st) = self.get(USER_INPUT) else {
            return String::new();
        };
        let Some(inp) = st.input.as_ref() else {
            return String::new();
        };
        let rest = String::from_utf8_lossy(&inp.data[inp.pos..]).into_owned();
        st.consume(rest.len());
        rest
    }

    /// The next character of user_input for get_single_char/1: one already
    /// buffered (the rest of a line read before), else one key from the
    /// console. None at the end of the input, or when Ctrl-C interrupted
    /// the wait (the stream's interrupted mark is then set).
    pub fn read_user_key(&mut self) -> Option<char> {
        let st = self.get(USER_INPUT)?;
        let inp = st.input.as_ref()?;
        if inp.pos < inp.data.len() {
            let rest = String::from_utf8_lossy(&inp.data[inp.pos..]);
            let c = rest.chars().next().expect("buffered text");
            let used = if c == char::REPLACEMENT_CHARACTER { 1 } else { c.len_utf8() };
            st.consume(used);
            return Some(c);
        }
        let got = inp.console.clone().map_or(KeyRead::End, |c| c.borrow_mut().read_key());
        match got {
            KeyRead::Key(c) => {
                st.advance_position(c.encode_utf8(&mut [0; 4]));
                Some(c)
            }
            KeyRead::End => None,
            KeyRead::Interrupted => {
                st.input.as_mut().expect("input stream").interrupted = true;
                None
            }
        }
    }

    /// The next line of user_input (with its newline, if it has one),
    /// after what is already buffered; None at the end of the input, or
    /// when Ctrl-C interrupted the wait (the machine's interrupt flag is
    /// then still raised). On a terminal, reading a new line shows the
    /// prompt like any other read.
    pub fn read_user_line(&mut self) -> Option<String> {
        let st = self.get(USER_INPUT)?;
        if !st.fill() {
            if !st.take_interrupted() {
                st.hit_eof();
            }
            return None;
        }
        let inp = st.input.as_ref()?;
        let rest = &inp.data[inp.pos..];
        let len = rest.iter().position(|&b| b == b'\n').map_or(rest.len(), |i| i + 1);
        let line = String::from_utf8_lossy(&rest[..len]).into_owned();
        st.consume(len);
        Some(line)
    }

    /// Flushes all output before the line editor takes the terminal.
    pub fn before_line_editor(&mut self) {
        self.flush();
    }

    /// The line editor has read a line: the terminal's cursor is at the
    /// start of a line.
    pub fn after_line_editor(&mut self) {
        self.console.borrow_mut().line_typed();
        if let Some(st) = self.get(USER_OUTPUT) {
            st.column = 0;
        }
    }
}

/// The system's words for an I/O error, without Rust's "(os error N)".
pub fn io_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// The length in bytes of the text of `data` through the end of its next
/// term (or all of it when no term ends in it). Only that much is copied:
/// reading a file term by term with read/1 once copied the whole rest of
/// the file at every read. The text is looked at in doubling pieces, each
/// cut at a character boundary; an end token counts only when a character
/// follows it in the piece, since a cut right after a `.` cannot tell `a.`
/// from `a.b`.
pub(super) fn next_term_len(data: &[u8]) -> usize {
    let mut len = data.len().min(4096);
    loop {
        while len < data.len() && (data[len] & 0xC0) == 0x80 {
            len += 1;
        }
        if len == data.len() {
            return len;
        }
        let text = String::from_utf8_lossy(&data[..len]);
        if let Some(end) = crate::reader::term_end(&text) {
            if end < text.len() {
                return len;
            }
        }
        len = (len * 2).min(data.len());
    }
}
