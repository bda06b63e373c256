//! The toplevel: how a person talks to hornbook.
//!
//! - `goal.rs` runs goal text once (`-g`, `-t`, tests);
//! - `messages.rs` words uncaught errors and warnings as SWI-Prolog does;
//! - `trace_ui.rs` is the tracer's prompt on a terminal (single keys).

pub mod goal;
pub mod messages;
pub mod trace_ui;

pub use goal::GoalResult;
