//! Facts whose arguments are all atoms, small integers or floats, compiled
//! without the clause compiler.
//!
//! Such facts are what programs assert by the million (tables, visited
//! sets, counters) and what large fact files consist of. Their code is a
//! `get` of each argument's constant and `proceed`, the code the clause
//! compiler makes for them; making it directly skips the compiler's
//! variable analysis, register allocation and move optimisation, and the
//! stored clause term (a fact keeps only its code, `machine/fact_code.rs`).

use crate::compile::clause::Compiled;
use crate::machine::instr::Instr;
use crate::machine::select::index_key::key_of;
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};

impl Machine {
    /// The compiled form of `clause`, added in `module`, when it is a fact
    /// (`Head` or `Head :- true`, `Head` possibly `Module:Head` with an
    /// atom for Module) whose arguments are all atoms, small integers or
    /// floats; with the head. None for any other clause, which goes to the
    /// clause compiler (and its errors).
    pub(super) fn atomic_fact(&self, clause: Cell, module: Atom) -> Option<(Compiled, Cell)> {
        let clause = self.heap.deref(clause);
        let mut head = match self.heap.functor_of(clause) {
            Some((atoms::NECK, 2)) => {
                if !matches!(self.heap.deref(self.heap.arg(clause, 1)), Cell::Atom(atoms::TRUE)) {
                    return None;
                }
                self.heap.deref(self.heap.arg(clause, 0))
            }
            _ => clause,
        };
        let mut module = module;
        while let Some((atoms::COLON, 2)) = self.heap.functor_of(head) {
            let Cell::Atom(m) = self.heap.deref(self.heap.arg(head, 0)) else { return None };
            module = m;
            head = self.heap.deref(self.heap.arg(head, 1));
        }
        let (name, arity) = match head {
            Cell::Atom(name) => (name, 0),
            Cell::Str(_) => self.heap.functor_of(head)?,
            _ => return None,
        };
        let mut code = Vec::with_capacity(arity as usize + 1);
        for i in 0..arity {
            match self.heap.deref(self.heap.arg(head, i)) {
                c @ (Cell::Atom(_) | Cell::Int(_) | Cell::Flt(_)) => code.push(Instr::get_const(c, i)),
                _ => return None,
            }
        }
        code.push(Instr::Proceed);
        let key = if arity > 0 { key_of(&self.heap, self.heap.arg(head, 0)) } else { None };
        // The compiler's register count for a clause without variables.
        let max_reg = arity + 1;
        Some((Compiled { module, name, arity, code, key, max_reg }, head))
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::Machine;
    use crate::term::atoms;

    /// The direct code is the clause compiler's, instruction for instruction.
    #[test]
    fn the_code_is_the_clause_compilers() {
        let mut m = Machine::new();
        for text in ["f(1, 2)", "f(a, -7, 2.5, [])", "g", "m:f(x)", "(f(1, b) :- true)", "f(9223372036854775807)"] {
            let clause = m.parse_term_text(text).expect("reads").0;
            let (direct, _) = m.atomic_fact(clause, atoms::USER).unwrap_or_else(|| panic!("{text} is an atomic fact"));
            m.compile_module = atoms::USER;
            let compiled = m.compile_clause(clause).expect("compiles");
            assert_eq!(format!("{:?}", direct.code), format!("{:?}", compiled.code), "{text}");
            assert_eq!((direct.module, direct.name, direct.arity), (compiled.module, compiled.name, compiled.arity));
            assert_eq!(direct.key, compiled.key, "{text}");
            assert!(direct.max_reg >= compiled.max_reg, "{text}: registers");
        }
    }

    #[test]
    fn other_clauses_go_to_the_compiler() {
        let mut m = Machine::new();
        for text in ["f(X)", "f(g(1))", "f(\"s\")", "f(100000000000000000000)", "(f(1) :- g)", "M:f(1)", "1", "[a]"] {
            let clause = m.parse_term_text(text).expect("reads").0;
            assert!(m.atomic_fact(clause, atoms::USER).is_none(), "{text}");
        }
    }
}
