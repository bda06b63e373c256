//! A whole Prolog system: the bare engine (`machine/`) with the builtins
//! registered, the library loader installed (autoloading) and the standard
//! library loaded. The layers below know nothing of what is put together
//! here (ARCHITECTURE.md, "Layers").

use crate::machine::Machine;

impl Machine {
    /// A machine with the builtins and the standard library loaded.
    pub fn new() -> Machine {
        let mut m = Machine::bare();
        m.out.console.borrow_mut().interrupt = Some(m.interrupt.clone());
        crate::builtins::register_all(&mut m);
        crate::builtins::register_table(&mut m, crate::consult::builtins::BUILTINS);
        crate::builtins::register_table(&mut m, crate::consult::xref::BUILTINS);
        crate::builtins::register_table(&mut m, crate::consult::edit::BUILTINS);
        crate::builtins::register_table(&mut m, crate::help::builtins::BUILTINS);
        m.libraries = Some(&crate::stdlib::Embedded);
        m.goal_compiler = Some(crate::compile::goal_clause::compile_meta_goal);
        crate::stdlib::load(&mut m);
        m.atoms_started();
        m
    }
}

/// Every builtin of the system, internal (`$`-named) ones included: the
/// builtins layer's tables, the loading builtins and help's.
pub fn all_builtins() -> impl Iterator<Item = &'static crate::builtins::Builtin> {
    crate::help::all_builtins()
}

impl Default for Machine {
    fn default() -> Self {
        Self::new()
    }
}
