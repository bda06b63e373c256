//! The console: standard input and standard output of the process as the
//! stream table uses them, and the rules that make interactive programs
//! work in a terminal the way they do in SWI-Prolog.
//!
//! - Standard output is line-buffered when it is a terminal (what a
//!   program prints is on the screen at the end of each line) and
//!   block-buffered otherwise (piped output stays fast).
//! - Every line read from standard input first flushes standard output,
//!   so a question printed without a newline is visible before the
//!   program waits for the answer.
//! - When standard input is a terminal, reading a new line shows the
//!   prompt (`prompt/2`, default `'|: '`; `prompt1/1` for the next line
//!   only) if the read starts a new line: the previous read from the
//!   terminal ended a line, or nothing has been printed on the current
//!   output line. This is SWI-Prolog's rule: `write('Move? '), read(X)`
//!   shows no prompt before the first line is read, `nl, read(X)` does.
//!
//! The console is shared (`Rc<RefCell<_>>`) between the user_output sink
//! and the user_input buffer, because reading must flush and prompt on
//! the output side.

use super::single_key::{read_key, KeyMode, KeyRead};
use std::io::{BufRead, BufWriter, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// SWI-Prolog's default prompt for reading from a terminal.
pub const DEFAULT_PROMPT: &str = "|: ";

pub struct Console {
    /// Standard input is a terminal: reads show the prompt.
    pub stdin_is_terminal: bool,
    /// Standard output is a terminal: output is line-buffered.
    pub stdout_is_terminal: bool,
    /// Standard error is a terminal (messages may use colour).
    pub stderr_is_terminal: bool,
    out: BufWriter<Box<dyn Write>>,
    /// Where lines come from: the process's standard input, or a script
    /// (unit tests).
    input: Option<Box<dyn BufRead>>,
    /// The machine's interrupt flag: Ctrl-C ends a wait for the terminal.
    pub interrupt: Option<Arc<AtomicBool>>,
    /// The prompt set by prompt/2.
    pub prompt: String,
    /// The prompt set by prompt1/1, used once for the next line read.
    pub first_prompt: Option<String>,
    /// The last line read from the terminal ended with a newline (or the
    /// terminal signalled end of file): the next read starts a new line.
    prompt_next: bool,
    /// The last byte written to standard output was a newline (or nothing
    /// was written yet, or a line was just typed at the terminal).
    at_line_start: bool,
    /// The line of standard input the next read starts (for warnings).
    input_line: u64,
    /// How long reads have waited for standard input, in all: a sandboxed
    /// query's time limit does not count a wait for the person typing.
    pub waited: std::time::Duration,
}

impl Default for Console {
    fn default() -> Self {
        Console::new(std::io::stdin().is_terminal(), std::io::stdout().is_terminal())
    }
}

impl Console {
    pub fn new(stdin_is_terminal: bool, stdout_is_terminal: bool) -> Console {
        Console {
            stdin_is_terminal,
            stdout_is_terminal,
            stderr_is_terminal: std::io::stderr().is_terminal(),
            out: BufWriter::with_capacity(1 << 16, Box::new(RawStdout)),
            input: None,
            interrupt: None,
            prompt: DEFAULT_PROMPT.to_string(),
            first_prompt: None,
            prompt_next: false,
            at_line_start: true,
            input_line: 1,
            waited: std::time::Duration::ZERO,
        }
    }

    /// A console whose output goes to a writer the host gives (the
    /// browser's console pane), with no input: a program's reads from
    /// user_input meet the end of the input.
    pub fn for_host(out: Box<dyn Write>) -> Console {
        let mut c = Console::new(false, false);
        c.stderr_is_terminal = false;
        c.out = BufWriter::with_capacity(1 << 12, out);
        c.input = Some(Box::new(std::io::empty()));
        c
    }

    /// Writes to standard output, flushing at a newline on a terminal.
    pub fn write(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let r = self.write_buffered(bytes);
        self.drop_buffer_after(r)
    }

    /// After a failed write the buffered text is dropped: it cannot be
    /// written, and keeping it would make every later flush (before each
    /// message on standard error) fail again.
    fn drop_buffer_after(&mut self, r: std::io::Result<()>) -> std::io::Result<()> {
        if r.is_err() {
            let placeholder = BufWriter::with_capacity(0, Box::new(std::io::sink()) as Box<dyn Write>);
            let (inner, _unwritten) = std::mem::replace(&mut self.out, placeholder).into_parts();
            self.out = BufWriter::with_capacity(1 << 16, inner);
        }
        r
    }

    fn write_buffered(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let Some(&last) = bytes.last() else {
            return Ok(());
        };
        self.at_line_start = last == b'\n';
        match bytes.iter().rposition(|&b| b == b'\n') {
            // Line buffering: everything up to the last newline goes out now.
            Some(nl) if self.stdout_is_terminal => {
                self.out.write_all(&bytes[..=nl])?;
                self.out.flush()?;
                self.out.write_all(&bytes[nl + 1..])
            }
            _ => self.out.write_all(bytes),
        }
    }

    pub fn flush(&mut self) -> std::io::Result<()> {
        let r = self.out.flush();
        self.drop_buffer_after(r)
    }

    /// Someone other than the stream layer (the toplevel's line editor)
    /// read a line from the terminal: its cursor is at the start of a line,
    /// and a program's first read prompts only if nothing is printed on
    /// that line first (SWI: `?- write('Move? '), read(X).` shows no `|: `).
    pub fn line_typed(&mut self) {
        self.at_line_start = true;
        self.prompt_next = false;
    }

    /// The prompt to show before reading the next line, if any.
    fn prompt_due(&mut self) -> Option<String> {
        if !self.stdin_is_terminal || !(self.prompt_next || self.at_line_start) {
            return None;
        }
        let text = self.first_prompt.take().unwrap_or_else(|| self.prompt.clone());
        (!text.is_empty()).then_some(text)
    }

    /// A line of standard input as text: bad UTF-8 becomes U+FFFD with a
    /// warning that says where.
    fn decode_line(&mut self, bytes: Vec<u8>) -> String {
        let (text, bad) = crate::reader::decode::decode(bytes, self.input_line, 0);
        if !bad.is_empty() {
            let _ = self.flush();
            // A closed standard error leaves nobody to warn (no panic).
            let warning = crate::reader::decode::warnings("user_input", &bad);
            let _ = std::io::stderr().write_all(warning.as_bytes());
        }
        if text.ends_with('\n') {
            self.input_line += 1;
        }
        text
    }

    /// Reads one line of standard input (with its newline, if any) after
    /// flushing standard output and showing the prompt when one is due.
    pub fn read_line(&mut self) -> LineRead {
        // A prompt that cannot be shown does not stop the read; the
        // program's own next write reports the broken output.
        if let Some(p) = self.prompt_due() {
            let _ = self.write(p.as_bytes());
        }
        self.prompt_next = false;
        let _ = self.flush();
        let interrupted = self.interrupt.as_ref().is_some_and(|f| f.load(Ordering::SeqCst));
        let wait = web_time::Instant::now();
        let got = match (self.input.as_mut(), self.stdin_is_terminal) {
            // Ctrl-C before the wait began (during the computation that led
            // to this read) is handled now, before the program waits.
            (_, true) if interrupted => Ok(None),
            (Some(script), _) => {
                let mut line = Vec::new();
                script.read_until(b'\n', &mut line).map(|_| Some(line))
            }
            (None, true) => terminal_line(self.interrupt.as_deref()),
            (None, false) => {
                let mut line = Vec::new();
                std::io::stdin().lock().read_until(b'\n', &mut line).map(|_| Some(line))
            }
        };
        self.waited += wait.elapsed();
        let got = got.map(|r| match r {
            Some(bytes) => LineRead::Line(self.decode_line(bytes)),
            None => LineRead::Interrupted,
        });
        match got {
            Ok(LineRead::Line(line)) if !line.is_empty() => {
                if line.ends_with('\n') {
                    self.prompt_next = true;
                    if self.stdin_is_terminal {
                        // The terminal echoed the newline.
                        self.at_line_start = true;
                    }
                }
                LineRead::Line(line)
            }
            Ok(LineRead::Interrupted) => {
                // Whatever handles the interrupt writes on the terminal;
                // reading again shows the prompt again.
                self.prompt_next = true;
                LineRead::Interrupted
            }
            _ => {
                // A terminal can be read again after end of file (Ctrl-D);
                // the next read starts on a new line.
                self.prompt_next = true;
                LineRead::End
            }
        }
    }
}

impl Console {
    /// Reads one key of standard input without waiting for Enter and
    /// without echo when it is a terminal (get_single_char/1); standard
    /// output is flushed first, no prompt is shown. Elsewhere it reads the
    /// next character.
    pub fn read_key(&mut self) -> KeyRead {
        if self.input.is_some() {
            let _ = self.flush();
            return read_key_from(self.input.as_mut().expect("script").as_mut());
        }
        if !self.stdin_is_terminal {
            let _ = self.flush();
            return read_key_from(&mut std::io::stdin().lock());
        }
        // No echo before the question is on the screen: a key typed as soon
        // as it shows must not be echoed.
        let _mode = KeyMode::enter(true);
        let _ = self.flush();
        let wait = web_time::Instant::now();
        let key = read_key(self.interrupt.as_deref());
        self.waited += wait.elapsed();
        key
    }
}

/// One UTF-8 character from a buffered reader (U+FFFD for a bad one).
fn read_key_from(input: &mut dyn BufRead) -> KeyRead {
    let mut buf = [0u8; 4];
    let mut len = 0;
    loop {
        let mut byte = [0u8; 1];
        match input.read(&mut byte) {
            Ok(1) => {}
            Ok(_) | Err(_) if len == 0 => return KeyRead::End,
            _ => return KeyRead::Key(char::REPLACEMENT_CHARACTER),
        }
        buf[len] = byte[0];
        len += 1;
        match std::str::from_utf8(&buf[..len]) {
            Ok(s) => return KeyRead::Key(s.chars().next().expect("one character")),
            Err(e) if e.error_len().is_some() || len == 4 => return KeyRead::Key(char::REPLACEMENT_CHARACTER),
            Err(_) => {}
        }
    }
}

/// What a wait for a line of standard input gave.
#[derive(Debug, PartialEq, Eq)]
pub enum LineRead {
    Line(String),
    /// End of the input (or Ctrl-D on an empty terminal line).
    End,
    /// The interrupt flag was raised (Ctrl-C) while waiting for the
    /// terminal; nothing was read.
    Interrupted,
}

/// Reads a line from the terminal on file descriptor 0. The wait for input
/// looks at the interrupt flag every tenth of a second, so that Ctrl-C
/// (whose handler raises the flag, possibly on another thread) ends it.
/// Reading the descriptor directly, not through `std::io::stdin()`, keeps
/// no input hidden in a buffer the toplevel's line editor cannot see.
#[cfg(all(unix, feature = "terminal"))]
fn terminal_line(interrupt: Option<&AtomicBool>) -> std::io::Result<Option<Vec<u8>>> {
    let mut line = Vec::new();
    loop {
        loop {
            if line.is_empty() && interrupt.is_some_and(|f| f.load(Ordering::SeqCst)) {
                return Ok(None);
            }
            let mut fds = libc::pollfd { fd: 0, events: libc::POLLIN, revents: 0 };
            // SAFETY: one valid pollfd for the duration of the call.
            let ready = unsafe { libc::poll(&mut fds, 1, 100) };
            if ready < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                // The signal itself (SIGINT) ended the wait: look at the
                // flag again rather than block in read(2).
                continue;
            }
            if ready != 0 {
                // Input, end of file, or an error that the read reports.
                break;
            }
        }
        let mut buf = [0u8; 4096];
        // SAFETY: reads at most buf.len() bytes into buf.
        let n = unsafe { libc::read(0, buf.as_mut_ptr().cast(), buf.len()) };
        if n < 0 {
            let err = std::io::Error::last_os_error();
            if err.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(err);
        }
        let n = n as usize;
        line.extend_from_slice(&buf[..n]);
        // A terminal in canonical mode delivers a whole line per read; a
        // read without a newline is end of file (Ctrl-D) or a line longer
        // than the buffer.
        if n == 0 || line.ends_with(b"\n") || n < buf.len() {
            return Ok(Some(line));
        }
    }
}

