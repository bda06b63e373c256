//! Regular expressions for library(pcre) (`stdlib/pcre.pl`): a reader
//! for the Perl/PCRE syntax (`parse.rs`), a compiler to a small program
//! (`program.rs`) and a backtracking matcher (`exec.rs`), with back
//! references, lazy quantifiers and the flags i, m, s, x. Two primitives
//! serve the library, which builds re_match/2, re_matchsub/4,
//! re_foldl/6, re_split/4 and re_replace/4 on them. Positions are in
//! characters. A pattern is compiled on each call: the library calls
//! '$re_exec'/5 once per match, with patterns that are short.

mod exec;
mod parse;
mod program;

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$re_exec", 5, re_exec, "+text,+atom,+text,+integer,-list"),
    b("$re_groups", 3, re_groups, "+text,+atom,-list"),
];

/// The options of a pattern that change how it reads and matches.
#[derive(Clone, Copy, Default, Debug)]
pub struct Flags {
    pub caseless: bool,
    pub multiline: bool,
    pub dotall: bool,
    pub extended: bool,
    pub ungreedy: bool,
}

/// A pattern that cannot be read: PCRE's message and where.
#[derive(Debug)]
pub struct RegexError(pub String);

/// The pattern's flags from their letters (i, m, s, x, U); others are the
/// library's to check.
fn flags_of(letters: &str) -> Flags {
    let mut f = Flags::default();
    for c in letters.chars() {
        match c {
            'i' => f.caseless = true,
            'm' => f.multiline = true,
            's' => f.dotall = true,
            'x' => f.extended = true,
            'U' => f.ungreedy = true,
            _ => {}
        }
    }
    f
}

