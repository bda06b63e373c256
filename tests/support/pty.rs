//! The pseudo-terminal harness: runs the hornbook binary in a terminal of
//! fixed size and lets a test use it the way a person does, by reading the
//! screen and pressing keys.
//!
//! ```ignore
//! use crate::support::pty::{hornbook, Key};
//!
//! let mut t = hornbook(&["programs/tictactoe.pl", "-g", "userFirst", "-t", "halt"]).spawn();
//! t.wait_for_tail(&["Make your move:", "|:"]);   // the last lines above the cursor
//! t.send_line("[1,1].");                          // text, then Enter
//! t.wait_for("Computer's move:");                 // anywhere on the screen
//! t.key(Key::CtrlD);
//! assert_eq!(t.wait_exit(), 0);
//! ```
//!
//! A screen emulator (`vt100`) interprets everything the program writes, so
//! `screen()` is what a person would see: 24 rows of 80 columns (unless
//! `size` says otherwise), trailing blanks removed; `lines()` joins the
//! rows of a line that was too long for one row. Every wait has a
//! generous time limit and fails the test with the current screen in the
//! message; a wait also fails at once if the program has exited without
//! showing what was awaited. Nothing measures time.
//!
//! The child gets `TERM=xterm`, a UTF-8 locale, and a temporary home
//! (`HOME`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME`), so history files never
//! touch the user's; several sessions can share one `Home` (history kept
//! across sessions). Its working directory is the crate root. Like a real
//! terminal, the harness answers cursor position requests (`ESC [6n`).
//! Dropping a session ends the child if it is still running.
//!
//! Sessions are independent (a terminal, a home and a child each), so the
//! tests that use them run in parallel with each other and with the rest.

use super::temp::TempDir;
use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long a wait may take before the test fails. Generous: CI machines
/// are small and run tests in parallel.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// Keys besides plain text. The harness knows the editing keys although
/// not every one is pressed by a test yet.
#[allow(dead_code)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Key {
    Enter,
    Tab,
    Backspace,
    Escape,
    CtrlC,
    CtrlD,
    Up,
    Down,
    Left,
    Right,
}

impl Key {
    /// The bytes a terminal sends for the key (arrows as in xterm's normal
    /// cursor mode; see `Session::key` for application mode).
    fn bytes(self, application_cursor: bool) -> &'static [u8] {
        match (self, application_cursor) {
            (Key::Enter, _) => b"\r",
            (Key::Tab, _) => b"\t",
            (Key::Backspace, _) => b"\x7f",
            (Key::Escape, _) => b"\x1b",
            (Key::CtrlC, _) => b"\x03",
            (Key::CtrlD, _) => b"\x04",
            (Key::Up, false) => b"\x1b[A",
            (Key::Down, false) => b"\x1b[B",
            (Key::Right, false) => b"\x1b[C",
            (Key::Left, false) => b"\x1b[D",
            (Key::Up, true) => b"\x1bOA",
            (Key::Down, true) => b"\x1bOB",
            (Key::Right, true) => b"\x1bOC",
            (Key::Left, true) => b"\x1bOD",
        }
    }
}

/// A temporary home directory, removed when dropped.
pub struct Home {
    dir: TempDir,
}

impl Home {
    pub fn new() -> Home {
        let dir = TempDir::new("pty-home");
        std::fs::create_dir_all(dir.path().join(".local/share")).expect("create temporary home");
        std::fs::create_dir_all(dir.path().join(".config")).expect("create temporary home");
        Home { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Default for Home {
    fn default() -> Self {
        Home::new()
    }
}

/// How to start hornbook; `spawn` starts it.
pub struct Spawn<'h> {
    args: Vec<String>,
    rows: u16,
    cols: u16,
    home: Option<&'h Home>,
    env: Vec<(String, String)>,
}

/// hornbook with these command-line arguments, in an 80x24 terminal.
pub fn hornbook(args: &[&str]) -> Spawn<'static> {
    Spawn { args: args.iter().map(|s| s.to_string()).collect(), rows: 24, cols: 80, home: None, env: Vec::new() }
}

impl<'h> Spawn<'h> {
    pub fn size(mut self, rows: u16, cols: u16) -> Self {
        self.rows = rows;
        self.cols = cols;
        self
    }

