//! The reader: text to terms. Tokenizer, operator table, operator-precedence
//! parser and the term representation handed to the compiler.

pub mod error;
pub mod lexer;
pub mod ops;
mod text;

pub use error::{Span, SyntaxError};
pub use ops::{OpDef, OpError, OpType, Ops};
