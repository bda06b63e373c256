//! Inputs that once made reading take quadratic time (found while looking
//! for a 43 s read_term/3 fuzz case), each at a size where quadratic time
//! would take minutes and linear time well under a second: read/2 of a
//! file term by term (each read copied the rest of the file), an integer
//! of 800,000 digits (decimal digits were read in quadratic time), a term
//! piped over 20,000 lines (lexed again at each line), and a file with
//! 20,000 syntax errors (each report indexed the whole file). Each test
//! checks what was read, so it fails on a wrong result; a slow test shows
//! a regression in the suite's time.

use std::io::Write;
use std::process::{Command, Stdio};

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("hornbook_reader_scaling_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file
}

/// hornbook running `goal` then halting, with `input` on standard input:
/// (status, standard output, standard error).
fn run(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hornbook"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hornbook runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

#[test]
fn a_file_of_50000_terms_is_read_term_by_term() {
    let file = temp_file("terms.pl", &"f(a, \"b\", [c]).\n".repeat(50_000));
    let goal = format!(
        "open('{}', read, S), read_all(S, 0, N), close(S), write(N), nl",
        file.display().to_string().replace('\'', "\\'")
    );
    let program = temp_file(
        "read_all.pl",
        "read_all(S, N0, N) :- read(S, T), ( T == end_of_file -> N = N0 ; N1 is N0 + 1, read_all(S, N1, N) ).\n",
    );
    let (status, out, err) = run(&[program.to_str().unwrap(), "-g", &goal, "-t", "halt"], "");
    assert_eq!((status, out.as_str()), (0, "50000\n"), "{err}");
}

#[test]
fn an_integer_of_800000_digits_is_read() {
    let file = temp_file("digits.pl", &format!("n({}).\n", "9".repeat(800_000)));
    let goal = "n(X), X =:= 10^800000 - 1, Y is X mod 1000, write(Y), nl";
    let (status, out, err) = run(&[file.to_str().unwrap(), "-g", goal, "-t", "halt"], "");
    assert_eq!((status, out.as_str()), (0, "999\n"), "{err}");
}

#[test]
fn a_term_piped_over_20000_lines_is_read() {
    let input = format!("\"{}\".\n", "ab\\\ncd\n".repeat(20_000));
    let goal = "read(T), string_length(T, N), write(N), nl";
    let (status, out, err) = run(&["-g", goal, "-t", "halt"], &input);
    assert_eq!((status, out.as_str()), (0, "100000\n"), "{err}");
}

#[test]
fn a_file_with_20000_syntax_errors_reports_each() {
    let file = temp_file("errors.pl", &"ok.\na :- ) .\n".repeat(20_000));
    let (status, out, err) =
        run(&[file.to_str().unwrap(), "-g", "aggregate_all(count, ok, N), write(N), nl", "-t", "halt"], "");
    assert_eq!((status, out.as_str()), (0, "20000\n"));
    assert_eq!(err.matches("Syntax error: Illegal start of term").count(), 20_000);
    assert!(err.contains(&format!("errors.pl:{}:6", 2 * 20_000)), "the last report names its line");
}
