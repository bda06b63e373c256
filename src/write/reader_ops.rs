//! The reader's operator table as the writer reads it (`OpLookup`): a
//! term is written with the operators the reader would read it back with.

use super::OpLookup;
use crate::reader::Ops;

impl OpLookup for Ops {
    fn prefix(&self, name: &str) -> Option<(u32, &'static str)> {
        Ops::prefix(self, name).map(|d| (d.priority, d.typ.name()))
    }
    fn infix(&self, name: &str) -> Option<(u32, &'static str)> {
        Ops::infix(self, name).map(|d| (d.priority, d.typ.name()))
    }
    fn postfix(&self, name: &str) -> Option<(u32, &'static str)> {
        Ops::postfix(self, name).map(|d| (d.priority, d.typ.name()))
    }
}
