//! Prolog flags that the engine itself consults.

use crate::reader::Quotes;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unknown {
    Error,
    Fail,
    Warning,
}

#[derive(Clone, Debug)]
pub struct Flags {
    pub double_quotes: Quotes,
    pub back_quotes: Quotes,
    pub unknown: Unknown,
    pub occurs_check: bool,
}

impl Default for Flags {
    fn default() -> Self {
        // SWI-Prolog reads "..." as codes in ISO mode; the course programs
        // this system runs expect codes, which is also the ISO default.
        Flags { double_quotes: Quotes::Codes, back_quotes: Quotes::Codes, unknown: Unknown::Error, occurs_check: false }
    }
}
