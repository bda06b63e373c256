//! Offline help: an index of every builtin and library predicate with its
//! mode line, description and an example, for help/1, apropos/1 and the
//! toplevel's completion.
//!
//! - `text.rs` parses the help text shared by both sources (description,
//!   `?- Query.`, input, output, answer) and builds mode lines;
//! - `pldoc.rs` reads the `%!` structured comments of `stdlib/*.pl`;
//! - `control.rs` documents call/N, catch/3 and `!`, which have no table entry.
//!
//! Builtins come from the tables in `src/builtins/` (mode line from the
//! mode string, text from `.doc(...)`), library predicates from the
//! embedded library sources. The index is built once, on first use, from
//! data compiled into the binary, so it is the same for every machine.

pub mod builtins;
pub mod control;
pub mod pldoc;
pub mod text;

use std::sync::OnceLock;
use text::{indicator, mode_line, DocText};

/// Where a documented predicate is defined.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A system predicate: a Rust builtin, a control construct of the
    /// machine, or a predicate of the boot library.
    Builtin,
    /// A predicate of an embedded library (`lists`, `apply`, ...).
    Library(&'static str),
}

/// The help of one predicate.
#[derive(Clone, Debug)]
pub struct HelpEntry {
    pub name: String,
    pub arity: u32,
    /// `atom_length(+atom, ?integer)`, `append(?List1, ?List2, ?List3) is nondet`.
    pub mode_line: String,
    pub text: DocText,
    pub origin: Origin,
}

impl HelpEntry {
    /// `name/arity`, quoted as writeq/1 quotes the name.
    pub fn indicator(&self) -> String {
        indicator(&self.name, self.arity)
    }

    /// The one-line summary (first sentence of the description).
    pub fn summary(&self) -> String {
        self.text.summary()
    }

    /// The full help as help/1 prints it: the mode line with its origin on
    /// the right, then the description and the example indented.
    pub fn render(&self) -> String {
        let tag = match self.origin {
            Origin::Builtin => "[builtin]".to_string(),
            Origin::Library(lib) => format!("[library({lib})]"),
        };
        let width = 72usize.saturating_sub(tag.len()).max(self.mode_line.chars().count() + 2);
        let mut out = format!("{:<width$}{}\n", self.mode_line, tag, width = width);
        if self.text.description.is_empty() {
            out.push_str("    (no description)\n");
        }
        for line in &self.text.description {
            push_indented(&mut out, line);
        }
        if let Some(ex) = &self.text.example {
            out.push('\n');
            for line in ex.lines() {
                push_indented(&mut out, &line);
            }
        }
        out
    }
}

fn push_indented(out: &mut String, line: &str) {
    if line.is_empty() {
        out.push('\n');
    } else {
        out.push_str("    ");
        out.push_str(line);
        out.push('\n');
    }
}

/// Every documented predicate, sorted by name then arity.
pub struct HelpIndex {
    entries: Vec<HelpEntry>,
    /// `%!` lines that name no predicate: (library, line, text).
    pub malformed: Vec<(&'static str, usize, String)>,
}

static INDEX: OnceLock<HelpIndex> = OnceLock::new();

/// The help index of this build of hornbook. Built on first use; its
/// bytes then count against every machine's `stack_limit`
/// (`memory::add_resident_bytes`). A builtin reaching it for a machine
/// calls [`index_within_budget`] instead, which refuses to build it
/// without room.
pub fn index() -> &'static HelpIndex {
    INDEX.get_or_init(|| {
        let built = HelpIndex::build();
        crate::machine::memory::add_resident_bytes(built.bytes());
        built
    })
}

/// Most the index can take while built (measured: 608 KB, 930 entries;
/// this leaves room for the libraries to grow).
pub const INDEX_BUILD_BYTES: usize = 4 << 20;

/// The help index for a builtin running on `m`: when it is not built yet,
/// `resource_error(memory)` unless `m`'s budget has room for building it.
pub fn index_within_budget(m: &mut crate::machine::Machine) -> Result<&'static HelpIndex, crate::machine::Exc> {
    if INDEX.get().is_none() {
        m.reserve(INDEX_BUILD_BYTES)?;
    }
    Ok(index())
}

/// Every builtin table's entries: this layer's (help/1, apropos/1), the
/// loading builtins' and the builtins layer's.
pub fn all_builtins() -> impl Iterator<Item = &'static crate::builtins::Builtin> {
    crate::builtins::all()
        .chain(crate::consult::builtins::BUILTINS)
        .chain(crate::consult::xref::BUILTINS)
        .chain(crate::consult::edit::BUILTINS)
        .chain(builtins::BUILTINS)
}

/// Every documented predicate as (name, arity), for completion.
pub fn documented_predicates() -> Vec<(String, u32)> {
    index().entries.iter().map(|e| (e.name.clone(), e.arity)).collect()
}

