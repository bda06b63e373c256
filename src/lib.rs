//! hornbook: a Prolog system. See ARCHITECTURE.md for how a query travels
//! from text through the reader, compiler and machine back to text.

pub mod arith;
pub mod builtins;
pub mod clpfd;
pub mod compile;
pub mod consult;
pub mod help;
pub mod host;
pub mod layers;
pub mod machine;
pub mod messages;
pub mod reader;
pub mod sandbox;
pub mod stdlib;
pub mod system;
pub mod term;
pub mod toplevel;
pub mod web;
pub mod write;

pub use machine::run::Outcome;
pub use machine::Machine;
