//! The text of one help entry: a description (whose first sentence is the
//! summary) and an example session, parsed from the lines that the builtin
//! tables' `.doc("...")` strings and the `%!` comments of `stdlib/*.pl`
//! share:
//!
//! ```text
//! True when Length is the number of characters of Atom.
//! ?- atom_length(abc, N).
//! N = 3.
//! ```
//!
//! After the `?- Query.` line come, in order: lines `|: text` typed at the
//! prompt (what the query reads from standard input), lines the query
//! writes, and the answer as the toplevel prints it: `true.`, `false.`,
//! bindings `X = t1, Y = t2.`, `ERROR: message` for an uncaught error, or
//! the remark `% exits with status N` for halt/0,1. In output lines, `...`
//! stands for text that changes from run to run (a line `...` alone for
//! any number of lines).

/// An example query and what the toplevel shows for its first answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The query without `?- ` and without its final `.`.
    pub query: String,
    /// Lines typed in reply to the `|: ` prompt.
    pub input: Vec<String>,
    /// Lines the query writes to the current output.
    pub output: Vec<String>,
    /// The answer line, e.g. `N = 3.` or `true.`.
    pub answer: String,
}

/// What the documented answer says should happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected<'a> {
    /// `true.` or bindings: the text of the bindings without the final `.`
    /// (`true` for no bindings).
    Success(&'a str),
    Failure,
    /// `ERROR: message`: the message.
    Error(&'a str),
    /// `% exits with status N`.
    Halt(i32),
}

impl Example {
    /// The meaning of the answer line, or None when it is malformed.
    pub fn expected(&self) -> Option<Expected<'_>> {
        let a = self.answer.trim();
        if let Some(msg) = a.strip_prefix("ERROR: ") {
            return Some(Expected::Error(msg.trim()));
        }
        if let Some(code) = a.strip_prefix("% exits with status ") {
            return code.trim().parse().ok().map(Expected::Halt);
        }
        if a == "false." {
            return Some(Expected::Failure);
        }
        a.strip_suffix('.').map(|b| Expected::Success(b.trim())).filter(|b| *b != Expected::Success(""))
    }

    /// The example as the help shows it.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = vec![format!("?- {}.", self.query)];
        lines.extend(self.input.iter().map(|l| format!("|: {l}")));
        lines.extend(self.output.iter().cloned());
        lines.push(self.answer.clone());
        lines
    }
}

/// Description and example of one entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DocText {
    /// The description's lines as written.
    pub description: Vec<String>,
    pub example: Option<Example>,
}

impl DocText {
    /// Parses help lines: description lines up to the first `?- ` line, then
    /// the example. Leading and trailing blank lines are dropped.
    pub fn parse<'a>(lines: impl IntoIterator<Item = &'a str>) -> DocText {
        let mut description = Vec::new();
        let mut rest: Vec<&str> = Vec::new();
        let mut in_example = false;
        for line in lines {
            if !in_example && line.trim_start().starts_with("?- ") {
                in_example = true;
            }
            if in_example {
                rest.push(line);
            } else {
                description.push(line.trim().to_string());
            }
        }
        while description.last().is_some_and(|l| l.is_empty()) {
            description.pop();
        }
        while description.first().is_some_and(|l| l.is_empty()) {
            description.remove(0);
        }
        while rest.last().is_some_and(|l| l.trim().is_empty()) {
            rest.pop();
        }
        DocText { description, example: parse_example(&rest) }
    }

    /// The first sentence of the description, on one line.
    pub fn summary(&self) -> String {
        let joined = self.description.join(" ");
        match joined.find(". ") {
            Some(end) => joined[..=end].to_string(),
            None => joined,
        }
    }
}

