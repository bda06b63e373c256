//! The toplevel: how a person talks to hornbook.
//!
//! - `cli.rs` reads the command line (options, files, the program's arguments);
//! - `goal.rs` runs goal text once (`-g`, `-t`, tests);
//! - `query.rs` runs a query and shows its answers one by one;
//! - `answer.rs` writes an answer: bindings and residual goals;
//! - `repl.rs` is the interactive loop on a terminal (rustyline);
//! - `piped.rs` answers queries read from a pipe or file;
//! - `keys.rs` reads single keys; `interrupt.rs` is the Ctrl-C menu;
//!   `batch_interrupt.rs` handles Ctrl-C when there is no menu (`-g`);
//! - `messages.rs` words uncaught errors and warnings as SWI-Prolog does;
//! - `trace_ui.rs` is the tracer's prompt on a terminal (single keys).

pub mod answer;
pub mod batch_interrupt;
pub mod cli;
pub mod goal;
pub mod interrupt;
pub mod keys;
pub mod piped;
pub mod query;
#[cfg(feature = "terminal")]
pub mod repl;
pub mod trace_ui;

pub use goal::GoalResult;
pub use query::{AnswerAction, AnswerKeys, AnswerStep, OpenAnswers, QueryStatus};
