//! Process-level robustness: hornbook under an address-space limit, with
//! output that cannot be written, with input that is not UTF-8, and when
//! interrupted. What a user sees is the exit status and standard error,
//! so that is what these tests check.

use std::os::unix::process::CommandExt;
use std::process::{Command, Output, Stdio};

/// hornbook with `args`, standard input closed, run to the end.
fn hornbook(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_hornbook"));
    c.args(args).current_dir(env!("CARGO_MANIFEST_DIR")).stdin(Stdio::null());
    c
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs `goal` and then `write(next)` under `ulimit -v 2000000` (KiB).
fn under_address_limit(goal: &str) -> Output {
    let program = "deep(N) :- N1 is N + 1, deep(N1), true.\n";
    let dir = std::env::temp_dir().join(format!("hornbook_robust_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("deep_{}.pl", goal.len()));
    std::fs::write(&file, program).unwrap();
    let caught = format!("catch({goal}, error(E, _), (print(caught(E)), nl))");
    let mut c = hornbook(&[file.to_str().unwrap(), "-g", &caught, "-g", "write(next), nl", "-t", "halt"]);
    // SAFETY: setrlimit is async-signal-safe; nothing else runs in the child
    // between fork and exec.
    unsafe {
        c.pre_exec(|| {
            let lim = libc::rlimit { rlim_cur: 2_000_000 * 1024, rlim_max: 2_000_000 * 1024 };
            if libc::setrlimit(libc::RLIMIT_AS, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    c.output().expect("hornbook runs")
}

fn assert_memory_error_then_next(goal: &str) {
    let out = under_address_limit(goal);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{goal}: status {:?}, stderr {stderr}", out.status);
    assert_eq!(stdout, "caught(resource_error(memory))\nnext\n", "{goal}: stderr {stderr}");
}

#[test]
fn deep_recursion_under_an_address_limit_is_a_resource_error() {
    assert_memory_error_then_next("deep(0)");
}

#[test]
fn unbounded_length_under_an_address_limit_is_a_resource_error() {
    assert_memory_error_then_next("length(_, 100000000000)");
}

#[test]
fn unbounded_findall_under_an_address_limit_is_a_resource_error() {
    assert_memory_error_then_next("findall(X, between(1, inf, X), _)");
}

#[test]
fn huge_tab_under_an_address_limit_is_a_resource_error() {
    assert_memory_error_then_next("tab(100000000000)");
}

#[test]
fn huge_numlist_under_an_address_limit_is_a_resource_error() {
    assert_memory_error_then_next("numlist(1, 100000000, _)");
}
