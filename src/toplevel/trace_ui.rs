//! The tracer's prompt on a terminal: the port line and ` ? ` on standard
//! error, then one key read from standard input without waiting for Enter
//! (the terminal in non-canonical mode, without echo, for that one key).
//! The key's action is echoed as SWI-Prolog does (`creep`, `skip`, ...).
//! `install_terminal_tracer` puts it in a machine when both standard input
//! and standard error are terminals; otherwise the tracer prints its port
//! lines without asking (see `machine/trace.rs`).

use crate::machine::trace::{TraceAction, TraceUi};
use crate::machine::Machine;
use std::io::Write;

/// Reads keys from the terminal on standard input.
pub struct TerminalTracer;

/// Installs the terminal prompt in `m` when standard input and standard
/// error are terminals. Returns whether it did.
pub fn install_terminal_tracer(m: &mut Machine) -> bool {
    if !is_terminal(0) || !is_terminal(2) {
        return false;
    }
    m.tracer.ui = Some(Box::new(TerminalTracer));
    true
}

fn is_terminal(fd: i32) -> bool {
    // SAFETY: isatty only inspects the descriptor.
    unsafe { libc::isatty(fd) == 1 }
}

/// The action of a key at a port, and the word echoed for it; `None` for
/// a key that means nothing there.
pub fn action_for_key(key: u8) -> Option<(TraceAction, &'static str)> {
    Some(match key {
        b'c' | b'\r' | b'\n' | b' ' => (TraceAction::Creep, "creep"),
        b's' => (TraceAction::Skip, "skip"),
        b'l' => (TraceAction::Leap, "leap"),
        b'f' => (TraceAction::Fail, "fail"),
        b'r' => (TraceAction::Retry, "retry"),
        b'a' => (TraceAction::Abort, "abort"),
        b'e' => (TraceAction::Exit(0), "exit"),
        b'n' => (TraceAction::Nodebug, "no debug"),
        b'g' => (TraceAction::Goals, "goals"),
        b'+' => (TraceAction::Spy, "spy"),
        b'-' => (TraceAction::NoSpy, "no spy"),
        b'h' | b'?' => (TraceAction::Help, "help"),
        _ => return None,
    })
}

/// One byte from standard input with the terminal in non-canonical mode
/// and without echo; signals (Ctrl-C) still work. `None` at end of input.
fn read_key() -> Option<u8> {
    let mut byte = [0u8; 1];
    // SAFETY: termios is plain data that tcgetattr fills in; read writes at
    // most one byte into `byte`. The terminal's settings are put back
    // before returning.
    unsafe {
        let mut saved: libc::termios = std::mem::zeroed();
        let have_tty = libc::tcgetattr(0, &mut saved) == 0;
        if have_tty {
            let mut raw = saved;
            raw.c_lflag &= !(libc::ICANON | libc::ECHO);
            raw.c_cc[libc::VMIN] = 1;
            raw.c_cc[libc::VTIME] = 0;
            libc::tcsetattr(0, libc::TCSANOW, &raw);
        }
        let n = loop {
            let n = libc::read(0, byte.as_mut_ptr().cast(), 1);
            // A signal (Ctrl-C) interrupted the read: wait for the key.
            if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            break n;
        };
        if have_tty {
            libc::tcsetattr(0, libc::TCSANOW, &saved);
        }
        (n == 1).then_some(byte[0])
    }
}

impl TraceUi for TerminalTracer {
    fn prompt(&mut self, line: &str) -> TraceAction {
        let mut err = std::io::stderr().lock();
        loop {
            let _ = write!(err, "{line} ? ");
            let _ = err.flush();
            let Some(key) = read_key() else {
                // End of input: leave, as SWI-Prolog does.
                let _ = writeln!(err, "EOF: exit (status 4)");
                return TraceAction::Exit(4);
            };
            match action_for_key(key) {
                Some((action, word)) => {
                    let _ = writeln!(err, "{word}");
                    return action;
                }
                None => {
                    let _ = writeln!(err, "Unknown option (h for help)");
                }
            }
        }
    }

    fn show(&mut self, text: &str) {
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(text.as_bytes());
        let _ = err.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_the_tracer_actions() {
        for k in [b'c', b'\r', b'\n', b' '] {
            assert_eq!(action_for_key(k).map(|a| a.0), Some(TraceAction::Creep));
        }
        assert_eq!(action_for_key(b's').map(|a| a.0), Some(TraceAction::Skip));
        assert_eq!(action_for_key(b'l').map(|a| a.0), Some(TraceAction::Leap));
        assert_eq!(action_for_key(b'f').map(|a| a.0), Some(TraceAction::Fail));
        assert_eq!(action_for_key(b'r').map(|a| a.0), Some(TraceAction::Retry));
        assert_eq!(action_for_key(b'a').map(|a| a.0), Some(TraceAction::Abort));
        assert_eq!(action_for_key(b'?').map(|a| a.0), Some(TraceAction::Help));
        assert_eq!(action_for_key(b'x'), None);
    }
}
