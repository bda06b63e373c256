//! The interactive toplevel on a terminal: a line editor (rustyline) with
//! history kept across sessions, completion of predicate names, atoms and
//! file names, the matching bracket highlighted, queries that span lines
//! until their final `.` (each further line after SWI-Prolog's
//! continuation prompt `|    `), and Ctrl-C: at the prompt it clears the line,
//! during a query it offers SWI-Prolog's menu (abort, continue, trace,
//! exit).

use super::interrupt;
use super::keys::TerminalKeys;
use super::query::QueryStatus;
use crate::machine::Machine;
use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::{CmdKind, Highlighter, MatchingBracketHighlighter};
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};
use std::borrow::Cow;
use std::path::PathBuf;

/// The one-line banner shown when the toplevel starts on a terminal.
pub fn banner() -> String {
    format!("hornbook {} — type help. for help, halt. or Ctrl-D to leave.\n", env!("CARGO_PKG_VERSION"))
}

/// Where the history is kept: `$XDG_DATA_HOME/hornbook/history`, else
/// `~/.local/share/hornbook/history`.
pub fn history_path() -> Option<PathBuf> {
    let base = match std::env::var_os("XDG_DATA_HOME") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(std::env::var_os("HOME")?).join(".local").join("share"),
    };
    Some(base.join("hornbook").join("history"))
}

type LineEditor = Editor<ReplHelper, rustyline::history::DefaultHistory>;

/// Runs the toplevel until `halt.` or Ctrl-D; returns the exit status.
pub fn run(m: &mut Machine, quiet: bool) -> i32 {
    interrupt::install(m);
    super::trace_ui::install(m);
    m.tracer.break_hook = Some(break_level);
    let Some((mut editor, history)) = line_editor(m) else {
        return super::piped::run(m);
    };
    if !quiet {
        m.out.write_str(&banner());
    }
    let code = read_eval_loop(m, &mut editor, history.as_ref()).unwrap_or(0);
    m.out.flush();
    code
}

/// A line editor with the history loaded and the helper set; None (with
/// the error said) when the terminal does not let it start.
fn line_editor(m: &mut Machine) -> Option<(LineEditor, Option<PathBuf>)> {
    let config = rustyline::Config::builder()
        .auto_add_history(false)
        .max_history_size(5000)
        // Tab inserts what the candidates share; a second Tab lists them.
        .map(|b| b.completion_type(rustyline::CompletionType::List))
        .map_or_else(|_| rustyline::Config::default(), |b| b.build());
    let mut editor: LineEditor = match Editor::with_config(config) {
        Ok(e) => e,
        Err(e) => {
            m.out.write_err(&format!("ERROR: cannot start the line editor: {e}\n"));
            return None;
        }
    };
    let history = history_path();
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    editor.set_helper(Some(ReplHelper::new(m.sandbox.is_none())));
    Some((editor, history))
}

/// The tracer's `b`: a nested toplevel (`[1]  ?- `) with the tracer off,
/// until Ctrl-D, as SWI-Prolog's break/0. `Some(status)` after halt.
fn break_level(m: &mut Machine) -> Option<i32> {
    let level = m.tracer.breaks;
    m.out.flush();
    m.out.write_err(&format!("% Break level {level}\n"));
    let halted = match line_editor(m) {
        Some((mut editor, history)) => read_eval_loop(m, &mut editor, history.as_ref()),
        None => None,
    };
    if halted.is_none() {
        m.out.write_err(&format!("% Exit break level {level}\n"));
    }
    halted
}

/// Reads queries and answers them until `halt.` (`Some(status)`) or the
/// end of the input (Ctrl-D: None).
fn read_eval_loop(m: &mut Machine, editor: &mut LineEditor, history: Option<&PathBuf>) -> Option<i32> {
    loop {
        m.out.flush();
        if let Some(h) = editor.helper_mut() {
            h.names = completion_names(m);
        }
        // What a program's read left on its last line is the start of
        // the next query, as in SWI-Prolog.
        let pending = m.out.take_pending_user_input();
        let pending = pending.trim();
        let line = if !pending.is_empty() && query_complete(pending) {
            Ok(pending.to_string())
        } else {
            m.out.before_line_editor();
            let prompt = query_prompt(m);
            let first = if pending.is_empty() {
                editor.readline(&prompt)
            } else {
                editor.readline_with_initial(&prompt, (&format!("{pending} "), ""))
            };
            let line = first.and_then(|text| read_continuation(editor, text));
            m.out.after_line_editor();
            if let Ok(text) = &line {
                if !text.trim().is_empty() {
                    let _ = editor.add_history_entry(text.as_str());
                    if let Some(h) = history {
                        save_history(editor, h);
                    }
                }
            }
            line
        };
        match line {
            Ok(text) => {
                if text.trim().is_empty() {
                    continue;
                }
                let status = m.answer_query(&text, &mut TerminalKeys::default());
                if let QueryStatus::Halt(code) = status {
                    return Some(code);
                }
            }
            // Ctrl-C at the prompt clears the line.
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => {
                if m.tracer.breaks == 0 {
                    m.out.write_str("\n");
                }
                return None;
            }
            Err(e) => {
                m.out.write_err(&format!("ERROR: {e}\n"));
                return Some(1);
            }
        }
    }
}