fn compiled(m: &mut Machine) -> Result<(program::Program, Vec<Option<String>>), Exc> {
    let pattern = m.arg(0);
    let Some(pattern) = m.text_arg(pattern, true, "text")? else { return Err(m.err_instantiation()) };
    let letters = match m.arg(1) {
        Cell::Atom(a) => m.atoms.text(a).to_string(),
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    let flags = flags_of(&letters);
    let parsed = parse::parse(&pattern, flags).and_then(|p| {
        let prog = program::compile(&p.node, p.names.len())?;
        Ok((prog, p.names))
    });
    // As SWI-Prolog: syntax_error(Message), the message an atom.
    parsed.map_err(|RegexError(msg)| {
        let msg = Cell::Atom(m.atoms.intern(&msg));
        let ball = m.heap.compound(atoms::SYNTAX_ERROR, &[msg]);
        m.error_term(ball)
    })
}

/// '$re_exec'(+Pattern, +Flags, +Text, +From, -Slots): the first match of
/// Pattern in Text at or after character From: Slots has one entry per
/// group, the whole match first, each `Start-End` or `none` for a group
/// that took no part. Fails when there is no match.
fn re_exec(m: &mut Machine) -> Res {
    let (prog, _) = compiled(m)?;
    let text = m.arg(2);
    let Some(text) = m.text_arg(text, true, "text")? else { return Err(m.err_instantiation()) };
    let from = match m.arg(3) {
        Cell::Int(n) if n >= 0 => n as usize,
        c => return Err(m.err_type(atoms::INTEGER, c)),
    };
    let chars: Vec<char> = text.chars().collect();
    if from > chars.len() {
        return Ok(false);
    }
    let flag = m.interrupt.clone();
    let slots = loop {
        match exec::find(&prog, &chars, from, &flag) {
            Ok(found) => break found,
            Err(exec::Stopped) => m.poll_interrupts()?,
        }
    };
    let Some(slots) = slots else { return Ok(false) };
    let none = m.atoms.intern("none");
    let mut items = Vec::with_capacity(slots.len() / 2);
    for pair in slots.chunks(2) {
        items.push(match (pair[0], pair[1]) {
            (Some(s), Some(e)) => m.heap.compound(atoms::MINUS, &[Cell::Int(s as i64), Cell::Int(e as i64)]),
            _ => Cell::Atom(none),
        });
    }
    let list = m.heap.list(&items);
    let out = m.x[4];
    Ok(m.unify(out, list))
}

/// '$re_groups'(+Pattern, +Flags, -Keys): the key of each group after the
/// whole match: its name as an atom, or its number.
fn re_groups(m: &mut Machine) -> Res {
    let (_, names) = compiled(m)?;
    let keys: Vec<Cell> = names
        .iter()
        .enumerate()
        .map(|(i, n)| match n {
            Some(name) => Cell::Atom(m.atoms.intern(name)),
            None => Cell::Int(i as i64 + 1),
        })
        .collect();
    let list = m.heap.list(&keys);
    let out = m.x[2];
    Ok(m.unify(out, list))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    fn find(pattern: &str, flags: &str, text: &str) -> Option<Vec<Option<(usize, usize)>>> {
        let parsed = parse::parse(pattern, flags_of(flags)).expect("a pattern");
        let prog = program::compile(&parsed.node, parsed.names.len()).expect("compiles");
        let chars: Vec<char> = text.chars().collect();
        let slots = exec::find(&prog, &chars, 0, &AtomicBool::new(false)).ok()?;
        slots.map(|s| s.chunks(2).map(|p| p[0].zip(p[1])).collect())
    }

    fn whole(pattern: &str, text: &str) -> Option<(usize, usize)> {
        find(pattern, "", text).and_then(|g| g[0])
    }

    #[test]
    fn literals_classes_and_anchors() {
        assert_eq!(whole("an", "banana"), Some((1, 3)));
        assert_eq!(whole("^an", "banana"), None);
        assert_eq!(whole("na$", "banana"), Some((4, 6)));
        assert_eq!(whole(r"\d+", "ab 123 c"), Some((3, 6)));
        assert_eq!(whole("[^a-c ]+", "abc xyz"), Some((4, 7)));
        assert_eq!(whole(r"\bz", "az z"), Some((3, 4)));
        assert_eq!(whole("[[:upper:]]", "abC"), Some((2, 3)));
    }

    #[test]
    fn greedy_lazy_and_counted_repetition() {
        assert_eq!(whole("a.*b", "a1b2b"), Some((0, 5)));
        assert_eq!(whole("a.*?b", "a1b2b"), Some((0, 3)));
        assert_eq!(whole("x{2,3}", "xxxxx"), Some((0, 3)));
        assert_eq!(whole("x{2}", "x"), None);
        assert_eq!(whole("a{,2}", "a{,2}"), Some((0, 5)));
        assert_eq!(whole("(a*)*b", "aab"), Some((0, 3)));
        assert_eq!(whole("(a|)*c", "ac"), Some((0, 2)));
    }

    #[test]
    fn groups_alternation_and_back_references() {
        let g = find(r"(\d+)-(?<w>\w+)", "", "ab 12-xy z").expect("a match");
        assert_eq!(g, vec![Some((3, 8)), Some((3, 5)), Some((6, 8))]);
        let g = find("(a)|(b)", "", "b").expect("a match");
        assert_eq!(g, vec![Some((0, 1)), None, Some((0, 1))]);
        assert_eq!(whole(r"(\w)\1", "abccd"), Some((2, 4)));
        assert_eq!(whole(r"(?<c>\w)\k<c>", "abccd"), Some((2, 4)));
    }

    #[test]
    fn flags() {
        assert_eq!(find("^B", "i", "banana").and_then(|g| g[0]), Some((0, 1)));
        assert_eq!(find("^b", "m", "a\nb").and_then(|g| g[0]), Some((2, 3)));
        assert_eq!(find("a.b", "", "a\nb"), None);
        assert_eq!(find("a.b", "s", "a\nb").and_then(|g| g[0]), Some((0, 3)));
        assert_eq!(find("a b # comment", "x", "ab").and_then(|g| g[0]), Some((0, 2)));
        assert_eq!(find("(?i)x", "", "X").and_then(|g| g[0]), Some((0, 1)));
    }

    #[test]
    fn bad_patterns_are_errors() {
        for p in ["(", "a)", "[a", "*a", "x{3,2}", r"\k<none>", "(?=a)", r"\q"] {
            let r = parse::parse(p, Flags::default()).and_then(|p| program::compile(&p.node, p.names.len()));
            assert!(r.is_err(), "{p} should be refused");
        }
    }
}
