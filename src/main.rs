//! The hornbook command line: `hornbook [FILE...] [-g GOAL]... [-t GOAL] [-q]`.
//! Consults the files, runs each `-g` goal (a failure or uncaught error is
//! reported and exits non-zero), then the `-t` goal; without `-t`, the
//! toplevel: interactive on a terminal, else answering the queries piped
//! to standard input.

use hornbook::messages::prefix_lines;
use hornbook::toplevel::{piped, repl, GoalResult};
use hornbook::Machine;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

struct Options {
    files: Vec<PathBuf>,
    goals: Vec<String>,
    toplevel: Option<String>,
    quiet: bool,
}

fn usage() -> ! {
    eprintln!("usage: hornbook [FILE...] [-g GOAL]... [-t GOAL] [-q]");
    std::process::exit(2);
}

fn parse_args() -> Options {
    let mut o = Options { files: Vec::new(), goals: Vec::new(), toplevel: None, quiet: false };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "-g" => o.goals.push(args.next().unwrap_or_else(|| usage())),
            "-t" => o.toplevel = Some(args.next().unwrap_or_else(|| usage())),
            "-q" | "--quiet" => o.quiet = true,
            "-h" | "--help" => usage(),
            s if s.starts_with('-') && s.len() > 1 => usage(),
            _ => o.files.push(PathBuf::from(a)),
        }
    }
    o
}

fn main() -> ExitCode {
    let opts = parse_args();
    let mut m = Machine::new();
    hornbook::toplevel::batch_interrupt::install(&mut m);
    for f in &opts.files {
        if let Err(e) = m.consult_file(f) {
            eprintln!("ERROR: {}: {e}", f.display());
            return ExitCode::from(1);
        }
    }
    for g in &opts.goals {
        match m.run_goal_text(g) {
            GoalResult::Succeeded => {}
            GoalResult::Failed => {
                m.out.flush();
                // As SWI-Prolog 9 words it.
                eprintln!("ERROR: -g {g}: false");
                return ExitCode::from(1);
            }
            GoalResult::Error(msg) => {
                m.out.flush();
                eprint!("{}", prefix_lines("ERROR: ", &format!("-g {g}: {msg}")));
                return ExitCode::from(2);
            }
            GoalResult::SyntaxError(msg) => {
                eprintln!("{msg}");
                return ExitCode::from(2);
            }
            GoalResult::Halted(code) => {
                return finish(&mut m, code);
            }
        }
    }
    if let Some(goal) = m.main_goal.take() {
        // `:- initialization(Main, main)`: run it, then halt with its status.
        let code = match m.run_owned_goal(&goal) {
            GoalResult::Succeeded => 0,
            GoalResult::Halted(code) => code,
            GoalResult::Failed => {
                m.out.flush();
                eprintln!("Warning: initialization goal failed");
                1
            }
            GoalResult::Error(msg) | GoalResult::SyntaxError(msg) => {
                m.out.flush();
                eprint!("{}", prefix_lines("ERROR: ", &msg));
                2
            }
        };
        return finish(&mut m, code);
    }
    let Some(top) = opts.toplevel else {
        let code = if std::io::stdin().is_terminal() { repl::run(&mut m, opts.quiet) } else { piped::run(&mut m) };
        return finish(&mut m, code);
    };
    let code = match m.run_goal_text(&top) {
        GoalResult::Succeeded => 0,
        GoalResult::Halted(code) => code,
        GoalResult::Failed => 1,
        GoalResult::Error(msg) | GoalResult::SyntaxError(msg) => {
            eprint!("{}", prefix_lines("ERROR: ", &msg));
            2
        }
    };
    finish(&mut m, code)
}

/// Flushes the output streams at exit. Text that cannot be written is an
/// error even when the goals succeeded: one line on standard error and
/// status 2.
fn finish(m: &mut Machine, code: i32) -> ExitCode {
    m.out.flush();
    if let Some((id, e)) = m.out.write_error.take() {
        if code == 0 {
            let stream = if id == 1 { "user_output".to_string() } else { format!("'$stream'({id})") };
            eprintln!("ERROR: I/O error in write on stream {stream} ({})", hornbook::machine::streams::io_message(&e));
            return ExitCode::from(2);
        }
    }
    ExitCode::from(code as u8)
}
