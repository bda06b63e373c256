//! The command line, read as SWI-Prolog 9 reads its own:
//! `hornbook [options] [file ...] [-- arg ...]`. This file owns the
//! words: what each option means, which words are files and which are
//! the program's arguments (the `argv` flag), the usage text. `main.rs`
//! acts on the result.
//!
//! The first word that is not an option is a file; the words after it
//! are files while they end in `.pl`. The first word that is neither
//! starts the program's arguments: it and every word after it go to
//! `argv` (so `hornbook script.pl a b c` loads one file and gives
//! `[a,b,c]`). `--` ends the options and files; the words after it are
//! arguments. Unlike SWI-Prolog, options may also follow the files
//! (`hornbook prog.pl -g main -t halt`), until the arguments start.

use std::path::PathBuf;

/// What to do on an error or warning message (`--on-error`, `--on-warning`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OnMessage {
    /// Print it and go on (the default).
    Print,
    /// Print it and halt with status 1 at once.
    Halt,
    /// Print it and go on, but exit with status 1 at the end.
    Status,
}

/// The command line, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Files to consult, in order (`-l`, `-s` and the plain file words).
    pub files: Vec<PathBuf>,
    /// `-f FILE`: the initialisation file, loaded first (`none`: none).
    pub init_file: Option<PathBuf>,
    /// `-g GOAL`, in order.
    pub goals: Vec<String>,
    /// `-t GOAL`.
    pub toplevel: Option<String>,
    /// `-q`, `--quiet`: no banner, no informational messages.
    pub quiet: bool,
    /// `--stack-limit=SIZE`, in bytes.
    pub stack_limit: Option<usize>,
    /// `--traditional`: double quotes read as code lists.
    pub traditional: bool,
    /// `--iso`: the flag `iso` set from the start (ISO's syntax, errors
    /// and standard order).
    pub iso: bool,
    pub on_error: OnMessage,
    pub on_warning: OnMessage,
    /// The program's arguments: the `argv` flag.
    pub argv: Vec<String>,
    /// `--sandbox`: after loading the files, no file writes, no reads of
    /// other files, no environment, a time limit per answer.
    pub sandbox: bool,
    /// `--time-limit=SECONDS` (`none`: no limit): each answer's time in
    /// the sandbox; [`DEFAULT_TIME_LIMIT`] when not given.
    pub time_limit: Option<TimeLimit>,
}

/// A sandboxed answer's time limit, as given on the command line.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum TimeLimit {
    Seconds(f64),
    None,
}

/// The time limit of an answer in the sandbox unless `--time-limit` says otherwise.
pub const DEFAULT_TIME_LIMIT: f64 = 10.0;

impl Options {
    /// The sandbox's time limit per answer, when the sandbox is on.
    pub fn sandbox_time_limit(&self) -> Option<std::time::Duration> {
        match self.time_limit.unwrap_or(TimeLimit::Seconds(DEFAULT_TIME_LIMIT)) {
            TimeLimit::Seconds(s) => Some(std::time::Duration::from_secs_f64(s)),
            TimeLimit::None => None,
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Run(Box<Options>),
    /// `--help`: the usage on standard output, status 0.
    Help,
    /// `--version`.
    Version,
    /// A word that is not understood: the message, then the usage on
    /// standard error, status 1.
    Bad(String),
}

/// The usage text (`--help`).
pub fn usage() -> String {
    "\
hornbook: Usage:
    1) hornbook [options] prolog-file ... [-- arg ...]
    2) hornbook --help         Display this message
    3) hornbook --version      Display version information

Options:
    -g goal                  Run goal (may be repeated)
    -t toplevel              Toplevel goal
    -f file                  User initialisation file (none: no file)
    -l file                  Script source file
    -s file                  Script source file
    --on-error=style         One of print, halt or status
    --on-warning=style       One of print, halt or status
    --quiet[=bool] (-q)      Do (not) suppress informational messages
    --traditional            Read \"...\" as a list of codes
    --iso                    Start with the flag iso set: ISO's syntax and errors
    --stack-limit=size[BKMG] Specify maximum size of Prolog stacks
    --sandbox                After loading the files: no file writes, no
                             other file reads, no environment (a refused
                             call raises permission_error(call, sandboxed, G))
    --time-limit=seconds     Time of each answer in the sandbox (default 10,
                             none: no limit)

Files are loaded in order; the words after the files (or after --) are
the program's arguments, in the flag argv: after a file, the first word
other than -g and -t that starts with a dash starts them.
"
    .to_string()
}

/// The version line (`--version`).
pub fn version() -> String {
    format!("hornbook version {}\n", env!("CARGO_PKG_VERSION"))
}

/// A size with an optional unit (`B`, `K`, `M`, `G`, either case), in bytes.
pub fn parse_size(text: &str) -> Option<usize> {
    let (digits, unit) = match text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => text.split_at(i),
        None => (text, ""),
    };
    let n: usize = digits.parse().ok()?;
    let scale: usize = match unit {
        "" | "b" | "B" => 1,
        "k" | "K" => 1 << 10,
        "m" | "M" => 1 << 20,
        "g" | "G" => 1 << 30,
        _ => return None,
    };
    n.checked_mul(scale)
}

