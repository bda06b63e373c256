//! hornbook: a Prolog system. See ARCHITECTURE.md for how a query travels
//! from text through the reader, compiler and machine back to text.

pub mod diag;
pub mod reader;
pub mod term;
