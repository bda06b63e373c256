//! The toplevel: how a person talks to hornbook.
//!
//! - `goal.rs` runs goal text once (`-g`, `-t`, tests);
//! - `messages.rs` words uncaught errors and warnings as SWI-Prolog does.

pub mod goal;
pub mod messages;

pub use goal::GoalResult;