/// SWI-Prolog's prompt for the next line of a query not yet ended.
pub const CONTINUATION_PROMPT: &str = "|    ";

/// Reads the lines that complete a query begun with `text`, each after
/// the continuation prompt, until the query ends with its `.` (also when
/// a quoted item or a comment spans lines). The end of input ends the
/// query as it is; Ctrl-C abandons it.
fn read_continuation(
    editor: &mut Editor<ReplHelper, rustyline::history::DefaultHistory>,
    mut text: String,
) -> rustyline::Result<String> {
    while !text.trim().is_empty() && !query_complete(&text) {
        match editor.readline(CONTINUATION_PROMPT) {
            Ok(more) => {
                text.push('\n');
                text.push_str(&more);
            }
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(e),
        }
    }
    Ok(text)
}

/// The query prompt; it says when the next query runs in trace or debug
/// mode, as SWI-Prolog's does, and the level of a nested toplevel (`b` at
/// a port of the tracer).
fn query_prompt(m: &Machine) -> String {
    if m.tracer.breaks > 0 {
        return format!("[{}]  ?- ", m.tracer.breaks);
    }
    let mode = if m.tracer.tracing {
        "[trace]  ?- "
    } else if m.tracer.debug {
        "[debug]  ?- "
    } else {
        "?- "
    };
    mode.to_string()
}

fn save_history(editor: &mut LineEditor, path: &PathBuf) {
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = editor.save_history(path);
}

/// Predicate names (loaded, library, builtin) and atoms, for completion.
fn completion_names(m: &Machine) -> Vec<String> {
    let mut names: Vec<String> = m
        .preds
        .iter()
        .filter(|p| p.defined || p.dynamic)
        .map(|p| m.atoms.text(p.name).to_string())
        .chain(m.atoms.iter().map(|(_, text)| text.to_string()))
        .filter(|n| !n.starts_with('$') && is_plain_atom(n))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// An atom that needs no quotes and starts with a lower-case letter.
fn is_plain_atom(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_lowercase()) && cs.all(|c| c.is_alphanumeric() || c == '_')
}

/// Whether query text is complete: it ends with the end token `.` (not
/// part of a symbol-char token such as `=..`), outside quotes and comments.
pub fn query_complete(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut last_end = false;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '%' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                i += 2;
                while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                    i += 1;
                }
                if i >= chars.len() {
                    return false;
                }
                i += 2;
                continue;
            }
            '0' if chars.get(i + 1) == Some(&'\'') => {
                // 0'c character code: skip the quote and the character.
                i += 3;
                if chars.get(i - 1) == Some(&'\\') || chars.get(i - 1) == Some(&'\'') {
                    i += 1;
                }
                last_end = false;
                continue;
            }
            '\'' | '"' | '`' => {
                let q = c;
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return false,
                        Some('\\') => i += 2,
                        Some(&d) if d == q => {
                            if chars.get(i + 1) == Some(&q) {
                                i += 2;
                            } else {
                                i += 1;
                                break;
                            }
                        }
                        Some(_) => i += 1,
                    }
                }
                last_end = false;
                continue;
            }
            _ if c.is_whitespace() => {}
            '.' => {
                let prev_symbol = i > 0 && is_symbol_char(chars[i - 1]);
                let next = chars.get(i + 1);
                let next_symbol = next.is_some_and(|&n| is_symbol_char(n));
                last_end = !prev_symbol && !next_symbol && next.is_none_or(|n| n.is_whitespace() || *n == '%');
            }
            _ => last_end = false,
        }
        i += 1;
    }
    last_end
}

fn is_symbol_char(c: char) -> bool {
    "+-*/\\^<>=~:.?@#&$".contains(c)
}

/// rustyline's helper: completion, bracket highlighting, multi-line input.
pub struct ReplHelper {
    names: Vec<String>,
    brackets: MatchingBracketHighlighter,
    /// File names are completed: not in the sandbox, where the program
    /// may not look at directories either.
    file_names: bool,
}

impl ReplHelper {
    fn new(file_names: bool) -> ReplHelper {
        ReplHelper { names: Vec::new(), brackets: MatchingBracketHighlighter::new(), file_names }
    }
}

/// Whether the cursor is inside the `[...]` that starts a query (a
/// consult) or inside `consult(...)`, where file names are completed; a
/// list elsewhere in a query completes atoms.
fn in_file_context(before: &str) -> bool {
    let open_list = before.rfind('[').filter(|&i| before[..i].trim().is_empty());
    let open_consult = before.rfind("consult(");
    let closed_after = |at: usize| before[at..].contains([']', ')']);
    open_list.is_some_and(|i| !closed_after(i)) || open_consult.is_some_and(|i| !closed_after(i + 7))
}