    /// Use this home (shared with other sessions) instead of a fresh one.
    pub fn home<'a>(self, home: &'a Home) -> Spawn<'a> {
        Spawn { home: Some(home), args: self.args, rows: self.rows, cols: self.cols, env: self.env }
    }

    /// An environment variable for the child. (No test sets one yet; the
    /// harness offers it as `process::Invocation::env` does.)
    #[allow(dead_code)]
    pub fn env(mut self, key: &str, value: &str) -> Self {
        self.env.push((key.to_string(), value.to_string()));
        self
    }

    pub fn spawn(self) -> Session {
        let own_home = if self.home.is_none() { Some(Home::new()) } else { None };
        let home = self.home.or(own_home.as_ref()).expect("a home").path().to_path_buf();
        let pair = native_pty_system()
            .openpty(PtySize { rows: self.rows, cols: self.cols, pixel_width: 0, pixel_height: 0 })
            .expect("open a pseudo-terminal");
        let mut cmd = CommandBuilder::new(super::process::HORNBOOK);
        cmd.args(&self.args);
        cmd.cwd(super::root());
        cmd.env("TERM", "xterm");
        cmd.env("LANG", "C.UTF-8");
        cmd.env_remove("LC_ALL");
        cmd.env_remove("NO_COLOR");
        cmd.env("HOME", &home);
        cmd.env("XDG_DATA_HOME", home.join(".local/share"));
        cmd.env("XDG_CONFIG_HOME", home.join(".config"));
        cmd.env("COLUMNS", self.cols.to_string());
        cmd.env("LINES", self.rows.to_string());
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).expect("start hornbook in the pseudo-terminal");
        // Only the child keeps the terminal's slave side open, so reading the
        // master ends when the child has exited.
        drop(pair.slave);
        let reader = pair.master.try_clone_reader().expect("pty reader");
        let writer = Arc::new(Mutex::new(pair.master.take_writer().expect("pty writer")));
        let shared = Arc::new((
            Mutex::new(Terminal {
                parser: vt100::Parser::new(nonzero(self.rows), nonzero(self.cols), 0),
                transcript: Vec::new(),
                closed: false,
            }),
            Condvar::new(),
        ));
        let reader_thread = {
            let shared = shared.clone();
            let writer = writer.clone();
            std::thread::spawn(move || read_terminal(reader, &shared, &writer))
        };
        Session {
            child,
            master: pair.master,
            writer,
            shared,
            reader_thread: Some(reader_thread),
            timeout: DEFAULT_TIMEOUT,
            exit_code: None,
            _own_home: own_home,
        }
    }
}

/// What the program has shown so far.
struct Terminal {
    parser: vt100::Parser,
    /// Every byte received, for failure messages.
    transcript: Vec<u8>,
    /// The child's side of the terminal is closed (it has exited).
    closed: bool,
}

/// The reader thread: feeds the screen emulator, answers cursor position
/// requests, and wakes waiters.
fn read_terminal(
    mut reader: Box<dyn Read + Send>,
    shared: &(Mutex<Terminal>, Condvar),
    writer: &Mutex<Box<dyn Write + Send>>,
) {
    let mut buf = [0u8; 4096];
    loop {
        let n = match reader.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let (lock, cvar) = shared;
        let mut term = lock.lock().unwrap_or_else(|e| e.into_inner());
        let start = term.transcript.len().saturating_sub(3);
        term.transcript.extend_from_slice(&buf[..n]);
        let requests = count(&term.transcript[start..], b"\x1b[6n");
        let mut answers = Vec::new();
        // Answer each request with the cursor position at the point where
        // it was made (approximated by the end of the chunk, which is how
        // the programs under test ask: the request ends what they write).
        term.parser.process(&buf[..n]);
        for _ in 0..requests {
            let (row, col) = term.parser.screen().cursor_position();
            answers.extend_from_slice(format!("\x1b[{};{}R", row + 1, col + 1).as_bytes());
        }
        // The answer is written before any waiter wakes, so a test that
        // saw the request on the screen and then types has its keys arrive
        // after the answer, as on a real terminal.
        if !answers.is_empty() {
            let mut w = writer.lock().unwrap_or_else(|e| e.into_inner());
            let _ = w.write_all(&answers);
            let _ = w.flush();
        }
        cvar.notify_all();
        drop(term);
    }
    let (lock, cvar) = shared;
    lock.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
    cvar.notify_all();
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("a terminal has at least one row and column")
}