#[cfg(not(all(unix, feature = "terminal")))]
fn terminal_line(_interrupt: Option<&AtomicBool>) -> std::io::Result<Option<Vec<u8>>> {
    let mut line = Vec::new();
    std::io::stdin().lock().read_until(b'\n', &mut line).map(|_| Some(line))
}

/// File descriptor 1 without the standard library's line buffer: the
/// console buffers already, and text that a failed write left in a second
/// buffer would make every later flush fail again.
struct RawStdout;

impl Write for RawStdout {
    #[cfg(all(unix, feature = "terminal"))]
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        // SAFETY: writes from a valid slice to a file descriptor.
        let n = unsafe { libc::write(1, buf.as_ptr().cast(), buf.len()) };
        if n < 0 {
            Err(std::io::Error::last_os_error())
        } else {
            Ok(n as usize)
        }
    }

    #[cfg(not(all(unix, feature = "terminal")))]
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        std::io::stdout().write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A console over given input and output, as if they were (or were not)
/// terminals: for tests of the rules above.
#[cfg(test)]
pub fn scripted(input: &str, terminal: bool) -> (Console, std::rc::Rc<std::cell::RefCell<Vec<u8>>>) {
    struct Shared(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let screen = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let mut c = Console::new(terminal, terminal);
    c.out = BufWriter::new(Box::new(Shared(screen.clone())));
    c.input = Some(Box::new(std::io::Cursor::new(input.as_bytes().to_vec())));
    (c, screen)
}