impl Completer for ReplHelper {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        if in_file_context(before) {
            return Ok(if self.file_names { complete_file_name(before) } else { (pos, Vec::new()) });
        }
        let start = before.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let word = &before[start..];
        if word.is_empty() || !word.starts_with(|c: char| c.is_lowercase()) {
            return Ok((pos, Vec::new()));
        }
        let pairs = self
            .names
            .iter()
            .filter(|n| n.starts_with(word))
            .map(|n| Pair { display: n.clone(), replacement: n.clone() })
            .collect();
        Ok((start, pairs))
    }
}

/// File names for the text before the cursor inside `[...]` or
/// `consult(...)`, as quoted atoms: `consult(b` becomes `consult('bad.pl'`,
/// `['fa` becomes `['fam.pl'`; several candidates complete to their common
/// part. A directory is left open (`'programs/`) for the next Tab.
fn complete_file_name(before: &str) -> (usize, Vec<Pair>) {
    let quote = before.rfind('\'');
    let word_start = before.rfind(['[', '(', ',', ' ']).map_or(0, |i| i + 1);
    let (start, typed) = match quote.filter(|&q| q + 1 >= word_start) {
        Some(q) => (q, &before[q + 1..]),
        None => (word_start, &before[word_start..]),
    };
    let pairs = file_candidates(typed)
        .into_iter()
        .map(|(path, is_dir)| {
            let close = if is_dir { "" } else { "'" };
            Pair { display: path.clone(), replacement: format!("'{path}{close}") }
        })
        .collect();
    (start, pairs)
}

/// The entries of the directory `typed` names whose names start as its
/// last part does, as `typed`'s directory part and the name, with a `/`
/// after a directory (hidden entries only when asked for with a `.`).
fn file_candidates(typed: &str) -> Vec<(String, bool)> {
    let (dir_part, name_part) = match typed.rfind('/') {
        Some(i) => typed.split_at(i + 1),
        None => ("", typed),
    };
    let dir = if dir_part.is_empty() { std::path::Path::new(".") } else { std::path::Path::new(dir_part) };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(String, bool)> = entries
        .filter_map(|e| {
            let e = e.ok()?;
            let name = e.file_name().into_string().ok()?;
            let wanted = name.starts_with(name_part) && (!name.starts_with('.') || name_part.starts_with('.'));
            let is_dir = e.path().is_dir();
            wanted.then(|| (format!("{dir_part}{name}{}", if is_dir { "/" } else { "" }), is_dir))
        })
        .collect();
    found.sort();
    found
}

impl Hinter for ReplHelper {
    type Hint = String;
}

impl Highlighter for ReplHelper {
    fn highlight<'l>(&self, line: &'l str, pos: usize) -> Cow<'l, str> {
        self.brackets.highlight(line, pos)
    }

    fn highlight_char(&self, line: &str, pos: usize, kind: CmdKind) -> bool {
        self.brackets.highlight_char(line, pos, kind)
    }
}

/// Each line is taken as typed: a query not yet ended is continued on
/// the next line, after the continuation prompt ([`read_continuation`]).
impl Validator for ReplHelper {}

impl Helper for ReplHelper {}

#[cfg(test)]
mod tests {
    use super::{complete_file_name, in_file_context, query_complete};

    #[test]
    fn file_names_complete_as_quoted_atoms() {
        // The crate root holds Cargo.toml and the directory programs/.
        let (start, pairs) = complete_file_name("consult(Cargo.t");
        assert_eq!(start, 8);
        assert_eq!(pairs.iter().map(|p| p.replacement.as_str()).collect::<Vec<_>>(), ["'Cargo.toml'"]);
        let (start, pairs) = complete_file_name("['progr");
        assert_eq!(start, 1);
        assert_eq!(pairs.iter().map(|p| p.replacement.as_str()).collect::<Vec<_>>(), ["'programs/"]);
        let (start, pairs) = complete_file_name("[programs/tictactoe_mn_p");
        assert_eq!(start, 1);
        let got: Vec<&str> = pairs.iter().map(|p| p.replacement.as_str()).collect();
        assert_eq!(got, ["'programs/tictactoe_mn_play.pl'"]);
    }

    #[test]
    fn file_names_complete_in_a_consult_only() {
        assert!(in_file_context("['prog"));
        assert!(in_file_context("  [prog"));
        assert!(in_file_context("consult('programs/fr"));
        assert!(in_file_context("X = 1, consult(prog"));
        assert!(!in_file_context("member(X, [ap"));
        assert!(!in_file_context("[a], member(X, [b"));
        assert!(!in_file_context("consult(a), mem"));
    }

    #[test]
    fn complete_queries_end_with_an_end_token() {
        assert!(query_complete("X = 1."));
        assert!(query_complete("X = 1.  "));
        assert!(query_complete("member(X,\n [a,b])."));
        assert!(query_complete("X = 'a.b'."));
        assert!(query_complete("X = 0'. ."));
        assert!(query_complete("X = 1. % done"));
        assert!(!query_complete("X = 1"));
        assert!(!query_complete("X = 'a."));
        assert!(!query_complete("X =.."));
        assert!(!query_complete("X = \"a.\n"));
        assert!(!query_complete("X = 1 /* . */"));
        assert!(!query_complete("member(X,"));
        assert!(!query_complete("X = a.b"));
    }
}