fn count(haystack: &[u8], needle: &[u8]) -> usize {
    haystack.windows(needle.len()).filter(|w| *w == needle).count()
}

/// A running hornbook in a pseudo-terminal.
pub struct Session {
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
    shared: Arc<(Mutex<Terminal>, Condvar)>,
    reader_thread: Option<std::thread::JoinHandle<()>>,
    timeout: Duration,
    exit_code: Option<u32>,
    _own_home: Option<Home>,
}

impl Session {
    /// The screen as text: one line per row, trailing blanks removed.
    pub fn screen(&self) -> String {
        let term = self.shared.0.lock().unwrap_or_else(|e| e.into_inner());
        screen_text(&term.parser)
    }

    /// The screen as the lines the program wrote (wrapped rows joined).
    #[allow(dead_code)] // harness API, as `Screen::lines` is for predicates
    pub fn lines(&self) -> String {
        let term = self.shared.0.lock().unwrap_or_else(|e| e.into_inner());
        Screen::of(&term.parser).lines()
    }

    /// The screen's rows (trailing blanks removed).
    pub fn rows(&self) -> Vec<String> {
        let term = self.shared.0.lock().unwrap_or_else(|e| e.into_inner());
        screen_rows(&term.parser)
    }

    /// The cursor as (row, column), both from 0.
    pub fn cursor(&self) -> (u16, u16) {
        self.shared.0.lock().unwrap_or_else(|e| e.into_inner()).parser.screen().cursor_position()
    }

    /// Everything the program has written so far, escape sequences included.
    pub fn transcript(&self) -> String {
        String::from_utf8_lossy(&self.shared.0.lock().unwrap_or_else(|e| e.into_inner()).transcript).into_owned()
    }

    /// Types text (no Enter).
    pub fn send(&mut self, text: &str) {
        self.write(text.as_bytes());
    }

    /// Types text, then Enter.
    pub fn send_line(&mut self, text: &str) {
        self.send(text);
        self.key(Key::Enter);
    }

    /// Presses a key. Arrows are sent in the cursor mode the program has
    /// selected, as a terminal does.
    pub fn key(&mut self, key: Key) {
        let application = self.shared.0.lock().unwrap_or_else(|e| e.into_inner()).parser.screen().application_cursor();
        self.write(key.bytes(application));
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut w = self.writer.lock().unwrap_or_else(|e| e.into_inner());
        w.write_all(bytes).expect("write to the pseudo-terminal");
        w.flush().expect("write to the pseudo-terminal");
    }