/// `?- Query.`, input lines, output lines, answer; None unless there are a
/// query and an answer.
fn parse_example(lines: &[&str]) -> Option<Example> {
    let (first, rest) = lines.split_first()?;
    let query = first.trim().strip_prefix("?- ")?.trim();
    let query = query.strip_suffix('.').unwrap_or(query).trim().to_string();
    let (answer, between) = rest.split_last()?;
    let mut input = Vec::new();
    let mut output = Vec::new();
    for line in between {
        match line.strip_prefix("|: ") {
            Some(typed) if output.is_empty() => input.push(typed.to_string()),
            _ => output.push(line.to_string()),
        }
    }
    Some(Example { query, input, output, answer: answer.trim().to_string() })
}

/// The mode line of a builtin from its name, arity and table mode string:
/// `atom_length(+atom, ?integer)`, `+evaluable < +evaluable` for an infix
/// operator, `nl` for arity 0.
pub fn mode_line(name: &str, arity: u32, mode: &str) -> String {
    let shown = display_name(name);
    let args = split_args(mode);
    if arity == 0 {
        return shown;
    }
    if arity == 2 && args.len() == 2 && is_infix_operator(name) {
        return format!("{} {} {}", args[0], name, args[1]);
    }
    format!("{}({})", shown, args.join(", "))
}

/// Splits a mode string at its top-level commas: `+list(pair),-atom` gives
/// `+list(pair)` and `-atom`.
pub fn split_args(mode: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in mode.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                args.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        args.push(cur.trim().to_string());
    }
    args
}

/// The standard infix operators among the builtins, shown between their
/// arguments in mode lines.
fn is_infix_operator(name: &str) -> bool {
    matches!(
        name,
        "is" | "="
            | "\\="
            | "=="
            | "\\=="
            | "@<"
            | "@>"
            | "@=<"
            | "@>="
            | "=:="
            | "=\\="
            | "<"
            | ">"
            | "=<"
            | ">="
            | "=.."
            | "=@="
            | "\\=@="
            | ","
            | ";"
            | "->"
            | "*->"
    )
}

/// A predicate name as writeq/1 writes the atom.
pub fn display_name(name: &str) -> String {
    if crate::write::atom_needs_quotes(name) || name == "," || name == "|" {
        let mut s = String::new();
        crate::write::quote_atom(&mut s, name);
        s
    } else {
        name.to_string()
    }
}

/// `name/arity` with the name quoted where writeq/1 would quote it.
pub fn indicator(name: &str, arity: u32) -> String {
    format!("{}/{}", display_name(name), arity)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_description_and_example() {
        let d = DocText::parse("Reads a term. More text.\n?- read(X).\n|: foo(Y).\nX = foo(_A).".lines());
        assert_eq!(d.summary(), "Reads a term.");
        let ex = d.example.unwrap();
        assert_eq!(ex.query, "read(X)");
        assert_eq!(ex.input, vec!["foo(Y)."]);
        assert!(ex.output.is_empty());
        assert_eq!(ex.expected(), Some(Expected::Success("X = foo(_A)")));
    }

    #[test]
    fn output_lines_come_before_the_answer() {
        let d = DocText::parse("Writes.\n?- write(a), nl.\na\ntrue.".lines());
        let ex = d.example.unwrap();
        assert_eq!(ex.output, vec!["a"]);
        assert_eq!(ex.expected(), Some(Expected::Success("true")));
    }

    #[test]
    fn mode_lines() {
        assert_eq!(mode_line("atom_length", 2, "+atom,?integer"), "atom_length(+atom, ?integer)");
        assert_eq!(mode_line("<", 2, "+evaluable,+evaluable"), "+evaluable < +evaluable");
        assert_eq!(mode_line("nl", 0, ""), "nl");
        assert_eq!(mode_line("keysort", 2, "+list(pair),-list(pair)"), "keysort(+list(pair), -list(pair))");
    }

    #[test]
    fn answer_kinds() {
        let ex = |a: &str| Example { query: "q".into(), input: vec![], output: vec![], answer: a.into() };
        assert_eq!(ex("false.").expected(), Some(Expected::Failure));
        assert_eq!(ex("% exits with status 3").expected(), Some(Expected::Halt(3)));
        assert_eq!(ex("ERROR: oops").expected(), Some(Expected::Error("oops")));
        assert_eq!(ex("X = 1").expected(), None);
    }
}
