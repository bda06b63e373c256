//! Ctrl-C during a query. A signal handler only raises the machine's
//! interrupt flag; the machine notices it at its next poll and calls
//! [`menu`], which asks what to do as SWI-Prolog does: abort back to the
//! prompt (everything loaded stays), continue, trace, or exit.

use super::keys::ask_key;
use crate::machine::{InterruptAction, Machine};

const MENU_HELP: &str = "\
Options:
    a: abort        c: continue
    e: exit         t: trace
    h (?): help
";

/// Routes SIGINT to the machine's interrupt flag and installs the menu.
/// Only the first machine of the process gets the signal.
pub fn install(m: &mut Machine) {
    // An error here means a handler exists already (a second toplevel in
    // the same process); the first one keeps working. The browser build
    // has no signals: its worker is stopped from outside.
    #[cfg(feature = "terminal")]
    {
        let flag = m.interrupt.clone();
        let _ = ctrlc::set_handler(move || flag.store(true, std::sync::atomic::Ordering::SeqCst));
        // SIGTERM and SIGHUP halt at the next poll, flushing every stream.
        #[cfg(unix)]
        crate::host::signals::install(&m.interrupt);
    }
    m.interrupt_handler = Some(menu);
}

/// Asks the user what to do with the interrupted query.
pub fn menu(m: &mut Machine) -> InterruptAction {
    m.out.flush();
    loop {
        let Some(key) = ask_key(|| m.out.write_err("\nAction (h for help) ? ")) else {
            m.out.write_err("exit (end of input)\n");
            return InterruptAction::Exit;
        };
        let (word, action) = match key {
            'a' => ("abort", InterruptAction::Abort),
            'c' | '\r' | '\n' | ' ' => ("continue", InterruptAction::Continue),
            'e' => ("exit", InterruptAction::Exit),
            't' => ("trace\ncontinue (trace mode)", InterruptAction::Trace),
            'h' | '?' => {
                m.out.write_err(&format!("help\n{MENU_HELP}"));
                continue;
            }
            // A second Ctrl-C asks again.
            _ => {
                m.out.write_err("\nUnknown option (h for help)");
                continue;
            }
        };
        m.out.write_err(&format!("{word}\n"));
        return action;
    }
}
