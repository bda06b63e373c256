//! The hornbook command line: `hornbook [options] [file ...] [-- arg ...]`
//! (the words are read by `toplevel::cli`). Consults the files, closes the
//! sandbox with `--sandbox` (`src/sandbox.rs`), runs each `-g` goal (a
//! failure or uncaught error is reported and exits non-zero), then the
//! `-t` goal; without `-t`, the toplevel: interactive on a
//! terminal, else answering the queries piped to standard input.

use hornbook::messages::prefix_lines;
use hornbook::toplevel::cli::{self, Command, OnMessage, Options};
use hornbook::toplevel::{piped, repl, GoalResult};
use hornbook::Machine;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

/// Writes to standard error; when nobody reads it any more (a closed
/// pipe) there is nobody left to tell, so the failure is ignored.
fn say_err(text: &str) {
    let _ = std::io::stderr().write_all(text.as_bytes());
}

fn main() -> ExitCode {
    let opts = match cli::parse(std::env::args().skip(1)) {
        Command::Run(o) => o,
        Command::Help => {
            let _ = std::io::stdout().write_all(cli::usage().as_bytes());
            return ExitCode::SUCCESS;
        }
        Command::Version => {
            let _ = std::io::stdout().write_all(cli::version().as_bytes());
            return ExitCode::SUCCESS;
        }
        Command::Bad(msg) => {
            say_err(&format!("hornbook: {msg}\n{}", cli::usage()));
            return ExitCode::from(1);
        }
    };
    let mut m = Machine::new();
    hornbook::toplevel::batch_interrupt::install(&mut m);
    set_flags(&mut m, &opts);
    let init = opts.init_file.iter();
    for f in init.chain(&opts.files) {
        if let Some(code) = load(&mut m, f, &opts) {
            return finish(&mut m, code, &opts);
        }
    }
    if opts.sandbox {
        // The files of the command line are loaded (their directives run)
        // before the sandbox closes: they are the ones it may read.
        hornbook::sandbox::enter(&mut m, opts.sandbox_time_limit());
    }
    for g in &opts.goals {
        match m.run_goal_text(g) {
            GoalResult::Succeeded => {}
            GoalResult::Failed => {
                m.out.flush();
                // As SWI-Prolog 9 words it.
                say_err(&format!("ERROR: -g {g}: false\n"));
                return ExitCode::from(1);
            }
            GoalResult::Error(msg) => {
                m.out.flush();
                say_err(&prefix_lines("ERROR: ", &format!("-g {g}: {msg}")));
                return ExitCode::from(2);
            }
            GoalResult::SyntaxError(msg) => {
                say_err(&format!("{msg}\n"));
                return ExitCode::from(2);
            }
            GoalResult::Halted(code) => {
                return finish(&mut m, code, &opts);
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
                say_err("Warning: initialization goal failed\n");
                1
            }
            GoalResult::Error(msg) | GoalResult::SyntaxError(msg) => {
                m.out.flush();
                say_err(&prefix_lines("ERROR: ", &msg));
                2
            }
        };
        return finish(&mut m, code, &opts);
    }
    let Some(top) = &opts.toplevel else {
        let code = if std::io::stdin().is_terminal() { repl::run(&mut m, opts.quiet) } else { piped::run(&mut m) };
        return finish(&mut m, code, &opts);
    };
    let code = match m.run_goal_text(top) {
        GoalResult::Succeeded => 0,
        GoalResult::Halted(code) => code,
        GoalResult::Failed => 1,
        GoalResult::Error(msg) | GoalResult::SyntaxError(msg) => {
            say_err(&prefix_lines("ERROR: ", &msg));
            2
        }
    };
    finish(&mut m, code, &opts)
}

/// The flags the options set: `argv` (the program's arguments) and
/// `os_argv` (the whole command line), `verbose` (`-q`), `stack_limit`,
/// `traditional` and `double_quotes` (`--traditional`), `iso` (`--iso`).
fn set_flags(m: &mut Machine, opts: &Options) {
    let quoted = |words: &mut dyn Iterator<Item = String>| -> String {
        let items: Vec<String> = words.map(|w| format!("'{}'", w.replace('\\', "\\\\").replace('\'', "\\'"))).collect();
        format!("[{}]", items.join(","))
    };
    let argv = quoted(&mut opts.argv.iter().cloned());
    let os_argv = quoted(&mut std::env::args());
    let mut goals = vec![
        format!("create_prolog_flag(argv, {argv}, [type(term)])"),
        format!("create_prolog_flag(os_argv, {os_argv}, [type(term)])"),
    ];
    if opts.quiet {
        goals.push("set_prolog_flag(verbose, silent)".to_string());
    }
    if let Some(n) = opts.stack_limit {
        goals.push(format!("set_prolog_flag(stack_limit, {n})"));
    }
    goals.push(format!("create_prolog_flag(traditional, {}, [access(read_only)])", opts.traditional));
    if opts.traditional {
        goals.push("set_prolog_flag(double_quotes, codes)".to_string());
    }
    if opts.iso {
        goals.push("set_prolog_flag(iso, true)".to_string());
    }
    for g in goals {
        if let GoalResult::Error(msg) = m.run_goal_text(&g) {
            say_err(&prefix_lines("ERROR: ", &msg));
        }
    }
}

/// Consults a file of the command line; Some(status) when the run must
/// stop: the file cannot be read, or it printed an error (a warning) and
/// `--on-error=halt` (`--on-warning=halt`) asks to stop there, or Ctrl-C
/// stopped the load with a halt. A load Ctrl-C aborted says so and the
/// run goes on, as after a file with errors.
fn load(m: &mut Machine, f: &Path, opts: &Options) -> Option<i32> {
    match m.consult_file(f) {
        Err(e) => {
            let why = hornbook::machine::streams::io_message(&e);
            say_err(&format!("ERROR: {}: {why}\n", f.display()));
            return Some(1);
        }
        Ok(report) => match report.stopped {
            Some(hornbook::machine::Exc::Halt(code)) => return Some(code),
            Some(hornbook::machine::Exc::Throw(ball)) => {
                m.out.flush();
                let msg = m.uncaught_error_message(ball);
                say_err(&msg);
            }
            None => {}
        },
    }
    m.out.flush();
    let (errors, warnings) = m.out.messages_printed();
    let halt = (opts.on_error == OnMessage::Halt && errors > 0) || (opts.on_warning == OnMessage::Halt && warnings > 0);
    halt.then_some(1)
}

/// Flushes the output streams at exit. Text that cannot be written is an
/// error even when the goals succeeded: one line on standard error and
/// status 2. With `--on-error=status` (`--on-warning=status`) a run that
/// would exit 0 exits 1 when it printed an error (a warning).
fn finish(m: &mut Machine, code: i32, opts: &Options) -> ExitCode {
    m.out.flush();
    if let Some((id, e)) = m.out.write_error.take() {
        if code == 0 {
            let stream = if id == 1 { "user_output".to_string() } else { format!("'$stream'({id})") };
            let why = hornbook::machine::streams::io_message(&e);
            say_err(&format!("ERROR: I/O error in write on stream {stream} ({why})\n"));
            return ExitCode::from(2);
        }
    }
    let (errors, warnings) = m.out.messages_printed();
    let status =
        (opts.on_error == OnMessage::Status && errors > 0) || (opts.on_warning == OnMessage::Status && warnings > 0);
    if code == 0 && status {
        return ExitCode::from(1);
    }
    ExitCode::from(code as u8)
}
