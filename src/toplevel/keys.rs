//! Single keys from the terminal: standard input is switched to
//! non-canonical, no-echo mode for one key and restored right after, so
//! the answer prompt (`;` for the next answer) and the Ctrl-C menu react
//! without Enter.

use super::query::{AnswerAction, AnswerKeys};
use std::io::Read;

/// Reads one key from standard input without waiting for Enter. `None`
/// at the end of input. Outside a terminal this reads one byte.
pub fn read_key() -> Option<char> {
    let fd = libc::STDIN_FILENO;
    // SAFETY: tcgetattr/tcsetattr on the standard input descriptor with a
    // zero-initialised termios that tcgetattr fills in.
    let saved = unsafe {
        let mut t: libc::termios = std::mem::zeroed();
        if libc::tcgetattr(fd, &mut t) != 0 {
            None
        } else {
            let saved = t;
            t.c_lflag &= !(libc::ICANON | libc::ECHO | libc::ISIG);
            t.c_cc[libc::VMIN] = 1;
            t.c_cc[libc::VTIME] = 0;
            libc::tcsetattr(fd, libc::TCSANOW, &t);
            Some(saved)
        }
    };
    let mut buf = [0u8; 4];
    let mut len = 0;
    let mut stdin = std::io::stdin().lock();
    let key = loop {
        match stdin.read(&mut buf[len..len + 1]) {
            Ok(1) => {
                len += 1;
                if let Ok(s) = std::str::from_utf8(&buf[..len]) {
                    break s.chars().next();
                }
                if len == 4 {
                    break Some(char::REPLACEMENT_CHARACTER);
                }
            }
            _ => break None,
        }
    };
    if let Some(t) = saved {
        // SAFETY: restores the settings read above.
        unsafe {
            libc::tcsetattr(fd, libc::TCSANOW, &t);
        }
    }
    key
}

/// The answer keys of a person at a terminal.
pub struct TerminalKeys;

impl AnswerKeys for TerminalKeys {
    fn interactive(&self) -> bool {
        true
    }

    fn choose(&mut self) -> Option<AnswerAction> {
        let key = read_key()?;
        Some(match key {
            ';' | 'n' | 'r' | ' ' | '\t' => AnswerAction::Next,
            'c' | '.' | '\r' | '\n' => AnswerAction::Stop,
            'a' => AnswerAction::All,
            'w' => AnswerAction::WriteFull,
            'p' => AnswerAction::Print,
            'h' | '?' => AnswerAction::Help,
            // Ctrl-C or Ctrl-D at the answer prompt stop the query.
            '\u{3}' | '\u{4}' => AnswerAction::Stop,
            other => AnswerAction::Unknown(other),
        })
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
