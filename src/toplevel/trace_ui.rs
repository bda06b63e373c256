//! The tracer's prompt on a terminal: the port line and ` ? ` on standard
//! error, then one key read with [`super::keys::ask_key`] (no Enter
//! needed). The key's action is echoed as SWI-Prolog does (`creep`,
//! `skip`, ...). [`install`] puts it in a machine when standard input and
//! standard error are terminals; otherwise the tracer prints its port
//! lines without asking (see `machine/trace.rs`).

use super::keys::ask_key;
use crate::machine::trace::{TraceAction, TraceUi};
use crate::machine::Machine;
use std::io::{IsTerminal, Write};

/// Reads the tracer's keys from the terminal on standard input.
pub struct TerminalTracer;

/// Installs the terminal prompt in `m` when standard input and standard
/// error are terminals. Returns whether it did.
pub fn install(m: &mut Machine) -> bool {
    if !std::io::stdin().is_terminal() || !std::io::stderr().is_terminal() {
        return false;
    }
    m.tracer.ui = Some(Box::new(TerminalTracer));
    true
}

/// The action of a key at a port, and the word echoed for it; `None` for
/// a key that means nothing there.
pub fn action_for_key(key: char) -> Option<(TraceAction, &'static str)> {
    Some(match key {
        'c' | '\r' | '\n' | ' ' => (TraceAction::Creep, "creep"),
        's' => (TraceAction::Skip, "skip"),
        'l' => (TraceAction::Leap, "leap"),
        'f' => (TraceAction::Fail, "fail"),
        'r' => (TraceAction::Retry, "retry"),
        'a' => (TraceAction::Abort, "abort"),
        'e' => (TraceAction::Exit(0), "exit"),
        'n' => (TraceAction::Nodebug, "no debug"),
        'g' => (TraceAction::Goals, "goals"),
        '+' => (TraceAction::Spy, "spy"),
        '-' => (TraceAction::NoSpy, "no spy"),
        'h' | '?' => (TraceAction::Help, "help"),
        'w' => (TraceAction::Write, "write"),
        'p' => (TraceAction::Print, "print"),
        'd' => (TraceAction::Display, "display"),
        'u' => (TraceAction::Up, "up"),
        'L' => (TraceAction::Listing, "Listing"),
        'b' => (TraceAction::Break, "break"),
        _ => return None,
    })
}

impl TraceUi for TerminalTracer {
    fn prompt(&mut self, line: &str) -> TraceAction {
        let mut err = std::io::stderr().lock();
        loop {
            let Some(key) = ask_key(|| {
                let _ = write!(err, "{line} ? ");
                let _ = err.flush();
            }) else {
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
                    let _ = writeln!(err, "\nUnknown option (h for help)");
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
        for k in ['c', '\r', '\n', ' '] {
            assert_eq!(action_for_key(k).map(|a| a.0), Some(TraceAction::Creep));
        }
        assert_eq!(action_for_key('s').map(|a| a.0), Some(TraceAction::Skip));
        assert_eq!(action_for_key('l').map(|a| a.0), Some(TraceAction::Leap));
        assert_eq!(action_for_key('f').map(|a| a.0), Some(TraceAction::Fail));
        assert_eq!(action_for_key('r').map(|a| a.0), Some(TraceAction::Retry));
        assert_eq!(action_for_key('a').map(|a| a.0), Some(TraceAction::Abort));
        assert_eq!(action_for_key('n').map(|a| a.0), Some(TraceAction::Nodebug));
        assert_eq!(action_for_key('?').map(|a| a.0), Some(TraceAction::Help));
        assert_eq!(action_for_key('u').map(|a| a.0), Some(TraceAction::Up));
        assert_eq!(action_for_key('L').map(|a| a.0), Some(TraceAction::Listing));
        assert_eq!(action_for_key('b').map(|a| a.0), Some(TraceAction::Break));
        assert_eq!(action_for_key('x'), None);
    }
}
