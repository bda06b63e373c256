//! Single keys from the terminal: standard input switched to
//! non-canonical, no-echo mode for as long as a [`KeyMode`] lives, and the
//! read of one key (a whole UTF-8 character) that get_single_char/1, the
//! toplevel's answer prompt and its Ctrl-C menu use.

use std::sync::atomic::AtomicBool;
#[cfg(all(unix, feature = "terminal"))]
use std::sync::atomic::Ordering;

/// Standard input in non-canonical, no-echo mode for as long as this
/// lives; the saved settings come back when it is dropped. Outside a
/// terminal it changes nothing.
pub struct KeyMode {
    #[cfg(all(unix, feature = "terminal"))]
    saved: Option<libc::termios>,
}

impl KeyMode {
    /// `signals`: keep Ctrl-C a signal (a program's get_single_char/1 can
    /// then be interrupted like any read); without it Ctrl-C arrives as
    /// the key `\u{3}` (the toplevel's own prompts read it so).
    #[cfg(all(unix, feature = "terminal"))]
    pub fn enter(signals: bool) -> KeyMode {
        let fd = libc::STDIN_FILENO;
        // SAFETY: tcgetattr/tcsetattr on the standard input descriptor with
        // a zero-initialised termios that tcgetattr fills in.
        let saved = unsafe {
            let mut t: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(fd, &mut t) != 0 {
                None
            } else {
                let saved = t;
                t.c_lflag &= !(libc::ICANON | libc::ECHO);
                if !signals {
                    t.c_lflag &= !libc::ISIG;
                }
                t.c_cc[libc::VMIN] = 1;
                t.c_cc[libc::VTIME] = 0;
                libc::tcsetattr(fd, libc::TCSANOW, &t);
                Some(saved)
            }
        };
        KeyMode { saved }
    }

    #[cfg(not(all(unix, feature = "terminal")))]
    pub fn enter(_signals: bool) -> KeyMode {
        KeyMode {}
    }
}

impl Drop for KeyMode {
    fn drop(&mut self) {
        #[cfg(all(unix, feature = "terminal"))]
        if let Some(t) = self.saved {
            // SAFETY: restores the settings read in `enter`.
            unsafe {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &t);
            }
        }
    }
}

/// What waiting for one key gave.
#[derive(Debug, PartialEq, Eq)]
pub enum KeyRead {
    Key(char),
    /// End of the input (Ctrl-D on a terminal in this mode is the key
    /// `\u{4}`, so only a closed input ends it).
    End,
    /// The interrupt flag was raised (Ctrl-C) while waiting.
    Interrupted,
}

/// Reads one key (one UTF-8 character; a malformed one is U+FFFD) from
/// file descriptor 0, which the caller has put in [`KeyMode`] when it is a
/// terminal. With `interrupt`, the wait looks at the flag every tenth of a
/// second, as the console's line reads do.
#[cfg(all(unix, feature = "terminal"))]
pub fn read_key(interrupt: Option<&AtomicBool>) -> KeyRead {
    let mut buf = [0u8; 4];
    let mut len = 0;
    loop {
        if len == 0 && !wait_readable(interrupt) {
            return KeyRead::Interrupted;
        }
        let mut byte = 0u8;
        // SAFETY: reads at most one byte into `byte`.
        let n = unsafe { libc::read(0, (&mut byte as *mut u8).cast(), 1) };
        if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        if n <= 0 {
            return if len == 0 { KeyRead::End } else { KeyRead::Key(char::REPLACEMENT_CHARACTER) };
        }
        buf[len] = byte;
        len += 1;
        match std::str::from_utf8(&buf[..len]) {
            Ok(s) => return KeyRead::Key(s.chars().next().expect("one character")),
            Err(e) if e.error_len().is_some() || len == 4 => return KeyRead::Key(char::REPLACEMENT_CHARACTER),
            Err(_) => {}
        }
    }
}

/// Without a terminal (the browser build) there are no keys to read.
#[cfg(not(all(unix, feature = "terminal")))]
pub fn read_key(_interrupt: Option<&AtomicBool>) -> KeyRead {
    KeyRead::End
}

/// Waits until descriptor 0 has input (or end of file); false when the
/// interrupt flag went up first.
#[cfg(all(unix, feature = "terminal"))]
fn wait_readable(interrupt: Option<&AtomicBool>) -> bool {
    let Some(flag) = interrupt else {
        return true;
    };
    loop {
        if flag.load(Ordering::SeqCst) {
            return false;
        }
        let mut fds = libc::pollfd { fd: 0, events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd for the duration of the call.
        let ready = unsafe { libc::poll(&mut fds, 1, 100) };
        if ready != 0 {
            // Input, end of file, an error the read reports, or a signal
            // (EINTR): look again at the flag through the read's caller.
            if ready < 0 {
                continue;
            }
            return true;
        }
    }
}
