//! Ctrl-C (SIGINT) while goals run without the interactive toplevel
//! (`-g`, `-t`, piped queries). The flag `on_interrupt` chooses:
//!
//! - `abort` (the default): the running goal gets the exception
//!   `'$aborted'`, which catch/3 can catch; cleanup handlers run as the
//!   exception passes them. Uncaught, it ends the goal with
//!   `% Execution Aborted` and hornbook exits with status 130.
//! - `halt`: the same exception unwinds the goal (so cleanup handlers
//!   run), and hornbook then exits with status 130 whatever caught it.
//!
//! A second Ctrl-C while a `halt` is under way ends the process at once.
//! The interactive toplevel replaces this handler with its menu
//! (`interrupt.rs`).

use crate::machine::{InterruptAction, Machine};
use std::sync::atomic::{AtomicBool, Ordering};

/// The exit status after an interrupt: 128 + SIGINT, as shells report it.
pub const INTERRUPTED_STATUS: i32 = 130;

/// Set once a Ctrl-C under `on_interrupt=halt` has been seen. Signals
/// belong to the process, so this does too.
static HALTING: AtomicBool = AtomicBool::new(false);

/// Routes SIGINT to the machine's interrupt flag and handles it as the
/// `on_interrupt` flag says.
pub fn install(m: &mut Machine) {
    // The browser build has no signals: its worker is stopped from outside.
    #[cfg(feature = "terminal")]
    {
        let flag = m.interrupt.clone();
        let _ = ctrlc::set_handler(move || flag.store(true, std::sync::atomic::Ordering::SeqCst));
        // SIGTERM and SIGHUP halt at the next poll, flushing every stream.
        #[cfg(unix)]
        crate::host::signals::install(&m.interrupt);
    }
    m.interrupt_handler = Some(on_interrupt);
}

/// Whether a Ctrl-C asked hornbook to stop (`on_interrupt=halt`): the
/// caller exits with [`INTERRUPTED_STATUS`] once the goal has unwound.
pub fn halt_requested() -> bool {
    HALTING.load(Ordering::SeqCst)
}

fn on_interrupt(m: &mut Machine) -> InterruptAction {
    if HALTING.swap(interrupt_halts(m), Ordering::SeqCst) {
        // The second Ctrl-C: the user does not want to wait for cleanup.
        m.out.flush();
        std::process::exit(INTERRUPTED_STATUS);
    }
    InterruptAction::Abort
}

/// The `on_interrupt` flag is `halt`.
fn interrupt_halts(m: &mut Machine) -> bool {
    let goal = "current_prolog_flag(on_interrupt, halt)";
    let saved = m.interrupt_handler.take();
    let r = m.run_goal_text(goal);
    m.interrupt_handler = saved;
    r == super::GoalResult::Succeeded
}