impl HelpIndex {
    fn build() -> HelpIndex {
        let mut entries = Vec::new();
        for b in all_builtins().filter(|b| !b.name.starts_with('$')) {
            entries.push(HelpEntry {
                name: b.name.to_string(),
                arity: b.arity,
                mode_line: mode_line(b.name, b.arity, b.mode),
                text: DocText::parse(b.doc.lines()),
                origin: Origin::Builtin,
            });
        }
        for &(name, arity, mode, doc) in control::CONTROL {
            entries.push(HelpEntry {
                name: name.to_string(),
                arity,
                mode_line: mode_line(name, arity, mode),
                text: DocText::parse(doc.lines()),
                origin: Origin::Builtin,
            });
        }
        let mut malformed = Vec::new();
        for (lib, source) in crate::stdlib::sources() {
            let (found, bad) = pldoc::scan(source);
            malformed.extend(bad.into_iter().map(|(line, text)| (lib, line, text)));
            for d in found.into_iter().filter(|d| !d.name.starts_with('$')) {
                entries.push(HelpEntry {
                    name: d.name,
                    arity: d.arity,
                    mode_line: d.mode_line,
                    text: d.text,
                    // The boot library's predicates are system predicates.
                    origin: if lib == "boot" { Origin::Builtin } else { Origin::Library(lib) },
                });
            }
        }
        // Stable: a builtin's entry comes before a library comment for the
        // same predicate, and the first one wins.
        entries.sort_by(|a, b| (&a.name, a.arity).cmp(&(&b.name, b.arity)));
        entries.dedup_by(|later, first| later.name == first.name && later.arity == first.arity);
        HelpIndex { entries, malformed }
    }

    /// Bytes the index holds: its entries and their text.
    pub fn bytes(&self) -> usize {
        let strings = |v: &[String]| v.iter().map(|l| l.capacity() + std::mem::size_of::<String>()).sum::<usize>();
        let entry = |e: &HelpEntry| {
            let example = e
                .text
                .example
                .as_ref()
                .map_or(0, |x| x.query.capacity() + x.answer.capacity() + strings(&x.input) + strings(&x.output));
            std::mem::size_of::<HelpEntry>()
                + e.name.capacity()
                + e.mode_line.capacity()
                + strings(&e.text.description)
                + example
        };
        let malformed: usize =
            self.malformed.iter().map(|(_, _, t)| t.capacity() + std::mem::size_of::<(&str, usize, String)>()).sum();
        self.entries.capacity() * std::mem::size_of::<HelpEntry>()
            + self.entries.iter().map(entry).sum::<usize>()
            + malformed
    }

    pub fn entries(&self) -> &[HelpEntry] {
        &self.entries
    }

    /// The entry of name/arity.
    pub fn get(&self, name: &str, arity: u32) -> Option<&HelpEntry> {
        self.entries.iter().find(|e| e.name == name && e.arity == arity)
    }

    /// Every arity of `name`, or just `arity` when given.
    pub fn lookup(&self, name: &str, arity: Option<u32>) -> Vec<&HelpEntry> {
        self.entries.iter().filter(|e| e.name == name && arity.is_none_or(|a| e.arity == a)).collect()
    }

    /// Entries whose name or summary contains `text`, ignoring case.
    pub fn apropos(&self, text: &str) -> Vec<&HelpEntry> {
        let needle = text.to_lowercase();
        self.entries
            .iter()
            .filter(|e| e.name.to_lowercase().contains(&needle) || e.summary().to_lowercase().contains(&needle))
            .collect()
    }

    /// Indicators of documented predicates whose name is close to `name`
    /// (the same name with another arity, or a small edit away), closest
    /// first, at most five.
    pub fn similar(&self, name: &str) -> Vec<String> {
        let limit = (name.chars().count() / 4).clamp(1, 3);
        let mut scored: Vec<(usize, &HelpEntry)> = self
            .entries
            .iter()
            .filter_map(|e| {
                let d = edit_distance(name, &e.name);
                (d <= limit).then_some((d, e))
            })
            .collect();
        scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| (&a.1.name, a.1.arity).cmp(&(&b.1.name, b.1.arity))));
        scored.into_iter().take(5).map(|(_, e)| e.indicator()).collect()
    }
}

/// Levenshtein distance between two names, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let change = prev[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            cur[j] = change.min(prev[j] + 1).min(cur[j - 1] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance() {
        assert_eq!(edit_distance("apend", "append"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn builtins_and_libraries_are_indexed() {
        let idx = index();
        assert!(idx.get("atom_length", 2).is_some());
        assert!(idx.get("call", 3).is_some());
        assert!(idx.similar("atom_lenght").contains(&"atom_length/2".to_string()));
    }

    /// The index's bytes count against stack_limit once built, and the
    /// builtins reserve `INDEX_BUILD_BYTES` before building it: that must
    /// cover it.
    #[test]
    fn the_index_fits_in_what_is_reserved_for_it() {
        let bytes = index().bytes();
        eprintln!("help index: {} entries, {bytes} bytes", index().entries().len());
        assert!(bytes > 100_000, "{bytes}");
        assert!(bytes < INDEX_BUILD_BYTES, "{bytes}");
        assert!(crate::machine::memory::resident_bytes() >= bytes);
    }
}