fn on_message(style: &str) -> Option<OnMessage> {
    match style {
        "print" => Some(OnMessage::Print),
        "halt" => Some(OnMessage::Halt),
        "status" => Some(OnMessage::Status),
        _ => None,
    }
}

/// A positive number of seconds, or `none`.
fn time_limit(text: &str) -> Option<TimeLimit> {
    if text == "none" {
        return Some(TimeLimit::None);
    }
    let secs: f64 = text.parse().ok()?;
    (secs.is_finite() && secs > 0.0 && secs < 1e9).then_some(TimeLimit::Seconds(secs))
}

fn boolean(text: &str) -> Option<bool> {
    match text {
        "true" | "on" | "yes" => Some(true),
        "false" | "off" | "no" => Some(false),
        _ => None,
    }
}

fn value(words: &mut impl Iterator<Item = String>, option: &str) -> Result<String, String> {
    words.next().ok_or_else(|| format!("option {option} needs an argument"))
}

/// Reads the words after the program's name.
pub fn parse<I: IntoIterator<Item = String>>(words: I) -> Command {
    let mut o = Options {
        files: Vec::new(),
        init_file: None,
        goals: Vec::new(),
        toplevel: None,
        quiet: false,
        stack_limit: None,
        traditional: false,
        iso: false,
        on_error: OnMessage::Print,
        on_warning: OnMessage::Print,
        argv: Vec::new(),
        sandbox: false,
        time_limit: None,
    };
    let mut words = words.into_iter();
    let mut plain_files = 0;
    while let Some(w) = words.next() {
        // After a file, only -g and -t are ours (`prog.pl -g main -t
        // halt`); any other option word starts the program's own options
        // (`script.pl -s host -v`), as swipl takes every word after its
        // script.
        if plain_files > 0 && w.starts_with('-') && w.len() > 1 && w != "-g" && w != "-t" && w != "--" {
            o.argv.push(w);
            o.argv.extend(words.by_ref());
            break;
        }
        let step: Result<(), String> = match w.as_str() {
            "--" => {
                o.argv.extend(words.by_ref());
                Ok(())
            }
            "-h" | "--help" => return Command::Help,
            "--version" => return Command::Version,
            "-g" => value(&mut words, "-g").map(|g| o.goals.push(g)),
            "-t" => value(&mut words, "-t").map(|t| o.toplevel = Some(t)),
            "-f" => value(&mut words, "-f").map(|f| o.init_file = (f != "none").then(|| PathBuf::from(f))),
            "-l" | "-s" => value(&mut words, &w).map(|f| o.files.push(PathBuf::from(f))),
            "-q" | "--quiet" => {
                o.quiet = true;
                Ok(())
            }
            "--traditional" => {
                o.traditional = true;
                Ok(())
            }
            "--iso" => {
                o.iso = true;
                Ok(())
            }
            "--sandbox" => {
                o.sandbox = true;
                Ok(())
            }
            s if s.starts_with("--time-limit=") || s.starts_with("--time_limit=") => {
                time_limit(&s[13..]).map(|t| o.time_limit = Some(t)).ok_or_else(|| format!("bad time in {s}"))
            }
            s if s.starts_with("--quiet=") => {
                boolean(&s[8..]).map(|q| o.quiet = q).ok_or_else(|| format!("bad value in {s}"))
            }
            s if s.starts_with("--stack-limit=") || s.starts_with("--stack_limit=") => {
                parse_size(&s[14..]).map(|n| o.stack_limit = Some(n)).ok_or_else(|| format!("bad size in {s}"))
            }
            s if s.starts_with("--on-error=") || s.starts_with("--on_error=") => {
                on_message(&s[11..]).map(|m| o.on_error = m).ok_or_else(|| format!("bad style in {s}"))
            }
            s if s.starts_with("--on-warning=") || s.starts_with("--on_warning=") => {
                on_message(&s[13..]).map(|m| o.on_warning = m).ok_or_else(|| format!("bad style in {s}"))
            }
            s if s.starts_with('-') && s.len() > 1 => Err(format!("unknown option {s}")),
            _ if plain_files == 0 || w.ends_with(".pl") => {
                plain_files += 1;
                o.files.push(PathBuf::from(&w));
                Ok(())
            }
            _ => {
                // The program's arguments start here.
                o.argv.push(w);
                o.argv.extend(words.by_ref());
                Ok(())
            }
        };
        if let Err(msg) = step {
            return Command::Bad(msg);
        }
    }
    if o.time_limit.is_some() && !o.sandbox {
        return Command::Bad("--time-limit is the time limit of the sandbox: give --sandbox too".to_string());
    }
    Command::Run(Box::new(o))
}

