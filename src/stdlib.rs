//! The standard library written in Prolog, embedded in the binary and
//! loaded when a machine starts. `boot.pl` holds system predicates (they
//! cannot be redefined); the libraries hold ordinary predicates that a
//! program may replace with its own definitions.

use crate::machine::Machine;

const BOOT: &str = include_str!("../stdlib/boot.pl");
const LIBRARIES: &[(&str, &str)] = &[
    ("lists", include_str!("../stdlib/lists.pl")),
    ("dcg", include_str!("../stdlib/dcg.pl")),
    ("system", include_str!("../stdlib/system.pl")),
    ("apply", include_str!("../stdlib/apply.pl")),
    ("bags", include_str!("../stdlib/bags.pl")),
    ("toplevel", include_str!("../stdlib/toplevel.pl")),
];

/// Libraries loaded only when a program asks for them with
/// `use_module(library(Name))`: they declare operators a program without
/// them must not see.
const ON_DEMAND: &[(&str, &str)] = &[("clpfd", include_str!("../stdlib/clpfd.pl"))];

/// Loads the on-demand library `name` once; false if there is no such library.
pub fn load_library(m: &mut Machine, name: &str) -> bool {
    let Some((_, text)) = ON_DEMAND.iter().find(|(n, _)| *n == name) else { return false };
    let source = library_source(name);
    let key = m.atoms.intern(&source);
    if m.loaded_files.insert(key) {
        m.consult_str(text, &source);
    }
    true
}

/// The names of the on-demand libraries.
pub fn on_demand_libraries() -> impl Iterator<Item = &'static str> {
    ON_DEMAND.iter().map(|(name, _)| *name)
}

/// Every embedded library source as (library name, text), the boot library
/// first, the on-demand libraries last. The help index reads the `%!`
/// comments in them.
pub fn sources() -> impl Iterator<Item = (&'static str, &'static str)> {
    std::iter::once(("boot", BOOT)).chain(LIBRARIES.iter().copied()).chain(ON_DEMAND.iter().copied())
}

/// The source name under which library predicates are recorded.
pub fn library_source(name: &str) -> String {
    format!("$library({name})")
}

pub fn load(m: &mut Machine) {
    let before = m.preds.len();
    m.consult_str(BOOT, "$boot");
    for p in before..m.preds.len() {
        if m.preds[p].defined {
            m.preds[p].system = true;
        }
    }
    // The boot library's predicates that existed before (declared by the
    // compiler while loading) are covered by the loop too.
    for (name, text) in LIBRARIES {
        let source = library_source(name);
        m.consult_str(text, &source);
    }
}