    /// Waits until the screen satisfies `pred`; returns that screen. Fails
    /// the test (showing the screen) after the time limit, or as soon as
    /// the program has exited without satisfying it.
    pub fn wait_until(&self, what: &str, pred: impl Fn(&Screen) -> bool) -> Screen {
        let deadline = Instant::now() + self.timeout;
        let (lock, cvar) = &*self.shared;
        let mut term = lock.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let screen = Screen::of(&term.parser);
            if pred(&screen) {
                return screen;
            }
            let now = Instant::now();
            if term.closed || now >= deadline {
                let why = if term.closed { "the program exited" } else { "timed out" };
                let message = format!(
                    "waiting for {what}: {why}\n--- screen ---\n{}\n--- cursor {:?}; last output ---\n{:?}",
                    screen.text(),
                    screen.cursor,
                    tail_of(&term.transcript, 600)
                );
                // Release the terminal before failing, so the reader thread
                // and Drop still work.
                drop(term);
                panic!("{message}");
            }
            term = cvar.wait_timeout(term, deadline - now).unwrap().0;
        }
    }

    /// Waits until the row of the cursor holds `prompt` and nothing typed
    /// after it (`?-`, `[trace]  ?-`, `|:`); returns the screen.
    pub fn wait_for_prompt(&self, prompt: &str) -> String {
        self.wait_until(&format!("the {prompt:?} prompt on the cursor's row"), |s| s.tail(1) == [prompt]).text()
    }

    /// Waits until `text` is somewhere on the screen.
    pub fn wait_for(&self, text: &str) -> String {
        self.wait_until(&format!("{text:?} on the screen"), |s| s.text().contains(text)).text()
    }

    /// Waits until the rows that end at the cursor's row are `lines`
    /// (trailing blanks removed): what the program has just shown.
    pub fn wait_for_tail(&self, lines: &[&str]) -> String {
        let want: Vec<String> = lines.iter().map(|l| l.trim_end().to_string()).collect();
        self.wait_until(&format!("the lines above the cursor to be {want:#?}"), |s| s.tail(want.len()) == want).text()
    }

    /// Waits for the program to exit; returns its exit status.
    pub fn wait_exit(&mut self) -> u32 {
        if let Some(code) = self.exit_code {
            return code;
        }
        let deadline = Instant::now() + self.timeout;
        loop {
            if let Some(status) = self.child.try_wait().expect("poll the child") {
                let code = status.exit_code();
                self.exit_code = Some(code);
                // Let the reader take the last output before the terminal closes.
                if let Some(t) = self.reader_thread.take() {
                    let _ = t.join();
                }
                return code;
            }
            if Instant::now() >= deadline {
                panic!("waiting for the program to exit: timed out\n--- screen ---\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The time limit of the waits from now on.
    pub fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    /// Changes the terminal's size (the program gets SIGWINCH).
    #[allow(dead_code)] // harness API: no test resizes the terminal yet
    pub fn resize(&mut self, rows: u16, cols: u16) {
        self.master.resize(PtySize { rows, cols, pixel_width: 0, pixel_height: 0 }).expect("resize the pty");
        self.shared.0.lock().unwrap_or_else(|e| e.into_inner()).parser.set_size(nonzero(rows), nonzero(cols));
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if self.exit_code.is_some() || matches!(self.child.try_wait(), Ok(Some(_))) {
            return;
        }
        // SIGHUP, as when a terminal window closes; then SIGKILL.
        let _ = self.child.kill();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        if let Some(pid) = self.child.process_id() {
            let _ = std::process::Command::new("kill").args(["-KILL", &pid.to_string()]).status();
        }
        let _ = self.child.wait();
    }
}

/// A view of the screen for `wait_until` predicates.
pub struct Screen {
    pub rows: Vec<String>,
    /// `wrapped[i]`: row i continues on the next row (the line was longer
    /// than the terminal is wide).
    pub wrapped: Vec<bool>,
    pub cursor: (u16, u16),
}

impl Screen {
    fn of(parser: &vt100::Parser) -> Screen {
        let rows = screen_rows(parser);
        let wrapped = (0..rows.len()).map(|i| parser.screen().row_wrapped(i as u16)).collect();
        Screen { rows, wrapped, cursor: parser.screen().cursor_position() }
    }

    /// The text as lines the program wrote: rows that wrap are joined.
    pub fn lines(&self) -> String {
        let mut text = String::new();
        for (i, row) in self.rows.iter().enumerate() {
            text.push_str(row);
            if !self.wrapped[i] {
                text.push('\n');
            }
        }
        text.trim_end_matches('\n').to_string()
    }

    /// The rows without the blank ones at the bottom, joined by newlines.
    pub fn text(&self) -> String {
        let last = self.rows.iter().rposition(|r| !r.is_empty()).map_or(0, |i| i + 1);
        self.rows[..last].join("\n")
    }

    /// The `n` rows that end at the cursor's row.
    pub fn tail(&self, n: usize) -> Vec<String> {
        let end = (self.cursor.0 as usize + 1).min(self.rows.len());
        self.rows[end.saturating_sub(n)..end].to_vec()
    }
}

/// The rows with trailing blanks removed, except on a row that wraps,
/// where a blank in the last column is part of the text.
fn screen_rows(parser: &vt100::Parser) -> Vec<String> {
    let screen = parser.screen();
    let (_, cols) = screen.size();
    screen
        .rows(0, cols.get())
        .enumerate()
        .map(|(i, r)| if screen.row_wrapped(i as u16) { r } else { r.trim_end().to_string() })
        .collect()
}

fn screen_text(parser: &vt100::Parser) -> String {
    Screen::of(parser).text()
}

fn tail_of(bytes: &[u8], n: usize) -> String {
    let start = bytes.len().saturating_sub(n);
    String::from_utf8_lossy(&bytes[start..]).into_owned()
}