#[cfg(test)]
mod tests {
    use super::{parse, parse_size, Command, OnMessage, Options};
    use std::path::PathBuf;

    fn run(words: &[&str]) -> Options {
        match parse(words.iter().map(|w| w.to_string())) {
            Command::Run(o) => *o,
            other => panic!("{words:?}: {other:?}"),
        }
    }

    #[test]
    fn words_after_the_files_are_the_programs_arguments() {
        let o = run(&["script.pl", "a", "b", "c"]);
        assert_eq!(o.files, vec![PathBuf::from("script.pl")]);
        assert_eq!(o.argv, vec!["a", "b", "c"]);
        let o = run(&["p.pl", "q.pl", "x", "r.pl", "-g", "g"]);
        assert_eq!(o.files.len(), 2);
        assert_eq!(o.argv, vec!["x", "r.pl", "-g", "g"]);
        assert!(o.goals.is_empty());
        let o = run(&["-q", "--", "a.pl", "-g"]);
        assert!(o.files.is_empty() && o.quiet);
        assert_eq!(o.argv, vec!["a.pl", "-g"]);
        let o = run(&["s.pl", "a", "--", "c"]);
        assert_eq!(o.argv, vec!["a", "--", "c"]);
    }

    #[test]
    fn an_unknown_option_after_a_file_starts_the_programs_arguments() {
        let o = run(&["script.pl", "-v", "--count=3", "-g", "x"]);
        assert_eq!(o.files, vec![PathBuf::from("script.pl")]);
        assert_eq!(o.argv, vec!["-v", "--count=3", "-g", "x"]);
        assert!(o.goals.is_empty());
        // Options of hornbook's own too: -h, -s, -q, --help are the program's.
        let o = run(&["script.pl", "-g", "main", "-h", "-s", "host"]);
        assert_eq!(o.goals, vec!["main"]);
        assert_eq!(o.argv, vec!["-h", "-s", "host"]);
        assert!(matches!(parse(["-v".to_string()]), Command::Bad(_)));
    }

    #[test]
    fn options_may_follow_the_files() {
        let o = run(&["tests/harness.pl", "x.pl", "-g", "run", "-t", "halt"]);
        assert_eq!(o.files.len(), 2);
        assert_eq!(o.goals, vec!["run"]);
        assert_eq!(o.toplevel.as_deref(), Some("halt"));
        assert!(o.argv.is_empty());
    }

    #[test]
    fn each_option_is_read() {
        let o = run(&[
            "-f",
            "none",
            "-l",
            "a.pl",
            "-s",
            "b",
            "--stack-limit=10m",
            "--traditional",
            "--iso",
            "--on-error=halt",
            "--on-warning=status",
            "--quiet=false",
        ]);
        assert_eq!(o.init_file, None);
        assert_eq!(o.files, vec![PathBuf::from("a.pl"), PathBuf::from("b")]);
        assert_eq!(o.stack_limit, Some(10 << 20));
        assert!(o.traditional && o.iso && !o.quiet);
        assert_eq!((o.on_error, o.on_warning), (OnMessage::Halt, OnMessage::Status));
        assert_eq!(run(&["-f", "init.pl"]).init_file, Some(PathBuf::from("init.pl")));
    }

    #[test]
    fn help_version_and_bad_words() {
        assert_eq!(parse(["--help".to_string()]), Command::Help);
        assert_eq!(parse(["--version".to_string()]), Command::Version);
        assert!(matches!(parse(["--frob".to_string()]), Command::Bad(_)));
        assert!(matches!(parse(["-g".to_string()]), Command::Bad(_)));
        assert!(matches!(parse(["--on-error=maybe".to_string()]), Command::Bad(_)));
        assert!(matches!(parse(["--stack-limit=lots".to_string()]), Command::Bad(_)));
    }

    #[test]
    fn the_sandbox_and_its_time_limit() {
        let o = run(&["--sandbox", "p.pl"]);
        assert!(o.sandbox);
        assert_eq!(o.sandbox_time_limit(), Some(std::time::Duration::from_secs(10)));
        let o = run(&["--sandbox", "--time-limit=0.5"]);
        assert_eq!(o.sandbox_time_limit(), Some(std::time::Duration::from_millis(500)));
        assert_eq!(run(&["--sandbox", "--time-limit=none"]).sandbox_time_limit(), None);
        assert!(!run(&["p.pl"]).sandbox);
        assert!(matches!(parse(["--time-limit=5".to_string()]), Command::Bad(_)));
        for bad in ["--time-limit=0", "--time-limit=-1", "--time-limit=soon", "--time-limit=inf"] {
            assert!(matches!(parse(["--sandbox".to_string(), bad.to_string()]), Command::Bad(_)), "{bad}");
        }
    }

    #[test]
    fn sizes_take_a_unit() {
        assert_eq!(parse_size("1024"), Some(1024));
        assert_eq!(parse_size("2k"), Some(2048));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("x"), None);
        assert_eq!(parse_size("3T"), None);
    }
}
