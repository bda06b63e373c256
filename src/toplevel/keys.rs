//! Single keys from the terminal: standard input is switched to
//! non-canonical, no-echo mode for one key and restored right after, so
//! the answer prompt (`;` for the next answer) and the Ctrl-C menu react
//! without Enter.

use super::query::{AnswerAction, AnswerKeys};
use crate::machine::single_key::{read_key, KeyMode, KeyRead};
use std::io::{IsTerminal, Read};

/// Shows a question with `ask` and reads one key from standard input
/// without waiting for Enter. `None` at the end of input. The terminal
/// stops echoing before the question is shown, so a key typed the moment
/// it appears is not echoed. Outside a terminal this reads one byte.
pub fn ask_key(ask: impl FnOnce()) -> Option<char> {
    let _mode = KeyMode::enter(false);
    ask();
    read_key_in_mode()
}

/// Reads one key; the caller has put the terminal in [`KeyMode`]. A
/// terminal is read on its descriptor, one byte at a time: keys typed
/// ahead (`;ce` at an answer) stay in the terminal for whatever reads next,
/// the line editor included, and none waits in a buffer of this process
/// to be taken by a later prompt (the tracer's, where `e` would exit).
fn read_key_in_mode() -> Option<char> {
    if std::io::stdin().is_terminal() {
        return match read_key(None) {
            KeyRead::Key(c) => Some(c),
            KeyRead::End | KeyRead::Interrupted => None,
        };
    }
    let mut buf = [0u8; 4];
    let mut len = 0;
    let mut stdin = std::io::stdin().lock();
    loop {
        match stdin.read(&mut buf[len..len + 1]) {
            Ok(1) => {
                len += 1;
                if let Ok(s) = std::str::from_utf8(&buf[..len]) {
                    return s.chars().next();
                }
                if len == 4 {
                    return Some(char::REPLACEMENT_CHARACTER);
                }
            }
            _ => return None,
        }
    }
}

/// The answer keys of a person at a terminal.
#[derive(Default)]
pub struct TerminalKeys {
    /// Held from just before an answer is shown until its key is read,
    /// so a key typed while the answer prints is not echoed by the
    /// terminal (and Enter does not move the cursor before the `.`).
    held: Option<KeyMode>,
}

impl AnswerKeys for TerminalKeys {
    fn interactive(&self) -> bool {
        true
    }

    fn hold(&mut self) {
        if self.held.is_none() {
            self.held = Some(KeyMode::enter(false));
        }
    }

    fn choose(&mut self) -> Option<AnswerAction> {
        let mode = self.held.take().unwrap_or_else(|| KeyMode::enter(false));
        let key = read_key_in_mode()?;
        let action = match key {
            ';' | 'n' | 'r' | ' ' | '\t' => AnswerAction::Next,
            'c' | '.' | '\r' | '\n' => AnswerAction::Stop,
            'a' => AnswerAction::All,
            'w' => AnswerAction::WriteFull,
            'p' => AnswerAction::Print,
            'h' | '?' => AnswerAction::Help,
            // Ctrl-C or Ctrl-D at the answer prompt stop the query.
            '\u{3}' | '\u{4}' => AnswerAction::Stop,
            other => AnswerAction::Unknown(other),
        };
        // After `w`, `p`, `h` or an unknown key the same answer asks
        // again: stay silent until then.
        if !matches!(action, AnswerAction::Next | AnswerAction::Stop | AnswerAction::All) {
            self.held = Some(mode);
        }
        Some(action)
    }
}

/// Piped input: nobody answers, so a query shows its first answer only.
pub struct NoKeys;

impl AnswerKeys for NoKeys {
    fn interactive(&self) -> bool {
        false
    }

    fn choose(&mut self) -> Option<AnswerAction> {
        None
    }
}
