//! Running the hornbook binary as a user does from a shell: arguments,
//! standard input (closed unless a test gives some), extra environment;
//! what comes back is the exit status and both output streams.
//!
//! ```ignore
//! let run = hornbook(&["programs/katamino.pl", "-g", "rectangle(6)", "-t", "halt"]).run();
//! assert_eq!(run.code(), Some(0), "{}", run.stderr);
//! let run = hornbook(&[]).input("member(X, [1,2]).\n").run();
//! ```

use std::io::Write;
use std::process::{Command, ExitStatus, Stdio};

/// The hornbook binary cargo built for these tests.
pub const HORNBOOK: &str = env!("CARGO_BIN_EXE_hornbook");

/// How to run hornbook; `run` runs it to the end.
pub struct Invocation {
    command: Command,
    input: Option<Vec<u8>>,
}

/// hornbook with these arguments, from the crate root, with standard input
/// closed.
pub fn hornbook(args: &[&str]) -> Invocation {
    let mut command = Command::new(HORNBOOK);
    command.args(args).current_dir(super::root()).stdin(Stdio::null());
    Invocation { command, input: None }
}

impl Invocation {
    /// Standard input becomes a pipe that gives `text` and then ends.
    pub fn input(mut self, text: impl AsRef<[u8]>) -> Self {
        self.input = Some(text.as_ref().to_vec());
        self
    }

    /// An environment variable for hornbook, besides the test's own.
    pub fn env(mut self, key: &str, value: &str) -> Self {
        self.command.env(key, value);
        self
    }

    /// The command itself, for what `run` does not cover (a signal while it
    /// runs, standard output to a device, limits set before it starts).
    pub fn command(self) -> Command {
        assert!(self.input.is_none(), "input is given by `run`, not by the command");
        self.command
    }

    /// Runs hornbook to the end and collects what it wrote.
    pub fn run(mut self) -> Run {
        self.command.stdout(Stdio::piped()).stderr(Stdio::piped());
        if self.input.is_some() {
            self.command.stdin(Stdio::piped());
        }
        let mut child = self.command.spawn().expect("start hornbook");
        // The input is written from a thread of its own, so that a large
        // input cannot block while hornbook waits for its output to be read.
        // hornbook may stop reading early (a halt/1 in the input): what it
        // did not read is dropped.
        let writer = self.input.map(|bytes| {
            let mut stdin = child.stdin.take().expect("standard input");
            std::thread::spawn(move || {
                let _ = stdin.write_all(&bytes);
            })
        });
        let out = child.wait_with_output().expect("wait for hornbook");
        if let Some(writer) = writer {
            writer.join().expect("the input writer");
        }
        Run {
            status: out.status,
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            stdout_bytes: out.stdout,
        }
    }
}

/// A finished run of hornbook.
pub struct Run {
    pub status: ExitStatus,
    /// Standard output as text (invalid UTF-8 replaced).
    pub stdout: String,
    pub stderr: String,
    /// Standard output as written, for byte-for-byte comparisons.
    pub stdout_bytes: Vec<u8>,
}

impl Run {
    /// The exit status; None when a signal ended hornbook.
    pub fn code(&self) -> Option<i32> {
        self.status.code()
    }
}
